import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 14 part 5: the Calendar scene, an unbounded month pager both ways on a track that grows at its ends while
/// it moves.
@Suite("Calendar: months without ends")
struct CalendarSceneTests {
    @Test func monthsAreComputedFromTheirIndex() {
        // First weekdays (0 = Sunday) checked against Python's calendar module.
        expectEqual(CalendarMonth(year: 2026, month: 11).firstWeekday, 0)
        expectEqual(CalendarMonth(year: 2000, month: 2).firstWeekday, 2)
        expectEqual(CalendarMonth(year: 1900, month: 3).firstWeekday, 4)
        expectEqual(CalendarMonth(year: 2024, month: 1).firstWeekday, 1)
        expectEqual(CalendarMonth(year: 2024, month: 2).dayCount, 29)
        expectEqual(CalendarMonth(year: 1900, month: 2).dayCount, 28)
        expectEqual(CalendarMonth(year: 2000, month: 2).dayCount, 29)
        expectEqual(CalendarMonth(year: 2026, month: 13), CalendarMonth(year: 2027, month: 1))
        expectEqual(CalendarMonth(year: 2026, month: 0), CalendarMonth(year: 2025, month: 12))
        expectEqual(CalendarMonth(index: -1), CalendarMonth(year: -1, month: 12))
        expectEqual(CalendarMonth(year: 2026, month: 11).adding(months: -23).title, "December 2024")
        // Extreme indices never trap; every month is 1 … 12.
        for index in [Int.max, Int.min, Int.max - 11, Int.min + 5] {
            let month = CalendarMonth(index: index)
            #expect((1...12).contains(month.month), "\(index)")
            #expect((28...31).contains(month.dayCount))
            #expect((0...6).contains(month.firstWeekday))
        }
        expectEqual(CalendarMonth(index: 2026 * 12 + 10).index, 2026 * 12 + 10)
        expectEqual(CalendarMonth(year: 2026, month: -13), CalendarMonth(year: 2024, month: 11))
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

    @Test func flickingBackNeverJumps() throws {
        let (g, positions) = try run(flicksBack(30))
        // 30 months back from today, on a window of 10,001 months centred on today: nothing to load, no end near.
        expectEqual(g.state["offset"], .int(-30))
        expectEqual(g.state["count"], .int(CalendarScene.windowCount))
        expectEqual(g.state["origin"], .int(-(CalendarScene.windowCount / 2)))
        // Frame to frame the pager moves by less than the finger's own speed within a frame: no jump.
        let steps = zip(positions, positions.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { abs($0) < 0.5 }, "\(steps.filter { abs($0) >= 0.5 })")
    }

    /// Far away (a million months, or the ends of Int) "Today" jumps back; the pager keeps working there, and
    /// recentring as the months go by keeps the month on screen.
    @Test func farMonthsJumpAndTheWindowFollows() throws {
        let gallery = Gallery(scene: .calendar)
        guard let calendar = gallery.scene as? CalendarScene else { throw CalendarFailure.noScene }
        let today = calendar.today.index
        calendar.show(monthIndex: today + 1_000_000, animated: true, at: 1)
        gallery.advance(to: 2)
        expectEqual(gallery.state["offset"], .int(1_000_000))
        expectEqual(gallery.state["origin"], .int(1_000_000 - CalendarScene.windowCount / 2))
        gallery.handle(.key(.right, timestamp: 3))
        gallery.advance(to: 5)
        expectEqual(gallery.state["offset"], .int(1_000_001))
        calendar.goToToday(at: 6)
        gallery.advance(to: 7)
        expectEqual(gallery.state["offset"], .int(0))
        // The ends of Int: defined months, keys hold there.
        for (index, key) in [(Int.max, GalleryKey.right), (Int.min, .left)] {
            calendar.show(monthIndex: index, animated: true, at: 8)
            gallery.handle(.key(key, timestamp: 9))
            gallery.advance(to: 11)
            expectEqual(calendar.currentMonth.index, index)
            #expect((1...12).contains(calendar.currentMonth.month))
        }
        calendar.goToToday(at: 12)
        gallery.advance(to: 13)
        expectEqual(gallery.state["offset"], .int(0))
        // Near the window's end (a quarter of it from the centre) the window moves with the pager.
        calendar.show(monthIndex: today + CalendarScene.windowCount / 4 - 1, animated: false, at: 14)
        let before = gallery.state["origin"]
        gallery.handle(.key(.right, timestamp: 15))
        gallery.handle(.key(.right, timestamp: 15.1))
        gallery.advance(to: 17)
        expectEqual(gallery.state["offset"], .int(CalendarScene.windowCount / 4 + 1))
        #expect(gallery.state["origin"] != before)
    }

    @Test func todayGoesBackAndThePressShows() throws {
        let gallery = Gallery(scene: .calendar)
        for event in try GestureScript.parse(flicksBack(3).joined(separator: "\n")).events {
            gallery.handle(event.input)
        }
        gallery.advance(to: 5)
        expectEqual(gallery.state["offset"], .int(-3))
        guard let calendar = gallery.scene as? CalendarScene else { throw CalendarFailure.noScene }
        let button = calendar.todayButton
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: button.center, timestamp: 6)))
        expectEqual(gallery.state["todayPressed"], .bool(true))
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .up, location: button.center, timestamp: 6.05)))
        expectEqual(gallery.state["todayPressed"], .bool(false))
        gallery.advance(to: 8)
        expectEqual(gallery.state["offset"], .int(0))
        // Keys and the wheel drive it too.
        gallery.handle(.key(.right, timestamp: 9))
        gallery.handle(.wheel(dx: 0, dy: 1, timestamp: 10))
        gallery.advance(to: 12)
        expectEqual(gallery.state["offset"], .int(2))
    }
}

enum CalendarFailure: Error {
    case noCount, noScene
}

extension CalendarSceneTests {
    func state(_ text: String) throws -> Gallery {
        let gallery = Gallery(scene: .calendar)
        _ = ReplayDriver.run(try GestureScript.parse(text), on: gallery)
        return gallery
    }

    func offset(_ gallery: Gallery) -> Int? {
        if case .int(let value)? = gallery.state["offset"] { return value }
        return nil
    }

    @Test func homeIsTodayThereIsNoEndAndAPageIsAYear() throws {
        #expect(offset(try state("0 key right\n30 key right\n1500 key home")) == 0)
        #expect(offset(try state("0 key end")) == 0)
        #expect(offset(try state("0 key right\n1500 key end")) == 1)
        #expect(offset(try state("0 key pagedown")) == 12)
        #expect(offset(try state("0 key pageup")) == -12)
        #expect(offset(try state("0 key pagedown\n1500 key pagedown\n3000 key pageup")) == 12)
    }

    @Test func announcementsNameTheMonthNotAPageOfTheWindow() throws {
        let gallery = try state("0 key right")
        expectEqual(gallery.state["announcement"], gallery.state["month"])
        expectEqual(gallery.state["announcements"], .int(1))
    }
}
