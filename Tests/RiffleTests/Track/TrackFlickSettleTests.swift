import Testing

@testable import Riffle

/// The settle after a flick (issue 13).
///
/// The release velocity carries the settle onto the target without running toward the next-but-one page. Measured through the hosts' public drag callbacks as the issue measured it: a
/// 48 ms flick (a move every 8 ms) at a given speed, 390 × 844 viewports, the largest excursion past the target
/// snap after the release, as a fraction of the distance between snaps.
@Suite("Track: the settle after a flick")
struct TrackFlickSettleTests {
    /// What one flick did after its release.
    struct Outcome {
        /// The largest excursion past the target snap, as a fraction of the snap spacing.
        var excursion: Double
        /// The largest run away from the target, in points (backwards from the release point).
        var runAway: Double
        /// Seconds from the release until the track rests.
        var settleTime: Double
        /// Seconds from the release until the track first comes within 0.1 point of the target.
        var arrival: Double
        /// The distance from the release point to the target, in points.
        var distance: Double
        /// The snap the track settled on, and where the release was.
        var target: Int
        var releaseOffset: Double
    }

    /// A preset to flick: the host's settings, the starting index and the snap spacing.
    struct Preset: CustomStringConvertible, Sendable {
        var name: String
        var settings: Pager.Settings
        var count: Int
        var index: Int
        var spacing: Double
        var description: String { name }
    }

    static let iOSLike = [
        Preset(name: "default", settings: .init(), count: 13, index: 6, spacing: 390),
        Preset(name: "onboarding", settings: .onboarding(), count: 5, index: 2, spacing: 390),
        Preset(name: "loop", settings: .loop(), count: 8, index: 3, spacing: 164),
        Preset(
            name: "home pages", settings: .init(configuration: HomeScreen.Configuration().trackConfiguration),
            count: 5, index: 2, spacing: 390),
    ]

    static let iOSStyle = [
        Preset(
            name: "trips, iOS motion", settings: Pager.Settings.trips().motion(.ios), count: 13, index: 6,
            spacing: 390),
        Preset(
            name: "loop, iOS motion", settings: Pager.Settings.loop().motion(.ios), count: 8, index: 3, spacing: 164
        ),
    ]

    static let seed = [
        Preset(name: "trips", settings: .trips(), count: 13, index: 6, spacing: 390),
        Preset(
            name: "trips, seed 000 rule", settings: .trips(snapPolicy: .threshold(fraction: 0.65)), count: 13, index: 6,
            spacing: 390),
    ]

    /// Flicks `preset` at `speed` points per second (forward when `forward`), from `x`, holding still for `hold`
    /// seconds before the release (a slow release when the hold is long enough to forget the motion).
    static func flick(_ preset: Preset, speed: Double, forward: Bool, from x: Double, hold: Double = 0) throws
        -> Outcome
    {
        var host = ComponentHost(Pager(itemCount: preset.count, index: preset.index, settings: preset.settings))
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        let y = 300.0
        let direction = forward ? -1.0 : 1.0
        let start = 1.0
        _ = host.pointerChanged(to: Point(x: x, y: y), from: Point(x: x, y: y), at: start)
        var last = Point(x: x, y: y)
        for step in 1...6 {
            let t = start + 0.008 * Double(step)
            last = Point(x: x + direction * speed * 0.008 * Double(step), y: y)
            _ = host.pointerChanged(to: last, at: t)
        }
        var release = start + 0.048
        if hold > 0 {
            for step in 1...Int(hold / 0.008) { _ = host.pointerChanged(to: last, at: release + 0.008 * Double(step)) }
            release += hold
        }
        _ = host.pointerEnded(at: last, time: release)
        let track = try #require(host.track)
        let target = track.layout.offset(ofVirtualSnap: track.targetVirtual)
        let releaseOffset = track.position
        let sign: Double = target >= releaseOffset ? 1 : -1
        var excursion = 0.0
        var runAway = 0.0
        var t = release
        var settleTime = Double.infinity
        var arrival = Double.infinity
        while t < release + 5 {
            t += 0.001
            _ = host.advance(to: t)
            let now = try #require(host.track)
            excursion = Swift.max(excursion, sign * (now.position - target))
            runAway = Swift.max(runAway, -sign * (now.position - releaseOffset))
            if arrival == .infinity, sign * (now.position - target) > -0.1 { arrival = t - release }
            if !host.needsFrames {
                settleTime = t - release
                break
            }
        }
        return Outcome(
            excursion: excursion / preset.spacing, runAway: runAway, settleTime: settleTime, arrival: arrival,
            distance: abs(target - releaseOffset), target: track.targetIndex, releaseOffset: releaseOffset)
    }

