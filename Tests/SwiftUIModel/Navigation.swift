// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): navigation stacks, links, titles and destinations. The iOS 17 SDK
// marks the builder parameters @ViewBuilder (today's pages say @ContentBuilder, a later SDK's spelling).

// https://developer.apple.com/documentation/swiftui/navigationstack
// Real: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0; struct NavigationStack<Data, Root> where Root: View
// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
//   nonisolated init(@ViewBuilder root: () -> Root) where Data == NavigationPath
public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}
extension NavigationStack where Data == NavigationPath {
    nonisolated public init(@ViewBuilder root: () -> Root) {}
}

// https://developer.apple.com/documentation/swiftui/navigationpath
// Real: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0; struct NavigationPath (Equatable); init()
public struct NavigationPath: Equatable {
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/navigationlink
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   struct NavigationLink<Label, Destination> where Label: View, Destination: View
// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)
//   nonisolated init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)
// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)
//   nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text
public struct NavigationLink<Label: View, Destination: View>: View {
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}
extension NavigationLink where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
    // Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0
    //   nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View
    //   nonisolated func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
    // Real: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    //   nonisolated func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
}
