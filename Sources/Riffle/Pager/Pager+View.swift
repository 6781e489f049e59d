// What a carousel view used to decide for itself, decided here so that a Linux test reaches it: what to send on
// appearing, which keys page, what to write to the index binding, when a frame's advance is worth storing, how items
// are sized and tilted, how a jump is shown under Reduce Motion.

extension Pager {
    /// What a view reads from the pager outside the frame it draws: when it changes (or the advance reports
    /// events), a view that draws each frame from an advanced copy stores the advanced pager
    /// (``ComponentHost/advanced(to:changing:)``); a frame that only moves items changes none of it.
    public struct ViewState: Hashable, Sendable {
        /// The data index (the binding's value).
        var index: Int
        /// Whether frames are needed.
        var needsFrames: Bool
        /// The jump count (a cross-fade).
        var jumpCount: Int
        /// The next deadline (autoplay).
        var nextDeadline: Double?
        /// What the pager is doing (a view's phase callback).
        var phase: Track.Phase
    }

    /// What a view reads outside the frame it draws (see ``ViewState``).
    public var viewState: ViewState {
        ViewState(
            index: index, needsFrames: needsFrames, jumpCount: jumpCount, nextDeadline: nextDeadline, phase: phase)
    }

    /// The commands a view sends when it appears (every time it does, in this order): the settings, the data and
    /// the size, each only when it changes something (the pager was created with the data; a view that appears
    /// again with the same data, settings and size sends nothing).
    ///
    /// - Parameters:
    ///   - settings: The view's settings.
    ///   - itemCount: The data's count.
    ///   - index: The index binding's value.
    ///   - width: The view's width.
    ///   - height: The view's height.
    /// - Returns: The commands, in order.
    public func commands(
        appearingWith settings: Settings, itemCount: Int, index: Int, width: Double, height: Double
    ) -> [Command] {
        var commands: [Command] = []
        if !settings.isSameSettings(as: self.settings) { commands.append(.settings(settings)) }
        if Swift.max(itemCount, 0) != self.itemCount || index != self.index {
            commands.append(.items(count: itemCount, selecting: index))
        }
        if track == nil || Vector(x: width, y: height) != viewport {
            commands.append(.viewport(width: width, height: height))
        }
        return commands
    }

    /// The line a recording writes for `command` when not its typed words: a viewport is a `viewport` line, which
    /// a recording also carries in its header (the first one).
    ///
    /// - Parameter command: The command.
    /// - Returns: The line, or nil for the command's typed words.
    public static func recordedLine(for command: Command) -> Recording.Event? {
        guard case .viewport(let width, let height) = command else { return nil }
        return .viewport(Vector(x: width, y: height))
    }

    /// The command for a new value of the view's index binding: ``Command/select(index:animated:)``, animated
    /// only when the update that set the binding animates (`BindingTransaction/animates`: `withAnimation`, a
    /// binding's `animation(_:)`), a jump otherwise (restoring state, a deep link); nil for the value the pager
    /// shows already (the binding's echo of the pager's own write).
    ///
    /// - Parameters:
    ///   - index: The binding's new value.
    ///   - transaction: How the update that set it asked for it to be shown.
    /// - Returns: The command, or nil.
    public func command(forIndexBinding index: Int, transaction: BindingTransaction) -> Command? {
        index == self.index ? nil : .select(index: index, animated: transaction.animates)
    }

    /// The value to write to the view's index binding so it shows ``index``, or nil when it does already.
    ///
    /// - Parameter binding: The binding's value.
    /// - Returns: The index to write, or nil.
    public func indexToWrite(over binding: Int) -> Int? {
        binding == index ? nil : index
    }

    /// The command for an arrow key or a remote's move: ``Command/move(_:)`` along the axis; nil across it, so
    /// the key goes on to the next view that wants it (focus can leave).
    ///
    /// - Parameter direction: The key's direction.
    /// - Returns: The command, or nil.
    public func command(for direction: MoveDirection) -> Command? {
        direction.pageStep(along: settings.configuration.axis, rightToLeft: false) == nil ? nil : .move(direction)
    }

