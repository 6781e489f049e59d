// swift-format-ignore-file
// The containers of the DocC article "Embedding in scroll views, lists, tabs and navigation", as an app writes
// them: a carousel in a List row, in a paging TabView, in a vertical ScrollView, a Button inside an item, and a
// carousel that cannot be dragged.
import Riffle
import RiffleSwiftUI
import SwiftUI

/// A carousel in a List row: horizontal swipes page it, vertical ones scroll the list (the standard priority).
struct CarouselInListRow: View {
    let trips: [Trip]
    @State private var index = 0

    var body: some View {
        List {
            Section("Trips") {
                Carousel(trips, index: $index) { trip in TripCard(trip: trip) }
                    .frame(height: 220)
            }
            Text("More below")
        }
    }
}

/// A carousel in a vertical ScrollView, with the priority written once for the whole screen.
struct CarouselInScrollView: View {
    let trips: [Trip]
    @State private var index = 0

    var body: some View {
        ScrollView {
            VStack {
                Carousel(trips, index: $index) { trip in TripCard(trip: trip) }
                    .frame(height: 220)
                Text("Details")
            }
        }
        .dragPriority(.standard)
    }
}

// An app writes `#if !os(macOS)` (a paging TabView is not on macOS); client files are not rewritten for the
// variant's platform, so this one uses the model's flag for it.
#if !MACOS
/// A carousel inside a paging TabView: both page horizontally, so the inner one claims every drag on it.
struct CarouselInPagingTabView: View {
    let trips: [Trip]
    @State private var index = 0

    var body: some View {
        TabView {
            Carousel(trips, index: $index) { trip in TripCard(trip: trip) }
                .dragPriority(.high)
            Text("Second page")
        }
        .tabViewStyle(.page)
    }
}
#endif

/// A Button inside each item: a tap fires it, a swipe across it pages the carousel and does not.
struct CarouselWithButtons: View {
    let trips: [Trip]
    @State private var index = 0
    @State private var booked: Trip.ID?

    var body: some View {
        Carousel(trips, index: $index) { trip in
            VStack {
                TripCard(trip: trip)
                Button("Book") { booked = trip.id }
            }
        }
        .frame(height: 300)
    }
}

/// A carousel that autoplays and pages only from code: every drag goes to the parent.
struct CarouselNotDraggable: View {
    let trips: [Trip]
    @State private var index = 0

    var body: some View {
        ScrollView {
            Carousel(trips, index: $index) { trip in TripCard(trip: trip) }
                .frame(height: 220)
                .allowsDragging(false)
            PageDots(count: trips.count, currentPage: $index)
                .allowsDragging(false)
        }
    }
}

/// A wallet in an app's ScrollView: the scroll view scrolls, the wallet does not, and a card lifts only after a
/// 0.5 s hold, so a press that starts a scroll lifts nothing.
struct WalletInScrollView: View {
    @State private var order = ["visa", "master", "amex"]
    @State private var selected: String?

    var body: some View {
        ScrollView {
            WalletStack(order: $order, selection: $selected) { id in
                CardView(card: cards[id])
            } history: { id in
                TransactionHistoryView(transactions: transactions(for: id))
            }
            .stackSettings(walletInScrollView)
            .frame(height: 600)
        }
    }

    /// The wallet's settings: it leaves vertical drags to the scroll view.
    var walletInScrollView: CardStack.Settings {
        var settings = CardStack.Settings.wallet
        settings.configuration.scrollsByDragging = false
        return settings
    }
}
