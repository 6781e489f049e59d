import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// What a carousel view (`Carousel`, `PageViewer`, `LoopingCarousel`) and `PageDots` decide nothing about: what to
/// send on each appearance, data changes, the index binding, which frames are stored, the autoplay wake, the
/// Digital Crown, keys, sizing, Reduce Motion and the dots' updates, driven through `ComponentHost` as SwiftUI
/// delivers them.
@Suite("Pager: the decisions a carousel view carries out")
struct PagerViewTests {
    /// A view's data: identifiers, as a carousel maps its elements.
    static func ids(_ range: ClosedRange<Int>) -> [String] { range.map { "item\($0)" } }

    /// What a view does with its data's identities after every host call (`perform`).
    static func follow(_ data: inout PagerData<String>, _ host: ComponentHost<Pager>, _ ids: [String]) {
        if let next = data.following(index: host.index, identifier: { ids.indices.contains($0) ? ids[$0] : nil }) {
            data = next
        }
    }

    /// The signature a view watches (`onChange(of:)`).
    static func signature(_ data: PagerData<String>, _ host: ComponentHost<Pager>, _ ids: [String])
        -> PagerData<String>.Signature
    {
        data.signature(count: ids.count, index: host.index) { ids[$0] }
    }

    @Test func oneEditIsOneCommandAndItsEchoSendsNothing() throws {
        var host = GestureDriver.pager(count: 10, index: 4).host
        var ids = Self.ids(0...9)
        var data = PagerData<String>.starting(with: ids, index: 4)
        let before = Self.signature(data, host, ids)
        // Older items loaded at the start: one insertion, the current item keeps its place on screen.
        ids = Self.ids(-3...9)
        let changed = Self.signature(data, host, ids)
        #expect(changed != before)
        let sent = data.command(forData: ids, index: host.index)
        let command = try #require(sent)
        expectEqual(command, .change(.inserted(at: 0, count: 3)))
        _ = host.send(command, at: 0)
        Self.follow(&data, host, ids)
        expectEqual(host.index, 7)
        expectEqual(host.component.indexToWrite(over: 4), 7)
        // The signature moves once more as the identities catch up (SwiftUI calls onChange again): nothing to send.
        #expect(Self.signature(data, host, ids) != changed)
        expectEqual(data.command(forData: ids, index: host.index), nil)
        // Scrolling never changes the signature.
        let still = Self.signature(data, host, ids)
        _ = host.send(.select(index: 9, animated: false), at: 0)
        Self.follow(&data, host, ids)
        expectEqual(Self.signature(data, host, ids), still)
    }

    @Test func aChangeThatIsNotOneEditSelectsTheCurrentItemWhereItWent() throws {
        let host = GestureDriver.pager(count: 6, index: 2).host
        let old = Self.ids(0...5)
        var data = PagerData<String>.starting(with: old, index: 2)
        let shuffled = ["item5", "item4", "item3", "item2", "item1", "item0", "item9"]
        expectEqual(data.command(forData: shuffled, index: host.index), .items(count: 7, selecting: 3))
        // Before the view appeared there is nothing to compare with: the count and the binding's index go in.
        var fresh = PagerData<String>()
        expectEqual(fresh.command(forData: old, index: 2), .items(count: 6, selecting: 2))
        expectEqual(fresh.command(forData: old, index: 2), nil)
    }

    @Test func theCurrentItemIsTakenAsItWasWhenOtherEntriesAreStale() throws {
        let host = GestureDriver.pager(count: 5, index: 2).host
        var data = PagerData<String>.starting(with: ["a", "b", "c", "d", "e"], index: 2)
        // The item at the index changed identity unnoticed ("x" replaced "c" with no data change reported), then
        // "c" is removed for real: the known identifiers keep "c" at the index, so this is one removal.
        data.known = ["a", "b", "x", "d", "e"]
        expectEqual(data.command(forData: ["a", "b", "d", "e"], index: host.index), .change(.removed(2..<3)))
    }

    @Test func theIndexBindingIsWrittenOnlyWhenItDiffers() {
        var driver = GestureDriver.pager(count: 13, index: 2)
        expectEqual(driver.host.component.indexToWrite(over: 2), nil)
        driver.drag(from: 300, to: 60)
        driver.settle()
        expectEqual(driver.host.component.indexToWrite(over: 2), 3)
        // The binding's echo selects what the host shows already: nothing moves, nothing to write.
        #expect(driver.send(.select(index: 3, animated: true)).isEmpty)
        #expect(!driver.host.needsFrames)
        expectEqual(driver.host.component.indexToWrite(over: 3), nil)
    }

