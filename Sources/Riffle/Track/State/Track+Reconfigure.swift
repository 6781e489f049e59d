extension Track {
    /// Applies new options, and optionally a new viewport length and new items, to the running track: the one
    /// place that decides what a configuration change does.
    ///
    /// - A new ``Configuration/layout``, viewport length or items lays the track out again like
    ///   ``relayout(viewportLength:items:at:)``: what is on screen stays, and a running motion or drag continues.
    /// - A new ``Configuration/axis`` or ``Configuration/gesture`` changes how
    ///   pointer events are read: a gesture in progress ends first (a drag settles like a release without
    ///   velocity, `cancelGesture(at:)`), then a new recognizer takes the next pointer.
    /// - A new ``Configuration/autoplay`` restarts autoplay's clock at `time` (the first step comes one interval
    ///   later).
    /// - Every other option (snap policy, spring, rubber band, tap to focus, Reduce Motion, rest tolerances) takes
    ///   effect with the next move; a running motion keeps going.
    ///
    /// The same configuration, viewport and items change nothing, so a host may call it on every view update.
    ///
    /// - Parameters:
    ///   - newConfiguration: The options.
    ///   - viewportLength: The viewport's length along the (new) axis, or nil to keep the current one.
    ///   - items: The items, or nil to keep the current ones.
    ///   - time: The time of the change, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Complexity: O(1) for options; O(n) when the layout is computed again.
    mutating func reconfigure(
        _ newConfiguration: Configuration, viewportLength: Double? = nil, items: TrackItems? = nil, at time: Double
    ) {
        let time = time.isUsableTime ? Swift.max(time, self.time) : self.time
        step(to: time)
        let old = configuration
        let readsInputDifferently =
            newConfiguration.axis != old.axis || newConfiguration.gestureConfiguration != old.gestureConfiguration
        if readsInputDifferently {
            cancelGesture(at: time)
            recognizer = GestureRecognizer(configuration: newConfiguration.gestureConfiguration)
            isPointerDown = false
        }
        configuration = newConfiguration
        if newConfiguration.autoplay != old.autoplay {
            autoplay.reconfigure(newConfiguration.autoplay, at: time)
        }
        let length = viewportLength ?? layout.viewportLength
        let newItems = items ?? layout.items
        if newConfiguration.layout != old.layout || newItems != layout.items
            || !((length - layout.viewportLength).magnitude < 0.5)
        {
            rebuildLayout(viewportLength: length, items: newItems, at: time)
        }
        _checkInvariants()
    }
}
