#if canImport(SwiftUI)
    import SwiftUI

    /// A clear background that reports the size of the view it is behind: when it appears and whenever it changes.
    ///
    /// Self-sizing carousel items hand their size to the host this way (available from the package's floor).
    struct SizeReader: View {
        /// Called with the size.
        let report: (CGSize) -> Void

        var body: some View {
            GeometryReader { proxy in
                Color.clear
                    .onAppear { report(proxy.size) }
                    .onValueChange(of: proxy.size) { size in report(size) }
            }
            .accessibilityHidden(true)
        }
    }
#endif
