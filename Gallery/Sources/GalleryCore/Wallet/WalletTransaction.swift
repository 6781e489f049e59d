/// One entry of the transaction history (seed 004's `Transaction`: id, merchant, amount, date, icon).
public struct WalletTransaction: Hashable, Sendable {
    /// The merchant's name.
    public var merchant: String
    /// The amount in cents.
    public var cents: Int
    /// The date, as shown ("Mar 14").
    public var date: String
    /// The icon's glyph: the merchant's initial.
    public var glyph: String
    /// The icon's colours, top and bottom of its gradient (`0xRRGGBB`).
    public var colors: (top: UInt32, bottom: UInt32)

    /// Creates a transaction.
    public init(merchant: String, cents: Int, date: String, glyph: String, colors: (top: UInt32, bottom: UInt32)) {
        self.merchant = merchant
        self.cents = cents
        self.date = date
        self.glyph = glyph
        self.colors = colors
    }

    /// The amount as shown: "$1,234.50".
    public var formattedAmount: String { WalletTransaction.format(cents: cents) }

    /// An amount in cents as shown: 123450 → "$1,234.50" (negative amounts get a leading minus).
    public static func format(cents: Int) -> String {
        let whole = Format.grouped(Int(cents.magnitude / 100))
        let rest = Int(cents.magnitude % 100)
        return (cents < 0 ? "-$" : "$") + whole + "." + (rest < 10 ? "0" : "") + String(rest)
    }

    /// Two transactions are equal when every field is.
    public static func == (a: WalletTransaction, b: WalletTransaction) -> Bool {
        a.merchant == b.merchant && a.cents == b.cents && a.date == b.date && a.glyph == b.glyph
            && a.colors == b.colors
    }

    /// Hashes the fields that identify a transaction.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(merchant)
        hasher.combine(cents)
        hasher.combine(date)
    }

    /// The history shown for every card, newest first.
    public static let samples: [WalletTransaction] = [
        WalletTransaction(
            merchant: "Blue Bottle", cents: 575, date: "Mar 14", glyph: "B", colors: (0x5AA9F0, 0x2B6FCB)),
        WalletTransaction(
            merchant: "Green Grocer", cents: 6_435, date: "Mar 13", glyph: "G", colors: (0x6FD08C, 0x2E9E5B)),
        WalletTransaction(
            merchant: "City Cabs", cents: 1_820, date: "Mar 12", glyph: "C", colors: (0xFFD35C, 0xF0A020)),
        WalletTransaction(merchant: "Streamly", cents: 1_549, date: "Mar 10", glyph: "S", colors: (0xFF7A85, 0xE0334A)),
        WalletTransaction(merchant: "Apex Fuel", cents: 4_210, date: "Mar 9", glyph: "A", colors: (0xFFA26B, 0xEC6B2D)),
        WalletTransaction(
            merchant: "Harbor Inn", cents: 21_200, date: "Mar 7", glyph: "H", colors: (0xB18CFF, 0x7A4FE0)),
        WalletTransaction(merchant: "Tune Box", cents: 1_099, date: "Mar 5", glyph: "T", colors: (0x4ED8C8, 0x16A394)),
        WalletTransaction(merchant: "Book Nook", cents: 3_782, date: "Mar 3", glyph: "N", colors: (0x8C94A8, 0x545C70)),
    ]
}
