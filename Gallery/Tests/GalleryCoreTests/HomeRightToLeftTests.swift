import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 26: `--rtl` mirrored only the carousels.
///
/// Right to left the home screen is mirrored as SpringBoard does: the grid fills from the right, the dock's order and
/// the dots run right to left, and a swipe to the right shows the next page. The host mirrors on the way in and out, so
/// taps land on the icon drawn under the finger.
@Suite("Home screen: right to left")
struct HomeRightToLeftTests {
    func scene(rightToLeft: Bool) -> HomeScene {
        let scene = HomeScene(rightToLeft: rightToLeft)
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        scene.advance(to: 1)
        return scene
    }

    func frame(of id: IconID, in scene: HomeScene) throws -> Rect {
        try #require(scene.host.placements(at: 1).first { $0.id == id }).frame
    }

    @Test func theGridTheDockAndTheDotsAreMirrored() throws {
        let ltr = scene(rightToLeft: false)
        let rtl = scene(rightToLeft: true)
        for id: IconID in ["Mail", "Settings", "Phone", "Music"] {
            let a = try frame(of: id, in: ltr)
            let b = try frame(of: id, in: rtl)
            expectNear((a.minX + b.maxX), 390, within: 1e-9, "\(id): \(a) and \(b)")
            expectEqual(a.minY, b.minY, "\(id): \(a) and \(b)")
        }
        #expect(try frame(of: "Mail", in: rtl).minX > 195)
        let dots = rtl.dots(at: 1)
        let current = try #require(dots.max { $0.selection < $1.selection })
        expectEqual(current.center.x, dots.map(\.center.x).max())
    }

    @Test func aTapOpensTheIconUnderTheFingerAndASwipeRightShowsTheNextPage() throws {
        let rtl = scene(rightToLeft: true)
        let mail = try frame(of: "Mail", in: rtl)
        let centre = Point(x: mail.midX, y: mail.midY)
        rtl.handle(.pointer(PointerEvent(id: 0, phase: .down, location: centre, timestamp: 2)))
        rtl.handle(.pointer(PointerEvent(id: 0, phase: .up, location: centre, timestamp: 2.05)))
        rtl.advance(to: 3)
        expectEqual(rtl.openApp, IconID(rawValue: "Mail"))

        let pager = scene(rightToLeft: true)
        for (i, x) in [100.0, 160, 220, 280, 340].enumerated() {
            pager.handle(
                .pointer(
                    PointerEvent(
                        id: 0, phase: i == 0 ? .down : .move, location: Point(x: x, y: 500),
                        timestamp: 2 + 0.03 * Double(i))))
        }
        pager.handle(.pointer(PointerEvent(id: 0, phase: .up, location: Point(x: 340, y: 500), timestamp: 2.15)))
        pager.advance(to: 4)
        expectEqual(pager.home.currentPage, 1)
    }
}

/// Issue 26: `--rtl` mirrored the carousels but left their titles and labels at the left edge.
@Suite("Right to left: text at the leading edge")
struct LeadingTextTests {
    /// The right edges of the texts drawn (by the recording canvas's fixed advance), for the given strings.
    func rightEdges(of texts: Set<String>, drawing scene: any GalleryScene) -> [String: Double] {
        let canvas = RecordingCanvas(size: .phone)
        scene.draw(on: canvas)
        var edges: [String: Double] = [:]
        for case .text(let text, let style, _, let origin) in canvas.commands where texts.contains(text) {
            edges[text] = origin.x + canvas.measure(text, style).width
        }
        return edges
    }

    @Test(arguments: [false, true])
    func titlesAndLabelsSitAtTheLeadingEdge(rightToLeft: Bool) throws {
        let trips = TripsScene(rightToLeft: rightToLeft)
        trips.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        let onboarding = OnboardingScene(rightToLeft: rightToLeft)
        onboarding.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        let tripTexts = rightEdges(of: ["Discover", "Explore your next destination"], drawing: trips)
        let headline = try #require(onboarding.pages.first).headline
        let pageTexts = rightEdges(of: [headline], drawing: onboarding)
        expectEqual(tripTexts.count, 2)
        expectEqual(pageTexts.count, 1)
        for (text, edge) in tripTexts.merging(pageTexts, uniquingKeysWith: { a, _ in a }) {
            // Right to left, each text ends at the right margin (20 or 28 points); left to right, well before it.
            if rightToLeft {
                #expect(edge >= 390 - 28 - 1 && edge <= 390 - 20 + 1, "\(text) ends at \(edge)")
            } else {
                #expect(edge < 390 - 40, "\(text) ends at \(edge)")
            }
        }
    }
}
