#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// Page dots drawn where a host placed them.
    ///
    /// Each is a circle of its diameter, blended from `color` to `currentColor` by its selection, in a frame of the
    /// control's size. ``PageDots`` and a carousel's dots both draw this way; it takes no input of its own.
    struct DotsDrawing: View {
        /// The dots, centres in the control's coordinates.
        let dots: [PageIndicator.Dot]
        /// The control's size.
        let size: Riffle.Vector
        /// The colour of a dot that is not selected.
        let color: Color
        /// The colour of the selected dot.
        let currentColor: Color

        var body: some View {
            ZStack(alignment: .topLeading) {
                ForEach(dots, id: \.page) { dot in
                    Circle()
                        .fill(color)
                        .overlay { Circle().fill(currentColor).opacity(dot.selection) }
                        .frame(width: CGFloat(dot.diameter), height: CGFloat(dot.diameter))
                        .position(x: CGFloat(dot.center.x), y: CGFloat(dot.center.y))
                }
            }
            .frame(width: CGFloat(size.x), height: CGFloat(size.y), alignment: .topLeading)
        }
    }
#endif
