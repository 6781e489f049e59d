extension Track {
    /// Something the host may want to react to.
    ///
    /// Each change is reported once.
    public enum Event: Hashable, Sendable {
        /// The target snap changed (decided at release or by a command).
        case targetIndexChanged(Int, cause: Cause)
        /// The snap nearest to the position changed (half-way between snaps).
        case nearestIndexChanged(Int)
        /// The motion ended at this snap; or a relayout removed the settled snap while the track moved, and this
        /// is the settled index clamped into the new snaps (the motion's own end is reported when it comes).
        case settled(Int)
        /// An item was tapped while the track was still (`item` is the data index, `slot` the view).
        case itemTapped(item: Int, slot: Int)
        /// A tap landed outside every item while the track was still.
        case backgroundTapped(location: Point)
        /// A tap stopped the moving track; no item was activated.
        case motionStopped
        /// A long press began on an item (or on the background, item nil).
        case longPressBegan(item: Int?, location: Point)
        /// A drag along the other axis was declined (hand it to a parent scroll view).
        case declined
        /// The track jumped to a snap without animating (Reduce Motion, or `animated: false`); a host may
        /// cross-fade from `from` to `to`.
        case jumped(from: Int, to: Int)
        /// The track came within ``Configuration/nearEndThreshold`` of an end (its position, or the target it is
        /// headed for): a host loads more items there. Reported once per visit; again after the items change
        /// (more were appended) if the track is still near that end.
        case nearEnd(TrackEnd)
        /// A message for assistive technologies, posted when a move settles on a new snap, unless autoplay or an
        /// accessibility adjustment caused it (those read the new value on their own).
        case announcement(AccessibilityPhrase)
    }
}
