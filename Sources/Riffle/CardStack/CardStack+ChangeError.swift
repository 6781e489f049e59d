extension CardStack {
    /// Why a change of the stack's data was rejected; a rejected change leaves the stack as it was.
    public enum ChangeError: Error, Hashable, Sendable {
        /// ``CardStack/insert(_:at:time:)`` was given an identifier the stack already holds.
        case duplicateID(String)
        /// The identifier is not in the stack.
        case unknownID(String)
        /// ``CardStack/setOrder(_:at:)`` was given identifiers that are not a permutation of the current ones
        /// (an identifier missing, unknown or repeated).
        case notAPermutation
    }
}
