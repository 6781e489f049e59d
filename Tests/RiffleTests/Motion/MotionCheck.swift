import Foundation

/// Shared helpers for the motion tests: independent reference formulas written with Foundation's libm, so the
/// tests never compare the library against itself.
enum MotionCheck {
    /// Whether `a` and `b` differ by at most `tolerance`.
    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        (a - b).magnitude <= tolerance
    }

    /// Whether `a` and `b` agree to a relative `tolerance` (absolute near zero).
    static func relativelyClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        (a - b).magnitude <= tolerance * max(1, a.magnitude, b.magnitude)
    }

    /// physics.md §1.2, written out per regime exactly as printed there (value from 0 toward `target`).
    static func springValue(
        mass m: Double, stiffness k: Double, damping c: Double, target: Double, v0: Double, t: Double
    ) -> (x: Double, v: Double) {
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (m * k).squareRoot())
        let lambda = zeta * omega0
        let tt = target
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let e = Foundation.exp(-lambda * t)
            let x = tt - e * (tt * Foundation.cos(wd * t) + (lambda * tt - v0) / wd * Foundation.sin(wd * t))
            let v =
                e * (v0 * Foundation.cos(wd * t) + (omega0 * omega0 * tt - lambda * v0) / wd * Foundation.sin(wd * t))
            return (x, v)
        } else if zeta == 1 {
            let e = Foundation.exp(-omega0 * t)
            return (tt - e * (tt + (omega0 * tt - v0) * t), e * (v0 + omega0 * (omega0 * tt - v0) * t))
        } else {
            let root = omega0 * (zeta * zeta - 1).squareRoot()
            let r1 = -lambda + root
            let r2 = -lambda - root
            let c2 = (v0 + r1 * tt) / (r2 - r1)
            let c1 = -tt - c2
            let x = tt + c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t)
            let v = c1 * r1 * Foundation.exp(r1 * t) + c2 * r2 * Foundation.exp(r2 * t)
            return (x, v)
        }
    }

    /// The cubic Bézier coordinate B(s) for control coordinates a and b (Bernstein form).
    static func bernstein(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// The curve's y for a given x, solved by plain bisection on the Bernstein form.
    static func bezierY(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return bernstein((low + high) / 2, y1, y2)
    }

    /// The rubber band as printed in physics.md §2.3.
    static func rubber(_ x: Double, _ d: Double, _ c: Double = 0.55) -> Double {
        (1 - 1 / (x * c / d + 1)) * d
    }
}
