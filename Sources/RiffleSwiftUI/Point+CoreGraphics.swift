#if canImport(SwiftUI)
    import CoreGraphics
    import Riffle

    extension Riffle.Point {
        /// The core's point for a Core Graphics point.
        init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }
#endif
