import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

/// The sheet's drag to dismiss: down 1:1 after the slop, physics.md's rubber band upward, the release rule at its
/// threshold (exactly and one ulp either side) and its velocity rule, the spring back, and bad input.
@Suite("Sheet")
struct SheetTests {
    /// A vertical drag value from y = 0 at time 0 to `y` at `time`, moving at `velocity` points per second.
    static func value(_ y: Double, velocity: Double = 0, at time: Double) -> DragValue {
        DragValue(
            startLocation: Point(x: 0, y: 0), location: Point(x: 0, y: y), velocity: Vector(x: 0, y: velocity),
            startTime: 0, time: time)
    }

    /// Presses the sheet, recognizes a drag 20 points out at 0.1 s, and releases it at `y` with `velocity`.
    static func release(
        _ sheet: inout Sheet, at y: Double, velocity: Double = 0, time: Double = 0.3
    ) -> Sheet.Dismissal? {
        _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: 0))
        _ = sheet.handle(.dragBegan(value(20, at: 0.1)))
        return sheet.handle(.dragEnded(value(y, velocity: velocity, at: time)))
    }

    @Test func followsDownOneToOneWithoutAJumpAtTheSlop() {
        var sheet = Sheet(height: 400)
        _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: 0))
        _ = sheet.handle(.dragBegan(Self.value(12, at: 0.05)))
        expectEqual(sheet.offset, 0)
        #expect(sheet.isDragging)
        _ = sheet.handle(.dragChanged(Self.value(42, at: 0.1)))
        expectEqual(sheet.offset, 30)
        _ = sheet.handle(.dragChanged(Self.value(142.5, at: 0.15)))
        expectEqual(sheet.offset, 130.5)
        #expect(sheet.isSettled, "the finger moves it, not a spring")
    }

    @Test func resistsUpwardWithThePhysicsRubberBand() {
        // physics.md §7, c = 0.55, d = 375: 100 points of overscroll show as 47.9651, 400 as 138.6555.
        for (x, b) in [(100.0, 47.9651), (400, 138.6555)] {
            var sheet = Sheet(height: 375)
            _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: 0))
            _ = sheet.handle(.dragBegan(Self.value(-10, at: 0.05)))
            _ = sheet.handle(.dragChanged(Self.value(-10 - x, at: 0.1)))
            #expect(abs(sheet.offset + b) < 5.1e-5)
        }
    }

    @Test func releaseAtExactlyTheThresholdStaysOpenAndOneUlpBelowToo() {
        // Height 400: the threshold is 100; the drag shows (0 + y) − 20.
        var exactly = Sheet(height: 400)
        expectEqual(Self.release(&exactly, at: 120), nil)
        var below = Sheet(height: 400)
        expectEqual(Self.release(&below, at: 120.nextDown), nil)
        #expect(!exactly.dismisses(offset: 100, velocity: 0))
        #expect(!exactly.dismisses(offset: 100.nextDown, velocity: 0))
    }

    @Test func releaseOneUlpPastTheThresholdDismisses() {
        var sheet = Sheet(height: 400)
        let dismissal = Self.release(&sheet, at: 120.nextUp, velocity: 37)
        expectEqual(dismissal, Sheet.Dismissal(offset: 100.nextUp, velocity: 37, time: 0.3))
        expectEqual(sheet.offset, 0, "ready for the next presentation")
        #expect(sheet.isSettled, "ready for the next presentation")
        #expect(sheet.dismisses(offset: 100.nextUp, velocity: 0))
        // An awkward height: the threshold is height / 4.
        let odd = Sheet(height: 451.3)
        #expect(!odd.dismisses(offset: 451.3 / 4, velocity: 0))
        #expect(odd.dismisses(offset: (451.3 / 4).nextUp, velocity: 0))
    }

    @Test func aFlickDownDismissesFromAnyOffsetBelowOpen() {
        var sheet = Sheet(height: 400)
        #expect(!sheet.dismisses(offset: 10, velocity: 800))
        #expect(sheet.dismisses(offset: 10, velocity: 800.nextUp))
        #expect(sheet.dismisses(offset: Double.leastNonzeroMagnitude, velocity: 801))
        // Not from the open position or above it, however fast.
        #expect(!sheet.dismisses(offset: 0, velocity: 5000))
        #expect(!sheet.dismisses(offset: -5, velocity: 5000))
        // Through the gestures: 10 points down at 900 pt/s.
        expectEqual(Self.release(&sheet, at: 30, velocity: 900)?.offset, 10)
        var slow = Sheet(height: 400)
        expectEqual(Self.release(&slow, at: 30, velocity: 800), nil)
        var up = Sheet(height: 400)
        expectEqual(Self.release(&up, at: 30, velocity: -5000), nil)
    }

    @Test func aReleaseThatStaysSpringsBackWithTheReleaseVelocity() {
        // Spring.paging is response 0.45, ζ = 1: k = (2π/0.45)², c = 4π/0.45 (physics.md §1.1), mass 1.
        var sheet = Sheet(height: 400)
        expectEqual(Self.release(&sheet, at: 80, velocity: -300), nil)
        expectEqual(sheet.offset, 60)
        let k = pow(2 * Double.pi / 0.45, 2)
        let c = 4 * Double.pi / 0.45
        for dt in [0.05, 0.1, 0.3] {
            var copy = sheet
            copy.advance(to: 0.3 + dt)
            // physics.md §1.2, from 0 toward T = −60 with v0 = −300: the offset is 60 + x(dt).
            let x = MotionCheck.springValue(mass: 1, stiffness: k, damping: c, target: -60, v0: -300, t: dt).x
            expectNear(copy.offset, (60 + x), within: 1e-6, "dt = \(dt)")
        }
        sheet.advance(to: 3)
        #expect(sheet.isSettled && abs(sheet.offset) < 0.1)
    }

    @Test func aPressGrabsTheReturningSheetAndATapLetsItGoBack() {
        var sheet = Sheet(height: 400)
        _ = Self.release(&sheet, at: 80)
        sheet.advance(to: 0.35)
        _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: 0.35))
        let held = sheet.offset
        sheet.advance(to: 0.5)
        expectEqual(sheet.offset, held, "held where the finger caught it")
        expectEqual(sheet.handle(.tap(location: Point(x: 0, y: 0), time: 0.5)), nil)
        sheet.advance(to: 3)
        #expect(abs(sheet.offset) < 0.1)
        // A tap on a resting sheet starts nothing.
        _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: 3.1))
        _ = sheet.handle(.tap(location: Point(x: 0, y: 0), time: 3.2))
        #expect(sheet.isSettled)
    }

    @Test func aCancelAppliesTheRuleWithNoVelocity() {
        var sheet = Sheet(height: 400)
        _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: 0))
        _ = sheet.handle(.dragBegan(Self.value(20, at: 0.1)))
        _ = sheet.handle(.dragChanged(Self.value(200, velocity: 3000, at: 0.2)))
        expectEqual(sheet.handle(.cancelled(time: 0.25)), Sheet.Dismissal(offset: 180, velocity: 0, time: 0.25))
        var short = Sheet(height: 400)
        _ = short.handle(.pointerDown(location: Point(x: 0, y: 0), time: 0))
        _ = short.handle(.dragBegan(Self.value(20, at: 0.1)))
        _ = short.handle(.dragChanged(Self.value(60, velocity: 3000, at: 0.2)))
        expectEqual(short.handle(.cancelled(time: 0.25)), nil, "40 points and no velocity: back open")
    }

    @Test func badInputHasDefinedResults() {
        expectEqual(Sheet(height: .nan).height, 1)
        expectEqual(Sheet(height: -20).height, 1)
        var sheet = Sheet(height: 400)
        sheet.height = .infinity
        expectEqual(sheet.height, 1)
        sheet.height = 400
        // Gestures without a press do nothing; unusable drag values are ignored.
        expectEqual(sheet.handle(.dragEnded(Self.value(300, at: 0.1))), nil)
        expectEqual(sheet.offset, 0)
        _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: 0))
        _ = sheet.handle(.dragBegan(Self.value(20, at: 0.1)))
        _ = sheet.handle(.dragChanged(Self.value(.nan, at: 0.2)))
        _ = sheet.handle(.dragChanged(Self.value(90, at: 0.05)))
        expectEqual(sheet.offset, 0)
        #expect(!sheet.dismisses(offset: .nan, velocity: .nan))
        expectEqual(Self.release(&sheet, at: 60, velocity: .nan), nil)
    }

    @Test func aSheetAtItsOpenPositionNeverDismissesWhateverTheConfiguration() {
        // A negative fraction (or speed) made the rule hold at offset 0: a press and release of an open sheet
        // "dismissed" it without moving it (found by the Sheet fuzz target). Out-of-domain numbers are clamped:
        // the fraction into 0...1, the speed to at least 0; NaN takes the default.
        for configuration in [
            Sheet.Configuration(dismissFraction: -0.5), Sheet.Configuration(dismissSpeed: -100),
            Sheet.Configuration(dismissFraction: -.infinity, dismissSpeed: -.infinity),
        ] {
            var sheet = Sheet(height: 400, configuration: configuration)
            _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: 0))
            expectEqual(sheet.handle(.cancelled(time: 0.1)), nil)
            expectEqual(Self.release(&sheet, at: 20, velocity: 0), nil, "released at its open position")
        }
        let clamped = Sheet.Configuration(dismissFraction: 7, dismissSpeed: -3)
        expectEqual(clamped.dismissFraction, 1)
        expectEqual(clamped.dismissSpeed, 0)
        let defaults = Sheet.Configuration(dismissFraction: .nan, dismissSpeed: .nan)
        expectEqual(defaults.dismissFraction, 0.25)
        expectEqual(defaults.dismissSpeed, 800)
    }

    @Test func gesturesAndFramesBeyondTheTimestampLimitAreIgnored() {
        // A press and a spring back started at 10¹⁵ s, where a double cannot hold a frame's 1/60 s step: the
        // sheet never came to rest (the Sheet fuzz target's Sheet--still-moving). Such times are ignored, as
        // every component ignores a timestamp beyond PointerEvent.maximumTimestampMagnitude.
        var sheet = Sheet(height: 400)
        let far = 1e15
        #expect(far > PointerEvent.maximumTimestampMagnitude)
        _ = sheet.handle(.pointerDown(location: Point(x: 0, y: 0), time: far))
        _ = sheet.handle(.dragBegan(Self.value(20, at: far)))
        _ = sheet.handle(.dragChanged(Self.value(60, at: far)))
        expectEqual(sheet.offset, 0)
        #expect(!sheet.isDragging && sheet.isSettled)
        _ = Self.release(&sheet, at: 60)
        sheet.advance(to: far)
        sheet.advance(to: 0.4)
        #expect(!sheet.isSettled, "the spring back still runs: the far frame was ignored")
        sheet.advance(to: 3)
        #expect(sheet.isSettled)
        expectEqual(sheet.offset, 0)
    }

    @Test func theDocumentationExample() {
        var sheet = Sheet(height: 320)
        var recognizer = GestureRecognizer(configuration: .drag(axis: .vertical))
        var dismissal: Sheet.Dismissal?
        let events = [(0.0, 100.0, PointerEvent.Phase.down), (0.1, 160, .move), (0.2, 260, .move), (0.2, 260, .up)]
        for (time, y, phase) in events {
            let event = PointerEvent(id: 1, phase: phase, location: Point(x: 0, y: y), timestamp: time)
            for gesture in recognizer.handle(event) { dismissal = sheet.handle(gesture) ?? dismissal }
        }
        expectEqual(dismissal?.offset, 100)
    }
}
