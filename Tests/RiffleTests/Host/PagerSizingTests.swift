import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// The size a pager's view reports for each kind of proposal (what its SwiftUI `Layout` returns), and the dots'
/// place above the bottom safe area.
@Suite("Pager: the size its view takes, and its dots above the safe area")
struct PagerSizingTests {
    /// A row of tags: intrinsic items 90 points estimated, 8 apart, no cross length (items size themselves).
    static func tags(count: Int = 3, measured: [(Double, Double)] = []) -> ComponentHost<Pager> {
        var settings = Pager.Settings(itemLength: .intrinsic(estimated: 90), itemSpacing: 8)
        settings.configuration.layout.alignment = .leading
        var host = ComponentHost(Pager(itemCount: count, index: 0, settings: settings))
        _ = host.send(.viewport(width: 390, height: 10), at: 0)
        for (i, size) in measured.enumerated() {
            _ = host.send(.measure(index: i, width: size.0, height: size.1), at: 0)
        }
        return host
    }

    /// Full-width pages that fill the viewport (no size of their own).
    static func pages(axis: Axis = .horizontal) -> Pager {
        var settings = Pager.Settings()
        settings.configuration.axis = axis
        return Pager(itemCount: 4, index: 0, settings: settings)
    }

    typealias Proposal = (width: Double?, height: Double?)

    @Test("A self-sizing row is as high as its tallest measured item for every proposal, and as wide as offered")
    func selfSizingRowTakesItsItemsHeight() {
        let host = Self.tags(measured: [(70, 36), (120, 44), (60, 30)])
        let pager = host.component
        // A VStack's share, a vertical ScrollView or List (no height), a maximum probe, a minimum probe, NaN.
        let proposals: [Proposal] = [(390, 700), (390, nil), (390, .infinity), (390, 0), (390, .nan)]
        for proposal in proposals {
            expectEqual(pager.size(fitting: proposal), Vector(x: 390, y: 44))
        }
        // Along the track: the ideal is the items end to end (70 + 8 + 120 + 8 + 60), the maximum infinite, the
        // minimum 0, a negative length 0, NaN the ideal.
        expectEqual(pager.size(fitting: (nil, nil)), Vector(x: 266, y: 44))
        expectEqual(pager.size(fitting: (.infinity, nil)).x, .infinity)
        expectEqual(pager.size(fitting: (0, nil)).x, 0)
        expectEqual(pager.size(fitting: (-5, nil)).x, 0)
        expectEqual(pager.size(fitting: (.nan, 100)), Vector(x: 266, y: 44))
    }

    @Test("Before any item is measured, a self-sizing row is estimated along and takes the proposal across")
    func unmeasuredRow() {
        let pager = Self.tags().component
        expectEqual(pager.size(fitting: (nil, nil)), Vector(x: 90 * 3 + 16, y: 90 * 3 + 16))
        expectEqual(pager.size(fitting: (390, 50)), Vector(x: 390, y: 50))
        expectEqual(pager.size(fitting: (390, nil)), Vector(x: 390, y: 390))
        expectEqual(Self.tags(count: 0).component.size(fitting: (nil, nil)), Vector(x: 0, y: Pager.unsizedLength))
    }

    @Test("Pages that fill the viewport take the proposal; unspecified across they are square; with nothing, 10")
    func pagesFillingTheViewport() {
        let horizontal = Self.pages()
        expectEqual(horizontal.size(fitting: (390, 844)), Vector(x: 390, y: 844))
        expectEqual(horizontal.size(fitting: (390, nil)), Vector(x: 390, y: 390))
        expectEqual(horizontal.size(fitting: (390, .nan)), Vector(x: 390, y: 390))
        expectEqual(horizontal.size(fitting: (nil, 300)), Vector(x: 300, y: 300))
        expectEqual(horizontal.size(fitting: (.infinity, .infinity)), Vector(x: .infinity, y: .infinity))
        expectEqual(horizontal.size(fitting: (0, 0)), Vector(x: 0, y: 0))
        expectEqual(horizontal.size(fitting: (0, nil)), Vector(x: 0, y: Pager.unsizedLength))
        expectEqual(horizontal.size(fitting: (nil, nil)), Vector(x: Pager.unsizedLength, y: Pager.unsizedLength))
        expectEqual(horizontal.size(fitting: (.nan, .nan)), Vector(x: Pager.unsizedLength, y: Pager.unsizedLength))
        // A vertical pager: along is the height.
        let vertical = Self.pages(axis: .vertical)
        expectEqual(vertical.size(fitting: (320, nil)), Vector(x: 320, y: 320))
        expectEqual(vertical.size(fitting: (nil, 600)), Vector(x: 600, y: 600))
    }

