import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Track: reconfigure decides what each option change does")
struct TrackReconfigureTests {
    @Test func theSameConfigurationChangesNothing() {
        var track = Track.pages(initialIndex: 3)
        let before = track
        track.reconfigure(track.configuration, viewportLength: 390, items: track.layout.items, at: 1)
        #expect(track.takeEvents().isEmpty)
        expectEqual(track.position, before.position)
        expectEqual(track.targetIndex, 3)
        #expect(!track.needsFrames)
    }

    @Test func aNewAlignmentKeepsTheCurrentPageOnScreen() {
        // 300-point cards in a 390 viewport: leading-aligned, card 4 rests at 4 × 310 = 1240.
        var configuration = Track.Configuration(layout: .init(alignment: .leading, containment: .none))
        var track = Track(
            viewportLength: 390, items: .uniform(count: 8, length: 300, spacing: 10), configuration: configuration,
            initialIndex: 4)
        expectEqual(track.position, 1240)
        configuration.layout.alignment = .center
        track.reconfigure(configuration, at: 1)
        // Centred: the card's leading edge 45 points in, so the offset is 1240 − 45.
        expectEqual(track.position, 1195)
        expectEqual(track.targetIndex, 4)
        expectEqual(track.settledIndex, 4)
        expectEqual(track.layout.configuration.alignment, .center)
    }

    @Test func aRunningMotionContinuesThroughAnOptionChange() {
        var d = GestureDriver<Track>(Track.pages())
        d.drag(from: 300, to: 100, start: 0, duration: 0.06)
        d.wait(until: 0.15)
        expectEqual(d.track.phase, .settling)
        var configuration = d.track.configuration
        configuration.spring = Spring(response: 0.3, dampingRatio: 1)
        configuration.snapPolicy = .directional
        d.change { $0.reconfigure(configuration, at: 0.15) }
        expectEqual(d.track.phase, .settling)
        #expect(d.track.needsFrames)
        d.settle()
        expectEqual(d.track.settledIndex, 1)
        expectEqual(d.track.configuration.snapPolicy, .directional)
    }

    @Test func aNewAxisEndsTheDragInProgressAndReadsTheNextPointerAlongTheNewAxis() {
        var d = GestureDriver<Track>(Track.pages())
        d.drag(from: 300, to: 200, start: 0, duration: 0.2, release: false)
        expectEqual(d.track.phase, .dragging)
        var configuration = d.track.configuration
        configuration.axis = .vertical
        d.change { $0.reconfigure(configuration, viewportLength: 390, at: 0.25) }
        #expect(d.track.phase != .dragging)
        d.settle()
        expectEqual(d.track.settledIndex, 0, "a cancelled drag of 100 points settles back without velocity")
        // The old pointer's moves no longer drag; a vertical drag does.
        d.move(100, at: d.track.time + 0.01)
        expectEqual(d.track.phase, .idle)
        let t = d.track.time
        d.send(.down(Point(x: 100, y: 300), pointer: 2), at: t + 0.1)
        d.send(.move(Point(x: 100, y: 250), pointer: 2), at: t + 0.15)
        d.send(.move(Point(x: 100, y: 200), pointer: 2), at: t + 0.2)
        expectEqual(d.track.phase, .dragging)
    }

    @Test func aNewAutoplayRestartsItsClock() {
        var configuration = Track.pages().configuration
        configuration.autoplay = Autoplay(interval: 4)
        var track = Track(
            viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0), configuration: configuration)
        expectEqual(track.nextDeadline, 4)
        configuration.autoplay = Autoplay(interval: 2)
        track.reconfigure(configuration, at: 3)
        expectEqual(track.nextDeadline, 5)
        configuration.autoplay = nil
        track.reconfigure(configuration, at: 3.5)
        expectEqual(track.nextDeadline, nil)
    }

    @Test func newItemsAndViewportAreARelayout() {
        var a = Track.pages(count: 10, initialIndex: 6)
        var b = a
        a.reconfigure(a.configuration, viewportLength: 300, items: .uniform(count: 4, length: 300, spacing: 0), at: 1)
        b.relayout(viewportLength: 300, items: .uniform(count: 4, length: 300, spacing: 0), at: 1)
        expectEqual(a.position, b.position)
        expectEqual(a.targetIndex, b.targetIndex)
        expectEqual(a.takeEvents(), b.takeEvents())
        expectEqual(a.targetIndex, 3)
    }

    @Test func badValuesAreSanitisedLikeEverywhereElse() {
        var track = Track.pages(initialIndex: 2)
        track.reconfigure(track.configuration, viewportLength: .nan, at: .infinity)
        #expect(track.position.isFinite)
        track.reconfigure(track.configuration, viewportLength: -5, at: -1)
        #expect(track.position.isFinite)
        #expect(track.layout.diagnostics.contains { if case .invalidViewport = $0 { true } else { false } })
    }
}
