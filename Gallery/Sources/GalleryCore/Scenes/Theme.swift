/// The gallery's colours and metrics, shared by every scene so spacing and tone stay consistent.
public enum Theme {
    /// Light background of the Trips and Loop scenes.
    public static let background = Color(hex: 0xF4F4F7)
    /// Primary text on light backgrounds.
    public static let ink = Color(hex: 0x111318)
    /// Secondary text on light backgrounds.
    public static let secondaryInk = Color(hex: 0x5E6270)
    /// The accent (focus rings, stars, selection).
    public static let accent = Color(hex: 0x3D6BFF)
    /// Star yellow for ratings.
    public static let star = Color(hex: 0xFFB020)
    /// The spacing unit: every margin is a multiple of 4, most are 8, 12, 16, 20 or 24.
    public static let unit = 4.0
    /// The standard horizontal margin (the seed's padding 20).
    public static let margin = 20.0
    /// Corner radius of cards.
    public static let cardRadius = 16.0
    /// Width of focus rings.
    public static let focusRingWidth = 3.0
    /// Soft card shadow colour.
    public static let shadow = Color(red: 0.05, green: 0.07, blue: 0.15, alpha: 0.22)
}
