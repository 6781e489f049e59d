/// The model behind a row of page dots, in the manner of `UIPageControl`: which dots are shown where,
/// how big and how selected, and what taps, scrubs and accessibility actions ask for.
///
/// `PageIndicator` is a value type with no UI framework and no clock, driven through a ``ComponentHost`` like every
/// component. The host tells it the page count, the current page and the continuous position of its pages while
/// they move (``Command/update(count:currentPage:progress:)``); it reads back the dots (``forEachPlacement(at:_:)``)
/// and forwards pointer events (``handle(_:)``, the ``Interactive`` contract), which come back as page requests.
///
/// ```swift
/// var dots = ComponentHost(PageIndicator.control(count: 13, currentPage: 0))
/// for dot in dots.placements(at: 0) {
///     // draw a circle of dot.diameter at dot.center, white blended by dot.selection
/// }
/// dots.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 70, y: 22), timestamp: 0))
/// let events = dots.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 70, y: 22), timestamp: 0.1))
/// // [.requestPage(1, …), .interactionStateChanged(.none)]
/// ```
///
/// With more pages than `Configuration/maximumVisibleDots` (or than fit in the control), a window of dots
/// slides along. It moves only when the displayed page would leave its inner region, and the dots at an edge
/// with more pages beyond shrink (`Configuration/edgeScales`).
///
/// Bad input never traps and never produces a non-finite output: a negative count is 0, an out-of-range page
/// is clamped, a NaN progress or location is ignored, and a zero, negative or non-finite size shows no dots.
public struct PageIndicator: Hashable, Sendable {
    /// The largest page count the indicator keeps; larger counts are clamped to it.
    ///
    /// Page positions are `Double`s, which count whole pages exactly well beyond this.
    static let maximumCount = 1 << 40

    /// The most dots shown at once, whatever `Configuration/maximumVisibleDots` and the control's size allow:
    /// 1,024 (a frame costs O(dots), and 2⁴⁰ pages with every dot shown would never finish one); with more
    /// pages the window slides.
    static let maximumShownDots = 1_024

    /// The page the indicator shows as selected, or `nil` when there are no pages.
    ///
    /// Always in `0..<count`. The host sets it with ``Command/update(count:currentPage:progress:)``; taps, scrubs
    /// and accessibility actions also set it when they request a page.
    public internal(set) var currentPage: Int?

    /// The continuous page position last set with ``setProgress(_:)`` (2.3 while dragging from page 2 toward
    /// page 3), or `nil` when the display follows ``currentPage``.
    ///
    /// Always finite and in `0...count - 1`. ``setCurrentPage(_:)`` clears it.
    var progress: Double?

    /// Whether the user is pressing or scrubbing the indicator.
    var interactionState: InteractionState = .none

    /// The page position at the window's leading slot: 0 until the window has slid, 1.5 when it is halfway
    /// between showing pages 1… and 2….
    ///
    /// Always finite and in `0...max(0, count - visibleSlotCount)`.
    var windowOffset: Double = 0

    /// Whether a horizontal row runs right to left (page 0 on the right), as shown: the ``ComponentHost`` mirrors pointer
    /// input and the dots across ``mirrorWidth``; the indicator itself always lays out left to right.
    var isRightToLeft = false
    /// The pointer press in progress, if any.
    var press: Press?

    /// Events not yet taken by the host.
    var pendingEvents: [Event] = []

    /// Creates an indicator.
    ///
    /// - Parameters:
    ///   - count: The number of pages; negative counts become 0.
    ///   - currentPage: The selected page, clamped to `0..<count`.
    ///   - configuration: The metrics and behaviour; bad values are sanitised.
    init(count: Int = 0, currentPage: Int = 0, configuration: Configuration = .standard) {
        self.configuration = configuration.sanitized
        self.count = PageIndicator.clampedCount(count)
        self.currentPage = self.count > 0 ? min(max(currentPage, 0), self.count - 1) : nil
        updateWindow()
        _checkInvariants()
    }

    /// The metrics and behaviour, with bad values replaced (see ``Configuration``).
    ///
    /// Setting it keeps the pages and re-places the window.
    var configuration: Configuration {
        didSet {
            configuration = configuration.sanitized
            updateWindow()
            _checkInvariants()
        }
    }

