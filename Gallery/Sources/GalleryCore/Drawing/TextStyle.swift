/// The gallery's one type scale (sizes in points, DejaVu Sans and DejaVu Sans Bold).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// 34 pt bold: screen titles ("Discover").
    case largeTitle
    /// 28 pt bold: onboarding headlines, detail titles.
    case title
    /// 22 pt bold: card labels.
    case title2
    /// 17 pt bold: subtitles and emphasised lines.
    case headline
    /// 17 pt regular: running text.
    case body
    /// 15 pt regular: secondary text.
    case subheadline
    /// 13 pt regular: small print.
    case footnote
    /// 12 pt bold: the picker and badges.
    case caption
    /// 12 pt regular: the names under the home screen's icons (seed 002's `.font(.system(size: 12))`).
    case label
    /// 10 pt regular: hints under the picker labels.
    case caption2

    /// The font size in points.
    public var pointSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .headline, .body: return 17
        case .subheadline: return 15
        case .footnote: return 13
        case .caption, .label: return 12
        case .caption2: return 10
        }
    }

    /// Whether the style uses the bold face.
    public var isBold: Bool {
        switch self {
        case .largeTitle, .title, .title2, .headline, .caption: return true
        case .body, .subheadline, .footnote, .label, .caption2: return false
        }
    }

    /// The distance between baselines of wrapped lines, in points.
    public var lineHeight: Double { (pointSize * 1.32).rounded() }
}
