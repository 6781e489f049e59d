#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Runs `action` with the new value when `value` changes, without a deprecation warning at any of the
        /// package's floors.
        ///
        /// `onChange(of:perform:)` is the only form at iOS 16 / macOS 13 / tvOS 16 / watchOS 9, and the iOS 17
        /// SDKs deprecate it from iOS 17 / visionOS 1.0 on; visionOS's floor is 1.0, so there the two-value
        /// `onChange(of:initial:_:)` (visionOS 1.0) is used instead. (The Linux SwiftUI model cannot set
        /// `os(visionOS)`: that branch is compiled only by Xcode, in `.github/workflows/apple.yml`.)
        ///
        /// - Parameters:
        ///   - value: The value to watch.
        ///   - action: Called with the new value.
        /// - Returns: The view with the action.
        func onValueChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
            #if os(visionOS)
                return onChange(of: value) { _, newValue in action(newValue) }
            #else
                return onChange(of: value, perform: action)
            #endif
        }
    }
#endif
