#if canImport(SwiftUI)
    import CoreGraphics
    import Foundation
    import Riffle
    import SwiftUI

    /// How a view hands its input to its `ComponentHost`, for any component: each call is carried out by the host
    /// (which records it while a debug recorder is in the environment, and the lines are moved to the
    /// ``InteractionRecorder``), and its events handed to the view's `perform`, which writes the bindings the host
    /// says to write and acts on the events.
    ///
    /// The view keeps the host in its `@State` and builds this value from `$host` where it needs it; every decision
    /// is the host's.
    @MainActor
    struct HostInput<Component: Interactive> {
        /// The view's host.
        let host: Binding<ComponentHost<Component>>
        /// The debug recorder, if one is in the environment.
        let recorder: InteractionRecorder?
        /// The view's handling of a call's events.
        let perform: @MainActor ([Component.Event]) -> Void

        /// Starts the host's recording when a debug recorder is in the environment, with the recording's component
        /// and header settings (a host that records already goes on).
        func begin(component: String, settings: [(String, String)]) {
            guard recorder != nil else { return }
            host.wrappedValue.startRecording(component: component, settings: settings)
        }

        /// Moves what the host recorded into the debug recorder: the host records, the recorder keeps the file.
        private func handOver() {
            guard let recorder, let taken = host.wrappedValue.takeRecording() else { return }
            recorder.append(taken)
        }

        /// Sends a command the host decided on; nil (the host's "nothing to send") does nothing.
        ///
        /// - Parameters:
        ///   - command: The command, or nil.
        ///   - time: Its time. Default: now.
        func send(_ command: Component.Command?, at time: Double = FrameClock.now()) {
            guard let command else { return }
            let events = host.wrappedValue.send(command, at: time)
            handOver()
            perform(events)
        }

        /// Sends each command, in order.
        func send(_ commands: [Component.Command], at time: Double = FrameClock.now()) {
            for command in commands { send(command, at: time) }
        }

        /// A frame at `date`.
        func advance(to date: Date) {
            let events = host.wrappedValue.advance(to: FrameClock.seconds(date))
            handOver()
            perform(events)
        }

        /// A frame at `date` for a view that draws each frame from an advanced copy of the host: the host is stored
        /// only when the advance changes what the view reads outside the frame (``ComponentHost/advanced(to:changing:)``).
        ///
        /// - Parameters:
        ///   - date: The frame's date.
        ///   - state: What the view reads from the host outside the frame.
        func advance<State: Equatable>(to date: Date, changing state: (ComponentHost<Component>) -> State) {
            guard let next = host.wrappedValue.advanced(to: FrameClock.seconds(date), changing: state) else { return }
            host.wrappedValue = next.host
            handOver()
            perform(next.events)
        }

        /// The wake timer fired at `date` (``ComponentHost/wakeDeadline``): a frame at the deadline or later.
        func wake(at date: Date) {
            let events = host.wrappedValue.advance(to: host.wrappedValue.wakeTime(firedAt: FrameClock.seconds(date)))
            handOver()
            perform(events)
        }

        /// The drag changed (``PointerDrag``).
        func pointerChanged(to location: Riffle.Point, from start: Riffle.Point, at time: Double) {
            let events = host.wrappedValue.pointerChanged(to: location, from: start, at: time)
            handOver()
            perform(events)
        }

        /// The drag ended.
        func pointerEnded(at location: Riffle.Point, at time: Double) {
            let events = host.wrappedValue.pointerEnded(at: location, time: time)
            handOver()
            perform(events)
        }

        /// The system took the touch away, or the view went away.
        func pointerCancelled(at time: Double) {
            let events = host.wrappedValue.pointerCancelled(at: time)
            handOver()
            perform(events)
        }

        /// Whether a drag that moved by `translation` at `velocity` is the component's (a pan recognizer's
        /// `gestureRecognizerShouldBegin`); the host decides.
        func shouldBeginDrag(translation: Riffle.Vector, velocity: Riffle.Vector) -> Bool {
            host.wrappedValue.shouldBeginDrag(translation: translation, velocity: velocity)
        }

        /// The pan recognizer began: the touch in progress is the component's.
        func claimTouch() {
            host.wrappedValue.claimTouch()
        }

        /// Hands the host the environment's drag priority and whether dragging is allowed.
        func share(priority: DragPriority, allowsDragging: Bool) {
            if host.wrappedValue.dragPriority != priority { host.wrappedValue.dragPriority = priority }
            if host.wrappedValue.allowsDragging != allowsDragging { host.wrappedValue.allowsDragging = allowsDragging }
        }

        /// The drag's gesture state was reset.
        func pointerGestureReset(at time: Double) {
            let events = host.wrappedValue.pointerGestureReset(at: time)
            handOver()
            perform(events)
        }

        /// The update of a reset is over: a reset that no end followed is a cancellation (the host decides).
        func pointerResetResolved(at time: Double) {
            let events = host.wrappedValue.pointerResetResolved(at: time)
            handOver()
            perform(events)
        }
    }

    extension Binding {
        /// Writes what a host said to write to the binding; nil (in step already) writes nothing.
        ///
        /// - Parameter value: The value to write, or nil.
        func write(_ value: Value?) {
            if let value { wrappedValue = value }
        }
    }

    extension Riffle.Point {
        /// The core's point for a Core Graphics point.
        init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }

    /// Times for the core, in seconds since the reference date: the same clock as SwiftUI's `DragGesture.Value.time`
    /// and `TimelineView`'s `context.date`, both of which are `Date`s.
    enum FrameClock {
        /// The seconds of a date.
        static func seconds(_ date: Date) -> Double {
            date.timeIntervalSinceReferenceDate
        }

        /// The date of a time in seconds (the inverse of ``seconds(_:)``).
        static func date(_ seconds: Double) -> Date {
            Date(timeIntervalSinceReferenceDate: seconds)
        }

        /// The seconds of now (for changes that come without a date: sizes, data, bindings, accessibility).
        static func now() -> Double {
            Date().timeIntervalSinceReferenceDate
        }
    }
#endif
