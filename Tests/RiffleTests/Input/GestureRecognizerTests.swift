import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Gesture recognizer: drag")
struct GestureRecognizerDragTests {
    @Test func aDragBeginsAtExactlyTheMinimumDistance() {
        var r = GestureRecognizer(configuration: .drag())
        expectEqual(r.handle(pointer(.down, 100, 100, at: 0)).kinds, [.down])
        #expect(r.handle(pointer(.move, 109.999, 100, at: 0.01)).isEmpty)
        let began = r.handle(pointer(.move, 110, 100, at: 0.02))
        expectEqual(began.kinds, [.dragBegan])
        expectEqual(began.first?.dragValue?.translation, Vector(x: 10, y: 0))
        expectEqual(began.first?.dragValue?.startLocation, Point(x: 100, y: 100))
        expectEqual(began.first?.dragValue?.startTime, 0)
        expectEqual(began.first?.dragValue?.time, 0.02)
    }

    @Test func theMinimumDistanceIsEuclidean() {
        var r = GestureRecognizer(configuration: .drag())
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        #expect(r.handle(pointer(.move, 5.9, 8, at: 0.01)).isEmpty)  // 9.94
        expectEqual(r.handle(pointer(.move, 6, 8, at: 0.02)).kinds, [.dragBegan])  // 10
    }

    @Test func aCustomMinimumDistanceApplies() {
        var r = GestureRecognizer(configuration: .drag(minimumDistance: 30))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        #expect(r.handle(pointer(.move, 0, 29.9, at: 0.01)).isEmpty)
        expectEqual(r.handle(pointer(.move, 0, 30, at: 0.02)).kinds, [.dragBegan])
    }

    @Test func aZeroMinimumDistanceBeginsAtPointerDown() {
        var r = GestureRecognizer(configuration: .drag(minimumDistance: 0))
        expectEqual(r.handle(pointer(.down, 3, 4, at: 1)).kinds, [.down, .dragBegan])
        expectEqual(r.handle(pointer(.up, 3, 4, at: 1.1)).kinds, [.dragEnded])
    }

    @Test func translationIsMeasuredFromThePointerDownLocation() {
        var r = GestureRecognizer(configuration: .drag())
        let events = run(
            &r,
            [
                pointer(.down, 50, 60, at: 0), pointer(.move, 62, 60, at: 0.008), pointer(.move, 80, 65, at: 0.016),
                pointer(.up, 80, 65, at: 0.024),
            ]
        )
        expectEqual(events.kinds, [.down, .dragBegan, .dragChanged, .dragEnded])
        expectEqual(events[2].dragValue?.translation, Vector(x: 30, y: 5))
        expectEqual(events[3].dragValue?.translation, Vector(x: 30, y: 5))
        expectEqual(events[3].dragValue?.location, Point(x: 80, y: 65))
        expectEqual(events[3].dragValue?.time, 0.024)
    }

    @Test func thePredictedEndIsAQuarterSecondOfVelocityAhead() {
        var r = GestureRecognizer(configuration: .drag())
        var events = r.handle(pointer(.down, 0, 0, at: 0))
        for i in 1...6 { events += r.handle(pointer(.move, Double(i) * 8, Double(i) * 4, at: Double(i) * 0.008)) }
        events += r.handle(pointer(.up, 48, 24, at: 0.048))
        let ended = try? #require(events.last?.dragValue)
        // 1000 and 500 pt/s (physics.md §7, constant trace).
        expectNear((ended?.velocity.x ?? 0), 1000, within: 1e-6)
        expectNear((ended?.velocity.y ?? 0), 500, within: 1e-6)
        expectNear((ended?.predictedEndTranslation.x ?? 0), (48 + 250), within: 1e-6)
        expectNear((ended?.predictedEndTranslation.y ?? 0), (24 + 125), within: 1e-6)
        expectNear((ended?.predictedEndLocation.x ?? 0), (48 + 250), within: 1e-6)
        for value in events.compactMap(\.dragValue) {
            let expected = value.translation + value.velocity * 0.25
            expectEqual(value.predictedEndTranslation, expected)
            expectEqual(value.predictedEndLocation, value.location + value.velocity * 0.25)
        }
    }

