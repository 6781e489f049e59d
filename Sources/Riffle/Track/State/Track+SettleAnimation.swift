extension Track {
    /// How the track moves onto the snap a release or a command chose (`Configuration/settleAnimation`).
    ///
    /// UIKit's paging settles with a velocity-dependent animation; seed 002's home screen instead turns pages
    /// with a fixed-duration ease-out whatever the release speed. Both are a rule of the track, chosen here, so a
    /// component built on a track (``HomeScreen``) never rewrites its motion.
    public enum SettleAnimation: Hashable, Sendable, Codable {
        /// The configuration's ``Configuration/spring``, started with the release velocity.
        case spring
        /// A timing curve of fixed duration, whatever the velocity: `pageChange` seconds when the move goes to
        /// another snap than the one the track was going to or resting at, `snapBack` seconds when it returns to
        /// it.
        ///
        /// A duration that is not finite and positive makes the move a jump; one longer than
        /// `AnimatedValue/maximumDuration` lasts that long. Free scrolling (``SnapPolicy/free(decelerationRate:)``)
        /// keeps its momentum, and a relayout during the curve continues with the spring.
        case timingCurve(TimingCurve, pageChange: Double, snapBack: Double)
    }

    /// Starts the settle toward `destination`: the configured animation, from the current offset.
    ///
    /// - Parameters:
    ///   - destination: The snap's offset.
    ///   - velocity: The release velocity (the spring starts with what ``SettleHandoff`` keeps of it).
    ///   - changesSnap: Whether the target differs from the one before this move.
    ///   - time: The time the settle starts, in seconds.
    mutating func startSettle(to destination: Double, velocity: Double, changesSnap: Bool, at time: Double) {
        switch configuration.settleAnimation {
        case .spring:
            if startLanding(to: destination, velocity: velocity, at: time) { return }
            startSpring(to: destination, velocity: handedVelocity(velocity, to: destination), at: time)
        case .timingCurve(let curve, let pageChange, let snapBack):
            var running = motionValue(at: time)
            running.animate(
                to: destination, with: .curve(curve, duration: changesSnap ? pageChange : snapBack), at: time)
            state = .settling(running, isDecay: false)
        }
    }

    /// Constant deceleration as a timing curve: position 2u − u², the quadratic ease-out as a cubic Bézier.
    static let landingCurve = TimingCurve(1.0 / 3, 2.0 / 3, 2.0 / 3, 1)

    /// A momentum release (``SnapPolicy/projected(decelerationRate:)``) carried to a snap more than one snap spacing
    /// away lands with constant deceleration instead of a spring.
    ///
    /// A spring from near rest toward a distance T peaks near ω·T/e: a 6,700 pt/s flick of the loop to a snap
    /// 3,300 points on sped the content up to 17,000 pt/s on the way (seen in the inspector). Decelerating at
    /// a = v₀² / (2T) for 2T / v₀ seconds starts at exactly the release velocity, never moves faster, and stops
    /// on the snap with no overshoot, in about the time the projection's own decay takes to cover most of the way.
    /// Used when the velocity points at the snap and the landing takes 0.2 s to 2.5 s; otherwise the spring settles.
    ///
    /// - Returns: Whether the landing was started.
    mutating func startLanding(to destination: Double, velocity: Double, at time: Double) -> Bool {
        guard case .projected = configuration.snapPolicy, velocity.isFinite, !configuration.reduceMotion else {
            return false
        }
        let distance = destination - offset
        guard distance * velocity > 0, distance.magnitude > snapSpacing(at: destination, travelling: distance) else {
            return false
        }
        let duration = 2 * distance.magnitude / velocity.magnitude
        guard duration.isFinite, duration >= 0.2, duration <= 2.5 else { return false }
        var running = motionValue(at: time)
        running.animate(to: destination, with: .curve(Self.landingCurve, duration: duration), at: time)
        state = .settling(running, isDecay: false)
        return true
    }

    /// The velocity the settling spring starts with: the release velocity within the configuration's overshoot
    /// budget (``Configuration/settleOvershootLimit`` of the snap spacing around `destination`, see
    /// ``SettleHandoff``).
    ///
    /// One exception: a release beyond a bounded track's end that still moves outward keeps its velocity, so the
    /// rubber band carries on a little and comes back, as a bouncing `UIScrollView` does (the excursion past the
    /// end snap on the way back is the spring's own).
    func handedVelocity(_ velocity: Double, to destination: Double) -> Double {
        if !layout.loops, !layout.limits.contains(offset), (offset - destination) * velocity > 0 { return velocity }
        let fraction = configuration.settleOvershootLimit
        let travel = destination - offset != 0 ? destination - offset : velocity
        let budget = fraction.isNaN ? 0 : Swift.max(fraction, 0)
        let limit = budget == .infinity ? .infinity : budget * snapSpacing(at: destination, travelling: travel)
        return SettleHandoff.velocity(
            release: velocity, from: offset, to: destination, spring: configuration.spring, overshootLimit: limit)
    }

    /// The distance between the target snap and its neighbour in the direction of travel (the other neighbour at
    /// a bounded track's end; the viewport's length when there is one snap).
    func snapSpacing(at destination: Double, travelling direction: Double) -> Double {
        let step = direction >= 0 ? 1 : -1
        for neighbour in [targetVirtual.saturatingAdding(step), targetVirtual.saturatingAdding(-step)] {
            let clamped = layout.clampedVirtualSnap(neighbour)
            guard clamped != targetVirtual else { continue }
            let spacing = (layout.offset(ofVirtualSnap: clamped) - destination).magnitude
            if spacing > 0, spacing.isFinite { return spacing }
        }
        return layout.viewportLength
    }
}
