/// A bad command line: the message to print before exiting with status 2.
public struct OptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, for example `--items: expected an integer from 1 to 1000000, found 'x'`.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
