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
        #if !os(tvOS)
            /// The view's drag, shared with the containers around it as the host decides
            /// (``Riffle/ComponentHost/shouldBeginDrag(translation:velocity:)``): the one place every Riffle view
            /// attaches its gesture.
            ///
            /// On iOS 18 and later a UIKit pan recognizer (``PointerPan``) arbitrates with the parents and cancels
            /// the touches of controls inside the items, while the drag gesture beside it feeds the host. Elsewhere,
            /// and below iOS 18, the drag is a plain `gesture` (a child's gesture wins over its parent's, never both
            /// at once), and the host's own axis lock leaves a perpendicular drag (a cancellation for the component)
            /// once the touch has moved `ComponentHost.claimDistance` points.
            ///
            /// - Parameters:
            ///   - touching: The view's gesture state that is true while a touch is down.
            ///   - input: The view's host input.
            ///   - priority: The environment's ``SwiftUI/View/dragPriority(_:)``, handed to the host.
            ///   - allowsDragging: The environment's ``SwiftUI/View/allowsDragging(_:)``, handed to the host.
            /// - Returns: The view with its drag.
            @ViewBuilder
            func pointerDrag<Component>(
                _ touching: GestureState<Bool>, input: HostInput<Component>, priority: DragPriority,
                allowsDragging: Bool
            ) -> some View {
                let drag = PointerDrag.gesture(touching: touching, input: input)
                let shared = onAppear { input.share(priority: priority, allowsDragging: allowsDragging) }
                    .onValueChange(of: priority) { input.share(priority: $0, allowsDragging: allowsDragging) }
                    .onValueChange(of: allowsDragging) { input.share(priority: priority, allowsDragging: $0) }
                #if os(iOS)
                    if #available(iOS 18.0, *) {
                        shared.simultaneousGesture(drag)
                            .gesture(
                                PointerPan(
                                    shouldBegin: input.shouldBeginDrag,
                                    recognizesSimultaneously: priority == .simultaneous,
                                    began: input.claimTouch))
                    } else {
                        shared.gesture(drag)
                    }
                #else
                    shared.gesture(drag)
                #endif
            }
        #endif

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
