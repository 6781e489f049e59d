/// A sheet that the finger drags down to dismiss: it follows the finger down 1:1, resists upward with a rubber
/// band, and on release either dismisses or springs back open.
///
/// The sheet is an offset from its open position (positive down), driven by the gestures of a press that began
/// on it: the host decides which presses those are and feeds their ``GestureEvent``s to ``handle(_:)``. The drag
/// is a `DragFollower` that leaves out the whole slop (nothing moves when the drag is recognized), with limits
/// `0...` so that only an upward drag is banded, over the sheet's ``height``.
///
/// The release rule, with offset x and downward velocity v at the release:
///
/// ```
/// dismiss  ⇔  x > f·height  or  (v > s and x > 0)        f = 0.25, s = 800 pt/s by default
/// ```
///
/// A quarter of the sheet's height is rshevchuk/Wallet's drag-to-dismiss distance (`maximumCardViewHeight / 4`),
/// the one the gallery's trips detail was tuned with; 800 pt/s is a deliberate flick, a little above Flutter's
/// bottom-sheet fling (`_minFlingVelocity = 700`) so that a slow drag released with a twitch does not dismiss.
/// Both comparisons are strict: exactly a quarter stays open. A flick needs the sheet to be below its open
/// position, so a fast downward release of a sheet pulled up springs back.
///
/// ```swift
/// var sheet = Sheet(height: 320)
/// var recognizer = GestureRecognizer(configuration: .drag(axis: .vertical))
/// var dismissal: Sheet.Dismissal?
/// let events = [(0.0, 100.0, PointerEvent.Phase.down), (0.1, 160, .move), (0.2, 260, .move), (0.2, 260, .up)]
/// for (time, y, phase) in events {
///     let event = PointerEvent(id: 1, phase: phase, location: Point(x: 0, y: y), timestamp: time)
///     for gesture in recognizer.handle(event) { dismissal = sheet.handle(gesture) ?? dismissal }
/// }
/// // dismissal?.offset == 100: released 100 points down (160 minus the 60 before recognition), past 320 / 4.
/// ```
///
/// Bad input has a defined result: the drag ignores unusable values (see `DragFollower`), a non-finite or
/// non-positive height counts as 1 point, times earlier than the latest are ignored by the spring, and a gesture or
/// frame whose time is not finite or beyond ``PointerEvent/maximumTimestampMagnitude`` is ignored (as every
/// component ignores such a timestamp: no frame could advance a motion started there).
///
/// - Complexity: Every operation is O(1) and allocates nothing.
public struct Sheet: Hashable, Sendable {
    /// The release rule's numbers and the spring back.
    public struct Configuration: Hashable, Sendable {
        /// The fraction of ``Sheet/height`` the sheet must be dragged down past to dismiss on release: 0.25.
        ///
        /// Clamped to `0...1` (0: any release below the open position dismisses; 1: past the whole height); NaN is
        /// the default. A sheet at its open position never dismisses.
        var dismissFraction: Double
        /// The downward speed, in points per second, above which a release dismisses a sheet that is below its
        /// open position: 800.
        ///
        /// Negative values become 0; NaN is the default; infinity turns the flick off.
        var dismissSpeed: Double
        /// The spring that brings a sheet released without dismissing back open (critically damped, so it does
        /// not bounce past the open position): ``Spring/paging``.
        var returnSpring: Spring
        /// The upward rubber band's coefficient c: ``RubberBand/defaultCoefficient``.
        var rubberBandCoefficient: Double

        /// Creates a configuration; the defaults are the ones documented on ``Sheet``.
        ///
        /// Values outside a field's domain are clamped into it (see each field).
        ///
        /// - Parameters:
        ///   - dismissFraction: The fraction of the height past which a release dismisses.
        ///   - dismissSpeed: The downward speed above which a release dismisses, in points per second.
        ///   - returnSpring: The spring back open.
        ///   - rubberBandCoefficient: The upward rubber band's coefficient.
        public init(
            dismissFraction: Double = 0.25, dismissSpeed: Double = 800, returnSpring: Spring = .paging,
            rubberBandCoefficient: Double = RubberBand.defaultCoefficient
        ) {
            self.dismissFraction = dismissFraction.isNaN ? 0.25 : Swift.min(Swift.max(dismissFraction, 0), 1)
            self.dismissSpeed = dismissSpeed.isNaN ? 800 : Swift.max(dismissSpeed, 0)
            self.returnSpring = returnSpring
            self.rubberBandCoefficient = rubberBandCoefficient
        }
    }

    /// A release that dismissed the sheet: where it was and how fast it moved, for the closing transition to
    /// continue from (no jump, continuous velocity).
    public struct Dismissal: Hashable, Sendable {
        /// The offset below the open position at the release, in points.
        public var offset: Double
        /// The downward velocity at the release, in points per second.
        public var velocity: Double
        /// The release's time, in seconds.
        public var time: Double
    }