    /// The number of pages, `0...maximumCount`.
    ///
    /// Setting a negative count stores 0. The current page is clamped into the new range (it becomes `nil`
    /// with no pages, and 0 when pages appear), and so is ``progress``.
    var count: Int {
        didSet {
            count = PageIndicator.clampedCount(count)
            if count == 0 {
                currentPage = nil
                progress = nil
            } else {
                currentPage = min(max(currentPage ?? 0, 0), count - 1)
                progress = progress.map { min($0, Double(count - 1)) }
            }
            updateWindow()
            _checkInvariants()
        }
    }

    /// The control's size in points (`x` is the width, `y` the height), or `nil` to lay out at
    /// `intrinsicSize`.
    ///
    /// With a size, only the dots that fit along the axis are shown. A size with a zero, negative or non-finite
    /// component shows no dots and has no touch area.
    var size: Vector? {
        didSet {
            updateWindow()
            _checkInvariants()
        }
    }

    /// Whether the indicator shows nothing: no pages, or a single page with
    /// ``Configuration/hidesForSinglePage``.
    var isHidden: Bool {
        count == 0 || (count == 1 && configuration.hidesForSinglePage)
    }

    /// The page position the dots display: ``progress`` when set, otherwise ``currentPage`` (0 with no pages).
    var displayPosition: Double {
        progress ?? Double(currentPage ?? 0)
    }

    /// Selects a page; the display snaps to it (``progress`` is cleared).
    ///
    /// Call it when the pages settle, or on every page change when you do not report ``progress``.
    ///
    /// - Parameter page: The page, clamped to `0..<count`; ignored when there are no pages.
    mutating func setCurrentPage(_ page: Int) {
        if count > 0 {
            currentPage = min(max(page, 0), count - 1)
            progress = nil
            updateWindow()
        }
        _checkInvariants()
    }

    /// Sets the continuous page position the dots display, from the pages' scroll position.
    ///
    /// Progress 2.5 highlights dots 2 and 3 half each and slides the window smoothly. It does not change
    /// ``currentPage``: keep reporting it until the pages settle, then call ``setCurrentPage(_:)``.
    ///
    /// - Parameter position: The position in pages, clamped to `0...count - 1` (so ±infinity means the
    ///   last or first page); NaN is ignored, and so is any call when there are no pages.
    mutating func setProgress(_ position: Double) {
        if count > 0 && !position.isNaN {
            progress = min(max(position, 0), Double(count - 1))
            updateWindow()
        }
        _checkInvariants()
    }

    /// Clamps a count into `0...maximumCount`.
    static func clampedCount(_ count: Int) -> Int {
        min(max(count, 0), maximumCount)
    }
}

extension PageIndicator {
    /// Whether the user is interacting with the indicator, and how (`UIPageControl.InteractionState`).
    public enum InteractionState: String, Hashable, Sendable, Codable, CaseIterable {
        /// No pointer is pressed on the indicator.
        case none
        /// A press that may end as a tap: a discrete interaction.
        case discrete
        /// A scrub: the pointer is dragging across the dots, a continuous interaction.
        case continuous
    }

    /// What a tap on the indicator does.
    public enum TapBehavior: String, Hashable, Sendable, Codable, CaseIterable {
        /// The `UIPageControl` rule: a tap on the leading side of the current dot goes to the previous page,
        /// a tap on its trailing side to the next page. Exactly one page, even when the tap lands on a dot
        /// further away; nothing at the first or last page.
        case stepTowardTap
        /// The seed rule (seeds 001 and 002): a tap selects the page of the dot under it.
        case selectTappedDot
    }

    /// Something the host must act on after an interaction, handed out by ``PageIndicator/takeEvents()`` and
    /// ``PageIndicator/drainEvents(_:)``.
    public enum Event: Hashable, Sendable {
        /// The user asked for a page; the indicator has already made it its ``PageIndicator/currentPage``.
        ///
        /// The host moves its pages there. `animated` is the indicator's suggestion: `true` for discrete
        /// requests (a tap, an accessibility action), `false` for scrub requests, which can arrive on every
        /// pointer move and should be followed at once.
        case requestPage(Int, animated: Bool, cause: Cause)
        /// The `PageIndicator/interactionState` changed (for example, to show a background while scrubbing).
        case interactionStateChanged(InteractionState)
    }

