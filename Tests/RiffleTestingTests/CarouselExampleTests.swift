import Riffle
import RiffleTesting
import Testing

/// Written the way an app tests its own carousel (the example of the RiffleTesting catalogue).
@Suite struct CarouselExampleTests {
    @Test func myCarouselLandsOnPage3AfterAFlick() {
        // The app's carousel: 13 trips, showing the third (index 2), on a 390 × 844 screen.
        var carousel = GestureDriver(
            ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips())), viewport: Vector(x: 390, y: 844))

        // A quick flick to the left.
        carousel.flick(from: Point(x: 300, y: 400), velocity: Vector(x: -1500, y: 0))
        carousel.settle()

        #expect(carousel.host.index == 3)
        #expect(carousel.outputs.contains(.announcement(.page(4, of: 13))))
        // Page 3 fills the screen.
        #expect(carousel.placements.first { $0.index == 3 }?.x == 0)
    }
}
