extension CardStackHost {
    /// Sets the viewport's size (the view's size, from a geometry reader).
    ///
    /// The first usable size creates the stack, fitted to it, on ``order`` with ``selection`` selected, and starts
    /// seed 004's entrance when ``Settings/playsEntrance`` is on. Later sizes fit the running stack again
    /// (``CardStack/setConfiguration(_:at:)``: the cards move to their new places). A size with a zero, negative or
    /// non-finite width or height is ignored (views pass through empty sizes during transitions).
    ///
    /// - Parameters:
    ///   - width: The viewport's width, in points.
    ///   - height: The viewport's height, in points.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n) in the number of cards.
    public mutating func setViewport(width: Double, height: Double, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return [] }
        let size = Vector(x: Swift.min(width, 1e6), y: Swift.min(height, 1e6))
        guard size != viewport || stack == nil else { return [] }
        viewport = size
        let fitted = settings.configuration(forViewport: size)
        guard var current = stack else {
            let now = time.isFinite ? time : 0
            var created = CardStack(ids: order, configuration: fitted, time: now)
            if settings.playsEntrance { created.playEntrance(at: now) }
            if let selection { created.select(selection, at: now) }
            stack = created
            mirroredOrderRevision = nil
            return collect()
        }
        current.setConfiguration(fitted, at: time)
        stack = current
        return collect()
    }

    /// Applies new settings (from the view's modifiers, adapted to the environment with
    /// ``Settings/adapted(reduceMotion:rightToLeft:)``): the running stack gets the new configuration fitted to
    /// the viewport, and the cards move to their new places.
    ///
    /// ``Settings/playsEntrance`` matters only before the stack exists. Settings equal to the current ones, or
    /// differing only by NaNs in the same places, change nothing.
    ///
    /// - Parameters:
    ///   - newSettings: The settings.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n) in the number of cards.
    public mutating func apply(_ newSettings: Settings, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard !HostComparison.same(newSettings, settings) else { return [] }
        settings = newSettings
        guard var current = stack else { return [] }
        let fitted = newSettings.configuration(forViewport: viewport)
        if fitted != current.configuration { current.setConfiguration(fitted, at: time) }
        stack = current
        return collect()
    }

    /// Shows the order `ids`: the view's order binding changed from outside.
    ///
    /// The same order as ``order`` does nothing, so the echo of a binding the host itself updated is free.
    /// Otherwise the cards missing from `ids` are removed (``CardStack/remove(_:at:)``; removing the selected card
    /// deselects it), the new ones inserted at their places, entering from the leading edge
    /// (``CardStack/insert(_:at:time:)``), and the rest put in the new order (``CardStack/setOrder(_:at:)``); every
    /// other card springs to its new slot. None of this is reported as ``Output/moved(id:from:to:)``: the view
    /// made the change.
    ///
    /// - Parameters:
    ///   - ids: The new order.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Throws: ``CardStack/ChangeError/duplicateID(_:)`` when `ids` holds an identifier twice; nothing changes,
    ///   and a view writes ``order`` back to its binding (the order on screen).
    /// - Complexity: O(n) expected (hashing).
    public mutating func setOrder(_ ids: [String], at time: Double) throws(CardStack.ChangeError) -> [Output] {
        defer { _checkInvariants() }
        guard ids != order else { return [] }
        var wanted = Set<String>()
        wanted.reserveCapacity(ids.count)
        for id in ids where !wanted.insert(id).inserted { throw .duplicateID(id) }
        guard var current = stack else {
            order = ids
            if let selection, !wanted.contains(selection) { self.selection = nil }
            if let historyID, !wanted.contains(historyID) { self.historyID = self.selection }
            return []
        }
        for id in order where !wanted.contains(id) {
            do throws(CardStack.ChangeError) {
                try current.remove(id, at: time)
            } catch {
                _riffleInvariant(false, "a card of the order is in the stack: \(error)")
            }
        }
        let present = Set(current.ids)
        for (index, id) in ids.enumerated() where !present.contains(id) {
            do throws(CardStack.ChangeError) {
                try current.insert(id, at: index, time: time)
            } catch {
                _riffleInvariant(false, "a new card is not in the stack: \(error)")
            }
        }
        do throws(CardStack.ChangeError) {
            try current.setOrder(ids, at: time)
        } catch {
            _riffleInvariant(false, "the stack holds exactly the new cards: \(error)")
        }
        stack = current
        return collect()
    }

    /// Selects a card, or deselects with nil: the view's selection binding changed from outside.
    ///
    /// The same selection as ``selection`` does nothing. A card the stack cannot select (an unknown identifier,
    /// or any card while one is lifted: the finger wins) leaves ``selection`` as it was, and a view writes it back
    /// to its binding.
    ///
    /// - Parameters:
    ///   - id: The card to select, or nil.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n).
    public mutating func select(_ id: String?, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard id != selection else { return [] }
        guard stack != nil else {
            if let id, !order.contains(id) { return [] }
            selection = id
            historyID = id
            return []
        }
        // Mutated in place (optional chaining), so the stack's storage is not copied per command.
        if let id {
            stack?.select(id, at: time)
        } else {
            stack?.deselect(at: time)
        }
        return collect()
    }

    /// Advances the stack to a frame's time: a pending long press fires, the motions run, a held card
    /// auto-scrolls.
    ///
    /// - Parameter time: The frame's time, in seconds (earlier times change nothing).
    /// - Returns: What the view must act on.
    /// - Complexity: O(n).
    public mutating func advance(to time: Double) -> [Output] {
        defer { _checkInvariants() }
        stack?.advance(to: time)
        return collect()
    }

    /// Scrolls the stack to `offset` points (clamped into its scroll range): a mouse wheel or trackpad over the
    /// cards.
    ///
    /// - Parameters:
    ///   - offset: The wanted scroll offset, in points (non-finite offsets do nothing).
    ///   - animated: Whether to spring there.
    ///   - time: The time of the request, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1).
    public mutating func scroll(to offset: Double, animated: Bool, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard offset.isFinite else { return [] }
        stack?.scroll(to: offset, animated: animated, at: time)
        return collect()
    }

    /// Plays the seed's staggered entrance now (for a view that starts it itself, with
    /// ``Settings/playsEntrance`` false: when it first appears rather than when the stack is created).
    ///
    /// - Parameter time: The time the entrance starts, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n).
    public mutating func playEntrance(at time: Double) -> [Output] {
        defer { _checkInvariants() }
        stack?.playEntrance(at: time)
        return collect()
    }

    /// Hands pointer events to the stack.
    mutating func feed(_ events: [PointerEvent]) -> [Output] {
        defer { _checkInvariants() }
        guard stack != nil else { return [] }
        // Mutated in place (optional chaining), so the stack's storage is not copied per event.
        for event in events {
            if event.phase == .cancel {
                stack?.cancelGesture(at: event.timestamp)
            } else {
                stack?.handle(event)
            }
        }
        return collect()
    }

    /// Takes the stack's events: mirrors its order and selection, follows the history slot's card, and reports
    /// moves.
    mutating func collect() -> [Output] {
        // Taken in place (optional chaining), so a frame does not copy the stack's storage.
        guard let events = stack?.takeEvents(), let current = stack else { return [] }
        var outputs: [Output] = []
        // The moves are applied to `order` in place (O(cards moved over)); when they are every change to the order
        // since it was last mirrored, it matches the stack without comparing every card.
        var mirrored = mirroredOrderRevision
        for event in events {
            guard case .moved(let id, let from, let to) = event else { continue }
            outputs.append(.moved(id: id, from: from, to: to))
            if let revision = mirrored, order.indices.contains(from), order.indices.contains(to), order[from] == id {
                CardStackHost.moveElement(in: &order, from: from, to: to)
                mirrored = revision &+ 1
            } else {
                mirrored = nil
            }
        }
        // Writing `order` forgot the mirrored revision; the moves just applied are accounted for in `mirrored`.
        mirroredOrderRevision = mirrored
        if current.orderRevision != mirroredOrderRevision {
            if !current.isOrdered(as: order) { order = current.ids }
            mirroredOrderRevision = current.orderRevision
        }
        selection = current.selectedID
        if let selection {
            historyID = selection
        } else if let shown = historyID, current.index(of: shown) == nil || current.detailProgress <= 0 {
            historyID = nil
        }
        return outputs
    }

    /// Moves the element at `from` to `to` in place, shifting those between by one (both indices in range).
    ///
    /// - Complexity: O(|from − to|).
    static func moveElement(in order: inout [String], from: Int, to: Int) {
        let step = to > from ? 1 : -1
        var i = from
        while i != to {
            order.swapAt(i, i + step)
            i += step
        }
    }
}
