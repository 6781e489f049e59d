/// The wallet's card order on disk: loaded once, saved on every change, atomically (see ``DocumentStore``).
///
/// Nothing here traps: an unreadable, corrupt or invalid file is reported through `warn` and the default order is
/// used (the next save replaces the file); a failed save is reported and the wallet goes on in memory.
public struct WalletStorage: Sendable {
    /// The file name in the data directory.
    public static let fileName = "wallet.json"
    /// The underlying store.
    public let store: DocumentStore<WalletDocument>

    /// Storage in `directory` (the gallery's data directory).
    public init(directory: String) {
        store = DocumentStore(directory: directory, name: WalletStorage.fileName)
    }

    /// The file's path.
    public var path: String { store.path }

    /// The stored order, or the default one (with a warning when the file was unusable).
    public func loadOrder(warn: (String) -> Void) -> [String] {
        let (document, outcome) = store.load(default: .standard) { document in
            WalletDocument.problem(with: document.order).map { "\(store.path): \($0)" }
        }
        if case .replaced(let reason) = outcome {
            warn("wallet: \(reason); using the default card order")
        }
        return document.order
    }

    /// Saves `order`; a failure is reported through `warn`.
    public func save(_ order: [String], warn: (String) -> Void) {
        do {
            try store.save(WalletDocument(order: order))
        } catch {
            warn("wallet: cannot save the card order to \(store.path): \(error)")
        }
    }

    /// Deletes the stored order (`--reset`); a failure is reported through `warn`.
    public func reset(warn: (String) -> Void) {
        do {
            try store.reset()
        } catch {
            warn("wallet: cannot delete \(store.path): \(error)")
        }
    }
}