    @Test func theWeightedStrategyAndMaximumSpeedReachTheDragValues() {
        let options = GestureRecognizer.DragOptions(velocityStrategy: .weightedIntervals, maximumSpeed: 600)
        var r = GestureRecognizer(configuration: .init(drag: options))
        let xs: [Double] = [0, 10, 20, 30, 36, 40, 42]
        var events: [GestureEvent] = []
        for (i, x) in xs.enumerated() {
            events += r.handle(pointer(i == 0 ? .down : .move, x, 0, at: Double(i) * 0.008))
        }
        // iOS-weighted 637.5 pt/s (physics.md §7), clamped to 600.
        expectNear((events.last?.dragValue?.velocity.x ?? 0), 600, within: 1e-9)
    }

    @Test func aFingerRestingBeforeLiftingEndsWithZeroVelocity() {
        for (restMs, expectMoving) in [(30.0, true), (50.0, false)] {
            var r = GestureRecognizer(configuration: .drag())
            var events = r.handle(pointer(.down, 0, 0, at: 0))
            for i in 1...6 { events += r.handle(pointer(.move, Double(i) * 8, 0, at: Double(i) * 0.008)) }
            events += r.handle(pointer(.up, 48, 0, at: 0.048 + restMs / 1000))
            let velocity = events.last?.dragValue?.velocity ?? Vector(x: .nan, y: .nan)
            expectEqual(events.last?.kind, .dragEnded)
            #expect(expectMoving ? abs(velocity.x - 1000) < 1e-6 : velocity == .zero)
        }
    }

    @Test func theTrackerIsFedFromThePointerDown() {
        // Least squares needs three samples: the down and two moves.
        var r = GestureRecognizer(configuration: .drag())
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        expectEqual(r.handle(pointer(.move, 16, 0, at: 0.016)).first?.dragValue?.velocity, .zero)
        let changed = r.handle(pointer(.move, 32, 0, at: 0.032)).first?.dragValue?.velocity.x ?? 0
        expectNear(changed, 1000, within: 1e-9)
    }

    @Test func anUpElsewhereIsAFinalMoveFirst() {
        var r = GestureRecognizer(configuration: .drag())
        let events = run(
            &r, [pointer(.down, 0, 0, at: 0), pointer(.move, 20, 0, at: 0.01), pointer(.up, 30, 0, at: 0.02)]
        )
        expectEqual(events.kinds, [.down, .dragBegan, .dragChanged, .dragEnded])
        expectEqual(events[3].dragValue?.translation, Vector(x: 30, y: 0))
        // Without any move, an up past the slop begins and ends the drag.
        var s = GestureRecognizer(configuration: .tapOrDrag())
        #expect(
            run(&s, [pointer(.down, 0, 0, at: 0), pointer(.up, 0, 25, at: 0.05)]).kinds == [
                .down, .dragBegan, .dragEnded,
            ])
    }

    @Test func anUpAtTheLastLocationAddsNoSample() {
        var r = GestureRecognizer(configuration: .drag())
        var events = r.handle(pointer(.down, 0, 0, at: 0))
        for i in 1...6 { events += r.handle(pointer(.move, Double(i) * 8, 0, at: Double(i) * 0.008)) }
        // 20 ms later at the same place: a stationary sample would pull the fit down; none is added.
        events += r.handle(pointer(.up, 48, 0, at: 0.068))
        expectEqual(events.kinds.last, .dragEnded)
        expectNear((events.last?.dragValue?.velocity.x ?? 0), 1000, within: 1e-6)
    }
}

