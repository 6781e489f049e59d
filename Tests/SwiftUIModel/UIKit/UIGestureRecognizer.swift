// swift-format-ignore-file
// Transcribed from developer.apple.com (UIKit): the gesture recognizer API RiffleSwiftUI's pan (PointerPan.swift)
// uses. iOS 3.2 / iPadOS 3.2 / Mac Catalyst 13.1 / visionOS 1.0 and tvOS; every declaration is `@MainActor` as
// the iOS 18 SDK imports it. Objective-C optional protocol requirements are modelled as requirements with default
// implementations (Linux has no @objc optional).

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
// Real: @MainActor class UIGestureRecognizer : NSObject
@MainActor open class UIGestureRecognizer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    // Real: init(target: Any?, action: Selector?) — designated; `convenience init()` is also imported.
    public override init() { super.init() }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    // Real: var state: UIGestureRecognizer.State { get }
    open var state: UIGestureRecognizer.State { fatalError() }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    // Real: weak var delegate: (any UIGestureRecognizerDelegate)? { get set }
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    // Real: var cancelsTouchesInView: Bool { get set }  (default true)
    open var cancelsTouchesInView: Bool = true

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    // Real: enum State : Int, @unchecked Sendable { possible, began, changed, ended, cancelled, failed;
    //   static var recognized: UIGestureRecognizer.State { get } }
    public enum State: Int, @unchecked Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        public static var recognized: UIGestureRecognizer.State { .ended }
    }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
// Real: @MainActor class UIPanGestureRecognizer : UIGestureRecognizer (iOS 3.2, iPadOS 3.2, Mac Catalyst 13.1,
//   tvOS, visionOS 1.0)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    public override init() { super.init() }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// Real: @MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    // Real: optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    // Real: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
    //   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
