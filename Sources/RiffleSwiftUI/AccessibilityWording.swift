#if canImport(SwiftUI)
    import Foundation
    import Riffle
    import SwiftUI

    /// How the views word what they say to assistive technologies (``Riffle/AccessibilityPhrase``): the app's
    /// wording where it gives one (``SwiftUI/View/accessibilityPhrases(_:)``), RiffleSwiftUI's own localized strings
    /// otherwise.
    struct AccessibilityWording: Sendable {
        /// The app's wording, if any: nil for a phrase it leaves to RiffleSwiftUI.
        var custom: (@Sendable (AccessibilityPhrase) -> String?)?

        /// The words for `phrase`.
        func callAsFunction(_ phrase: AccessibilityPhrase) -> String {
            custom?(phrase) ?? Self.localized(phrase)
        }

        /// The words for `phrase` as a `Text` (taken as is, not looked up again).
        func text(_ phrase: AccessibilityPhrase) -> Text {
            Text(verbatim: self(phrase))
        }

        /// `phrase` from RiffleSwiftUI's `Localizable.strings` and `.stringsdict` (English, Arabic; English for
        /// languages it lacks), formatted for the current locale.
        static func localized(_ phrase: AccessibilityPhrase) -> String {
            let format = Bundle.module.localizedString(forKey: phrase.localizationKey, value: nil, table: nil)
            let arguments: [any CVarArg] = phrase.formatArguments.map { argument in
                switch argument {
                case .number(let number): number
                case .text(let text): text
                }
            }
            return String(format: format, locale: Locale.current, arguments: arguments)
        }
    }

    /// The environment key of the views' wording.
    struct AccessibilityWordingKey: EnvironmentKey {
        static let defaultValue = AccessibilityWording()
    }

    extension EnvironmentValues {
        /// How the Riffle views inside word what they say to assistive technologies.
        var accessibilityWording: AccessibilityWording {
            get { self[AccessibilityWordingKey.self] }
            set { self[AccessibilityWordingKey.self] = newValue }
        }
    }

    extension View {
        /// Words what the Riffle views inside say to VoiceOver in the app's own way: page values, card labels,
        /// announcements and action names arrive as ``Riffle/AccessibilityPhrase`` values.
        ///
        /// RiffleSwiftUI ships English and Arabic (with their plural rules) and falls back to English; iOS uses a
        /// package's language only when the app itself is localized in it. Return nil for a phrase to keep
        /// RiffleSwiftUI's words. The closure returns a `String`, not a `Text`, because announcements are posted
        /// as strings.
        ///
        /// ```swift
        /// Carousel(photos, index: $index) { PhotoView(photo: $0) }
        ///     .accessibilityPhrases { phrase in
        ///         guard case .page(let number, let count) = phrase else { return nil }
        ///         return String(format: NSLocalizedString("Photo %ld of %ld", comment: "VoiceOver"), number, count)
        ///     }
        /// ```
        ///
        /// - Parameter wording: The app's words for a phrase, or nil to keep RiffleSwiftUI's.
        /// - Returns: The view with the wording in its environment.
        public func accessibilityPhrases(_ wording: @escaping @Sendable (AccessibilityPhrase) -> String?) -> some View {
            environment(\.accessibilityWording, AccessibilityWording(custom: wording))
        }
    }
#endif
