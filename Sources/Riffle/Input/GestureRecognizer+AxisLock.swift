extension GestureRecognizer {
    /// Whether an axis-bound drag declines `translation`: `atan2(|cross|, |along|) > angle`.
    ///
    /// Evaluated without a math library as `|cross|·cos θ > |along|·sin θ` (θ in 0…90°). Because `cos θ` is
    /// computed as `sin(90° − θ)` with the same series, both factors are bit-identical at 45°, so a movement at
    /// exactly 45° begins.
    ///
    /// - Parameters:
    ///   - translation: The movement from the down location.
    ///   - axis: The drag's axis.
    ///   - angle: The lock angle in degrees, already clamped to 0…90.
    /// - Returns: `true` when the drag must decline.
    static func declines(_ translation: Vector, axis: Axis, angle: Double) -> Bool {
        let along = abs(translation[axis])
        let cross = abs(translation[axis.cross])
        let theta = angle / 180 * Double.pi
        let sinTheta = sine(ofRadians: theta)
        let cosTheta = sine(ofRadians: Double.pi / 2 - theta)
        return cross * cosTheta > along * sinTheta
    }

    /// `sin(x)` for `x` in 0…π/2, by its Taylor series (accurate to a few ulps there).
    static func sine(ofRadians x: Double) -> Double {
        let x2 = x * x
        var term = x
        var sum = x
        var k = 1.0
        while k <= 13 {
            term *= -x2 / ((2 * k) * (2 * k + 1))
            sum += term
            k += 1
        }
        return sum
    }
}
