import Glibc

/// A failed file operation while saving a document: what was done, to which path, and the system's reason.
public struct StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was attempted, for example `write` or `create a temporary file for`.
    public var action: String
    /// The file concerned.
    public var path: String
    /// The `errno` value.
    public var code: Int32

    /// Creates an error.
    public init(action: String, path: String, code: Int32) {
        self.action = action
        self.path = path
        self.code = code
    }

    /// `cannot write /path (No space left on device)`.
    public var description: String { "cannot \(action) \(path) (\(String(cString: strerror(code))))" }
}
