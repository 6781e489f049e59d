// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): lists, sections and forms.

// https://developer.apple.com/documentation/swiftui/list
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View
// https://developer.apple.com/documentation/swiftui/list/init(content:)
//   nonisolated init(@ViewBuilder content: () -> Content) where SelectionValue == Never
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/section
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0; struct Section<Parent, Content, Footer>
// https://developer.apple.com/documentation/swiftui/section/init(_:content:)
// Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0
//   nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView
// https://developer.apple.com/documentation/swiftui/section/init(content:)
//   nonisolated init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public var body: Never { fatalError() }
}
extension Section where Parent == Text, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}
extension Section where Parent == EmptyView, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/form
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0; struct Form<Content> where Content: View
// https://developer.apple.com/documentation/swiftui/form/init(content:)
//   nonisolated init(@ViewBuilder content: () -> Content)
public struct Form<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
