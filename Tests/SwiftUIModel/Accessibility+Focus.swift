// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): VoiceOver's focus, the three-finger scroll, caption text.
// All at or below the package's floor on every platform.

// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
// Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
//   @propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable
//   var wrappedValue: Value { get nonmutating set }; var projectedValue: AccessibilityFocusState<Value>.Binding { get }
//   init() where Value == Bool
// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
//   @propertyWrapper @frozen struct Binding { var wrappedValue: Value { get nonmutating set }; var projectedValue }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@propertyWrapper @frozen public struct AccessibilityFocusState<Value: Hashable> {
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
    // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()
    public init() where Value == Bool {}

    @propertyWrapper @frozen public struct Binding {
        // Not Apple's: stops Swift from synthesizing a public-less `init()` (a binding comes from projectedValue).
        init(never: Never) {}
        public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
    // Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    //   nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        self
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityscrollaction(_:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    //     -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { fatalError() }
}

extension Font {
    // https://developer.apple.com/documentation/swiftui/font/caption
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0; static let caption: Font (scales with
    // Dynamic Type, as every text style does)
    public static let caption = Font.system(size: 12)
}