@Suite("Gesture recognizer: axis lock")
struct GestureRecognizerAxisLockTests {
    /// Moves 20 pt at `degrees` from the horizontal and returns the events of that move.
    private func moveAt(degrees: Double, axis: Axis = .horizontal, lockAngle: Double = 45) -> [GestureEvent] {
        let options = GestureRecognizer.DragOptions(axis: axis, axisLockAngle: lockAngle)
        var r = GestureRecognizer(configuration: .init(drag: options))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        let radians = degrees * .pi / 180
        return r.handle(pointer(.move, 20 * cos(radians), -20 * sin(radians), at: 0.02))
    }

    @Test func fortyFourDegreesBegins() {
        expectEqual(moveAt(degrees: 44).kinds, [.dragBegan])
    }

    @Test func exactlyFortyFiveDegreesBegins() {
        var r = GestureRecognizer(configuration: .drag(axis: .horizontal))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        expectEqual(r.handle(pointer(.move, -15, 15, at: 0.02)).kinds, [.dragBegan])
    }

    @Test func fortySixDegreesDeclines() {
        let events = moveAt(degrees: 46)
        expectEqual(events.kinds, [.declined])
        if case .declined(let translation, let time) = events.first {
            expectNear(translation.x, 20 * cos(46 * Double.pi / 180), within: 1e-12)
            expectEqual(time, 0.02)
        }
    }

    @Test func aVerticalAxisMirrorsTheRule() {
        expectEqual(moveAt(degrees: 46, axis: .vertical).kinds, [.dragBegan])
        expectEqual(moveAt(degrees: 44, axis: .vertical).kinds, [.declined])
        expectEqual(moveAt(degrees: 180 + 44, axis: .vertical).kinds, [.declined])
    }

    @Test func theAngleIsConfigurable() {
        expectEqual(moveAt(degrees: 25, lockAngle: 30).kinds, [.dragBegan])
        expectEqual(moveAt(degrees: 35, lockAngle: 30).kinds, [.declined])
        expectEqual(moveAt(degrees: 89, lockAngle: 90).kinds, [.dragBegan])
        expectEqual(moveAt(degrees: 1, lockAngle: 0).kinds, [.declined])
        expectEqual(moveAt(degrees: 0, lockAngle: 0).kinds, [.dragBegan])
        // Out-of-range angles are clamped to 0…90; NaN selects 45.
        expectEqual(moveAt(degrees: 89, lockAngle: 400).kinds, [.dragBegan])
        expectEqual(moveAt(degrees: 46, lockAngle: .nan).kinds, [.declined])
        expectEqual(moveAt(degrees: 44, lockAngle: .nan).kinds, [.dragBegan])
    }

    @Test func aFreeDragNeverDeclines() {
        var r = GestureRecognizer(configuration: .drag())
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        expectEqual(r.handle(pointer(.move, 0, 40, at: 0.02)).kinds, [.dragBegan])
    }

    @Test func theRestOfADeclinedSequenceIsIgnored() {
        var r = GestureRecognizer(configuration: .tapOrDrag(axis: .horizontal))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        expectEqual(r.handle(pointer(.move, 2, 12, at: 0.01)).kinds, [.declined])
        #expect(r.isTracking)
        #expect(r.handle(pointer(.move, 40, 12, at: 0.02)).isEmpty)
        #expect(r.advance(to: 2).isEmpty)
        #expect(r.handle(pointer(.down, 5, 5, at: 0.03, id: 2)).isEmpty)  // still one pointer at a time
        #expect(r.handle(pointer(.up, 40, 12, at: 0.04)).isEmpty)
        #expect(!r.isTracking)
        expectEqual(r.handle(pointer(.down, 0, 0, at: 1)).kinds, [.down])
    }

    @Test func aDeclineByTheFinalUpForgetsThePointer() {
        var r = GestureRecognizer(configuration: .drag(axis: .horizontal))
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 0), pointer(.up, 0, 30, at: 0.05)]).kinds, [.down, .declined])
        #expect(!r.isTracking)
    }
}

