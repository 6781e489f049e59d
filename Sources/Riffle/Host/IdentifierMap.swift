/// An app's own identifiers and the string keys a component takes (``CardStack``'s card ids), one to one, so a view
/// can be generic over the app's `Hashable` ids while the component keeps its strings.
///
/// Each identifier keeps its key for as long as it stays in the identifiers handed over (``update(_:)``), so a card
/// reordered or surrounded by new ones is the same card to the component; a new identifier gets a key no other
/// identifier had; an identifier that leaves is forgotten (and gets a new key if it comes back). A view maps once
/// per change of its data, in O(n), and looks single identifiers and keys up in O(1) per frame.
///
/// ```swift
/// var map = IdentifierMap([uuidA, uuidB])   // keys ["0", "1"]
/// map.update([uuidC, uuidA])                  // keys ["2", "0"]: uuidA kept its key, uuidB left
/// map.keys = ["0", "2", "1"]                  // ids [uuidA, uuidC]: "1" is no longer anyone's
/// ```
public struct IdentifierMap<ID: Hashable> {
    /// The identifiers as last handed over, in order.
    public private(set) var ids: [ID] = []
    /// The keys of ``ids``, in the same order (a repeated identifier repeats its key).
    ///
    /// A view binds the component's order to it. Setting it takes the component's order back (after a drop): the identifiers the keys stand for
    /// become ``ids``, in that order, and a key no identifier holds any more (its identifier left meanwhile) is
    /// dropped.
    public var keys: [String] {
        get { orderedKeys }
        set { update(ids(for: newValue)) }
    }
    /// The selected identifier, if any: a view keeps it in step with its selection binding.
    public var selection: ID?
    /// The key of ``selection``, as `key(for:)` gives it.
    ///
    /// A view binds the component's selection to it. Setting it selects the identifier the key stands for (nil for a key no identifier holds).
    public var selectedKey: String? {
        get { key(for: selection) }
        set { selection = newValue.flatMap(id(for:)) }
    }
    /// The keys, in order.
    var orderedKeys: [String] = []
    /// The key of each identifier in ``ids``.
    var keysByID: [ID: String] = [:]
    /// The identifier of each key in ``keys``.
    var idsByKey: [String: ID] = [:]
    /// The number the next new identifier's key is made of.
    var nextKey = 0

    /// The key that stands for an identifier the map does not hold: no identifier ever gets it, so a component
    /// handed it finds no such item (``CardStack`` then keeps its selection and the view writes it back).
    static var unknownKey: String { "" }

    /// Creates the map of `ids`.
    ///
    /// - Parameters:
    ///   - ids: The app's identifiers, in order.
    ///   - selection: The selected identifier, if any.
    public init(_ ids: [ID] = [], selection: ID? = nil) {
        self.selection = selection
        update(ids)
    }

    /// Hands over new identifiers: each one already held keeps its key, each new one gets a fresh key, and the ones
    /// no longer there are forgotten.
    ///
    /// - Parameter ids: The app's identifiers, in order; a repeated one maps to one key (the component judges the
    ///   repetition, as it would with its own strings).
    /// - Complexity: O(n).
    public mutating func update(_ ids: [ID]) {
        guard ids != self.ids else { return }
        var kept: [ID: String] = [:]
        kept.reserveCapacity(ids.count)
        var keys: [String] = []
        keys.reserveCapacity(ids.count)
        for id in ids {
            let key = kept[id] ?? keysByID[id] ?? makeKey()
            kept[id] = key
            keys.append(key)
        }
        keysByID = kept
        idsByKey = Dictionary(kept.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        self.ids = ids
        orderedKeys = keys
    }

    /// The key of `id`: nil for nil, `unknownKey` for an identifier the map does not hold.
    ///
    /// - Parameter id: An identifier, or nil.
    /// - Returns: Its key.
    /// - Complexity: O(1).
    func key(for id: ID?) -> String? {
        id.map { keysByID[$0] ?? Self.unknownKey }
    }

    /// The identifier of `key`, or nil when no held identifier has it.
    ///
    /// - Parameter key: A key.
    /// - Returns: Its identifier, or nil.
    /// - Complexity: O(1).
    public func id(for key: String) -> ID? {
        idsByKey[key]
    }

    /// The identifiers of `keys`, in order, without the keys no held identifier has.
    ///
    /// - Parameter keys: Keys, in order.
    /// - Returns: Their identifiers.
    /// - Complexity: O(n).
    func ids(for keys: [String]) -> [ID] {
        keys.compactMap { idsByKey[$0] }
    }

    /// A key no identifier has had.
    private mutating func makeKey() -> String {
        defer { nextKey += 1 }
        return String(nextKey)
    }
}

extension IdentifierMap: Sendable where ID: Sendable {}
extension IdentifierMap: Equatable {}
