#if canImport(SwiftUI)
    import Foundation
    import Riffle
    import SwiftUI

    /// A debug recorder for the Riffle views: every input a view hands its host, with its time, in Riffle's
    /// recording format (`Recording`), so a bug seen on a device is a file that replays on Linux.
    ///
    /// The carousels (``Carousel``, ``PageViewer``, ``LoopingCarousel``), ``WalletStack`` and ``HomeScreenView``
    /// record. Off by default and free when off: a view records only when a recorder is in its environment
    /// (``SwiftUI/View/interactionRecorder(_:)``). What it records is what the view's host receives, as the host's
    /// own recording writes it (`ComponentHost.startRecording(component:settings:)`): the pointer as the drag reports it (view points, before right-to-left mirroring), the
    /// view's size, binding and data changes, measured item sizes, keys, the Digital Crown, VoiceOver's
    /// adjustments, and a `frame` line for each frame drawn while something moves. Times are the clock the views
    /// give their hosts (seconds since the reference date), written exactly, so the replay makes the same calls at
    /// the same times. The header names the component and its initial data; the view's settings (modifiers such as
    /// `.track(.trips())`) are not in the file: build the replaying host with the same settings.
    ///
    /// ```swift
    /// @State private var recorder = InteractionRecorder()
    ///
    /// Carousel(trips, index: $index) { trip in TripCard(trip: trip) }
    ///     .interactionRecorder(recorder)
    /// ```
    ///
    /// Write it from a debug menu with ``write(to:)`` and replay it on Linux with `RecordingReplayer` (or
    /// `RiffleTesting`) over a `ComponentHost<Pager>`, `ComponentHost<CardStack>` or `ComponentHost<HomeScreen>` built
    /// with the view's settings and initial data. Every view records each command its host receives as the command's
    /// typed words (a carousel's size as a `viewport` line, which the header also carries): the carousels' index
    /// binding, data changes, keys and Digital Crown, the wallet's order binding, the home screen's layout binding
    /// and VoiceOver's custom card and icon actions included.
    @MainActor
    public final class InteractionRecorder {
        /// What was recorded so far.
        public private(set) var recording = Recording()

        /// Creates an empty recorder.
        public init() {}

        /// The recording as text, in the format's version 1, complete (with its `end` line).
        public var text: String { recording.serialized() }

        /// Appends what a view's host recorded since the last hand-over (`ComponentHost.takeRecording()`): the
        /// header of the first, then every line.
        ///
        /// - Parameter taken: The host's lines.
        func append(_ taken: Recording) {
            if recording.header.component == nil { recording.header = taken.header }
            if recording.header.viewport == nil { recording.header.viewport = taken.header.viewport }
            for entry in taken.entries { recording.record(entry.event, at: entry.time) }
        }

        /// Writes the recording to `url`, atomically.
        ///
        /// - Parameter url: Where to write.
        /// - Throws: The file system's error.
        public func write(to url: URL) throws {
            try Data(text.utf8).write(to: url, options: .atomic)
        }

        /// Forgets what was recorded (a view that starts again records its header anew).
        public func reset() { recording = Recording() }
    }

    /// The environment key of the views' debug recorder.
    struct InteractionRecorderKey: EnvironmentKey {
        static let defaultValue: InteractionRecorder? = nil
    }

    extension EnvironmentValues {
        /// The debug recorder the Riffle views inside record into, if any (nil: off).
        var interactionRecorder: InteractionRecorder? {
            get { self[InteractionRecorderKey.self] }
            set { self[InteractionRecorderKey.self] = newValue }
        }
    }

    extension View {
        /// Records every input the Riffle carousels inside this view receive into `recorder` (see
        /// ``InteractionRecorder``); nil, the default, records nothing and costs nothing.
        ///
        /// - Parameter recorder: The recorder, or nil.
        /// - Returns: The view with the recorder in its environment.
        public func interactionRecorder(_ recorder: InteractionRecorder?) -> some View {
            environment(\.interactionRecorder, recorder)
        }
    }
#endif
