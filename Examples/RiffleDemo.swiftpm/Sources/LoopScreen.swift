import Riffle
import RiffleSwiftUI
import SwiftUI

/// The looping carousel (seed 003): one view per card, no copies; a tap centres a card.
struct LoopScreen: View {
    let motion: MotionStyle
    @State private var index = 0
    private let cards = PaymentCard.all

    var body: some View {
        VStack(spacing: 16) {
            LoopingCarousel(cards, index: $index) { card in
                CardFace(card: card)
            }
            .track(.loop().motion(motion))
            .frame(height: 240)
            Text("\(cards[index].brand), card \(index + 1) of \(cards.count)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .navigationTitle("Loop")
    }
}
