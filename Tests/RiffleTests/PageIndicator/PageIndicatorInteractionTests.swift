import RiffleTestSupport
import Testing

@testable import Riffle

/// Five pages at the default metrics: a 72 × 8 control, dot centres at x = 4, 20, 36, 52, 68, y = 4;
/// touch area x in 0...72, y in -18...26 (grown to 44 points tall).
@Suite("Page indicator: taps and scrubbing")
struct PageIndicatorInteractionTests {
    static let centers: [Double] = [4, 20, 36, 52, 68]

    @Test func tapOnTheLeadingSideGoesBackOnePage() {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        expectEqual(indicator.feed(.init(.down, at: Point(x: 30, y: 4))), [.interactionStateChanged(.discrete)])
        expectEqual(indicator.interactionState, .discrete)
        #expect(
            indicator.feed(.init(.up, at: Point(x: 30, y: 4)))
                == [.requestPage(1, animated: true, cause: .tap), .interactionStateChanged(.none)]
        )
        expectEqual(indicator.currentPage, 1)
        expectEqual(indicator.interactionState, .none)
    }

    @Test func tapOnTheTrailingSideGoesForwardExactlyOnePage() {
        // physics.md §6: a tap advances exactly one page, even on a dot further away.
        var indicator = PageIndicator(count: 5, currentPage: 1)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 68)), [2])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 68)), [3])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 68)), [4])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 71)), [])
        expectEqual(indicator.currentPage, 4)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 0)), [3])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 21)), [2])
    }

    @Test func tapsAtTheEndsAndOnTheCurrentDotRequestNothing() {
        var indicator = PageIndicator(count: 5, currentPage: 0)
        expectEqual(indicator.tap(x: 1), [.interactionStateChanged(.discrete), .interactionStateChanged(.none)])
        indicator.setCurrentPage(2)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 36)), [])
        expectEqual(indicator.currentPage, 2)
        indicator.setCurrentPage(4)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 71)), [])
    }

    @Test func theTapSideIsJudgedAgainstTheDisplayedDot() {
        // The pages are halfway from 2 to 3 (progress 2.5): the highlight sits at x = 44.
        var indicator = PageIndicator(count: 5, currentPage: 2)
        indicator.setProgress(2.5)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 40)), [1])
        indicator.setCurrentPage(2)
        indicator.setProgress(2.5)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 48)), [3])
    }

    @Test func twoQuickTapsAdvanceTwoPagesWhileTheHostAnimates() {
        var indicator = PageIndicator(count: 5, currentPage: 0)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 30)), [1])
        indicator.setProgress(0.4)  // the host is still animating toward page 1
        expectEqual(indicator.progress, 0.4)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 30)), [2])
    }

    @Test func aTapThatMovesALittleIsStillATap() {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        _ = indicator.feed(.init(.down, at: Point(x: 40, y: 4)))
        expectEqual(indicator.feed(.init(.move, at: Point(x: 45, y: 9))), [])
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.up, at: Point(x: 46, y: 10)))), [3])
    }

    @Test func aPressThatTravelsAcrossTheAxisIsNoTapAndNoScrub() {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        _ = indicator.feed(.init(.down, at: Point(x: 40, y: 4)))
        expectEqual(indicator.feed(.init(.move, at: Point(x: 41, y: 16))), [.interactionStateChanged(.none)])
        expectEqual(indicator.feed(.init(.move, at: Point(x: 70, y: 4))), [])
        expectEqual(indicator.feed(.init(.up, at: Point(x: 40, y: 4))), [])
        expectEqual(indicator.currentPage, 2)
    }

    @Test func liftingOutsideTheTouchAreaIsNoTap() {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        _ = indicator.feed(.init(.down, at: Point(x: 40, y: 24)))
        expectEqual(indicator.feed(.init(.up, at: Point(x: 40, y: 30))), [.interactionStateChanged(.none)])
        expectEqual(indicator.currentPage, 2)
    }

    @Test func aDownOutsideTheTouchAreaStartsNothing() {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        expectEqual(indicator.feed(.init(.down, at: Point(x: 40, y: 27))), [])
        expectEqual(indicator.feed(.init(.move, at: Point(x: 0, y: 4))), [])
        expectEqual(indicator.feed(.init(.up, at: Point(x: 40, y: 4))), [])
        expectEqual(indicator.interactionState, .none)
    }

    @Test func scrubbingVisitsTheDotUnderThePointer() {
        var indicator = PageIndicator(count: 5, currentPage: 0)
        _ = indicator.feed(.init(.down, at: Point(x: 4, y: 4)))
        // The press becomes a scrub after 10 points along the axis (DragGesture's minimum distance).
        expectEqual(indicator.feed(.init(.move, at: Point(x: 13.9, y: 4))), [])
        #expect(
            indicator.feed(.init(.move, at: Point(x: 14, y: 4)))
                == [.interactionStateChanged(.continuous), .requestPage(1, animated: false, cause: .scrub)]
        )
        expectEqual(indicator.interactionState, .continuous)
        for page in 2..<5 {
            #expect(
                indicator.feed(.init(.move, at: Point(x: Self.centers[page], y: 4)))
                    == [.requestPage(page, animated: false, cause: .scrub)]
            )
        }
        // Back and forth across the cell boundaries, halfway between dot centres.
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: 27.9, y: 4)))), [1])
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: 28.1, y: 4)))), [2])
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: 43.9, y: 4)))), [])
        #expect(
            indicator.feed(.init(.up, at: Point(x: 44.1, y: 4)))
                == [.requestPage(3, animated: false, cause: .scrub), .interactionStateChanged(.none)]
        )
        expectEqual(indicator.currentPage, 3)
    }

    @Test func everyScrubPositionMapsToTheNearestDot() {
        for x in stride(from: -3.5, through: 75.5, by: 0.5) {
            var indicator = PageIndicator(count: 5, currentPage: 0)
            _ = indicator.feed(.init(.down, at: Point(x: 36, y: 4)))
            _ = indicator.feed(.init(.move, at: Point(x: 36 + 20, y: 4)))
            _ = indicator.feed(.init(.move, at: Point(x: x, y: 30)))
            let nearest = Self.centers.indices.min { abs(Self.centers[$0] - x) < abs(Self.centers[$1] - x) }
            if let nearest, abs(abs(Self.centers[nearest] - x) - 8) > 1e-9 {
                expectEqual(indicator.currentPage, nearest, "x = \(x)")
            }
        }
    }

    @Test func scrubbingPastEitherEdgeReachesTheFirstOrLastPage() {
        var indicator = PageIndicator(count: 50, currentPage: 25)
        let width = indicator.intrinsicSize.x
        _ = indicator.feed(.init(.down, at: Point(x: width / 2, y: 4)))
        _ = indicator.feed(.init(.move, at: Point(x: width / 2 + 10, y: 4)))
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: width + 20, y: 4)))), [49])
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: -20, y: 60)))), [0])
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: -1e300, y: 4)))), [])
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.up, at: Point(x: 1e300, y: 4)))), [49])
    }

    @Test func scrubbingOntoAShrunkEdgeDotSlidesTheWindow() {
        // 13 pages, current 0: 7 dots, x = 4 + 16 × slot.
        var indicator = PageIndicator(count: 13, currentPage: 0)
        _ = indicator.feed(.init(.down, at: Point(x: 52, y: 4)))
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: 100, y: 4)))), [6])
        // Page 6 now rides slot 4, so the dot under x = 100 (slot 6) is page 8.
        expectEqual(indicator.visibleDots.indices, 2..<9)
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: 101, y: 4)))), [8])
    }

    @Test func aPressThatCanNoLongerBeATapOrAScrubIsDeclined() {
        // Scrubbing off: travel along the axis declines the press (a host hands it to the pages).
        var plain = PageIndicator(count: 5, currentPage: 0, configuration: .init(allowsContinuousInteraction: false))
        _ = plain.feed(.init(.down, at: Point(x: 4, y: 4)))
        #expect(!plain.declinesPress)
        _ = plain.feed(.init(.move, at: Point(x: 13, y: 4)))
        #expect(!plain.declinesPress)  // 9 points: still a possible tap
        _ = plain.feed(.init(.move, at: Point(x: 14, y: 4)))
        #expect(plain.declinesPress)
        _ = plain.feed(.init(.up, at: Point(x: 14, y: 4)))
        #expect(!plain.declinesPress)  // the press is over
        // Scrubbing on: travel along the axis scrubs (kept); travel across it declines.
        var scrubbing = PageIndicator(count: 5, currentPage: 0)
        _ = scrubbing.feed(.init(.down, at: Point(x: 4, y: 4)))
        _ = scrubbing.feed(.init(.move, at: Point(x: 30, y: 4)))
        #expect(!scrubbing.declinesPress)
        _ = scrubbing.feed(.init(.cancel, at: Point(x: 30, y: 4)))
        _ = scrubbing.feed(.init(.down, at: Point(x: 4, y: 4)))
        _ = scrubbing.feed(.init(.move, at: Point(x: 4, y: 20)))
        #expect(scrubbing.declinesPress)
    }

    @Test func theIndicatorIsPressedFromTheDownToTheEndOfThePressUnlessItDeclines() {
        var indicator = PageIndicator(count: 5, currentPage: 0)
        #expect(!indicator.isPressed)
        _ = indicator.feed(.init(.down, at: Point(x: 200, y: 4)))
        #expect(!indicator.isPressed, "a down outside the touch area presses nothing")
        _ = indicator.feed(.init(.down, at: Point(x: 4, y: 4)))
        #expect(indicator.isPressed)
        _ = indicator.feed(.init(.move, at: Point(x: 40, y: 4)))
        #expect(indicator.isPressed, "a scrub is still the dots' interaction")
        _ = indicator.feed(.init(.up, at: Point(x: 40, y: 4)))
        #expect(!indicator.isPressed)
        _ = indicator.feed(.init(.down, at: Point(x: 4, y: 4)))
        _ = indicator.feed(.init(.cancel, at: Point(x: 4, y: 4)))
        #expect(!indicator.isPressed, "a cancel undoes the pressed look")
        _ = indicator.feed(.init(.down, at: Point(x: 4, y: 4)))
        _ = indicator.feed(.init(.move, at: Point(x: 4, y: 30)))
        #expect(indicator.declinesPress)
        #expect(!indicator.isPressed, "a declined press is the pages' drag")
    }

    @Test func withoutContinuousInteractionADragIsNeitherTapNorScrub() {
        var indicator = PageIndicator(
            count: 5, currentPage: 0, configuration: .init(allowsContinuousInteraction: false))
        _ = indicator.feed(.init(.down, at: Point(x: 4, y: 4)))
        expectEqual(indicator.feed(.init(.move, at: Point(x: 60, y: 4))), [.interactionStateChanged(.none)])
        expectEqual(indicator.feed(.init(.up, at: Point(x: 60, y: 4))), [])
        expectEqual(indicator.currentPage, 0)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 30)), [1])
    }

    @Test func seed001TapSelectsTheTappedDot() {
        // Seed 001: tapping a CircleButton animates to its page. Centres at x = 8, 32, 56.
        var indicator = PageIndicator(count: 3, currentPage: 0, configuration: .onboarding)
        #expect(
            indicator.tap(x: 56, y: 8) == [
                .interactionStateChanged(.discrete), .requestPage(2, animated: true, cause: .tap),
                .interactionStateChanged(.none),
            ])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 56, y: 8)), [])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 19, y: 8)), [0])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 21, y: 8)), [1])
        // No scrub in the seed: a drag does nothing.
        _ = indicator.feed(.init(.down, at: Point(x: 8, y: 8)))
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: 56, y: 8)))), [])
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.up, at: Point(x: 56, y: 8)))), [])
        expectEqual(indicator.currentPage, 1)
    }

    @Test func seed002TapSelectsTheTappedDot() {
        var indicator = PageIndicator(count: 3, currentPage: 2, configuration: .homeScreen)
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 5, y: 5)), [0])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 23, y: 5)), [1])
    }

    @Test func cancelEndsThePressWithoutARequest() {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        _ = indicator.feed(.init(.down, at: Point(x: 60, y: 4)))
        expectEqual(indicator.feed(.init(.cancel, at: Point(x: .nan, y: .nan))), [.interactionStateChanged(.none)])
        expectEqual(indicator.feed(.init(.up, at: Point(x: 60, y: 4))), [])
        expectEqual(indicator.currentPage, 2)
        // A scrub's requests stand after a cancel.
        _ = indicator.feed(.init(.down, at: Point(x: 36, y: 4)))
        _ = indicator.feed(.init(.move, at: Point(x: 68, y: 4)))
        expectEqual(indicator.feed(.init(.cancel, at: .zero)), [.interactionStateChanged(.none)])
        expectEqual(indicator.currentPage, 4)
    }

    @Test func aSecondDownRestartsThePress() {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        _ = indicator.feed(.init(.down, at: Point(x: 36, y: 4)))
        _ = indicator.feed(.init(.move, at: Point(x: 68, y: 4)))
        expectEqual(indicator.interactionState, .continuous)
        #expect(
            indicator.feed(.init(.down, at: Point(x: 10, y: 4)))
                == [.interactionStateChanged(.none), .interactionStateChanged(.discrete)]
        )
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.up, at: Point(x: 10, y: 4)))), [3])
    }

    @Test func nonFiniteLocationsAreIgnored() {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        expectEqual(indicator.feed(.init(.down, at: Point(x: .nan, y: 4))), [])
        expectEqual(indicator.feed(.init(.down, at: Point(x: .infinity, y: 4))), [])
        _ = indicator.feed(.init(.down, at: Point(x: 36, y: 4)))
        expectEqual(indicator.feed(.init(.down, at: Point(x: .nan, y: 4))), [])
        expectEqual(indicator.interactionState, .discrete)
        expectEqual(indicator.feed(.init(.move, at: Point(x: .nan, y: 4))), [])
        expectEqual(indicator.feed(.init(.move, at: Point(x: -.infinity, y: 4))), [])
        expectEqual(indicator.interactionState, .discrete)
        // An up without a usable location ends the press like a cancel.
        expectEqual(indicator.feed(.init(.up, at: Point(x: 60, y: .nan))), [.interactionStateChanged(.none)])
        expectEqual(indicator.currentPage, 2)
    }

    @Test func aHiddenIndicatorIgnoresPointers() {
        var single = PageIndicator(count: 1, configuration: .init(hidesForSinglePage: true))
        expectEqual(single.tap(x: 4), [])
        var empty = PageIndicator(count: 0)
        expectEqual(empty.tap(x: 0, y: 0), [])
        expectEqual(empty.feed(.init(.move, at: .zero)), [])
        expectEqual(empty.feed(.init(.cancel, at: .zero)), [])
    }

    @Test func verticalIndicatorsStepAndScrubAlongY() {
        // Centres at y = 4, 20, 36; a horizontal move is across the axis.
        var indicator = PageIndicator(count: 3, currentPage: 1, configuration: .init(axis: .vertical))
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 4, y: 30)), [2])
        expectEqual(PageIndicator.requestedPages(indicator.tap(x: 4, y: 1)), [1])
        _ = indicator.feed(.init(.down, at: Point(x: 4, y: 20)))
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: 4, y: 36)))), [2])
        expectEqual(PageIndicator.requestedPages(indicator.feed(.init(.move, at: Point(x: 60, y: 4)))), [0])
    }
}
