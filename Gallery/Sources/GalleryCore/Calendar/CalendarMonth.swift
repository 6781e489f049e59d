/// A month of the Gregorian calendar, addressed by a single integer (``index`` = year × 12 + month − 1), so a
/// pager of months needs no table: any month is computed on demand.
public struct CalendarMonth: Hashable, Sendable, Comparable {
    /// The year (proleptic Gregorian).
    public var year: Int
    /// The month, 1 … 12.
    public var month: Int

    /// Creates a month; `month` outside 1 … 12 carries into the year (years beyond ±7 × 10¹⁷ wrap rather than
    /// trap).
    public init(year: Int, month: Int) {
        let zeroBased = month &- 1
        let r = zeroBased % 12
        self.year = year &+ (zeroBased / 12) &- (r < 0 ? 1 : 0)
        self.month = (r < 0 ? r + 12 : r) + 1
    }

    /// The month with `index` = year × 12 + month − 1 (any `Int`).
    public init(index: Int) {
        self.init(year: 0, month: index &+ 1)
    }

    /// year × 12 + month − 1 (wrapping for years beyond ±7 × 10¹⁷).
    public var index: Int { year &* 12 &+ month &- 1 }

    /// The month `n` months later (earlier for negative `n`).
    public func adding(months n: Int) -> CalendarMonth { CalendarMonth(year: year, month: month &+ n) }

    /// Whether the year is a Gregorian leap year.
    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// The number of days, 28 … 31.
    public var dayCount: Int {
        switch month {
        case 2: return CalendarMonth.isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The weekday of the first day, 0 = Sunday … 6 = Saturday (Zeller's congruence).
    public var firstWeekday: Int {
        func floorDiv(_ a: Int, _ b: Int) -> Int { a / b - (a % b < 0 ? 1 : 0) }
        // January and February count as months 13 and 14 of the year before.
        let m = month < 3 ? month + 12 : month
        let y = month < 3 ? year &- 1 : year
        let k = y - floorDiv(y, 100) * 100
        let j = floorDiv(y, 100)
        let h = 1 &+ (13 * (m + 1)) / 5 &+ k &+ k / 4 &+ floorDiv(j, 4) &+ 5 &* (j % 7)
        let saturdayFirst = ((h % 7) + 7) % 7  // 0 = Saturday
        return (saturdayFirst + 6) % 7
    }

    /// "November 2026".
    public var title: String { "\(CalendarMonth.names[month - 1]) \(year)" }

    /// The month names.
    public static let names = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// Orders by time.
    public static func < (a: CalendarMonth, b: CalendarMonth) -> Bool { a.index < b.index }
}
