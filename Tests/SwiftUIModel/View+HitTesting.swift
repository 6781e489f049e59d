// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the carousel's dots are drawn without taking touches, so that a
// press on them reaches the carousel's own gesture (its pager decides who owns the press).

extension View {
    // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func allowsHitTesting(_ enabled: Bool) -> some View
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}
