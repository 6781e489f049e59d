import Riffle
import RiffleSwiftUI
import SwiftUI

/// A month pager for a list section: twenty years either side of this month (only the visible months exist as
/// views), and a button back to today.
struct MonthPager: View {
    let motion: MotionStyle
    /// Month offsets from this month.
    private static let months = Array(-240...240)
    private static let today = months.firstIndex(of: 0) ?? 0
    @State private var index = MonthPager.today

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Text(MonthGrid.title(offset: Self.months[index])).font(.headline)
                Spacer()
                Button("Today") { index = Self.today }
            }
            Carousel(Self.months, id: \.self, index: $index) { offset in
                MonthGrid(offset: offset)
            }
            .track(.onboarding().motion(motion))
            .frame(height: 230)
        }
    }
}

/// The days of one month in weeks, Monday first.
struct MonthGrid: View {
    let offset: Int

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 2
        return calendar
    }

    /// The first day of the month `offset` months from this one.
    static func firstDay(offset: Int) -> Date {
        let start = calendar.dateInterval(of: .month, for: Date())?.start ?? Date()
        return calendar.date(byAdding: .month, value: offset, to: start) ?? start
    }

    /// "March 2027".
    static func title(offset: Int) -> String {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("MMMM yyyy")
        return formatter.string(from: firstDay(offset: offset))
    }

    /// The month's weeks: seven day numbers each, 0 for the days outside the month.
    private var weeks: [[Int]] {
        let first = Self.firstDay(offset: offset)
        let dayCount = Self.calendar.range(of: .day, in: .month, for: first)?.count ?? 30
        let lead = (Self.calendar.component(.weekday, from: first) - Self.calendar.firstWeekday + 7) % 7
        let cells = Array(repeating: 0, count: lead) + Array(1...dayCount)
        let padded = cells + Array(repeating: 0, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<$0 + 7]) }
    }

    var body: some View {
        VStack(spacing: 6) {
            ForEach(Array(weeks.enumerated()), id: \.offset) { _, week in
                HStack {
                    ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                        Text(day == 0 ? "" : "\(day)")
                            .font(.subheadline)
                            .frame(maxWidth: .infinity)
                    }
                }
            }
            Spacer(minLength: 0)
        }
    }
}
