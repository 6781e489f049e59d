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
    }

    /// What a view reads outside the frame it draws (see ``ViewState``).
    public var viewState: ViewState {
        ViewState(index: index, needsFrames: needsFrames, jumpCount: jumpCount, nextDeadline: nextDeadline)
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
    /// it with ``CrossAxisSizing/followsCurrentItem``; nil when the pager sizes every item itself.
    public var measuredAxes: (horizontal: Bool, vertical: Bool)? {
        let along: Bool
        if case .intrinsic = settings.itemLength { along = true } else { along = false }
        let across = settings.crossAxisSizing == .followsCurrentItem
        guard along || across else { return nil }
        return settings.configuration.axis == .horizontal
            ? (horizontal: along, vertical: across) : (horizontal: across, vertical: along)
    }

    /// The view's frame at `time` when it follows its items across the axis (`crossAxisLength(at:)`): the
    /// height of a horizontal pager or the width of a vertical one; nil for the other side, and both nil when the
    /// offered size stands.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The width and height to give the view, each nil when the offered one stands.
    public func followedFrame(at time: Double) -> (width: Double?, height: Double?) {
        let length = crossAxisLength(at: time)
        return settings.configuration.axis == .horizontal ? (nil, length) : (length, nil)
    }

    /// The axis an item's tilt turns about (``ItemPlacement/tilt``): the cross axis, `y` for a horizontal pager,
    /// `x` for a vertical one.
    public var tiltAxis: (x: Double, y: Double, z: Double) {
        settings.configuration.axis == .horizontal ? (x: 0, y: 1, z: 0) : (x: 1, y: 0, z: 0)
    }

    /// How long a jump cross-fades (``jumpCount``): 0.25 s, ease in and out, under Reduce Motion (the jump
    /// stands in for the motion); nil otherwise (a jump elsewhere is a data change and shows at once).
    ///
    /// - Parameter reduceMotion: Whether Reduce Motion is on.
    /// - Returns: The cross-fade's duration, or nil for none.
    public static func jumpFadeDuration(reduceMotion: Bool) -> Double? {
        reduceMotion ? 0.25 : nil
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
/// current item on screen (``command(forData:index:)``), one pass per change.
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
        withoutActuallyEscaping(identifier) { identifier in
            let id = { (offset: Int) in (0..<count).contains(offset) ? identifier(offset) : nil }
            return Signature(count: count, first: id(0), last: id(count - 1), currentMoved: id(index) != current)
        }
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
    public mutating func command(forData ids: [ID], index: Int) -> Pager.Command? {
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

    /// The identities after the pager's index moved, or nil when the current identifier is unchanged (nothing to
    /// store).
    ///
    /// - Parameters:
    ///   - index: The pager's index.
    ///   - identifier: The identifier at a data index, nil outside the data.
    /// - Returns: The new identities, or nil.
    public func following(index: Int, identifier: (Int) -> ID?) -> Self? {
        let shown = identifier(index)
        guard shown != current else { return nil }
        var next = self
        next.current = shown
        return next
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
