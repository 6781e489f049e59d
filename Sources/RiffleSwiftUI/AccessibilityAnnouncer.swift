#if canImport(SwiftUI)
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif

    /// Posts the core's announcements (the page a track settled on) to assistive technologies.
    ///
    /// Uses `UIAccessibility.post(notification: .announcement, argument:)` where UIKit has it; elsewhere (macOS,
    /// watchOS) it does nothing, and VoiceOver reads the carousel's value when it next focuses it.
    enum AccessibilityAnnouncer {
        /// Posts `text` as an announcement.
        @MainActor
        static func post(_ text: String) {
            #if canImport(UIKit) && !os(watchOS)
                UIAccessibility.post(notification: .announcement, argument: text)
            #endif
        }
    }
#endif
