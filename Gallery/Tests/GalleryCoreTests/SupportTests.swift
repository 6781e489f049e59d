import Foundation
import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

@Suite("Small helpers")
struct SupportTests {
    @Test func wrapsWordsToTheWidth() {
        let measure: (String) -> Double = { Double($0.count) }
        expectEqual(TextWrapper.wrap("one two three four", width: 9, measure: measure), ["one two", "three", "four"])
        expectEqual(TextWrapper.wrap("a verylongword b", width: 4, measure: measure), ["a", "verylongword", "b"])
        expectEqual(TextWrapper.wrap("x\n\ny", width: 10, measure: measure), ["x", "", "y"])
        expectEqual(TextWrapper.wrap("a b", width: .nan, measure: measure), ["a", "b"])
    }

    @Test func wheelStepsOncePerGesture() {
        var w = WheelStepper()
        expectEqual(w.feed(dx: 0.5, dy: 0, at: 0), 0)
        expectEqual(w.feed(dx: 0.6, dy: 0, at: 0.05), 1)
        expectEqual(w.feed(dx: 9, dy: 0, at: 0.1), 0)
        expectEqual(w.feed(dx: 0, dy: -1, at: 1), -1)  // vertical scroll up: previous
        expectEqual(w.feed(dx: .nan, dy: 0, at: 2), 0)
    }

    @Test func formats() {
        expectEqual(Format.grouped(0), "0")
        expectEqual(Format.grouped(999), "999")
        expectEqual(Format.grouped(1000), "1,000")
        expectEqual(Format.grouped(1_000_000), "1,000,000")
        expectEqual(Format.grouped(-12345), "-12,345")
        expectEqual(Format.oneDecimal(4.75), "4.8")
        expectEqual(Format.oneDecimal(.nan), "–")
    }

    @Test func percentilesUseNearestRank() {
        var s = FrameStats()
        expectEqual(s.percentile(50), nil)
        for v in 1...100 { s.record(milliseconds: Double(v)) }
        s.record(milliseconds: .nan)
        s.record(milliseconds: -1)
        expectEqual(s.samples.count, 100)
        expectEqual(s.percentile(50), 50)
        expectEqual(s.percentile(95), 95)
        expectEqual(s.percentile(99), 99)
        expectEqual(s.percentile(100), 100)
        #expect(s.json.encoded.hasPrefix(#"{"frames":100,"p50_ms":50,"p95_ms":95,"p99_ms":99"#))
    }

    @Test func colours() {
        let c = Color(hex: 0xFF8000)
        // keep #expect: a tuple of colour channels is not Equatable
        #expect(c.bytes == (255, 128, 0, 255))
        // keep #expect: a tuple of colour channels is not Equatable
        #expect(Color(red: .nan, green: 2, blue: -1).bytes == (0, 255, 0, 255))
        expectEqual(Color.black.mix(.white, 0.5).bytes.r, 128)
        expectEqual(GradientStop.color(in: [], at: 0.5), .clear)
        let stops = [GradientStop(0.2, .black), GradientStop(0.8, .white)]
        expectEqual(GradientStop.color(in: stops, at: 0), .black)
        expectEqual(GradientStop.color(in: stops, at: 1), .white)
        expectEqual(GradientStop.color(in: stops, at: .nan), .black)
    }

    @Test func tripsDetailFollowsTheSeedSpring() {
        // interpolatingSpring(mass: 0.6, stiffness: 100, damping: 10, initialVelocity: 0.3), as a unit curve.
        let scene = TripsScene()
        scene.handle(.key(.enter, timestamp: 0))
        scene.advance(to: 0.1)
        // The damped oscillator's closed form (under-damped here), from 0 towards 1 at 0.3 per second, at 0.1 s.
        let omega = (100 / 0.6).squareRoot()
        let zeta = 10 / (2 * (100 * 0.6).squareRoot())
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let (t, start, speed) = (0.1, -1.0, 0.3)
        let expected =
            1 + exp(-zeta * omega * t)
            * (start * cos(damped * t) + (speed + zeta * omega * start) / damped * sin(damped * t))
        expectNear(scene.detailProgress, expected, within: 1e-9)
        scene.advance(to: 5)
        expectEqual(scene.detailProgress, 1)
        #expect(!scene.needsFrame)
        scene.advance(to: .nan)
        expectEqual(scene.detailProgress, 1)
    }

    @Test func carouselScenesIgnoreBadSamples() {
        // A non-finite pointer location or time never moves a host-driven carousel and never crashes.
        for scene in [TripsScene() as any GalleryScene, OnboardingScene(), LoopScene(items: 5)] {
            let before = scene.state["index"]
            scene.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: .nan, y: 0), timestamp: 0)))
            scene.handle(.pointer(PointerEvent(id: 0, phase: .up, location: Point(x: .nan, y: 0), timestamp: 0.1)))
            scene.advance(to: .infinity)
            scene.advance(to: 5)
            expectEqual(scene.state["index"], before)
            #expect(!scene.needsFrame)
        }
        expectEqual(TripsScene(trips: []).state["index"], .int(0))
    }
}

