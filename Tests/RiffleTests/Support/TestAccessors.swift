@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension Pager {
    /// The size the front end measured for item `index`, if any.
    ///
    /// - Parameter index: The item's data index.
    /// - Returns: Its measured size (`x` the width, `y` the height), or nil.
    /// - Complexity: O(1).
    func measuredSize(ofItem index: Int) -> Vector? { measurements[index] }
}

extension VelocityTracker {
    /// The number of samples held, at most ``historyCapacity``.
    var sampleCount: Int { count }
}

extension PointerArena {
    /// Whether any pointer is owned by `target`.
    ///
    /// - Parameter target: A component.
    func isOwning(_ target: Target) -> Bool {
        entries.contains { $0.candidates[$0.owner] == target }
    }
}
