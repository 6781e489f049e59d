/// Estimates a pointer's velocity from its recent positions.
///
/// Feed every sample of a gesture with `add(_:at:)` and ask for `velocity(at:)`. Two strategies are available
/// (see ``Strategy``): a quadratic least-squares fit over the last 100 ms (the default, as in Flutter's and
/// Android's trackers) and the weighted slopes of the last three intervals (Flutter's emulation of iOS).
///
/// The tracker keeps the last `historyCapacity` samples in storage allocated once, when the tracker is
/// created: adding a sample never allocates.
///
/// Bad input has a defined result:
/// - A sample with a non-finite coordinate or time is ignored.
/// - A sample earlier than the newest sample is ignored.
/// - A sample at exactly the newest sample's time replaces it.
/// - `velocity(at:)` with a non-finite time returns ``Vector/zero``; it never returns a non-finite vector.
public struct VelocityTracker: Sendable {
    /// How many samples the tracker keeps (the newest ones).
    static let historyCapacity = 20
    /// The oldest sample age the least-squares fit uses, in seconds (100 ms).
    static let horizon = 0.100
    /// The gap, in seconds, after which the pointer is taken to have stopped (40 ms).
    ///
    /// The least-squares fit stops at a gap longer than this between consecutive samples, and the velocity is
    /// zero when the newest sample is older than this at the time asked for.
    static let assumePointerStoppedInterval = 0.040
    /// The fewest samples the least-squares fit needs; with fewer the velocity is zero.
    static let minimumSampleCount = 3
    /// The default maximum speed, in points per second (Flutter's `kMaxFlingVelocity`).
    @usableFromInline static let defaultMaximumSpeed = 8000.0
    /// Slack added to the time comparisons (1 ns), so that timestamps written as whole milliseconds compare as
    /// they read despite binary rounding.
    static let timeTolerance = 1e-9

    /// The estimation strategy.
    let strategy: Strategy
    /// The largest speed (length of the velocity vector) reported, in points per second.
    ///
    /// Faster estimates are scaled down to this length, keeping their direction.
    let maximumSpeed: Double

    /// The ring of samples; its element count never changes after `init`.
    var storage: ContiguousArray<Sample>
    /// The index in `storage` of the newest sample (meaningless while `count` is 0).
    var newestIndex: Int
    /// How many samples the ring holds, at most ``historyCapacity``.
    var count: Int

    /// Creates an empty tracker.
    ///
    /// - Parameters:
    ///   - strategy: The estimation strategy; least squares by default.
    ///   - maximumSpeed: The largest speed reported, in points per second. `.infinity` disables the clamp;
    ///     NaN, zero or a negative value selects ``defaultMaximumSpeed``.
    /// - Complexity: O(`historyCapacity`): the ring is allocated here, once.
    init(strategy: Strategy = .leastSquares, maximumSpeed: Double = VelocityTracker.defaultMaximumSpeed) {
        self.strategy = strategy
        self.maximumSpeed = maximumSpeed > 0 ? maximumSpeed : VelocityTracker.defaultMaximumSpeed
        storage = ContiguousArray(repeating: Sample(location: .zero, time: 0), count: VelocityTracker.historyCapacity)
        newestIndex = 0
        count = 0
        _checkInvariants()
    }

    /// Records the pointer at `location` at `time`.
    ///
    /// A sample with a non-finite coordinate or time, or earlier than the newest sample, is ignored. A sample at
    /// exactly the newest sample's time replaces it.
    ///
    /// - Parameters:
    ///   - location: The pointer's location, in points.
    ///   - time: The sample's timestamp, in seconds.
    /// - Complexity: O(1), without allocation.
    mutating func add(_ location: Point, at time: Double) {
        guard location.isFinite, time.isFinite else { return }
        let sample = Sample(location: location, time: time)
        if count > 0 {
            let newest = storage[newestIndex]
            if time < newest.time { return }
            if time == newest.time {
                storage[newestIndex] = sample
                _checkInvariants()
                return
            }
            newestIndex = (newestIndex + 1) % VelocityTracker.historyCapacity
        } else {
            newestIndex = 0
        }
        storage[newestIndex] = sample
        count = min(count + 1, VelocityTracker.historyCapacity)
        _checkInvariants()
    }