    /// Why a page was requested.
    public enum Cause: String, Hashable, Sendable, Codable, CaseIterable {
        /// A tap on the indicator.
        case tap
        /// A press-and-drag across the dots.
        case scrub
        /// An accessibility increment or decrement (VoiceOver's swipe up or down on an adjustable element).
        case accessibility
    }

    /// A pointer press in progress on the indicator.
    struct Press: Hashable, Sendable {
        /// The pointer that pressed (the indicator follows one pointer).
        var pointer: Int
        /// Where the pointer went down.
        var start: Point
        /// Whether the press has become a scrub.
        var isScrubbing: Bool
        /// Whether the press travelled too far to be a tap (and may not scrub).
        var isTapCancelled: Bool
    }

    /// Whether a pointer is pressing the indicator and may still tap or scrub it: draw the pressed look (iOS
    /// shows a platter behind the dots).
    ///
    /// True from a `down` inside the touch area until the `up` or `cancel`, and while scrubbing; false once the
    /// press is declined (`declinesPress`: it is the pages' drag now).
    ///
    /// - Complexity: O(1).
    public var isPressed: Bool { press != nil && !declinesPress }

    /// What assistive technologies say, 1-based: ``AccessibilityPhrase/page(_:of:)`` (page 3 of 13), or
    /// ``AccessibilityPhrase/noPages`` when there are none.
    ///
    /// It changes with every page. On Apple platforms expose it where VoiceOver re-reads it after an adjustment;
    /// UIKit's `UIPageControl` reports the same words as its accessibility value.
    public var accessibilityLabel: AccessibilityPhrase {
        guard let page = currentPage else { return .noPages }
        return .page(page + 1, of: count)
    }

    /// Whether assistive technologies should skip the indicator: exactly when it is `isHidden`.
    public var isAccessibilityHidden: Bool { isHidden }

    /// The adjustable actions (``Command/increment`` is 1, ``Command/decrement`` is -1): requests the page `delta`
    /// away from the current one.
    ///
    /// Queues ``Event/requestPage(_:animated:cause:)`` for that page, already made current; nothing when the
    /// indicator is hidden or the page does not exist (past the first or last page).
    ///
    /// - Parameter delta: How many pages on (negative: back).
    /// - Returns: The page requested, or `nil`.
    /// - Complexity: O(1).
    @discardableResult
    mutating func step(by delta: Int) -> Int? {
        defer { _checkInvariants() }
        guard !isHidden, let current = currentPage else { return nil }
        let target = current + delta
        guard target >= 0 && target < count else { return nil }
        request(target, animated: true, cause: .accessibility)
        return target
    }

    /// Checks the state's invariants; a failure is a bug in Riffle.
    ///
    /// - Complexity: O(*e*), where *e* is the number of edge scales.
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant(count >= 0 && count <= PageIndicator.maximumCount, "count \(count) out of range")
            _riffleInvariant(configuration == configuration.sanitized, "configuration not sanitised")
            if let current = currentPage {
                _riffleInvariant(current >= 0 && current < count, "current page \(current) of \(count)")
            } else {
                _riffleInvariant(count == 0, "no current page with \(count) pages")
            }
            if let progress {
                _riffleInvariant(
                    progress.isFinite && progress >= 0 && progress <= Double(count - 1),
                    "progress \(progress) of \(count)"
                )
            }
            let slots = visibleSlotCount
            _riffleInvariant(slots >= 0 && slots <= count, "slot count \(slots) of \(count)")
            _riffleInvariant(
                windowOffset.isFinite && windowOffset >= 0 && windowOffset <= Double(max(0, count - slots)),
                "window offset \(windowOffset) with \(slots) slots of \(count)"
            )
            if slots > 0, count > 0 {
                let position = displayPosition
                _riffleInvariant(
                    position >= windowOffset && position <= windowOffset + Double(slots - 1),
                    "displayed position \(position) outside the window at \(windowOffset)"
                )
            }
            _riffleInvariant(
                (press == nil) == (interactionState == .none) || press?.isTapCancelled == true,
                "press and interaction state disagree")
        #endif
    }
}
