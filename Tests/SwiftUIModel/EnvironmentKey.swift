// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): custom environment values.

// https://developer.apple.com/documentation/swiftui/environmentkey
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   protocol EnvironmentKey { associatedtype Value; static var defaultValue: Self.Value { get } }
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1uvl4
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
}

// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   nonisolated func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View
extension View {
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View { self }
}
