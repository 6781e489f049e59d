import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("HomeScreen on ComponentHost: the frame rate a view needs")
struct HomeScreenHostedFrameRateTests {
    @Test func theSteadyWiggleAloneRunsAtEightFramesPerPeriod() {
        var driver = ComponentHost.view()
        var driverOutputs: [HomeScreen.Event] = []
        #expect(driver.isIdle)
        driverOutputs += driver.send(.beginEditing, at: 0)
        // The wiggle grows in over its 0.2 s ramp: every display frame.
        driverOutputs += driver.frames(until: 0.1)
        #expect(driver.needsFrames)
        expectEqual(driver.frameInterval, nil)
        // Ramp done, nothing else moves: 0.26 s / 8 = 0.0325 s between frames, never paused.
        driverOutputs += driver.frames(until: 0.5)
        #expect(!driver.isIdle)
        expectEqual(driver.frameInterval, 0.26 / 8)
        // A finger down on an icon (a drag may begin) needs every frame again.
        driverOutputs += driver.pointerChanged(to: HomeScreen.viewSlot(0), at: driver.time)
        expectEqual(driver.frameInterval, nil)
    }

    @Test func aCustomPeriodSetsTheInterval() {
        var settings = HomeScreen.Settings()
        settings.configuration.wiggle = HomeScreen.Wiggle(amplitude: 0.05, period: 0.4)
        var driver = ComponentHost.view(settings: settings)
        var driverOutputs: [HomeScreen.Event] = []
        driverOutputs += driver.send(.beginEditing, at: 0)
        driverOutputs += driver.frames(until: 0.5)
        expectEqual(driver.frameInterval, 0.4 / 8)
    }

    @Test func withoutAWiggleEditModeRests() {
        var settings = HomeScreen.Settings()
        settings.configuration.wiggle = HomeScreen.Wiggle(amplitude: 0)
        var driver = ComponentHost.view(settings: settings)
        var driverOutputs: [HomeScreen.Event] = []
        driverOutputs += driver.send(.beginEditing, at: 0)
        driverOutputs += driver.frames(until: 0.5)
        #expect(driver.isEditing)
        #expect(driver.isIdle)
        expectEqual(driver.frameInterval, nil)
    }
}