@Suite("Gesture recognizer: tap and long press")
struct GestureRecognizerPressTests {
    @Test func aQuickStillReleaseIsATapAtTheReleaseLocation() {
        var r = GestureRecognizer(configuration: .tap)
        let events = run(&r, [pointer(.down, 10, 10, at: 5), pointer(.up, 12, 11, at: 5.1)])
        #expect(
            events == [
                .pointerDown(location: Point(x: 10, y: 10), time: 5), .tap(location: Point(x: 12, y: 11), time: 5.1),
            ])
    }

    @Test func theTapDurationLimitIsInclusive() {
        var r = GestureRecognizer(configuration: .tap)
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 0), pointer(.up, 0, 0, at: 0.75)]).kinds, [.down, .tap])
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 1), pointer(.up, 0, 0, at: 1.7501)]).kinds, [.down, .up])
    }

    @Test func theTapMovementLimitIsExclusive() {
        var r = GestureRecognizer(configuration: .tap)
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 0), pointer(.up, 44.99, 0, at: 0.1)]).kinds, [.down, .tap])
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 1), pointer(.up, 45, 0, at: 1.1)]).kinds, [.down, .up])
        // Moving out and back still fails: the largest distance counts.
        let outAndBack = [
            pointer(.down, 0, 0, at: 2), pointer(.move, 0, 45, at: 2.05), pointer(.move, 0, 0, at: 2.1),
            pointer(.up, 0, 0, at: 2.15),
        ]
        expectEqual(run(&r, outAndBack).kinds, [.down, .up])
    }

    @Test func aLongPressFiresByAdvance() {
        var r = GestureRecognizer(configuration: .init(longPress: .init()))
        _ = r.handle(pointer(.down, 7, 8, at: 1))
        #expect(r.advance(to: 1.49).isEmpty)
        expectEqual(r.advance(to: 1.5), [.longPressBegan(location: Point(x: 7, y: 8), time: 1.5)])
        #expect(r.advance(to: 2).isEmpty)  // once
        expectEqual(r.handle(pointer(.up, 7, 8, at: 2.1)), [.longPressEnded(location: Point(x: 7, y: 8), time: 2.1)])
    }

    @Test func aLongPressFiresBeforeALateEvent() {
        var r = GestureRecognizer(configuration: .init(longPress: .init()))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.handle(pointer(.move, 3, 0, at: 0.2))
        // The move at 0.7 shows the duration passed at 0.5: the press is reported first, at the location then.
        let events = r.handle(pointer(.move, 20, 0, at: 0.7))
        expectEqual(events, [.longPressBegan(location: Point(x: 3, y: 0), time: 0.5)])
        expectEqual(r.handle(pointer(.up, 20, 0, at: 0.8)).kinds, [.longPressEnded])
    }

    @Test func aLateUpReportsThePressThenTheRelease() {
        var r = GestureRecognizer(configuration: .init(longPress: .init()))
        #expect(
            run(&r, [pointer(.down, 0, 0, at: 0), pointer(.up, 0, 0, at: 0.6)]).kinds == [
                .down, .longPressBegan, .longPressEnded,
            ])
    }

    @Test func movingPastTheMaximumDistanceFailsTheLongPress() {
        var r = GestureRecognizer(configuration: .init(longPress: .init()))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.handle(pointer(.move, 10.01, 0, at: 0.1))
        _ = r.handle(pointer(.move, 0, 0, at: 0.2))
        #expect(r.advance(to: 1).isEmpty)
        expectEqual(r.handle(pointer(.up, 0, 0, at: 1.1)).kinds, [.up])
    }

    @Test func movingExactlyTheMaximumDistanceKeepsTheLongPress() {
        var r = GestureRecognizer(configuration: .init(longPress: .init()))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.handle(pointer(.move, 6, 8, at: 0.1))
        expectEqual(r.advance(to: 0.5).kinds, [.longPressBegan])
    }

    @Test func aLongPressDoesNotFireOnceADragBegan() {
        var r = GestureRecognizer(configuration: .homeScreen)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        expectEqual(r.handle(pointer(.move, 15, 0, at: 0.1)).kinds, [.dragBegan])
        #expect(r.advance(to: 1).isEmpty)
        expectEqual(r.handle(pointer(.up, 15, 0, at: 1.1)).kinds, [.dragEnded])
    }

    @Test func aZeroDurationLongPressFiresAtPointerDown() {
        var r = GestureRecognizer(configuration: .init(longPress: .init(minimumDuration: 0)))
        #expect(
            r.handle(pointer(.down, 0, 0, at: 3)) == [
                .pointerDown(location: .zero, time: 3), .longPressBegan(location: .zero, time: 3),
            ])
    }
}