    /// Forgets every sample (the storage is kept).
    ///
    /// - Complexity: O(1).
    mutating func reset() {
        count = 0
        newestIndex = 0
        _checkInvariants()
    }

    /// The estimated velocity at `time`, in points per second.
    ///
    /// Zero when the tracker holds no sample, when the newest sample is more than
    /// `assumePointerStoppedInterval` older than `time` (the pointer rested), or when `time` is not finite.
    /// A `time` earlier than the newest sample is taken as the newest sample's time. The result is scaled down to
    /// `maximumSpeed` when it is faster, and it is always finite.
    ///
    /// - Parameter time: The time the velocity is wanted for, in seconds (usually the latest event's timestamp).
    /// - Returns: The velocity, in points per second.
    /// - Complexity: O(`historyCapacity`), without allocation.
    func velocity(at time: Double) -> Vector {
        guard count > 0, time.isFinite else { return .zero }
        let newest = storage[newestIndex]
        if time - newest.time > VelocityTracker.assumePointerStoppedInterval + VelocityTracker.timeTolerance {
            return .zero
        }
        let raw: Vector
        switch strategy {
        case .leastSquares: raw = leastSquaresVelocity()
        case .weightedIntervals: raw = weightedIntervalsVelocity()
        }
        return VelocityTracker.clamp(raw, toLength: maximumSpeed)
    }

    /// The sample `back` places before the newest (0 is the newest).
    @inline(__always)
    func sample(back: Int) -> Sample {
        let capacity = VelocityTracker.historyCapacity
        return storage[(newestIndex - back + capacity) % capacity]
    }

    /// `velocity` scaled down to `maximum` length when longer (direction kept); zero when not finite.
    static func clamp(_ velocity: Vector, toLength maximum: Double) -> Vector {
        guard velocity.isFinite else { return .zero }
        let largest = max(abs(velocity.x), abs(velocity.y))
        guard largest > 0 else { return .zero }
        // Scale before squaring so that the length cannot overflow.
        let unit = Vector(x: velocity.x / largest, y: velocity.y / largest)
        let unitLength = unit.length
        guard largest * unitLength > maximum else { return velocity }
        let clamped = unit * (maximum / unitLength)
        return clamped.isFinite ? clamped : .zero
    }

    /// Checks the ring's invariants (internal checks only).
    func _checkInvariants() {
        _riffleInvariant(storage.count == VelocityTracker.historyCapacity, "the ring never changes size")
        _riffleInvariant((0...VelocityTracker.historyCapacity).contains(count), "count within the ring")
        _riffleInvariant((0..<VelocityTracker.historyCapacity).contains(newestIndex), "newest index within the ring")
        _riffleInvariant(maximumSpeed > 0, "maximum speed is positive")
        #if RIFFLE_INTERNAL_CHECKS
            var back = 0
            while back < count {
                let s = sample(back: back)
                _riffleInvariant(s.location.isFinite && s.time.isFinite, "samples are finite")
                if back > 0 {
                    _riffleInvariant(s.time < sample(back: back - 1).time, "sample times strictly increase")
                }
                back += 1
            }
        #endif
    }
}

extension VelocityTracker {
    /// One recorded pointer position.
    struct Sample: Hashable, Sendable {
        /// The pointer's location, in points.
        var location: Point
        /// The timestamp, in seconds.
        var time: Double
    }

