extension Color {
    /// The colour with its red, green and blue multiplied by `factor` (0.85 is a pressed look: 15 % darker),
    /// the opacity kept.
    public func scaled(_ factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha)
    }
}