    /// The long sweep: every speed from 0 to the tracker's maximum (8,000 pt/s) in steps of 100, forward from three
    /// points and backward from three.
    static let speeds = Array(stride(from: 0.0, through: 8000, by: 100))

    /// The speeds of the default suite, besides the page-turn boundary found for each preset (see ``sweep``): rest,
    /// either side of the fling threshold (300 pt/s), either side of half a loop item (82 pt in 48 ms) and of half a
    /// page (195 pt), either side of seed 000's 65 % (253.5 pt), values between the long sweep's round numbers,
    /// and the tracker's maximum.
    static let chosenSpeeds: [Double] = [
        0, 1, 299, 301, 1_707, 1_709, 2_917, 4_061, 4_063, 5_281, 5_282, 6_571, 7_999, 8_000,
    ]

    /// The lowest speed (to 1 pt/s) at which a flick from `x` turns the page, if any speed up to the maximum does.
    static func pageTurnSpeed(_ preset: Preset, forward: Bool, from x: Double) throws -> Double? {
        var low = 0.0
        var high = 8000.0
        guard try flick(preset, speed: high, forward: forward, from: x).target != preset.index else { return nil }
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded()
            if try flick(preset, speed: middle, forward: forward, from: x).target != preset.index {
                high = middle
            } else {
                low = middle
            }
        }
        return high
    }

    /// Flicks `preset` forward and backward and hands each outcome to `check` with its speed and starting x.
    ///
    /// The default suite flicks forward from 300 and backward from 90 at ``chosenSpeeds`` and at the page-turn
    /// boundary of that direction (the slowest flick that turns the page and the fastest that does not: the
    /// settle starts farthest from its target there). With `RIFFLE_LONG_TESTS=1` (`make test-long`) it flicks at
    /// every speed of ``speeds`` from three points each way, as well.
    static func sweep(_ preset: Preset, _ check: (Outcome, Double, Double) throws -> Void) throws {
        for forward in [true, false] {
            let x = forward ? 300.0 : 90
            var chosen = chosenSpeeds
            if let turn = try pageTurnSpeed(preset, forward: forward, from: x) {
                chosen += [turn - 1, turn]
            }
            for speed in chosen {
                try check(try flick(preset, speed: speed, forward: forward, from: x), speed, x)
            }
            guard LongTests.isEnabled else { continue }
            for x in forward ? [360.0, 300, 240] : [30.0, 90, 150] {
                for speed in speeds {
                    try check(try flick(preset, speed: speed, forward: forward, from: x), speed, x)
                }
            }
        }
    }

    @Test(arguments: iOSLike)
    func iOSLikePresetsSettleWithinTwoPercentOfASnapAtAnySpeed(preset: Preset) throws {
        try Self.sweep(preset) { outcome, speed, x in
            #expect(outcome.excursion <= 0.02 + 1e-9, "\(preset) \(speed) pt/s from \(x)")
            #expect(outcome.settleTime < 5, "\(preset) \(speed) pt/s from \(x) settles")
        }
    }

    @Test(arguments: iOSStyle)
    func iOSMotionPresetsSettleWithoutVisibleOvershoot(preset: Preset) throws {
        try Self.sweep(preset) { outcome, speed, x in
            #expect(outcome.excursion <= 0.005 + 1e-9, "\(preset) \(speed) pt/s from \(x)")
        }
    }

    @Test(arguments: seed)
    func seedPresetsKeepTheirSpringButAFlickPushesAtMostTenPercent(preset: Preset) throws {
        var bounced = false
        try Self.sweep(preset) { outcome, speed, x in
            #expect(outcome.excursion <= 0.10 + 1e-9, "\(preset) \(speed) pt/s from \(x)")
            if outcome.excursion > 0.02 { bounced = true }
        }
        #expect(bounced)  // the seed's spring still bounces visibly
    }

    @Test(arguments: iOSLike + seed)
    func aTargetBehindTheReleaseIsApproachedWithoutRunningForwardFirst(preset: Preset) throws {
        // A forward flick too slow and short to turn the page: the target is behind the release point, and the
        // track goes straight back (it used to carry on forward first).
        var behind = 0
        for speed in stride(from: 20.0, through: 400, by: 20) {
            let outcome = try Self.flick(preset, speed: speed, forward: true, from: 300)
            guard outcome.target == preset.index, outcome.distance > 1 else { continue }
            behind += 1
            #expect(outcome.runAway < 1e-9, "\(preset) \(speed) ran \(outcome.runAway) pt forward first")
        }
        #expect(behind > 0)
    }

    @Test(arguments: iOSLike)
    func aFlickSettlesNoLaterThanASlowReleaseToTheSamePage(preset: Preset) throws {
        // The same path, released at once (the flick) or after holding still for 0.2 s (no velocity left): where
        // both go to the same page, the flick reaches it sooner, and rests no later once the release is a tenth
        // of a snap or more away (nearer, when the rest tolerance is crossed depends on the phase of the spring's
        // last swing; SwiftUI's settling duration is never longer, see SettleHandoffTests).
        // The default suite: speeds between the long sweep's round numbers, either side of half a page (4,062.5
        // pt/s) and seed 000's 65 % (5,281.25 pt/s), and the maximum; `make test-long`: every 250 pt/s from 3,000.
        let speeds =
            LongTests.isEnabled
            ? Array(stride(from: 3000.0, through: 8000, by: 250))
            : [3_001, 3_583, 4_061, 4_063, 4_789, 5_281, 5_282, 6_571, 7_333, 7_999, 8_000]
        var compared = 0
        for x in [360.0, 300] {
            for speed in speeds {
                let flick = try Self.flick(preset, speed: speed, forward: true, from: x)
                let slow = try Self.flick(preset, speed: speed, forward: true, from: x, hold: 0.2)
                guard flick.target == slow.target, abs(flick.releaseOffset - slow.releaseOffset) < 1e-9 else {
                    continue
                }
                compared += 1
                #expect(flick.arrival <= slow.arrival + 1e-9, "\(preset) \(speed) from \(x)")
                if flick.distance >= 0.1 * preset.spacing {
                    #expect(flick.settleTime <= slow.settleTime + 1e-9, "\(preset) \(speed) from \(x)")
                }
            }
        }
        #expect(compared > 5)
    }

    @Test func aBadOvershootLimitHasADefinedMeaning() throws {
        // NaN and negative limits mean 0 (no excursion beyond the spring's own from rest); infinity lifts the
        // budget (the velocity is then kept up to the settle bound, and passes the page further).
        func excursion(_ limit: Double) throws -> Double {
            var settings = Pager.Settings.onboarding()
            settings.configuration.settleOvershootLimit = limit
            let preset = Preset(name: "limit \(limit)", settings: settings, count: 5, index: 2, spacing: 390)
            return try Self.flick(preset, speed: 3000, forward: true, from: 300).excursion
        }
        let none = try excursion(0)
        #expect(none < 0.01)  // the default spring's own ~1 % of the remaining distance
        #expect(try excursion(.nan) == none)
        #expect(try excursion(-1) == none)
        #expect(try excursion(.infinity) > 0.02)
    }

    @Test func theIssueTableRemeasured() throws {
        // The issue's table, re-measured (printed for the record; the bounds are the tests above).
        let rows: [(String, Preset)] = [
            ("default paged / onboarding", Self.iOSLike[1]), ("trips (seed 000 spring)", Self.seed[0]),
            ("trips, seed 000 rule", Self.seed[1]), ("loop", Self.iOSLike[2]), ("home pages", Self.iOSLike[3]),
        ]
        for (name, preset) in rows {
            var cells: [String] = []
            for speed in [300.0, 1500, 3000, 5000, 8000] {
                let outcome = try Self.flick(preset, speed: speed, forward: true, from: 300)
                cells.append(String(Int((outcome.excursion * 1000).rounded())) + "‰")
                #expect(outcome.excursion <= (Self.seed.contains { $0.name == preset.name } ? 0.10 : 0.02) + 1e-9)
            }
            print("settle excursion | \(name) | " + cells.joined(separator: " | "))
        }
    }
}
