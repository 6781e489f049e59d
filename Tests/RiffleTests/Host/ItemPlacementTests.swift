import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("ItemPlacement: visible items as frames, scales and order")
struct ItemPlacementTests {
    static let viewport = Vector(x: 390, y: 500)

    static func place(
        _ item: VisibleItem, _ appearance: ItemAppearance = .identity, axis: Axis = .horizontal,
        viewport: Vector = viewport, rtl: Bool = false, count: Int = 13
    ) -> ItemPlacement {
        let placement = ItemPlacement(
            item: item, appearance: appearance, axis: axis, viewport: viewport, isAccessibilityHidden: false,
            itemCount: count)
        // Right to left as a pager's host draws it: mirrored across the (finite) viewport width, horizontal only.
        guard rtl, axis == .horizontal else { return placement }
        return placement.mirrored(inWidth: viewport.x.isFinite ? viewport.x : 0)
    }

    @Test func seed000NeighbourHalfWayIn() {
        // Seed 000: the neighbour half-way to the anchor is 0.85 opaque (1.0 against 0.7) and half-way between
        // 400 and 450 high.
        let item = VisibleItem(index: 3, slot: 3, offset: 195, length: 390, progress: 0.5)
        let look = ItemEffect.recessedNeighbours.appearance(progress: 0.5, length: 390)
        let placement = ItemPlacement(
            item: item, appearance: look, axis: .horizontal, viewport: Self.viewport,
            isAccessibilityHidden: false, itemCount: 13, crossLength: 450)
        expectEqual(placement.x, 195)
        expectNear(placement.height, 425, within: 1e-9)
        expectNear(placement.y, (500 - 425) / 2, within: 1e-9)
        expectEqual(placement.width, 390)
        expectEqual(placement.scaleX, 1)
        expectEqual(placement.scaleY, 1)
        expectNear(placement.opacity, 0.85, within: 1e-12)
        expectEqual(placement.zIndex, -0.5)
        expectEqual(placement.index, 3)
        expectEqual(placement.slot, 3)
        expectEqual(placement.copy, 0)
    }

    @Test func rightToLeftMirrorsPositionsOffsetsAndRotations() {
        let item = VisibleItem(index: 3, slot: 3, offset: 290, length: 390, progress: 0.74)
        let look = ItemAppearance(offset: Vector(x: 12, y: 5), rotation: 0.3, tilt: 0.2)
        let ltr = Self.place(item, look)
        expectEqual(ltr.x, 302)
        expectEqual(ltr.y, 5)
        expectEqual(ltr.rotation, 0.3)
        expectEqual(ltr.tilt, 0.2)
        let rtl = Self.place(item, look, rtl: true)
        // The next page enters from the left: 390 − (290 + 390) = −290, and the forward offset points left.
        expectEqual(rtl.x, -302)
        expectEqual(rtl.y, 5)
        expectEqual(rtl.rotation, -0.3)
        expectEqual(rtl.tilt, -0.2)
    }

    @Test func verticalTracksRunDownAndIgnoreRightToLeft() {
        let item = VisibleItem(index: 1, slot: 1, offset: 120, length: 250, progress: 0.4)
        let look = ItemAppearance(scale: 0.5, crossScale: 0.8, offset: Vector(x: 3, y: 7))
        for rtl in [false, true] {
            let placement = Self.place(item, look, axis: .vertical, rtl: rtl)
            expectEqual(placement.x, 3)
            expectEqual(placement.y, 127)
            expectEqual(placement.width, 390)
            expectEqual(placement.height, 250)
            expectEqual(placement.scaleX, 0.4)
            expectEqual(placement.scaleY, 0.5)
        }
        // The rule lives in the pager: a vertical pager is never mirrored, whatever the direction.
        var settings = Pager.Settings(configuration: Track.Configuration(axis: .vertical))
        settings.isRightToLeft = true
        var pager = Pager(itemCount: 3, index: 0, settings: settings)
        pager.perform(.viewport(width: 390, height: 500), at: 0)
        #expect(pager.track != nil)
        expectEqual(pager.mirrorWidth, nil)
    }

    @Test func crossScaleAppliesAcrossAHorizontalTrack() {
        let item = VisibleItem(index: 0, slot: 0, offset: 0, length: 100, progress: 0)
        let placement = Self.place(item, ItemAppearance(scale: 1.2, crossScale: 0.5))
        expectEqual(placement.scaleX, 1.2)
        expectNear(placement.scaleY, 0.6, within: 1e-12)
    }

