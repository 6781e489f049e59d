import Riffle
import RiffleSwiftUI
import SwiftUI

/// A destination of the trips carousel (seed 000).
struct Trip: Identifiable, Hashable {
    let id: Int
    let destination: String
    let country: String
    let hue: Double

    static let all = [
        Trip(id: 0, destination: "Lisbon", country: "Portugal", hue: 0.08),
        Trip(id: 1, destination: "Kyoto", country: "Japan", hue: 0.95),
        Trip(id: 2, destination: "Reykjavík", country: "Iceland", hue: 0.55),
        Trip(id: 3, destination: "Marrakesh", country: "Morocco", hue: 0.03),
        Trip(id: 4, destination: "Valparaíso", country: "Chile", hue: 0.75),
        Trip(id: 5, destination: "Tromsø", country: "Norway", hue: 0.62),
    ]

    @MainActor var gradient: LinearGradient {
        LinearGradient(
            colors: [
                Color(hue: hue, saturation: 0.6, brightness: 0.9), Color(hue: hue, saturation: 0.9, brightness: 0.5),
            ],
            startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

/// The trips carousel in a navigation stack: a tap on a card pushes its detail.
struct TripsScreen: View {
    let motion: MotionStyle
    @State private var index = 2
    @State private var detail = Trip.all[0]
    @State private var showsDetail = false

    var body: some View {
        VStack(spacing: 16) {
            Carousel(Trip.all, index: $index) { trip in
                TripCard(trip: trip).padding(.horizontal, 20)
            }
            .track(.trips(snapPolicy: .threshold(fraction: 0.65)).motion(motion))
            .onItemTap { tapped in
                detail = Trip.all[tapped]
                showsDetail = true
            }
            .frame(height: 450)
            Text("Swipe, then tap a card")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .navigationTitle("Trips")
        .navigationDestination(isPresented: $showsDetail) {
            TripDetail(trip: detail)
        }
    }
}

/// One card of the carousel.
struct TripCard: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Spacer()
            Text(trip.destination).font(.title).bold()
            Text(trip.country).font(.headline)
        }
        .foregroundStyle(.white)
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(trip.gradient, in: RoundedRectangle(cornerRadius: 24))
    }
}

/// What a tap on a trip opens.
struct TripDetail: View {
    let trip: Trip

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Rectangle().fill(trip.gradient).frame(height: 240)
                Text(trip.destination).font(.largeTitle).bold().padding(.horizontal)
                Text("A week in \(trip.destination), \(trip.country).").padding(.horizontal)
            }
        }
        .navigationTitle(trip.destination)
    }
}
