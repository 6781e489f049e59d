// swift-format-ignore-file
// Issue 23's "configuration through the environment", as an app writes it: a track modifier after `.padding()`,
// one on a container for every carousel inside, and the carousel's own modifiers still chained after its track
// modifiers (the innermost value wins).
import Riffle
import RiffleSwiftUI
import SwiftUI

/// A track modifier after `.padding()`, then after a frame: both reach the carousel.
struct TrackModifierAfterPadding: View {
    let trips: [Trip]
    @State private var index = 0

    var body: some View {
        Carousel(trips, index: $index) { trip in TripCard(trip: trip) }
            .padding()
            .snapPolicy(.projectedNormal)
            .frame(height: 300)
            .itemLength(.fraction(0.8))
    }
}

/// Modifiers on a container apply to every pager inside; the inner carousel's own spacing wins over the outer one.
struct TrackModifiersOnAContainer: View {
    let trips: [Trip]
    @State private var first = 0
    @State private var second = 0

    var body: some View {
        VStack {
            Carousel(trips, index: $first) { trip in TripCard(trip: trip) }
                .itemSpacing(4)                        // the carousel's own: wins over the VStack's 16
                .onItemTap { _ in }                    // its own modifiers still chain after a track modifier
            PageViewer(trips, index: $second) { trip in TripCard(trip: trip) }
        }
        .itemSpacing(16)
        .effect(.recessedNeighbours)
        .autoplay(nil)
    }
}
