import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Wallet host: move and select commands (tvOS remote, arrow keys)")
struct WalletHostCommandTests {
    @Test func downAndUpWalkTheSelectionThroughTheOrder() {
        var driver = Wallet.host()
        // Up with nothing selected, and across the axis: nothing.
        #expect(driver.send(.move(.up), at: 0).isEmpty)
        #expect(driver.send(.move(.right), at: 0).isEmpty)
        expectEqual(driver.selectedID, nil)
        _ = driver.send(.move(.down), at: 0)
        expectEqual(driver.selectedID, "visa")
        driver.settle()
        _ = driver.send(.move(.down), at: driver.time)
        expectEqual(driver.selectedID, "master")
        driver.settle()
        _ = driver.send(.move(.up), at: driver.time)
        expectEqual(driver.selectedID, "visa")
        driver.settle()
        // Past the first card: nothing.
        #expect(driver.send(.move(.up), at: driver.time).isEmpty)
        expectEqual(driver.selectedID, "visa")
    }

    @Test func downStopsAtTheLastCard() {
        var driver = Wallet.host(selection: "discover")
        driver.settle()
        #expect(driver.send(.move(.down), at: driver.time).isEmpty)
        expectEqual(driver.selectedID, "discover")
    }

    @Test func selectTogglesLikeATap() {
        var driver = Wallet.host()
        _ = driver.send(.activate(id: nil), at: 0)
        expectEqual(driver.selectedID, "visa")
        driver.settle()
        _ = driver.send(.activate(id: nil), at: driver.time)
        expectEqual(driver.selectedID, nil)
        var empty = Wallet.host(ids: [])
        #expect(empty.send(.activate(id: nil), at: 0).isEmpty)
        #expect(empty.send(.move(.down), at: 0).isEmpty)
    }
}
