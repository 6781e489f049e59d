#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    extension View {
        /// Hardware-keyboard paging for the carousels: the arrow keys along the axis (mirrored right to left), Page
        /// Up, Page Down, Home and End, with key repeat, while the carousel has the focus.
        ///
        /// SwiftUI exposes focus-aware key presses from iOS 17, macOS 14 and visionOS 1 (`onKeyPress`); below that
        /// the carousel takes no keys (a window-wide keyboard shortcut would page every carousel on screen at once).
        /// tvOS uses the remote's move commands instead, and watchOS the Digital Crown. This file is the only one
        /// that uses an API above the package's floor, behind `if #available`; `scripts/check-swiftui-availability.py`
        /// checks that every such use stays behind its guard.
        ///
        /// - Parameters:
        ///   - move: Called with an arrow key's direction; returns whether it pages (an arrow across the axis does
        ///     not, and goes on to the next view that wants it).
        ///   - command: Called with a paging key's command.
        /// - Returns: The view, taking keys where the platform allows.
        @ViewBuilder
        func hardwareKeys(move: @escaping (Riffle.MoveDirection) -> Bool, command: @escaping (KeyCommand) -> Void)
            -> some View
        {
            #if os(watchOS) || os(tvOS)
                self
            #else
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) {
                    focusable()
                        .onKeyPress(keys: hardwareKeySet, phases: [.down, .repeat]) { press in
                            switch press.key {
                            case .leftArrow: return move(.left) ? .handled : .ignored
                            case .rightArrow: return move(.right) ? .handled : .ignored
                            case .upArrow: return move(.up) ? .handled : .ignored
                            case .downArrow: return move(.down) ? .handled : .ignored
                            case .pageUp: command(.pageUp)
                            case .pageDown: command(.pageDown)
                            case .home: command(.home)
                            case .end: command(.end)
                            default: return .ignored
                            }
                            return .handled
                        }
                } else {
                    self
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
#endif
