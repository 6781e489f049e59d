import RiffleTestSupport
import Testing

@testable import Riffle

/// The size a wallet's view reports for each kind of proposal (what its SwiftUI `Layout` returns).
@Suite("Wallet: the size its view takes")
struct WalletHostSizingTests {
    static let ids = ["visa", "amex", "mastercard", "transit"]

    @Test("A proposed length is taken; unspecified, the height shows every card at the cards' height for the width")
    func sizeForEachProposal() {
        let stack = CardStack(ids: Self.ids, selection: nil, settings: .wallet)
        let geometry = CardStack.Settings.wallet.configuration(forViewport: Vector(x: 390, y: 0))
        let stackHeight = geometry.cardHeight + geometry.spacing * 3
        #expect(stackHeight > geometry.cardHeight)
        // A frame or a VStack's share, a maximum probe, a minimum probe, negative lengths.
        expectEqual(stack.size(fitting: (390, 560)), Vector(x: 390, y: 560))
        expectEqual(stack.size(fitting: (.infinity, .infinity)), Vector(x: .infinity, y: .infinity))
        expectEqual(stack.size(fitting: (0, 0)), Vector(x: 0, y: 0))
        expectEqual(stack.size(fitting: (-1, -1)), Vector(x: 0, y: 0))
        // A vertical ScrollView or a List row: no height.
        expectEqual(stack.size(fitting: (390, nil)), Vector(x: 390, y: stackHeight))
        expectEqual(stack.size(fitting: (390, .nan)), Vector(x: 390, y: stackHeight))
        // Nothing proposed and no width limit: Apple's 10 points wide, and the stack for that width.
        let unsized = stack.size(fitting: (nil, nil))
        expectEqual(unsized.x, Pager.unsizedLength)
        #expect(unsized.y > 0 && unsized.y.isFinite)
    }

    @Test("A width limit gives an ideal width; no cards give 10 points high")
    func idealWidthAndEmptyStacks() {
        var settings = CardStack.Settings.wallet
        settings.maximumCardWidth = 300
        let limited = CardStack(ids: Self.ids, selection: nil, settings: settings)
        expectEqual(limited.size(fitting: (nil, 500)), Vector(x: 300 + 2 * settings.sanitizedInset, y: 500))
        let empty = CardStack(ids: [], selection: nil, settings: .wallet)
        expectEqual(empty.size(fitting: (390, nil)), Vector(x: 390, y: Pager.unsizedLength))
        // No width: the cards are 0 high, the spacing between them stays.
        let stack = CardStack(ids: Self.ids, selection: nil, settings: .wallet)
        let spacing = CardStack.Settings.wallet.configuration(forViewport: .zero).spacing
        expectEqual(stack.size(fitting: (0, nil)), Vector(x: 0, y: spacing * 3))
    }
}
