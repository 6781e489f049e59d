import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Pager: the state a view keeps for a track")
struct PagerTests {
    /// A quick 60-point flick from item 2 (less than half the 390-point page, so only its speed of 1200 points
    /// per second moves on), then the gesture-state reset and the end in either order, or the reset alone.
    static func flickEndingWith(_ ending: String) -> ComponentHost<Pager> {
        var driver = GestureDriver.pager()
        driver.drag(from: 300, to: 240, duration: 0.05, release: false)
        let end = Point(x: 240, y: GestureDriver<Pager>.y)
        switch ending {
        case "end, reset": driver.release(at: end, reset: .afterEnd)
        case "reset, end": driver.release(at: end, reset: .beforeEnd)
        default: driver.gestureStateReset()
        }
        // The reset resolves 1 ms later, between frames: the host carries on from there.
        var host = driver.host
        _ = host.pointerResetResolved(at: driver.time + 0.001)
        var rest = GestureDriver(host, frameRate: 120, startTime: driver.time + 0.001)
        rest.settle()
        return rest.host
    }

    @Test func aReleaseIsTheSameWhicheverOrderTheResetAndTheEndCome() {
        // The flick goes to the next item (3) as a release; a cancellation settles without velocity, back on 2.
        expectEqual(Self.flickEndingWith("end, reset").index, 3)
        expectEqual(Self.flickEndingWith("reset, end").index, 3)
        expectEqual(Self.flickEndingWith("reset only").index, 2)
    }

