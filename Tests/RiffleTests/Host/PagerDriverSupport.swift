import RiffleTesting

@testable import Riffle

extension GestureDriver where Component == Pager {
    /// A pager of `count` items from `index` in a `width` × 500 view, driven at `frameRate` frames a second
    /// (seed 000's trips carousel by default: 13 full-width cards from "Amsterdam", index 2, at 120 Hz).
    static func pager(
        count: Int = 13, index: Int = 2, settings: Pager.Settings = .trips(), width: Double = 390,
        frameRate: Double = 120
    ) -> Self {
        GestureDriver(
            ComponentHost(Pager(itemCount: count, index: index, settings: settings)),
            viewport: Vector(x: width, y: 500), frameRate: frameRate)
    }
}
