// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the Digital Crown (watchOS only).
//
// The model cannot tell watchOS from iOS, so it declares these everywhere; RiffleSwiftUI uses them only under
// `#if os(watchOS)` (which the model's watchos variant turns on), and scripts/check-swiftui-availability.py checks
// that every use stays there.

// https://developer.apple.com/documentation/swiftui/digitalcrownrotationalsensitivity
// Real: watchOS 6.0; enum DigitalCrownRotationalSensitivity: Equatable, Hashable, Sendable { case low, medium, high }
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
    case low
    case medium
    case high
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/digitalcrownrotation(_:)
    // Real: watchOS 6.0
    //   nonisolated func digitalCrownRotation<V>(_ binding: Binding<V>) -> some View where V : BinaryFloatingPoint
    nonisolated public func digitalCrownRotation<V>(_ binding: Binding<V>) -> some View where V: BinaryFloatingPoint {
        self
    }
}
