import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 26, the calendar: the weekday row stays while months slide, a vertical swipe pages months as in iOS
/// Calendar, a tapped day is selected and shown, the grid uses the height it has, and the year keeps clear of the
/// picker.
@Suite("Calendar: a finished month view")
struct CalendarPolishTests {
    static let november = CalendarMonth(year: 2026, month: 11)

    func scene() -> CalendarScene {
        let scene = CalendarScene(today: Self.november, day: 27)
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        return scene
    }

    func pointer(_ scene: CalendarScene, _ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ t: Double) {
        scene.handle(.pointer(PointerEvent(id: 0, phase: phase, location: Point(x: x, y: y), timestamp: t)))
    }

    /// The weekday initials drawn in a frame, with their x.
    func weekdays(of scene: CalendarScene) -> [Double] {
        let canvas = RecordingCanvas(size: .phone)
        scene.draw(on: canvas)
        return canvas.commands.compactMap {
            guard case .text(let text, .footnote, _, let origin) = $0, text.count == 1 else { return nil }
            return origin.x
        }
    }

    @Test func theWeekdayRowStaysWhileTheMonthsSlide() {
        let calendar = scene()
        let atRest = weekdays(of: calendar)
        expectEqual(atRest.count, 7)
        pointer(calendar, .down, 300, 400, 1)
        for i in 1...8 { pointer(calendar, .move, 300 - 15 * Double(i), 400, 1 + 0.02 * Double(i)) }
        #expect(calendar.host.position != 5000)
        expectEqual(weekdays(of: calendar), atRest)
    }

    @Test func aVerticalSwipePagesMonths() {
        let calendar = scene()
        pointer(calendar, .down, 200, 600, 1)
        for i in 1...6 { pointer(calendar, .move, 204, 600 - 30 * Double(i), 1 + 0.03 * Double(i)) }
        pointer(calendar, .up, 204, 420, 1.2)
        calendar.advance(to: 3)
        expectEqual(calendar.currentMonth, Self.november.adding(months: 1))
        pointer(calendar, .down, 200, 300, 4)
        for i in 1...6 { pointer(calendar, .move, 198, 300 + 30 * Double(i), 4 + 0.03 * Double(i)) }
        pointer(calendar, .up, 198, 480, 4.2)
        calendar.advance(to: 6)
        expectEqual(calendar.currentMonth, Self.november)
        // Short, or more sideways than up: not a vertical page turn.
        expectEqual(CalendarScene.verticalPageStep(from: Point(x: 0, y: 0), to: Point(x: 0, y: -59)), nil)
        expectEqual(CalendarScene.verticalPageStep(from: Point(x: 0, y: 0), to: Point(x: 80, y: -70)), nil)
        expectEqual(CalendarScene.verticalPageStep(from: Point(x: 0, y: 0), to: Point(x: .nan, y: -70)), nil)
    }

    @Test func aTappedDayIsSelectedAndShown() throws {
        let calendar = scene()
        let grid = calendar.dayGrid
        // 12 November 2026 is a Thursday (column 4) in the second row.
        let point = Point(x: Theme.margin + 4.5 * grid.cell, y: grid.top + 1.5 * grid.rowHeight)
        pointer(calendar, .down, point.x, point.y, 1)
        pointer(calendar, .up, point.x, point.y, 1.05)
        let selected = try #require(calendar.selectedDay)
        expectEqual(selected.month, Self.november)
        expectEqual(selected.day, 12)
        expectEqual(calendar.state["selected"], .string("Thursday 12 November 2026"))
        let canvas = RecordingCanvas(size: .phone)
        calendar.draw(on: canvas)
        let shown = canvas.commands.contains {
            if case .text("Thursday 12 November 2026", _, _, _) = $0 { return true }
            return false
        }
        #expect(shown)
        // Between the days (below the last row) nothing is selected anew.
        expectEqual(calendar.day(at: Point(x: point.x, y: grid.top + 5.5 * grid.rowHeight), in: Self.november), nil)
    }

    @Test func theGridUsesTheHeightAndTheYearKeepsClearOfThePicker() {
        let calendar = scene()
        let grid = calendar.dayGrid
        // Six rows fill the height under the header, each at most twice as tall as wide (before: square rows, the
        // grid in the top 45 % of the screen): 6 × 100 of 646 points here.
        #expect(6 * grid.rowHeight >= min(844 - 24 - 12 - grid.top, 12 * grid.cell) - 1e-9)
        #expect(6 * grid.rowHeight >= 0.9 * (844 - 24 - 12 - grid.top))
        let canvas = RecordingCanvas(size: .phone)
        calendar.draw(on: canvas)
        let yearY = canvas.commands.compactMap { command -> Double? in
            guard case .text("2026", _, _, let origin) = command else { return nil }
            return origin.y
        }.min()
        #expect((yearY ?? 0) >= 56 + 10)
    }
}
