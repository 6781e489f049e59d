extension HomeScreen {
    /// Something the host may want to react to, reported once by ``HomeScreen/takeEvents()``.
    public enum Event: Hashable, Sendable {
        /// An icon was tapped outside edit mode while the pages were still: open its app.
        case open(IconID)
        /// Edit mode began (`true`) or ended (`false`). When it ends the layout is final: persist
        /// ``HomeScreen/layout``.
        case editingChanged(Bool)
        /// A dragged icon was dropped somewhere else (`from` in the layout before, `to` in the layout after).
        ///
        /// Icons pushed along by a full page are not reported one by one; read ``HomeScreen/layout``.
        case moved(IconID, from: IconLocation, to: IconLocation)
        /// The page the screen shows or is moving to changed.
        case pageChanged(Int)
    }
}
