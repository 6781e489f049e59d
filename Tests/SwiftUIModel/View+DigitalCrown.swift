// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the Digital Crown (watchOS only).
//
// watchOS only: every other variant (-DIOS, -DMACOS, -DTVOS) marks them unavailable, so the model itself rejects a
// use that is not under `#if os(watchOS)`.

// https://developer.apple.com/documentation/swiftui/digitalcrownrotationalsensitivity
// Real: watchOS 6.0; enum DigitalCrownRotationalSensitivity: Equatable, Hashable, Sendable { case low, medium, high }
#if !WATCHOS
@available(*, unavailable, message: "DigitalCrownRotationalSensitivity: watchOS 6.0 only")
#endif
@available(watchOS 6.0, *)
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
    case low
    case medium
    case high
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/digitalcrownrotation(_:)
    // Real: watchOS 6.0
    //   nonisolated func digitalCrownRotation<V>(_ binding: Binding<V>) -> some View where V : BinaryFloatingPoint
    #if !WATCHOS
    @available(*, unavailable, message: "digitalCrownRotation(_:): watchOS 6.0 only")
    #endif
    @available(watchOS 6.0, *)
    nonisolated public func digitalCrownRotation<V>(_ binding: Binding<V>) -> some View where V: BinaryFloatingPoint {
        self
    }
}
