import Riffle

/// A screen of the gallery.
///
/// Scenes are driven from outside: inputs in, clock forward, draw.
///
/// The window loop and the headless replay drive every scene the same way:
///
///     scene.handle(input)        // for each input, in time order
///     scene.advance(to: now)     // once per frame
///     scene.draw(on: canvas)     // when a frame is due
///
/// and keep producing frames only while ``needsFrame`` is true (idle, the window waits for events).
public protocol GalleryScene: AnyObject {
    /// Which scene this is.
    var kind: SceneKind { get }
    /// Lays the scene out for a window of `size` points; `insets` keep content clear of the picker.
    func resize(to size: CanvasSize, insets: SceneInsets)
    /// Moves with the seeds' numbers or iOS's from `time` on (``Riffle/MotionStyle``): the hosts get the style's
    /// settings, and the scene's own transitions its springs.
    func setMotion(_ style: MotionStyle, at time: Double)
    /// Handles one input (pointer sample, key or wheel). Inputs arrive in time order.
    func handle(_ input: SceneInput)
    /// Moves the scene's clock to `time` (seconds) and updates every motion.
    func advance(to time: Double)
    /// True while something moves (a drag, an animation): the host keeps rendering frames.
    var needsFrame: Bool { get }
    /// True when the scene is at rest apart from animations that never end on their own (the home screen's
    /// edit-mode wiggle): a replay may stop here and the window writes its state file. Default: `!needsFrame`.
    var isSettled: Bool { get }
    /// A time at which the scene wants ``advance(to:)`` even with no input and no motion (nil: none).
    var nextDeadline: Double? { get }
    /// Draws the current state.
    func draw(on canvas: Canvas)
    /// The state as a JSON object whose first key is `"scene"`.
    var state: JSONValue { get }

    /// Moves the keyboard focus to the next (or previous) element; false when the focus leaves the scene's chain
    /// (the host then focuses its own elements, like the picker).
    func moveFocus(forward: Bool) -> Bool
    /// Puts the focus on the scene's first (or last) element, or removes it (`nil`).
    func setFocus(toFirst: Bool?)
    /// Whether focus rings are visible (after keyboard use; pointer use hides them).
    var showsFocus: Bool { get set }
    /// Prepares what the next frames are likely to need (the pictures of the neighbouring pages); the host calls
    /// it while idle.
    func prepareUpcoming(on canvas: Canvas)
    /// The scene's tracks, its main one first, for the inspector overlay and the per-frame trace (none by default).
    var inspectedTracks: [InspectedTrack] { get }
    /// Per-frame numbers of the scene's components that are not tracks (a card stack, a home screen's editing),
    /// for the trace (none by default).
    var traceFields: [(String, JSONValue)] { get }
}

extension GalleryScene {
    /// Nothing to prepare by default.
    public func prepareUpcoming(on canvas: Canvas) {}

    /// At rest when no frame is needed.
    public var isSettled: Bool { !needsFrame }

    /// ``state`` encoded as one line of JSON.
    public var stateJSON: String { state.encoded }
}

/// Space the scenes keep free at the top (the floating picker) and the bottom (a home indicator area).
public struct SceneInsets: Hashable, Sendable {
    /// Points reserved at the top.
    public var top: Double
    /// Points reserved at the bottom.
    public var bottom: Double

    /// Creates insets.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// No insets.
    public static let zero = SceneInsets(top: 0, bottom: 0)
}
