import Glibc
import Riffle

// PLACEHOLDER until Riffle.Track lands.
//
// A deliberately small stand-in for the core's Track so the gallery can be built, driven and screenshotted now:
// the offset follows the drag 1:1, the release picks a page with the --snap rule, and an exponential ease brings
// the position home. No rubber band physics, no springs: the lead replaces every use of this type (one per scene,
// in each scene's `makePaging`) with an adapter over `Riffle.Track` that conforms to `PagingModel`.

/// PLACEHOLDER until Riffle.Track lands: a minimal ``PagingModel``.
public struct PlaceholderTrack: PagingModel {
    /// The release rule (mapped from `--snap`).
    public enum Rule: Sendable, Equatable {
        /// Seed 000: `newIndex = Int(-translation / (0.65 × extent)) + index`, clamped.
        case tripsSeed
        /// Seed 001: predicted translation (0.25 s of velocity ahead) beyond half a page moves one page.
        case pagerSeed
        /// The nearest item.
        case nearest
        /// A release faster than 300 pt/s moves one item in its direction, else the nearest.
        case flick
        /// The item nearest to the position projected 0.25 s ahead.
        case momentum
    }

    /// The number of items.
    public let count: Int
    /// Whether the items wrap around.
    public let loops: Bool
    /// The release rule.
    public var rule: Rule
    /// The selected (target) item, unwrapped for loops.
    private var target: Double
    /// The drawn position.
    public private(set) var position: Double
    private var time: Double = 0
    private var drag: (id: Int, start: Point, startTime: Double, startPosition: Double, moved: Bool)?
    private var samples: [(t: Double, x: Double)] = []

    /// Creates a track resting on `index`.
    public init(count: Int, index: Int = 0, loops: Bool = false, rule: Rule = .flick) {
        self.count = max(1, count)
        self.loops = loops
        self.rule = rule
        let start = Double(max(0, min(self.count - 1, index)))
        target = start
        position = start
    }

    /// The selected item in `0..<count`.
    public var index: Int { wrap(Int(target.rounded())) }

    /// True when no drag is active and the position has arrived.
    public var isSettled: Bool { drag == nil && position == target }

    /// No deadlines: the placeholder recognises no long press.
    public var nextDeadline: Double? { nil }

    private func wrap(_ i: Int) -> Int { ((i % count) + count) % count }

    private func clampTarget(_ t: Double) -> Double { loops ? t : min(Double(count - 1), max(0, t)) }

    /// Feeds a pointer sample (horizontal drags only).
    public mutating func handle(_ event: PointerEvent, extent: Double) -> PagingTap? {
        guard event.location.isFinite, event.timestamp.isFinite, extent.isFinite, extent > 0 else { return nil }
        switch event.phase {
        case .down:
            drag = (event.id, event.location, event.timestamp, position, false)
            samples = [(event.timestamp, event.location.x)]
            time = max(time, event.timestamp)
        case .move:
            guard var d = drag, d.id == event.id else { return nil }
            let dx = event.location.x - d.start.x
            if abs(dx) > 8 || abs(event.location.y - d.start.y) > 8 { d.moved = true }
            drag = d
            if d.moved {
                var p = d.startPosition - dx / extent
                if !loops {  // a little resistance past the ends
                    if p < 0 {
                        p /= 3
                    } else if p > Double(count - 1) {
                        p = Double(count - 1) + (p - Double(count - 1)) / 3
                    }
                }
                position = p
            }
            samples.append((event.timestamp, event.location.x))
            samples.removeAll { $0.t < event.timestamp - 0.1 }
        case .up, .cancel:
            guard let d = drag, d.id == event.id else { return nil }
            drag = nil
            let dx = event.location.x - d.start.x
            if event.phase == .up && !d.moved && event.timestamp - d.startTime < 0.5 {
                return PagingTap(location: event.location)
            }
            if event.phase == .cancel {
                target = clampTarget(target)
                return nil
            }
            let velocity = releaseVelocity(endTime: event.timestamp, endX: event.location.x)
            target = clampTarget(
                resting(startPosition: d.startPosition, translation: dx, velocity: velocity, extent: extent))
        }
        return nil
    }

    private func releaseVelocity(endTime: Double, endX: Double) -> Double {
        guard let first = samples.first, endTime - first.t > 0.001 else { return 0 }
        return (endX - first.x) / (endTime - first.t)
    }

    private func resting(startPosition: Double, translation dx: Double, velocity: Double, extent: Double) -> Double {
        let start = startPosition.rounded()
        switch rule {
        case .tripsSeed:
            return start + Double(Int(-dx / (extent * 0.65)))
        case .pagerSeed:
            let predicted = dx + velocity * 0.25
            if predicted < -extent / 2 { return start + 1 }
            if predicted > extent / 2 { return start - 1 }
            return start
        case .nearest:
            return position.rounded()
        case .flick:
            if velocity < -300 { return position.rounded(.down) + 1 }
            if velocity > 300 { return position.rounded(.up) - 1 }
            return position.rounded()
        case .momentum:
            return (position - velocity * 0.25 / extent).rounded()
        }
    }

    /// Eases the position towards the target (time constant 0.09 s) and snaps when within 0.0005 items.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite else { return }
        let dt = max(0, newTime - time)
        time = max(time, newTime)
        guard drag == nil else { return }
        position += (target - position) * (1 - exp(-dt / 0.09))
        if abs(target - position) < 0.0005 { position = target }
    }

    /// Steps by `delta` items from the current target.
    public mutating func step(by delta: Int, at time: Double) {
        advance(to: time)
        guard drag == nil else { return }
        target = clampTarget(target + Double(delta))
    }

    /// Selects `index` (unwrapped for loops).
    public mutating func select(_ index: Int, at time: Double) {
        advance(to: time)
        guard drag == nil else { return }
        target = clampTarget(Double(index))
    }

    /// Maps `--snap` onto a placeholder rule (`seed` becomes `seedRule`).
    public static func rule(for choice: SnapChoice?, seedRule: Rule, defaultRule: Rule) -> Rule {
        switch choice {
        case nil: return defaultRule
        case .seed?: return seedRule
        case .nearest?: return .nearest
        case .flick?: return .flick
        case .momentum?: return .momentum
        }
    }
}
