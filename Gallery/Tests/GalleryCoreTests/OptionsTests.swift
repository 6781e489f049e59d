import GalleryTestSupport
import Testing

@testable import GalleryCore

@Suite("Command-line options")
struct OptionsTests {
    @Test func defaults() throws {
        let o = try GalleryOptions.parse([])
        expectEqual(o.scene, .trips)
        expectEqual(o.snap, nil)
        expectEqual(o.items, 12)
        expectEqual(o.scale, 1)
        expectEqual(o.size, CanvasSize(width: 390, height: 844))
        expectEqual(o.renderer, .software)
        expectEqual(o.fps, 60)
        #expect(!o.headless && !o.printState && !o.stats && !o.help)
        #expect(!o.rightToLeft)
    }

    @Test func rightToLeftReachesTheCarousels() throws {
        let o = try GalleryOptions.parse(["--rtl", "--scene", "loop"])
        #expect(o.rightToLeft)
        let gallery = Gallery(options: o)
        #expect(gallery.rightToLeft)
        expectEqual(gallery.state["rtl"], .bool(true))
        #expect(Gallery(options: try GalleryOptions.parse([])).state["rtl"] == .bool(false))
        #expect(GalleryOptions.usage.contains("--rtl"))
    }

    @Test func motionReachesEveryScene() throws {
        #expect(try GalleryOptions.parse([]).motion == .preset)
        let o = try GalleryOptions.parse(["--motion", "ios"])
        expectEqual(o.motion, .ios)
        expectEqual(Gallery(options: o).state["motion"], .string("ios"))
        #expect(GalleryOptions.usage.contains("--motion STYLE"))
    }

    @Test func motionAcceptsTheOlderNameSeed() throws {
        #expect(try GalleryOptions.parse(["--motion", "preset"]).motion == .preset)
        #expect(try GalleryOptions.parse(["--motion", "seed"]).motion == .preset)
        #expect(Gallery(options: try GalleryOptions.parse(["--motion", "seed"])).state["motion"] == .string("preset"))
        #expect(throws: OptionsError.self) { try GalleryOptions.parse(["--motion", "fast"]) }
    }

    @Test func everyOption() throws {
        let o = try GalleryOptions.parse([
            "--scene", "loop", "--snap", "seed", "--items", "1000000", "--scale", "2", "--size", "400x900",
            "--renderer", "accelerated", "--headless", "--replay", "a.txt", "--state", "--state-file", "s.json",
            "--screenshot", "x.png", "--frames", "dir", "--fps", "30", "--stats", "--quit-after", "1.5",
        ])
        expectEqual(o.scene, .loop)
        expectEqual(o.snap, .seed)
        expectEqual(o.items, 1_000_000)
        expectEqual(o.scale, 2)
        expectEqual(o.size, CanvasSize(width: 400, height: 900))
        expectEqual(o.renderer, .accelerated)
        #expect(o.headless && o.printState && o.stats)
        expectEqual(o.replayPath, "a.txt")
        expectEqual(o.stateFile, "s.json")
        expectEqual(o.screenshotPath, "x.png")
        expectEqual(o.framesDirectory, "dir")
        expectEqual(o.fps, 30)
        expectEqual(o.quitAfter, 1.5)
    }

    @Test func equalsSyntax() throws {
        let o = try GalleryOptions.parse(["--scene=onboarding", "--items=1"])
        expectEqual(o.scene, .onboarding)
        expectEqual(o.items, 1)
    }

    @Test func help() throws {
        #expect(try GalleryOptions.parse(["--help"]).help)
        #expect(try GalleryOptions.parse(["-h"]).help)
        #expect(GalleryOptions.usage.contains("--replay FILE"))
    }

