/// How a shape is filled: one colour, or a vertical gradient between two colours.
public enum Paint: Hashable, Sendable {
    /// A single colour.
    case solid(Color)
    /// A linear gradient from `top` at the shape's top edge to `bottom` at its bottom edge.
    case vertical(top: Color, bottom: Color)

    /// The colour at a fraction `t` (0 = top, 1 = bottom) of the shape's height.
    public func color(at t: Double) -> Color {
        switch self {
        case .solid(let c): return c
        case .vertical(let top, let bottom): return top.mix(bottom, t)
        }
    }
}
