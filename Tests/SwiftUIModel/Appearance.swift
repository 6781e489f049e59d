// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): Dynamic Type, flexible frames, hierarchical styles.

// https://developer.apple.com/documentation/swiftui/dynamictypesize
// Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
//   enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable
//   cases xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
// Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0; var dynamicTypeSize: DynamicTypeSize { get set }
extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize { get { fatalError() } set {} }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)
    // Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    //   nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    //     minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
// Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0; @frozen struct HierarchicalShapeStyle: ShapeStyle
// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
//   static var primary / secondary: HierarchicalShapeStyle { get } (where Self == HierarchicalShapeStyle)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}
