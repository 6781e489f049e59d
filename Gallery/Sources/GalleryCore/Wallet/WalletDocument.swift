/// What the wallet keeps on disk: the order of its cards (`wallet.json` in the data directory).
///
/// `{"order":["visa","mastercard","amex","jcb","discover"]}`
public struct WalletDocument: Codable, Equatable, Sendable {
    /// The card identifiers, front card first.
    public var order: [String]

    /// Creates a document.
    public init(order: [String]) {
        self.order = order
    }

    /// The order a new wallet starts with.
    public static let standard = WalletDocument(order: WalletCard.defaultOrder)

    /// Why `order` cannot be used, or nil when it can: it may hold only the sample cards and added cards
    /// (`card-6`, `card-7`, …), none twice; any of them may have been removed (an empty wallet is an order too).
    public static func problem(with order: [String]) -> String? {
        var seen = Set<String>()
        for id in order {
            guard seen.insert(id).inserted else { return "card '\(id)' appears twice" }
            guard WalletCard.card(for: id) != nil else { return "unknown card '\(id)'" }
        }
        return nil
    }
}
