extension AnimatedValue {
    /// Checks the invariants of the state (with `RIFFLE_INTERNAL_CHECKS`); called at the end of every mutation.
    ///
    /// - Complexity: O(1).
    internal func _checkInvariants() {
        _riffleInvariant(value.isFinite, "AnimatedValue.value is finite")
        _riffleInvariant(velocity.isFinite, "AnimatedValue.velocity is finite")
        _riffleInvariant(target?.isFinite ?? true, "AnimatedValue.target is finite")
        _riffleInvariant(time?.isFinite ?? true, "AnimatedValue.time is finite")
        _riffleInvariant(
            tolerance.distance > 0 && tolerance.speed > 0 && tolerance.distance.isFinite && tolerance.speed.isFinite,
            "AnimatedValue.tolerance is finite and positive")
        if time == nil {
            _riffleInvariant(isSettled, "AnimatedValue has no motion before its first timestamp")
        }
        if let pending {
            _riffleInvariant(
                pending.startTime.isFinite && pending.startTime > (time ?? -.infinity),
                "AnimatedValue's scheduled motion starts after the latest timestamp")
        }
        switch driver {
        case .idle:
            _riffleInvariant(velocity == 0 && target == value, "AnimatedValue at rest sits on its target, still")
        case .arrived:
            _riffleInvariant(velocity == 0 && target == value, "AnimatedValue jumped onto its target")
        case .spring(_, let segment, let springTarget):
            _riffleInvariant(segment.startTime <= (time ?? segment.startTime), "spring started in the past")
            _riffleInvariant(target == springTarget, "AnimatedValue.target is the spring's target")
        case .curve(_, let duration, let segment, let curveTarget):
            _riffleInvariant(duration.isFinite && duration > 0, "curve duration is finite and positive")
            _riffleInvariant(segment.startTime <= (time ?? segment.startTime), "curve started in the past")
            _riffleInvariant(target == curveTarget, "AnimatedValue.target is the curve's target")
        case .decayToTarget(_, let segment, let decayTarget):
            _riffleInvariant(segment.startTime <= (time ?? segment.startTime), "decay started in the past")
            _riffleInvariant(target == decayTarget, "AnimatedValue.target is the decay's target")
        case .freeDecay(_, let segment, let bounds, _):
            _riffleInvariant(segment.startTime <= (time ?? segment.startTime), "decay started in the past")
            _riffleInvariant(target == nil, "a free decay has no target")
            _riffleInvariant(bounds.map { $0.contains(value) } ?? true, "a bounded free decay stays inside its bounds")
        }
    }
}
