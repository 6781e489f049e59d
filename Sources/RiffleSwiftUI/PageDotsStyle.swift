#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// How a carousel draws its page dots: the indicator's metrics, two colours and the distance from the bottom.
    struct PageDotsStyle {
        /// The indicator's metrics and behaviour.
        var configuration: PageIndicator.Configuration
        /// The colour of a dot that is not selected.
        var color: Color
        /// The colour of the selected dot (blended in by each dot's selection).
        var currentColor: Color
        /// The distance between the dots' touch area and the bottom edge, in points.
        var bottomPadding: CGFloat
    }
#endif
