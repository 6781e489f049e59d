// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): what a view reads from the transaction of an update, and the
// animation calls an app makes.

extension Transaction {
    // https://developer.apple.com/documentation/swiftui/transaction/animation
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   var animation: Animation? { get set }
    public var animation: Animation? {
        get { fatalError() }
        set {}
    }

    // https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   var disablesAnimations: Bool { get set }
    public var disablesAnimations: Bool {
        get { fatalError() }
        set {}
    }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/transaction(_:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension Animation {
    // https://developer.apple.com/documentation/swiftui/animation/default
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   static let `default`: Animation
    public static let `default` = Animation.easeInOut(duration: 0.35)
}

// https://developer.apple.com/documentation/swiftui/equatableview
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   @frozen nonisolated struct EquatableView<Content> where Content : Equatable, Content : View
@frozen public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    // https://developer.apple.com/documentation/swiftui/equatableview/content
    public var content: Content
    // https://developer.apple.com/documentation/swiftui/equatableview/init(content:)
    public init(content: Content) { self.content = content }
    public var body: Never { fatalError() }
}

extension View where Self: Equatable {
    // https://developer.apple.com/documentation/swiftui/view/equatable()
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   nonisolated func equatable() -> EquatableView<Self>
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension Binding {
    // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    // Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    //   static func constant(_ value: Value) -> Binding<Value>
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:_:)
// Real: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    try body()
}
