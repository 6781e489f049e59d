/// The arrangement of icons on a home screen: pages of icons in reading order, and the dock.
///
/// The value a ``HomeScreen`` shows and edits (its ``HomeScreen/layout``), kept apart so it can be stored, validated
/// and edited (move, insert, remove, repair) without a screen.
///
/// A plain, `Codable` value the host persists: `{"pages": [["Mail", "Maps"], ["Notes"]], "dock": ["Phone"]}`.
/// A valid arrangement holds every icon once, no page over the page capacity and no more than the dock capacity in
/// the dock (``validate(pageCapacity:dockCapacity:)``). ``HomeScreen/init(layout:settings:)``
/// repairs an invalid one and reports what it changed.
public struct IconArrangement: Hashable, Sendable, Codable {
    /// The pages, each a list of icons in reading order (left to right, top to bottom).
    public var pages: [[IconID]]
    /// The dock's icons, left to right.
    public var dock: [IconID]

    /// Creates an arrangement.
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

    /// Where an icon is (its first occurrence), or `nil` when the arrangement does not hold it.
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

    /// The problems that make the arrangement invalid, in reading order; empty when it is valid.
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

extension IconArrangement {
    /// A reason an arrangement is invalid.
    public enum Problem: Hashable, Sendable, Error {
        /// The icon appears more than once (reported once per extra occurrence).
        case duplicate(IconID)
        /// The page holds more icons than a page can.
        case pageOverCapacity(page: Int, count: Int, capacity: Int)
        /// The dock holds more icons than it can.
        case dockOverCapacity(count: Int, capacity: Int)
    }

    /// Removes an icon (its first occurrence) and returns where it was; a page it leaves empty stays.
    ///
    /// - Parameter id: The icon.
    /// - Returns: Where it was, or nil when the arrangement does not hold it.
    /// - Complexity: O(n).
    @discardableResult
    public mutating func remove(_ id: IconID) -> IconLocation? {
        guard let location = location(of: id) else { return nil }
        switch location {
        case .page(let page, let index): pages[page].remove(at: index)
        case .dock(let index): dock.remove(at: index)
        }
        return location
    }

    /// Inserts an icon at a location, the index clamped to the icons there.
    ///
    /// Into the dock only when it has room. Onto a page (missing pages up to it are added): when the page is then
    /// over capacity its last icon moves to the front of the next page, and so on (a new page is added after the
    /// last when needed).
    ///
    /// - Parameters:
    ///   - id: The icon (not already in the arrangement).
    ///   - location: Where to insert it.
    ///   - pageCapacity: How many icons a page holds.
    ///   - dockCapacity: How many icons the dock holds.
    /// - Returns: Whether the icon was inserted (false: the dock is full, or the page index is negative).
    /// - Complexity: O(n).
    @discardableResult
    public mutating func insert(_ id: IconID, at location: IconLocation, pageCapacity: Int, dockCapacity: Int)
        -> Bool
    {
        switch location {
        case .dock(let index):
            guard dock.count < dockCapacity else { return false }
            dock.insert(id, at: Swift.min(Swift.max(index, 0), dock.count))
            return true
        case .page(let page, let index):
            guard page >= 0 else { return false }
            while pages.count <= page { pages.append([]) }
            pages[page].insert(id, at: Swift.min(Swift.max(index, 0), pages[page].count))
            cascade(from: page, capacity: pageCapacity)
            return true
        }
    }

    /// Moves an icon to a location.
    ///
    /// The icon is removed from where it is and inserted there (the index clamped, a full page cascading onto the
    /// next ones). Nothing changes when the icon is unknown or the destination refuses it (a full dock, a negative
    /// page).
    ///
    /// ```swift
    /// var arrangement = IconArrangement(pages: [["Mail", "Maps", "Notes"]], dock: ["Phone"])
    /// arrangement.move("Notes", to: .dock(index: 0), pageCapacity: 24, dockCapacity: 4)
    /// // pages [["Mail", "Maps"]], dock ["Notes", "Phone"]
    /// ```
    ///
    /// - Parameters:
    ///   - id: The icon.
    ///   - location: The destination.
    ///   - pageCapacity: How many icons a page holds.
    ///   - dockCapacity: How many icons the dock holds.
    /// - Returns: Whether the icon moved.
    /// - Complexity: O(n).
    @discardableResult
    public mutating func move(_ id: IconID, to location: IconLocation, pageCapacity: Int, dockCapacity: Int) -> Bool {
        var moved = self
        guard moved.remove(id) != nil,
            moved.insert(id, at: location, pageCapacity: pageCapacity, dockCapacity: dockCapacity)
        else { return false }
        self = moved
        return true
    }

