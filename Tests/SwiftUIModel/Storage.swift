// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): values kept in user defaults.

// https://developer.apple.com/documentation/swiftui/appstorage
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0; @frozen @propertyWrapper struct AppStorage<Value>: DynamicProperty
//   var wrappedValue: Value { get nonmutating set }; var projectedValue: Binding<Value> { get }
// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)
//   init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String / Bool / Int
//   init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String
@frozen @propertyWrapper public struct AppStorage<Value> {
    let key: String
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.key = key }
}
extension AppStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.key = key }
}
extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.key = key }
}
extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.key = key }
}