    /// How a ``VelocityTracker`` turns samples into a velocity.
    public enum Strategy: String, Hashable, Sendable, Codable, CaseIterable {
        /// A quadratic least-squares fit, as Flutter's `VelocityTracker` and Android's default `LSQ2` strategy.
        ///
        /// Walking back from the newest sample, the fit uses samples no older than
        /// `VelocityTracker/horizon` (100 ms) and stops at the first gap longer than
        /// `VelocityTracker/assumePointerStoppedInterval` (40 ms) between consecutive samples. With fewer than
        /// `VelocityTracker/minimumSampleCount` (3) samples the velocity is zero. Each axis is fitted with
        /// `p(a) = c₀ + c₁·a + c₂·a²` (unit weights), where `a` is the sample's age relative to the newest
        /// sample, and the velocity is `c₁`, the slope at the newest sample. When the quadratic system is
        /// degenerate the fit falls back to a straight line, and then to zero.
        case leastSquares
        /// The weighted slopes of the last three intervals, as Flutter's `IOSScrollViewFlingVelocityTracker`.
        ///
        /// `v = 0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀`, where `v₀` is the slope of the newest interval (between the
        /// two newest samples), `v₋₁` the one before it and `v₋₂` the oldest of the three: the oldest interval
        /// weighs most. An interval the tracker does not hold (fewer than four samples) counts as zero. The
        /// horizon and gap rules of ``leastSquares`` do not apply; the rested-pointer rule does.
        case weightedIntervals
    }

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
        var sumP = Vector.zero
        for back in 0..<n {
            let s = sample(back: back)
            let a = s.time - newest.time
            sumA += a
            sumA2 += a * a
            sumP = sumP + (s.location - newest.location)
        }
        let m = Double(n)
        let meanA = sumA / m
        let meanA2 = sumA2 / m
        let meanP = Vector(x: sumP.x / m, y: sumP.y / m)

        // Second pass: centred sums.
        var saa = 0.0
        var saa2 = 0.0
        var sa2a2 = 0.0
        var sap = Vector.zero
        var sa2p = Vector.zero
        for back in 0..<n {
            let s = sample(back: back)
            let a = s.time - newest.time
            let da = a - meanA
            let da2 = a * a - meanA2
            let dp = (s.location - newest.location) - meanP
            saa += da * da
            saa2 += da * da2
            sa2a2 += da2 * da2
            sap = sap + da * dp
            sa2p = sa2p + da2 * dp
        }

        let determinant = saa * sa2a2 - saa2 * saa2
        // By Cauchy–Schwarz the determinant is ≥ 0, and 0 only when the ages take fewer than three distinct
        // values; treat a relatively tiny one as singular.
        if determinant > 1e-12 * saa * sa2a2, determinant.isFinite {
            let numerator = sap * sa2a2 - sa2p * saa2
            let quadratic = Vector(x: numerator.x / determinant, y: numerator.y / determinant)
            if quadratic.isFinite { return quadratic }
        }
        if saa > 0, saa.isFinite {
            let linear = Vector(x: sap.x / saa, y: sap.y / saa)
            if linear.isFinite { return linear }
        }
        return .zero
    }

    /// The weights of the last three intervals, oldest first (`v₋₂`, `v₋₁`, `v₀`).
    static let intervalWeights: (oldest: Double, middle: Double, newest: Double) = (0.6, 0.35, 0.05)

    /// The slope of the interval that ends `back` samples before the newest, or zero when the tracker does not
    /// hold both of its samples.
    func intervalVelocity(endingBack back: Int) -> Vector {
        guard back + 1 < count else { return .zero }
        let end = sample(back: back)
        let start = sample(back: back + 1)
        let dt = end.time - start.time
        guard dt > 0 else { return .zero }
        let d = end.location - start.location
        let v = Vector(x: d.x / dt, y: d.y / dt)
        return v.isFinite ? v : .zero
    }

    /// The weighted-intervals velocity (strategy ``Strategy/weightedIntervals``), before clamping:
    /// `0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀`.
    ///
    /// - Complexity: O(1).
    func weightedIntervalsVelocity() -> Vector {
        let w = VelocityTracker.intervalWeights
        return intervalVelocity(endingBack: 2) * w.oldest
            + intervalVelocity(endingBack: 1) * w.middle
            + intervalVelocity(endingBack: 0) * w.newest
    }
}
