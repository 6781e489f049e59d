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
    }
#endif
