@testable import Riffle

/// What is where, in one vocabulary for every component (the test of that vocabulary reads it; a front end
/// reads the same members on each placement type): a frame laid out in the view and the transform drawn
/// over it.
///
/// ``ItemPlacement`` (tracks), ``CardPlacement`` (card stacks) and ``HomeScreen/IconPlacement`` (icons)
/// all adopt it, so a front end can draw any of them with one function: lay the content out in ``frame``, scale
/// it by ``scaleX`` and ``scaleY`` about the frame's centre, rotate it by ``rotation``, draw it with ``opacity``,
/// ordered by ``zIndex``. Each type adds what only it has (a track item's tilt and copy, a card's lifted state, an
/// icon's label frame).
///
/// ```swift
/// func bounds(of placement: some ViewPlacement) -> Rect {
///     placement.drawnBounds   // the scaled frame, before rotation
/// }
/// ```
protocol ViewPlacement {
    /// The laid-out frame in the view, in points (left-to-right, y down), before the transform.
    var frame: Rect { get }
    /// The horizontal scale about the frame's centre.
    var scaleX: Double { get }
    /// The vertical scale about the frame's centre.
    var scaleY: Double { get }
    /// The rotation in the plane, in radians, clockwise positive.
    var rotation: Double { get }
    /// The opacity, 0…1.
    var opacity: Double { get }
    /// The drawing order: higher is in front.
    var zIndex: Double { get }
}

extension ViewPlacement {
    /// The frame scaled about its centre (before the rotation): where the content is drawn.
    ///
    /// - Complexity: O(1).
    var drawnBounds: Rect {
        let size = Vector(x: frame.width * scaleX, y: frame.height * scaleY)
        return Rect(
            origin: Point(x: frame.midX - size.x / 2, y: frame.midY - size.y / 2), size: size)
    }
}

extension ItemPlacement: ViewPlacement {}

extension CardPlacement: ViewPlacement {}

extension HomeScreen.IconPlacement: ViewPlacement {
    /// The icon's ``scale``.
    var scaleX: Double { scale }
    /// The icon's ``scale``.
    var scaleY: Double { scale }
}
