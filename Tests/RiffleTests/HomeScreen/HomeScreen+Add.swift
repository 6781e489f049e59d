@testable import Riffle

// The tests' and the home-screen fuzz target's way to add an icon (scripts/fuzz.sh compiles this file into
// that target): the library has no such call, an app adds icons through its layout binding.

extension HomeScreen {
    /// Adds an icon (an app was installed; a view does it through its layout binding,
    /// ``Command/setLayout(layout:)``).
    ///
    /// - Parameters:
    ///   - id: The new icon.
    ///   - location: Where to put it, or `nil` for after the last icon of the last page (a full last page adds a
    ///     page).
    ///   - time: The time, in seconds.
    /// - Returns: Whether the icon was added: false when it is already on the screen, while an icon is dragged,
    ///   for a page index outside `0...pages.count`, or a full dock.
    @discardableResult
    mutating func add(_ id: IconID, at location: IconLocation? = nil, time: Double) -> Bool {
        let now = time.isUsableTime ? Swift.max(self.time, time) : self.time
        let lastPage = layout.pages.count - 1
        let destination = location ?? .page(lastPage, index: layout.pages[lastPage].count)
        guard drag == nil, layout.location(of: id) == nil, (0...layout.pages.count).contains(destination.page ?? 0)
        else { return false }
        step(to: now)
        var changed = layout
        guard
            changed.insert(
                id, at: destination, pageCapacity: geometry.pageCapacity, dockCapacity: geometry.dockCapacity)
        else { return false }
        commit(changed, at: now)
        finishInput()
        return true
    }
}
