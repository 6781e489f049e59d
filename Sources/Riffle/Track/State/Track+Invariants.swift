extension Track {
    /// Checks the track's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`): indices in range, offsets
    /// and velocities finite, the running motion finite.
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            let count = layout.snapCount
            _riffleInvariant(count >= 1, "a layout has at least one snap")
            _riffleInvariant((0..<count).contains(targetIndex), "targetIndex \(targetIndex) out of 0..<\(count)")
            _riffleInvariant((0..<count).contains(nearestIndex), "nearestIndex \(nearestIndex) out of 0..<\(count)")
            _riffleInvariant((0..<count).contains(settledIndex), "settledIndex \(settledIndex) out of 0..<\(count)")
            _riffleInvariant(offset.isFinite, "offset must be finite")
            _riffleInvariant(velocity.isFinite, "velocity must be finite")
            _riffleInvariant(time.isFinite, "time must be finite")
            _riffleInvariant(layout.wrappedSnapIndex(targetVirtual) == targetIndex, "targetVirtual matches targetIndex")
            // A drag without the dragging phase, or a motion while idle, cannot be built: `state` is one enum.
            if case .settling(let running, _) = state {
                _riffleInvariant(running.value.isFinite && running.velocity.isFinite, "the motion is finite")
            }
        #endif
    }
}
