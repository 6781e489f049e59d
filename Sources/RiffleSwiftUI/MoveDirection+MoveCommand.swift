#if canImport(SwiftUI) && (os(tvOS) || os(macOS))
    import Riffle
    import SwiftUI

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
