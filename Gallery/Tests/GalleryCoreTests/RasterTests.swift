import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

@Suite("Picture and mask rasterizers")
struct RasterTests {
    func rgb(_ p: UInt32?) -> (Int, Int, Int) {
        let v = p ?? 0
        return (Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), Int(v & 0xFF))
    }

    @Test func skyGradientRunsFromTheFirstToTheLastStop() {
        let scenery = Scenery(sky: [GradientStop(0, Color(hex: 0x000000)), GradientStop(1, Color(hex: 0xFFFFFF))])
        let buffer = PictureRasterizer.render(scenery, size: CanvasSize(width: 10, height: 100), scale: 1)
        expectEqual(buffer.width, 10)
        expectEqual(buffer.height, 100)
        #expect(rgb(buffer.pixel(x: 0, y: 0)).0 <= 2)
        #expect(rgb(buffer.pixel(x: 5, y: 99)).0 >= 253)
        #expect(abs(rgb(buffer.pixel(x: 5, y: 50)).0 - 128) <= 2)
        #expect(buffer.pixels.allSatisfy { $0 >> 24 == 0xFF })
    }

    @Test func shapesAreFilledWithAntiAliasedEdges() {
        let scenery = Scenery(
            sky: [GradientStop(0, .black)],
            layers: [SceneryLayer(.solid(.white), [.circle(center: Point(x: 20, y: 20), radius: 10)])])
        let buffer = PictureRasterizer.render(scenery, size: CanvasSize(width: 40, height: 40), scale: 1)
        // keep #expect: a tuple is not Equatable
        #expect(rgb(buffer.pixel(x: 20, y: 20)) == (255, 255, 255))
        // keep #expect: a tuple is not Equatable
        #expect(rgb(buffer.pixel(x: 2, y: 2)) == (0, 0, 0))
        // A pixel the edge crosses is partly covered.
        let edge = rgb(buffer.pixel(x: 29, y: 17)).0
        #expect(edge > 10 && edge < 245)
    }

    @Test func overlappingShapesOfATranslucentLayerDoNotDoubleBlend() {
        let scenery = Scenery(
            sky: [GradientStop(0, .black)],
            layers: [
                SceneryLayer(
                    .solid(Color.white.withAlpha(0.5)),
                    [
                        .rect(CanvasRect(x: 0, y: 0, width: 12, height: 10)),
                        .rect(CanvasRect(x: 8, y: 0, width: 12, height: 10)),
                    ])
            ])
        let buffer = PictureRasterizer.render(scenery, size: CanvasSize(width: 20, height: 10), scale: 1)
        // The layer is the union of its shapes: the overlap is as bright as the rest, not brighter.
        // keep #expect: a tuple is not Equatable
        #expect(rgb(buffer.pixel(x: 10, y: 5)) == rgb(buffer.pixel(x: 3, y: 5)))
        #expect(abs(rgb(buffer.pixel(x: 3, y: 5)).0 - 128) <= 1)
    }

    @Test func polygonsUseTheEvenOddRule() {
        let square = [Point(x: 2, y: 2), Point(x: 18, y: 2), Point(x: 18, y: 18), Point(x: 2, y: 18)]
        let scenery = Scenery(
            sky: [GradientStop(0, .black)], layers: [SceneryLayer(.solid(.white), [.polygon(square)])])
        let buffer = PictureRasterizer.render(scenery, size: CanvasSize(width: 20, height: 20), scale: 1)
        expectEqual(rgb(buffer.pixel(x: 10, y: 10)).0, 255)
        expectEqual(rgb(buffer.pixel(x: 0, y: 10)).0, 0)
    }

    @Test func scaleMultipliesThePixelSize() {
        let b = PictureRasterizer.render(
            Scenery(sky: [GradientStop(0, .white)]), size: CanvasSize(width: 10, height: 5), scale: 2)
        expectEqual(b.width, 20)
        expectEqual(b.height, 10)
    }

    @Test func badSizesGiveAnEmptyBuffer() {
        let s = Scenery(sky: [GradientStop(0, .white)])
        #expect(PictureRasterizer.render(s, size: CanvasSize(width: 0, height: 5), scale: 1).pixels.isEmpty)
        #expect(PictureRasterizer.render(s, size: CanvasSize(width: 5, height: 5), scale: .nan).pixels.isEmpty)
        #expect(PictureRasterizer.render(s, size: CanvasSize(width: .infinity, height: 5), scale: 1).pixels.isEmpty)
    }

    @Test func everyTripHasItsOwnPicture() {
        let size = CanvasSize(width: 39, height: 84)
        var seen = Set<[UInt32]>()
        for trip in Trip.samples {
            let b = PictureRasterizer.render(
                TripArt.scenery(for: trip.destination).fitted(to: size), size: size, scale: 1)
            expectEqual(b.width, 39)
            seen.insert(b.pixels)
        }
        expectEqual(seen.count, 13)
    }

    @Test func roundedRectMaskCoverage() {
        let m = MaskRaster.roundedRect(width: 20, height: 20, radius: 6)
        expectEqual(m.count, 400)
        expectEqual(m[10 * 20 + 10], 255)  // centre
        expectEqual(m[0], 0)  // outside the rounded corner
        expectEqual(m[10 * 20 + 0], 255)  // the straight edge is on the grid's edge: fully covered
        let inset = MaskRaster.roundedRect(width: 20, height: 20, radius: 6, inset: 0.5)
        expectEqual(inset[10 * 20 + 0], 128)  // edge through the pixel centre: half covered
        let ring = MaskRaster.roundedRect(width: 20, height: 20, radius: 6, inset: 2, ring: 2)
        expectEqual(ring[10 * 20 + 10], 0)
        #expect(ring[10 * 20 + 2] > 200)
        let blur = MaskRaster.roundedRect(width: 40, height: 40, radius: 4, inset: 8, blur: 8)
        let row = (0..<20).map { blur[20 * 40 + $0] }
        expectEqual(row, row.sorted())  // rises towards the inside
        #expect(row[0] <= 2 && row[19] == 255)
        #expect(MaskRaster.roundedRect(width: 0, height: 5, radius: 1).isEmpty)
    }
}