    @Test func crossLengthResizesTheFrameAcrossTheAxisAndCentresIt() {
        let item = VisibleItem(index: 0, slot: 0, offset: 10, length: 100, progress: 0)
        let look = ItemAppearance(crossLength: 0.8, offset: Vector(x: 0, y: 3))
        let horizontal = ItemPlacement(
            item: item, appearance: look, axis: .horizontal, viewport: Vector(x: 390, y: 844),
            isAccessibilityHidden: false, itemCount: 1, crossLength: 450)
        expectEqual(horizontal.height, 360)
        expectEqual(horizontal.y, (844 - 360) / 2 + 3)
        expectEqual(horizontal.scaleY, 1)
        let vertical = ItemPlacement(
            item: item, appearance: look, axis: .vertical, viewport: Vector(x: 390, y: 844),
            isAccessibilityHidden: false, itemCount: 1)
        expectEqual(vertical.width, 312)
        expectEqual(vertical.x, (390 - 312) / 2)
        expectEqual(vertical.height, 100)
        let negative = ItemPlacement(
            item: item, appearance: ItemAppearance(crossLength: -2), axis: .horizontal,
            viewport: Vector(x: 390, y: 844), isAccessibilityHidden: false, itemCount: 1,
            crossLength: -5)
        expectEqual(negative.height, 0)
        expectEqual(negative.y, 422)
    }

    @Test func repeatedSlotsNameTheirCopy() {
        let item = VisibleItem(index: 2, slot: 7, offset: 0, length: 100, progress: 0)
        expectEqual(Self.place(item, count: 5).copy, 1)
        expectEqual(Self.place(item, count: 0).copy, 0)
    }

    @Test func nonFiniteInputGivesFinitePlacements() {
        let item = VisibleItem(index: 0, slot: 0, offset: .nan, length: .infinity, progress: .nan)
        let look = ItemAppearance(scale: .nan, crossScale: .infinity, opacity: .nan, offset: Vector(x: .nan, y: 1))
        let placement = Self.place(item, look, viewport: Vector(x: .nan, y: .infinity), rtl: true)
        let numbers = [
            placement.x, placement.y, placement.width, placement.height, placement.scaleX, placement.scaleY,
            placement.opacity, placement.zIndex, placement.rotation, placement.tilt,
        ]
        #expect(numbers.allSatisfy { $0.isFinite })
        expectEqual(placement.width, 0)
        expectEqual(placement.height, 0)
        expectEqual(placement.scaleX, 1)
        expectEqual(placement.scaleY, 1)
        expectEqual(placement.opacity, 1)
    }

    @Test func theProgressIsTheItemsDistanceFromTheAnchorAndAlwaysFinite() {
        for (progress, expected) in [
            (0.5, 0.5), (-1.25, -1.25), (Double.nan, 1e6), (.infinity, 1e6), (-.infinity, -1e6),
        ] {
            let item = VisibleItem(index: 3, slot: 3, offset: 195, length: 390, progress: progress)
            let placement = ItemPlacement(
                item: item, appearance: .identity, axis: .horizontal, viewport: Vector(x: 390, y: 844),
                isAccessibilityHidden: false, itemCount: 13)
            expectEqual(placement.progress, expected, "\(progress)")
        }
    }

    @Test func theHostsPlacementsCarryTheProgressThroughADrag() throws {
        var host = ComponentHost(Pager(itemCount: 5, index: 1))
        _ = host.send(.viewport(width: 400, height: 600), at: 0)
        expectEqual(host.placements(at: 0).first { $0.index == 1 }?.progress, 0)
        _ = host.pointerChanged(to: Point(x: 300, y: 300), from: Point(x: 300, y: 300), at: 1)
        _ = host.pointerChanged(to: Point(x: 290, y: 300), at: 1.01)
        _ = host.pointerChanged(to: Point(x: 200, y: 300), at: 1.1)
        // 100 points of a 400-point page, the 10-point slop left out: the current page is 0.225 behind the anchor,
        // the next one 0.775 ahead of it.
        let placements = host.placements(at: 1.1)
        let current = try #require(placements.first { $0.index == 1 })
        let next = try #require(placements.first { $0.index == 2 })
        #expect(abs(current.progress + 0.225) < 1e-9)
        expectNear(next.progress, 0.775, within: 1e-9)
    }
}