@Suite("Gesture recognizer: compositions")
struct GestureRecognizerCompositionTests {
    @Test func walletQuickTapIsATap() {
        var r = GestureRecognizer(configuration: .wallet)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        #expect(r.advance(to: 0.03).isEmpty)
        expectEqual(r.handle(pointer(.up, 1, 0, at: 0.04)).kinds, [.tap])
    }

    @Test func walletHoldThenDragReorders() {
        var r = GestureRecognizer(configuration: .wallet)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        expectEqual(r.advance(to: 0.06), [.longPressBegan(location: .zero, time: 0.05)])
        #expect(r.handle(pointer(.move, 0, -5, at: 0.08)).isEmpty)
        let began = r.handle(pointer(.move, 0, -12, at: 0.1))
        expectEqual(began.kinds, [.dragBegan])
        expectEqual(began.first?.dragValue?.translation, Vector(x: 0, y: -12))
        expectEqual(r.handle(pointer(.move, 0, -60, at: 0.2)).kinds, [.dragChanged])
        expectEqual(r.handle(pointer(.up, 0, -60, at: 0.25)).kinds, [.dragEnded])
    }

    @Test func walletLateMoveReportsThePressThenBeginsTheDrag() {
        var r = GestureRecognizer(configuration: .wallet)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        let events = r.handle(pointer(.move, 0, 20, at: 0.06))
        expectEqual(events.first, .longPressBegan(location: .zero, time: 0.05))
        expectEqual(events.kinds, [.longPressBegan, .dragBegan])
        expectEqual(events.last?.dragValue?.time, 0.06)
    }

    @Test func walletHoldThenStillReleaseIsStillATap() {
        var r = GestureRecognizer(configuration: .wallet)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        expectEqual(r.advance(to: 0.05).kinds, [.longPressBegan])
        expectEqual(r.handle(pointer(.up, 2, 2, at: 0.4)).kinds, [.tap])
    }

    @Test func walletHoldPastTheTapDurationEndsThePress() {
        var r = GestureRecognizer(configuration: .wallet)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.advance(to: 0.05)
        expectEqual(r.handle(pointer(.up, 0, 0, at: 0.9)).kinds, [.longPressEnded])
    }

    @Test func walletMovingBeforeThePressCannotDrag() {
        var r = GestureRecognizer(configuration: .wallet)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        #expect(r.handle(pointer(.move, 0, 12, at: 0.02)).isEmpty)  // long press failed, drag needs it
        #expect(r.advance(to: 0.5).isEmpty)
        #expect(r.handle(pointer(.move, 0, 40, at: 0.55)).isEmpty)
        expectEqual(r.handle(pointer(.up, 0, 40, at: 0.6)).kinds, [.tap])  // moved < 45, held ≤ 0.75
        var s = GestureRecognizer(configuration: .wallet)
        let far = [pointer(.down, 0, 0, at: 0), pointer(.move, 0, 60, at: 0.02), pointer(.up, 0, 60, at: 0.1)]
        expectEqual(run(&s, far).kinds, [.down, .up])
    }