@Suite("Scene drawing, recorded")
struct SceneDrawingTests {
    @Test func tripsDrawsTheTitleCardsAndLabel() {
        let scene = TripsScene()
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        let canvas = RecordingCanvas()
        scene.draw(on: canvas)
        #expect(canvas.texts.contains("Discover"))
        #expect(canvas.texts.contains("Explore your next destination"))
        #expect(canvas.texts.contains("Amsterdam"))
        let pictures = canvas.commands.compactMap { c -> (String, Double)? in
            if case .picture(let id, _, _, _, let opacity) = c { return (id, opacity) }
            return nil
        }
        // Only the cards on screen are drawn (the host's visible placements): at rest the current one, opaque.
        expectEqual(pictures.map(\.0), ["trip-Amsterdam"])
        expectEqual(pictures.map(\.1), [1.0])
        // A third of a page into a drag to the left the next card (Ghent) shows at 0.7 + 0.3 × (1 − its distance).
        scene.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 300, y: 420), timestamp: 0)))
        scene.handle(.pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 160, y: 420), timestamp: 0.5)))
        let dragged = RecordingCanvas()
        scene.draw(on: dragged)
        let shown = dragged.commands.compactMap { c -> (String, Double)? in
            if case .picture(let id, _, _, _, let opacity) = c { return (id, opacity) }
            return nil
        }
        expectEqual(shown.map(\.0), ["trip-Amsterdam", "trip-Ghent"])
        let moved = (300.0 - 160 - 10) / 390  // the finger less the 10-point slop, in pages
        expectNear(shown[1].1, (0.7 + 0.3 * moved), within: 1e-9)
        expectNear(shown[0].1, (0.7 + 0.3 * (1 - moved)), within: 1e-9)
    }

    @Test func tripsDetailShowsTheDescriptionAndRating() {
        let scene = TripsScene()
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        scene.handle(.key(.enter, timestamp: 0))
        scene.advance(to: 3)
        let canvas = RecordingCanvas()
        scene.draw(on: canvas)
        #expect(canvas.texts.contains("4.7 · 2,041 reviews"))
        #expect(canvas.texts.contains("✕"))
        #expect(canvas.texts.contains { $0.hasPrefix("Gabled houses") })
    }

    @Test func onboardingDrawsOneDotPerPageWithTheSeedColours() {
        let scene = OnboardingScene()
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        let canvas = RecordingCanvas()
        scene.draw(on: canvas)
        let dots = canvas.commands.compactMap { c -> Color? in
            if case .circle(_, _, let color) = c { return color }
            return nil
        }
        expectEqual(dots.count, 5)
        expectEqual(dots[0], .white)
        #expect(dots.dropFirst().allSatisfy { $0 == Color.white.withAlpha(0.5) })
        #expect(canvas.texts.contains("Welcome to Riffle"))
    }

    @Test func loopDrawsOnlyVisibleCardsForAMillionItems() {
        let scene = LoopScene(items: 1_000_000)
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        let canvas = RecordingCanvas()
        scene.draw(on: canvas)
        #expect(canvas.texts.contains("Card 1"))
        #expect(canvas.texts.contains("Card 1,000,000"))
        #expect(canvas.texts.contains("Card 1 of 1,000,000"))
        #expect(canvas.texts.filter { $0.hasPrefix("Card ") }.count <= 6)
    }
}

@Suite("Preparing upcoming pictures")
struct PrepareTests {
    @Test func tripsPreparesTheNeighboursNearestFirst() {
        let scene = TripsScene()
        let canvas = RecordingCanvas()
        scene.prepareUpcoming(on: canvas)
        // Up to three cards away, nearest first: 2, 3, 1, 4, 0, 5 (−1 does not exist).
        #expect(
            canvas.prepared == [
                "trip-Amsterdam", "trip-Ghent", "trip-Florence", "trip-Santorini", "trip-Paris", "trip-Budapest",
            ])
    }

    @Test func onboardingStopsAtTheFirstPage() {
        let scene = OnboardingScene()
        let canvas = RecordingCanvas()
        scene.prepareUpcoming(on: canvas)
        expectEqual(
            canvas.prepared, ["onboarding-welcome", "onboarding-flick", "onboarding-springs", "onboarding-loop"])
        let loop = RecordingCanvas()
        LoopScene().prepareUpcoming(on: loop)
        #expect(loop.prepared.isEmpty)
    }
}
