/// How long a host's track is across its axis: fixed by the front end, or following the size of the item it
/// shows.
///
/// With ``followsCurrentItem`` a pager whose pages have different heights (a horizontal track) takes the height of
/// the page at rest, and during a drag or a settle the height between the two pages either side of the anchor,
/// interpolated by their progress: half-way from a 300-point page to a 500-point one, the pager is 400 points high.
/// The front end measures the items it draws (``Pager/Command/measure(index:width:height:)``) and sizes its view by
/// ``Pager/size(fitting:)``, which changes the length across only in steps (`Pager/followedCrossLength`), so the
/// parent does not lay out every frame; the items follow `Pager/followedCrossLength(of:measurements:)` within it.
public enum CrossAxisSizing: Hashable, Sendable, Codable {
    /// The front end's size (and the items' ``Pager/Settings/crossLength``, or the viewport's): the default.
    case fixed
    /// The measured cross-axis size of the item at the anchor, interpolated between the two items either side of
    /// it while the track moves.
    case followsCurrentItem
}
