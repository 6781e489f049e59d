#if canImport(SwiftUI)
    import SwiftUI

    /// How a ``HomeScreenView`` draws what is not an icon: the dock's background, the page dots and the labels.
    ///
    /// The defaults are seed 002's: a dock of rgb(70, 70, 70) at 0.9 opacity, gray dots with a white current dot,
    /// white labels.
    struct HomeScreenStyle {
        /// The dock's background.
        var dockBackground = Color(red: 70 / 255, green: 70 / 255, blue: 70 / 255).opacity(0.9)
        /// The colour of a dot that is not selected.
        var dotColor = Color.gray
        /// The colour of the selected dot (blended in by each dot's selection).
        var currentDotColor = Color.white
        /// The colour of the icons' labels.
        var labelColor = Color.white
    }
#endif
