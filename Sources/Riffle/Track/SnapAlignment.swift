/// Where in the viewport a snapped item (or group of items) comes to rest.
///
/// The semantics are Embla Carousel's `align` option: the returned value is the distance from the viewport's
/// leading edge to the group's leading edge when the track rests on that snap.
public enum SnapAlignment: Hashable, Sendable, Codable {
    /// The group's leading edge at the viewport's leading edge.
    case leading
    /// The group centred in the viewport.
    case center
    /// The group's trailing edge at the viewport's trailing edge.
    case trailing
    /// The group's leading edge at `fraction × viewport length` from the leading edge (Embla's numeric `align`).
    case fraction(Double)
    /// A custom rule: `(viewport length, group length, snap index) → distance of the group's leading edge from
    /// the viewport's leading edge`, with an identity (see ``CustomRule``). Non-finite results are treated as 0,
    /// and results are clamped to ±`TrackLayout/maximumExtent`; snaps that a rule puts out of order are
    /// reordered by the layout (see ``TrackDiagnostic/unorderedSnaps(index:)``).
    case custom(CustomRule)

    /// A custom rule named `id` (see ``CustomRule``).
    ///
    /// ```swift
    /// let peek = SnapAlignment.custom(id: "peek-24") { viewport, group, _ in 24 }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The rule's identity: two rules with the same identifier must compute the same thing.
    ///   - rule: `(viewport length, group length, snap index) → distance of the group's leading edge from the
    ///     viewport's leading edge`.
    /// - Returns: The alignment.
    public static func custom(
        id: String,
        _ rule: @escaping @Sendable (_ viewportLength: Double, _ groupLength: Double, _ index: Int) -> Double
    ) -> SnapAlignment {
        .custom(CustomRule(id: id, rule))
    }

    /// The distance from the viewport's leading edge to the leading edge of a group of `groupLength` points.
    ///
    /// - Complexity: O(1), plus the cost of a custom rule.
    @inlinable
    public func offset(viewportLength: Double, groupLength: Double, index: Int) -> Double {
        let value: Double
        switch self {
        case .leading: value = 0
        case .center: value = (viewportLength - groupLength) / 2
        case .trailing: value = viewportLength - groupLength
        case .fraction(let fraction): value = viewportLength * fraction
        case .custom(let rule): value = rule.body(viewportLength, groupLength, index)
        }
        guard value.isFinite else { return 0 }
        return Swift.min(Swift.max(value, -TrackLayout.maximumExtent), TrackLayout.maximumExtent)
    }
}

extension SnapAlignment {
    /// A custom alignment rule with an identity, so configurations that hold one compare and hash by value.
    ///
    /// A closure has no equality, so the rule carries an identifier: two rules with the same identifier are
    /// equal, and the layout trusts that they compute the same thing (give a rule whose numbers change a new
    /// identifier, for example `"peek-\(inset)"`). This is what lets ``TrackLayout/Configuration`` and
    /// ``Track/Configuration`` synthesize `==`, so a host sees exactly which option changed. Its `body` is
    /// `(viewport length, group length, snap index) → leading-edge distance`; it encodes as its identifier alone,
    /// and decoding one throws (settings that hold one are recorded but not replayed).
    public typealias CustomRule = IdentifiedFunction<
        @Sendable (_ viewportLength: Double, _ groupLength: Double, _ index: Int) -> Double
    >
}
