import CSDL2
import CSDL2Image
import GalleryCore
import GalleryRender
import Glibc
import Testing

/// PNG goldens of each scene at rest (390 × 844, software renderer), compared with a tolerance: at most 0.5 % of
/// the pixels may differ by more than 16 levels in a channel (font hinting or a renderer update may nudge
/// edges; a layout or colour change moves far more).
///
/// Re-record with `RIFFLE_RECORD_GOLDEN=1 make unit-test`.
@Suite("Golden images", .serialized)
struct GoldenImageTests {
    static let directory: String = {
        let file = #filePath
        let folder = file[..<(file.lastIndex(of: "/") ?? file.endIndex)]
        return String(folder) + "/Goldens"
    }()

    /// The fraction of pixels differing by more than `levels` in any channel, or nil if the golden is missing.
    func difference(_ target: OffscreenTarget, golden path: String, levels: Int) -> Double? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let golden = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(golden) }
        let width = Int(golden.pointee.w)
        let height = Int(golden.pointee.h)
        guard width == target.pixelWidth, height == target.pixelHeight, let base = golden.pointee.pixels else {
            return 1
        }
        let pitch = Int(golden.pointee.pitch)
        var differing = 0
        for y in 0..<height {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = channels(row[x])
                let b = channels(target.pixel(x: x, y: y))
                if abs(a.r - b.r) > levels || abs(a.g - b.g) > levels || abs(a.b - b.b) > levels { differing += 1 }
            }
        }
        return Double(differing) / Double(width * height)
    }

    @Test(arguments: [SceneKind.trips, .onboarding, .loop])
    func sceneMatchesItsGolden(scene: SceneKind) throws {
        let gallery = Gallery(scene: scene)
        let target = try OffscreenTarget(size: gallery.size, scale: 1)
        gallery.draw(on: target.canvas)
        target.flush()
        let path = Self.directory + "/\(scene.rawValue).png"
        if getenv("RIFFLE_RECORD_GOLDEN").map({ String(cString: $0) }) == "1" {
            try target.savePNG(path)
            return
        }
        try target.savePNG(outputDirectory() + "/golden-actual-\(scene.rawValue).png")
        let fraction = difference(target, golden: path, levels: 16)
        #expect(fraction != nil, "missing golden \(path); record with RIFFLE_RECORD_GOLDEN=1")
        #expect((fraction ?? 1) <= 0.005, "\(scene.rawValue): \((fraction ?? 1) * 100)% of pixels differ")
    }

    @Test func aDifferentSceneDoesNotMatch() throws {
        // The comparison can fail: the trips frame against the loop golden differs almost everywhere.
        let gallery = Gallery(scene: .trips)
        let target = try OffscreenTarget(size: gallery.size, scale: 1)
        gallery.draw(on: target.canvas)
        target.flush()
        let fraction = difference(target, golden: Self.directory + "/loop.png", levels: 16)
        #expect((fraction ?? 0) > 0.05)
    }
}
