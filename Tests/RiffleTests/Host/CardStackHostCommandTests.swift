import Testing

@testable import Riffle

@Suite("CardStackHost: move and select commands (tvOS remote, arrow keys)")
struct CardStackHostCommandTests {
    @Test func downAndUpWalkTheSelectionThroughTheOrder() {
        var driver = WalletDriver()
        // Up with nothing selected, and across the axis: nothing.
        #expect(driver.host.moveCommand(.up, at: 0).isEmpty)
        #expect(driver.host.moveCommand(.right, at: 0).isEmpty)
        #expect(driver.host.selection == nil)
        _ = driver.host.moveCommand(.down, at: 0)
        #expect(driver.host.selection == "visa")
        driver.settle()
        _ = driver.host.moveCommand(.down, at: driver.time)
        #expect(driver.host.selection == "master")
        driver.settle()
        _ = driver.host.moveCommand(.up, at: driver.time)
        #expect(driver.host.selection == "visa")
        driver.settle()
        // Past the first card: nothing.
        #expect(driver.host.moveCommand(.up, at: driver.time).isEmpty)
        #expect(driver.host.selection == "visa")
    }

    @Test func downStopsAtTheLastCard() {
        var driver = WalletDriver(selection: "discover")
        driver.settle()
        #expect(driver.host.moveCommand(.down, at: driver.time).isEmpty)
        #expect(driver.host.selection == "discover")
    }

    @Test func selectTogglesLikeATap() {
        var driver = WalletDriver()
        _ = driver.host.selectCommand(at: 0)
        #expect(driver.host.selection == "visa")
        driver.settle()
        _ = driver.host.selectCommand(at: driver.time)
        #expect(driver.host.selection == nil)
        var empty = WalletDriver(order: [])
        #expect(empty.host.selectCommand(at: 0).isEmpty)
        #expect(empty.host.moveCommand(.down, at: 0).isEmpty)
    }
}