    @Test(
        "bad options are rejected with a clear message",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["--scene"], "--scene: missing value"),
            (
                ["--scene", "wallets"],
                "--scene: expected one of trips, onboarding, loop, wallet, home, calendar, found 'wallets'"
            ),
            (
                ["--snap", "fast"],
                "--snap: expected one of seed, paged, flick, nearest, projected, momentum, directional, free"
            ),
            (["--items", "0"], "--items: expected an integer from 1 to 1000000, found '0'"),
            (["--motion", "android"], "--motion: expected one of preset, ios, found 'android'"),
            (["--items", "1000001"], "--items: expected an integer from 1 to 1000000"),
            (["--items", "ten"], "--items: expected an integer"),
            (["--scale", "0"], "--scale: expected a number from 0.5 to 4"),
            (["--scale", "nan"], "--scale: expected a number"),
            (["--size", "390"], "--size: expected WIDTHxHEIGHT"),
            (["--size", "390x"], "--size: expected WIDTHxHEIGHT"),
            (["--size", "10x10"], "--size: expected WIDTHxHEIGHT"),
            (["--size", "300x844"], "from 320x568 to 1024x1366"),
            (["--size", "390x500"], "from 320x568 to 1024x1366"),
            (["--size", "1100x900"], "from 320x568 to 1024x1366"),
            (["--size", "390x1400"], "from 320x568 to 1024x1366"),
            (["--renderer", "gpu"], "--renderer: expected one of software, accelerated"),
            (["--fps", "0"], "--fps: expected a number from 1 to 240"),
            (["--quit-after", "-1"], "--quit-after: expected a positive number"),
            (["--frames", "out"], "--frames needs --headless"),
            (["headless"], "unknown option 'headless'"),
        ])
    func rejects(arguments: [String], fragment: String) {
        do {
            _ = try GalleryOptions.parse(arguments)
            Issue.record("expected an error for \(arguments)")
        } catch {
            #expect(error.message.contains(fragment), "\(error.message)")
        }
    }

    @Test func theSupportedSizesAndThePicker() throws {
        #expect(try GalleryOptions.parse(["--size", "320x568"]).size == CanvasSize(width: 320, height: 568))
        #expect(try GalleryOptions.parse(["--size", "1024x1366"]).size == CanvasSize(width: 1024, height: 1366))
        #expect(try GalleryOptions.parse([]).showsPicker)
        #expect(try !GalleryOptions.parse(["--no-picker"]).showsPicker)
        #expect(GalleryOptions.usage.contains("--no-picker"))
    }

    @Test func theScaleIsLoweredToFitTheScreen() {
        let phone = CanvasSize(width: 390, height: 844)
        // 2 × 844 = 1688 > 1024: the largest quarter step that fits is 1.0 (1.25 × 844 = 1055).
        expectEqual(WindowFit.scale(requested: 2, size: phone, usable: CanvasSize(width: 1280, height: 1024)), 1)
        // 1080p with a 40-pixel panel: 1.0 (1.25 × 844 = 1055 does not fit).
        expectEqual(WindowFit.scale(requested: 2, size: phone, usable: CanvasSize(width: 1920, height: 1040)), 1.0)
        expectEqual(WindowFit.scale(requested: 2, size: phone, usable: CanvasSize(width: 2560, height: 1400)), 1.5)
        // Fits: unchanged; never below 0.5; an unusable display changes nothing.
        expectEqual(WindowFit.scale(requested: 2, size: phone, usable: CanvasSize(width: 3840, height: 2160)), 2)
        expectEqual(WindowFit.scale(requested: 1, size: phone, usable: CanvasSize(width: 100, height: 100)), 0.5)
        expectEqual(WindowFit.scale(requested: 2, size: phone, usable: CanvasSize(width: 0, height: .nan)), 2)
    }

    @Test func aWindowSizeInPoints() {
        #expect(
            WindowFit.points(window: CanvasSize(width: 1400, height: 1400), pointsPerWindowUnit: 0.5)
                == CanvasSize(width: 700, height: 700))
        #expect(!WindowFit.points(window: CanvasSize(width: 700, height: 700), pointsPerWindowUnit: .nan).isUsable)
    }
}
