extension CardStack {
    /// The cards' placements this frame, in order, as a lazy collection that allocates nothing.
    ///
    /// - Complexity: O(1) to create, O(n) to iterate.
    public var placements: Placements {
        var lifted: Placements.Lifted?
        if let session, let index = index(of: session.id) {
            let zIndex: Double
            switch configuration.liftedCardOrder {
            case .onTop:
                zIndex = Double(cards.count)
            case .followsDrag:
                let translation = session.stackTranslation(scroll: scroll.value)
                zIndex = -Double(session.originIndex) + translation / configuration.spacing
            }
            lifted = Placements.Lifted(
                index: index, screenY: session.baseY + session.scrollAtLift + session.translation.y, zIndex: zIndex)
        }
        return Placements(
            cards: cards, landingIndex: landingID.flatMap(index(of:)), scroll: scroll.value,
            liftHeight: configuration.liftHeight,
            liftScale: configuration.liftScale,
            entranceStartX: -(configuration.stackOrigin.x + configuration.cardWidth),
            entranceFades: configuration.entranceFades, pressedID: pressedCardID, lifted: lifted,
            origin: configuration.stackOrigin, size: Vector(x: configuration.cardWidth, y: configuration.cardHeight),
            view: viewport ?? .zero)
    }

    /// The placement of one card this frame, or nil if the stack does not hold it.
    ///
    /// - Parameter id: The card's identifier.
    /// - Returns: The placement, or nil.
    /// - Complexity: O(n).
    public func placement(of id: String) -> CardPlacement? {
        guard let index = index(of: id) else { return nil }
        return placements.placement(at: index)
    }

    /// The placements of a ``CardStack``'s cards at one moment, in the stack's order (position i is card i).
    ///
    /// The collection shares the stack's storage (nothing is copied) and computes each placement when it is
    /// read.
    public struct Placements: RandomAccessCollection, Sendable {
        /// The lifted card's index and its place under the finger.
        struct Lifted: Sendable {
            /// The lifted card's index.
            var index: Int
            /// Its vertical offset on screen, before the lift: it follows the finger.
            var screenY: Double
            /// Its zIndex (see ``LiftedCardOrder``).
            let zIndex: Double
        }

        /// The cards.
        let cards: [Card]
        /// The card let go last, on top until it has landed (``LiftedCardOrder/onTop``).
        let landingIndex: Int?
        /// The scroll offset.
        let scroll: Double
        /// How far a lifted card rises.
        let liftHeight: Double
        /// The scale of a lifted card.
        let liftScale: Double
        /// The horizontal offset of a card that has not entered yet (just off the leading edge).
        let entranceStartX: Double
        /// Whether an entering card's opacity follows its entrance progress (else it is 1).
        let entranceFades: Bool
        /// The card shown pressed, if any.
        let pressedID: String?
        /// The lifted card, if any.
        let lifted: Lifted?
        /// The front card's top-left corner at rest.
        let origin: Point
        /// The card's size.
        let size: Vector
        /// The view's size, for ``CardPlacement/isAccessibilityHidden``.
        let view: Vector

        /// The position of the first placement: 0.
        public var startIndex: Int { 0 }

        /// One past the position of the last placement: the number of cards.
        public var endIndex: Int { cards.count }

        /// The placement of card `position`.
        ///
        /// - Parameter position: A card index in `startIndex..<endIndex`.
        /// - Complexity: O(1).
        public subscript(position: Int) -> CardPlacement { placement(at: position) }

        /// The placement of the card at `index` (which must be in range).
        func placement(at index: Int) -> CardPlacement {
            cards.read(index) { placement(at: $1, in: $0, verticalPlace: verticalPlace(at: $1, in: $0)) }
        }

        /// Hands `body` the cards, to read them in place without copying one (see `[Card].read(_:_:)`); `body`
        /// checks its indices itself.
        @inline(__always)
        func withCards(_ body: (_ cards: UnsafeBufferPointer<Card>) throws -> Void) rethrows {
            try cards.withUnsafeBufferPointer(body)
        }

        /// The identifier of the card at `index` of `cards`, loaded from its place: reading `cards[index].id` copied
        /// the whole card (1,336 bytes) twice, the largest cost per card drawn.
        ///
        /// - Precondition: `index` is an index of `cards` (so `cards` has a base address).
        static func id(at index: Int, in cards: UnsafeBufferPointer<Card>) -> String {
            guard let base = cards.baseAddress, let offset = MemoryLayout<Card>.offset(of: \Card.id) else {
                // Not reached: `Card.id` is a stored property and `cards` holds `index`. Not `cards[index].id`, whose
                // copy of the whole card made every call reserve room for one.
                preconditionFailure("card index out of range")
            }
            return UnsafeRawPointer(base + index).load(fromByteOffset: offset, as: String.self)
        }

