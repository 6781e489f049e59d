extension HomeScreen {
    /// How the pages move to the page a release, a dot or an edge hold chose.
    public enum PageTurnAnimation: Hashable, Sendable, Codable {
        /// A spring started with the release velocity (the track's own settling).
        case spring(Spring)
        /// A timing curve of fixed duration, whatever the velocity: `pageChange` seconds when the page changes,
        /// `snapBack` seconds when the pages return to the page they left.
        ///
        /// A duration that is not finite and positive makes the move a jump; a longer one than
        /// `AnimatedValue/maximumDuration` (one hour) lasts that long, so every page turn ends.
        case timingCurve(TimingCurve, pageChange: Double, snapBack: Double)

        /// Seed 002's animations: `easeOut(duration: 0.2)` to the next or previous page, `easeOut(duration: 0.4)`
        /// back to the same page.
        static let easeOutTurns = PageTurnAnimation.timingCurve(.easeOut, pageChange: 0.2, snapBack: 0.4)

        /// The spring the track settles with (for a timing curve, the track's default spring, used only when a
        /// relayout interrupts a page turn).
        var trackSpring: Spring {
            if case .spring(let spring) = self { return spring }
            return .default
        }

        /// The track's settle animation for this page turn.
        var trackSettle: Track.SettleAnimation {
            switch self {
            case .spring: .spring
            case .timingCurve(let curve, let pageChange, let snapBack):
                .timingCurve(curve, pageChange: pageChange, snapBack: snapBack)
            }
        }
    }
}
