extension Pager {
    /// Changes to a pager's settings in the order a view hierarchy writes them, outermost first, so that a view's
    /// modifiers can sit anywhere in the modifier chain and on a container of several pagers.
    ///
    /// SwiftUI's rule holds: **the innermost value wins.** Changes are applied in order, so a later change of a
    /// setting replaces an earlier change of the same setting, and changes of different settings add up. A view
    /// resolves its settings in one pass from the outside in: the settings it was made with, then the
    /// changes from its environment (outer modifiers first), then its own modifiers (last written wins, as a
    /// `Text`'s own `font(_:)` beats the environment's):
    ///
    /// ```swift
    /// let settings = own.applied(to: environment.applied(to: initial))
    /// ```
    ///
    /// A change that replaces every setting (a preset) therefore replaces the outer changes and keeps the inner
    /// ones.
    public struct SettingsChanges: Sendable {
        /// The changes, outermost first.
        var changes: [@Sendable (inout Settings) -> Void] = []

        /// Creates an empty list: settings come out as they went in.
        public init() {}

        /// Adds a change inside the ones already there: it wins over them for the settings it writes.
        ///
        /// - Parameter change: The change, for example `{ $0.configuration.snapPolicy = .projectedNormal }`.
        public mutating func append(_ change: @escaping @Sendable (inout Settings) -> Void) {
            changes.append(change)
        }

        /// The settings with every change applied, outermost first.
        ///
        /// - Parameter settings: The settings before the changes.
        /// - Returns: The changed settings.
        /// - Complexity: O(n) in the changes.
        public func applied(to settings: Settings) -> Settings {
            var result = settings
            for change in changes { change(&result) }
            return result
        }
    }
}
