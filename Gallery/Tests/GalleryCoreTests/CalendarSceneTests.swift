import Riffle
import Testing

@testable import GalleryCore

/// Issue 14 part 5: the Calendar scene, an unbounded month pager both ways on a track that grows at its ends while
/// it moves.
@Suite("Calendar: months without ends")
struct CalendarSceneTests {
    @Test func monthsAreComputedFromTheirIndex() {
        // First weekdays (0 = Sunday) checked against Python's calendar module.
        #expect(CalendarMonth(year: 2026, month: 11).firstWeekday == 0)
        #expect(CalendarMonth(year: 2000, month: 2).firstWeekday == 2)
        #expect(CalendarMonth(year: 1900, month: 3).firstWeekday == 4)
        #expect(CalendarMonth(year: 2024, month: 1).firstWeekday == 1)
        #expect(CalendarMonth(year: 2024, month: 2).dayCount == 29)
        #expect(CalendarMonth(year: 1900, month: 2).dayCount == 28)
        #expect(CalendarMonth(year: 2000, month: 2).dayCount == 29)
        #expect(CalendarMonth(year: 2026, month: 13) == CalendarMonth(year: 2027, month: 1))
        #expect(CalendarMonth(year: 2026, month: 0) == CalendarMonth(year: 2025, month: 12))
        #expect(CalendarMonth(index: -1) == CalendarMonth(year: -1, month: 12))
        #expect(CalendarMonth(year: 2026, month: 11).adding(months: -23).title == "December 2024")
        // Extreme indices never trap; every month is 1 … 12.
        for index in [Int.max, Int.min, Int.max - 11, Int.min + 5] {
            let month = CalendarMonth(index: index)
            #expect((1...12).contains(month.month), "\(index)")
            #expect((28...31).contains(month.dayCount))
            #expect((0...6).contains(month.firstWeekday))
        }
        #expect(CalendarMonth(index: 2026 * 12 + 10).index == 2026 * 12 + 10)
        #expect(CalendarMonth(year: 2026, month: -13) == CalendarMonth(year: 2024, month: 11))
    }

    func run(_ lines: [String]) throws -> (Gallery, [Double]) {
        let gallery = Gallery(scene: .calendar)
        var positions: [Double] = []
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery) { _, _ in
            if case .double(let x)? = gallery.state["position"] { positions.append(x) }
            if case .int(let x)? = gallery.state["position"] { positions.append(Double(x)) }
        }
        #expect(outcome.settled)
        return (gallery, positions)
    }

    /// Quick flicks back in time (the finger moving right), `n` of them.
    func flicksBack(_ n: Int) -> [String] {
        var lines: [String] = []
        for k in 0..<n {
            let t = 500 + 350 * k
            lines +=
                ["\(t) down 60 450"] + (1...4).map { "\(t + 8 * $0) move \(60 + 45 * $0) 450" } + [
                    "\(t + 32) up 240 450"
                ]
        }
        return lines
    }

    @Test func flickingBackPastTheLoadedMonthsLoadsMoreWithoutAJump() throws {
        let (g, positions) = try run(flicksBack(30))
        // 30 months back from today: more than the 24 loaded before today at the start.
        #expect(g.state["offset"] == .int(-30))
        guard case .int(let count)? = g.state["count"] else { throw CalendarFailure.noCount }
        #expect(count > 49, "months were added before the first one")
        // Frame to frame the pager never jumps (prepending renumbers the months, so positions are compared as
        // months from today: the state's offset changes by at most one per flick, and the position by less than
        // the finger's own speed within a frame, except where 24 months were prepended).
        let steps = zip(positions, positions.dropFirst()).map { $1 - $0 }
        let jumps = steps.filter { abs($0) > 0.5 }
        #expect(jumps.allSatisfy { abs(abs($0) - Double(CalendarScene.batch)) < 0.5 }, "only renumbering: \(jumps)")
    }

    @Test func todayGoesBackAndThePressShows() throws {
        let gallery = Gallery(scene: .calendar)
        for event in try GestureScript.parse(flicksBack(3).joined(separator: "\n")).events {
            gallery.handle(event.input)
        }
        gallery.advance(to: 5)
        #expect(gallery.state["offset"] == .int(-3))
        guard let calendar = gallery.scene as? CalendarScene else { throw CalendarFailure.noScene }
        let button = calendar.todayButton
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: button.center, timestamp: 6)))
        #expect(gallery.state["todayPressed"] == .bool(true))
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .up, location: button.center, timestamp: 6.05)))
        #expect(gallery.state["todayPressed"] == .bool(false))
        gallery.advance(to: 8)
        #expect(gallery.state["offset"] == .int(0))
        // Keys and the wheel drive it too.
        gallery.handle(.key(.right, timestamp: 9))
        gallery.handle(.wheel(dx: 0, dy: 1, timestamp: 10))
        gallery.advance(to: 12)
        #expect(gallery.state["offset"] == .int(2))
    }
}

enum CalendarFailure: Error {
    case noCount, noScene
}