    @Test func nothingExistsBeforeAUsableViewport() {
        var host = ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips()))
        // keep #expect: Track is not Equatable (a comparison with nil)
        #expect(host.track == nil)
        #expect(host.placements(at: 1).isEmpty)
        #expect(!host.needsFrames && host.isIdle)
        expectEqual(host.accessibilityValue, .page(3, of: 13))
        // Empty and unusable sizes are ignored.
        #expect(host.send(.viewport(width: 0, height: 500), at: 0).isEmpty)
        #expect(host.send(.viewport(width: .nan, height: 500), at: 0).isEmpty)
        // keep #expect: Track is not Equatable (a comparison with nil)
        #expect(host.track == nil)
        _ = host.send(.viewport(width: 390, height: 500), at: 0)
        expectEqual(host.track?.targetIndex, 2)
        // Later empty sizes keep the layout.
        _ = host.send(.viewport(width: 0, height: 0), at: 1)
        expectEqual(host.viewport, Vector(x: 390, y: 500))
        expectEqual(host.track?.layout.viewportLength, 390)
    }

    @Test func theIndexIsClampedFromTheStart() {
        expectEqual(ComponentHost(Pager(itemCount: 13, index: 40)).index, 12)
        expectEqual(ComponentHost(Pager(itemCount: 13, index: -4)).index, 0)
        expectEqual(ComponentHost(Pager(itemCount: -3, index: 5)).index, 0)
    }

    @Test func seed000RestsOnTheSeedsCardFullWidth() {
        // Seed 000 starts on "Amsterdam", index 2: one full-width card at the leading edge, 450 high (focused).
        let d = GestureDriver.pager()
        let placements = d.host.placements(at: 0)
        expectEqual(placements.map(\.index), [2])
        #expect(placements[0].x == 0 && placements[0].width == 390)
        #expect(placements[0].scaleY == 1 && placements[0].opacity == 1)
    }

    @Test func seed000ThresholdRuleThroughTheHost() {
        // 0.65 × 390 = 253.5: a 240-point drag snaps back, a 560-point drag moves two cards (truncation).
        var d = GestureDriver.pager(settings: .trips(snapPolicy: .threshold(fraction: 0.65)))
        d.drag(from: 380, to: 140)
        expectEqual(d.host.index, 2)
        d.settle()
        d.drag(from: 380, to: -180)
        // The index follows the target at release, before the spring settles.
        expectEqual(d.host.index, 4)
        #expect(d.host.needsFrames)
        d.settle()
        expectEqual(d.host.track?.settledIndex, 4)
        expectEqual(d.shown, [4])
    }

    @Test func theDragFollowsTheFingerOneToOne() {
        var d = GestureDriver.pager()
        d.drag(from: 300, to: 250, release: false)
        let before = d.host.placements(at: d.time).sorted { $0.x < $1.x }
        expectEqual(before.map(\.index), [2, 3])
        // Once the drag has begun, 60 more points of finger travel move every card 60 points.
        d.wait(0.05)
        d.changed(to: Point(x: 190, y: GestureDriver<Pager>.y), start: Point(x: 300, y: GestureDriver<Pager>.y))
        let after = d.host.placements(at: d.time).sorted { $0.x < $1.x }
        #expect(zip(before, after).allSatisfy { abs($1.x - $0.x + 60) < 1e-9 })
        // Card 3 is one page after card 2, and the progress is the fraction scrolled past card 2.
        #expect(abs(after[1].x - after[0].x - 390) < 1e-9)
        expectNear(d.host.progress, (2 - after[0].x / 390), within: 1e-9)
    }

    @Test func aCancelledDragSettlesBack() {
        var d = GestureDriver.pager()
        d.drag(from: 300, to: 200, duration: 0.05, release: false)
        d.touchTakenAway()
        expectEqual(d.host.index, 2)
        d.settle()
        expectEqual(d.shown, [2])
        // A cancellation without a touch does nothing.
        #expect(d.touchTakenAway().isEmpty)
    }

    @Test func tapsAreReported() {
        var d = GestureDriver.pager()
        d.tap(100)
        expectEqual(d.outputs, [.itemTapped(2)])
        expectEqual(d.host.index, 2)
    }

    @Test func seed003TapOnANeighbourCentresIt() {
        // Seed 003: 140-point cards 24 apart, centred: card 0 at 125, card 1 at 289, card 4 (round the ring)
        // at −39; the centred card is 1.2 times larger.
        var d = GestureDriver.pager(count: 5, index: 0, settings: .loop())
        let placements = d.host.placements(at: 0).sorted { $0.x < $1.x }
        expectEqual(placements.map(\.index), [4, 0, 1])
        expectEqual(placements.map(\.x), [-39, 125, 289])
        expectEqual(placements.map(\.scaleX), [1, 1.2, 1])
        d.tap(300)
        #expect(d.outputs.contains(.itemTapped(1)))
        expectEqual(d.host.index, 1)
        d.settle()
        d.tap(20)
        expectEqual(d.host.index, 0)
        d.settle()
        d.tap(20)
        expectEqual(d.host.index, 4)
        d.settle()
        expectEqual(d.host.placements(at: d.time).first { $0.index == 4 }?.x, 125)
    }

    @Test func selectMovesTheTrackAndIgnoresItsOwnEcho() {
        var host = GestureDriver.pager().host
        _ = host.send(.select(index: 5, animated: true), at: 0)
        expectEqual(host.index, 5)
        expectEqual(host.track?.targetIndex, 5)
        #expect(host.needsFrames)
        let before = host.track?.time
        #expect(host.send(.select(index: 5, animated: true), at: 0.5).isEmpty)
        expectEqual(host.track?.time, before)
        var d = GestureDriver(host, frameRate: 120)
        d.settle()
        expectEqual(d.shown, [5])
    }

    @Test func selectNormalisesOutOfRangeIndices() {
        var bounded = GestureDriver.pager()
        bounded.send(.select(index: 99, animated: false))
        expectEqual(bounded.host.index, 12)
        bounded.send(.select(index: -1, animated: false))
        expectEqual(bounded.host.index, 0)
        var ring = GestureDriver.pager(count: 5, index: 0, settings: .loop())
        ring.send(.select(index: -1, animated: false))
        expectEqual(ring.host.index, 4)
        ring.send(.select(index: 12, animated: false))
        expectEqual(ring.host.index, 2)
    }

    @Test func selectDuringADragLeavesTheDecisionToTheRelease() {
        var d = GestureDriver.pager()
        d.drag(from: 300, to: 250, release: false)
        d.send(.select(index: 7, animated: true))
        expectEqual(d.host.track?.phase, .dragging)
        expectEqual(d.host.index, 2)
        d.ended(at: Point(x: 250, y: GestureDriver<Pager>.y))
        expectEqual(d.host.index, 2)
    }

    @Test func insertingItemsBeforeTheCurrentOneKeepsItOnScreen() {
        var host = GestureDriver.pager().host
        let jumps = host.jumpCount
        // Two items inserted before "Amsterdam" (index 2): it is now index 4.
        _ = host.send(.items(count: 15, selecting: 4), at: 1)
        expectEqual(host.index, 4)
        expectEqual(host.jumpCount, jumps + 1)
        #expect(!host.needsFrames)
        expectEqual(host.placements(at: 1).map(\.index), [4])
        expectEqual(host.placements(at: 1).first?.x, 0)
    }

    @Test func removingItemsClampsTheIndex() {
        var host = GestureDriver.pager().host
        _ = host.send(.items(count: 2, selecting: nil), at: 1)
        expectEqual(host.index, 1)
        expectEqual(host.track?.layout.itemCount, 2)
        _ = host.send(.items(count: 0, selecting: nil), at: 2)
        expectEqual(host.index, 0)
        #expect(host.placements(at: 2).isEmpty)
        _ = host.send(.items(count: 4, selecting: 3), at: 3)
        expectEqual(host.index, 3)
        expectEqual(host.placements(at: 3).map(\.index), [3])
    }

    @Test func itemsBeforeTheViewportAreRemembered() {
        var host = ComponentHost(Pager(itemCount: 3, index: 1, settings: .onboarding()))
        _ = host.send(.items(count: 10, selecting: 7), at: 0)
        _ = host.send(.viewport(width: 320, height: 480), at: 0)
        expectEqual(host.placements(at: 0).map(\.index), [7])
    }

    @Test func adjustableActionsMoveOnePageWithoutASettleAnnouncement() {
        var d = GestureDriver.pager()
        d.send(.increment)
        expectEqual(d.host.index, 3)
        d.settle()
        #expect(!d.outputs.contains { if case .announcement = $0 { true } else { false } })
        d.send(.decrement)
        d.settle()
        expectEqual(d.host.index, 2)
        #expect(d.outputs.isEmpty)
        // A drag's settle is announced.
        d.drag(from: 300, to: 100, duration: 0.1)
        d.settle()
        expectEqual(d.outputs, [.announcement(.page(4, of: 13))])
    }

    @Test func reduceMotionJumps() {
        var d = GestureDriver.pager()
        d.send(.settings(Pager.Settings.trips().adapted(reduceMotion: true, rightToLeft: false)))
        d.send(.select(index: 6, animated: true))
        // The track jumps; the pager's frames are Reduce Motion's cross-fade (PagerIdentityTests), then it rests.
        expectEqual(d.host.track?.needsFrames, false)
        expectEqual(d.host.jumpCount, 1)
        d.settle()
        #expect(!d.host.needsFrames)
        expectEqual(d.shown, [6])
    }

    @Test func rightToLeftMirrorsTheTrack() {
        var d = GestureDriver.pager()
        d.send(.settings(Pager.Settings.trips().adapted(reduceMotion: false, rightToLeft: true)))
        // In right-to-left the next card is on the left: dragging right moves forward.
        d.drag(from: 100, to: 200, release: false)
        let placements = d.host.placements(at: d.time).sorted { $0.x < $1.x }
        expectEqual(placements.map(\.index), [3, 2])
        #expect(placements[1].x > 0)
        #expect(abs(placements[1].x - placements[0].x - 390) < 1e-9)
        // A quick flick further right, sampled every 10 ms (between frames): forward in right-to-left.
        var host = d.host
        var time = d.time
        for x in [220.0, 240, 260] {
            time += 0.01
            _ = host.pointerChanged(to: Point(x: x, y: GestureDriver<Pager>.y), at: time)
        }
        _ = host.pointerEnded(at: Point(x: 260, y: GestureDriver<Pager>.y), time: time)
        expectEqual(host.index, 3)
    }

    @Test func optionChangesKeepTheRunningTrack() {
        var d = GestureDriver.pager()
        d.send(.select(index: 4, animated: true))
        d.wait(0.1)
        let offset = d.host.placements(at: d.time).map(\.x)
        var settings = Pager.Settings.trips()
        settings.configuration.snapPolicy = .projectedNormal
        settings.configuration.spring = Spring(response: 0.3, dampingRatio: 1)
        d.send(.settings(settings))
        #expect(d.host.needsFrames)
        expectEqual(d.host.placements(at: d.time).map(\.x), offset)
        expectEqual(d.host.track?.configuration.snapPolicy, .projectedNormal)
        d.settle()
        expectEqual(d.host.index, 4)
    }

    @Test func equalSettingsChangeNothing() {
        var d = GestureDriver.pager()
        d.send(.select(index: 4, animated: true))
        d.wait(0.1)
        let time = d.host.track?.time
        #expect(d.send(.settings(.trips())).isEmpty)
        expectEqual(d.host.track?.time, time)
        #expect(d.host.needsFrames)
    }

    @Test func geometryChangesRelayoutOrRebuildOnTheIndex() {
        var d = GestureDriver.pager()
        var settings = Pager.Settings.trips()
        settings.itemLength = .fraction(0.5)
        settings.itemSpacing = 10
        d.send(.settings(settings))
        expectEqual(d.host.index, 2)
        expectEqual(d.host.track?.layout.items, .uniform(count: 13, length: 195, spacing: 10))
        settings.configuration.layout.loop = true
        d.send(.settings(settings))
        expectEqual(d.host.track?.layout.loops, true)
        // On a loop the spacing also separates the last item from the first.
        expectEqual(d.host.track?.layout.configuration.endInset, 10)
        expectEqual(d.host.index, 2)
        expectEqual(d.host.placements(at: 0).first { $0.index == 2 }?.x, 0)
        settings.configuration.axis = .vertical
        d.send(.settings(settings))
        expectEqual(d.host.track?.layout.viewportLength, 500)
        expectEqual(d.host.index, 2)
    }

    @Test func groupedSnapsKeepTheIndexInsideTheTargetGroup() {
        var settings = Pager.Settings.onboarding()
        settings.itemLength = .fraction(0.5)
        settings.configuration.layout.grouping = .count(2)
        var d = GestureDriver.pager(count: 6, index: 0, settings: settings, width: 300)
        expectEqual(d.host.track.map { Array($0.layout.snapItems) }, [0..<2, 2..<4, 4..<6])
        d.send(.select(index: 3, animated: false))
        expectEqual(d.host.index, 3)
        expectEqual(d.host.track?.targetIndex, 1)
        // The progress of a grouped track is not in items: the index stands in.
        expectEqual(d.host.progress, 3)
        d.send(.increment)
        expectEqual(d.host.index, 4)
    }

    @Test func autoplayNeedsSparseFramesAndStopsWithReduceMotion() {
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        var d = GestureDriver.pager(count: 4, index: 0, settings: settings)
        expectEqual(d.host.nextDeadline, 2)
        #expect(!d.host.isIdle)
        expectEqual(d.host.frameInterval, 0.1)
        d.wait(2.05)
        expectEqual(d.host.index, 1)
        #expect(d.host.needsFrames)
        expectEqual(d.host.frameInterval, nil)
        d.send(.settings(settings.adapted(reduceMotion: true, rightToLeft: false)))
        d.settle()
        expectEqual(d.host.nextDeadline, nil)
        #expect(d.host.isIdle)
    }

    @Test func placementsDoNotChangeTheHost() {
        var host = GestureDriver.pager().host
        _ = host.send(.select(index: 3, animated: true), at: 0)
        let time = host.track?.time
        let ahead = host.placements(at: 0.2)
        expectEqual(host.track?.time, time)
        // The same frame, reached by advancing for real.
        _ = host.advance(to: 0.2)
        expectEqual(host.placements(at: 0.2), ahead)
        // An earlier time shows the current state.
        expectEqual(host.placements(at: 0.1), ahead)
    }

    @Test func anEmptyTrackDrawsNothingAndSelectsZero() {
        var d = GestureDriver.pager(count: 0, index: 3)
        expectEqual(d.host.index, 0)
        #expect(d.host.placements(at: 0).isEmpty)
        d.send(.select(index: 4, animated: true))
        expectEqual(d.host.index, 0)
        d.drag(from: 300, to: 100)
        expectEqual(d.host.index, 0)
    }
}

