import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// Touches shared with a parent that scrolls and with the controls inside items, driven the way SwiftUI delivers
/// them (`onChanged`, `onEnded`, the `@GestureState` reset before, after or never, a pan recognizer's
/// `shouldBegin`), through ``GestureDriver``.
@Suite struct SwiftUIDeliveryTests {
    static let viewport = Vector(x: 390, y: 844)

    /// A horizontal carousel (the trips preset) on item 6, under `priority`.
    static func carousel(_ priority: DragPriority = .standard, allowsDragging: Bool = true) -> GestureDriver<Pager> {
        var host = ComponentHost(Pager(itemCount: 13, index: 6, settings: .trips()))
        host.dragPriority = priority
        host.allowsDragging = allowsDragging
        return GestureDriver(host, viewport: viewport)
    }

    /// A wallet inside an app's scroll view (it leaves vertical drags to it), at rest after its entrance.
    static func walletInScrollView(_ priority: DragPriority = .standard) -> GestureDriver<CardStack> {
        var settings = CardStack.Settings.wallet
        settings.configuration.scrollsByDragging = false
        var host = ComponentHost(CardStack(ids: ["a", "b", "c"], settings: settings))
        host.dragPriority = priority
        var driver = GestureDriver(host, viewport: viewport)
        driver.settle()
        return driver
    }

    /// The centre of the first card drawn.
    static func cardCentre(_ driver: GestureDriver<CardStack>) throws -> Point {
        let card = try #require(driver.placements.first)
        return Point(x: card.x + card.width / 2, y: card.y + card.height / 2)
    }

