/// A value that a finger drags along one axis: it follows the finger 1:1 from the slop without a jump, is
/// rubber-banded past its limits, and gives the finger's velocity to the motion that continues it on release.
///
/// The one drag rule of the library: a track's page drag, a card stack's scroll and a sheet's drag to dismiss
/// all follow the finger through it. It is created from a recognizer's ``GestureEvent/dragBegan(_:)`` and the
/// value on screen at that moment, and fed each later ``DragValue``:
///
/// ```
/// unbanded = start + translation − slop          value = RubberBand.clamp(unbanded, to: limits, dimension: d)
/// ```
///
/// where `translation` is the finger's displacement along the axis since the touch-down (times `sign`), `start`
/// is the unbanded value that shows as the grabbed one (``RubberBand/unclamp(_:from:dimension:coefficient:)``, so
/// grabbing a rubber-banded value continues from it), and `slop` is the part of the translation that moves
/// nothing, fixed when the drag begins (see ``Slop``). Inside the limits the value moves exactly as far as the
/// finger; past them the excess is banded with ``RubberBand``'s formula over `dimension`.
///
/// ```swift
/// var recognizer = GestureRecognizer(configuration: .drag(axis: .vertical))
/// var sheet: DragFollower?
/// for event in recognizer.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 0, y: 0), timestamp: 0))
///     + recognizer.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 0, y: 30), timestamp: 0.1))
/// {
///     if case .dragBegan(let drag) = event {
///         sheet = DragFollower(grabbing: 0, drag: drag, axis: .vertical, slop: .atRecognition, limits: 0...500)
///     }
/// }
/// // sheet?.value == 0: nothing jumps when the drag is recognized; each later point of finger moves it one point.
/// ```
///
/// Bad input has a defined result: a drag value with a non-finite translation, or earlier than the latest one
/// (or with a non-finite time), is ignored; a non-finite velocity reads as 0; a non-finite grabbed value, slop or
/// sign is replaced by 0, 0 and 1. ``value``, ``velocity`` and ``time`` are therefore always finite.
///
/// - Complexity: Every operation is O(1) and allocates nothing.
struct DragFollower: Hashable, Sendable {
    /// How much of the finger's travel before the drag was recognized the value leaves out.
    enum Slop: Hashable, Sendable {
        /// Leave out exactly `distance` points, measured along the straight line from the touch-down (the axis's
        /// share of it on a diagonal): the value starts moving 1:1 from the moment the finger leaves the slop
        /// circle, so a finger recognized 14 points out with a 10-point slop shows 4 points of movement at once.
        /// A scroll view's pan (the track's page drag).
        case distance(Double)
        /// Leave out the whole translation at recognition: the value does not move when the drag is recognized,
        /// then follows 1:1 (the card stack's scroll, a sheet's drag).
        case atRecognition
    }

    /// The axis the value moves along.
    let axis: Axis
    /// +1 when the value grows with the finger's coordinate along ``axis``, −1 when it shrinks (a track's offset
    /// grows as the finger moves toward the start).
    let sign: Double
    /// The range the value follows the finger 1:1 in, rubber-banded beyond.
    ///
    /// Infinite bounds mean no band on that side. It may change during the drag (items inserted, a relayout):
    /// call ``regrab(showing:)`` after changing it if the shown value must stay put.
    var limits: ClosedRange<Double>
    /// The rubber band's dimension d (the viewport's or the sheet's length along the axis).
    var dimension: Double
    /// The rubber band's coefficient c (``RubberBand/defaultCoefficient``, 0.55, by default).
    var coefficient: Double
    /// The unbanded value that the finger's translation of ``slop`` shows as: where the drag picked the value up.
    private(set) var start: Double
    /// The part of the finger's translation that moves nothing, fixed when the drag began.
    private(set) var slop: Double
    /// The finger's displacement along the axis since the touch-down, times ``sign``, slop included (SwiftUI's
    /// `DragGesture.Value.translation`).
    private(set) var translation: Double
    /// The finger's velocity along the axis, times ``sign``, in points per second (the recognizer's estimate).
    private(set) var velocity: Double
    /// The time of the latest drag value, in seconds.
    private(set) var time: Double

