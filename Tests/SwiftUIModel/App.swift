// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the app structure, for client code that is a whole app
// (Examples/RiffleDemo.swiftpm). All of it is iOS 14 / macOS 11 / tvOS 14 / watchOS 7, below the package's floor.

// https://developer.apple.com/documentation/swiftui/app
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
//   @MainActor @preconcurrency protocol App { associatedtype Body: Scene
//     @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }; @MainActor init() }
// https://developer.apple.com/documentation/swiftui/app/main()
//   @MainActor static func main() (the default implementation @main calls)
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor init()
}
extension App {
    @MainActor public static func main() {}
}

// https://developer.apple.com/documentation/swiftui/scene
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
//   @MainActor @preconcurrency protocol Scene { associatedtype Body: Scene
//     @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get } }
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0; @resultBuilder struct SceneBuilder
//   static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0; struct WindowGroup<Content>: Scene where Content: View
// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
//   nonisolated init(@ViewBuilder content: () -> Content)
public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
