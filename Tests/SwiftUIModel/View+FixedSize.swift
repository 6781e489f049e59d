// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): ideal-size layout.

extension View {
    // https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/fixedsize()
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func fixedSize() -> some View
    nonisolated public func fixedSize() -> some View { self }
}