    /// Pushes the overflow of page `page` onto the following pages, one icon at a time.
    mutating func cascade(from page: Int, capacity: Int) {
        let capacity = Swift.max(1, capacity)
        var current = page
        while current < pages.count, pages[current].count > capacity {
            if current + 1 == pages.count { pages.append([]) }
            let overflow = pages[current].count - capacity
            let moved = pages[current].suffix(overflow)
            pages[current].removeLast(overflow)
            pages[current + 1].insert(contentsOf: moved, at: 0)
            current += 1
        }
    }

    /// The arrangement without its empty pages (one empty page stays when every page is empty), and for each old page
    /// the index of the page that now shows it (an empty page maps to the page before it, or 0).
    ///
    /// - Complexity: O(pages).
    func removingEmptyPages() -> (layout: IconArrangement, pageMap: [Int]) {
        var result = self
        result.pages = pages.filter { !$0.isEmpty }
        if result.pages.isEmpty { result.pages = [[]] }
        var map: [Int] = []
        var kept = 0
        for icons in pages {
            if !icons.isEmpty { kept += 1 }
            map.append(Swift.max(0, kept - 1))
        }
        return (result, map)
    }

    /// The arrangement made valid: duplicates removed (the first occurrence in reading order stays), dock icons beyond
    /// the capacity moved to the end of the last page, pages over capacity cascaded onto the following pages,
    /// and, unless `keepingEmptyPages`, empty pages removed.
    ///
    /// There is always at least one page.
    ///
    /// - Parameters:
    ///   - pageCapacity: How many icons a page holds.
    ///   - dockCapacity: How many icons the dock holds.
    ///   - keepingEmptyPages: Whether empty pages stay (edit mode keeps them).
    /// - Returns: The valid arrangement and the problems of the original one
    ///   (``validate(pageCapacity:dockCapacity:)``).
    /// - Complexity: O(n).
    func repaired(pageCapacity: Int, dockCapacity: Int, keepingEmptyPages: Bool = false)
        -> (layout: IconArrangement, problems: [Problem])
    {
        let problems = validate(pageCapacity: pageCapacity, dockCapacity: dockCapacity)
        var seen = Set<IconID>()
        var result = IconArrangement(
            pages: pages.map { $0.filter { seen.insert($0).inserted } },
            dock: dock.filter { seen.insert($0).inserted })
        if result.pages.isEmpty { result.pages = [[]] }
        let dockCapacity = Swift.max(0, dockCapacity)
        if result.dock.count > dockCapacity {
            let extra = result.dock.suffix(result.dock.count - dockCapacity)
            result.dock.removeLast(extra.count)
            result.pages[result.pages.count - 1].append(contentsOf: extra)
        }
        if !keepingEmptyPages { result = result.removingEmptyPages().layout }
        // A cascade leaves every page it reaches within capacity, the pages it adds included.
        for page in result.pages.indices { result.cascade(from: page, capacity: pageCapacity) }
        return (result, problems)
    }

    /// Every icon's location (its first occurrence) and its place in reading order (the pages, then the dock),
    /// for looking many up at once.
    ///
    /// - Complexity: O(n).
    var places: [IconID: (location: IconLocation, order: Int)] {
        var result: [IconID: (location: IconLocation, order: Int)] = [:]
        for (page, icons) in pages.enumerated() {
            for (index, id) in icons.enumerated() where result[id] == nil {
                result[id] = (.page(page, index: index), result.count)
            }
        }
        for (index, id) in dock.enumerated() where result[id] == nil {
            result[id] = (.dock(index: index), result.count)
        }
        return result
    }
}

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
}
