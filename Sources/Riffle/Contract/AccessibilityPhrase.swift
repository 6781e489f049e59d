/// What a component asks assistive technologies to say, as a value: the front end words it in the user's language.
///
/// The core holds no text of its own. Values, labels, announcements and action names are reported as phrases; a
/// front end looks each one up in its localized strings (RiffleSwiftUI ships English and Arabic, with plural
/// rules for the counts) or lets the app word it. Numbers are 1-based, as spoken ("page 3 of 13"); the text a
/// phrase carries (a card's description, an icon's label) is the app's own, passed through unchanged.
public enum AccessibilityPhrase: Hashable, Sendable {
    /// Page `number` of `count` (1-based): a pager's or page indicator's value, and the announcement when a move
    /// settles on a new page.
    case page(Int, of: Int)
    /// A page indicator with no pages.
    case noPages
    /// A card's label: card `number` of `count` (1-based), after the app's `description` of it when that is not
    /// empty. Also announced after a card moves, with its new place.
    case card(Int, of: Int, description: String)
    /// An icon (the app's `label`) was moved to `position` on page `page` (both 1-based).
    case iconMovedToPage(label: String, page: Int, position: Int)
    /// An icon (the app's `label`) was moved to `position` in the dock (1-based).
    case iconMovedToDock(label: String, position: Int)
    /// The name of a custom accessibility action on a card.
    case cardAction(CardStack.AccessibilityAction)
    /// The name of a custom accessibility action on a home-screen icon.
    case iconAction(HomeScreen.IconAction)
    /// The name of the action or control that ends the home screen's edit mode.
    case endEditing
    /// The name of the action that pauses autoplay (WCAG 2.2.2 asks for a way to pause moving content).
    case pauseAutoplay
    /// The name of the action that resumes autoplay after ``pauseAutoplay``.
    case resumeAutoplay
}
