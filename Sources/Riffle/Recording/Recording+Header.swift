extension Recording {
    /// The lines before the entries: which host, with which settings, on which surface.
    ///
    /// Every field is optional: a gallery gesture script is a recording without a header.
    public struct Header: Hashable, Sendable {
        /// The host kind (`track`, `pager`, `cardstack`, `homescreen`, or a front end's own word), or nil.
        public var component: String?
        /// The named preset of the host's settings (`trips`, `onboarding`, `loop`, `wallet`, …), or nil.
        public var preset: String?
        /// Explicit settings fields, in order; names may repeat.
        public var settings: [Setting]
        /// The surface's size at the start, in points (`x` the width, `y` the height), or nil.
        public var viewport: Vector?
        /// The surface's pixels per point, or nil.
        public var scale: Double?

        /// Creates a header.
        ///
        /// - Parameters:
        ///   - component: The host kind, a word.
        ///   - preset: The settings' preset, a word.
        ///   - settings: Explicit fields.
        ///   - viewport: The surface's size at the start.
        ///   - scale: Pixels per point.
        public init(
            component: String? = nil, preset: String? = nil, settings: [Setting] = [], viewport: Vector? = nil,
            scale: Double? = nil
        ) {
            self.component = component
            self.preset = preset
            self.settings = settings
            self.viewport = viewport
            self.scale = scale
        }

        /// The value of the first setting called `name`, or nil.
        ///
        /// - Parameter name: The setting's name.
        /// - Returns: Its value.
        /// - Complexity: O(settings).
        public func setting(_ name: String) -> String? {
            settings.first { $0.name == name }?.value
        }
    }
}
