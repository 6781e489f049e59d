/// The `--renderer` choice for the window.
public enum RendererChoice: String, CaseIterable, Hashable, Sendable {
    /// SDL's software renderer (the default; steady under Xvfb, and what the tests use).
    case software
    /// A GPU renderer when SDL finds one (OpenGL on Mesa under Xvfb).
    case accelerated
}
