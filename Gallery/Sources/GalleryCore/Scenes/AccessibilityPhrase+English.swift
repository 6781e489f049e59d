import Riffle

extension AccessibilityPhrase {
    /// The gallery's English words for a phrase (the gallery is a Linux front end: the same words as RiffleSwiftUI's
    /// English strings, for its state JSON and its screen-reader log).
    public var english: String {
        switch self {
        case .page(let number, let count): "Page \(number) of \(count)"
        case .noPages: "No pages"
        case .card(let number, let count, let description):
            description.isEmpty ? "Card \(number) of \(count)" : "\(description), card \(number) of \(count)"
        case .iconMovedToPage(let label, let page, let position): "\(label) moved to page \(page), position \(position)"
        case .iconMovedToDock(let label, let position): "\(label) moved to the dock, position \(position)"
        case .cardAction(.moveUp): "Move up"
        case .cardAction(.moveDown): "Move down"
        case .iconAction(.edit): "Edit Home Screen"
        case .iconAction(.moveBackward): "Move back"
        case .iconAction(.moveForward): "Move forward"
        case .iconAction(.moveToPreviousPage): "Move to previous page"
        case .iconAction(.moveToNextPage): "Move to next page"
        case .iconAction(.moveToDock): "Move to dock"
        case .iconAction(.moveOutOfDock): "Move out of dock"
        case .endEditing: "Done"
        case .pauseAutoplay: "Pause"
        case .resumeAutoplay: "Play"
        }
    }
}
