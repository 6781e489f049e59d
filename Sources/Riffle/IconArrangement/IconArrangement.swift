/// The arrangement of icons on a home screen: pages of icons in reading order, and the dock.
///
/// The value ``HomeScreen`` composes (as ``IconArrangement``), kept apart so it can be stored, validated and
/// edited (move, insert, remove, repair) without a screen.
///
/// A plain, `Codable` value the host persists: `{"pages": [["Mail", "Maps"], ["Notes"]], "dock": ["Phone"]}`.
/// A valid layout holds every icon once, no page over the page capacity and no more than the dock capacity in
/// the dock (``validate(pageCapacity:dockCapacity:)``). ``HomeScreen/init(layout:screenSize:configuration:time:)``
/// repairs an invalid one and reports what it changed.
public struct IconArrangement: Hashable, Sendable, Codable {
    /// The pages, each a list of icons in reading order (left to right, top to bottom).
    public var pages: [[IconID]]
    /// The dock's icons, left to right.
    public var dock: [IconID]

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - pages: The pages, each a list of icons in reading order.
    ///   - dock: The dock's icons, left to right.
    public init(pages: [[IconID]] = [[]], dock: [IconID] = []) {
        self.pages = pages
        self.dock = dock
    }

    /// Every icon in reading order: the pages, then the dock.
    ///
    /// - Complexity: O(n).
    public var icons: [IconID] {
        pages.flatMap { $0 } + dock
    }

    /// The number of icons (counting duplicates).
    ///
    /// - Complexity: O(pages).
    public var iconCount: Int {
        pages.reduce(dock.count) { $0 + $1.count }
    }

    /// Where an icon is (its first occurrence), or `nil` when the layout does not hold it.
    ///
    /// - Parameter id: An icon.
    /// - Returns: Its location.
    /// - Complexity: O(n).
    public func location(of id: IconID) -> IconLocation? {
        for (page, icons) in pages.enumerated() {
            if let index = icons.firstIndex(of: id) { return .page(page, index: index) }
        }
        if let index = dock.firstIndex(of: id) { return .dock(index: index) }
        return nil
    }

    /// The icon at a location, or `nil` when there is none.
    ///
    /// - Parameter location: A location.
    /// - Returns: The icon there.
    /// - Complexity: O(1).
    public func icon(at location: IconLocation) -> IconID? {
        switch location {
        case .page(let page, let index):
            guard pages.indices.contains(page), pages[page].indices.contains(index) else { return nil }
            return pages[page][index]
        case .dock(let index):
            return dock.indices.contains(index) ? dock[index] : nil
        }
    }

    /// The problems that make the layout invalid, in reading order; empty when it is valid.
    ///
    /// - Parameters:
    ///   - pageCapacity: The most icons on a page (``HomeScreen/Geometry/pageCapacity``), or `nil` not to
    ///     check pages.
    ///   - dockCapacity: The most icons in the dock. Default 4.
    /// - Returns: Every repeated icon (once per extra occurrence), every page over capacity, and the dock when
    ///   over capacity.
    /// - Complexity: O(n).
    public func validate(pageCapacity: Int? = nil, dockCapacity: Int = 4) -> [Problem] {
        var problems: [Problem] = []
        var seen = Set<IconID>()
        for id in icons where !seen.insert(id).inserted {
            problems.append(.duplicate(id))
        }
        if let capacity = pageCapacity {
            for (page, icons) in pages.enumerated() where icons.count > capacity {
                problems.append(.pageOverCapacity(page: page, count: icons.count, capacity: capacity))
            }
        }
        if dock.count > Swift.max(0, dockCapacity) {
            problems.append(.dockOverCapacity(count: dock.count, capacity: Swift.max(0, dockCapacity)))
        }
        return problems
    }
}
