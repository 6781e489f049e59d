#if canImport(SwiftUI) && os(iOS)
    import Riffle
    import SwiftUI
    import UIKit

    /// A UIKit pan recognizer that shares a view's drag with its containers and the controls in its items.
    ///
    /// iOS 18, iPadOS 18 and Mac Catalyst 18 and later (Apple lists `UIGestureRecognizerRepresentable` nowhere
    /// else). The only file that uses that API; it is attached behind
    /// `if #available(iOS 18.0, *)` (``SwiftUI/View/pointerDrag(_:input:priority:allowsDragging:)``).
    ///
    /// The recognizer decides nothing: its delegate's `gestureRecognizerShouldBegin` asks the host
    /// (``Riffle/ComponentHost/shouldBeginDrag(translation:velocity:)``). When the pan begins, UIKit stops the
    /// parent's scroll from beginning with it (unless the host's priority is simultaneous) and, through
    /// `cancelsTouchesInView`, cancels the touches of the `Button`s and links inside the items; the host records
    /// that it claimed the touch. When it does not begin, the parent scrolls and SwiftUI cancels the view's drag,
    /// which the host takes as any cancellation. The pointer samples themselves still come from the view's
    /// `DragGesture`, which also sees the touch-down, taps and long presses a pan never reports.
    @available(iOS 18.0, *)
    struct PointerPan: UIGestureRecognizerRepresentable {
        /// The host's answer to whether a drag that moved by a translation, at a velocity, begins.
        let shouldBegin: @MainActor (_ translation: Riffle.Vector, _ velocity: Riffle.Vector) -> Bool
        /// Whether the pan runs together with the parents' recognizers.
        let recognizesSimultaneously: Bool
        /// The pan began: the host claims the touch.
        let began: @MainActor () -> Void

        func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
            Coordinator(pan: self, converter: converter)
        }

        func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
            let recognizer = UIPanGestureRecognizer()
            recognizer.cancelsTouchesInView = true
            recognizer.delegate = context.coordinator
            return recognizer
        }

        func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
            context.coordinator.pan = self
        }

        func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
            if recognizer.state == .began { began() }
        }

        /// The recognizer's delegate: hands UIKit's questions to the host.
        final class Coordinator: NSObject, UIGestureRecognizerDelegate {
            /// The latest representable (its closures reach the current host).
            var pan: PointerPan
            /// Reads the pan's translation and velocity in the view's coordinates.
            let converter: CoordinateSpaceConverter

            init(pan: PointerPan, converter: CoordinateSpaceConverter) {
                self.pan = pan
                self.converter = converter
            }

            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                let translation = converter.localTranslation ?? .zero
                let velocity = converter.localVelocity ?? .zero
                return pan.shouldBegin(
                    Riffle.Vector(x: Double(translation.x), y: Double(translation.y)),
                    Riffle.Vector(x: Double(velocity.x), y: Double(velocity.y)))
            }

            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool {
                pan.recognizesSimultaneously
            }
        }
    }
#endif
