#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// A wallet of stacked cards: tap a card to select it and show its history, long-press then drag to reorder.
    ///
    /// The cards are identified by the app's own `Hashable` identifiers (a model's `UUID`, or strings), in the order
    /// of the `order` binding (the first card is drawn in front,
    /// at the bottom, and each later card peeks 50 points above the one before it, as in seed 004). A tap selects a
    /// card: it and the later cards move to the front card's place, the earlier ones move down off the screen, and
    /// the card's history slides in from the bottom below it; another tap deselects. Holding a card for 0.05 s lifts
    /// it; dragging it then moves it through the stack while the others make way, and the drop writes the new order
    /// to the binding. Every rule lives in the `Riffle` core (`CardStack`, driven through `ComponentHost`); the view
    /// forwards gestures and draws what the core places.
    ///
    /// ```swift
    /// WalletStack(cards, order: $order, selection: $selected) { card in
    ///     CardView(card: card)
    /// } history: { card in
    ///     TransactionHistoryView(transactions: card.transactions)
    /// }
    /// .cardAccessibilityLabel { id in spokenName(of: id) }
    /// ```
    ///
    /// `cards` is a collection of the app's `Identifiable` model (or any elements with `id:` a key path to a
    /// `Hashable` identifier, as in `ForEach`); `order` and `selection` hold their identifiers. Without a collection,
    /// `WalletStack(order:selection:card:history:)` hands the closures the identifiers themselves. The wallet maps
    /// the identifiers to the core's keys once per change of the order (``Riffle/IdentifierMap``), never per frame.
    ///
    /// **The order binding.** A drop or an accessibility move writes the new order. Setting it from outside works
    /// too: cards missing from the new order leave, new ones enter from the leading edge, and the rest spring to
    /// their new places. An order that holds an identifier twice is rejected: the stack keeps its order and writes
    /// it back to the binding (in DEBUG builds the rejection is printed).
    ///
    /// **The selection binding** (optional) follows taps and selects from outside; a card the stack cannot select
    /// (unknown, or any card while one is lifted) is written back as the current selection.
    ///
    /// **Accessibility.** Each card is a button ("Visa ending 1234, card 1 of 4") whose action selects it, with the
    /// custom actions "Move up" and "Move down"; a move is announced. Cards mostly off screen are hidden. With
    /// Reduce Motion every motion jumps, the entrance included. The layout direction comes from the environment:
    /// right to left, the cards enter from the right.
    public struct WalletStack<ID: Hashable, CardContent: View, HistoryContent: View>: View {
        /// The settings the modifiers change.
        public var stackSettings: CardStack.Settings
        /// The cards' identifiers, in order.
        @Binding var order: [ID]
        /// The selected card, if the view was given a binding for it.
        let selection: Binding<ID?>?
        /// The view of one card (nil for an identifier the wallet's collection does not hold).
        let card: (ID) -> CardContent?
        /// The history of one card (nil for an identifier the wallet's collection does not hold).
        let history: (ID) -> HistoryContent?
        /// The description of a card for VoiceOver, if set.
        var cardDescription: ((ID) -> String)?
        /// Called when the user moves a card.
        var moveAction: ((ID, Int, Int) -> Void)?
        /// The identifiers and selection as the core's keys, updated when the bindings change.
        @State private var identifiers: IdentifierMap<ID>
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection

        /// Creates a wallet of the cards in `order`.
        ///
        /// - Parameters:
        ///   - order: The cards' identifiers, in order; drops write the new order to it. A repeated identifier is
        ///     dropped when the wallet appears.
        ///   - selection: The selected card, or nil for none; taps write to it. Default: no binding (the wallet
        ///     keeps its selection to itself).
        ///   - card: The view of one card, sized by the wallet (the view's width less 35 points on each side, with
        ///     the credit-card ratio 1.586).
        ///   - history: The history of the selected card, sized to the space below the front card.
        public init(
            order: Binding<[ID]>, selection: Binding<ID?>? = nil,
            @ViewBuilder card: @escaping (ID) -> CardContent,
            @ViewBuilder history: @escaping (ID) -> HistoryContent
        ) {
            self.init(order: order, selection: selection, cardOf: { card($0) }, historyOf: { history($0) })
        }

        /// Creates a wallet of the elements of `data` whose identifiers are in `order`, as `ForEach` identifies
        /// them.
        ///
        /// - Parameters:
        ///   - data: The cards' elements; an identifier in `order` that no element has draws no card, and of
        ///     elements with the same identifier the first is drawn. Looked up in O(1) per card and frame, from a
        ///     dictionary built once per new `data`.
        ///   - id: The key path to an element's identifier.
        ///   - order: The cards' identifiers, in order; drops write the new order to it.
        ///   - selection: The selected card's identifier, or nil for none; taps write to it. Default: no binding.
        ///   - card: The view of one card's element.
        ///   - history: The history of the selected card's element.
        public init<Data: RandomAccessCollection>(
            _ data: Data, id: KeyPath<Data.Element, ID>, order: Binding<[ID]>, selection: Binding<ID?>? = nil,
            @ViewBuilder card: @escaping (Data.Element) -> CardContent,
            @ViewBuilder history: @escaping (Data.Element) -> HistoryContent
        ) {
            let elements = Dictionary(data.map { ($0[keyPath: id], $0) }, uniquingKeysWith: { first, _ in first })
            self.init(
                order: order, selection: selection, cardOf: { elements[$0].map(card) },
                historyOf: { elements[$0].map(history) })
        }

        /// Creates a wallet of the `Identifiable` elements of `data` whose identifiers are in `order`.
        ///
        /// - Parameters:
        ///   - data: The cards' elements (see ``init(_:id:order:selection:card:history:)``).
        ///   - order: The cards' identifiers, in order; drops write the new order to it.
        ///   - selection: The selected card's identifier, or nil for none; taps write to it. Default: no binding.
        ///   - card: The view of one card's element.
        ///   - history: The history of the selected card's element.
        public init<Data: RandomAccessCollection>(
            _ data: Data, order: Binding<[ID]>, selection: Binding<ID?>? = nil,
            @ViewBuilder card: @escaping (Data.Element) -> CardContent,
            @ViewBuilder history: @escaping (Data.Element) -> HistoryContent
        ) where Data.Element: Identifiable, Data.Element.ID == ID {
            self.init(data, id: \.id, order: order, selection: selection, card: card, history: history)
        }

        /// The one initializer the others call.
        private init(
            order: Binding<[ID]>, selection: Binding<ID?>?, cardOf card: @escaping (ID) -> CardContent?,
            historyOf history: @escaping (ID) -> HistoryContent?
        ) {
            self._order = order
            self.selection = selection
            self.card = card
            self.history = history
            self.stackSettings = .wallet
            self._identifiers = State(
                initialValue: IdentifierMap(order.wrappedValue, selection: selection?.wrappedValue ?? nil))
        }

        /// The wallet: the canvas works on the core's keys, bound to ``Riffle/IdentifierMap``, which the bindings
        /// update and which writes back to them.
        public var body: some View {
            WalletStackCanvas(
                order: $identifiers.keys, selection: selection.map { _ in $identifiers.selectedKey },
                settings: stackSettings.adapted(
                    reduceMotion: reduceMotion, rightToLeft: layoutDirection == .rightToLeft),
                card: { [identifiers, card] in identifiers.id(for: $0).flatMap(card) },
                history: { [identifiers, history] in identifiers.id(for: $0).flatMap(history) },
                cardDescription: cardDescription.map { describe in
                    { [identifiers] in identifiers.id(for: $0).map(describe) ?? "" }
                },
                moveAction: moveAction.map { action in
                    { [identifiers] key, from, to in identifiers.id(for: key).map { action($0, from, to) } }
                }
            )
            .onValueChange(of: order) { identifiers.update($0) }
            .onValueChange(of: identifiers.ids) { order = $0 }
            .onValueChange(of: selection?.wrappedValue) { newSelection in
                // Only a binding's value goes in (`selection` is nil without a binding, and then never changes).
                newSelection.map { identifiers.selection = $0 }
            }
            .onValueChange(of: identifiers.selection) { newSelection in selection?.wrappedValue = newSelection }
        }

        /// Replaces every setting at once.
        ///
        /// - Parameter settings: The settings, for example `CardStack.Settings.wallet` with changes.
        /// - Returns: The wallet with the settings.
        public func stackSettings(_ settings: CardStack.Settings) -> Self {
            var copy = self
            copy.stackSettings = settings
            return copy
        }

        /// How a dragged card picks its new place: `.liveGap` (the default: the others make way and it lands in
        /// the gap) or `.wholeSpacings` (one place per whole spacing dragged, computed at the release: seed 004's
        /// rule).
        ///
        /// - Parameter rule: The drop rule.
        /// - Returns: The wallet with the rule.
        public func dropRule(_ rule: CardStack.DropRule) -> Self {
            var copy = self
            copy.stackSettings.configuration.dropRule = rule
            return copy
        }

        /// The vertical distance between consecutive cards, in points (seed 004: 50).
        ///
        /// - Parameter spacing: The spacing; below 1 counts as 1.
        /// - Returns: The wallet with the spacing.
        public func cardSpacing(_ spacing: Double) -> Self {
            var copy = self
            copy.stackSettings.configuration.spacing = spacing
            return copy
        }

        /// Where the front card's top edge sits in the view, in points, or nil to centre the front card.
        ///
        /// - Parameter top: The front card's top, or nil.
        /// - Returns: The wallet with the position.
        public func frontCardTop(_ top: Double?) -> Self {
            var copy = self
            copy.stackSettings.frontCardTop = top
            return copy
        }

        /// Whether the cards slide in one after the other when the wallet first appears (seed 004's entrance; on
        /// by default, off under Reduce Motion).
        ///
        /// - Parameter isOn: Whether to play the entrance. Default true.
        /// - Returns: The wallet with or without the entrance.
        public func entrance(_ isOn: Bool = true) -> Self {
            var copy = self
            copy.stackSettings.playsEntrance = isOn
            return copy
        }

        /// Describes a card for VoiceOver: the wallet adds its place ("Visa ending 1234, card 1 of 4").
        ///
        /// Without a description VoiceOver reads the card's own content followed by its place.
        ///
        /// - Parameter description: The description of the card with this identifier.
        /// - Returns: The wallet with the descriptions.
        public func cardAccessibilityLabel(_ description: @escaping (ID) -> String) -> Self {
            var copy = self
            copy.cardDescription = description
            return copy
        }

        /// Calls `action` when the user moves a card (a drop, or an accessibility action) with the card's
        /// identifier, its old index and its new index; the order binding is updated in any case.
        ///
        /// - Parameter action: The action.
        /// - Returns: The wallet with the action.
        public func onMove(_ action: @escaping (_ id: ID, _ from: Int, _ to: Int) -> Void) -> Self {
            var copy = self
            copy.moveAction = action
            return copy
        }
    }

    extension WalletStack where HistoryContent == EmptyView {
        /// Creates a wallet of the cards in `order`, without a history.
        ///
        /// - Parameters:
        ///   - order: The cards' identifiers, in order; drops write the new order to it.
        ///   - selection: The selected card, or nil for none. Default: no binding.
        ///   - card: The view of one card.
        public init(
            order: Binding<[ID]>, selection: Binding<ID?>? = nil,
            @ViewBuilder card: @escaping (ID) -> CardContent
        ) {
            self.init(order: order, selection: selection, card: card) { _ in EmptyView() }
        }

        /// Creates a wallet of the elements of `data` whose identifiers are in `order`, as `ForEach` identifies
        /// them, without a history.
        ///
        /// - Parameters:
        ///   - data: The cards' elements (see ``init(_:id:order:selection:card:history:)``).
        ///   - id: The key path to an element's identifier.
        ///   - order: The cards' identifiers, in order; drops write the new order to it.
        ///   - selection: The selected card's identifier, or nil for none. Default: no binding.
        ///   - card: The view of one card's element.
        public init<Data: RandomAccessCollection>(
            _ data: Data, id: KeyPath<Data.Element, ID>, order: Binding<[ID]>, selection: Binding<ID?>? = nil,
            @ViewBuilder card: @escaping (Data.Element) -> CardContent
        ) {
            self.init(data, id: id, order: order, selection: selection, card: card) { _ in EmptyView() }
        }

        /// Creates a wallet of the `Identifiable` elements of `data` whose identifiers are in `order`, without a
        /// history.
        ///
        /// - Parameters:
        ///   - data: The cards' elements (see ``init(_:id:order:selection:card:history:)``).
        ///   - order: The cards' identifiers, in order; drops write the new order to it.
        ///   - selection: The selected card's identifier, or nil for none. Default: no binding.
        ///   - card: The view of one card's element.
        public init<Data: RandomAccessCollection>(
            _ data: Data, order: Binding<[ID]>, selection: Binding<ID?>? = nil,
            @ViewBuilder card: @escaping (Data.Element) -> CardContent
        ) where Data.Element: Identifiable, Data.Element.ID == ID {
            self.init(data, id: \.id, order: order, selection: selection, card: card) { _ in EmptyView() }
        }
    }

    #if DEBUG
        /// Seed 004's wallet: four cards, Visa in front and Discover at the back, each 50 points above the one
        /// before; they slide in from the leading edge, last card first.
        ///
        /// Tap a card for its transactions; hold one and drag it to reorder; the plus button adds a card in front.
        private struct WalletPreview: View {
            struct PaymentCard {
                let brand: String
                let number: String
                let name: String
                let expiry: String
                let hue: Double
            }

            struct Transaction: Identifiable {
                let id: Int
                let merchant: String
                let amount: String
                let date: String
                let symbol: String
            }

            static let cards: [String: PaymentCard] = [
                "visa": PaymentCard(
                    brand: "Visa", number: "4242 4242 4242 1234", name: "Simon Ng", expiry: "08/26", hue: 0.62),
                "master": PaymentCard(
                    brand: "Mastercard", number: "5555 5555 5555 4444", name: "Simon Ng", expiry: "11/27", hue: 0.05),
                "amex": PaymentCard(
                    brand: "American Express", number: "3782 822463 10005", name: "Simon Ng", expiry: "02/28", hue: 0.55
                ),
                "discover": PaymentCard(
                    brand: "Discover", number: "6011 1111 1111 1117", name: "Simon Ng", expiry: "05/29", hue: 0.09),
            ]

            static let transactions = [
                Transaction(id: 0, merchant: "Amazon", amount: "$74.00", date: "5/13/2023", symbol: "cart"),
                Transaction(id: 1, merchant: "Apple", amount: "$899.00", date: "5/12/2023", symbol: "applelogo"),
                Transaction(id: 2, merchant: "Uber", amount: "$11.50", date: "5/12/2023", symbol: "car"),
                Transaction(id: 3, merchant: "Cafe", amount: "$4.80", date: "5/11/2023", symbol: "cup.and.saucer"),
                Transaction(id: 4, merchant: "Airline", amount: "$312.00", date: "5/9/2023", symbol: "airplane"),
            ]

            @State private var order = ["visa", "master", "amex", "discover"]
            @State private var selected: String?
            @State private var added = 0

            var body: some View {
                VStack(spacing: 0) {
                    HStack {
                        Text("Wallet")
                            .font(.system(.largeTitle, design: .rounded))
                            .fontWeight(.heavy)
                        Spacer()
                        Button {
                            added += 1
                            order.insert("added\(added)", at: 0)
                        } label: {
                            Image(systemName: "plus.circle.fill")
                                .font(.system(.title))
                        }
                        .accessibilityLabel(Text("Add card"))
                    }
                    .padding(.horizontal)
                    .padding(.top, 20)
                    WalletStack(order: $order, selection: $selected) { id in
                        card(id)
                    } history: { _ in
                        history
                    }
                    .cardAccessibilityLabel { id in
                        Self.cards[id].map { "\($0.brand) ending \($0.number.suffix(4))" } ?? "New card"
                    }
                }
            }

            func card(_ id: String) -> some View {
                let card =
                    Self.cards[id]
                    ?? PaymentCard(
                        brand: "New card", number: "0000 0000 0000 0000", name: "Simon Ng", expiry: "01/30", hue: 0.8)
                return RoundedRectangle(cornerRadius: 12)
                    .fill(
                        LinearGradient(
                            colors: [
                                Color(hue: card.hue, saturation: 0.6, brightness: 0.95),
                                Color(hue: card.hue, saturation: 0.9, brightness: 0.55),
                            ],
                            startPoint: .topLeading, endPoint: .bottomTrailing)
                    )
                    .overlay(alignment: .topTrailing) {
                        Text(card.brand)
                            .font(.headline)
                            .foregroundStyle(.white)
                            .padding(20)
                    }
                    .overlay(alignment: .bottomLeading) {
                        VStack(alignment: .leading) {
                            Text(card.number)
                                .bold()
                            HStack {
                                Text(card.name)
                                    .bold()
                                Text("Valid Thru")
                                    .font(.footnote)
                                Text(card.expiry)
                                    .font(.footnote)
                            }
                        }
                        .foregroundStyle(.white)
                        .padding(.leading, 25)
                        .padding(.bottom, 20)
                    }
                    .shadow(color: .gray, radius: 1, x: 0, y: 1)
            }

            var history: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Transaction History")
                        .font(.headline)
                        .padding(.horizontal)
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 12) {
                            ForEach(Self.transactions) { transaction in
                                VStack(spacing: 6) {
                                    Image(systemName: transaction.symbol)
                                        .font(.title2)
                                    Text(transaction.merchant)
                                        .font(.subheadline)
                                        .bold()
                                    Text(transaction.amount)
                                    Text(transaction.date)
                                        .font(.footnote)
                                }
                                .frame(width: 110, height: 140)
                                .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                                .accessibilityElement(children: .combine)
                            }
                        }
                        .padding(.horizontal)
                    }
                }
            }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Wallet (seed 004)") {
            WalletPreview()
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Wallet, right to left") {
            WalletPreview()
                .environment(\.layoutDirection, .rightToLeft)
        }
    #endif
#endif
