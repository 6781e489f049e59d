/// Decides, once per pointer, which of several components on one surface receives a pointer's events: the one
/// place where "who owns this press" is answered.
///
/// When a pointer goes down, the host names the candidates under it, front-most first (a button over a card over
/// the pages). The first candidate owns the pointer and receives its whole sequence (`down`, every `move`, the
/// `up` or `cancel`), wherever the pointer goes, until the sequence ends; the others receive nothing. A component
/// that finds the press is not for it (a button whose press became a drag) calls `reject(pointer:at:deliver:)`:
/// it receives a `cancel`, and the next candidate receives the sequence from its `down` (replayed at the original
/// place and time) to the latest sample, so it continues exactly as if it had owned the pointer from the start.
/// `accept(pointer:)` makes the owner final, so later rejections are refused. This is the role of Flutter's
/// gesture arena (`arena.dart`: members join per pointer, the first to accept or the last not to reject wins),
/// reduced to one owner at a time so components need no speculative state.
///
/// ```swift
/// enum Part: Hashable, Sendable { case dots, pages }
/// var arena = PointerArena<Part>()
/// let down = PointerEvent(id: 1, phase: .down, location: Point(x: 195, y: 800), timestamp: 0)
/// arena.route(down, candidates: { _ in [.dots, .pages] }) { part, event in
///     print(part, event.phase)   // dots down
/// }
/// ```
///
/// Rules for bad or lost input: a `down`, `move` or `up` with an unusable location or timestamp (see
/// `PointerEvent/hasUsableLocation`), or earlier than its sequence's latest event, is dropped without effect (it
/// neither names candidates nor ends a sequence); a `down` of a pointer that is still owned (its `up` was lost) first cancels the
/// old sequence at its owner; `move`, `up` and `cancel` of a pointer nobody owns are dropped; a pointer whose
/// candidates are empty, or that goes down while `maximumPointers` are owned, is owned by nobody. `cancelAll(at:deliver:)` ends every sequence (the surface goes
/// away, or switches content).
///
/// - Complexity: Routing is O(p) in the number of pointers down (a handful); a rejection replays at most two
///   events.
public struct PointerArena<Target: Hashable & Sendable>: Sendable {
    /// One pointer's sequence: its candidates, who owns it now, and what to replay to the next owner.
    struct Entry: Sendable {
        /// The pointer's identifier.
        var pointer: Int
        /// The candidates named at the `down`, front-most first.
        var candidates: [Target]
        /// The index of the current owner in ``candidates``.
        var owner: Int
        /// Whether the owner accepted (it can no longer reject).
        var isAccepted: Bool
        /// The `down` that began the sequence.
        var down: PointerEvent
        /// The latest `move`, if any.
        var latest: PointerEvent?
    }

    /// The sequences in progress.
    var entries: [Entry] = []
    /// How many pointers may be owned at once; the `down` of one more is dropped.
    let maximumPointers: Int

    /// Creates an empty arena.
    ///
    /// - Parameter maximumPointers: How many pointers may be owned at once (default: no limit). A surface whose
    ///   components follow one pointer at a time passes 1: a second finger's sequence is then dropped whole, as
    ///   ``GestureRecognizer`` drops it. Values below 1 count as 1.
    public init(maximumPointers: Int = .max) {
        self.maximumPointers = Swift.max(1, maximumPointers)
    }

    /// The component that owns `pointer` now, or nil when nobody does.
    ///
    /// - Parameter pointer: A pointer identifier.
    func owner(of pointer: Int) -> Target? {
        guard let entry = entries.first(where: { $0.pointer == pointer }) else { return nil }
        return entry.candidates[entry.owner]
    }

    /// Whether any pointer's sequence is in progress (a host that follows one pointer at a time names no
    /// candidates for a second one).
    var isTracking: Bool { !entries.isEmpty }

