/// A travel destination shown by the Trips scene (seed 000's `Trip`, plus the text of its detail view).
public struct Trip: Hashable, Sendable {
    /// The destination's name, shown on the card.
    public var destination: String
    /// Where it is.
    public var region: String
    /// The rating shown in the detail view, out of 5.
    public var rating: Double
    /// How many reviews the rating is based on.
    public var reviews: Int
    /// The short description shown in the detail view.
    public var summary: String

    /// Creates a trip.
    public init(destination: String, region: String, rating: Double, reviews: Int, summary: String) {
        self.destination = destination
        self.region = region
        self.rating = rating
        self.reviews = reviews
        self.summary = summary
    }

    /// The seed's 13 sample trips, in the seed's order ("Amsterdam" is index 2, "London" the 7th, the middle).
    public static let samples: [Trip] = [
        Trip(
            destination: "Paris", region: "France", rating: 4.8, reviews: 2_318,
            summary: "Golden evenings on the Seine, a tower of iron lace and a café on every corner."),
        Trip(
            destination: "Florence", region: "Italy", rating: 4.9, reviews: 1_764,
            summary: "Terracotta roofs under Brunelleschi's dome, and the Renaissance at every turn."),
        Trip(
            destination: "Amsterdam", region: "Netherlands", rating: 4.7, reviews: 2_041,
            summary: "Gabled houses leaning over quiet canals; the best way around is by bike."),
        Trip(
            destination: "Ghent", region: "Belgium", rating: 4.6, reviews: 688,
            summary: "Three medieval towers in a row and a harbour lit gold after dark."),
        Trip(
            destination: "Santorini", region: "Greece", rating: 4.9, reviews: 3_102,
            summary: "White houses and blue domes stacked on a cliff above a sunken volcano."),
        Trip(
            destination: "Budapest", region: "Hungary", rating: 4.8, reviews: 1_455,
            summary: "Thermal baths, grand bridges and a parliament that glows over the Danube."),
        Trip(
            destination: "London", region: "United Kingdom", rating: 4.7, reviews: 4_210,
            summary: "Big Ben, the Eye and the Thames at dusk, with a museum for every mood."),
        Trip(
            destination: "Cuba", region: "Caribbean", rating: 4.6, reviews: 1_137,
            summary: "Pastel façades, classic cars on the Malecón and music spilling into the street."),
        Trip(
            destination: "Osaka", region: "Japan", rating: 4.7, reviews: 1_602,
            summary: "A castle in a sea of cherry blossom, and the best street food in Japan."),
        Trip(
            destination: "Kyoto", region: "Japan", rating: 4.9, reviews: 2_876,
            summary: "Wooden pagodas, lantern-lit lanes and a thousand temples under the moon."),
        Trip(
            destination: "Seoul", region: "South Korea", rating: 4.7, reviews: 1_390,
            summary: "Palaces and neon side by side, watched over by a tower on Namsan."),
        Trip(
            destination: "Sydney", region: "Australia", rating: 4.8, reviews: 2_654,
            summary: "Sails on the harbour, a bridge to climb and beaches a ferry ride away."),
        Trip(
            destination: "Hong Kong", region: "China", rating: 4.7, reviews: 1_988,
            summary: "A wall of towers between the peak and the harbour, brightest at night."),
    ]
}
