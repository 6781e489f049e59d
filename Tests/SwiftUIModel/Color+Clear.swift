// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI).

extension Color {
    // https://developer.apple.com/documentation/swiftui/color/clear
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   static let clear: Color
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}
