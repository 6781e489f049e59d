// swift-format-ignore-file
// The app-side types the documentation's examples assume (TripCard, CardView, AppIcon, ...), as small stubs, so
// that the examples in README.md and RiffleSwiftUI.docc type-check as client code against the SwiftUI model
// (../shared/tools/swiftui-model). Not a SwiftPM target: `swift build` and `swift test` never see this folder.
import Riffle
import RiffleSwiftUI
import SwiftUI

struct Trip: Identifiable {
    let id: Int
    let destination: String
}

struct TripCard: View {
    let trip: Trip
    var body: some View { Text(trip.destination) }
}

struct Photo: Identifiable {
    let id: Int
}

struct PhotoView: View {
    let photo: Photo
    var body: some View { Rectangle().fill(Color.gray) }
}

struct OnboardingPage: Identifiable {
    let id: Int
    let imageName: String
}

struct PageView: View {
    let page: OnboardingPage
    var body: some View { Image(page.imageName) }
}

struct PaymentCard: Identifiable {
    let id: String
    let brand: String
    let lastDigits: String
    var spokenName: String { "\(brand) ending \(lastDigits)" }
}

/// The cards by identifier; an unknown identifier gets a placeholder card.
struct CardStore {
    var cards: [String: PaymentCard] = [:]
    subscript(id: String) -> PaymentCard {
        cards[id] ?? PaymentCard(id: id, brand: "Card", lastDigits: "0000")
    }
}

struct CardView: View {
    let card: PaymentCard
    var body: some View { Text(card.brand) }
}

struct Transaction: Identifiable {
    let id: Int
    let merchant: String
}

struct TransactionHistoryView: View {
    let transactions: [Transaction]
    var body: some View {
        VStack { ForEach(transactions) { transaction in Text(transaction.merchant) } }
    }
}

func transactions(for id: String) -> [Transaction] { [] }

/// Where the wallet's order is saved.
struct OrderStore {
    func save(_ order: [String]) {}
}

struct App {
    let name: String
}

/// The apps by icon identifier.
struct AppCatalog {
    subscript(id: IconID) -> App { App(name: id.description) }
}

struct AppIcon: View {
    let app: App
    var body: some View { RoundedRectangle(cornerRadius: 12).fill(Color.blue) }
}

struct Wallpaper: View {
    var body: some View { LinearGradient(colors: [.blue, .pink], startPoint: .topLeading, endPoint: .bottomTrailing) }
}

let apps = AppCatalog()
let cards = CardStore()
let store = OrderStore()

func launch(_ id: IconID) {}
func save(_ layout: IconArrangement) {}

struct Article: Identifiable {
    let id: Int
    let title: String
}

struct ArticleSummary: View {
    let article: Article
    var body: some View { Text(article.title) }
}
