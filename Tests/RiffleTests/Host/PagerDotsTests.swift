import RiffleTestSupport
import Testing

@testable import Riffle

/// Four 390 × 844 onboarding pages with seed 001's dots (four 16-point dots 8 apart: a 88 × 44 control), the
/// control's bottom 40 points above the viewport's bottom: origin (151, 760), dot centres x = 159, 183, 207, 231,
/// y = 782.
@Suite("Pager: pages and dots on one surface")
struct PagerDotsTests {
    static func pager(dots: PageIndicator.Configuration? = .onboarding, rightToLeft: Bool = false) -> ComponentHost<
        Pager
    > {
        let settings = Pager.Settings.onboarding().adapted(reduceMotion: false, rightToLeft: rightToLeft)
        var pager = ComponentHost(Pager(itemCount: 4, index: 0, settings: settings, dots: dots, dotsBottomPadding: 40))
        _ = pager.send(.viewport(width: 390, height: 844), at: 0)
        return pager
    }

    /// A press and release at a point, through the drag callbacks.
    static func tap(_ pager: inout ComponentHost<Pager>, at point: Point, time: Double) -> [Pager.Event] {
        pager.pointerChanged(to: point, from: point, at: time) + pager.pointerEnded(at: point, time: time + 0.05)
    }

    /// A horizontal drag from `start` by `offsets`, 20 ms apart, without the release; the pages' positions.
    static func drag(_ pager: inout ComponentHost<Pager>, from start: Point, by offsets: [Double]) -> [Double] {
        _ = pager.pointerChanged(to: start, from: start, at: 1)
        return offsets.enumerated().map { i, dx in
            _ = pager.pointerChanged(to: Point(x: start.x + dx, y: start.y), at: 1 + 0.02 * Double(i + 1))
            return pager.position
        }
    }

    @Test func theDotsSitCentredAboveTheBottomPadding() throws {
        let pager = Self.pager()
        expectEqual(pager.dotsOrigin, Point(x: 151, y: 760))
        var dots: [PageIndicator.Dot] = []
        pager.component.forEachDot { dots.append($0) }
        expectEqual(dots.map(\.center.x), [8, 32, 56, 80])
        var bad = pager
        bad.send(.dots(.onboarding, bottomPadding: .nan), at: 0)
        expectEqual(bad.dotsOrigin, Point(x: 151, y: 800))
        expectEqual(Self.pager(dots: nil).dotsOrigin, .zero)
    }

    @Test func aTapOnADotTurnsThePagesAndTheDotsFollowThem() throws {
        var pager = Self.pager()
        let outputs = Self.tap(&pager, at: Point(x: 207, y: 782), time: 1)
        #expect(outputs.isEmpty)  // no item tap: the dots owned the press
        expectEqual(pager.index, 2)
        _ = pager.advance(to: 1.2)
        let moving = try #require(pager.dots)
        #expect(moving.displayPosition > 0 && moving.displayPosition < 2)  // progress
        _ = pager.advance(to: 10)
        expectEqual(pager.position, 2)  // in pages
        expectEqual(pager.dots?.displayPosition, 2)
        expectEqual(pager.dots?.currentPage, 2)
    }

    @Test func aTapBesideTheDotsIsTheItemsTap() {
        var pager = Self.pager()
        expectEqual(Self.tap(&pager, at: Point(x: 195, y: 400), time: 1), [.itemTapped(0)])
        expectEqual(pager.index, 0)
    }

    @Test func aDragThatTheDotsDeclineMovesThePagesAsADragBegunOnThePagesDoes() {
        // Dots that do not scrub decline a press once it travels 10 points; the pages then continue it from its
        // first touch: the same positions as the same drag begun above the dots.
        var onDots = Self.pager()  // seed 001's dots do not scrub
        var onPages = Self.pager()
        let fromDots = Self.drag(&onDots, from: Point(x: 207, y: 782), by: [-4, -30, -80, -150])
        let fromPages = Self.drag(&onPages, from: Point(x: 207, y: 500), by: [-4, -30, -80, -150])
        expectEqual(fromDots, fromPages)
        #expect(fromDots[3] > 0.3)  // pages: 140 of 390 points past the slop
        expectEqual(onDots.dots?.interactionState, PageIndicator.InteractionState.none)
    }

