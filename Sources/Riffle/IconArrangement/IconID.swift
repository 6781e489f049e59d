/// Identifies one icon (an app) on a ``HomeScreen``.
///
/// A string: the host maps its own apps to identifiers (a bundle identifier, a name). It encodes as a bare string,
/// so a persisted ``IconArrangement`` reads `{"pages": [["Mail", "Maps"]], "dock": ["Phone"]}`.
///
/// ```swift
/// let mail: IconID = "Mail"
/// ```
public struct IconID: Hashable, Sendable, Codable, RawRepresentable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    ///
    /// - Parameter value: The identifier's text.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Orders identifiers by their text.
    ///
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: Whether `lhs` sorts before `rhs`.
    public static func < (lhs: IconID, rhs: IconID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A stable 64-bit hash of the text (FNV-1a over its UTF-8 bytes), the same in every process.
    ///
    /// Swift's `Hasher` is seeded per process, so it cannot give an icon the same wiggle phase on every launch.
    /// It reads the text's contiguous UTF-8 bytes (`withUTF8`): walking `String.UTF8View` decodes byte by byte
    /// and is several times slower, and the wiggle hashes every icon every frame.
    var stableHash: UInt64 {
        var text = rawValue
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            return hash
        }
    }
}
