extension HomeScreenHost {
    /// The text assistive technologies read as the page dots' value: "Page 2 of 3", for the page the screen
    /// shows or is moving to (the dots themselves catch up when the pages settle).
    public var pageAccessibilityValue: String {
        "Page \(screen.currentPage + 1) of \(Swift.max(screen.liveLayout.pages.count, 1))"
    }

    /// The adjustable action "increment" on the page dots (VoiceOver's swipe up): the next page.
    ///
    /// The page change is not announced: assistive technologies read the new ``pageAccessibilityValue`` after an
    /// adjustment on their own.
    ///
    /// - Parameter time: The time of the action, in seconds.
    /// - Returns: What the view must act on.
    public mutating func accessibilityIncrement(at time: Double) -> [Output] {
        turnPageQuietly(by: 1, at: time)
    }

    /// The adjustable action "decrement" on the page dots (VoiceOver's swipe down): the previous page.
    ///
    /// - Parameter time: The time of the action, in seconds.
    /// - Returns: What the view must act on.
    public mutating func accessibilityDecrement(at time: Double) -> [Output] {
        turnPageQuietly(by: -1, at: time)
    }

    /// Turns the pages by `delta` without announcing it.
    mutating func turnPageQuietly(by delta: Int, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        let target = screen.currentPage + delta
        guard target >= 0, target < screen.liveLayout.pages.count else { return [] }
        screen.showPage(target, animated: true, at: time)
        return collect(announcingPages: false)
    }

    /// The default accessibility action on an icon (VoiceOver's double tap): opens its app outside edit mode,
    /// does nothing in edit mode.
    ///
    /// - Parameters:
    ///   - id: The icon.
    ///   - time: The time of the action, in seconds.
    /// - Returns: `[.open(id)]`, or nothing in edit mode or for an icon the screen does not hold.
    public mutating func activate(_ id: IconID, at time: Double) -> [Output] {
        guard !screen.isEditing, screen.layout.location(of: id) != nil else { return [] }
        return [.open(id)]
    }

    /// The custom actions to offer on an icon, in the order to present them.
    ///
    /// Outside edit mode, ``IconAction/edit``. In edit mode, for an icon on a page: back and forward (unless at
    /// an end of the page), the previous page (unless on the first), the next page (unless it is the only icon on
    /// the last page), the dock (when it has room); for a dock icon: back and forward, and out of the dock. None
    /// while an icon is dragged.
    ///
    /// - Parameter id: The icon.
    /// - Returns: The actions.
    /// - Complexity: O(n).
    public func accessibilityActions(for id: IconID) -> [IconAction] {
        guard screen.draggedIcon == nil, let location = screen.layout.location(of: id) else { return [] }
        guard screen.isEditing else { return [.edit] }
        let pages = screen.layout.pages
        var actions: [IconAction] = []
        switch location {
        case .page(let page, let index):
            if index > 0 { actions.append(.moveBackward) }
            if index < pages[page].count - 1 { actions.append(.moveForward) }
            if page > 0 { actions.append(.moveToPreviousPage) }
            if page < pages.count - 1 || pages[page].count > 1 { actions.append(.moveToNextPage) }
            if screen.layout.dock.count < screen.geometry.dockCapacity { actions.append(.moveToDock) }
        case .dock(let index):
            if index > 0 { actions.append(.moveBackward) }
            if index < screen.layout.dock.count - 1 { actions.append(.moveForward) }
            actions.append(.moveOutOfDock)
        }
        return actions
    }

    /// Performs a custom accessibility action on an icon, through the screen's own commands
    /// (``HomeScreen/beginEditing(at:)``, ``HomeScreen/move(_:to:at:)``): the icons move aside as for a drop, the
    /// pages follow an icon that moved to another page, and the new place is announced ("Mail moved to page 2,
    /// position 3").
    ///
    /// An icon moved onto a full page takes its last slot, and the page's last icon moves on to the next page.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - id: The icon.
    ///   - label: The icon's name, for the announcement.
    ///   - time: The time of the action, in seconds.
    /// - Returns: What the view must act on; nothing when the action is not available (see
    ///   ``accessibilityActions(for:)``).
    /// - Complexity: O(n).
    public mutating func perform(_ action: IconAction, on id: IconID, label: String, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard accessibilityActions(for: id).contains(action), let location = screen.layout.location(of: id) else {
            return []
        }
        guard let destination = destination(of: action, from: location) else {
            screen.beginEditing(at: time)
            return collect()
        }
        guard screen.move(id, to: destination, at: time), let landed = screen.layout.location(of: id) else {
            return collect()
        }
        if let page = landed.page, page != screen.currentPage { screen.showPage(page, animated: true, at: time) }
        var outputs = collect(announcingPages: false)
        switch landed {
        case .page(let page, let index):
            outputs.append(.announcement("\(label) moved to page \(page + 1), position \(index + 1)"))
        case .dock(let index):
            outputs.append(.announcement("\(label) moved to the dock, position \(index + 1)"))
        }
        return outputs
    }

    /// Where an action sends an icon at `location`, or nil for ``IconAction/edit``.
    func destination(of action: IconAction, from location: IconLocation) -> IconLocation? {
        let pages = screen.layout.pages
        let capacity = Swift.max(screen.geometry.pageCapacity, 1)
        /// The last slot of page `page` for an icon coming from elsewhere.
        func end(of page: Int) -> IconLocation {
            let count = pages.indices.contains(page) ? pages[page].count : 0
            return .page(page, index: Swift.min(count, capacity - 1))
        }
        switch (action, location) {
        case (.edit, _):
            return nil
        case (.moveBackward, .page(let page, let index)):
            return .page(page, index: index - 1)
        case (.moveForward, .page(let page, let index)):
            return .page(page, index: index + 1)
        case (.moveBackward, .dock(let index)):
            return .dock(index: index - 1)
        case (.moveForward, .dock(let index)):
            return .dock(index: index + 1)
        case (.moveToPreviousPage, .page(let page, _)):
            return end(of: page - 1)
        case (.moveToNextPage, .page(let page, _)):
            return end(of: page + 1)
        case (.moveToDock, _):
            return .dock(index: screen.layout.dock.count)
        case (.moveOutOfDock, _), (.moveToPreviousPage, .dock), (.moveToNextPage, .dock):
            return end(of: Swift.min(screen.currentPage, pages.count - 1))
        }
    }
}
