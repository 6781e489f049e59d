// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI), used by the README/DocC examples in Tests/SwiftUIModelClients.

extension Image {
    // https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   init(_ name: String, bundle: Bundle? = nil)
    public init(_ name: String, bundle: Bundle? = nil) { self.init(systemName: name) }

    // https://developer.apple.com/documentation/swiftui/image/resizingmode
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0; enum ResizingMode (Hashable, Sendable)
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/scaledtofill()
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func scaledToFill() -> some View
    nonisolated public func scaledToFill() -> some View { self }
}

extension EdgeInsets {
    // https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:) and init()
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat); init()
    // (The model's EdgeInsets has the memberwise initializer, internal; only init() is added here.)
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
