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

extension GestureDriver where Component == Pager {
    /// The height at which the pager tests touch the view.
    static var y: Double { 200 }

    /// A horizontal drag at ``y`` from `from` to `to` over `duration`, as SwiftUI delivers it (`onChanged` on each
    /// frame, then `onEnded` without a gesture-state reset), with or without the release.
    mutating func drag(from: Double, to: Double, duration: Double = 0.4, release: Bool = true) {
        swiftUIDrag(
            from: Point(x: from, y: Self.y), to: Point(x: to, y: Self.y), duration: duration, reset: .never,
            lift: release)
    }

    /// A tap at `x` (and ``y``) as SwiftUI delivers it: `onChanged`, 0.05 s, `onEnded`.
    mutating func tap(_ x: Double) {
        let point = Point(x: x, y: Self.y)
        changed(to: point, start: point)
        wait(0.05)
        ended(at: point)
    }

    /// The data indices drawn now, left to right.
    var shown: [Int] { host.placements(at: time).sorted { $0.x < $1.x }.map(\.index) }
}

extension GestureDriver {
    /// Runs frames while the host needs them (something moves or a pointer is held), at most `timeout` seconds;
    /// unlike ``settle(timeout:)`` it does not wait out timers such as autoplay's.
    mutating func settleMotion(timeout: Double = 10) {
        let end = time + timeout
        while host.needsFrames, time < end { nextFrame() }
    }
}

extension GestureDriver where Component == Pager {
    /// Settles a host driven directly at explicit times: a 120 Hz driver whose frame 0 is at `time` runs frames
    /// while it needs them (``settleMotion(timeout:)``).
    ///
    /// - Returns: The time of the last frame.
    @discardableResult
    static func settle(_ host: inout ComponentHost<Pager>, from time: Double = 0) -> Double {
        var driver = GestureDriver(host, frameRate: 120, startTime: time)
        driver.settleMotion()
        host = driver.host
        return driver.time
    }
}
