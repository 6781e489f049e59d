import CSDL2
import CSDL2Image

/// Loads PNGs back for comparisons.
enum IMGLoader {
    static func load(_ path: String) -> (w: Int, h: Int, pixels: [UInt32])? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w)
        let h = Int(s.pointee.h)
        let pitch = Int(s.pointee.pitch)
        guard let base = s.pointee.pixels else { return nil }
        var out: [UInt32] = []
        out.reserveCapacity(w * h)
        for y in 0..<h {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { out.append(row[x]) }
        }
        return (w, h, out)
    }
}
