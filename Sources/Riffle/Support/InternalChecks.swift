/// Library-wide switches for the invariant checks.
///
/// Named `InternalChecks`, not after the module: a type that shares its module's name breaks qualified lookup
/// (`Riffle.Point` would look inside the type instead of the module).
enum InternalChecks {
    /// Whether the state types check their invariants after every mutation.
    ///
    /// True when the core was compiled with `RIFFLE_INTERNAL_CHECKS` (debug builds and `swift test`).
    /// A failed check stops the process with a message naming the broken invariant: it is a bug in Riffle,
    /// never the caller's fault, because bad input is filtered before it reaches the state.
    static var isEnabled: Bool {
        #if RIFFLE_INTERNAL_CHECKS
            return true
        #else
            return false
        #endif
    }
}

/// Stops with `message` when `condition` is false and internal checks are compiled in.
///
/// - Complexity: O(1); compiled out entirely without `RIFFLE_INTERNAL_CHECKS`.
@inline(__always)
@usableFromInline
internal func _riffleInvariant(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    #if RIFFLE_INTERNAL_CHECKS
        if !condition() {
            preconditionFailure("Riffle invariant violated: \(message())", file: file, line: line)
        }
    #endif
}
