#if canImport(SwiftUI)
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #elseif os(macOS)
        import AppKit
    #endif

    /// Posts the core's announcements (the page a track settled on, a card or icon moved) to assistive
    /// technologies.
    ///
    /// - iOS, iPadOS, tvOS, visionOS: `UIAccessibility.post(notification: .announcement, argument:)`.
    /// - macOS: `NSAccessibility.post(element:notification:userInfo:)` with `.announcementRequested`, from the main
    ///   window (or the application when there is none), at high priority.
    /// - watchOS: nothing. UIKit's `post(notification:argument:)` does not exist there, and SwiftUI's
    ///   `AccessibilityNotification.Announcement` needs watchOS 10, above the package's watchOS 9 floor; VoiceOver
    ///   reads the view's new value when it next focuses it.
    enum AccessibilityAnnouncer {
        /// Posts `text` as an announcement.
        @MainActor
        static func post(_ text: String) {
            #if canImport(UIKit) && !os(watchOS)
                UIAccessibility.post(notification: .announcement, argument: text)
            #elseif os(macOS)
                // AppKit is not part of the Linux SwiftUI model: this branch is compiled only on a Mac (apple.yml).
                let element: Any
                if let window = NSApplication.shared.mainWindow {
                    element = window
                } else {
                    element = NSApplication.shared
                }
                NSAccessibility.post(
                    element: element, notification: .announcementRequested,
                    userInfo: [.announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue])
            #endif
        }
    }
#endif