@Suite("Pager.Settings: comparison and environment")
struct PagerSettingsTests {
    @Test func settingsCompareByValue() {
        expectEqual(Pager.Settings.trips(), .trips())
        #expect(Pager.Settings.trips() != .onboarding())
        #expect(Pager.Settings.loop() != .loop(snapPolicy: .threshold(fraction: 0.65)))
        var a = Pager.Settings()
        var b = Pager.Settings()
        a.itemSpacing = .nan
        b.itemSpacing = .nan
        // `==` is synthesized (a NaN is not equal to itself); the host treats NaNs in the same places as the same.
        #expect(a != b)
        #expect(a.isSameSettings(as: b))
        b.itemSpacing = 1
        #expect(!a.isSameSettings(as: b))
    }

    @Test func everyFieldCountsBecauseEqualityIsSynthesized() {
        let base = Pager.Settings.trips()
        var changes: [(String, (inout Pager.Settings) -> Void)] = [
            ("axis", { $0.configuration.axis = .vertical }),
            ("direction", { $0.isRightToLeft = true }),
            ("alignment", { $0.configuration.layout.alignment = .center }),
            ("containment", { $0.configuration.layout.containment = .none }),
            ("grouping", { $0.configuration.layout.grouping = .count(2) }),
            ("end inset", { $0.configuration.layout.endInset = 3 }),
            ("loop", { $0.configuration.layout.loop = true }),
            ("repeat", { $0.configuration.layout.repeatsWhenLoopIsImpossible.toggle() }),
            ("prefetch", { $0.configuration.layout.prefetchMargin = 10 }),
            ("policy", { $0.configuration.snapPolicy = .directional }),
            ("spring", { $0.configuration.spring = .init(response: 0.3, dampingRatio: 1) }),
            ("rubber band", { $0.configuration.rubberBandConstant = 0.3 }),
            ("gesture", { $0.configuration.gesture = .drag(axis: .horizontal) }),
            ("tap to focus", { $0.configuration.tapToFocus.toggle() }),
            ("reduce motion", { $0.configuration.reduceMotion.toggle() }),
            ("autoplay", { $0.configuration.autoplay = Autoplay(interval: 2) }),
            ("rest distance", { $0.configuration.restDistance = 0.2 }),
            ("rest speed", { $0.configuration.restSpeed = 0.2 }),
            ("item length", { $0.itemLength = .points(100) }),
            ("spacing", { $0.itemSpacing = 4 }),
            ("leading inset", { $0.leadingInset = 16 }),
            ("effect", { $0.effect = .coverflow }),
            ("cross length", { $0.crossLength = 300 }),
        ]
        changes.append(("custom effect", { $0.effect = .custom(id: "a") { _, _ in .identity } }))
        for (name, change) in changes {
            var changed = base
            change(&changed)
            #expect(changed != base, "\(name)")
            #expect(!changed.isSameSettings(as: base), "\(name)")
        }
    }

