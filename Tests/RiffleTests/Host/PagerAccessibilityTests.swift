import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// What a carousel does for VoiceOver, decided by the host and driven as SwiftUI delivers it: the focus change
/// (`accessibilityFocused`), the Pause/Play action, the default action and the three-finger scroll.
@Suite("Pager: VoiceOver focus, autoplay pause, activation and scrolling")
struct PagerAccessibilityTests {
    /// Four pages that autoplay every 2 s.
    static func autoplaying() -> GestureDriver<Pager> {
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        return GestureDriver.pager(count: 4, index: 0, settings: settings, frameRate: 100)
    }

    @Test func voiceOverFocusHoldsAutoplayAndLeavingItStartsAFullInterval() {
        var d = Self.autoplaying()
        d.wait(1)
        d.send(.accessibilityFocus(true))
        expectEqual(d.host.nextDeadline, nil)
        #expect(d.host.isIdle)
        d.wait(5)
        expectEqual(d.host.index, 0)
        // A second "focused" (SwiftUI repeats values) changes nothing; leaving starts a full interval.
        d.send(.accessibilityFocus(true))
        d.send(.accessibilityFocus(false))
        expectEqual(d.host.nextDeadline, d.time + 2)
        d.wait(2.05)
        expectEqual(d.host.index, 1)
    }

    @Test func focusBeforeTheFirstSizeAndAcrossNewSettingsStillHoldsAutoplay() {
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        var host = ComponentHost(Pager(itemCount: 4, index: 0, settings: settings))
        _ = host.send(.accessibilityFocus(true), at: 0)
        _ = host.send(.viewport(width: 390, height: 500), at: 0)
        expectEqual(host.nextDeadline, nil)
        // New autoplay options restart the clock but keep the focus.
        settings.configuration.autoplay = Autoplay(interval: 3)
        _ = host.send(.settings(settings), at: 1)
        expectEqual(host.nextDeadline, nil)
        _ = host.send(.accessibilityFocus(false), at: 2)
        expectEqual(host.nextDeadline, 5)
    }

    @Test func pauseActionStopsAutoplayUntilPlay() {
        var d = Self.autoplaying()
        guard let pause = d.host.autoplayAction else {
            Issue.record("an autoplaying pager offers the pause action")
            return
        }
        expectEqual(pause.name, .pauseAutoplay)
        expectEqual(pause.command, .autoplayPaused(true))
        d.wait(0.5)
        d.send(pause.command)
        expectEqual(d.host.nextDeadline, nil)
        d.wait(7.5)
        expectEqual(d.host.index, 0)
        // Focus coming and going does not resume a paused autoplay; new options keep the pause.
        d.send(.accessibilityFocus(true))
        d.send(.accessibilityFocus(false))
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 3)
        d.send(.settings(settings))
        expectEqual(d.host.nextDeadline, nil)
        guard let play = d.host.autoplayAction else {
            Issue.record("a paused autoplay offers the play action")
            return
        }
        expectEqual(play.name, .resumeAutoplay)
        d.send(play.command)
        expectEqual(d.host.nextDeadline, d.time + 3)
        expectEqual(d.host.autoplayAction?.name, .pauseAutoplay)
    }

    @Test func noPauseActionWithoutAutoplayOrUnderReduceMotion() {
        // keep #expect: a tuple compared with nil (tuples are not Equatable)
        #expect(GestureDriver.pager().host.autoplayAction == nil)
        var d = Self.autoplaying()
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        d.send(.settings(settings.adapted(reduceMotion: true, rightToLeft: false)))
        // keep #expect: a tuple compared with nil (tuples are not Equatable)
        #expect(d.host.autoplayAction == nil)
    }

    @Test func voiceOverDefaultActionTapsTheCurrentItemOnlyWhileStill() {
        var d = GestureDriver.pager(count: 13, index: 2, frameRate: 100)
        expectEqual(d.send(.activate), [.itemTapped(2)])
        // While the track moves the activation is ignored, as a tap only stops it.
        d.send(.select(index: 5, animated: true))
        d.wait(0.01)
        #expect(d.send(.activate).isEmpty)
        d.settle()
        expectEqual(d.send(.activate), [.itemTapped(5)])
        // No items: nothing to tap.
        var empty = GestureDriver.pager(count: 0, index: 0)
        #expect(empty.send(.activate).isEmpty)
    }

    @Test func threeFingerScrollPagesByOneMirroredRightToLeftAndNotAcrossTheAxis() {
        // VoiceOver's three-finger swipe left reveals the content at the right edge: `.move(.right)`.
        var d = GestureDriver.pager(count: 13, index: 2)
        d.send(.move(.right))
        d.settle()
        expectEqual(d.host.index, 3)
        #expect(d.outputs.contains(.announcement(.page(4, of: 13))))
        d.send(.move(.left))
        d.settle()
        expectEqual(d.host.index, 2)
        d.send(.move(.up))
        d.settle()
        expectEqual(d.host.index, 2)
        // Right to left: the right edge holds the previous page.
        var rtl = GestureDriver.pager(
            count: 13, index: 2, settings: Pager.Settings.trips().adapted(reduceMotion: false, rightToLeft: true))
        rtl.send(.move(.right))
        rtl.settle()
        expectEqual(rtl.host.index, 1)
    }
}
