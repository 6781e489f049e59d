import Riffle
import RiffleSwiftUI
import SwiftUI

/// A payment card of the wallet and the loop.
struct PaymentCard: Identifiable {
    let id: String
    let brand: String
    let lastDigits: String
    let hue: Double

    static let all = [
        PaymentCard(id: "visa", brand: "Visa", lastDigits: "4242", hue: 0.62),
        PaymentCard(id: "master", brand: "Mastercard", lastDigits: "5454", hue: 0.05),
        PaymentCard(id: "amex", brand: "American Express", lastDigits: "0005", hue: 0.45),
        PaymentCard(id: "discover", brand: "Discover", lastDigits: "1117", hue: 0.1),
        PaymentCard(id: "transit", brand: "Transit", lastDigits: "8080", hue: 0.8),
    ]

    /// The card with identifier `id` (a placeholder for an unknown one).
    static func card(_ id: String) -> PaymentCard {
        all.first { $0.id == id } ?? PaymentCard(id: id, brand: "Card", lastDigits: "0000", hue: 0)
    }
}

/// The face of a card.
struct CardFace: View {
    let card: PaymentCard

    var body: some View {
        VStack(alignment: .leading) {
            Text(card.brand).font(.headline)
            Spacer()
            Text("•••• \(card.lastDigits)").font(.title2)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(Color(hue: card.hue, saturation: 0.7, brightness: 0.6), in: RoundedRectangle(cornerRadius: 16))
    }
}

/// The wallet (seed 004) inside a scroll view, below a header.
///
/// Tap a card for its history, long-press then drag to reorder. The order survives a relaunch (`@AppStorage`, the
/// identifiers joined by commas).
struct WalletScreen: View {
    let motion: MotionStyle
    @AppStorage("walletOrder") private var storedOrder = "visa,master,amex,discover,transit"
    @State private var selected: String?

    private var order: Binding<[String]> {
        Binding(
            get: { storedOrder.split(separator: ",").map(String.init) },
            set: { storedOrder = $0.joined(separator: ",") })
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Hold a card, then drag it to reorder.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal)
                WalletStack(order: order, selection: $selected) { id in
                    CardFace(card: PaymentCard.card(id))
                } history: { id in
                    TransactionList(card: PaymentCard.card(id))
                }
                .stackSettings(.wallet.motion(motion))
                .cardAccessibilityLabel { id in
                    "\(PaymentCard.card(id).brand) ending \(PaymentCard.card(id).lastDigits)"
                }
                .frame(height: 560)
            }
        }
        .navigationTitle("Wallet")
    }
}

/// The history below a selected card.
struct TransactionList: View {
    let card: PaymentCard

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(["Coffee", "Groceries", "Train", "Bookshop"], id: \.self) { merchant in
                HStack {
                    Text(merchant)
                    Spacer()
                    Text("\(merchant.count + card.lastDigits.count).00").foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}
