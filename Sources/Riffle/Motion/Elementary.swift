/// The elementary functions the motion layer needs, written in pure Swift.
///
/// The standard library has no `exp`, `log`, `sin` or `cos`, and the core imports neither Foundation nor the
/// platform C library. These implementations use classic range reduction (Cody–Waite splits of ln 2 and π/2)
/// followed by Taylor polynomials evaluated in nested form. They are accurate to a few units in the last place
/// for the arguments motion produces, and, unlike the platform libraries, they give bit-identical results on every
/// platform, so a recorded input trace replays to identical frames everywhere.
@usableFromInline
internal enum Elementary {
    /// High part of ln 2 (its low 32 bits are zero, so `k * ln2Hi` is exact for |k| < 2²⁰).
    @usableFromInline static let ln2Hi = 6.931_471_803_691_238_164_90e-01
    /// Low part of ln 2: `ln2Hi + ln2Lo` is ln 2 to about 2⁻⁸⁵.
    @usableFromInline static let ln2Lo = 1.908_214_929_270_587_700_02e-10
    /// 1 / ln 2.
    @usableFromInline static let invLn2 = 1.442_695_040_888_963_387_00
    /// 2π rounded to a double.
    @usableFromInline static let twoPi = 6.283_185_307_179_586_476_925_286
    /// √2 rounded to a double.
    @usableFromInline static let sqrt2 = 1.414_213_562_373_095_048_801_688
    /// 2 / π.
    @usableFromInline static let twoOverPi = 0.636_619_772_367_581_343_075_535
    /// π/2 split in three parts of 33 significant bits each (fdlibm's `pio2_1`, `pio2_2`, `pio2_3`).
    @usableFromInline static let pio2Part1 = 1.570_796_326_734_125_614_17
    /// Second part of π/2.
    @usableFromInline static let pio2Part2 = 6.077_100_506_303_965_976_60e-11
    /// Third part of π/2.
    @usableFromInline static let pio2Part3 = 2.022_266_248_711_166_455_80e-21
    /// Above this magnitude, `exp` overflows.
    @usableFromInline static let expOverflow = 709.782_712_893_383_973_096
    /// Below this, `exp` underflows to zero.
    @usableFromInline static let expUnderflow = -745.133_219_101_941_108_42

    /// e raised to `x`.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > expOverflow { return .infinity }
        if x < expUnderflow { return 0 }
        let k = (x * invLn2).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        return scaled(1 + expm1Taylor(r, order: 14), by: Int(k))
    }

    /// `exp(x) - 1`, accurate also when `x` is close to zero.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    static func expm1(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x.magnitude <= 0.5 { return expm1Taylor(x, order: 18) }
        if x < -40 { return -1 }
        return exp(x) - 1
    }

    /// The natural logarithm of `x`: −∞ for zero, NaN for negative numbers and NaN.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        var m = x
        var e = 0
        if m < Double.leastNormalMagnitude {
            m *= 18_014_398_509_481_984  // 2^54
            e = -54
        }
        e += Int(m.exponent)
        m = m.significand
        if m > sqrt2 {
            m *= 0.5
            e += 1
        }
        // log(m) = 2 atanh(s), s = (m - 1)/(m + 1), |s| ≤ 0.1716; m - 1 is exact (Sterbenz).
        let s = (m - 1) / (m + 1)
        let z = s * s
        var series = 1.0 / 23
        var denominator = 21.0
        while denominator >= 1 {
            series = 1 / denominator + z * series
            denominator -= 2
        }
        let fe = Double(e)
        return fe * ln2Hi + (2 * s * series + fe * ln2Lo)
    }

    /// `log(1 + x)`, accurate also when `x` is close to zero.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    static func log1p(_ x: Double) -> Double {
        if x.isNaN || x < -1 { return .nan }
        let w = 1 + x
        if w == 1 { return x }
        if w == .infinity { return w }
        // Kahan's correction: the rounding error of 1 + x is compensated by the ratio.
        return log(w) * (x / (w - 1))
    }

    /// The sine of `x` (radians); NaN for non-finite `x`.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, quadrant) = reduce(x)
        switch quadrant {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// The cosine of `x` (radians); NaN for non-finite `x`.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, quadrant) = reduce(x)
        switch quadrant {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    // MARK: - Kernels

    /// `x · 2^k`, exact unless the result is subnormal or overflows.
    @usableFromInline
    static func scaled(_ x: Double, by k: Int) -> Double {
        Double(sign: .plus, exponent: k, significand: x)
    }

    /// `exp(x) - 1` by its Taylor series to xⁿ, n = `order` (Horner's scheme from the last term): to r¹⁴ for
    /// |r| ≤ ln2/2 (truncation below 2⁻⁶⁰), to x¹⁸ for |x| ≤ 0.5.
    @usableFromInline
    static func expm1Taylor(_ x: Double, order: Double) -> Double {
        var sum = 1.0
        var n = order
        while n >= 2 {
            sum = 1 + x / n * sum
            n -= 1
        }
        return x * sum
    }

    /// Reduces `x` to `r` in [−π/4, π/4] with `x = r + q·π/2`, and returns `(r, q mod 4)`.
    @usableFromInline
    static func reduce(_ x: Double) -> (Double, Int) {
        var y = x
        if y.magnitude > 800_000 {
            // Far outside the range motion uses: fold by 2π first (approximate, but bounded and finite).
            y = y.truncatingRemainder(dividingBy: twoPi)
        }
        let k = (y * twoOverPi).rounded()
        let r = ((y - k * pio2Part1) - k * pio2Part2) - k * pio2Part3
        let quadrant = Int(k) & 3
        return (r, quadrant)
    }

    /// sin(r) for |r| ≤ π/4, by its Taylor series to r¹⁷.
    @usableFromInline
    static func sinKernel(_ r: Double) -> Double { r * alternatingTaylor(r * r, from: 16) }

    /// cos(r) for |r| ≤ π/4, by its Taylor series to r¹⁸.
    @usableFromInline
    static func cosKernel(_ r: Double) -> Double { alternatingTaylor(r * r, from: 17) }

    /// The Taylor sum both kernels share, in Horner's scheme from the last term:
    /// `1 − z/(n(n+1))·(1 − z/((n−2)(n−1))·(…))` for n = `first`, `first` − 2, … down to 1 or 2 (sin(r)/r for
    /// z = r² and an even `first`, cos(r) for an odd one).
    @usableFromInline
    static func alternatingTaylor(_ z: Double, from first: Double) -> Double {
        var sum = 1.0
        var n = first
        while n >= 1 {
            sum = 1 - z / (n * (n + 1)) * sum
            n -= 2
        }
        return sum
    }
}
