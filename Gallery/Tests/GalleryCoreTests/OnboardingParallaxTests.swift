import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The onboarding text is a parallax layer driven by the placements' progress (issue 14, part 2).
@Suite("Onboarding: the text lags its page")
struct OnboardingParallaxTests {
    func placements(_ scene: OnboardingScene, at t: Double) -> [ItemPlacement] {
        scene.host.placements(at: t)
    }

    @Test(arguments: [false, true])
    func atRestTheTextSitsOnItsPageAndMidSwipeItMovesSlower(rightToLeft: Bool) throws {
        let scene = OnboardingScene(rightToLeft: rightToLeft)
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        let rest = try #require(placements(scene, at: 0).first { $0.index == 0 })
        expectEqual(scene.textX(of: rest), rest.x.rounded())
        // Drag 150 points toward the next page.
        let sign: Double = rightToLeft ? -1 : 1
        let start = Point(x: 195 + 100 * sign, y: 400)
        scene.handle(.pointer(PointerEvent(id: 0, phase: .down, location: start, timestamp: 1)))
        for i in 1...10 {
            let p = Point(x: start.x - sign * 15 * Double(i), y: 400)
            scene.handle(.pointer(PointerEvent(id: 0, phase: .move, location: p, timestamp: 1 + 0.02 * Double(i))))
        }
        let page = try #require(placements(scene, at: 1.2).first { $0.index == 0 })
        #expect(page.progress < -0.2)
        // The page moved |x| points; its text moved 40 % of the width times the progress less.
        let expected = page.x - page.progress * 390 * OnboardingScene.textParallax * sign
        expectNear(scene.textX(of: page), expected.rounded(), within: 1e-9)
        #expect(abs(scene.textX(of: page)) < abs(page.x), "the text lags its page")
    }

    /// Issue 26: mid-swipe the title and body of one page slid over the neighbouring page's ("to RifSwipe or flick").
    ///
    /// A page's text fades out as the page leaves (0 once it is half off screen), so at every step of a swipe at most
    /// one headline is visible, and the two never add up to more than one.
    @Test func midSwipeAtMostOnePagesTextShows() throws {
        let scene = OnboardingScene(rightToLeft: false)
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        let headlines = Set(scene.pages.map(\.headline))
        scene.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 370, y: 400), timestamp: 1)))
        for i in 1...30 {
            let t = 1 + 0.02 * Double(i)
            scene.handle(
                .pointer(
                    PointerEvent(id: 0, phase: .move, location: Point(x: 370 - 11 * Double(i), y: 400), timestamp: t)))
            let canvas = RecordingCanvas(size: .phone)
            scene.draw(on: canvas)
            let alphas: [Double] = canvas.commands.compactMap {
                guard case .text(let text, _, let color, _) = $0, headlines.contains(text), color.alpha > 0.01 else {
                    return nil
                }
                return color.alpha
            }
            #expect(alphas.count <= 1 || alphas.reduce(0, +) <= 1 + 1e-9, "step \(i): \(alphas)")
            #expect(alphas.count <= 1 || alphas.allSatisfy { $0 < 1 }, "step \(i): \(alphas)")
        }
        expectEqual(OnboardingScene.textOpacity(progress: 0), 1)
        expectEqual(OnboardingScene.textOpacity(progress: -0.5), 0)
        expectEqual(OnboardingScene.textOpacity(progress: .nan), 0)
    }
}
