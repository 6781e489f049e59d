// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the scene's operational state.
// On every platform at or below the package's floor (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1), so no
// variant marks it unavailable; the attributes carry Apple's versions.

// https://developer.apple.com/documentation/swiftui/scenephase
// Real: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
//   enum ScenePhase (Comparable, Hashable); cases background, inactive, active
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
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
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
}
