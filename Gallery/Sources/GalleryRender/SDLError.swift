import CSDL2

/// An SDL call failed: what was attempted and SDL's message.
public struct SDLError: Error, CustomStringConvertible {
    /// What failed and why.
    public let description: String

    /// Creates an error with a message.
    public init(_ message: String) {
        description = message
    }

    /// The error for `what`, with `SDL_GetError()` appended.
    public static func last(_ what: String) -> SDLError {
        SDLError("\(what): \(String(cString: SDL_GetError()))")
    }
}
