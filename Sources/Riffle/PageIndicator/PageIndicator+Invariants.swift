extension PageIndicator {
    /// Checks the state's invariants; a failure is a bug in Riffle.
    ///
    /// - Complexity: O(*e*), where *e* is the number of edge scales.
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant(_count >= 0 && _count <= PageIndicator.maximumCount, "count \(_count) out of range")
            _riffleInvariant(_configuration == _configuration.sanitized, "configuration not sanitised")
            if let current = currentPage {
                _riffleInvariant(current >= 0 && current < _count, "current page \(current) of \(_count)")
            } else {
                _riffleInvariant(_count == 0, "no current page with \(_count) pages")
            }
            if let progress {
                _riffleInvariant(
                    progress.isFinite && progress >= 0 && progress <= Double(_count - 1),
                    "progress \(progress) of \(_count)"
                )
            }
            let slots = visibleSlotCount
            _riffleInvariant(slots >= 0 && slots <= _count, "slot count \(slots) of \(_count)")
            _riffleInvariant(
                windowOffset.isFinite && windowOffset >= 0 && windowOffset <= Double(max(0, _count - slots)),
                "window offset \(windowOffset) with \(slots) slots of \(_count)"
            )
            if slots > 0, _count > 0 {
                let position = displayPosition
                _riffleInvariant(
                    position >= windowOffset && position <= windowOffset + Double(slots - 1),
                    "displayed position \(position) outside the window at \(windowOffset)"
                )
            }
            _riffleInvariant(
                (press == nil) == (interactionState == .none) || press?.isTapCancelled == true,
                "press and interaction state disagree")
        #endif
    }
}
