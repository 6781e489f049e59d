extension CardStack {
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
