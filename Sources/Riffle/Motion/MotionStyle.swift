/// Which numbers a preset moves with: its own (the tutorials' springs and curves), or iOS's feel.
///
/// Every component's presets carry the numbers of the app they reproduce; `motion(.ios)` on a configuration or
/// settings value swaps in the iOS preset, so the two can be compared side by side (the gallery's
/// `--motion preset|ios` and its M key):
///
/// | component | preset | iOS |
/// | --- | --- | --- |
/// | paging tracks (``Track/Configuration/motion(_:)``, ``Pager/Settings/motion(_:)``) | the preset's spring (trips: ≈ 7 % bounce) | ``Spring/paging``, ≤ 0.5 % of a page past the target after a flick |
/// | rubber band | returns with the preset's spring | returns with ``Spring/paging``: no overshoot |
/// | home-screen pages (``HomeScreen/Configuration/motion(_:)``) | as configured (``HomeScreen/Configuration/directionalPaging``: 0.2 s ease-out) | ``Spring/paging`` |
/// | wallet selection (``CardStack/Settings/motion(_:)``) | 0.15 s ease-out after 0.1 s | ``Spring/soft`` |
/// | a detail sheet opening and closing | the preset's spring | ``Spring/sheet`` (a little bounce, not clamped) |
///
/// `.preset` leaves a value as it is: the presets already carry their own numbers (those of the seed documents,
/// see <doc:GettingStarted#Presets-by-seed>).
///
/// The raw value `"seed"`, this case's name in 0.1, still reads as ``preset`` (``init(rawValue:)``), so older
/// recordings, state files and command lines keep working; `rawValue` is always the current name.
public enum MotionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// The preset's own numbers, left as they are.
    case preset
    /// iOS's feel: paging that settles without visible overshoot, soft selection, slightly bouncy sheets.
    case ios

    /// The style named `rawValue`: a case's name, or `"seed"` (``preset``'s name in 0.1); nil for any other text.
    ///
    /// - Parameter rawValue: The name, as written by `rawValue` now or by an older version.
    public init?(rawValue: String) {
        switch rawValue {
        case "preset", "seed": self = .preset
        case "ios": self = .ios
        default: return nil
        }
    }
}
