import Testing

/// Checks that two values are equal, as `#expect(lhs == rhs)` does, and records a failure with both values at the
/// caller's source location when they differ.
///
/// Why a function: each `#expect(a == b)` expands to a closure over `==` that the type checker solves against every
/// overload of the operator, and those expansions were about 70 % of the core's test build (docs/suite-times.md,
/// rounds 3 and 4). Here the macro is expanded once, over one generic `==`, so a call site costs an ordinary
/// function call to type-check. A failure reads `Expectation failed: (lhs → 2) == (rhs → 3)` at the line of the
/// call; only the text of the two expressions is lost.
///
/// `scripts/expect-equal.py` rewrites the one-line `#expect(a == b)` of the tests to this form, and `make lint`
/// fails on a new one. Keep `#expect` where `==` is not the `Equatable` one of a single type (tuples, metatypes,
/// `Int` against `Int8`…), with a `// keep #expect: why` line above it.
///
/// - Parameters:
///   - lhs: The value the test computed.
///   - rhs: The value it should equal; a literal takes the type of `lhs`, as it does in `lhs == rhs`.
///   - comment: A comment recorded with a failure.
///   - sourceLocation: Where a failure is recorded: the caller's line by default.
public func expectEqual<T: Equatable>(
    _ lhs: T, _ rhs: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(lhs == rhs, comment(), sourceLocation: sourceLocation)
}
