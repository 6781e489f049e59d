import Testing

@testable import Riffle

/// What a carousel does for VoiceOver, decided by the host and driven as SwiftUI delivers it: the focus change
/// (`accessibilityFocused`), the Pause/Play action, the default action and the three-finger scroll.
@Suite("Pager: VoiceOver focus, autoplay pause, activation and scrolling")
struct PagerAccessibilityTests {
    /// Four pages that autoplay every 2 s.
    static func autoplaying() -> HostDriver {
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        return HostDriver(count: 4, index: 0, settings: settings)
    }

    @Test func voiceOverFocusHoldsAutoplayAndLeavingItStartsAFullInterval() {
        var d = Self.autoplaying()
        _ = d.host.send(.accessibilityFocus(true), at: 1)
        #expect(d.host.nextDeadline == nil)
        #expect(d.host.isIdle)
        d.frames(for: 6)
        #expect(d.host.index == 0)
        // A second "focused" (SwiftUI repeats values) changes nothing; leaving starts a full interval.
        _ = d.host.send(.accessibilityFocus(true), at: d.time)
        _ = d.host.send(.accessibilityFocus(false), at: d.time)
        #expect(d.host.nextDeadline == d.time + 2)
        d.frames(for: 2.05)
        #expect(d.host.index == 1)
    }

    @Test func focusBeforeTheFirstSizeAndAcrossNewSettingsStillHoldsAutoplay() {
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        var host = ComponentHost(Pager(itemCount: 4, index: 0, settings: settings))
        _ = host.send(.accessibilityFocus(true), at: 0)
        _ = host.send(.viewport(width: 390, height: 500), at: 0)
        #expect(host.nextDeadline == nil)
        // New autoplay options restart the clock but keep the focus.
        settings.configuration.autoplay = Autoplay(interval: 3)
        _ = host.send(.settings(settings), at: 1)
        #expect(host.nextDeadline == nil)
        _ = host.send(.accessibilityFocus(false), at: 2)
        #expect(host.nextDeadline == 5)
    }

    @Test func pauseActionStopsAutoplayUntilPlay() {
        var d = Self.autoplaying()
        guard let pause = d.host.autoplayAction else {
            Issue.record("an autoplaying pager offers the pause action")
            return
        }
        #expect(pause.name == .pauseAutoplay)
        #expect(pause.command == .autoplayPaused(true))
        _ = d.host.send(pause.command, at: 0.5)
        #expect(d.host.nextDeadline == nil)
        d.frames(for: 8)
        #expect(d.host.index == 0)
        // Focus coming and going does not resume a paused autoplay; new options keep the pause.
        _ = d.host.send(.accessibilityFocus(true), at: d.time)
        _ = d.host.send(.accessibilityFocus(false), at: d.time)
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 3)
        _ = d.host.send(.settings(settings), at: d.time)
        #expect(d.host.nextDeadline == nil)
        guard let play = d.host.autoplayAction else {
            Issue.record("a paused autoplay offers the play action")
            return
        }
        #expect(play.name == .resumeAutoplay)
        _ = d.host.send(play.command, at: d.time)
        #expect(d.host.nextDeadline == d.time + 3)
        #expect(d.host.autoplayAction?.name == .pauseAutoplay)
    }

    @Test func noPauseActionWithoutAutoplayOrUnderReduceMotion() {
        #expect(HostDriver().host.autoplayAction == nil)
        var d = Self.autoplaying()
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        _ = d.host.send(.settings(settings.adapted(reduceMotion: true, rightToLeft: false)), at: 0)
        #expect(d.host.autoplayAction == nil)
    }

    @Test func voiceOverDefaultActionTapsTheCurrentItemOnlyWhileStill() {
        var d = HostDriver(count: 13, index: 2)
        #expect(d.host.send(.activate, at: 0) == [.itemTapped(2)])
        // While the track moves the activation is ignored, as a tap only stops it.
        _ = d.host.send(.select(index: 5, animated: true), at: 0)
        #expect(d.host.send(.activate, at: 0.01).isEmpty)
        d.settle()
        #expect(d.host.send(.activate, at: d.time) == [.itemTapped(5)])
        // No items: nothing to tap.
        var empty = HostDriver(count: 0, index: 0)
        #expect(empty.host.send(.activate, at: 0).isEmpty)
    }

    @Test func threeFingerScrollPagesByOneMirroredRightToLeftAndNotAcrossTheAxis() {
        // VoiceOver's three-finger swipe left reveals the content at the right edge: `.move(.right)`.
        var d = HostDriver(count: 13, index: 2)
        _ = d.host.send(.move(.right), at: 0)
        d.settle()
        #expect(d.host.index == 3)
        #expect(d.outputs.contains(.announcement(.page(4, of: 13))))
        _ = d.host.send(.move(.left), at: d.time)
        d.settle()
        #expect(d.host.index == 2)
        _ = d.host.send(.move(.up), at: d.time)
        d.settle()
        #expect(d.host.index == 2)
        // Right to left: the right edge holds the previous page.
        var rtl = HostDriver(
            count: 13, index: 2, settings: Pager.Settings.trips().adapted(reduceMotion: false, rightToLeft: true))
        _ = rtl.host.send(.move(.right), at: 0)
        rtl.settle()
        #expect(rtl.host.index == 1)
    }
}
