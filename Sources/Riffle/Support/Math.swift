#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The elementary functions the core needs, from the platform's C library.
///
/// The standard library has no `exp`, `log` or trigonometry; this is the one file that imports the C library,
/// so the rest of the core stays free of platform imports (and of Foundation).
@usableFromInline
enum RiffleMath {
    /// e raised to `x`.
    @inlinable static func exp(_ x: Double) -> Double { Double.exp_(x) }
    /// The natural logarithm of `x`.
    @inlinable static func log(_ x: Double) -> Double { Double.log_(x) }
    /// The sine of `x` (radians).
    @inlinable static func sin(_ x: Double) -> Double { Double.sin_(x) }
    /// The cosine of `x` (radians).
    @inlinable static func cos(_ x: Double) -> Double { Double.cos_(x) }
    /// The angle of the vector `(x, y)` from the positive x axis, in radians.
    @inlinable static func atan2(_ y: Double, _ x: Double) -> Double { Double.atan2_(y, x) }
    /// `base` raised to `exponent`.
    @inlinable static func pow(_ base: Double, _ exponent: Double) -> Double { Double.pow_(base, exponent) }
}

extension Double {
    @usableFromInline static func exp_(_ x: Double) -> Double { exp(x) }
    @usableFromInline static func log_(_ x: Double) -> Double { log(x) }
    @usableFromInline static func sin_(_ x: Double) -> Double { sin(x) }
    @usableFromInline static func cos_(_ x: Double) -> Double { cos(x) }
    @usableFromInline static func atan2_(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
    @usableFromInline static func pow_(_ x: Double, _ y: Double) -> Double { pow(x, y) }
}
