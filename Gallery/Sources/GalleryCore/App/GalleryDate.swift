/// A calendar day, `YYYY-MM-DD`: the Calendar scene's "today" (`--today`; recordings keep it in their header).
public struct GalleryDate: Hashable, Sendable, CustomStringConvertible {
    /// The year.
    public var year: Int
    /// The month, 1 … 12.
    public var month: Int
    /// The day of the month, 1 … 31.
    public var day: Int

    /// Creates a date (not checked; see ``init(text:)``).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD` (a four-digit year from 1 to 9999, the month 1 … 12, the day within the month), or nil.
    public init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            y >= 1, (1...12).contains(m), d >= 1, d <= GalleryDate.days(inMonth: m, year: y)
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
