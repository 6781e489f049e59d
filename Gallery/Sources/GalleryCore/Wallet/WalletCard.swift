/// One card in the wallet (seed 004's `Card`: id, number, type, expiry date, image, name).
///
/// The image is procedural (``CardArt``); the number is shown masked, as "•••• 1234".
public struct WalletCard: Hashable, Sendable {
    /// The card's identifier: `visa`, `mastercard`, `amex`, `jcb`, `discover`, or `card-N` for an added card.
    public var id: String
    /// The brand and design.
    public var brand: CardBrand
    /// The last four digits of the number.
    public var lastDigits: String
    /// The holder's name, as printed on the card.
    public var holder: String
    /// The expiry date, `MM/YY`.
    public var expiry: String

    /// Creates a card.
    public init(id: String, brand: CardBrand, lastDigits: String, holder: String, expiry: String) {
        self.id = id
        self.brand = brand
        self.lastDigits = lastDigits
        self.holder = holder
        self.expiry = expiry
    }

    /// The credit limit in cents, shown under the history (a gallery addition; the seed has no balance).
    public var creditLimitCents: Int {
        switch brand {
        case .visa: return 500_000
        case .mastercard: return 750_000
        case .amex: return 1_000_000
        case .jcb: return 300_000
        case .discover: return 400_000
        case .aurora, .ember, .lagoon, .graphite: return 250_000
        }
    }

    /// The masked number, as printed: "•••• 1234".
    public var maskedNumber: String { "•••• " + lastDigits }

    /// What a screen reader says before the position: "Visa ending 1234".
    public var accessibilityDescription: String { "\(brand.displayName) ending \(lastDigits)" }

    /// The holder of every sample card.
    public static let holderName = "ALEX MORGAN"

    /// Seed 004's test cards, Visa first (in front) and Discover last.
    public static let samples: [WalletCard] = [
        WalletCard(id: "visa", brand: .visa, lastDigits: "1234", holder: holderName, expiry: "12/28"),
        WalletCard(id: "mastercard", brand: .mastercard, lastDigits: "5678", holder: holderName, expiry: "09/27"),
        WalletCard(id: "amex", brand: .amex, lastDigits: "1005", holder: holderName, expiry: "03/29"),
        WalletCard(id: "jcb", brand: .jcb, lastDigits: "3566", holder: holderName, expiry: "07/26"),
        WalletCard(id: "discover", brand: .discover, lastDigits: "6011", holder: holderName, expiry: "11/30"),
    ]

    /// The initial order: `["visa", "mastercard", "amex", "jcb", "discover"]`.
    public static let defaultOrder = samples.map(\.id)

    /// The number of the first added card (`card-6`: the five samples come first).
    public static let firstAddedNumber = 6

    /// The identifier of the added card number `n` (`card-6` for 6).
    public static func addedID(_ n: Int) -> String { "card-\(n)" }

    /// The number in an added card's identifier (`card-7` → 7), or nil for any other identifier.
    ///
    /// Only canonical numbers from ``firstAddedNumber`` to 999,999 count (no sign, no leading zeros).
    public static func addedNumber(of id: String) -> Int? {
        guard id.hasPrefix("card-") else { return nil }
        let digits = id.dropFirst(5)
        guard (1...6).contains(digits.count), digits.first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let n = Int(digits), n >= firstAddedNumber
        else { return nil }
        return n
    }

    /// The card with identifier `id`: a sample, or an added card whose design, digits and expiry follow from its
    /// number; nil for an identifier the wallet does not know.
    public static func card(for id: String) -> WalletCard? {
        if let sample = samples.first(where: { $0.id == id }) { return sample }
        guard let n = addedNumber(of: id) else { return nil }
        let brands = CardBrand.addable
        let brand = brands[(n - firstAddedNumber) % brands.count]
        let digits = String((n * 7919 + 2417) % 10_000)
        let last = String(repeating: "0", count: 4 - digits.count) + digits
        let month = (n * 5) % 12 + 1
        let year = 27 + n % 5
        let expiry = (month < 10 ? "0" : "") + "\(month)/\(year)"
        return WalletCard(id: id, brand: brand, lastDigits: last, holder: holderName, expiry: expiry)
    }
}
