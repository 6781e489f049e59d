import Testing

@testable import Riffle

@Suite("PageIndicatorHost: the state a view keeps for page dots")
struct PageIndicatorHostTests {
    /// A press and release at `x`, through the drag callbacks.
    static func tap(_ host: inout PageIndicatorHost, at x: Double) -> Int? {
        let point = Point(x: x, y: 22)
        let pressed = host.pointerChanged(to: point, from: point, at: 0)
        return host.pointerEnded(at: point, time: 0.1) ?? pressed
    }

    @Test func theViewIsTheDotsGrownToTheTouchTarget() {
        // Five 8-point dots 8 apart: 72 × 8, grown to 44 high.
        let standard = PageIndicatorHost(count: 5, currentPage: 0)
        #expect(standard.size == Vector(x: 72, y: 44))
        #expect(standard.indicator.size == Vector(x: 72, y: 44))
        // Seed 001: three 16-point circles in an HStack(spacing: 8): 64 × 16.
        let seed = PageIndicatorHost(count: 3, currentPage: 0, configuration: .onboarding)
        #expect(seed.size == Vector(x: 64, y: 44))
        // Two dots: 24 wide, grown to 44 both ways.
        #expect(PageIndicatorHost(count: 2, currentPage: 0).size == Vector(x: 44, y: 44))
    }

    @Test func dotCentresAndTheirMirror() {
        let ltr = PageIndicatorHost(count: 5, currentPage: 0)
        #expect(ltr.dots.map(\.center) == (0..<5).map { Point(x: 4 + 16 * Double($0), y: 22) })
        let rtl = PageIndicatorHost(count: 5, currentPage: 0, isRightToLeft: true)
        #expect(rtl.dots.map(\.center) == (0..<5).map { Point(x: 68 - 16 * Double($0), y: 22) })
        #expect(rtl.dots.map(\.page) == [0, 1, 2, 3, 4])
    }

    @Test func seed001TapSelectsTheTappedDot() {
        var host = PageIndicatorHost(count: 3, currentPage: 0, configuration: .onboarding)
        #expect(Self.tap(&host, at: 56) == 2)
        #expect(host.indicator.currentPage == 2)
        var mirrored = PageIndicatorHost(count: 3, currentPage: 0, configuration: .onboarding, isRightToLeft: true)
        // Page 2's dot is on the left in right-to-left.
        #expect(Self.tap(&mirrored, at: 8) == 2)
    }

    @Test func standardTapStepsTowardTheTap() {
        var host = PageIndicatorHost(count: 5, currentPage: 0)
        #expect(Self.tap(&host, at: 60) == 1)
        var mirrored = PageIndicatorHost(count: 5, currentPage: 0, isRightToLeft: true)
        // Page 0's dot is at x = 68 in right-to-left: right of it is its leading side (nothing before page 0),
        // left of it its trailing side.
        #expect(Self.tap(&mirrored, at: 71) == nil)
        #expect(Self.tap(&mirrored, at: 60) == 1)
    }

    @Test func scrubbingRequestsTheDotUnderTheFinger() {
        var host = PageIndicatorHost(count: 5, currentPage: 0)
        #expect(host.pointerChanged(to: Point(x: 4, y: 22), at: 0) == nil)
        #expect(host.pointerChanged(to: Point(x: 52, y: 22), at: 0.1) == 3)
        #expect(host.indicator.interactionState == .continuous)
        #expect(host.pointerEnded(at: Point(x: 52, y: 22), time: 0.2) == nil)
        #expect(host.indicator.interactionState == PageIndicator.InteractionState.none)
    }

    @Test func aCancelledPressSelectsNothing() {
        var host = PageIndicatorHost(count: 5, currentPage: 0)
        #expect(host.pointerChanged(to: Point(x: 60, y: 22), at: 0) == nil)
        host.pointerCancelled(at: 0.1)
        #expect(host.pointerEnded(at: Point(x: 60, y: 22), time: 0.2) == nil)
        #expect(host.indicator.currentPage == 0)
    }

    @Test func updatesFollowTheOwner() {
        var host = PageIndicatorHost(count: 3, currentPage: 0)
        host.update(count: 5, currentPage: 1, progress: 1.5)
        #expect(host.size == Vector(x: 72, y: 44))
        #expect(host.dots.map(\.selection) == [0, 0.5, 0.5, 0, 0])
        host.update(count: 5, currentPage: 2, progress: nil)
        #expect(host.dots.map(\.selection) == [0, 0, 1, 0, 0])
        host.update(count: 5, currentPage: 2, progress: nil)
        #expect(host.indicator.progress == nil)
    }

    @Test func adjustableActions() {
        var host = PageIndicatorHost(count: 5, currentPage: 4)
        #expect(host.increment() == nil)
        #expect(host.decrement() == 3)
        #expect(host.accessibilityValue == "Page 4 of 5")
    }

    @Test func noPagesMeansNoViewAndNoAccessibilityElement() {
        var host = PageIndicatorHost(count: 0, currentPage: 0)
        #expect(host.size == .zero)
        #expect(host.dots.isEmpty)
        #expect(host.isAccessibilityHidden)
        #expect(host.accessibilityValue == "No pages")
        #expect(Self.tap(&host, at: 10) == nil)
        host.update(count: -4, currentPage: 2, progress: .nan)
        #expect(host.size == .zero)
    }

    @Test func reconfiguringResizes() {
        var host = PageIndicatorHost(count: 3, currentPage: 0)
        host.configure(.onboarding, isRightToLeft: true)
        #expect(host.size == Vector(x: 64, y: 44))
        #expect(host.dots.first?.center == Point(x: 56, y: 22))
    }

    @Test func theIndicatorFollowsOnePointerAndIgnoresOthers() {
        var indicator = PageIndicator(count: 5, currentPage: 2, configuration: .onboarding)
        indicator.size = indicator.intrinsicSize
        let center = indicator.dot(forPage: 3).map(\.center) ?? .zero
        indicator.handle(PointerEvent(id: 7, phase: .down, location: center, timestamp: 1))
        // A second pointer's down, move, up and cancel change nothing.
        indicator.handle(PointerEvent(id: 8, phase: .down, location: center, timestamp: 1.1))
        indicator.handle(PointerEvent(id: 8, phase: .move, location: Point(x: 0, y: center.y), timestamp: 1.2))
        indicator.handle(PointerEvent(id: 8, phase: .cancel, location: center, timestamp: 1.3))
        indicator.handle(PointerEvent(id: 8, phase: .up, location: center, timestamp: 1.3))
        #expect(indicator.takeEvents() == [.interactionStateChanged(.discrete)])
        indicator.handle(PointerEvent(id: 7, phase: .up, location: center, timestamp: 1.4))
        #expect(
            indicator.takeEvents() == [
                .requestPage(3, animated: true, cause: .tap), .interactionStateChanged(.none),
            ])
        // The pressing pointer's second down (its up was lost) ends the first press and starts another.
        indicator.handle(PointerEvent(id: 7, phase: .down, location: center, timestamp: 2))
        indicator.handle(PointerEvent(id: 7, phase: .down, location: center, timestamp: 2.1))
        #expect(
            indicator.takeEvents() == [
                .interactionStateChanged(.discrete), .interactionStateChanged(.none),
                .interactionStateChanged(.discrete),
            ])
        #expect(!indicator.needsFrames && indicator.nextDeadline == nil && indicator.isIdle)
    }
}
