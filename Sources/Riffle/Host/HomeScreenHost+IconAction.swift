extension HomeScreenHost {
    /// A custom accessibility action on an icon: what a sighted user does with a long press and a drag.
    ///
    /// "Back" and "forward" follow the reading order of a page (and the dock's order): moving back brings an icon
    /// one place toward the page's first slot.
    public enum IconAction: String, Hashable, Sendable, CaseIterable {
        /// Enters edit mode (outside edit mode, the only action).
        case edit = "Edit Home Screen"
        /// One place back on the page or in the dock.
        case moveBackward = "Move back"
        /// One place forward on the page or in the dock.
        case moveForward = "Move forward"
        /// To the end of the previous page.
        case moveToPreviousPage = "Move to previous page"
        /// To the end of the next page (a new page after the last).
        case moveToNextPage = "Move to next page"
        /// To the end of the dock.
        case moveToDock = "Move to dock"
        /// From the dock to the end of the page shown.
        case moveOutOfDock = "Move out of dock"

        /// The action's name, to show in the assistive technology's action list.
        public var name: String { rawValue }
    }
}
