import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// The rules a front end takes from the host instead of retyping them: the presets' card sizes, paging commands
/// and the reusable placement buffer.
@Suite("Pager: preset sizes and paging commands")
struct PagerPresetTests {
    @Test func tripsCardsAre450HighAndTheOthersDrawn400() throws {
        // Seed 000: `.frame(height: current ? 450 : 400)` centred in the 844-point screen; opacity 1.0 / 0.7.
        var host = ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips()))
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        let placements = host.placements(at: 0)
        let current = try #require(placements.first { $0.index == 2 })
        expectEqual(current.height, 450)
        expectEqual(current.y, (844 - 450) / 2)
        expectEqual(current.x, 0)
        expectEqual(current.width, 390)
        expectEqual(current.scaleY, 1)
        expectEqual(current.opacity, 1)
        expectEqual(placements.count, 1)
        // The whole next card is one page on: 400 drawn (450 × 400/450) at opacity 0.7 there.
        let appearance = ItemEffect.recessedNeighbours.appearance(progress: 1, length: 390)
        expectNear(450 * appearance.crossLength, 400, within: 1e-9)
        expectEqual(appearance.opacity, 0.7)
        // Mid-drag the neighbour is laid out between 400 and 450 high (resized, not squeezed), centred.
        _ = host.pointerChanged(to: Point(x: 300, y: 400), from: Point(x: 300, y: 400), at: 0)
        _ = host.pointerChanged(to: Point(x: 200, y: 400), at: 0.1)
        let next = try #require(host.placements(at: 0.1).first { $0.index == 3 })
        #expect(next.height > 400 && next.height < 450)
        expectNear(next.y, (844 - next.height) / 2, within: 1e-9)
        expectEqual(next.scaleY, 1)
        #expect(next.opacity < 1 && next.opacity > 0.7)
        // The expected height from the effect's own interpolation at the neighbour's progress.
        let look = ItemEffect.recessedNeighbours.appearance(progress: next.x / 390, length: 390)
        expectNear(next.height, 450 * look.crossLength, within: 1e-6)
    }

    @Test func loopCardsAre140By196AndTheFocusedOne1Point2Times() throws {
        var host = ComponentHost(Pager(itemCount: 12, index: 0, settings: .loop()))
        _ = host.send(.viewport(width: 390, height: 500), at: 0)
        let current = try #require(host.placements(at: 0).first { $0.index == 0 })
        expectEqual(current.width, 140)
        expectEqual(current.height, 196)
        expectEqual(current.x, (390 - 140) / 2)
        expectEqual(current.y, (500 - 196) / 2)
        expectEqual(current.scaleX, 1.2)
        expectEqual(current.scaleY, 1.2)
    }

    @Test func aLoopTooShortToGoRoundIsABoundedRowInWhichEveryCardCentres() throws {
        // One or two 140-point cards 24 apart cannot cover a 390-point ring: the preset falls back to a bounded
        // row (no card drawn twice), uncontained, so each card rests at the centre in turn.
        for count in [1, 2] {
            var host = ComponentHost(Pager(itemCount: count, index: 0, settings: .loop()))
            _ = host.send(.viewport(width: 390, height: 500), at: 0)
            expectEqual(host.track?.layout.loops, false)
            for item in 0..<count {
                _ = host.send(.select(index: item, animated: false), at: Double(item))
                let placements = host.placements(at: Double(item))
                expectEqual(Set(placements.map(\.index)).count, placements.count, "no card twice")
                let centred = try #require(placements.first { $0.index == item })
                #expect(abs(centred.x + centred.width / 2 - 195) < 1e-9, "card \(item) of \(count) centred")
            }
        }
        var ring = ComponentHost(Pager(itemCount: 12, index: 0, settings: .loop()))
        _ = ring.send(.viewport(width: 390, height: 500), at: 0)
        expectEqual(ring.track?.layout.loops, true)
    }

    @Test func aVerticalTrackUsesTheCrossLengthAsItsWidth() throws {
        var settings = Pager.Settings.loop()
        settings.configuration.axis = .vertical
        var host = ComponentHost(Pager(itemCount: 5, index: 0, settings: settings))
        _ = host.send(.viewport(width: 300, height: 600), at: 0)
        let current = try #require(host.placements(at: 0).first { $0.index == 0 })
        expectEqual(current.width, 196)
        expectEqual(current.x, (300 - 196) / 2)
        expectEqual(current.height, 140)
    }

    @Test func aNonFiniteOrNegativeCrossLengthFillsTheViewport() {
        for bad in [Double.nan, .infinity, -5] {
            var settings = Pager.Settings.trips()
            settings.crossLength = bad
            var host = ComponentHost(Pager(itemCount: 3, index: 0, settings: settings))
            _ = host.send(.viewport(width: 390, height: 844), at: 0)
            #expect(host.placements(at: 0).allSatisfy { $0.height == 844 && $0.y == 0 }, "\(bad)")
        }
    }

    @Test func settingsEqualityNoticesTheCrossLength() {
        var other = Pager.Settings.trips()
        other.crossLength = 400
        #expect(other != .trips())
        other.crossLength = nil
        #expect(other != .trips())
        other.crossLength = .nan
        var same = other
        same.crossLength = .nan
        #expect(other.isSameSettings(as: same))
    }

    @Test func scrollByMovesPagesAndAnnouncesTheSettle() {
        var d = GestureDriver.pager()
        d.send(.scrollBy(pages: 2))
        d.settle()
        expectEqual(d.host.index, 4)
        expectEqual(d.outputs, [.announcement(.page(5, of: 13))])
        // A bounded track stops at its ends.
        d.send(.scrollBy(pages: -9))
        d.settle()
        expectEqual(d.host.index, 0)
        #expect(d.send(.scrollBy(pages: 0)).isEmpty)
    }

    @Test func scrollByWrapsOnALoop() {
        var d = GestureDriver.pager(count: 5, index: 0, settings: .loop())
        d.send(.scrollBy(pages: -1))
        d.settle()
        expectEqual(d.host.index, 4)
    }

    @Test func scrollByAfterAnAdjustmentAnnouncesAgain() {
        var d = GestureDriver.pager(frameRate: 100)
        d.send(.increment)
        d.wait(0.01)
        d.send(.scrollBy(pages: 1))
        d.settle()
        expectEqual(d.host.index, 4)
        expectEqual(d.outputs, [.announcement(.page(5, of: 13))])
    }

    @Test func theBufferVariantFillsTheSamePlacementsAndKeepsItsCapacity() {
        var d = GestureDriver.pager()
        d.swiftUIDrag(from: Point(x: 300, y: 200), to: Point(x: 200, y: 200), duration: 0.4, lift: false)
        var buffer: [ItemPlacement] = Array(repeating: d.host.placements(at: d.time)[0], count: 9)
        let capacity = buffer.capacity
        buffer.removeAll(keepingCapacity: true)
        d.host.forEachPlacement(at: d.time) { buffer.append($0) }
        expectEqual(buffer, d.host.placements(at: d.time))
        expectEqual(buffer.count, 2)
        expectEqual(buffer.capacity, capacity)
    }

    @Test func positionShowsTheRubberBandPastBothEnds() {
        // Pulled beyond the first page: the rubber band (0.55 × 390 / (390 + 0.55 × d) per point of d) shows as
        // a negative position, measured in 390-point pages; inside the range it is the progress.
        var d = GestureDriver.pager(count: 13, index: 0)
        d.swiftUIDrag(from: Point(x: 40, y: 200), to: Point(x: 340, y: 200), duration: 0.4, lift: false)
        let pulled = 290.0  // 300 points of finger less the 10-point slop
        let expected = -RubberBand.distance(forOverscroll: pulled, dimension: 390) / 390
        expectNear(d.host.position, expected, within: 0.01)
        expectEqual(d.host.progress, 0)
        d.ended(at: Point(x: 340, y: 200))
        d.settle()
        expectEqual(d.host.position, 0)
        var end = GestureDriver.pager(count: 13, index: 12)
        end.swiftUIDrag(from: Point(x: 340, y: 200), to: Point(x: 40, y: 200), duration: 0.4, lift: false)
        expectNear(end.host.position, (12 - expected), within: 0.01)
        var middle = GestureDriver.pager(count: 13, index: 5)
        middle.swiftUIDrag(from: Point(x: 300, y: 200), to: Point(x: 200, y: 200), duration: 0.4, lift: false)
        expectEqual(middle.host.position, middle.host.progress)
        #expect(middle.host.position > 5 && middle.host.position < 5.5)
    }

    @Test func positionOnALoopIsTheWrappedProgress() {
        var d = GestureDriver.pager(count: 5, index: 0, settings: .loop())
        d.swiftUIDrag(from: Point(x: 100, y: 200), to: Point(x: 150, y: 200), duration: 0.4, lift: false)
        expectEqual(d.host.position, d.host.progress)
        #expect(d.host.position > 4 && d.host.position < 5)
    }
}
