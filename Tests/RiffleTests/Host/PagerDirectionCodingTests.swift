import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

/// The direction moved from the track's configuration (`Track.Configuration.isRightToLeft`) to the pager's
/// settings (`Pager.Settings.isRightToLeft`); settings and recordings written before still read as the same
/// right-to-left pager.
@Suite("Pager direction: settings written with the track's old flag read the same")
struct PagerDirectionCodingTests {
    /// Right-to-left onboarding settings.
    static var rightToLeft: Pager.Settings {
        var settings = Pager.Settings.onboarding()
        settings.isRightToLeft = true
        return settings
    }

    @Test func oldSettingsJSONReadsAsTheSameRightToLeftPager() throws {
        let new = try JSONEncoder().encode(Self.rightToLeft)
        var object = try #require(try JSONSerialization.jsonObject(with: new) as? [String: Any])
        #expect(object["isRightToLeft"] as? Bool == true)
        // keep #expect: an Any compared with nil (Any is not Equatable)
        #expect((object["configuration"] as? [String: Any])?["isRightToLeft"] == nil)
        #expect(try JSONDecoder().decode(Pager.Settings.self, from: new) == Self.rightToLeft)
        // As they were written: the direction inside the track's configuration, none beside it.
        object["isRightToLeft"] = nil
        var configuration = try #require(object["configuration"] as? [String: Any])
        configuration["isRightToLeft"] = true
        object["configuration"] = configuration
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(Pager.Settings.self, from: old) == Self.rightToLeft)
        configuration["isRightToLeft"] = false
        object["configuration"] = configuration
        let leftToRight = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(Pager.Settings.self, from: leftToRight) == .onboarding())
    }

    @Test func anOldRecordingReplaysMirrored() throws {
        var live = ComponentHost(Pager(itemCount: 4, index: 0, settings: .onboarding()))
        live.startRecording(component: "pager")
        live.send(.viewport(width: 390, height: 844), at: 0)
        live.send(.settings(Self.rightToLeft), at: 0.1)
        expectEqual(live.mirrorWidth, 390)
        let taken = live.takeRecording()
        let recording = try #require(taken)
        let text = recording.serialized()
        #expect(text.contains(" _0.isRightToLeft=true") && !text.contains("configuration.isRightToLeft"))
        // The same line as it was recorded while the direction was the track's.
        let old = text.replacingOccurrences(of: " _0.isRightToLeft=true", with: " _0.configuration.isRightToLeft=true")
        #expect(old != text)
        var replayed = ComponentHost(Pager(itemCount: 4, index: 0, settings: .onboarding()))
        for entry in try Recording.parse(old).entries { replayed.replay(entry.event, at: entry.time) }
        expectEqual(replayed.settings, Self.rightToLeft)
        expectEqual(replayed.mirrorWidth, 390)
        // A finger moving right moves forward, as on the live host.
        replayed.pointerChanged(to: Point(x: 100, y: 400), from: Point(x: 100, y: 400), at: 1)
        replayed.pointerChanged(to: Point(x: 350, y: 400), at: 1.2)
        replayed.pointerEnded(at: Point(x: 350, y: 400), time: 1.2)
        expectEqual(replayed.track?.targetIndex, 1)
    }
}
