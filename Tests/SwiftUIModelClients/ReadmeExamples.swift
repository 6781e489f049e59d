// swift-format-ignore-file
// README.md's SwiftUI examples, verbatim (scripts/check-swiftui-examples.py keeps them in sync), as an app would
// write them; type-checked against the SwiftUI model by ../shared/tools/swiftui-model/check-all.sh.
import Riffle
import RiffleSwiftUI
import SwiftUI

struct ReadmeCarousels: View {
    let trips: [Trip]
    let photos: [Photo]
    @State private var index = 2
    @State private var detail: Trip?

    var body: some View {
        VStack {
            Carousel(trips, index: $index) { trip in
                TripCard(trip: trip).padding(.horizontal, 20)
            }
            .track(.trips(snapPolicy: .threshold(fraction: 0.65)))   // full-width cards, the seed's spring, 450 vs 400 high, 1.0 vs 0.7 opaque
            .onItemTap { tapped in detail = trips[tapped] }
            .frame(height: 450)

            Carousel(photos, index: $index) { photo in PhotoView(photo: photo) }
                .itemLength(.fraction(0.8))
                .itemSpacing(16)
                .alignment(.center)
                .effect(.coverflow)
                .snapPolicy(.projectedNormal)        // multi-page flicks
        }
    }
}

struct ReadmePageViewer: View {
    let pages: [OnboardingPage]
    @State private var page = 0

    var body: some View {
        PageViewer(pages, index: $page) { page in
            Image(page.imageName).resizable().scaledToFill()
        }
        .dots(.onboarding)                          // 16-point dots 8 apart, a tap selects the tapped page
    }
}

struct ReadmeLoopingCarousel: View {
    let cards: [PaymentCard]
    @State private var index = 0

    var body: some View {
        LoopingCarousel(cards, index: $index) { card in
            CardView(card: card)
        }
        .frame(height: 240)
    }
}

struct ReadmePageDots: View {
    let scrollProgress: Double?
    @State private var page = 0

    var body: some View {
        PageDots(count: 13, currentPage: $page, progress: scrollProgress)
            .dotColors(.secondary.opacity(0.4), current: .primary)
    }
}

struct ReadmeWallet: View {
    let wallet: [PaymentCard]
    @State private var order = ["visa", "master", "amex", "discover"]
    @State private var selected: String?

    var body: some View {
        WalletStack(wallet, order: $order, selection: $selected) { card in   // wallet: [PaymentCard], Identifiable
            CardView(card: card)
        } history: { card in
            TransactionHistoryView(transactions: transactions(for: card.id))
        }
        .cardAccessibilityLabel { id in cards[id].spokenName }   // "…, card 1 of 4"
    }
}

struct ReadmeHomeScreen: View {
    @State private var layout = IconArrangement(pages: [["Mail", "Maps"]], dock: ["Phone"])

    var body: some View {
        HomeScreenView(layout: $layout) { id in AppIcon(app: apps[id]) }
            .homeScreenConfiguration(.directionalPaging)      // the seed's paging: any movement flips a page, ease-out
            .iconName { id in apps[id].name }
            .onOpen { id in launch(id) }
            .background { Wallpaper() }
            .ignoresSafeArea()                     // the grid stays below the status bar, the dock above the home indicator
    }
}

struct ReadmeSelfSizing: View {
    let tags: [String] = ["Beach", "Mountains", "City breaks"]
    let articles: [Article] = []
    @State private var index = 0

    var body: some View {
        VStack {
            Carousel(tags, id: \.self, index: $index) { tag in
                Text(tag).padding(.horizontal, 14).padding(.vertical, 8)
            }
            .itemLength(.intrinsic(estimated: 90))
            .itemSpacing(8)
            .alignment(.leading)

            PageViewer(articles, index: $index) { article in
                ArticleSummary(article: article)
            }
            .crossAxisSizing(.followsCurrentItem)
        }
    }
}

struct ReadmeRecorder: View {
    let trips: [Trip] = []
    @State private var index = 0
    @State private var recorder = InteractionRecorder()

    var body: some View {
        Carousel(trips, index: $index) { trip in TripCard(trip: trip) }
            .interactionRecorder(recorder)   // @State private var recorder = InteractionRecorder()
    }
}
