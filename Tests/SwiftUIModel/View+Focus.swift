// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the focus, move-command and tap APIs the views use on tvOS.

// https://developer.apple.com/documentation/swiftui/movecommanddirection
// Real: macOS 10.15, tvOS 13.0 (not iOS, watchOS or visionOS); enum MoveCommandDirection: Equatable, Hashable, Sendable
//   case up, down, left, right
#if !TVOS
@available(*, unavailable, message: "MoveCommandDirection: macOS 10.15, tvOS 13.0 only")
#endif
public enum MoveCommandDirection: Hashable, Sendable { case up, down, left, right }

extension View {
    // https://developer.apple.com/documentation/swiftui/view/onmovecommand(perform:)
    // Real: macOS 10.15, tvOS 13.0 (not iOS, watchOS or visionOS)
    //   nonisolated func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View
    // Modelled as tvOS only (the model cannot tell macOS from iOS).
    #if !TVOS
    @available(*, unavailable, message: "onMoveCommand(perform:): macOS 10.15, tvOS 13.0 only")
    #endif
    nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/focusable(_:)
    // Real: iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    //   nonisolated func focusable(_ isFocusable: Bool = true) -> some View
    // At the floor on tvOS, macOS and watchOS; iOS 17 is above the iOS floor. The model cannot tell the platforms
    // apart, and RiffleSwiftUI uses it on iOS only inside `if #available(iOS 17.0, …)` (View+HardwareKeys.swift),
    // which Linux cannot evaluate: it is declared available, and scripts/check-swiftui-availability.py checks that
    // every use is under `#if os(tvOS)`, `#if os(watchOS)` or such a guard.
    @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    // Real: iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}
