#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// The layout of a component's canvas: as large as the core's sizing rule says for the parent's proposal
    /// (``Riffle/Pager/size(fitting:)``), with the canvas proposed exactly that size.
    ///
    /// Unlike a `GeometryReader` it is not greedy in a `VStack` and does not collapse where no height is proposed
    /// (a vertical `ScrollView`, a `List` row); the canvas reads the size it was placed at with `onGeometryChange`
    /// and hands it to its host. Available from the package's floor (iOS 16, macOS 13, tvOS 16, watchOS 9).
    struct HostFrame: Layout {
        /// The core's rule: the size for a proposal, nil where a length is unspecified.
        let size: @Sendable ((width: Double?, height: Double?)) -> Vector

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let fitted = size((proposal.width.map { Double($0) }, proposal.height.map { Double($0) }))
            return CGSize(width: CGFloat(fitted.x), height: CGFloat(fitted.y))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
            }
        }
    }

    /// What a canvas hands its host about where it was placed: its size and its top and bottom safe-area insets.
    struct CanvasGeometry: Equatable, Sendable {
        /// The width, in points.
        var width: Double
        /// The height, in points.
        var height: Double
        /// The top safe-area inset, in points (the status bar's zone of a full-bleed view).
        var topInset: Double
        /// The bottom safe-area inset, in points (the home indicator's zone of a full-bleed view).
        var bottomInset: Double

        /// The geometry a proxy reports.
        init(_ proxy: GeometryProxy) {
            width = Double(proxy.size.width)
            height = Double(proxy.size.height)
            topInset = Double(proxy.safeAreaInsets.top)
            bottomInset = Double(proxy.safeAreaInsets.bottom)
        }
    }

    /// The environment key of ``SwiftUI/View/itemClippingDisabled(_:)``.
    struct ItemClippingDisabledKey: EnvironmentKey {
        static let defaultValue = false
    }

    extension EnvironmentValues {
        /// Whether the Riffle views inside draw their items beyond their bounds.
        var itemClippingDisabled: Bool {
            get { self[ItemClippingDisabledKey.self] }
            set { self[ItemClippingDisabledKey.self] = newValue }
        }
    }

    extension View {
        /// Whether the Riffle views inside (carousels, page viewers, wallets, home screens) let their items draw
        /// beyond their bounds, as `scrollClipDisabled(_:)` does for a scroll view.
        ///
        /// By default a view clips its items to its bounds, so the neighbours that move out of it disappear at its
        /// edges. Disable the clipping when the items' scale, shadow or rotation must show outside (an enlarged
        /// focused card, a card's shadow in a carousel that is exactly as high as its cards), and leave room
        /// around the view for it; items outside still take no touches. Works anywhere in the modifier chain and
        /// for every Riffle view inside.
        ///
        /// ```swift
        /// LoopingCarousel(cards, index: $index) { card in CardView(card: card).shadow(radius: 12) }
        ///     .itemClippingDisabled()
        ///     .padding(.vertical, 24)
        /// ```
        ///
        /// - Parameter disabled: Whether to draw the items unclipped. Default true.
        /// - Returns: The view with the clipping set in its environment.
        public func itemClippingDisabled(_ disabled: Bool = true) -> some View {
            environment(\.itemClippingDisabled, disabled)
        }

        /// The view clipped to its bounds unless `disabled`.
        @ViewBuilder
        func clipped(unless disabled: Bool) -> some View {
            if disabled { self } else { clipped() }
        }
    }
#endif