    @Test("A cross length is the pager's size across whatever the proposal (zero, finite, infinite, nil, NaN)")
    func crossLengthWins() {
        let pager = Pager(itemCount: 13, index: 2, settings: .trips())
        for height in [0, 200, 900, .infinity, nil, .nan] as [Double?] {
            expectEqual(pager.size(fitting: (390, height)), Vector(x: 390, y: 450))
        }
        // Points items: end to end when no width is proposed.
        let points = Pager(itemCount: 5, index: 0, settings: Pager.Settings(itemLength: .points(100), itemSpacing: 10))
        expectEqual(points.size(fitting: (nil, 80)), Vector(x: 540, y: 80))
    }

    /// Pages of 300, 500, 200 and 420 points high that follow the current page, 390 wide.
    static func following() -> GestureDriver<Pager> {
        var settings = Pager.Settings()
        settings.crossAxisSizing = .followsCurrentItem
        var driver = Self.driver(settings)
        for (i, height) in [300.0, 500, 200, 420].enumerated() {
            driver.send(.measure(index: i, width: 390, height: height))
        }
        return driver
    }

    /// A driver at 120 frames a second on 4 pages of 390 × 500, from the first.
    static func driver(_ settings: Pager.Settings) -> GestureDriver<Pager> {
        GestureDriver(
            ComponentHost(Pager(itemCount: 4, index: 0, settings: settings)), viewport: Vector(x: 390, y: 500),
            frameRate: 120)
    }

    @Test("A following pager reports two heights per page turn (the old page's and the new one's), not one a frame")
    func followingChangesOnlyInSteps() {
        // Forward to a taller page: 300, then 500 from the moment it moves.
        var driver = Self.following()
        var reported: [Double] = []
        let start = Point(x: 350, y: 200)
        driver.changed(to: start, start: start)
        for step in 1...40 {
            driver.nextFrame()
            driver.changed(to: Point(x: 350 - Double(step) * 5, y: 200), start: start)
            reported.append(driver.host.component.size(fitting: (390, nil)).y)
        }
        driver.ended(at: Point(x: 150, y: 200))
        while driver.host.needsFrames {
            driver.nextFrame()
            reported.append(driver.host.component.size(fitting: (390, nil)).y)
        }
        expectEqual(driver.host.index, 1)
        expectEqual(Set(reported), [300, 500])
        expectEqual(reported.last, 500)
        // Back to a shorter page: 500 while both pages are on screen, then 300.
        var back: [Double] = []
        driver.swiftUIDrag(from: Point(x: 100, y: 200), to: Point(x: 350, y: 200), duration: 0.3, reset: .never)
        back.append(driver.host.component.size(fitting: (390, nil)).y)
        while driver.host.needsFrames {
            driver.nextFrame()
            back.append(driver.host.component.size(fitting: (390, nil)).y)
        }
        expectEqual(driver.host.index, 0)
        expectEqual(Set(back), [300, 500])
        expectEqual(back.last, 300)
        expectEqual(Self.changes(in: back), 1)
        expectEqual(Self.changes(in: reported), 1)
    }

    /// How many times consecutive values differ.
    static func changes(in values: [Double]) -> Int {
        zip(values, values.dropFirst()).filter { $0 != $1 }.count
    }

    @Test("A following pager: no measurement, no size of its own; the proposal stands")
    func followingBeforeMeasuring() {
        var settings = Pager.Settings()
        settings.crossAxisSizing = .followsCurrentItem
        let driver = Self.driver(settings)
        expectEqual(driver.host.component.followedCrossLength, nil)
        expectEqual(driver.host.component.size(fitting: (390, 600)), Vector(x: 390, y: 600))
        expectEqual(Self.following().host.component.size(fitting: (390, 600)), Vector(x: 390, y: 300))
        let trips = GestureDriver(
            ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips())), viewport: Vector(x: 390, y: 500))
        expectEqual(trips.host.component.followedCrossLength, nil)
    }

    @Test("The dots sit their padding above the bottom safe-area inset; the pages stay full-bleed")
    func dotsAboveTheSafeArea() throws {
        // 390 × 844 full-bleed, a 34-point home indicator: the control's bottom 40 points above it.
        var pager = PagerDotsTests.pager()
        let before = pager.placements(at: 0)
        _ = pager.send(.bottomSafeAreaInset(34), at: 0)
        expectEqual(pager.dotsOrigin, Point(x: 151, y: 844 - 34 - 40 - 44))
        expectEqual(pager.placements(at: 0), before)
        // A press on the moved dots is theirs: the third dot's centre selects page 2.
        _ = PagerDotsTests.tap(&pager, at: Point(x: 207, y: 844 - 34 - 40 - 22), time: 1)
        pager.advance(to: 3)
        expectEqual(pager.index, 2)
        // Bad insets count as 0.
        for bad in [-10, .nan, .infinity] as [Double] {
            _ = pager.send(.bottomSafeAreaInset(bad), at: 3)
            expectEqual(pager.dotsOrigin, Point(x: 151, y: 760))
        }
    }
}
