/// A closure with an identity, so values that hold one (an alignment, an effect, and the settings around them)
/// compare, hash and encode by value.
///
/// A closure has no equality, so the function carries an identifier: two functions with the same identifier are
/// equal, and the hosts trust that they compute the same thing (give a function whose numbers change a new
/// identifier, for example `"peek-\(inset)"`). ``SnapAlignment/CustomRule`` and ``ItemEffect/CustomFunction``
/// are this type over their closures.
public struct IdentifiedFunction<Body: Sendable>: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The function's identity.
    public let id: String
    /// The function.
    public let body: Body

    /// Creates a function.
    ///
    /// - Parameters:
    ///   - id: The function's identity.
    ///   - body: The function.
    init(id: String, _ body: Body) {
        self.id = id
        self.body = body
    }

    /// Whether two functions have the same identity.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `custom("<id>")`.
    public var description: String { "custom(\"\(id)\")" }

    /// Encodes the identifier alone: a closure has no data form.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }

    /// Always throws: a function cannot be rebuilt from its identifier, so settings that hold one are recorded
    /// but not replayed.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "a custom function has no data form"))
    }
}
