/// The look of a wallet card: the five brands of seed 004 and the designs the plus button adds.
public enum CardBrand: String, CaseIterable, Hashable, Sendable {
    /// Visa: deep blue with the VISA wordmark.
    case visa
    /// Mastercard: graphite with the red and yellow circles.
    case mastercard
    /// American Express: blue with the boxed AMEX mark.
    case amex
    /// JCB: dark teal with the blue, red and green tiles.
    case jcb
    /// Discover: slate with the orange ball in DISCOVER.
    case discover
    /// An added card: violet.
    case aurora
    /// An added card: coral.
    case ember
    /// An added card: sea green.
    case lagoon
    /// An added card: graphite and gold.
    case graphite

    /// The designs the plus button cycles through, in order.
    public static let addable: [CardBrand] = [.aurora, .ember, .lagoon, .graphite]

    /// The name used in descriptions ("Visa ending 1234").
    public var displayName: String {
        switch self {
        case .visa: return "Visa"
        case .mastercard: return "Mastercard"
        case .amex: return "American Express"
        case .jcb: return "JCB"
        case .discover: return "Discover"
        case .aurora: return "Aurora"
        case .ember: return "Ember"
        case .lagoon: return "Lagoon"
        case .graphite: return "Graphite"
        }
    }

    /// The card's background gradient, top to bottom (`0xRRGGBB`).
    public var gradient: (top: UInt32, bottom: UInt32) {
        switch self {
        case .visa: return (0x2D5BD0, 0x16246E)
        case .mastercard: return (0x43464F, 0x17181C)
        case .amex: return (0x3F9BE0, 0x0A5DA8)
        case .jcb: return (0x1F7F7A, 0x0B3D45)
        case .discover: return (0x3A4252, 0x161A22)
        case .aurora: return (0x8A63F0, 0x4B2AA8)
        case .ember: return (0xFF8A6B, 0xD9415A)
        case .lagoon: return (0x2CC7A4, 0x0E7C74)
        case .graphite: return (0x5A5E66, 0x24262B)
        }
    }
}