    /// Picks up `shown` under a drag that has just been recognized.
    ///
    /// - Parameters:
    ///   - shown: The value on screen when the drag began (possibly rubber-banded past ``limits``).
    ///   - drag: The recognizer's ``GestureEvent/dragBegan(_:)`` value.
    ///   - axis: The axis the value moves along.
    ///   - sign: +1 when the value grows with the finger's coordinate, −1 when it shrinks.
    ///   - slop: How much of the finger's travel so far the value leaves out.
    ///   - limits: The range the value follows the finger 1:1 in.
    ///   - dimension: The rubber band's dimension d.
    ///   - coefficient: The rubber band's coefficient c.
    init(
        grabbing shown: Double, drag: DragValue, axis: Axis, sign: Double = 1, slop: Slop,
        limits: ClosedRange<Double>, dimension: Double = .infinity,
        coefficient: Double = RubberBand.defaultCoefficient
    ) {
        self.axis = axis
        self.sign = sign.isFinite && sign < 0 ? -1 : 1
        self.limits = limits
        self.dimension = dimension
        self.coefficient = coefficient
        let finger = self.sign * drag.translation[axis]
        translation = finger.isFinite ? finger : 0
        let speed = self.sign * drag.velocity[axis]
        velocity = speed.isFinite ? speed : 0
        time = drag.time.isFinite ? drag.time : 0
        switch slop {
        case .atRecognition:
            self.slop = translation
        case .distance(let radius):
            // The slop lies on the straight line from the touch-down: the axis takes its share of it.
            let length = drag.translation.length
            let share = length > 0 && radius.isFinite && radius > 0 ? translation * Swift.min(1, radius / length) : 0
            self.slop = share.isFinite ? share : 0
        }
        let grabbed = shown.isFinite ? shown : 0
        start = RubberBand.unclamp(grabbed, from: limits, dimension: dimension, coefficient: coefficient)
    }

    /// The value to show: ``unbandedValue`` with the part past ``limits`` rubber-banded.
    ///
    /// - Complexity: O(1).
    var value: Double {
        RubberBand.clamp(unbandedValue, to: limits, dimension: dimension, coefficient: coefficient)
    }

    /// Where the finger puts the value without the rubber band: start + translation − slop.
    var unbandedValue: Double { start + translation - slop }

    /// Where the value would be if the slop moved it too and nothing resisted: start + translation.
    ///
    /// Release rules written against SwiftUI's `DragGesture` translation (the track's snap policies) judge this
    /// position.
    var positionWithSlop: Double { start + translation }

    /// Follows the finger to `drag`: the translation, velocity and time along the axis.
    ///
    /// A value with a non-finite translation, or a time that is not finite or earlier than ``time``, is ignored; a
    /// non-finite velocity reads as 0.
    ///
    /// - Parameter drag: The recognizer's latest ``GestureEvent/dragChanged(_:)`` or ``GestureEvent/dragEnded(_:)``
    ///   value.
    /// - Complexity: O(1).
    mutating func follow(_ drag: DragValue) {
        let finger = sign * drag.translation[axis]
        guard finger.isFinite, drag.time.isFinite, drag.time >= time else { return }
        translation = finger
        let speed = sign * drag.velocity[axis]
        velocity = speed.isFinite ? speed : 0
        time = drag.time
    }

    /// Keeps `shown` on screen under the finger where it is now: re-derives ``start`` so that the current
    /// translation shows `shown` (after ``limits`` or ``dimension`` changed, so the next move continues without a
    /// jump).
    ///
    /// A non-finite `shown` is ignored; a start that would not be finite becomes `shown` clamped into the limits.
    ///
    /// - Parameter shown: The value that should be on screen.
    /// - Complexity: O(1).
    mutating func regrab(showing shown: Double) {
        guard shown.isFinite else { return }
        let unbanded = RubberBand.unclamp(shown, from: limits, dimension: dimension, coefficient: coefficient)
        let derived = unbanded - translation + slop
        start = derived.isFinite ? derived : Swift.min(Swift.max(shown, limits.lowerBound), limits.upperBound)
    }

    /// `value` rubber-banded past ``limits`` as a drag would show it (for a value the drag did not produce, such
    /// as an offset mapped into a new layout).
    ///
    /// - Parameter value: An unbanded value.
    /// - Returns: ``RubberBand/clamp(_:to:dimension:coefficient:)`` of it.
    func banded(_ value: Double) -> Double {
        RubberBand.clamp(value, to: limits, dimension: dimension, coefficient: coefficient)
    }
}
