// Compiled on every platform (no SwiftUI): the keys are checked on Linux against the shipped strings
// (Tests/RiffleSwiftUITests).
import Riffle

extension AccessibilityPhrase {
    /// One argument of a phrase's localized format.
    enum FormatArgument: Hashable, Sendable {
        /// A number, formatted with `%ld`.
        case number(Int)
        /// The app's text, formatted with `%@`.
        case text(String)
    }

    /// The phrase's key in RiffleSwiftUI's `Localizable.strings`, or in `Localizable.stringsdict` for the phrases
    /// whose wording depends on a count (plural rules).
    var localizationKey: String {
        switch self {
        case .page: "riffle.page"
        case .noPages: "riffle.noPages"
        case .card(_, _, let description): description.isEmpty ? "riffle.card" : "riffle.cardWithDescription"
        case .iconMovedToPage: "riffle.iconMovedToPage"
        case .iconMovedToDock: "riffle.iconMovedToDock"
        case .cardAction(let action): "riffle.cardAction.\(action.rawValue)"
        case .iconAction(let action): "riffle.iconAction.\(action.rawValue)"
        case .endEditing: "riffle.endEditing"
        case .pauseAutoplay: "riffle.pauseAutoplay"
        case .resumeAutoplay: "riffle.resumeAutoplay"
        }
    }

    /// The arguments of the key's format, in order: `%1$`, `%2$`, `%3$`.
    var formatArguments: [FormatArgument] {
        switch self {
        case .page(let number, let count): [.number(number), .number(count)]
        case .card(let number, let count, let description):
            description.isEmpty
                ? [.number(number), .number(count)] : [.number(number), .number(count), .text(description)]
        case .iconMovedToPage(let label, let page, let position): [.text(label), .number(page), .number(position)]
        case .iconMovedToDock(let label, let position): [.text(label), .number(position)]
        case .noPages, .cardAction, .iconAction, .endEditing, .pauseAutoplay, .resumeAutoplay: []
        }
    }
}
