// swift-format-ignore-file
// RiffleSwiftUI.md's first example, verbatim from its imports down (scripts/check-swiftui-examples.py keeps it in sync).
import Riffle
import RiffleSwiftUI
import SwiftUI

struct TripsView: View {
    let trips: [Trip]
    @State private var index = 2

    var body: some View {
        Carousel(trips, index: $index) { trip in
            TripCard(trip: trip)
        }
        .track(.trips())
        .frame(height: 450)
    }
}