    /// Which axes of an item's view take the item's ideal size and report it with
    /// ``Command/measure(index:width:height:)``: along the axis with ``ItemSizing/intrinsic(estimated:)``, across
    /// it with ``CrossAxisSizing/followsCurrentItem`` and with intrinsic items that no ``Settings/crossLength``
    /// sizes (their size across is the pager's, see ``size(fitting:)``); nil when the pager sizes every item
    /// itself.
    public var measuredAxes: (horizontal: Bool, vertical: Bool)? {
        let along: Bool
        if case .intrinsic = settings.itemLength { along = true } else { along = false }
        let across = settings.crossAxisSizing == .followsCurrentItem || (along && settings.crossLength == nil)
        guard along || across else { return nil }
        return settings.configuration.axis == .horizontal
            ? (horizontal: along, vertical: across) : (horizontal: across, vertical: along)
    }

    /// The axis an item's tilt turns about (``ItemPlacement/tilt``): the cross axis, `y` for a horizontal pager,
    /// `x` for a vertical one.
    public var tiltAxis: (x: Double, y: Double, z: Double) {
        settings.configuration.axis == .horizontal ? (x: 0, y: 1, z: 0) : (x: 1, y: 0, z: 0)
    }
}

extension ComponentHost where Component == Pager {
    /// The placements at `time` of the items a view's data still holds: for one update the data may already be
    /// shorter than the pager's items (the data change reaches the pager after the view's body).
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - count: The data's count.
    /// - Returns: The placements of items `0..<count`, in the view's coordinates.
    public func placements(at time: Double, within count: Int) -> [ItemPlacement] {
        var result: [ItemPlacement] = []
        forEachPlacement(at: time) { if $0.index < count { result.append($0) } }
        return result
    }
}

/// The identities of a pager's data as a view hands them over: enough to notice in O(1) per update that the data
/// changed (``signature(count:index:identifier:)``), and to turn a change into the one command that keeps the
/// current item on screen (`command(forData:index:)`), one pass per change.
public struct PagerData<ID: Hashable> {
    /// The identifiers as of the latest change (nil before the first).
    var known: [ID]?
    /// The identifier of the item at the pager's index, kept in step with it.
    var current: ID?

    /// Creates the identities of data not yet handed over.
    public init() {}

    /// A data's signature in O(1).
    ///
    /// The count, the first and last identifiers, and whether the item at the pager's index is still the one
    /// shown. Scrolling does not change it; a change that keeps all of it (an item replaced elsewhere) needs no
    /// command.
    public struct Signature: Hashable {
        /// The number of elements.
        var count: Int
        /// The first element's identifier.
        var first: ID?
        /// The last element's identifier.
        var last: ID?
        /// Whether the element at the pager's index is no longer the one shown.
        var currentMoved: Bool
    }

    /// The data's signature.
    ///
    /// - Parameters:
    ///   - count: The data's count.
    ///   - index: The pager's index.
    ///   - identifier: The identifier of the element at a data index (called only inside `0..<count`).
    /// - Returns: The signature.
    public func signature(count: Int, index: Int, identifier: (Int) -> ID) -> Signature {
        func id(_ offset: Int) -> ID? { (0..<count).contains(offset) ? identifier(offset) : nil }
        return Signature(count: count, first: id(0), last: id(count - 1), currentMoved: id(index) != current)
    }

    /// The command that hands new data to the pager, keeping the current item on screen: one insertion, removal
    /// or move as ``Pager/Command/change(_:)`` (the finger's hold and the running motion are kept), any other
    /// change as ``Pager/Command/items(count:selecting:)`` selecting the current item's new index; nil when the
    /// identifiers are those already handed over (the signature's echo once ``following(index:identifier:)`` has
    /// caught up), so one edit is one command.
    ///
    /// - Parameters:
    ///   - ids: The data's identifiers.
    ///   - index: The pager's index.
    /// - Returns: The command, or nil.
    /// - Complexity: O(n).
    mutating func command(forData ids: [ID], index: Int) -> Pager.Command? {
        guard var old = known else {
            known = ids
            return .items(count: ids.count, selecting: index)
        }
        // Only the current entry and its neighbours matter; an unnoticed change elsewhere may have left others
        // stale, so the current one is taken as it really was.
        if let current, old.indices.contains(index) { old[index] = current }
        known = ids
        guard old != ids else { return nil }
        if let change = ItemChange.between(old, ids) { return .change(change) }
        return .items(count: ids.count, selecting: IndexRelocation.index(following: index, from: old, to: ids))
    }

