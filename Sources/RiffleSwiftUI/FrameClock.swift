#if canImport(SwiftUI)
    import Foundation

    /// Times for the core, in seconds since the reference date: the same clock as SwiftUI's `DragGesture.Value.time`
    /// and `TimelineView`'s `context.date`, both of which are `Date`s.
    enum FrameClock {
        /// The seconds of a date.
        static func seconds(_ date: Date) -> Double {
            date.timeIntervalSinceReferenceDate
        }

        /// The date of a time in seconds (the inverse of ``seconds(_:)``).
        static func date(_ seconds: Double) -> Date {
            Date(timeIntervalSinceReferenceDate: seconds)
        }

        /// The seconds of now (for changes that come without a date: sizes, data, bindings, accessibility).
        static func now() -> Double {
            Date().timeIntervalSinceReferenceDate
        }
    }
#endif
