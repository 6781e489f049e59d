/// A bad line in a gesture script: its number and what is wrong with it.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The offending line, 1-based.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
