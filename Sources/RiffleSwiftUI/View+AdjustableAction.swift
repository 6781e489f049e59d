#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    extension View {
        /// VoiceOver's swipe up and down on an adjustable element (page dots), sent to the host as the component's
        /// commands for them.
        ///
        /// - Parameters:
        ///   - input: The view's host input.
        ///   - increment: The command for a swipe up.
        ///   - decrement: The command for a swipe down.
        /// - Returns: The view, adjustable.
        func accessibilityAdjustableAction<Component>(
            _ input: HostInput<Component>, increment: Component.Command, decrement: Component.Command
        ) -> some View {
            accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: input.send(increment)
                case .decrement: input.send(decrement)
                @unknown default: break
                }
            }
        }

        /// VoiceOver's default action (double tap) running `action`, or the view unchanged when there is none.
        ///
        /// - Parameter action: The action, or nil.
        /// - Returns: The view, with the default action when there is one.
        @ViewBuilder
        func accessibilityDefaultAction(_ action: (() -> Void)?) -> some View {
            if let action {
                accessibilityAction { action() }
            } else {
                self
            }
        }

        /// VoiceOver's three-finger swipe, sent to the host as the component's move toward the edge it reveals.
        ///
        /// A swipe left reveals the right edge (`.right`); the host pages by one, mirrored right to left, and
        /// ignores a swipe across its axis. The views lay out left to right, so `leading` is the left.
        ///
        /// - Parameters:
        ///   - input: The view's host input.
        ///   - move: The component's command for a direction, or nil to ignore it.
        /// - Returns: The view, scrollable by VoiceOver.
        func accessibilityScroll<Component>(
            _ input: HostInput<Component>, move: @escaping (Riffle.MoveDirection) -> Component.Command?
        ) -> some View {
            accessibilityScrollAction { edge in
                let direction: Riffle.MoveDirection
                switch edge {
                case .top: direction = .up
                case .bottom: direction = .down
                case .leading: direction = .left
                case .trailing: direction = .right
                }
                input.send(move(direction))
            }
        }
    }
#endif
