extension Recording {
    /// One explicit settings field of a header: `setting <name> <value>`.
    public struct Setting: Hashable, Sendable {
        /// The field's name, a word.
        public var name: String
        /// The field's value, a word.
        public var value: String

        /// Creates a field.
        ///
        /// - Parameters:
        ///   - name: The name, a word (no spaces, no `#`).
        ///   - value: The value, a word.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }
}