    @Test func walletPressFiringAtTheSlopBeginsTheDragAtOnce() {
        var r = GestureRecognizer(configuration: .wallet)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.handle(pointer(.move, 10, 0, at: 0.01))
        let events = r.advance(to: 0.05)
        expectEqual(events.kinds, [.longPressBegan, .dragBegan])
        expectEqual(events.last?.dragValue?.time, 0.05)
    }

    @Test func homeScreenDragBeforeThePressPages() {
        var r = GestureRecognizer(configuration: .homeScreen)
        _ = r.handle(pointer(.down, 100, 300, at: 0))
        expectEqual(r.handle(pointer(.move, 80, 302, at: 0.1)).kinds, [.dragBegan])
        expectEqual(r.handle(pointer(.up, 50, 302, at: 0.2)).kinds, [.dragChanged, .dragEnded])
    }

    @Test func homeScreenVerticalSwipeBeforeThePressDeclines() {
        var r = GestureRecognizer(configuration: .homeScreen)
        _ = r.handle(pointer(.down, 100, 300, at: 0))
        expectEqual(r.handle(pointer(.move, 102, 320, at: 0.1)).kinds, [.declined])
    }

    @Test func homeScreenLongPressThenDragMovesAnIconInAnyDirection() {
        var r = GestureRecognizer(configuration: .homeScreen)
        _ = r.handle(pointer(.down, 100, 300, at: 0))
        expectEqual(r.advance(to: 0.5).kinds, [.longPressBegan])
        expectEqual(r.handle(pointer(.move, 101, 330, at: 0.6)).kinds, [.dragBegan])  // vertical: no axis lock now
        expectEqual(r.handle(pointer(.up, 101, 400, at: 0.9)).kinds, [.dragChanged, .dragEnded])
    }

    @Test func homeScreenLongPressThenStillReleaseEndsThePress() {
        var r = GestureRecognizer(configuration: .homeScreen)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.advance(to: 0.5)
        expectEqual(r.handle(pointer(.up, 0, 0, at: 0.6)).kinds, [.longPressEnded])  // the tap does not win here
    }

    @Test func homeScreenQuickTapOpens() {
        var r = GestureRecognizer(configuration: .homeScreen)
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 0), pointer(.up, 3, 0, at: 0.2)]).kinds, [.down, .tap])
    }

    @Test func tapOrDragTapsOrDrags() {
        var r = GestureRecognizer(configuration: .tapOrDrag(axis: .horizontal))
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 0), pointer(.up, 5, 0, at: 0.1)]).kinds, [.down, .tap])
        let drag = [pointer(.down, 0, 0, at: 1), pointer(.move, 20, 0, at: 1.05), pointer(.up, 20, 0, at: 1.1)]
        expectEqual(run(&r, drag).kinds, [.down, .dragBegan, .dragEnded])
        // No long press: holding still for a second and releasing is neither tap nor press.
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 2), pointer(.up, 0, 0, at: 3)]).kinds, [.down, .up])
    }

    @Test func aDragAloneNeverTaps() {
        var r = GestureRecognizer(configuration: .drag())
        expectEqual(run(&r, [pointer(.down, 0, 0, at: 0), pointer(.up, 0, 0, at: 0.1)]).kinds, [.down, .up])
    }

    @Test func dragRequiringAnUnconfiguredLongPressIsAPlainDrag() {
        var r = GestureRecognizer(configuration: .init(drag: .init(), dragRequiresLongPress: true))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        expectEqual(r.handle(pointer(.move, 10, 0, at: 0.01)).kinds, [.dragBegan])
    }
}

@Suite("Gesture recognizer: pointers, cancellation and bad input")
struct GestureRecognizerRobustnessTests {
    @Test func aSecondPointerIsIgnored() {
        var r = GestureRecognizer(configuration: .tapOrDrag())
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        #expect(r.handle(pointer(.down, 50, 50, at: 0.01, id: 2)).isEmpty)
        #expect(r.handle(pointer(.move, 90, 50, at: 0.02, id: 2)).isEmpty)
        #expect(r.handle(pointer(.cancel, 90, 50, at: 0.03, id: 2)).isEmpty)
        #expect(r.handle(pointer(.up, 90, 50, at: 0.03, id: 2)).isEmpty)
        expectEqual(r.handle(pointer(.up, 1, 0, at: 0.1)).kinds, [.tap])
    }

