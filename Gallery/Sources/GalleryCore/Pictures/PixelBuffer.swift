/// 32-bit ARGB pixels (`0xAARRGGBB`, straight alpha), row by row from the top-left.
public struct PixelBuffer: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` pixels.
    public var pixels: [UInt32]

    /// Creates a buffer filled with `fill` (negative sizes become zero).
    public init(width: Int, height: Int, fill: UInt32 = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = Array(repeating: fill, count: self.width * self.height)
    }

    /// The pixel at `(x, y)`, or nil outside the buffer.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }

    /// Packs a colour as `0xAARRGGBB`.
    public static func pack(_ c: Color) -> UInt32 {
        let b = c.bytes
        return UInt32(b.a) << 24 | UInt32(b.r) << 16 | UInt32(b.g) << 8 | UInt32(b.b)
    }

    /// Unpacks `0xAARRGGBB` into a colour.
    public static func unpack(_ p: UInt32) -> Color {
        Color(
            red: Double((p >> 16) & 0xFF) / 255, green: Double((p >> 8) & 0xFF) / 255,
            blue: Double(p & 0xFF) / 255, alpha: Double(p >> 24) / 255)
    }
}
