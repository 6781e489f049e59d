/// Horizontal alignment of a line of text inside a box.
public enum TextAlignment: Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centred.
    case center
    /// Flush right.
    case trailing
}