    @Test func everyAppearanceSendsOnlyWhatChangesSomething() {
        let settings = Pager.Settings.trips()
        var host = ComponentHost(Pager(itemCount: 13, index: 2, settings: settings))
        // The first appearance: the pager was created with the data; only the size is news.
        var commands = host.component.commands(
            appearingWith: settings, itemCount: 13, index: 2, width: 390, height: 500)
        expectEqual(commands, [.viewport(width: 390, height: 500)])
        for command in commands { _ = host.send(command, at: 0) }
        #expect(host.track != nil)
        expectEqual(host.index, 2)
        // Appearing again unchanged (a tab shown again) sends nothing: the track and its position stay.
        #expect(
            host.component.commands(appearingWith: settings, itemCount: 13, index: 2, width: 390, height: 500)
                .isEmpty)
        // Appearing with other settings, data and size: all three, settings first, then the data, then the size.
        var looping = settings
        looping.configuration.layout.loop = true
        commands = host.component.commands(appearingWith: looping, itemCount: 20, index: 15, width: 320, height: 500)
        #expect(
            commands == [.settings(looping), .items(count: 20, selecting: 15), .viewport(width: 320, height: 500)])
        for command in commands { _ = host.send(command, at: 1) }
        expectEqual(host.index, 15)
        expectEqual(host.itemCount, 20)
        expectEqual(host.viewport, Vector(x: 320, y: 500))
        // A size with no length along the axis is sent (the pager ignores it) until a usable one creates the track.
        var empty = ComponentHost(Pager(itemCount: 3, index: 0, settings: settings))
        #expect(
            empty.component.commands(appearingWith: settings, itemCount: 3, index: 0, width: 0, height: 0)
                == [.viewport(width: 0, height: 0)])
        _ = empty.send(.viewport(width: 0, height: 0), at: 0)
        #expect(
            empty.component.commands(appearingWith: settings, itemCount: 3, index: 0, width: 0, height: 0)
                == [.viewport(width: 0, height: 0)])
    }

    @Test func aViewportIsRecordedAsTheHeadersLineAndReplaysAsTheSameCommand() throws {
        let line = try #require(Pager.recordedLine(for: .viewport(width: 390, height: 500)))
        expectEqual(line, .viewport(Vector(x: 390, y: 500)))
        expectEqual(Pager.command(recorded: line), .viewport(width: 390, height: 500))
        expectEqual(Pager.recordedLine(for: .select(index: 2, animated: true)), nil)
    }

    @Test func aFrameIsStoredOnlyWhenItChangesWhatTheViewReads() throws {
        var host = GestureDriver.pager(count: 13, index: 2).host
        let state: (ComponentHost<Pager>) -> Pager.ViewState = { $0.component.viewState }
        // At rest: a frame changes nothing.
        // keep #expect: a tuple compared with nil (tuples are not Equatable)
        #expect(host.advanced(to: 0.1, changing: state) == nil)
        _ = host.send(.select(index: 5, animated: true), at: 0.1)
        var time = 0.1
        var stored = 0
        var frames = 0
        while host.needsFrames, frames < 600 {
            time += 1.0 / 120
            frames += 1
            if let next = host.advanced(to: time, changing: state) {
                host = next.host
                stored += 1
            }
        }
        // Only the frame that settles the motion (frames are no longer needed) is stored; the others are drawn from
        // an advanced copy.
        #expect(!host.needsFrames)
        expectEqual(host.index, 5)
        #expect(frames > 10)
        expectEqual(stored, 1)
        // Events are always stored: an autoplay deadline's advance reports nothing but changes the deadline.
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        let autoplay = GestureDriver.pager(count: 4, index: 0, settings: settings).host
        let woken = try #require(autoplay.advanced(to: 2, changing: state))
        #expect(woken.host.needsFrames)
    }

    @Test func theAutoplayWakeWaitsWithoutFramesAndNeverFiresEarly() {
        var settings = Pager.Settings.onboarding()
        settings.configuration.autoplay = Autoplay(interval: 2)
        var host = GestureDriver.pager(count: 4, index: 0, settings: settings).host
        expectEqual(host.wakeDeadline, 2)
        // A timer that fires early still advances to the deadline.
        expectEqual(host.wakeTime(firedAt: 1.9), 2)
        expectEqual(host.wakeTime(firedAt: 2.3), 2.3)
        _ = host.advance(to: host.wakeTime(firedAt: 1.9))
        // While the autoplay's move runs, frames reach the next deadline: no wake.
        #expect(host.needsFrames)
        expectEqual(host.wakeDeadline, nil)
        GestureDriver.settle(&host, from: 2)
        expectEqual(host.index, 1)
        expectEqual(host.wakeDeadline, host.nextDeadline)
        // Without autoplay nothing waits.
        let plain = GestureDriver.pager().host
        expectEqual(plain.wakeDeadline, nil)
        expectEqual(plain.wakeTime(firedAt: 5), 5)
    }

    @Test func theCrownsValueIsTurnedIntoDeltasByTheHost() {
        // One unit of SwiftUI's crown value is one page (0.1 turns at the default sensitivity).
        var host = GestureDriver.pager().host
        _ = host.send(.crownValue(0.5), at: 0)
        #expect(!host.needsFrames)
        _ = host.send(.crownValue(1.0), at: 0.02)
        let time = GestureDriver.settle(&host, from: 0.02)
        expectEqual(host.index, 3)
        // The value is absolute: turning back to 0.5 and then -1.5 is two pages back in all.
        _ = host.send(.crownValue(0.5), at: time + 0.01)
        _ = host.send(.crownValue(-1.5), at: time + 0.02)
        GestureDriver.settle(&host, from: time + 0.02)
        expectEqual(host.index, 1)
        // The same turns as crown(turns:) deltas give the same page.
        var turns = GestureDriver.pager().host
        _ = turns.send(.crown(turns: 0.05), at: 0)
        _ = turns.send(.crown(turns: 0.05), at: 0.02)
        GestureDriver.settle(&turns, from: 0.02)
        expectEqual(turns.index, 3)
        // One unit is one page whatever the rotation a page takes.
        var slow = Pager.Settings.trips()
        slow.crownRotationPerPage = 0.05
        var coarse = GestureDriver.pager(settings: slow).host
        _ = coarse.send(.crownValue(0.9), at: 0)
        #expect(!coarse.needsFrames)
        _ = coarse.send(.crownValue(1.0), at: 0.01)
        GestureDriver.settle(&coarse, from: 0.01)
        expectEqual(coarse.index, 3)
    }

    @Test func arrowsAcrossTheAxisAreLeftToOtherViews() {
        let horizontal = GestureDriver.pager().host
        expectEqual(horizontal.component.command(for: .left), .move(.left))
        expectEqual(horizontal.component.command(for: .right), .move(.right))
        expectEqual(horizontal.component.command(for: .up), nil)
        expectEqual(horizontal.component.command(for: .down), nil)
        var settings = Pager.Settings.trips()
        settings.configuration.axis = .vertical
        let vertical = GestureDriver.pager(settings: settings).host
        expectEqual(vertical.component.command(for: .up), .move(.up))
        expectEqual(vertical.component.command(for: .left), nil)
        // Right to left, the arrow still pages (mirrored by the host's move).
        let rtl = GestureDriver.pager(settings: .trips().adapted(reduceMotion: false, rightToLeft: true)).host
        expectEqual(rtl.component.command(for: .left), .move(.left))
    }

    @Test func theHostSaysWhichAxesItemsSizeThemselvesAlong() {
        var settings = Pager.Settings.trips()
        // keep #expect: a tuple compared with nil (tuples are not Equatable)
        #expect(ComponentHost(Pager(itemCount: 3, index: 0, settings: settings)).measuredAxes == nil)
        settings.itemLength = .intrinsic(estimated: 200)
        var host = ComponentHost(Pager(itemCount: 3, index: 0, settings: settings))
        // The trips' cross length sizes the items across; without one, intrinsic items take their ideal size both
        // ways (their height is the pager's).
        expectEqual(host.measuredAxes?.horizontal, true)
        expectEqual(host.measuredAxes?.vertical, false)
        settings.crossLength = nil
        host = ComponentHost(Pager(itemCount: 3, index: 0, settings: settings))
        expectEqual(host.measuredAxes?.horizontal, true)
        expectEqual(host.measuredAxes?.vertical, true)
        settings.crossAxisSizing = .followsCurrentItem
        host = ComponentHost(Pager(itemCount: 3, index: 0, settings: settings))
        expectEqual(host.measuredAxes?.horizontal, true)
        expectEqual(host.measuredAxes?.vertical, true)
        settings.itemLength = .fraction(0.8)
        settings.configuration.axis = .vertical
        host = ComponentHost(Pager(itemCount: 3, index: 0, settings: settings))
        expectEqual(host.measuredAxes?.horizontal, true)
        expectEqual(host.measuredAxes?.vertical, false)
        // keep #expect: tuples are not Equatable
        #expect(host.tiltAxis == (x: 1, y: 0, z: 0))
        // keep #expect: tuples are not Equatable
        #expect(GestureDriver.pager().host.tiltAxis == (x: 0, y: 1, z: 0))
    }

    @Test func aJumpCrossFadesOnlyUnderReduceMotion() {
        expectEqual(Pager.crossFadeDuration, 0.25)
        var moving = GestureDriver.pager(count: 13, index: 2).host
        _ = moving.send(.select(index: 3, animated: true), at: 0)
        expectEqual(moving.component.crossFadeFraction(at: 0.1), nil)
    }

    @Test func itemsTheDataNoLongerHoldsAreNotDrawn() {
        let host = GestureDriver.pager(count: 13, index: 12).host
        expectEqual(host.placements(at: 0, within: 13), host.placements(at: 0))
        #expect(host.placements(at: 0, within: 12).allSatisfy { $0.index < 12 })
        expectEqual(host.placements(at: 0, within: 12).count, host.placements(at: 0).count - 1)
    }

    @Test func aTouchTheViewLosesIsCancelledInEveryOrderSwiftUIAllows() {
        // Disappearing mid-drag (no reset, no end): the drag settles back without velocity; the late reset and
        // its resolution change nothing.
        var driver = GestureDriver.pager()
        driver.drag(from: 300, to: 240, duration: 0.05, release: false)
        driver.touchTakenAway()
        driver.gestureStateReset()
        // The resolution comes 1 ms later, between frames.
        var host = driver.host
        _ = host.pointerResetResolved(at: driver.time + 0.001)
        GestureDriver.settle(&host, from: driver.time + 0.001)
        expectEqual(host.index, 2)
        #expect(!host.needsFrames)
        // A reset whose resolution comes after the next touch began: the new touch is a new drag, not a jump.
        var late = GestureDriver.pager()
        late.drag(from: 300, to: 240, duration: 0.05, release: false)
        late.gestureStateReset()
        // The next touch: three changes 10 ms apart (between frames), each with its start, as SwiftUI sends them.
        var lateHost = late.host
        var time = late.time
        let touch = Point(x: 100, y: GestureDriver<Pager>.y)
        for change in 0..<3 {
            if change > 0 { time += 0.01 }
            _ = lateHost.pointerChanged(to: touch, from: touch, at: time)
        }
        _ = lateHost.pointerResetResolved(at: time)
        _ = lateHost.pointerEnded(at: touch, time: time)
        GestureDriver.settle(&lateHost, from: time)
        expectEqual(lateHost.index, 2)
    }
}

