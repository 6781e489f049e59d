// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): toggles, pickers, labels, share links.

// https://developer.apple.com/documentation/swiftui/toggle
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0; struct Toggle<Label> where Label: View
// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
//   nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) where Label == Text
public struct Toggle<Label: View>: View {
    public var body: Never { fatalError() }
}
extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

// https://developer.apple.com/documentation/swiftui/picker
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   struct Picker<Label, SelectionValue, Content> where Label: View, SelectionValue: Hashable, Content: View
// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn
//   nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
extension Picker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/pickerstyle
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0; protocol PickerStyle
public protocol PickerStyle {}
// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0; unavailable on watchOS
// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
//   static var segmented: SegmentedPickerStyle { get } (where Self == SegmentedPickerStyle)
#if WATCHOS
@available(*, unavailable, message: "SegmentedPickerStyle: iOS 13, macOS 10.15, tvOS 13; unavailable on watchOS")
#endif
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}
#if !WATCHOS
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
#endif

extension View {
    // https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0
    //   nonisolated func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/tag(_:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0
    //   nonisolated func tag<V>(_ tag: V) -> some View where V: Hashable
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/label
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0; struct Label<Title, Icon> where Title: View, Icon: View
// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
//   nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) where Title == Text, Icon == Image
//   (iOS 14; today's page for that name shows the iOS 16 LocalizedStringResource overload)
public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}
extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

// https://developer.apple.com/documentation/swiftui/sharelink
// Real: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0; unavailable on tvOS
//   struct ShareLink<Data, PreviewImage, PreviewIcon, Label> where Data: RandomAccessCollection,
//     PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, Data.Element: Transferable
// (Transferable, from CoreTransferable, is not modelled: the String and URL initializers below need none.)
// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:)-49l2l
//   nonisolated init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>
//   (with PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel)
// https://developer.apple.com/documentation/swiftui/sharelink/init(_:item:subject:message:)
//   iOS 16 SDK: init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
//   (today's page shows the later LocalizedStringResource spelling)
#if TVOS
@available(*, unavailable, message: "ShareLink: iOS 16, macOS 13, watchOS 9; unavailable on tvOS")
#endif
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
    public var body: Never { fatalError() }
}
#if !TVOS
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {}
    nonisolated public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {}
}
#endif
// https://developer.apple.com/documentation/swiftui/defaultsharelinklabel
// Real: iOS 16.0, macOS 13.0, watchOS 9.0; struct DefaultShareLinkLabel: View
public struct DefaultShareLinkLabel: View {
    public var body: Never { fatalError() }
}