    /// Routes one pointer event to the component that owns its pointer.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - candidates: For a `down`, the components under the pointer, front-most first (called once per `down`).
    ///   - deliver: Receives each event with the component it is for, in order (a lost sequence's `cancel`, then
    ///     the event).
    public mutating func route(
        _ event: PointerEvent, candidates: (Point) -> [Target], deliver: (Target, PointerEvent) -> Void
    ) {
        let index = entries.firstIndex { $0.pointer == event.id }
        if event.phase != .cancel {
            // Unusable input decides nothing and ends nothing: it is dropped here, as the recognizers drop it.
            guard event.hasUsableLocation, event.hasUsableTimestamp else { return }
            if let index, event.timestamp < entries[index].lastTimestamp { return }
        }
        switch event.phase {
        case .down:
            if let index {
                // The previous sequence of this pointer never ended: end it where it was.
                let lost = entries.remove(at: index)
                deliver(lost.candidates[lost.owner], lost.cancel(at: event.timestamp))
            }
            guard entries.count < maximumPointers else { return }
            let named = candidates(event.location)
            guard let first = named.first else { return }
            entries.append(
                Entry(pointer: event.id, candidates: named, owner: 0, isAccepted: false, down: event, latest: nil))
            deliver(first, event)
        case .move:
            guard let index else { return }
            entries[index].latest = event
            deliver(entries[index].candidates[entries[index].owner], event)
        case .up, .cancel:
            guard let index else { return }
            let entry = entries.remove(at: index)
            deliver(entry.candidates[entry.owner], event)
        }
    }

    /// Makes the current owner of `pointer` final: a later ``reject(pointer:at:deliver:)`` is refused.
    ///
    /// - Parameter pointer: A pointer identifier.
    mutating func accept(pointer: Int) {
        guard let index = entries.firstIndex(where: { $0.pointer == pointer }) else { return }
        entries[index].isAccepted = true
    }

    /// The owner of `pointer` gives it up: it receives a `cancel`, and the next candidate receives the sequence
    /// so far (the `down`, then the latest `move`), and everything after.
    ///
    /// - Parameters:
    ///   - pointer: A pointer identifier.
    ///   - time: The time of the rejection, in seconds (the `cancel`'s timestamp).
    ///   - deliver: Receives the cancel and the replayed events.
    /// - Returns: Whether the pointer changed owner (false when it is not owned, its owner accepted, or no
    ///   candidate is left, in which case the owner keeps it).
    @discardableResult
    mutating func reject(pointer: Int, at time: Double, deliver: (Target, PointerEvent) -> Void) -> Bool {
        guard let index = entries.firstIndex(where: { $0.pointer == pointer }) else { return false }
        var entry = entries[index]
        guard !entry.isAccepted, entry.owner + 1 < entry.candidates.count else { return false }
        deliver(entry.candidates[entry.owner], entry.cancel(at: time))
        entry.owner += 1
        let next = entry.candidates[entry.owner]
        deliver(next, entry.down)
        if let latest = entry.latest { deliver(next, latest) }
        entries[index] = entry
        return true
    }

    /// Returns the arena and leaves an empty one with the same `maximumPointers` in its place.
    ///
    /// A component that owns its arena and is changed by the deliveries (a `mutating` method routing to its own
    /// parts) takes the arena out, routes, and puts it back, so that its storage is moved rather than copied on
    /// every event: `var arena = self.arena.takeOut(); arena.route(…) { … }; self.arena = arena`.
    ///
    /// - Returns: The arena as it was.
    /// - Complexity: O(1), no allocation.
    mutating func takeOut() -> PointerArena {
        var taken = PointerArena(maximumPointers: maximumPointers)
        swap(&taken, &self)
        return taken
    }

    /// Ends every sequence: each owner receives a `cancel` at `time`.
    ///
    /// - Parameters:
    ///   - time: The time, in seconds.
    ///   - deliver: Receives the cancels.
    mutating func cancelAll(at time: Double, deliver: (Target, PointerEvent) -> Void) {
        let ended = entries
        entries.removeAll(keepingCapacity: true)
        for entry in ended { deliver(entry.candidates[entry.owner], entry.cancel(at: time)) }
    }
}

extension PointerArena.Entry {
    /// The timestamp of the sequence's latest event.
    var lastTimestamp: Double { (latest ?? down).timestamp }

    /// A `cancel` of this pointer at its latest location, at `time` (or the latest event's time when `time` is
    /// not usable).
    func cancel(at time: Double) -> PointerEvent {
        let last = latest ?? down
        let stamp = time.isFinite && time >= last.timestamp ? time : last.timestamp
        return PointerEvent(id: pointer, phase: .cancel, location: last.location, timestamp: stamp)
    }
}
