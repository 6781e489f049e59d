import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("ComponentHost<PageIndicator>: page dots as a view drives them")
struct PageIndicatorHostTests {
    /// A press and release at `x`, through the drag callbacks.
    static func tap(_ host: inout ComponentHost<PageIndicator>, at x: Double) -> Int? {
        let point = Point(x: x, y: 22)
        let pressed = host.pointerChanged(to: point, from: point, at: 0).requestedPage
        return host.pointerEnded(at: point, time: 0.1).requestedPage ?? pressed
    }

    @Test func theViewIsTheDotsGrownToTheTouchTarget() {
        // Five 8-point dots 8 apart: 72 × 8, grown to 44 high.
        let standard = ComponentHost(PageIndicator.control(count: 5, currentPage: 0))
        expectEqual(standard.controlSize, Vector(x: 72, y: 44))
        expectEqual(standard.size, Vector(x: 72, y: 44))
        // Seed 001: three 16-point circles in an HStack(spacing: 8): 64 × 16.
        let seed = ComponentHost(PageIndicator.control(count: 3, currentPage: 0, configuration: .onboarding))
        expectEqual(seed.controlSize, Vector(x: 64, y: 44))
        // Two dots: 24 wide, grown to 44 both ways.
        expectEqual(ComponentHost(PageIndicator.control(count: 2, currentPage: 0)).size, Vector(x: 44, y: 44))
    }

    @Test func dotCentresAndTheirMirror() {
        let ltr = ComponentHost(PageIndicator.control(count: 5, currentPage: 0))
        expectEqual(ltr.placements(at: 0).map(\.center), (0..<5).map { Point(x: 4 + 16 * Double($0), y: 22) })
        let rtl = ComponentHost(PageIndicator.control(count: 5, currentPage: 0, isRightToLeft: true))
        expectEqual(rtl.placements(at: 0).map(\.center), (0..<5).map { Point(x: 68 - 16 * Double($0), y: 22) })
        expectEqual(rtl.placements(at: 0).map(\.page), [0, 1, 2, 3, 4])
    }

    @Test func seed001TapSelectsTheTappedDot() {
        var host = ComponentHost(PageIndicator.control(count: 3, currentPage: 0, configuration: .onboarding))
        expectEqual(Self.tap(&host, at: 56), 2)
        expectEqual(host.currentPage, 2)
        var mirrored = ComponentHost(
            PageIndicator.control(count: 3, currentPage: 0, configuration: .onboarding, isRightToLeft: true))
        // Page 2's dot is on the left in right-to-left.
        expectEqual(Self.tap(&mirrored, at: 8), 2)
    }

    @Test func standardTapStepsTowardTheTap() {
        var host = ComponentHost(PageIndicator.control(count: 5, currentPage: 0))
        expectEqual(Self.tap(&host, at: 60), 1)
        var mirrored = ComponentHost(PageIndicator.control(count: 5, currentPage: 0, isRightToLeft: true))
        // Page 0's dot is at x = 68 in right-to-left: right of it is its leading side (nothing before page 0),
        // left of it its trailing side.
        expectEqual(Self.tap(&mirrored, at: 71), nil)
        expectEqual(Self.tap(&mirrored, at: 60), 1)
    }

    @Test func scrubbingRequestsTheDotUnderTheFinger() {
        var host = ComponentHost(PageIndicator.control(count: 5, currentPage: 0))
        expectEqual(host.pointerChanged(to: Point(x: 4, y: 22), at: 0).requestedPage, nil)
        expectEqual(host.pointerChanged(to: Point(x: 52, y: 22), at: 0.1).requestedPage, 3)
        expectEqual(host.interactionState, .continuous)
        expectEqual(host.pointerEnded(at: Point(x: 52, y: 22), time: 0.2).requestedPage, nil)
        expectEqual(host.interactionState, PageIndicator.InteractionState.none)
    }

    @Test func aCancelledPressSelectsNothing() {
        var host = ComponentHost(PageIndicator.control(count: 5, currentPage: 0))
        expectEqual(host.pointerChanged(to: Point(x: 60, y: 22), at: 0).requestedPage, nil)
        host.pointerCancelled(at: 0.1)
        expectEqual(host.pointerEnded(at: Point(x: 60, y: 22), time: 0.2).requestedPage, nil)
        expectEqual(host.currentPage, 0)
    }

    @Test func updatesFollowTheOwner() {
        var host = ComponentHost(PageIndicator.control(count: 3, currentPage: 0))
        host.send(.update(count: 5, currentPage: 1, progress: 1.5), at: 0)
        expectEqual(host.controlSize, Vector(x: 72, y: 44))
        expectEqual(host.placements(at: 0).map(\.selection), [0, 0.5, 0.5, 0, 0])
        host.send(.update(count: 5, currentPage: 2, progress: nil), at: 0)
        expectEqual(host.placements(at: 0).map(\.selection), [0, 0, 1, 0, 0])
        host.send(.update(count: 5, currentPage: 2, progress: nil), at: 0)
        expectEqual(host.progress, nil)
    }

    @Test func adjustableActions() {
        var host = ComponentHost(PageIndicator.control(count: 5, currentPage: 4))
        expectEqual(host.send(.increment, at: 0).requestedPage, nil)
        expectEqual(host.send(.decrement, at: 0).requestedPage, 3)
        expectEqual(host.accessibilityLabel, .page(4, of: 5))
    }

    @Test func noPagesMeansNoViewAndNoAccessibilityElement() {
        var host = ComponentHost(PageIndicator.control(count: 0, currentPage: 0))
        expectEqual(host.controlSize, .zero)
        #expect(host.placements(at: 0).isEmpty)
        #expect(host.isAccessibilityHidden)
        expectEqual(host.accessibilityLabel, .noPages)
        expectEqual(Self.tap(&host, at: 10), nil)
        host.send(.update(count: -4, currentPage: 2, progress: .nan), at: 0)
        expectEqual(host.controlSize, .zero)
    }

    @Test func reconfiguringResizes() {
        var host = ComponentHost(PageIndicator.control(count: 3, currentPage: 0))
        host.send(.configure(.onboarding, isRightToLeft: true), at: 0)
        expectEqual(host.controlSize, Vector(x: 64, y: 44))
        expectEqual(host.placements(at: 0).first?.center, Point(x: 56, y: 22))
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
        expectEqual(indicator.takeEvents(), [.interactionStateChanged(.discrete)])
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
        #expect(!indicator.needsFrames)
        expectEqual(indicator.nextDeadline, nil)
        #expect(indicator.isIdle)
    }
}
