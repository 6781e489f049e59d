/// Which numbers a preset moves with: the seed documents' own (what the tutorials show), or iOS's feel.
///
/// Every component's presets are the seeds' numbers; `motion(.ios)` on a configuration or settings value swaps in
/// the iOS preset, so the two can be compared side by side (the gallery's `--motion seed|ios` and its M key):
///
/// | component | seed | iOS |
/// | --- | --- | --- |
/// | paging tracks (``Track/Configuration/motion(_:)``, ``Pager/Settings/motion(_:)``) | the preset's spring (seed 000: ≈ 7 % bounce) | ``Spring/paging``, ≤ 0.5 % of a page past the target after a flick |
/// | rubber band | returns with the preset's spring | returns with ``Spring/paging``: no overshoot |
/// | home-screen pages (``HomeScreen/Configuration/motion(_:)``) | as configured (seed 002: 0.2 s ease-out) | ``Spring/paging`` |
/// | wallet selection (``CardStack/Configuration/motion(_:)``) | 0.15 s ease-out after 0.1 s | ``Spring/soft`` |
/// | a detail sheet opening and closing | the seed's spring | ``Spring/sheet`` (a little bounce, not clamped) |
///
/// `.seed` leaves a value as it is: the presets already are the seeds' numbers.
public enum MotionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// The seed documents' numbers.
    case seed
    /// iOS's feel: paging that settles without visible overshoot, soft selection, slightly bouncy sheets.
    case ios
}
