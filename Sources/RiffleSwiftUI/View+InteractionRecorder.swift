#if canImport(SwiftUI)
    import SwiftUI

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
