// swift-format-ignore-file
// Issue 23, defects 4 and 7, as an app writes them: a self-sizing carousel with no frame in a VStack, in a vertical
// ScrollView and in a List row (it reports its items' height, Pager.size(fitting:)); the clipping opt-out; a
// full-bleed PageViewer whose dots stay above the home indicator.
import Riffle
import RiffleSwiftUI
import SwiftUI

/// A row of tags in a VStack: as high as its tallest tag, not the VStack's whole height.
struct SizingTagsInVStack: View {
    let tags: [String] = ["Beach", "Mountains", "City breaks"]
    @State private var index = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Where to?").font(.headline)
            Carousel(tags, id: \.self, index: $index) { tag in
                Text(tag).padding(.horizontal, 14).padding(.vertical, 8)
            }
            .itemLength(.intrinsic(estimated: 90))
            .itemSpacing(8)
            .alignment(.leading)
            Spacer()
        }
    }
}

/// The same row in a vertical ScrollView (no height proposed): it keeps its tags' height instead of collapsing.
struct SizingTagsInScrollView: View {
    let tags: [String] = ["Beach", "Mountains", "City breaks"]
    let articles: [Article] = []
    @State private var index = 0
    @State private var article = 0

    var body: some View {
        ScrollView {
            VStack {
                Carousel(tags, id: \.self, index: $index) { tag in
                    Text(tag).padding(.horizontal, 14).padding(.vertical, 8)
                }
                .itemLength(.intrinsic(estimated: 90))
                .itemSpacing(8)
                // Pages of different heights: the viewer is as high as the page at rest, changing in steps.
                PageViewer(articles, index: $article) { article in
                    ArticleSummary(article: article)
                }
                .crossAxisSizing(.followsCurrentItem)
            }
        }
    }
}

/// The row in a List row: the row is as high as the tags.
struct SizingTagsInList: View {
    let tags: [String] = ["Beach", "Mountains", "City breaks"]
    @State private var index = 0

    var body: some View {
        List {
            Text("Filters")
            Carousel(tags, id: \.self, index: $index) { tag in
                Text(tag).padding(.horizontal, 14).padding(.vertical, 8)
            }
            .itemLength(.intrinsic(estimated: 90))
            .itemSpacing(8)
        }
    }
}

/// Enlarged focused cards with shadows, drawn beyond the carousel's bounds; the modifier works after others too.
struct SizingUnclippedCards: View {
    let cards: [PaymentCard]
    @State private var index = 0

    var body: some View {
        LoopingCarousel(cards, index: $index) { card in
            CardView(card: card).shadow(radius: 12)
        }
        .frame(height: 240)
        .itemClippingDisabled()
        .padding(.vertical, 24)
    }
}

/// The onboarding layout of PageViewer's own preview: full-bleed pages; the dots above the home indicator.
struct SizingFullBleedPageViewer: View {
    let pages: [OnboardingPage]
    @State private var page = 0

    var body: some View {
        PageViewer(pages, index: $page) { page in
            Image(page.imageName).resizable().scaledToFill()
        }
        .dots(.onboarding)
        .ignoresSafeArea()
    }
}

/// A wallet in a vertical ScrollView with no frame: as tall as its stack of cards (CardStack.size(fitting:)).
struct SizingWalletInScrollView: View {
    @State private var order = ["visa", "master", "amex", "discover"]
    @State private var selected: String?

    var body: some View {
        ScrollView {
            VStack {
                Text("Hold a card, then drag it to reorder.")
                WalletStack(order: $order, selection: $selected) { id in
                    CardView(card: cards[id])
                } history: { id in
                    TransactionHistoryView(transactions: transactions(for: id))
                }
                .itemClippingDisabled()
            }
        }
    }
}
