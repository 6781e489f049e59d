/// A colour with straight (not premultiplied) alpha; components from 0 to 1.
public struct Color: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// The same colour with its opacity multiplied by `factor`.
    public func fading(_ factor: Double) -> Color { withAlpha(alpha * factor) }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1), all four components; t is clamped.
    public func mix(_ other: Color, _ t: Double) -> Color {
        let k = Color.clamp(t)
        return Color(
            red: red + (other.red - red) * k,
            green: green + (other.green - green) * k,
            blue: blue + (other.blue - blue) * k,
            alpha: alpha + (other.alpha - alpha) * k
        )
    }

    /// The 8-bit components `(r, g, b, a)`, rounded.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
    private static func byte(_ v: Double) -> UInt8 { UInt8((clamp(v) * 255).rounded()) }
}
