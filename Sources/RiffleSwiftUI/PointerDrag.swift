#if canImport(SwiftUI) && !os(tvOS)
    import Riffle
    import SwiftUI

    /// The one gesture every Riffle view uses: a `DragGesture` with no minimum distance, so the core sees the
    /// touch-down, every change and the release as they come, with SwiftUI's own timestamps.
    ///
    /// `touching` becomes true while a touch is down; SwiftUI resets it when the gesture ends or the system takes
    /// the touch, which is how the views notice a cancellation.
    @MainActor
    enum PointerDrag {
        /// The gesture.
        ///
        /// - Parameters:
        ///   - touching: The view's gesture state that is true while a touch is down.
        ///   - changed: Called for the first and every later change: the location, the touch-down location and the
        ///     time in seconds.
        ///   - ended: Called on release: the location and the time in seconds.
        static func gesture(
            touching: GestureState<Bool>,
            changed: @escaping @MainActor (_ location: Riffle.Point, _ start: Riffle.Point, _ time: Double) -> Void,
            ended: @escaping @MainActor (_ location: Riffle.Point, _ time: Double) -> Void
        ) -> some Gesture {
            DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .updating(touching) { _, isTouching, _ in isTouching = true }
                .onChanged { value in
                    changed(
                        Riffle.Point(value.location), Riffle.Point(value.startLocation), FrameClock.seconds(value.time))
                }
                .onEnded { value in
                    ended(Riffle.Point(value.location), FrameClock.seconds(value.time))
                }
        }
    }
#endif
