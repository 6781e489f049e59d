#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    #if !os(tvOS)
        /// The one gesture every Riffle view uses: a `DragGesture` with no minimum distance, so the core sees the
        /// touch-down, every change and the release as they come, with SwiftUI's own timestamps.
        ///
        /// `touching` becomes true while a touch is down; SwiftUI resets it when the gesture ends or the system
        /// takes the touch, which is how the views notice a cancellation (``SwiftUI/View/pointerResets(of:scenePhase:to:)``).
        @MainActor
        enum PointerDrag {
            /// The gesture.
            ///
            /// - Parameters:
            ///   - touching: The view's gesture state that is true while a touch is down.
            ///   - changed: Called for the first and every later change: the location, the touch-down location and
            ///     the time in seconds.
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
                            Riffle.Point(value.location), Riffle.Point(value.startLocation),
                            FrameClock.seconds(value.time))
                    }
                    .onEnded { value in
                        ended(Riffle.Point(value.location), FrameClock.seconds(value.time))
                    }
            }

            /// The gesture, every change and the end going to the host as they come.
            ///
            /// - Parameters:
            ///   - touching: The view's gesture state that is true while a touch is down.
            ///   - input: The view's host input.
            static func gesture<Component>(touching: GestureState<Bool>, input: HostInput<Component>) -> some Gesture {
                gesture(touching: touching, changed: input.pointerChanged, ended: input.pointerEnded)
            }
        }
    #endif

    extension View {
        /// Hands the host the ends of a touch SwiftUI reports without `onEnded`.
        ///
        /// They are the drag's gesture-state reset, then, once the update's callbacks have run, the resolution that
        /// turns a reset no end followed into a cancellation (``ComponentHost/pointerResetResolved(at:)``); the
        /// view's disappearance; and any change of its scene's phase (the phone locked, the app switcher, a window
        /// moved to the background), which no touch survives. The last two cancel a touch still held; with none
        /// held a cancellation does nothing.
        ///
        /// SwiftUI resets the gesture state when the drag ends or is cancelled, before or after `onEnded` (Apple
        /// does not say) or not at all; the host's pointer session takes them in any order, so the view only reports
        /// them.
        ///
        /// - Parameters:
        ///   - touching: The drag's gesture state (true while a touch is down).
        ///   - scenePhase: The view's scene phase (`@Environment(\.scenePhase)`).
        ///   - input: The view's host input.
        /// - Returns: The view, reporting the resets, its scene's phase changes and its disappearance.
        func pointerResets<Component>(
            of touching: Bool, scenePhase: ScenePhase, to input: HostInput<Component>
        ) -> some View {
            onValueChange(of: touching) { touching in
                // Only the reset (true → false) is news: the touch-down reaches the host through `onChanged`.
                guard !touching else { return }
                input.pointerGestureReset(at: FrameClock.now())
                Task { @MainActor in input.pointerResetResolved(at: FrameClock.now()) }
            }
            .onValueChange(of: scenePhase) { _ in input.pointerCancelled(at: FrameClock.now()) }
            .onDisappear { input.pointerCancelled(at: FrameClock.now()) }
        }
    }
#endif