    @Test func customRulesCompareByTheirIdentifier() {
        var a = Pager.Settings()
        var b = Pager.Settings()
        a.effect = .custom(id: "fade") { _, _ in .identity }
        b.effect = .custom(id: "fade") { _, _ in ItemAppearance(opacity: 0) }
        a.configuration.layout.alignment = .custom(id: "peek") { _, _, _ in 0 }
        b.configuration.layout.alignment = .custom(id: "peek") { _, _, _ in 10 }
        expectEqual(a, b)
        b.effect = .custom(id: "fade-2") { _, _ in .identity }
        #expect(a != b)
        b.effect = a.effect
        b.configuration.layout.alignment = .custom(id: "peek-10") { _, _, _ in 10 }
        #expect(a != b)
        expectEqual(String(describing: b.configuration.layout.alignment), #"custom(custom("peek-10"))"#)
    }

    @Test func everyEffectAndAlignmentDistinguishesItsParameters() {
        let effects: [ItemEffect] = [
            .none, .recessedNeighbours, .enlargedFocus, .coverflow, .stack,
            .stack(peek: 8, scaleStep: 0.05, visibleDepth: 3),
        ]
        for (i, x) in effects.enumerated() {
            for (j, y) in effects.enumerated() {
                expectEqual((x == y), (i == j))
            }
        }
        let alignments: [SnapAlignment] = [.leading, .center, .trailing, .fraction(0.2), .fraction(0.3)]
        for (i, x) in alignments.enumerated() {
            for (j, y) in alignments.enumerated() {
                expectEqual((x == y), (i == j))
            }
        }
    }

    @Test func adaptingToTheEnvironment() {
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 3)
        let plain = settings.adapted(reduceMotion: false, rightToLeft: true)
        #expect(plain.isRightToLeft)
        #expect(!plain.configuration.reduceMotion)
        expectEqual(plain.configuration.autoplay, Autoplay(interval: 3))
        let reduced = settings.adapted(reduceMotion: true, rightToLeft: false)
        #expect(reduced.configuration.reduceMotion)
        expectEqual(reduced.configuration.autoplay, nil)
        // Settings that ask for Reduce Motion keep it when the system setting is off.
        settings.configuration.reduceMotion = true
        #expect(settings.adapted(reduceMotion: false, rightToLeft: false).configuration.reduceMotion)
    }

    @Test func seedPresets() {
        let trips = Pager.Settings.trips(snapPolicy: .threshold(fraction: 0.65))
        expectEqual(trips.configuration.spring, Spring(mass: 0.6, stiffness: 100, damping: 10))
        expectEqual(trips.configuration.snapPolicy, .threshold(fraction: 0.65))
        expectEqual(trips.effect, .recessedNeighbours)
        let loop = Pager.Settings.loop()
        #expect(loop.configuration.layout.loop && loop.configuration.tapToFocus)
        expectEqual(loop.effect, .enlargedFocus)
        #expect(
            Pager.Settings.onboarding(snapPolicy: .predictedHalfPage).configuration.snapPolicy == .predictedHalfPage
        )
    }
}
