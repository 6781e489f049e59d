/// An app's pages and dock of its own identifiers and the ``IconArrangement`` a ``HomeScreen`` takes, one to one,
/// so a view can be generic over the app's `Hashable` ids (a model's `UUID`) while the home screen keeps its
/// ``IconID``s.
///
/// The icons, pages then dock in reading order, are mapped by an ``IdentifierMap``: an identifier keeps its icon
/// for as long as it stays, wherever it moves; the arrangement has the app's pages and dock in the same shape.
///
/// ```swift
/// var map = IconIdentifierMap(pages: [[mail, maps]], dock: [phone])   // arrangement [["0", "1"]], dock ["2"]
/// map.arrangement = IconArrangement(pages: [["1"], ["0"]], dock: ["2"])  // a drop: the screen's new arrangement
/// map.pages                                                             // [[maps], [mail]]
/// ```
public struct IconIdentifierMap<ID: Hashable> {
    /// The app's pages, each its icons in reading order, as last handed over or taken back.
    public private(set) var pages: [[ID]]
    /// The app's dock, left to right, as last handed over or taken back.
    public private(set) var dock: [ID]
    /// The icons of the pages then the dock, mapped to keys.
    var identifiers: IdentifierMap<ID>

    /// Creates the map of an app's pages and dock.
    ///
    /// - Parameters:
    ///   - pages: The pages, each its icons in reading order.
    ///   - dock: The dock's icons, left to right.
    public init(pages: [[ID]], dock: [ID]) {
        self.pages = pages
        self.dock = dock
        identifiers = IdentifierMap(pages.flatMap { $0 } + dock)
    }

    /// The home screen's arrangement: ``pages`` and ``dock`` with each identifier's icon, in the same shape.
    ///
    /// A view binds the home screen's arrangement to it. Setting it takes the home screen's arrangement back
    /// (after a drop, an accessibility move, the end of edit mode): the identifiers its icons stand for become
    /// ``pages`` and ``dock``, and an icon no identifier holds any more (its identifier left meanwhile) is dropped.
    ///
    /// - Complexity: O(n) in the icons.
    public var arrangement: IconArrangement {
        get {
            var keys = identifiers.keys.makeIterator()
            let pageIcons = pages.map { page in page.compactMap { _ in keys.next().map { IconID(rawValue: $0) } } }
            return IconArrangement(
                pages: pageIcons, dock: dock.compactMap { _ in keys.next().map { IconID(rawValue: $0) } })
        }
        set {
            update(
                pages: newValue.pages.map { page in page.compactMap(id(for:)) },
                dock: newValue.dock.compactMap(id(for:)))
        }
    }

    /// Hands over the app's pages and dock: each identifier already held keeps its icon, each new one gets a fresh
    /// one, and the ones no longer there are forgotten.
    ///
    /// - Parameters:
    ///   - pages: The pages, each its icons in reading order.
    ///   - dock: The dock's icons, left to right. A repeated identifier maps to one icon, which the home screen
    ///     then repairs (keeping its first place) and writes back.
    /// - Complexity: O(n) in the icons.
    public mutating func update(pages: [[ID]], dock: [ID]) {
        self.pages = pages
        self.dock = dock
        identifiers.update(pages.flatMap { $0 } + dock)
    }

    /// The identifier of an icon, or nil when no held identifier has it.
    ///
    /// - Parameter icon: An icon of ``arrangement``.
    /// - Returns: Its identifier, or nil.
    /// - Complexity: O(1).
    public func id(for icon: IconID) -> ID? {
        identifiers.id(for: icon.rawValue)
    }
}

extension IconIdentifierMap: Sendable where ID: Sendable {}
extension IconIdentifierMap: Equatable {}
