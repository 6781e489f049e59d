#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    extension View {
        /// Hardware-keyboard paging for the carousels: the arrow keys along the axis (mirrored right to left), Page
        /// Up, Page Down, Home and End, with key repeat, while the carousel has the focus.
        ///
        /// SwiftUI exposes focus-aware key presses from iOS 17, macOS 14 and visionOS 1 (`onKeyPress`). The
        /// carousel takes focus with the `.activate` interaction only: it is focused by keyboard navigation (Tab with
        /// Full Keyboard Access or "Keyboard navigation" on), never by a click or a tap, so a click does not draw a
        /// focus ring around it on macOS and a tap does not take the focus from a text field on iPad. On macOS 13 the
        /// arrow keys arrive as move commands (`onMoveCommand`, macOS 10.15 and later); below iOS 17 the carousel
        /// takes no keys (a window-wide keyboard shortcut would page every carousel on screen at once). tvOS uses the
        /// remote's move commands instead, and watchOS the Digital Crown. This file is the only one that uses an API
        /// above the package's floor, behind `if #available`; `scripts/check-swiftui-availability.py` checks that
        /// every such use stays behind its guard.
        ///
        /// Each key becomes the component's command (`move` for the arrows, `key` for the paging keys) and goes to
        /// the host; a key whose command is nil (an arrow across the axis) is not taken, and goes on to the next
        /// view that wants it.
        ///
        /// - Parameters:
        ///   - input: The view's host input.
        ///   - move: The command for an arrow key's direction, or nil to leave the key.
        ///   - key: The command for a paging key.
        /// - Returns: The view, taking keys where the platform allows.
        @ViewBuilder
        func hardwareKeys<Component>(
            _ input: HostInput<Component>, move: @escaping (Riffle.MoveDirection) -> Component.Command?,
            key: @escaping (KeyCommand) -> Component.Command
        ) -> some View {
            #if os(watchOS) || os(tvOS)
                self
            #else
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) {
                    focusable(interactions: .activate)
                        .onKeyPress(keys: hardwareKeySet, phases: [.down, .repeat]) { press in
                            let command: Component.Command?
                            switch press.key {
                            case .leftArrow: command = move(.left)
                            case .rightArrow: command = move(.right)
                            case .upArrow: command = move(.up)
                            case .downArrow: command = move(.down)
                            case .pageUp: command = key(.pageUp)
                            case .pageDown: command = key(.pageDown)
                            case .home: command = key(.home)
                            case .end: command = key(.end)
                            default: command = nil
                            }
                            guard let command else { return .ignored }
                            input.send(command)
                            return .handled
                        }
                } else {
                    #if os(macOS)
                        focusable()
                            .onMoveCommand { direction in input.send(Riffle.MoveDirection(direction).flatMap(move)) }
                    #else
                        self
                    #endif
                }
            #endif
        }

        #if !os(watchOS) && !os(tvOS)
            /// The keys the carousels take.
            private var hardwareKeySet: Set<KeyEquivalent> {
                [.leftArrow, .rightArrow, .upArrow, .downArrow, .pageUp, .pageDown, .home, .end]
            }
        #endif
    }

    #if os(tvOS) || os(macOS)
        extension Riffle.MoveDirection {
            /// The core's direction for a SwiftUI move command (tvOS remote, arrow keys on macOS), or nil for a direction SwiftUI may add.
            init?(_ direction: MoveCommandDirection) {
                switch direction {
                case .up: self = .up
                case .down: self = .down
                case .left: self = .left
                case .right: self = .right
                @unknown default: return nil
                }
            }
        }
    #endif
#endif
