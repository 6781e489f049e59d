/// The model behind a row of page dots, in the manner of `UIPageControl`: which dots are shown where,
/// how big and how selected, and what taps, scrubs and accessibility actions ask for.
///
/// `PageIndicator` is a value type with no UI framework and no clock. The host tells it the page count,
/// the current page, the continuous position of its pages while they move (``setProgress(_:)``) and the
/// control's size; it reads back the dots (``visibleDots``) and forwards pointer events (``handle(_:)``, the
/// ``Interactive`` contract), which queue page requests as events.
///
/// ```swift
/// var indicator = PageIndicator(count: 13, currentPage: 0)
/// indicator.size = Vector(x: 200, y: 44)
/// for dot in indicator.visibleDots {
///     // draw a circle of dot.diameter at dot.center, white blended by dot.selection
/// }
/// indicator.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 150, y: 22), timestamp: 0))
/// indicator.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 150, y: 22), timestamp: 0.1))
/// let events = indicator.takeEvents()   // [.interactionStateChanged(.discrete), .requestPage(1, …), …]
/// ```
///
/// With more pages than ``Configuration/maximumVisibleDots`` (or than fit in the control), a window of dots
/// slides along. It moves only when the displayed page would leave its inner region, and the dots at an edge
/// with more pages beyond shrink (``Configuration/edgeScales``).
///
/// Bad input never traps and never produces a non-finite output: a negative count is 0, an out-of-range page
/// is clamped, a NaN progress or location is ignored, and a zero, negative or non-finite size shows no dots.
public struct PageIndicator: Hashable, Sendable {
    /// The largest page count the indicator keeps; larger counts are clamped to it.
    ///
    /// Page positions are `Double`s, which count whole pages exactly well beyond this.
    public static let maximumCount = 1 << 40

    /// The sanitised configuration.
    var _configuration: Configuration
    /// The page count, `0...maximumCount`.
    var _count: Int
    /// The control's size, or `nil` to lay out at the intrinsic size.
    var _size: Vector?

    /// The page the indicator shows as selected, or `nil` when there are no pages.
    ///
    /// Always in `0..<count`. The host sets it with ``setCurrentPage(_:)``; taps, scrubs and accessibility
    /// actions also set it when they request a page.
    public internal(set) var currentPage: Int?

    /// The continuous page position last set with ``setProgress(_:)`` (2.3 while dragging from page 2 toward
    /// page 3), or `nil` when the display follows ``currentPage``.
    ///
    /// Always finite and in `0...count - 1`. ``setCurrentPage(_:)`` clears it.
    public internal(set) var progress: Double?

    /// Whether the user is pressing or scrubbing the indicator.
    public internal(set) var interactionState: InteractionState = .none

    /// The page position at the window's leading slot: 0 until the window has slid, 1.5 when it is halfway
    /// between showing pages 1… and 2….
    ///
    /// Always finite and in `0...max(0, count - visibleSlotCount)`.
    public internal(set) var windowOffset: Double = 0

    /// Whether a horizontal row runs right to left (page 0 on the right), as shown: the ``ComponentHost`` mirrors pointer
    /// input and the dots across ``mirrorWidth``; the indicator itself always lays out left to right.
    public internal(set) var isRightToLeft = false
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
    public init(count: Int = 0, currentPage: Int = 0, configuration: Configuration = .standard) {
        _configuration = configuration.sanitized
        _count = PageIndicator.clampedCount(count)
        self.currentPage = _count > 0 ? min(max(currentPage, 0), _count - 1) : nil
        updateWindow()
        _checkInvariants()
    }

    /// The metrics and behaviour, with bad values replaced (see ``Configuration``).
    ///
    /// Setting it keeps the pages and re-places the window.
    public var configuration: Configuration {
        get { _configuration }
        set {
            _configuration = newValue.sanitized
            updateWindow()
            _checkInvariants()
        }
    }

    /// The number of pages, `0...maximumCount`.
    ///
    /// Setting a negative count stores 0. The current page is clamped into the new range (it becomes `nil`
    /// with no pages, and 0 when pages appear), and so is ``progress``.
    public var count: Int {
        get { _count }
        set {
            _count = PageIndicator.clampedCount(newValue)
            if _count == 0 {
                currentPage = nil
                progress = nil
            } else {
                currentPage = min(max(currentPage ?? 0, 0), _count - 1)
                progress = progress.map { min($0, Double(_count - 1)) }
            }
            updateWindow()
            _checkInvariants()
        }
    }

    /// The control's size in points (`x` is the width, `y` the height), or `nil` to lay out at
    /// ``intrinsicSize``.
    ///
    /// With a size, only the dots that fit along the axis are shown. A size with a zero, negative or non-finite
    /// component shows no dots and has no touch area.
    public var size: Vector? {
        get { _size }
        set {
            _size = newValue
            updateWindow()
            _checkInvariants()
        }
    }

    /// Whether the indicator shows nothing: no pages, or a single page with
    /// ``Configuration/hidesForSinglePage``.
    public var isHidden: Bool {
        _count == 0 || (_count == 1 && _configuration.hidesForSinglePage)
    }

    /// The page position the dots display: ``progress`` when set, otherwise ``currentPage`` (0 with no pages).
    public var displayPosition: Double {
        progress ?? Double(currentPage ?? 0)
    }

    /// Selects a page; the display snaps to it (``progress`` is cleared).
    ///
    /// Call it when the pages settle, or on every page change when you do not report ``progress``.
    ///
    /// - Parameter page: The page, clamped to `0..<count`; ignored when there are no pages.
    public mutating func setCurrentPage(_ page: Int) {
        if _count > 0 {
            currentPage = min(max(page, 0), _count - 1)
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
    public mutating func setProgress(_ position: Double) {
        if _count > 0 && !position.isNaN {
            progress = min(max(position, 0), Double(_count - 1))
            updateWindow()
        }
        _checkInvariants()
    }

    /// Makes a requested page current, keeping ``progress`` so a host that animates toward the page keeps
    /// driving the display.
    ///
    /// - Parameter page: A page in `0..<count`.
    mutating func applyRequest(_ page: Int) {
        currentPage = page
        updateWindow()
    }

    /// Clamps a count into `0...maximumCount`.
    static func clampedCount(_ count: Int) -> Int {
        min(max(count, 0), maximumCount)
    }
}
