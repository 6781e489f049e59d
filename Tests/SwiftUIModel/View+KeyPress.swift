// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): hardware-keyboard key presses.
//
// KeyEquivalent is iOS 14 / macOS 11 (below the floor). KeyPress and onKeyPress are iOS 17 / macOS 14 / tvOS 17 /
// visionOS 1, above the package's floor: RiffleSwiftUI uses them only inside `if #available(iOS 17.0, macOS 14.0,
// tvOS 17.0, *)` (View+HardwareKeys.swift), which Linux cannot evaluate, so they are modelled without the FLOOR
// unavailability: the model checks their names, types and isolation; scripts/check-swiftui-availability.py checks
// that every use stays behind its guard. None of them exists on watchOS: the watchos variant (-DWATCHOS) marks them
// unavailable, so the model itself rejects a use that is not under `#if !os(watchOS)`.

// https://developer.apple.com/documentation/swiftui/keyequivalent
// Real: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0; struct KeyEquivalent (Equatable, Hashable, Sendable)
#if WATCHOS
@available(*, unavailable, message: "KeyEquivalent: iOS 14, macOS 11, tvOS 17, visionOS 1 (not watchOS)")
#endif
public struct KeyEquivalent: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
    public init(_ character: Character) { self.character = character }
    // https://developer.apple.com/documentation/swiftui/keyequivalent/character
    public var character: Character
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let space = KeyEquivalent(" ")
    public static let escape = KeyEquivalent("\u{1B}")
}

// https://developer.apple.com/documentation/swiftui/keypress
// Real: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0; struct KeyPress (Sendable)
//   let key: KeyEquivalent; let characters: String; let modifiers: EventModifiers; let phase: KeyPress.Phases
// (`modifiers` is left out: EventModifiers is not modelled.)
#if WATCHOS
@available(*, unavailable, message: "KeyPress: iOS 17, macOS 14, tvOS 17, visionOS 1 (not watchOS)")
#endif
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let phase: KeyPress.Phases

    // https://developer.apple.com/documentation/swiftui/keypress/phases
    // struct Phases: OptionSet, Sendable, CustomDebugStringConvertible
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    // https://developer.apple.com/documentation/swiftui/keypress/result
    // enum Result: Equatable, Hashable, Sendable { case handled, ignored }
    public enum Result: Hashable, Sendable {
        case handled
        case ignored
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:)
    //   nonisolated func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    //     action: @escaping (KeyPress) -> KeyPress.Result) -> some View
    #if WATCHOS
    @available(*, unavailable, message: "onKeyPress(keys:phases:action:): iOS 17, macOS 14, tvOS 17, visionOS 1 (not watchOS)")
    #endif
    nonisolated public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:)
    //   nonisolated func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View
    #if WATCHOS
    @available(*, unavailable, message: "onKeyPress(_:action:): iOS 17, macOS 14, tvOS 17, visionOS 1 (not watchOS)")
    #endif
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        self
    }
}
