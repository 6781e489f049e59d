// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the focus, move-command and tap APIs the views use.
// Per platform as Apple's documentation gives it: a variant whose platform lacks a declaration (-DIOS, -DMACOS,
// -DTVOS, -DWATCHOS) marks it unavailable, so the model itself rejects a use outside the right `#if os(…)`.

// https://developer.apple.com/documentation/swiftui/movecommanddirection
// Real: macOS 10.15, tvOS 13.0 (not iOS, watchOS or visionOS); enum MoveCommandDirection: Equatable, Hashable, Sendable
//   case up, down, left, right
#if !TVOS && !MACOS
@available(*, unavailable, message: "MoveCommandDirection: macOS 10.15, tvOS 13.0 only")
#endif
@available(macOS 10.15, tvOS 13.0, *)
public enum MoveCommandDirection: Hashable, Sendable { case up, down, left, right }

extension View {
    // https://developer.apple.com/documentation/swiftui/view/onmovecommand(perform:)
    // Real: macOS 10.15, tvOS 13.0 (not iOS, watchOS or visionOS)
    //   nonisolated func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View
    #if !TVOS && !MACOS
    @available(*, unavailable, message: "onMoveCommand(perform:): macOS 10.15, tvOS 13.0 only")
    #endif
    @available(macOS 10.15, tvOS 13.0, *)
    nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/focusable(_:)
    // Real: iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    //   nonisolated func focusable(_ isFocusable: Bool = true) -> some View
    // On every platform; at the floor on macOS, tvOS and watchOS, while iOS 17 is above the iOS floor. Linux cannot
    // evaluate `if #available`, so the iOS version is not modelled as unavailable: scripts/check-swiftui-availability.py
    // checks that every use is under `#if os(macOS)`, `#if os(tvOS)`, `#if os(watchOS)` or such a guard.
    @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    // Real: iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/focusable(_:interactions:)
    // Real: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0 (above the floor everywhere: used only inside
    // `if #available`, which scripts/check-swiftui-availability.py checks)
    //   nonisolated func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/focusinteractions
// Real: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0; struct FocusInteractions (OptionSet, Sendable)
//   static let activate, static let edit, static var automatic
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/focusinteractions/activate
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    // https://developer.apple.com/documentation/swiftui/focusinteractions/edit
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    // https://developer.apple.com/documentation/swiftui/focusinteractions/automatic
    public static var automatic: FocusInteractions { [.activate, .edit] }
}
