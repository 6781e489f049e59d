/// Where an icon is in an ``IconArrangement``: a slot on a page, or a place in the dock.
public enum IconLocation: Hashable, Sendable, Codable {
    /// Slot `index` (reading order) of page `page`.
    case page(Int, index: Int)
    /// Place `index` (from the left) in the dock.
    case dock(index: Int)

    /// The page, or `nil` for the dock.
    public var page: Int? {
        if case .page(let page, _) = self { return page }
        return nil
    }

    /// The index on the page or in the dock.
    public var index: Int {
        switch self {
        case .page(_, let index), .dock(let index): return index
        }
    }

    /// Whether the location is in the dock.
    public var isInDock: Bool {
        if case .dock = self { return true }
        return false
    }
}
