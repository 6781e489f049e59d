import Testing

@testable import Riffle

@Suite("HomeScreenHost: the frame rate a view needs")
struct HomeScreenHostFrameRateTests {
    @Test func theSteadyWiggleAloneRunsAtEightFramesPerPeriod() {
        var driver = HomeHostDriver()
        #expect(driver.host.isIdle)
        driver.outputs += driver.host.send(.beginEditing, at: 0)
        // The wiggle grows in over its 0.2 s ramp: every display frame.
        driver.frames(until: 0.1)
        #expect(driver.host.needsFrames)
        #expect(driver.host.frameInterval == nil)
        // Ramp done, nothing else moves: 0.26 s / 8 = 0.0325 s between frames, never paused.
        driver.frames(until: 0.5)
        #expect(!driver.host.isIdle)
        #expect(driver.host.frameInterval == 0.26 / 8)
        // A finger down on an icon (a drag may begin) needs every frame again.
        driver.outputs += driver.host.pointerChanged(to: HomeHostDriver.slot(0), at: driver.time)
        #expect(driver.host.frameInterval == nil)
    }

    @Test func aCustomPeriodSetsTheInterval() {
        var settings = HomeScreen.Settings()
        settings.configuration.wiggle = HomeScreen.Wiggle(amplitude: 0.05, period: 0.4)
        var driver = HomeHostDriver(settings: settings)
        driver.outputs += driver.host.send(.beginEditing, at: 0)
        driver.frames(until: 0.5)
        #expect(driver.host.frameInterval == 0.4 / 8)
    }

    @Test func withoutAWiggleEditModeRests() {
        var settings = HomeScreen.Settings()
        settings.configuration.wiggle = HomeScreen.Wiggle(amplitude: 0)
        var driver = HomeHostDriver(settings: settings)
        driver.outputs += driver.host.send(.beginEditing, at: 0)
        driver.frames(until: 0.5)
        #expect(driver.host.isEditing)
        #expect(driver.host.isIdle)
        #expect(driver.host.frameInterval == nil)
    }
}
