import PropertyBased
import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Pager: items that size themselves and a cross axis that follows them")
struct PagerMeasurementTests {
    /// A self-sizing row: leading alignment, no containment, 10-point gaps, a 16-point leading inset.
    static func chips(count: Int = 20, index: Int = 0, estimate: Double = 100) -> ComponentHost<Pager> {
        let settings = Pager.Settings(
            configuration: Track.Configuration(layout: .init(alignment: .leading, containment: .none)),
            itemLength: .intrinsic(estimated: estimate), itemSpacing: 10, leadingInset: 16)
        var host = ComponentHost(Pager(itemCount: count, index: index, settings: settings))
        _ = host.send(.viewport(width: 390, height: 60), at: 0)
        return host
    }

    /// The content start of item `i` by definition: the inset plus every earlier item's length and gap.
    static func start(of i: Int, lengths: [Int: Double], estimate: Double = 100) -> Double {
        (0..<i).reduce(16) { $0 + (lengths[$1] ?? estimate) + 10 }
    }

    static func placement(_ host: ComponentHost<Pager>, _ index: Int, at time: Double = 0) -> ItemPlacement? {
        host.placements(at: time).first { $0.index == index }
    }

    @Test("Unmeasured items are the estimate long; a measurement lays the row out with the measured length")
    func measuredLengthsLayOutTheRow() throws {
        var host = Self.chips()
        expectEqual(Self.placement(host, 1)?.width, 100)
        host.send(.measure(index: 1, width: 160, height: 44), at: 0)
        let lengths = [1: 160.0]
        let one = try #require(Self.placement(host, 1))
        let two = try #require(Self.placement(host, 2))
        expectEqual(one.width, 160)
        expectEqual(two.width, 100)
        // At rest on item 0 (offset = item 0's start − 0 for a leading snap): screen x = content start − offset.
        let offset = Self.start(of: 0, lengths: lengths)
        expectEqual(two.x, Self.start(of: 2, lengths: lengths) - offset)
        expectEqual(host.component.measuredSize(ofItem: 1), Vector(x: 160, y: 44))
    }

    @Test("Measuring items before the current one keeps the current item where it is on screen")
    func measuringEarlierItemsKeepsTheCurrentItemStill() throws {
        var host = Self.chips(index: 8)
        let before = try #require(Self.placement(host, 8))
        for i in 0..<8 { host.send(.measure(index: i, width: 40 + Double(i) * 23, height: 44), at: 0) }
        let after = try #require(Self.placement(host, 8))
        expectEqual(after.x, before.x)
        expectEqual(host.index, 8)
        #expect(!host.needsFrames)
    }

    @Test("Measuring an item during a drag keeps the held content under the finger")
    func measuringDuringADragKeepsTheHold() throws {
        var driver = GestureDriver(Self.chips(index: 8), frameRate: 120)
        driver.swiftUIDrag(from: Point(x: 300, y: 200), to: Point(x: 260, y: 200), duration: 0.2, lift: false)
        let held = try #require(Self.placement(driver.host, 8, at: driver.time))
        driver.send(.measure(index: 3, width: 250, height: 44))
        let kept = try #require(Self.placement(driver.host, 8, at: driver.time))
        expectNear(kept.x, held.x, within: 1e-9)
        // The finger goes on moving the content 1:1.
        driver.nextFrame()
        driver.changed(to: Point(x: 250, y: 200), start: Point(x: 300, y: 200))
        let moved = try #require(Self.placement(driver.host, 8, at: driver.time))
        expectNear((kept.x - moved.x), 10, within: 1e-6)
    }

    @Test("Sub-pixel changes, bad sizes and indices outside the items are ignored")
    func smallChangesAndBadInputAreIgnored() {
        var host = Self.chips()
        host.send(.measure(index: 2, width: 120, height: 40), at: 0)
        let layout = host.track?.layout.items
        #expect(host.send(.measure(index: 2, width: 120.3, height: 40.2), at: 0).isEmpty)
        expectEqual(host.track?.layout.items, layout)
        expectEqual(host.component.measuredSize(ofItem: 2), Vector(x: 120, y: 40))
        for bad in [Vector(x: .nan, y: 1), Vector(x: 1, y: .infinity), Vector(x: -5, y: 1)] {
            host.send(.measure(index: 3, width: (bad).x, height: (bad).y), at: 0)
            expectEqual(host.component.measuredSize(ofItem: 3), nil)
        }
        host.send(.measure(index: -1, width: 50, height: 50), at: 0)
        host.send(.measure(index: 20, width: 50, height: 50), at: 0)
        host.send(.measure(index: .max, width: 50, height: 50), at: 0)
        expectEqual(host.track?.layout.items, layout)
        expectEqual(host.component.measuredSize(ofItem: -1), nil)
        expectEqual(host.component.measuredSize(ofItem: 20), nil)
    }

    @Test("Measurements move with their items when data is inserted, removed or moved")
    func measurementsFollowDataChanges() {
        var host = Self.chips()
        host.send(.measure(index: 1, width: 150, height: 30), at: 0)
        host.send(.measure(index: 4, width: 70, height: 30), at: 0)
        _ = host.send(.change(.inserted(at: 0, count: 2)), at: 0)
        expectEqual(host.component.measuredSize(ofItem: 3), Vector(x: 150, y: 30))
        expectEqual(host.component.measuredSize(ofItem: 6), Vector(x: 70, y: 30))
        expectEqual(host.component.measuredSize(ofItem: 1), nil)
        _ = host.send(.change(.removed(3..<4)), at: 0)
        expectEqual(host.component.measuredSize(ofItem: 5), Vector(x: 70, y: 30))
        _ = host.send(.change(.moved(from: 5, to: 0)), at: 0)
        expectEqual(host.component.measuredSize(ofItem: 0), Vector(x: 70, y: 30))
        _ = host.send(.items(count: 3, selecting: 0), at: 0)
        expectEqual(host.component.measuredSize(ofItem: 0), Vector(x: 70, y: 30))
        expectEqual(host.component.measuredSize(ofItem: 5), nil)
        // Laid out with what survived: item 0 is 70 long.
        expectEqual(host.placements(at: 0).first { $0.index == 0 }?.width, 70)
    }

