import SwiftUI

/// The Riffle demo: the five seed experiences and a calendar, each embedded as an app would embed it.
@main
struct RiffleDemoApp: App {
    var body: some Scene {
        WindowGroup {
            DemoList()
        }
    }
}
