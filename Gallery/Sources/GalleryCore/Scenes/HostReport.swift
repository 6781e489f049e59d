import Riffle

/// What a scene's ``Riffle/Pager`` reported, kept for the state JSON so replay tests see the adapter SwiftUI
/// ships: the last announcement, how many there were, and the data index of the last tapped item.
public struct HostReport: Sendable, Equatable {
    /// The last settle announcement ("Page 4 of 13"), if any.
    public private(set) var announcement: String?
    /// How many announcements the host made.
    public private(set) var announcements = 0
    /// The data index of the last item the host reported tapped, if any.
    public private(set) var tapped: Int?
    /// How many times the host reported coming near an end.
    public private(set) var nearEnds = 0
    /// A near-end report not yet acted on (``takeNearEnd()``).
    private var pendingNearEnd: TrackEnd?

    /// Creates an empty report.
    public init() {}

    /// Records a batch of outputs; returns the item tapped in this batch, if any.
    public mutating func record(_ outputs: [Pager.Event]) -> Int? {
        var tappedNow: Int?
        for output in outputs {
            switch output {
            case .announcement(let phrase):
                announcement = phrase.english
                announcements += 1
            case .itemTapped(let item):
                tapped = item
                tappedNow = item
            case .nearEnd(let end):
                nearEnds += 1
                pendingNearEnd = end
            }
        }
        return tappedNow
    }

    /// The end the host last reported coming near, once (nil when none since the last call).
    public mutating func takeNearEnd() -> TrackEnd? {
        defer { pendingNearEnd = nil }
        return pendingNearEnd
    }

    /// The report's fields for a scene's state object.
    public var fields: [(String, JSONValue)] {
        [
            ("announcement", announcement.map(JSONValue.string) ?? .null),
            ("announcements", .int(announcements)),
            ("tapped", tapped.map(JSONValue.int) ?? .null),
            ("nearEnds", .int(nearEnds)),
        ]
    }
}
