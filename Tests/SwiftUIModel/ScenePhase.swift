// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the scene's operational state.

// https://developer.apple.com/documentation/swiftui/scenephase
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
//   enum ScenePhase (Comparable, Hashable); cases background, inactive, active
public enum ScenePhase: Comparable, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/scenephase/background
    case background
    // https://developer.apple.com/documentation/swiftui/scenephase/inactive
    case inactive
    // https://developer.apple.com/documentation/swiftui/scenephase/active
    case active
}

extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    // Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    //   var scenePhase: ScenePhase { get set }
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
}