    @Test func aSecondDownOfTheSamePointerIsIgnored() {
        var r = GestureRecognizer(configuration: .drag())
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        #expect(r.handle(pointer(.down, 100, 100, at: 0.01)).isEmpty)
        let began = r.handle(pointer(.move, 12, 0, at: 0.02))
        expectEqual(began.first?.dragValue?.startLocation, .zero)
    }

    @Test(arguments: [PointerEvent.Phase.move, .up, .cancel])
    func eventsWithoutADownAreIgnored(phase: PointerEvent.Phase) {
        var r = GestureRecognizer(configuration: .homeScreen)
        #expect(r.handle(pointer(phase, 10, 10, at: 0)).isEmpty)
        #expect(!r.isTracking)
    }

    @Test(arguments: [
        Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: 0), Point(x: 2e9, y: 0),
    ])
    // `Riffle.Point`: on Apple platforms Foundation also exports the C `struct Point` of MacTypes.h.
    func unusableLocationsAreIgnored(location: Riffle.Point) {
        var r = GestureRecognizer(configuration: .tapOrDrag())
        #expect(r.handle(PointerEvent(id: 1, phase: .down, location: location, timestamp: 0)).isEmpty)
        #expect(!r.isTracking)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        #expect(r.handle(PointerEvent(id: 1, phase: .move, location: location, timestamp: 0.01)).isEmpty)
        #expect(r.handle(PointerEvent(id: 1, phase: .up, location: location, timestamp: 0.02)).isEmpty)
        #expect(r.isTracking)
        expectEqual(r.handle(pointer(.up, 0, 0, at: 0.03)).kinds, [.tap])
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteTimestampsAreIgnored(time: Double) {
        var r = GestureRecognizer(configuration: .tapOrDrag())
        #expect(r.handle(pointer(.down, 0, 0, at: time)).isEmpty)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        #expect(r.handle(pointer(.move, 30, 0, at: time)).isEmpty)
        #expect(r.handle(pointer(.up, 0, 0, at: time)).isEmpty)
        #expect(r.advance(to: time).isEmpty)
        expectEqual(r.handle(pointer(.up, 0, 0, at: 0.1)).kinds, [.tap])
    }

    @Test func backwardTimestampsAreIgnoredAndEqualOnesAccepted() {
        var r = GestureRecognizer(configuration: .drag())
        _ = r.handle(pointer(.down, 0, 0, at: 1))
        #expect(r.handle(pointer(.move, 30, 0, at: 0.99)).isEmpty)
        #expect(r.handle(pointer(.up, 30, 0, at: 0.5)).isEmpty)
        expectEqual(r.handle(pointer(.move, 30, 0, at: 1)).kinds, [.dragBegan])
        expectEqual(r.handle(pointer(.move, 40, 0, at: 1.01)).kinds, [.dragChanged])
        #expect(r.handle(pointer(.move, 90, 0, at: 1.0)).isEmpty)
        expectEqual(r.handle(pointer(.up, 40, 0, at: 1.02)).kinds, [.dragEnded])
        // A new sequence may start at any time (a new clock origin).
        expectEqual(r.handle(pointer(.down, 0, 0, at: -50)).kinds, [.down])
    }

    @Test func cancelEndsADragAndSilencesThePointer() {
        var r = GestureRecognizer(configuration: .drag())
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.handle(pointer(.move, 30, 0, at: 0.05))
        expectEqual(r.cancel(at: 0.1), [.cancelled(time: 0.1)])
        #expect(!r.isTracking)
        #expect(r.handle(pointer(.move, 60, 0, at: 0.15)).isEmpty)
        #expect(r.handle(pointer(.up, 60, 0, at: 0.2)).isEmpty)
        #expect(r.cancel(at: 0.3).isEmpty)
        expectEqual(r.handle(pointer(.down, 0, 0, at: 1)).kinds, [.down])
    }

    @Test func aCancelEventCancels() {
        var r = GestureRecognizer(configuration: .wallet)
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.advance(to: 0.05)
        expectEqual(r.handle(pointer(.cancel, 0, 0, at: 0.2)), [.cancelled(time: 0.2)])
        #expect(!r.isTracking)
    }

    @Test func aCancelWithAnUnusableTimeCancelsAtThePreviousEvent() {
        var r = GestureRecognizer(configuration: .drag())
        _ = r.handle(pointer(.down, 0, 0, at: 2))
        _ = r.handle(pointer(.move, 1, 0, at: 2.5))
        #expect(
            r.handle(PointerEvent(id: 1, phase: .cancel, location: Point(x: .nan, y: 0), timestamp: .nan)) == [
                .cancelled(time: 2.5)
            ])
        _ = r.handle(pointer(.down, 0, 0, at: 3))
        expectEqual(r.cancel(at: 1), [.cancelled(time: 3)])
        _ = r.handle(pointer(.down, 0, 0, at: 4))
        expectEqual(r.cancel(at: .infinity), [.cancelled(time: 4)])
    }

    @Test func cancelAfterADeclineForgetsThePointer() {
        var r = GestureRecognizer(configuration: .drag(axis: .horizontal))
        _ = r.handle(pointer(.down, 0, 0, at: 0))
        _ = r.handle(pointer(.move, 0, 30, at: 0.05))
        #expect(r.isTracking)
        #expect(r.cancel(at: 0.1).isEmpty)
        #expect(!r.isTracking)
        expectEqual(r.handle(pointer(.down, 0, 0, at: 1, id: 2)).kinds, [.down])
    }

    @Test func invalidOptionValuesAreReplaced() {
        let configuration = GestureRecognizer.Configuration(
            tap: .init(maximumDistance: .nan, maximumDuration: -1),
            longPress: .init(minimumDuration: .nan, maximumDistance: -5),
            drag: .init(minimumDistance: .nan, axisLockAngle: -10, maximumSpeed: .nan)
        )
        let r = GestureRecognizer(configuration: configuration)
        expectEqual(r.configuration.tap, .init(maximumDistance: 45, maximumDuration: 0))
        expectEqual(r.configuration.longPress, .init(minimumDuration: 0.5, maximumDistance: 0))
        expectEqual(r.configuration.drag?.minimumDistance, 10)
        expectEqual(r.configuration.drag?.axisLockAngle, 0)
        expectEqual(r.configuration.drag?.maximumSpeed, 8000)
    }

    @Test func terminalEventsAndTimesAreReported() {
        let value = DragValue(startLocation: .zero, location: Point(x: 1, y: 0), velocity: .zero, startTime: 0, time: 2)
        #expect(!GestureEvent.pointerDown(location: .zero, time: 1).isTerminal)
        #expect(!GestureEvent.longPressBegan(location: .zero, time: 1).isTerminal)
        #expect(!GestureEvent.dragBegan(value).isTerminal && !GestureEvent.dragChanged(value).isTerminal)
        #expect(GestureEvent.dragEnded(value).isTerminal)
        expectEqual(GestureEvent.dragEnded(value).time, 2)
        #expect(GestureEvent.tap(location: .zero, time: 1).isTerminal)
        #expect(GestureEvent.longPressEnded(location: .zero, time: 1).isTerminal)
        #expect(GestureEvent.declined(translation: .zero, time: 1).isTerminal)
        #expect(GestureEvent.cancelled(time: 4).isTerminal)
        expectEqual(GestureEvent.cancelled(time: 4).time, 4)
        #expect(GestureEvent.pointerUp(location: .zero, time: 1).isTerminal)
    }
}