    @Test(arguments: GestureDriver<Pager>.GestureStateReset.allCases)
    func aPerpendicularDragIsLeftToTheParent(reset: GestureDriver<Pager>.GestureStateReset) {
        var driver = Self.carousel()
        let before = driver.placements
        driver.swiftUIDrag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 160), duration: 0.1, lift: false)
        expectEqual(driver.host.touchClaim, .declined)
        let began = driver.panShouldBegin(translation: Vector(x: 4, y: -240), velocity: Vector(x: 0, y: -2400))
        #expect(!began)
        // The list scrolls: the finger wanders sideways in the carousel's coordinates, and nothing follows it.
        driver.changed(to: Point(x: 260, y: 170), start: Point(x: 200, y: 400))
        driver.nextFrame()
        driver.release(at: Point(x: 260, y: 170), reset: reset)
        driver.settle()
        #expect(driver.frames.allSatisfy { $0.placements == before })
        #expect(driver.outputs.isEmpty)
        expectEqual(driver.host.index, 6)
        expectEqual(driver.host.touchClaim, nil)
    }

    @Test func aSwipeAcrossAControlInAnItemIsClaimedAndTapsNothing() {
        var driver = Self.carousel()
        // The finger lands on a Button inside item 6: nothing is decided yet, so the Button may still get a tap.
        driver.changed(to: Point(x: 195, y: 400), start: Point(x: 195, y: 400))
        expectEqual(driver.host.touchClaim, .pending)
        driver.nextFrame()
        driver.changed(to: Point(x: 190, y: 401), start: Point(x: 195, y: 400))
        expectEqual(driver.host.touchClaim, .pending)
        // Along the track: the pan begins and claims the touch, which cancels the Button's.
        let began = driver.panShouldBegin(translation: Vector(x: -12, y: 1), velocity: Vector(x: -600, y: 0))
        #expect(began)
        expectEqual(driver.host.touchClaim, .claimed)
        driver.nextFrame()
        driver.changed(to: Point(x: 40, y: 404), start: Point(x: 195, y: 400))
        driver.nextFrame()
        driver.release(at: Point(x: 40, y: 404))
        driver.settle()
        expectEqual(driver.host.index, 7)
        #expect(!driver.outputs.contains { if case .itemTapped = $0 { true } else { false } })
    }

    @Test func theHostClaimsASwipeAlongTheTrackWithoutAPanRecognizer() {
        var driver = Self.carousel()
        driver.swiftUIDrag(from: Point(x: 300, y: 400), to: Point(x: 280, y: 396), duration: 0.05, lift: false)
        expectEqual(driver.host.touchClaim, .claimed)
    }

    @Test(arguments: GestureDriver<CardStack>.GestureStateReset.allCases)
    func aWalletPressThatScrollsItsParentLiftsNothing(reset: GestureDriver<CardStack>.GestureStateReset) throws {
        var driver = Self.walletInScrollView()
        let centre = try Self.cardCentre(driver)
        let order = driver.host.ids
        // A slow start: the finger rests a few frames (past the seed's 0.05 s lift) and then moves up.
        driver.changed(to: centre, start: centre)
        driver.wait(0.15)
        driver.swiftUIDrag(from: centre, to: Point(x: centre.x, y: centre.y - 3), duration: 0.05, lift: false)
        driver.changed(to: Point(x: centre.x + 1, y: centre.y - 30), start: centre)
        driver.nextFrame()
        let began = driver.panShouldBegin(translation: Vector(x: 1, y: -30), velocity: Vector(x: 0, y: -500))
        #expect(!began)
        expectEqual(driver.host.touchClaim, .declined)
        // The parent's scroll takes the touch: SwiftUI resets the gesture state (or never says anything).
        driver.parentTookTouch(reset: reset)
        driver.wait(0.6)
        driver.settle()
        #expect(driver.frames.allSatisfy { frame in !frame.placements.contains(where: \.isLifted) })
        #expect(!driver.outputs.contains { if case .lifted = $0 { true } else { false } })
        #expect(!driver.outputs.contains { if case .selected = $0 { true } else { false } })
        expectEqual(driver.host.ids, order)
        // The next touch is a touch of its own (it lands elsewhere, even when no reset ended the last): a tap
        // selects the card.
        let next = Point(x: centre.x + 20, y: centre.y + 4)
        driver.changed(to: next, start: next)
        driver.nextFrame()
        driver.release(at: next, reset: reset)
        driver.settle()
        #expect(driver.host.selectedID != nil)
    }

    @Test func aWalletCardHeldStillStillLiftsInAScrollView() throws {
        var driver = Self.walletInScrollView()
        let centre = try Self.cardCentre(driver)
        driver.changed(to: centre, start: centre)
        driver.wait(DragPriority.standardPressDelay + 0.05)
        #expect(driver.host.liftedID != nil)
        // A lifted card takes a drag in any direction.
        let began = driver.panShouldBegin(translation: Vector(x: 0, y: -30))
        #expect(began)
    }

    @Test func notDraggableLeavesEveryDragAndKeepsTaps() {
        var driver = Self.carousel(allowsDragging: false)
        let before = driver.placements
        driver.swiftUIDrag(from: Point(x: 300, y: 400), to: Point(x: 60, y: 400), duration: 0.2)
        driver.settle()
        #expect(driver.frames.allSatisfy { $0.placements == before })
        let began = driver.panShouldBegin(translation: Vector(x: -40, y: 0))
        #expect(!began)
        driver.changed(to: Point(x: 195, y: 400), start: Point(x: 195, y: 400))
        driver.nextFrame()
        driver.release(at: Point(x: 195, y: 400))
        driver.settle()
        #expect(driver.outputs.contains { if case .itemTapped(6) = $0 { true } else { false } })
    }

    @Test func highPriorityClaimsAnyDragAndSimultaneousRunsAlongside() {
        let high = Self.carousel(.high)
        #expect(high.host.shouldBeginDrag(translation: Vector(x: 0, y: 30)))
        #expect(!high.host.recognizesSimultaneously)
        let together = Self.carousel(.simultaneous)
        #expect(together.host.recognizesSimultaneously)
        #expect(!Self.carousel().host.recognizesSimultaneously)
    }

    @Test func aSecondFingerIsANewTouchNotAJump() {
        var driver = Self.carousel()
        let before = driver.placements
        driver.changed(to: Point(x: 300, y: 400), start: Point(x: 300, y: 400))
        driver.nextFrame()
        // The first finger's end is lost; the next change starts 200 points away.
        driver.changed(to: Point(x: 100, y: 400), start: Point(x: 100, y: 400))
        driver.nextFrame()
        driver.release(at: Point(x: 100, y: 400))
        driver.settle()
        // Nothing moved: the 200 points between the fingers were never a drag (the second touch is a tap).
        #expect(driver.frames.allSatisfy { $0.placements.map(\.x) == before.map(\.x) })
        expectEqual(driver.host.index, 6)
    }

    @Test func aSceneChangeOrDisappearanceMidDragSettlesOnAPage() {
        var driver = Self.carousel()
        driver.swiftUIDrag(from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), duration: 0.2, lift: false)
        #expect(driver.host.needsFrames)
        driver.touchTakenAway()
        let settled = driver.settle()
        #expect(settled)
        expectEqual(driver.host.touchClaim, nil)
        #expect(driver.host.index == 6 || driver.host.index == 7)
    }

    @Test func badTranslationsClaimNothing() {
        let driver = Self.carousel()
        #expect(!driver.host.shouldBeginDrag(translation: Vector(x: .nan, y: 0), velocity: Vector(x: .infinity, y: 0)))
        #expect(!driver.host.shouldBeginDrag(translation: .zero, velocity: .zero))
        #expect(driver.host.shouldBeginDrag(translation: .zero, velocity: Vector(x: 300, y: 10)))
        #expect(!Axis.horizontal.admits(translation: Vector(x: .nan, y: 1)))
        #expect(Axis.horizontal.admits(translation: Vector(x: -10, y: 10)))
    }

    @Test func rightToLeftMirrorsTheQuestion() {
        var settings = Pager.Settings.trips()
        settings.isRightToLeft = true
        let host = ComponentHost(Pager(itemCount: 5, index: 0, settings: settings))
        #expect(host.shouldBeginDrag(translation: Vector(x: 30, y: 5)))
        #expect(!host.shouldBeginDrag(translation: Vector(x: 5, y: 30)))
    }
}
