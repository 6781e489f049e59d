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

/// Checks that two numbers are closer than a tolerance, as `#expect(abs(lhs - rhs) < tolerance)` does, and records
/// a failure that says both numbers and the tolerance at the caller's source location when they are not.
///
/// Why a function: as for ``expectEqual(_:_:_:sourceLocation:)``, each `#expect(abs(a - b) < tolerance)` expands
/// to a closure over `<` whose operands the type checker solves against every overload of `-` and `<`; here the
/// macro is expanded once. The check is the same expression, so a NaN on either side fails as it did, and an
/// integer difference that overflows traps as it did. A failure reads `Expectation failed: (abs(lhs - rhs) → 0.5)
/// < (tolerance → 0.001)`, with the comment `1.5 is not within 0.001 of 1.0` (then the caller's comment).
///
/// `scripts/expect-equal.py` rewrites the one-line `#expect(abs(a - b) < tolerance)` of the tests to this form, and
/// `make lint` fails on a new one.
///
/// - Parameters:
///   - lhs: The number the test computed.
///   - rhs: The number it should be near; a literal takes the type of `lhs`, as it does in `abs(lhs - rhs)`.
///   - tolerance: The difference the check allows, exclusive (`<`, as the `#expect` it replaces).
///   - comment: A comment recorded with a failure, after the one that says the numbers.
///   - sourceLocation: Where a failure is recorded: the caller's line by default.
public func expectNear<T: Comparable & SignedNumeric>(
    _ lhs: T, _ rhs: T, within tolerance: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if abs(lhs - rhs) < tolerance { return }
    let numbers = "\(lhs) is not within \(tolerance) of \(rhs)"
    let said: Comment = comment().map { Comment(rawValue: numbers + "; " + $0.rawValue) } ?? Comment(rawValue: numbers)
    #expect(abs(lhs - rhs) < tolerance, said, sourceLocation: sourceLocation)
}
