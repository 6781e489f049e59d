extension HomeScreenHost {
    /// Everything a home-screen view's modifiers and environment configure: the screen's configuration and the
    /// layout direction.
    public struct Settings: Hashable, Sendable {
        /// The screen's metrics and behaviour (its insets are added to the safe area the view reports).
        ///
        /// Default: seed 002's metrics with Riffle's paging.
        public var configuration: HomeScreen.Configuration
        /// Whether the layout is right to left: the grid fills from the right, the pages run leftwards, the dock
        /// and the dots are mirrored.
        ///
        /// Default false; views set it from the environment with ``adapted(reduceMotion:rightToLeft:)``.
        public var isRightToLeft: Bool

        /// Creates settings.
        ///
        /// - Parameters:
        ///   - configuration: The screen's metrics and behaviour. Default: seed 002's metrics with Riffle's
        ///     paging.
        ///   - isRightToLeft: Whether the layout is right to left. Default false.
        public init(configuration: HomeScreen.Configuration = HomeScreen.Configuration(), isRightToLeft: Bool = false) {
            self.configuration = configuration
            self.isRightToLeft = isRightToLeft
        }

        /// The settings adapted to the environment: Reduce Motion (no wiggle, icons and pages jump) and the layout
        /// direction.
        ///
        /// Reduce Motion only ever turns motion off: settings that already ask for it keep it.
        ///
        /// - Parameters:
        ///   - reduceMotion: Whether the system's Reduce Motion setting is on.
        ///   - rightToLeft: Whether the layout direction is right-to-left.
        /// - Returns: The adapted settings.
        public func adapted(reduceMotion: Bool, rightToLeft: Bool) -> Settings {
            var result = self
            result.isRightToLeft = rightToLeft
            if reduceMotion { result.configuration.reduceMotion = true }
            return result
        }
    }
}
