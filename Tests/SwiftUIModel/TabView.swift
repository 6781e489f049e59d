// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): a paging tab view, for the embedding clients.

// https://developer.apple.com/documentation/swiftui/tabview
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0
//   struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
// https://developer.apple.com/documentation/swiftui/tabview/init(content:)
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0; extension TabView where SelectionValue == Int
//   nonisolated init(@ContentBuilder content: () -> Content)   (a @ViewBuilder closure before the iOS 26 SDK)
extension TabView where SelectionValue == Int {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/tabviewstyle
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0; @MainActor @preconcurrency protocol TabViewStyle
@MainActor @preconcurrency public protocol TabViewStyle {}

// https://developer.apple.com/documentation/swiftui/pagetabviewstyle
// Real: iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0 (not macOS); nonisolated struct PageTabViewStyle
#if MACOS
@available(*, unavailable, message: "PageTabViewStyle: iOS 14, tvOS 14, watchOS 7, visionOS 1; not macOS")
#endif
public struct PageTabViewStyle: TabViewStyle {
    // https://developer.apple.com/documentation/swiftui/pagetabviewstyle/init(indexdisplaymode:)
    // Real: nonisolated init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) (IndexDisplayMode
    // is not modelled)
    nonisolated public init() {}
}

#if MACOS
@available(*, unavailable)
#endif
extension TabViewStyle where Self == PageTabViewStyle {
    // https://developer.apple.com/documentation/swiftui/tabviewstyle/page
    // Real: iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0; static var page: PageTabViewStyle { get }
    public static var page: PageTabViewStyle { PageTabViewStyle() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
    // Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    //   nonisolated func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}