    /// `command(forData:index:)` for a view that watches the data's ``Signature``: nil without calling
    /// `identifiers` when the signature only shows the identities catching up with the last handover (SwiftUI
    /// calls `onChange` again once the pager's index has moved), so one edit maps the data once and sends one
    /// command.
    ///
    /// - Parameters:
    ///   - signature: The data's signature as the view saw it change.
    ///   - index: The pager's index.
    ///   - identifiers: The data's identifiers, called at most once.
    /// - Returns: The command, or nil.
    /// - Complexity: O(1) for the echo; O(n) for a change.
    public mutating func command(for signature: Signature, index: Int, identifiers: () -> [ID]) -> Pager.Command? {
        if let known, !signature.currentMoved, signature.count == known.count, signature.first == known.first,
            signature.last == known.last
        {
            return nil
        }
        return command(forData: identifiers(), index: index)
    }

    /// The identity of the view that draws a placement: the element's identifier, the copy (a short loop repeats
    /// its items) and whether it is the frame a cross-fade leaves; never the data index, so an item's view (its
    /// state, a loading image, a playing video) stays with it when items are inserted or removed before it.
    public struct Key: Hashable {
        /// The element's identifier.
        var id: ID
        /// The copy (``ItemPlacement/copy``).
        var copy: Int
        /// Whether it is the outgoing frame of a cross-fade (``ItemPlacement/isOutgoing``).
        var isOutgoing: Bool
    }

    /// The key of the view that draws `placement`, whose element has identifier `id`.
    ///
    /// - Parameters:
    ///   - placement: The placement.
    ///   - id: The identifier of the element at ``ItemPlacement/index``.
    /// - Returns: The key.
    public static func key(of placement: ItemPlacement, id: ID) -> Key {
        Key(id: id, copy: placement.copy, isOutgoing: placement.isOutgoing)
    }

    /// The data index of the element with identifier `id` in the data last handed over, or nil when `id` is nil
    /// or not in the data.
    ///
    /// - Parameter id: An identifier.
    /// - Returns: The index, or nil.
    /// - Complexity: O(n).
    public func index(of id: ID?) -> Int? {
        guard let id else { return nil }
        return known?.firstIndex(of: id)
    }

    /// The command for a new value of a view's selection binding (selection by the data's identity):
    /// ``Pager/Command/select(index:animated:)`` of the element with that identifier, animated as the update says
    /// (`BindingTransaction/animates`); nil for the item shown already, for nil, and for an identifier the data
    /// does not hold (``selectionToWrite(over:)`` then puts the shown item's identifier back).
    ///
    /// - Parameters:
    ///   - id: The binding's new value.
    ///   - transaction: How the update that set it asked for it to be shown.
    /// - Returns: The command, or nil.
    public func command(forSelection id: ID?, transaction: BindingTransaction) -> Pager.Command? {
        guard id != current, let index = index(of: id) else { return nil }
        return .select(index: index, animated: transaction.animates)
    }

    /// The value to write to a view's selection binding so it holds the shown item's identifier (nil only for
    /// empty data), or nil when it does already: an identifier that is not in the data, nil, or a removed item's
    /// identifier is replaced by the one shown.
    ///
    /// - Parameter selection: The binding's value.
    /// - Returns: `.some(value)` to write, or nil to write nothing.
    public func selectionToWrite(over selection: ID?) -> ID?? {
        selection == current ? nil : .some(current)
    }

    /// The identities after the pager's index moved, or nil when the current identifier is unchanged (nothing to
    /// store).
    ///
    /// - Parameters:
    ///   - index: The pager's index.
    ///   - identifier: The identifier at a data index, nil outside the data.
    /// - Returns: The new identities, or nil.
    public func following(index: Int, identifier: (Int) -> ID?) -> Self? {
        var next = self
        next.current = identifier(index)
        return next.current == current ? nil : next
    }

    /// The identities of the data a view starts with.
    ///
    /// - Parameters:
    ///   - ids: The data's identifiers.
    ///   - index: The pager's index.
    /// - Returns: The identities.
    public static func starting(with ids: [ID], index: Int) -> Self {
        var data = Self()
        data.known = ids
        data.current = ids.indices.contains(index) ? ids[index] : nil
        return data
    }
}

extension PagerData: Sendable where ID: Sendable {}
extension PagerData: Equatable {}