    /// A pager whose height follows its pages: full-width pages of 300, 500, 200… points.
    static func pager(index: Int = 0) -> ComponentHost<Pager> {
        var settings = Pager.Settings(
            configuration: Track.Configuration(layout: .init(alignment: .leading, containment: .trimSnaps)))
        settings.crossAxisSizing = .followsCurrentItem
        var host = ComponentHost(Pager(itemCount: 4, index: index, settings: settings))
        _ = host.send(.viewport(width: 390, height: 800), at: 0)
        for (i, height) in [300.0, 500, 200, 420].enumerated() {
            host.send(.measure(index: i, width: 390, height: height), at: 0)
        }
        return host
    }

    @Test("At rest the cross axis is the current page's measured size, and each page keeps its own")
    func crossAxisAtRest() throws {
        expectEqual(Self.pager(index: 0).component.crossAxisLength(at: 0), 300)
        expectEqual(Self.pager(index: 1).component.crossAxisLength(at: 0), 500)
        expectEqual(Self.pager(index: 3).component.crossAxisLength(at: 0), 420)
        let host = Self.pager(index: 1)
        expectEqual(Self.placement(host, 1)?.height, 500)
        // Neither page measured: no size to follow; fixed sizing never follows.
        var unmeasured = ComponentHost(Pager(itemCount: 3, index: 0, settings: Self.pager().settings))
        _ = unmeasured.send(.viewport(width: 390, height: 800), at: 0)
        expectEqual(unmeasured.component.crossAxisLength(at: 0), nil)
        var fixed = Self.pager()
        _ = fixed.send(.settings(Pager.Settings()), at: 0)
        expectEqual(fixed.component.crossAxisLength(at: 0), nil)
    }

    @Test("During a drag the cross axis interpolates between the pages either side of the anchor by their progress")
    func crossAxisDuringADrag() throws {
        var driver = GestureDriver(Self.pager(index: 0), frameRate: 120)
        driver.swiftUIDrag(from: Point(x: 350, y: 200), to: Point(x: 150, y: 200), duration: 0.3, lift: false)
        let placements = driver.host.placements(at: driver.time)
        let zero = try #require(placements.first { $0.index == 0 })
        let one = try #require(placements.first { $0.index == 1 })
        #expect(zero.progress < 0 && one.progress > 0)
        let t = -zero.progress / (one.progress - zero.progress)
        let expected = 300 + (500 - 300) * t
        let length = try #require(driver.host.component.crossAxisLength(at: driver.time))
        expectNear(length, expected, within: 1e-9)
        #expect(length > 300 && length < 500)
        // The finger moved 200 of 390 points minus the slop: roughly half-way.
        #expect(t > 0.4 && t < 0.55)
        // Released, it settles on page 1 and follows it there.
        driver.ended(at: Point(x: 150, y: 200))
        driver.settle()
        expectEqual(driver.host.index, 1)
        expectEqual(driver.host.component.crossAxisLength(at: driver.time), 500)
    }

    @Test("Random measurements during random drags keep every number finite and the index in range")
    func randomMeasurementsDuringDrags() async {
        let steps = zip(Gen.int(in: 0...5), Gen.double(in: -50...600), Gen.int(in: -2...25)).array(of: 1...60)
        await propertyCheck(input: steps) { steps in
            var host = Self.chips(count: 20, index: 5)
            var time = 0.0
            for (kind, value, item) in steps {
                time += 0.011
                switch kind {
                case 0: host.send(.measure(index: item, width: value, height: 40), at: time)
                case 1: _ = host.pointerChanged(to: Point(x: value, y: 30), at: time)
                case 2: _ = host.pointerEnded(at: Point(x: value, y: 30), time: time)
                case 3: _ = host.send(.change(.inserted(at: item, count: 2)), at: time)
                case 4: _ = host.send(.change(.removed(item..<(item + 1))), at: time)
                default: _ = host.advance(to: time)
                }
                #expect((0..<Swift.max(host.itemCount, 1)).contains(host.index))
                for placement in host.placements(at: time) {
                    #expect(placement.x.isFinite && placement.width.isFinite && placement.width >= 0)
                }
            }
            _ = host.pointerCancelled(at: time)
            var frames = 0
            while host.needsFrames, frames < 2000 {
                time += 1.0 / 120
                _ = host.advance(to: time)
                frames += 1
            }
            #expect(!host.needsFrames)
        }
    }
}

extension PagerMeasurementTests {
    @Test("Self-sizing items are placed, and so measured, one estimated item beyond each edge")
    func neighboursArePlacedBeforeTheyShow() {
        var host = Self.chips(count: 40, index: 10)
        // Every item 100 long with 10-point gaps: at rest on item 10 (leading), the screen shows items 10…13;
        // the margin of 110 points adds item 9 before and item 14 after.
        let shown = Set(host.placements(at: 0).map(\.index))
        expectEqual(shown, Set(9...14))
        // An explicit larger margin stands.
        var settings = host.settings
        settings.configuration.layout.prefetchMargin = 400
        _ = host.send(.settings(settings), at: 0)
        #expect(Set(host.placements(at: 0).map(\.index)).count > 8)
    }
}