        /// The vertical offset and the scale the placement of the card at `index` of `cards` has, computed alone:
        /// exactly the placement's ``CardPlacement/offset`` `y` and ``CardPlacement/scale``, the numbers
        /// ``CardStack/isOnScreen(_:)`` reads.
        @inline(__always)
        func verticalPlace(at index: Int, in cards: UnsafeBufferPointer<Card>) -> (y: Double, scale: Double) {
            let lift = cards[index].lift.value
            var y = lifted.flatMap { $0.index == index ? $0.screenY : nil } ?? (cards[index].y.value + scroll)
            y -= liftHeight * lift
            return (y, 1 + (liftScale - 1) * lift)
        }

        /// The placement of the card at `index` of `cards`, its fields read in place (see `[Card].read(_:_:)`), given
        /// its vertical place (exactly `verticalPlace(at: index, in: cards)`, computed once by a caller that also
        /// tests it).
        func placement(
            at index: Int, in cards: UnsafeBufferPointer<Card>, verticalPlace: (y: Double, scale: Double)
        ) -> CardPlacement {
            let progress = cards[index].appearance.value
            let (y, scale) = verticalPlace
            let zIndex: Double
            let isLifted: Bool
            if let lifted, lifted.index == index {
                zIndex = lifted.zIndex
                isLifted = true
            } else {
                // A card let go stays in front of the stack until it has landed (below a card lifted since).
                let isLanding = index == landingIndex && !(cards[index].y.isSettled && cards[index].lift.isSettled)
                zIndex = isLanding ? Double(cards.count) - 0.5 : -Double(cards[index].slot)
                isLifted = false
            }
            let x = cards[index].x.value + (1 - progress) * entranceStartX
            let opacity = entranceFades ? Swift.min(Swift.max(progress, 0), 1) : 1
            // The share of the scaled card inside the view.
            let half = Vector(x: size.x * Swift.max(scale, 0) / 2, y: size.y * Swift.max(scale, 0) / 2)
            let center = Point(x: origin.x + x + size.x / 2, y: origin.y + y + size.y / 2)
            let insideX = Swift.max(0, Swift.min(center.x + half.x, view.x) - Swift.max(center.x - half.x, 0))
            let insideY = Swift.max(0, Swift.min(center.y + half.y, view.y) - Swift.max(center.y - half.y, 0))
            let area = 4 * half.x * half.y
            let id = Placements.id(at: index, in: cards)
            return CardPlacement(
                id: id, index: index, offset: Vector(x: x, y: y), zIndex: zIndex, scale: scale,
                opacity: opacity,
                isLifted: isLifted, isPressed: !isLifted && id == pressedID, origin: origin, size: size,
                isAccessibilityHidden: opacity <= 0 || area <= 0 || insideX * insideY < area / 2)
        }
    }

    /// The frontmost card under a point, as drawn now.
    ///
    /// A card covers the rectangle of ``Configuration/cardWidth`` × ``Configuration/cardHeight`` at
    /// ``Configuration/stackOrigin`` + its offset, scaled about its centre, minimum edges included and maximum
    /// edges excluded. Fully transparent cards are skipped. Of several cards under the point, the one with the
    /// highest zIndex wins; for equal zIndex values, the later one in the order (drawn later, as in a `ZStack`).
    ///
    /// - Parameter location: A point in the pointer events' coordinate space; a non-finite point hits nothing.
    /// - Returns: The card's placement, or nil.
    /// - Complexity: O(n).
    public func card(at location: Point) -> CardPlacement? {
        guard location.isFinite else { return nil }
        let width = configuration.cardWidth
        let height = configuration.cardHeight
        let origin = configuration.stackOrigin
        var best: CardPlacement?
        for placement in placements where placement.opacity > 0 {
            let centerX = origin.x + placement.offset.x + width / 2
            let centerY = origin.y + placement.offset.y + height / 2
            let halfWidth = width * placement.scale / 2
            let halfHeight = height * placement.scale / 2
            guard location.x >= centerX - halfWidth, location.x < centerX + halfWidth,
                location.y >= centerY - halfHeight, location.y < centerY + halfHeight
            else { continue }
            if let current = best, current.zIndex > placement.zIndex { continue }
            best = placement
        }
        return best
    }
}
