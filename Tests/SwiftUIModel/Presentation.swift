// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): sheets, full-screen covers, dismissal, toolbars.

extension View {
    // https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    //     @ViewBuilder content: @escaping () -> Content) -> some View where Content: View
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
    // Real: iOS 14.0, Mac Catalyst 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0; unavailable on macOS
    //   nonisolated func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    //     @ViewBuilder content: @escaping () -> Content) -> some View where Content: View
    #if MACOS
    @available(*, unavailable, message: "fullScreenCover: iOS 14, tvOS 14, watchOS 7; unavailable on macOS")
    #endif
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
    // Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0
    //   nonisolated func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/dismissaction
// Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0; @MainActor @preconcurrency struct DismissAction
//   func callAsFunction()
// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
//   var dismiss: DismissAction { get }
@MainActor @preconcurrency public struct DismissAction {
    public func callAsFunction() {}
}
extension EnvironmentValues {
    public var dismiss: DismissAction { get { fatalError() } }
}

// https://developer.apple.com/documentation/swiftui/toolbarcontent
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0; @MainActor @preconcurrency protocol ToolbarContent
//   associatedtype Body: ToolbarContent; @ToolbarContentBuilder var body: Self.Body { get }
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}
extension Never: ToolbarContent {}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0; @resultBuilder struct ToolbarContentBuilder
//   static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/toolbaritem
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0; struct ToolbarItem<ID, Content> where Content: View
// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
//   nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == ()
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}
extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0; struct ToolbarItemPlacement
// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction
// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
//   static let automatic / primaryAction / confirmationAction / cancellationAction: ToolbarItemPlacement
public struct ToolbarItemPlacement {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
}
