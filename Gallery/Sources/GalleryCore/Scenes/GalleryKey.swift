import Riffle

/// The keys the gallery understands, with their names in gesture scripts.
public enum GalleryKey: String, CaseIterable, Hashable, Sendable {
    /// ← : previous page or card.
    case left
    /// → : next page or card.
    case right
    /// Home: the first page or card.
    case home
    /// End: the last page or card.
    case end
    /// Page Up: a screenful back.
    case pageup
    /// Page Down: a screenful forward.
    case pagedown
    /// Enter: activates the focused element.
    case enter
    /// Space: activates the focused element.
    case space
    /// Esc: closes a detail.
    case escape
    /// Tab: moves the focus forwards.
    case tab
    /// Shift-Tab: moves the focus backwards.
    case backtab
    /// 1: the Trips scene.
    case digit1 = "1"
    /// 2: the Onboarding scene.
    case digit2 = "2"
    /// 3: the Loop scene.
    case digit3 = "3"
    /// 4: the Wallet scene.
    case digit4 = "4"
    /// 5: the Home scene.
    case digit5 = "5"
    /// 6: the Calendar scene.
    case digit6 = "6"
    /// M: switches between the seeds' motion and iOS's.
    case motion = "m"
    /// P: hides or shows the scene picker (the digit keys still pick scenes).
    case picker = "p"
    /// I: shows or hides the inspector (why did it snap there?) over the scene's main track.
    case inspect = "i"
    /// N: adds a card in front (the Wallet), also while a card is held.
    case add = "n"
    /// Delete or Backspace: removes the focused card, else the front card (the Wallet), also while a card is held.
    case delete

    /// The scene a digit key selects, or nil for the other keys.
    public var sceneKind: SceneKind? {
        switch self {
        case .digit1: return .trips
        case .digit2: return .onboarding
        case .digit3: return .loop
        case .digit4: return .wallet
        case .digit5: return .home
        case .digit6: return .calendar
        default: return nil
        }
    }

    /// Whether the key activates the focused element (Enter or Space).
    public var isActivation: Bool { self == .enter || self == .space }

    /// The core's keyboard command for a carousel key (the arrows, Home, End, Page Up, Page Down), or nil for the
    /// other keys; the arrows follow ``pageStep(rightToLeft:)``.
    public func keyCommand(rightToLeft: Bool) -> KeyCommand? {
        switch self {
        case .left, .right: return pageStep(rightToLeft: rightToLeft) > 0 ? .next : .previous
        case .home: return .home
        case .end: return .end
        case .pageup: return .pageUp
        case .pagedown: return .pageDown
        default: return nil
        }
    }

    /// The pages an arrow key moves a carousel by: right is forward and left back in left-to-right, the other way
    /// round when the carousel is mirrored (forward is always towards the next item as drawn); 0 for other keys.
    public func pageStep(rightToLeft: Bool) -> Int {
        let forward = rightToLeft ? -1 : 1
        switch self {
        case .right: return forward
        case .left: return -forward
        default: return 0
        }
    }
}
