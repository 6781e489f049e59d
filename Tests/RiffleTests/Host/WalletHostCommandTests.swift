import Testing

@testable import Riffle

@Suite("Wallet host: move and select commands (tvOS remote, arrow keys)")
struct WalletHostCommandTests {
    @Test func downAndUpWalkTheSelectionThroughTheOrder() {
        var driver = Wallet.host()
        // Up with nothing selected, and across the axis: nothing.
        #expect(driver.send(.move(.up), at: 0).isEmpty)
        #expect(driver.send(.move(.right), at: 0).isEmpty)
        #expect(driver.selectedID == nil)
        _ = driver.send(.move(.down), at: 0)
        #expect(driver.selectedID == "visa")
        driver.settle()
        _ = driver.send(.move(.down), at: driver.time)
        #expect(driver.selectedID == "master")
        driver.settle()
        _ = driver.send(.move(.up), at: driver.time)
        #expect(driver.selectedID == "visa")
        driver.settle()
        // Past the first card: nothing.
        #expect(driver.send(.move(.up), at: driver.time).isEmpty)
        #expect(driver.selectedID == "visa")
    }

    @Test func downStopsAtTheLastCard() {
        var driver = Wallet.host(selection: "discover")
        driver.settle()
        #expect(driver.send(.move(.down), at: driver.time).isEmpty)
        #expect(driver.selectedID == "discover")
    }

    @Test func selectTogglesLikeATap() {
        var driver = Wallet.host()
        _ = driver.send(.activate(id: nil), at: 0)
        #expect(driver.selectedID == "visa")
        driver.settle()
        _ = driver.send(.activate(id: nil), at: driver.time)
        #expect(driver.selectedID == nil)
        var empty = Wallet.host(ids: [])
        #expect(empty.send(.activate(id: nil), at: 0).isEmpty)
        #expect(empty.send(.move(.down), at: 0).isEmpty)
    }
}
