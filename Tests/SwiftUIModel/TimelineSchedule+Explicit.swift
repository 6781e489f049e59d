// swift-format-ignore-file
// Transcribed from developer.apple.com (SwiftUI): the explicit timeline schedule the carousel uses to wake for
// autoplay without running frames while it waits.

// https://developer.apple.com/documentation/swiftui/explicittimelineschedule
// Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
//   struct ExplicitTimelineSchedule<Entries> where Entries : Sequence, Entries.Element == Date
//   init(_ dates: Entries)
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule {
    // https://developer.apple.com/documentation/swiftui/timelineschedule/explicit(_:)
    // Real: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    //   static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    //     where Self == ExplicitTimelineSchedule<S>, S : Sequence, S.Element == Date
    @_alwaysEmitIntoClient public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        .init(dates)
    }
}
