extension TrackLayout {
    /// The diagnostics a layout would report, without keeping the layout: no items, an invalid viewport, invalid
    /// or unordered spans, an impossible loop, a group size that does not divide the count, invalid insets.
    ///
    /// An empty result means the configuration works as asked. Zero and one item are valid tracks (nothing to
    /// drag), but zero items is still reported so a host can show an empty state.
    ///
    /// - Parameters:
    ///   - viewportLength: The viewport's length along the axis, in points.
    ///   - items: The items' extents.
    ///   - configuration: The layout configuration.
    /// - Returns: The diagnostics, in the order they were found.
    /// - Complexity: O(n).
    public static func validate(
        viewportLength: Double, items: TrackItems, configuration: Configuration = Configuration()
    ) -> [TrackDiagnostic] {
        TrackLayout(viewportLength: viewportLength, items: items, configuration: configuration).diagnostics
    }
}

extension Track {
    /// The diagnostics of the current layout (see ``TrackLayout/validate(viewportLength:items:configuration:)``).
    public var diagnostics: [TrackDiagnostic] { layout.diagnostics }
}
