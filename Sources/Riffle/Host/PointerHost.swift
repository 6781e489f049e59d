/// The part every host shares, written once: a view's drag callbacks become ``PointerEvent``s (through a
/// ``PointerSession``), mirrored for right-to-left layouts, and go to the component.
///
/// ``CardStackHost`` and ``HomeScreenHost`` adopt it (``ComponentHost`` replaces it as each moves onto the one contract) and supply two things:
/// where the view's x axis is mirrored (``pointerMirrorWidth``) and how their component takes pointer events
/// (``feedPointer(_:)``). The five callbacks below are then the same for all four, so a view wires any host the same
/// way:
///
/// ```swift
/// // In a SwiftUI view: DragGesture(minimumDistance: 0)
/// //   .onChanged { perform(host.pointerChanged(to: $0.location, from: $0.startLocation, at: now)) }
/// //   .onEnded { perform(host.pointerEnded(at: $0.location, time: now)) }
/// //   .updating($pressed) { … }  → on reset: host.pointerGestureReset(at:), then pointerResetResolved(at:)
/// ```
///
/// Input mirroring lives here for every host: a host whose layout runs right to left names the width to mirror
/// in, and every callback maps view points to component points with it; the components themselves run left to
/// right, and each host's placements mirror the output. (``Track/Configuration/isRightToLeft`` stays for code that
/// drives a ``Track`` without a host; ``Pager`` turns it off on its track, and ``ComponentHost`` mirrors.)
public protocol PointerHost {
    /// What a callback returns: what the view must act on.
    associatedtype PointerOutput

    /// The width of the view when its x axis is mirrored (right-to-left), or nil when view and component
    /// coordinates are the same.
    var pointerMirrorWidth: Double? { get }

    /// Runs `session` (the host's pointer session) to turn a callback into pointer events, hands them to the
    /// component, and returns what the view must act on.
    ///
    /// - Parameter session: Called once with the host's session; returns the pointer events of the callback.
    /// - Returns: What the view must act on.
    mutating func feedPointer(_ session: (inout PointerSession) -> [PointerEvent]) -> PointerOutput
}

extension PointerHost {
    /// A view point in the component's coordinates: mirrored horizontally when ``pointerMirrorWidth`` is set.
    ///
    /// - Parameter point: A point in the view.
    /// - Returns: The point for the component.
    public func componentPoint(_ point: Point) -> Point {
        guard let width = pointerMirrorWidth else { return point }
        return Point(x: width - point.x, y: point.y)
    }

    /// The drag changed (SwiftUI's `DragGesture.onChanged`): the first change of a touch puts the pointer down,
    /// later ones move it.
    ///
    /// - Parameters:
    ///   - location: The pointer's location in the view (left-to-right coordinates), in points.
    ///   - startLocation: Where the touch began, for the first change.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    @discardableResult
    public mutating func pointerChanged(to location: Point, from startLocation: Point? = nil, at time: Double)
        -> PointerOutput
    {
        let here = componentPoint(location)
        let start = startLocation.map(componentPoint)
        return feedPointer { $0.changed(to: here, from: start, at: time) }
    }

    /// The drag ended (SwiftUI's `DragGesture.onEnded`): the pointer lifts (a tap, a release, a drop).
    ///
    /// - Parameters:
    ///   - location: Where the pointer lifted, in the view, in points.
    ///   - time: The time of the end, in seconds.
    /// - Returns: What the view must act on.
    @discardableResult
    public mutating func pointerEnded(at location: Point, time: Double) -> PointerOutput {
        let here = componentPoint(location)
        return feedPointer { $0.ended(at: here, time: time) }
    }

    /// The system took the touch away (the gesture was cancelled, or the view disappeared): the component ends the
    /// gesture as a cancellation (a drag settles without velocity, a lifted card or icon goes back).
    ///
    /// Nothing happens when no touch is in progress.
    ///
    /// - Parameter time: The time of the cancellation, in seconds.
    /// - Returns: What the view must act on.
    @discardableResult
    public mutating func pointerCancelled(at time: Double) -> PointerOutput {
        feedPointer { $0.cancelled(at: time) }
    }

    /// The view's gesture state reset: the drag ended or was cancelled.
    ///
    /// SwiftUI resets a `@GestureState` in both cases, before or after `onEnded` (Apple does not document the
    /// order; see ``PointerSession/gestureReset(at:)``). Before an end this only marks the touch; the end that
    /// follows is still the release. Call ``pointerResetResolved(at:)`` once the update's callbacks have run (a
    /// main-actor task started here) to treat a reset without an end as the cancellation.
    ///
    /// - Parameter time: The time of the reset, in seconds.
    /// - Returns: What the view must act on.
    @discardableResult
    public mutating func pointerGestureReset(at time: Double) -> PointerOutput {
        feedPointer { $0.gestureReset(at: time) }
    }

    /// Settles a gesture-state reset that no end followed as ``pointerCancelled(at:)``; does nothing after an end.
    ///
    /// - Parameter time: The time, in seconds.
    /// - Returns: What the view must act on.
    @discardableResult
    public mutating func pointerResetResolved(at time: Double) -> PointerOutput {
        feedPointer { $0.resolveReset(at: time) }
    }
}
