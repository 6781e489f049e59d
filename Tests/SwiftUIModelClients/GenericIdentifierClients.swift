// swift-format-ignore-file
// Client code for issue 23's "generic over the app's ids": a wallet bound to an app's Identifiable model whose id
// is a UUID, as an app writes it, type-checked against the SwiftUI model.
import Foundation
import Riffle
import RiffleSwiftUI
import SwiftUI

/// An app's card model, identified by a UUID.
struct StoredCard: Identifiable {
    let id: UUID
    let brand: String
    let lastDigits: String
}

/// A wallet of the app's own cards: order and selection hold the cards' UUIDs.
struct UUIDWallet: View {
    let cards: [StoredCard]
    @State private var order: [UUID] = []
    @State private var selected: UUID?

    var body: some View {
        WalletStack(cards, order: $order, selection: $selected) { card in
            Text(card.brand)
        } history: { card in
            Text("Transactions of \(card.brand)")
        }
        .cardAccessibilityLabel { id in
            cards.first { $0.id == id }.map { "\($0.brand) ending \($0.lastDigits)" } ?? ""
        }
        .onMove { (id: UUID, from: Int, to: Int) in print(id, from, to) }
    }
}

/// The same cards identified through a key path, as `ForEach(data, id:)` takes them, without a history.
struct KeyPathWallet: View {
    let cards: [StoredCard]
    @Binding var order: [UUID]
    @Binding var selected: UUID?

    var body: some View {
        WalletStack(cards, id: \.id, order: $order, selection: $selected) { card in
            Text(card.brand)
        }
        .cardSpacing(60)
    }
}

/// String identifiers without a collection still work as before: the closures get the identifiers.
struct StringWallet: View {
    @State private var order = ["visa", "amex"]

    var body: some View {
        WalletStack(order: $order) { id in Text(id) }
    }
}

/// An app's installed app, identified by a UUID.
struct InstalledApp: Identifiable {
    let id: UUID
    let name: String
}

/// A home screen of the app's own apps: the pages and the dock hold their UUIDs, persisted as the app persists them.
struct UUIDHomeScreen: View {
    let installed: [InstalledApp]
    @State private var pages: [[UUID]] = []
    @State private var dock: [UUID] = []
    @State private var opened: UUID?

    var body: some View {
        HomeScreenView(installed, pages: $pages, dock: $dock) { app in
            Text(app.name)
        }
        .iconName { id in installed.first { $0.id == id }?.name ?? "" }
        .onOpen { id in opened = id }
        .onEditingChanged { editing in if !editing { save(pages: pages, dock: dock) } }
        .ignoresSafeArea()
    }

    func save(pages: [[UUID]], dock: [UUID]) {}
}

/// The same with the identifiers alone, and a home screen in a vertical scroll view (no height proposed: it is as
/// tall as its grid).
struct UUIDHomeScreenInScrollView: View {
    @State private var pages: [[UUID]] = [[UUID(), UUID()]]
    @State private var dock: [UUID] = [UUID()]

    var body: some View {
        ScrollView {
            HomeScreenView(pages: $pages, dock: $dock) { id in
                Text(id.uuidString.prefix(1))
            }
        }
    }
}
