// swift-format-ignore-file
// Client code for issue 23's selection by identity, the transaction a binding is set in, the scroll phase (the
// completion of a move) and the live progress: as an app writes them, type-checked against the SwiftUI model.
import Riffle
import RiffleSwiftUI
import SwiftUI

/// A carousel selected by the trips' identifiers, with buttons that jump (state restored) and animate.
struct TripsBySelection: View {
    let trips: [Trip]
    @State private var selected: Trip.ID?
    @State private var isScrolling = false
    @State private var position = 0.0

    var body: some View {
        VStack {
            Carousel(trips, selection: $selected) { trip in
                TripCard(trip: trip)
            }
            .itemLength(.fraction(0.8))
            .onPhaseChange { phase in isScrolling = phase != .idle }   // idle: the move has settled
            .onProgressChange { progress in position = progress }
            .frame(height: 300)

            PageDots(count: trips.count, currentPage: .constant(Int(position.rounded())), progress: position)

            HStack {
                // No animation in the transaction: the carousel jumps (a deep link, restored state).
                Button("First") { selected = trips.first?.id }
                // withAnimation: the carousel moves there with its spring.
                Button("Last") { withAnimation { selected = trips.last?.id } }
                // A transaction that disables animations jumps too.
                Button("Second") {
                    withTransaction(\.disablesAnimations, true) { selected = trips.dropFirst().first?.id }
                }
            }
            .opacity(isScrolling ? 0.5 : 1)
        }
    }
}

/// The index binding and the other views' selection by identity, with and without animation.
struct IndexAndSelectionVariants: View {
    let pages: [OnboardingPage]
    let labels: [String]
    @State private var index = 0
    @State private var page: OnboardingPage.ID?
    @State private var label: String?

    var body: some View {
        VStack {
            Carousel(pages, id: \.id, index: $index) { page, progress in
                Text(page.imageName).offset(x: CGFloat(progress) * -40)
            }
            Button("Back to the start") { withAnimation(.easeInOut(duration: 0.3)) { index = 0 } }
            Button("Restore") { index = 3 }
            PageViewer(pages, id: \.id, selection: $page) { page in
                Text(page.imageName)
            }
            .onPhaseChange { _ in }
            .onProgressChange { _ in }
            LoopingCarousel(labels, id: \.self, selection: $label) { label in
                Text(label)
            }
            Carousel(pages, id: \.id, selection: $page) { page, progress in
                Text(page.imageName).opacity(1 - abs(progress))
            }
        }
    }
}