@Suite("PageIndicator: the decisions page dots carry out")
struct PageDotsViewTests {
    @Test func theConfigurationGoesInBeforeTheCountAndPage() {
        var host = ComponentHost(PageIndicator.control(count: 3, currentPage: 0, configuration: .onboarding))
        let commands = PageIndicator.commands(
            count: 13, currentPage: 9, progress: nil, configuration: .standard, isRightToLeft: true)
        #expect(
            commands == [.configure(.standard, isRightToLeft: true), .update(count: 13, currentPage: 9, progress: nil)])
        for command in commands { _ = host.send(command, at: 0) }
        // The page is laid out in the new configuration's window of seven dots.
        var expected = ComponentHost(
            PageIndicator.control(count: 13, currentPage: 9, configuration: .standard, isRightToLeft: true))
        _ = expected.send(.update(count: 13, currentPage: 9, progress: nil), at: 0)
        expectEqual(host.placements(at: 0), expected.placements(at: 0))
        expectEqual(host.currentPage, 9)
    }

    @Test func theBindingIsWrittenOnlyWithAPageItDoesNotHold() {
        var host = ComponentHost(PageIndicator.control(count: 3, currentPage: 0, configuration: .onboarding))
        let point = Point(x: 56, y: 22)
        var binding = 0
        let pressed = host.pointerChanged(to: point, from: point, at: 0)
        let released = host.pointerEnded(at: point, time: 0.1)
        let write = (pressed + released).pageToWrite(over: binding)
        expectEqual(write, 2)
        binding = 2
        // The binding's echo: the update asks for nothing, nothing is written.
        let echo = host.send(.update(count: 3, currentPage: binding, progress: nil), at: 0.2)
        expectEqual(echo.pageToWrite(over: binding), nil)
        // A request for the page the binding holds is not written either.
        expectEqual([PageIndicator.Event]().pageToWrite(over: binding), nil)
        let again = host.send(.decrement, at: 0.3)
        expectEqual(again.pageToWrite(over: binding), 1)
        expectEqual(again.pageToWrite(over: 1), nil)
    }
}
