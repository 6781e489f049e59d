extension Track {
    /// How the track moves onto the snap a release or a command chose (``Configuration/settleAnimation``).
    ///
    /// UIKit's paging settles with a velocity-dependent animation; seed 002's home screen instead turns pages
    /// with a fixed-duration ease-out whatever the release speed. Both are a rule of the track, chosen here, so a
    /// component built on a track (``HomeScreen``) never rewrites its motion.
    public enum SettleAnimation: Hashable, Sendable {
        /// The configuration's ``Configuration/spring``, started with the release velocity.
        case spring
        /// A timing curve of fixed duration, whatever the velocity: `pageChange` seconds when the move goes to
        /// another snap than the one the track was going to or resting at, `snapBack` seconds when it returns to
        /// it.
        ///
        /// A duration that is not finite and positive makes the move a jump; one longer than
        /// ``AnimatedValue/maximumDuration`` lasts that long. Free scrolling (``SnapPolicy/free(decelerationRate:)``)
        /// keeps its momentum, and a relayout during the curve continues with the spring.
        case timingCurve(TimingCurve, pageChange: Double, snapBack: Double)
    }

    /// Starts the settle toward `destination`: the configured animation, from the current offset.
    ///
    /// - Parameters:
    ///   - destination: The snap's offset.
    ///   - velocity: The release velocity (used by the spring).
    ///   - changesSnap: Whether the target differs from the one before this move.
    ///   - time: The time the settle starts, in seconds.
    mutating func startSettle(to destination: Double, velocity: Double, changesSnap: Bool, at time: Double) {
        switch configuration.settleAnimation {
        case .spring:
            startSpring(to: destination, velocity: velocity, at: time)
        case .timingCurve(let curve, let pageChange, let snapBack):
            var running = motionValue(at: time)
            running.animate(
                to: destination, with: .curve(curve, duration: changesSnap ? pageChange : snapBack), at: time)
            state = .settling(running, isDecay: false)
        }
    }
}