    /// The release rule's numbers and the spring back.
    var configuration: Configuration
    /// The sheet's open height: the rubber band's dimension and the base of the dismiss distance.
    ///
    /// A value that is not finite and positive becomes 1.
    public var height: Double {
        didSet {
            height = height.isFinite && height > 0 ? height : 1
            drag?.dimension = height
        }
    }
    /// The offset below the open position, springing back to 0 after a release that did not dismiss.
    var motion = AnimatedValue(0, tolerance: .default)
    /// The drag in progress, if any.
    var drag: DragFollower?
    /// Whether a press on the sheet is down (it grabbed the sheet where it was).
    var isHeld = false

    /// Creates an open sheet at rest.
    ///
    /// - Parameters:
    ///   - height: The sheet's open height, in points.
    ///   - configuration: The release rule's numbers and the spring back.
    public init(height: Double, configuration: Configuration = Configuration()) {
        self.height = height.isFinite && height > 0 ? height : 1
        self.configuration = configuration
    }

    /// How far the sheet is below its open position, in points (negative: pulled up, rubber-banded).
    public var offset: Double { motion.value }

    /// Whether nothing moves the sheet on its own: no spring runs.
    ///
    /// A finger may be holding or dragging it: its moves arrive as gestures, so a host needs no frames for them.
    public var isSettled: Bool { motion.isSettled }

    /// Whether a release at `offset` with downward `velocity` dismisses.
    ///
    /// It does when `offset > dismissFraction·height`, or when `velocity > dismissSpeed` while `offset > 0`. NaN
    /// never dismisses.
    ///
    /// - Parameters:
    ///   - offset: The offset below the open position, in points.
    ///   - velocity: The downward velocity, in points per second.
    /// - Complexity: O(1).
    func dismisses(offset: Double, velocity: Double) -> Bool {
        offset > height * configuration.dismissFraction || (velocity > configuration.dismissSpeed && offset > 0)
    }

    /// Feeds one gesture of a press that began on the sheet.
    ///
    /// The press grabs the sheet where it is; a drag moves it; the drag's end (or a cancel or decline of the
    /// press) applies the release rule. A press that ends without dragging (a tap) lets a grabbed sheet spring
    /// back open.
    ///
    /// - Parameter gesture: A gesture of the press, from a ``GestureRecognizer`` with a vertical drag.
    /// - Returns: The dismissal when this gesture released the sheet past the rule, otherwise nil. After a
    ///   dismissal the sheet is open and at rest again, ready for its next presentation.
    /// - Complexity: O(1).
    public mutating func handle(_ gesture: GestureEvent) -> Dismissal? {
        guard gesture.time.isUsableTime else { return nil }
        switch gesture {
        case .pointerDown(_, let time):
            isHeld = true
            motion.stop(at: time)
        case .dragBegan(let value):
            guard isHeld else { return nil }
            drag = DragFollower(
                grabbing: offset, drag: value, axis: .vertical, slop: .atRecognition,
                limits: 0...Double.greatestFiniteMagnitude, dimension: height,
                coefficient: configuration.rubberBandCoefficient)
        case .dragChanged(let value):
            follow(value)
        case .dragEnded(let value):
            follow(value)
            return release(velocity: drag?.velocity ?? 0, at: value.time)
        case .cancelled(let time), .declined(_, let time):
            return release(velocity: 0, at: time)
        case .tap(_, let time), .pointerUp(_, let time), .longPressEnded(_, let time):
            if isHeld, drag == nil, offset != 0 {
                motion.animate(to: 0, with: .spring(configuration.returnSpring), at: time)
            }
            isHeld = false
        case .longPressBegan:
            break
        }
        return nil
    }

    /// Advances the spring back to `time`.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Complexity: O(1).
    public mutating func advance(to time: Double) {
        guard time.isUsableTime else { return }
        motion.advance(to: time)
    }

    /// Moves the sheet with the finger.
    mutating func follow(_ value: DragValue) {
        guard var current = drag else { return }
        current.follow(value)
        drag = current
        motion.jump(to: current.value, at: current.time)
    }

    /// Ends a press: dismisses (and resets) by the release rule, or springs back open with `velocity`.
    mutating func release(velocity: Double, at time: Double) -> Dismissal? {
        guard isHeld else { return nil }
        isHeld = false
        drag = nil
        let v = velocity.isFinite ? velocity : 0
        if dismisses(offset: offset, velocity: v) {
            let dismissal = Dismissal(offset: offset, velocity: v, time: time)
            motion = AnimatedValue(0, tolerance: .default)
            return dismissal
        }
        motion.animate(to: 0, with: .spring(configuration.returnSpring), initialVelocity: .absolute(v), at: time)
        return nil
    }
}
