#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// The environment key of how the Riffle views inside share their drags with parents.
    struct DragPriorityKey: EnvironmentKey {
        static let defaultValue = DragPriority.standard
    }

    /// The environment key of whether the Riffle views inside can be dragged.
    struct AllowsDraggingKey: EnvironmentKey {
        static let defaultValue = true
    }

    extension EnvironmentValues {
        /// How the Riffle views inside share a drag with the scroll views, lists and tab views around them.
        var riffleDragPriority: DragPriority {
            get { self[DragPriorityKey.self] }
            set { self[DragPriorityKey.self] = newValue }
        }

        /// Whether the Riffle views inside can be dragged.
        var riffleAllowsDragging: Bool {
            get { self[AllowsDraggingKey.self] }
            set { self[AllowsDraggingKey.self] = newValue }
        }
    }

    extension View {
        /// Sets how the carousels, wallets, home screens and page dots inside this view share a drag with the
        /// containers around them and with the controls inside their items.
        ///
        /// - ``Riffle/DragPriority/standard`` (the default): a drag along the view's axis is its own, a
        ///   perpendicular one scrolls the parent. Right for a carousel in a vertical `ScrollView`, `List` or
        ///   `Form`, and for a wallet in a scroll view (its cards lift only after a 0.5 s hold there).
        /// - ``Riffle/DragPriority/high``: every drag that starts on the view is its own. For a carousel inside a
        ///   paging `TabView` or a horizontal `ScrollView`, which then pages from the space around the carousel.
        /// - ``Riffle/DragPriority/simultaneous``: the view and its parent both follow the finger (the behaviour
        ///   in 0.1). Only for a parent that does not scroll.
        ///
        /// The setting is read from the environment, so it can be written anywhere above the views, once for a
        /// whole screen. See <doc:EmbeddingInContainers>.
        ///
        /// - Parameter priority: The priority.
        /// - Returns: The view with the priority in its environment.
        public func dragPriority(_ priority: DragPriority) -> some View {
            environment(\.riffleDragPriority, priority)
        }

        /// Sets whether the carousels, wallets, home screens and page dots inside this view can be dragged.
        ///
        /// False leaves every drag to the containers around them (a carousel that only autoplays, a tutorial that
        /// pages with buttons); taps, keys, the Digital Crown, VoiceOver and changes of the binding still work.
        ///
        /// - Parameter allows: Whether a drag may move them. Default true.
        /// - Returns: The view with the setting in its environment.
        public func allowsDragging(_ allows: Bool) -> some View {
            environment(\.riffleAllowsDragging, allows)
        }
    }
#endif
