extension VelocityTracker {
    /// How many samples, counted back from the newest, the least-squares fit uses (horizon and gap rules).
    ///
    /// - Complexity: O(``historyCapacity``).
    func leastSquaresWindow() -> Int {
        guard count > 0 else { return 0 }
        let newest = storage[newestIndex]
        let horizon = VelocityTracker.horizon + VelocityTracker.timeTolerance
        let gap = VelocityTracker.assumePointerStoppedInterval + VelocityTracker.timeTolerance
        var used = 1
        var newer = newest
        while used < count {
            let s = sample(back: used)
            if newest.time - s.time > horizon || newer.time - s.time > gap { break }
            newer = s
            used += 1
        }
        return used
    }

    /// The quadratic least-squares velocity (strategy ``Strategy/leastSquares``), before clamping.
    ///
    /// Ages and positions are taken relative to the newest sample, and the normal equations are solved in
    /// centred form:
    /// `v = (Sₐₚ·Sₐ₂ₐ₂ − Sₐ₂ₚ·Sₐₐ₂) / (Sₐₐ·Sₐ₂ₐ₂ − Sₐₐ₂²)`, where `S` are centred sums of products of the age `a`,
    /// its square and the position `p`. A degenerate quadratic system falls back to the straight-line slope
    /// `Sₐₚ / Sₐₐ`; a degenerate line gives zero.
    ///
    /// - Complexity: O(``historyCapacity``), without allocation.
    func leastSquaresVelocity() -> Vector {
        let n = leastSquaresWindow()
        guard n >= VelocityTracker.minimumSampleCount else { return .zero }
        let newest = storage[newestIndex]

        // First pass: means.
        var sumA = 0.0
        var sumA2 = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for back in 0..<n {
            let s = sample(back: back)
            let a = s.time - newest.time
            sumA += a
            sumA2 += a * a
            sumX += s.x - newest.x
            sumY += s.y - newest.y
        }
        let m = Double(n)
        let meanA = sumA / m
        let meanA2 = sumA2 / m
        let meanX = sumX / m
        let meanY = sumY / m

        // Second pass: centred sums.
        var saa = 0.0
        var saa2 = 0.0
        var sa2a2 = 0.0
        var sax = 0.0
        var sa2x = 0.0
        var say = 0.0
        var sa2y = 0.0
        for back in 0..<n {
            let s = sample(back: back)
            let a = s.time - newest.time
            let da = a - meanA
            let da2 = a * a - meanA2
            let dx = (s.x - newest.x) - meanX
            let dy = (s.y - newest.y) - meanY
            saa += da * da
            saa2 += da * da2
            sa2a2 += da2 * da2
            sax += da * dx
            sa2x += da2 * dx
            say += da * dy
            sa2y += da2 * dy
        }

        let determinant = saa * sa2a2 - saa2 * saa2
        // By Cauchy–Schwarz the determinant is ≥ 0, and 0 only when the ages take fewer than three distinct
        // values; treat a relatively tiny one as singular.
        if determinant > 1e-12 * saa * sa2a2, determinant.isFinite {
            let quadratic = Vector(
                x: (sax * sa2a2 - sa2x * saa2) / determinant,
                y: (say * sa2a2 - sa2y * saa2) / determinant
            )
            if quadratic.isFinite { return quadratic }
        }
        if saa > 0, saa.isFinite {
            let linear = Vector(x: sax / saa, y: say / saa)
            if linear.isFinite { return linear }
        }
        return .zero
    }
}
