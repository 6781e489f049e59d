// swift-format-ignore-file
// The SwiftUI examples of Sources/RiffleSwiftUI/RiffleSwiftUI.docc, verbatim (scripts/check-swiftui-examples.py
// keeps them in sync), as an app would write them; type-checked against the SwiftUI model by
// ../shared/tools/swiftui-model/check-all.sh. RiffleSwiftUI.md's TripsView is in DocCTripsView.swift.
import Riffle
import RiffleSwiftUI
import SwiftUI

// BuildingACarousel.md
struct DocCCarousels: View {
    let trips: [Trip]
    @State private var index = 2
    @State private var detail: Trip?

    var body: some View {
        VStack {
            Carousel(trips, index: $index) { trip in
                TripCard(trip: trip)
            }
            .itemLength(.fraction(0.8))   // the neighbours peek in
            .itemSpacing(16)
            .alignment(.center)
            .effect(.recessedNeighbours)             // the current card taller and opaque
            .onItemTap { tapped in detail = trips[tapped] }
            .frame(height: 450)

            Carousel(trips, index: $index) { trip in
                TripCard(trip: trip).padding(.horizontal, 20)
            }
            .track(.trips(snapPolicy: .threshold(fraction: 0.65)))
            .frame(height: 450)
        }
    }
}

// BuildingAHomeScreen.md
struct Springboard: View {
    @State private var layout = IconArrangement(
        pages: [["Mail", "Maps", "Photos"], ["Notes", "Music"]],
        dock: ["Phone", "Safari", "Messages"])

    var body: some View {
        HomeScreenView(layout: $layout) { id in
            AppIcon(app: apps[id])
        }
        .iconName { id in apps[id].name }
        .onOpen { id in launch(id) }
        .onEditingChanged { editing in if !editing { save(layout) } }
        .background { Wallpaper() }
        .ignoresSafeArea()
    }
}

struct DocCDirectionalPagingHomeScreen: View {
    @State private var layout = IconArrangement(pages: [["Mail"]], dock: [])

    var body: some View {
        HomeScreenView(layout: $layout) { id in AppIcon(app: apps[id]) }
            .homeScreenConfiguration(.directionalPaging)
    }
}

// BuildingALoopingCarousel.md
struct DocCLoopingCarousels: View {
    let cards: [PaymentCard]
    let photos: [Photo]
    @State private var index = 0

    var body: some View {
        VStack {
            LoopingCarousel(cards, index: $index) { card in
                CardView(card: card)
            }
            .frame(height: 240)

            Carousel(photos, index: $index) { photo in PhotoView(photo: photo) }
                .looping()
                .autoplay(Autoplay(interval: 5))
        }
    }
}

// BuildingAPageViewer.md
struct DocCPageViewers: View {
    let pages: [OnboardingPage]
    @State private var page = 0

    var body: some View {
        VStack {
            PageViewer(pages, index: $page) { page in
                Image(page.imageName)
                    .resizable()
                    .scaledToFill()
            }
            .ignoresSafeArea()

            PageViewer(pages, index: $page) { page in
                PageView(page: page)
            }
            .track(.onboarding(snapPolicy: .predictedHalfPage))
            .dots(.onboarding)
        }
    }
}

// BuildingAWallet.md
struct WalletView: View {
    let wallet: [PaymentCard]                      // the app's Identifiable model
    @State private var order: [PaymentCard.ID] = []  // the saved order of the cards' identifiers
    @State private var selected: PaymentCard.ID?

    var body: some View {
        WalletStack(wallet, order: $order, selection: $selected) { card in
            CardView(card: card)
        } history: { card in
            TransactionHistoryView(transactions: transactions(for: card.id))
        }
        .cardAccessibilityLabel { id in cards[id].spokenName }
        .onMove { id, from, to in store.save(order) }
    }
}

// UsingPageDots.md
struct DocCPageDots: View {
    let pages: [OnboardingPage]
    let scrollProgress: Double?
    @State private var page = 0

    var body: some View {
        VStack {
            PageDots(count: pages.count, currentPage: $page)

            PageDots(count: 13, currentPage: $page, progress: scrollProgress)
                .dotColors(.secondary.opacity(0.4), current: .primary)
        }
    }
}

// HowTheViewsWork.md: the app's own words for what VoiceOver says.
struct DocCPhotoWording: View {
    let photos: [Photo]
    @State private var index = 0

    var body: some View {
        Carousel(photos, index: $index) { PhotoView(photo: $0) }
            .accessibilityPhrases { phrase in
                guard case .page(let number, let count) = phrase else { return nil }
                return String(format: NSLocalizedString("Photo %ld of %ld", comment: "VoiceOver"), number, count)
            }
    }
}
