// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the home screen darkens a pressed icon, as iOS does, from the
// touch-down until the long press lifts it or the tap opens it.

extension View {
    // https://developer.apple.com/documentation/swiftui/view/brightness(_:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func brightness(_ amount: Double) -> some View
    nonisolated public func brightness(_ amount: Double) -> some View { self }
}
