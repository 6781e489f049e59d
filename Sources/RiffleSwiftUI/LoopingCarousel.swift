#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// A carousel that loops forever: cards centred on a ring, the centred card larger, tap a card to centre it.
    ///
    /// A ``Carousel`` with the looping preset (seed 003): 140 × 196-point cards 24 points apart, centred, the focused
    /// card scaled 1.2, tap to focus. Nothing is cloned: each card exists once and is drawn at its copy nearest the view,
    /// so a loop of three cards and a loop of a million cost the same per frame, and going from the last card to
    /// the first is one step like any other. The index binding always holds an index into the data. Every
    /// ``TrackConfigurable`` modifier works here too.
    ///
    /// ```swift
    /// LoopingCarousel(cards, index: $index) { card in
    ///     CardView(card: card)
    /// }
    /// .itemLength(.points(160))
    /// ```
    public struct LoopingCarousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, TrackConfigurable {
        /// The carousel that shows the cards.
        var carousel: Carousel<Data, ID, Content>

        /// The settings the view was made with, before any modifier (see ``TrackConfigurable``).
        public var trackSettings: Pager.Settings {
            get { carousel.trackSettings }
            set { carousel.trackSettings = newValue }
        }
        /// The changes the view's own modifiers made (see ``TrackConfigurable``).
        public var trackChanges: Pager.SettingsChanges {
            get { carousel.trackChanges }
            set { carousel.trackChanges = newValue }
        }

        /// Creates a looping carousel of `data`, identified by `id`, centred on the card at `index`.
        ///
        /// - Parameters:
        ///   - data: The cards, in order.
        ///   - id: The key path to each card's stable identifier.
        ///   - index: The index of the centred card (wrapped into the data and written back).
        ///   - content: The view of one card.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, index: Binding<Int>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            carousel = Carousel(data, id: id, index: index, content: content).startingFrom(.loop())
        }

        /// Creates a looping carousel of `data` centred on the card with the identifier `selection` holds (as
        /// ``Carousel``'s initializer with `selection:` describes).
        ///
        /// - Parameters:
        ///   - data: The cards, in order.
        ///   - id: The key path to each card's stable identifier.
        ///   - selection: The identifier of the centred card.
        ///   - content: The view of one card.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            carousel = Carousel(data, id: id, selection: selection, content: content).startingFrom(.loop())
        }

        /// The cards.
        public var body: some View {
            carousel
        }

        /// Calls `action` with the index of a card the user taps (the card is also centred).
        ///
        /// - Parameter action: The action.
        /// - Returns: The carousel with the action.
        public func onItemTap(_ action: @escaping (Int) -> Void) -> Self {
            var copy = self
            copy.carousel = carousel.onItemTap(action)
            return copy
        }
    }

    extension LoopingCarousel where Data.Element: Identifiable, ID == Data.Element.ID {
        /// Creates a looping carousel of identifiable `data`, centred on the card at `index`.
        ///
        /// - Parameters:
        ///   - data: The cards, in order.
        ///   - index: The index of the centred card.
        ///   - content: The view of one card.
        public init(_ data: Data, index: Binding<Int>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
            self.init(data, id: \.id, index: index, content: content)
        }
    }

    #if DEBUG
        /// Seed 003's looping carousel: labelled cards on a ring, the centred one larger; tap any card, even one
        /// across the seam, and the ring turns the short way to it.
        private struct LoopPreview: View {
            static let labels = ["A", "B", "C", "D", "E", "F", "G"]

            @State private var index = 0

            var body: some View {
                VStack(spacing: 24) {
                    LoopingCarousel(Self.labels, id: \.self, index: $index) { label in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.accentColor.opacity(0.85))
                            .overlay {
                                Text(label)
                                    .font(.largeTitle)
                                    .fontWeight(.bold)
                                    .foregroundStyle(.white)
                            }
                            .padding(.vertical, 30)
                            .accessibilityLabel(Text("Card \(label)"))
                    }
                    .frame(height: 240)
                    Text("Card \(Self.labels[index])")
                }
            }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Looping carousel (seed 003)") {
            LoopPreview()
        }
    #endif
#endif