    @Test func aScrubOnTheDotsIsTheirsAndThePagesFollowIt() {
        var scrubbing = PageIndicator.Configuration.onboarding
        scrubbing.allowsContinuousInteraction = true
        var pager = Self.pager(dots: scrubbing)
        let positions = Self.drag(&pager, from: Point(x: 159, y: 782), by: [12, 48, 72])
        expectEqual(pager.dots?.interactionState, .continuous)
        expectEqual(pager.index, 3)
        expectEqual(positions[0], 0)  // the pages never followed the finger itself
    }

    @Test func rightToLeftMirrorsTheDotsAndTheirTaps() {
        var pager = Self.pager(rightToLeft: true)
        // Page 3's dot is on the left.
        _ = Self.tap(&pager, at: Point(x: 159, y: 782), time: 1)
        expectEqual(pager.index, 3)
    }

    @Test func cancellingEndsThePressWithoutARequest() {
        var pager = Self.pager()
        _ = pager.pointerChanged(to: Point(x: 231, y: 782), from: Point(x: 231, y: 782), at: 1)
        expectEqual(pager.dots?.interactionState, .discrete)
        _ = pager.pointerCancelled(at: 1.1)
        expectEqual(pager.dots?.interactionState, PageIndicator.InteractionState.none)
        _ = pager.pointerEnded(at: Point(x: 231, y: 782), time: 1.2)
        expectEqual(pager.index, 0)
    }

    @Test func badInputHasADefinedResult() throws {
        // No pages: the dots are hidden (no touch area), presses go to the empty pages, nothing is requested.
        var empty = ComponentHost(Pager(itemCount: 0, index: 5, settings: .onboarding(), dots: .onboarding))
        _ = empty.send(.viewport(width: 390, height: 844), at: 0)
        expectEqual(empty.dots?.controlSize, .zero)
        #expect(Self.tap(&empty, at: Point(x: 195, y: 822), time: 1).isEmpty)
        expectEqual(empty.index, 0)
        // No viewport yet (or a zero one): the dots sit at the origin's edge, and a press changes nothing.
        var unsized = ComponentHost(Pager(itemCount: 4, index: 1, settings: .onboarding(), dots: .onboarding))
        _ = unsized.send(.viewport(width: 0, height: -5), at: 0)
        expectEqual(unsized.dotsOrigin, Point(x: -44, y: -44))
        #expect(Self.tap(&unsized, at: Point(x: 0, y: 0), time: 1).isEmpty)
        expectEqual(unsized.index, 1)
        // A press at a non-finite point is dropped by the arena: nobody owns it.
        var pager = Self.pager()
        _ = pager.pointerChanged(to: Point(x: .nan, y: 782), at: 1)
        expectEqual(pager.dots?.interactionState, PageIndicator.InteractionState.none)
        _ = pager.pointerEnded(at: Point(x: .nan, y: 782), time: 1.05)
        expectEqual(pager.index, 0)
        // Non-finite or backward times are the session's latest time (PointerSession's rule): a tap on dot 2 at
        // time infinity, released "earlier", is still a tap.
        _ = pager.pointerChanged(to: Point(x: 207, y: 782), at: .infinity)
        expectEqual(pager.dots?.interactionState, .discrete)
        _ = pager.pointerEnded(at: Point(x: 207, y: 782), time: 0.5)
        expectEqual(pager.index, 2)
    }

    @Test func dotsCanBeAddedChangedAndRemoved() {
        var pager = Self.pager(dots: nil)
        expectEqual(pager.dots, nil)
        pager.send(.dots(.standard, bottomPadding: 40), at: 0)
        expectEqual(pager.dots?.count, 4)
        expectEqual(pager.dots?.controlSize, Vector(x: 56, y: 44))
        pager.send(.dots(.onboarding, bottomPadding: 40), at: 0)
        expectEqual(pager.dots?.controlSize, Vector(x: 88, y: 44))
        pager.send(.dots(nil, bottomPadding: 40), at: 0)
        expectEqual(pager.dots, nil)
        // Without dots every press is the pages'.
        expectEqual(Self.tap(&pager, at: Point(x: 207, y: 782), time: 1), [.itemTapped(0)])
    }
}
