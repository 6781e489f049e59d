// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): UIGestureRecognizerRepresentable, iOS 18.0 / iPadOS 18.0 / Mac
// Catalyst 18.0 only (Apple lists no tvOS, visionOS, macOS or watchOS). Above the package's floor: RiffleSwiftUI
// uses it only in PointerPan.swift, inside `#if os(iOS)` and behind `if #available(iOS 18.0, *)`, which Linux
// cannot evaluate, so it is modelled without the FLOOR unavailability (as KeyPress is);
// scripts/check-swiftui-availability.py checks the guard. tvOS has UIKit but not this protocol.
#if canImport(UIKit)
import UIKit

// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable
// Real: @MainActor @preconcurrency protocol UIGestureRecognizerRepresentable
#if TVOS
@available(*, unavailable, message: "UIGestureRecognizerRepresentable: iOS 18, iPadOS 18, Mac Catalyst 18 only")
#endif
@available(iOS 18.0, *)
@MainActor @preconcurrency public protocol UIGestureRecognizerRepresentable {
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/uigesturerecognizertype
    // Real: associatedtype UIGestureRecognizerType : UIGestureRecognizer
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/coordinator
    // Real: associatedtype Coordinator = Void
    associatedtype Coordinator = Void
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/context
    // Real: typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/coordinatespaceconverter
    // Real: typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/makeuigesturerecognizer(context:)
    // Real: @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
    func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/updateuigesturerecognizer(_:context:)
    // Real: @MainActor @preconcurrency func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/handleuigesturerecognizeraction(_:context:)
    // Real: @MainActor @preconcurrency func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/makecoordinator(converter:)
    // Real: @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
    func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
}

// Default implementations (the protocol's extension): update and handle do nothing; Coordinator == Void has a
// makeCoordinator.
#if TVOS
@available(*, unavailable)
#endif
@available(iOS 18.0, *)
extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
}
#if TVOS
@available(*, unavailable)
#endif
@available(iOS 18.0, *)
extension UIGestureRecognizerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator { () }
}

// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext
// Real: struct UIGestureRecognizerRepresentableContext<Representable> where Representable : UIGestureRecognizerRepresentable
#if TVOS
@available(*, unavailable)
#endif
@available(iOS 18.0, *)
@MainActor public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext/coordinator
    // Real: let coordinator: Representable.Coordinator
    public let coordinator: Representable.Coordinator
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext/converter
    // Real: let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter
// Real: struct UIGestureRecognizerRepresentableCoordinateSpaceConverter
#if TVOS
@available(*, unavailable)
#endif
@available(iOS 18.0, *)
@MainActor public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter/locallocation
    // Real: var localLocation: CGPoint { get }
    public var localLocation: CGPoint { fatalError() }
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter/localtranslation
    // Real: var localTranslation: CGPoint? { get }  (nil when the recognizer has no translationInView:)
    public var localTranslation: CGPoint? { fatalError() }
    // https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter/localvelocity
    // Real: var localVelocity: CGPoint? { get }  (nil when the recognizer has no velocityInView:)
    public var localVelocity: CGPoint? { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/gesture(_:)  (the UIGestureRecognizerRepresentable
    // overload; "use the gesture(_:) modifier to attach it", UIGestureRecognizerRepresentable's overview)
    // Real: nonisolated func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View
    #if TVOS
    @available(*, unavailable)
    #endif
    @available(iOS 18.0, *)
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View { self }
}
#endif
