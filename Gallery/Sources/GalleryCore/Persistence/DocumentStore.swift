import Foundation

/// A small JSON document on disk (the wallet's card order, the home screen's layout), written atomically.
///
/// Saving writes a temporary file in the same directory, flushes it and renames it over the old file, so a crash
/// mid-write leaves either the old document or the new one, never a torn file. Loading never traps: a missing
/// file gives the default; an unreadable, corrupt or invalid file gives the default too, with the reason, so the
/// caller can report it (the gallery prints a warning) and the next save replaces it.
public struct DocumentStore<Document: Codable & Equatable & Sendable>: Sendable {
    /// The file's path.
    public let path: String

    /// What loading found.
    public enum Outcome: Equatable, Sendable {
        /// No file yet: the default is used.
        case missing
        /// The stored document.
        case loaded
        /// The file could not be used (the reason says why); the default is used and will replace it.
        case replaced(reason: String)
    }

    /// A store for `name` (a file name such as `wallet.json`) in `directory`.
    public init(directory: String, name: String) {
        path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Loads the document, or `defaultDocument` when there is none or it cannot be used.
    ///
    /// - Parameters:
    ///   - defaultDocument: The document to use when the file is missing or unusable.
    ///   - validate: Returns a reason when a decoded document is unusable (for example, unknown ids).
    /// - Returns: The document and what happened.
    public func load(default defaultDocument: Document, validate: (Document) -> String? = { _ in nil })
        -> (Document, Outcome)
    {
        guard FileManager.default.fileExists(atPath: path) else { return (defaultDocument, .missing) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (defaultDocument, .replaced(reason: "cannot read \(path)"))
        }
        do {
            let document = try JSONDecoder().decode(Document.self, from: data)
            if let problem = validate(document) { return (defaultDocument, .replaced(reason: problem)) }
            return (document, .loaded)
        } catch {
            return (defaultDocument, .replaced(reason: "\(path) is not a valid document (\(Self.describe(error)))"))
        }
    }

    /// Saves the document atomically, creating the directory if needed.
    public func save(_ document: Document) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(document).write(to: url, options: .atomic)
    }

    /// Deletes the stored document (`--reset`); a missing file is not an error.
    public func reset() throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try FileManager.default.removeItem(atPath: path)
    }

    private static func describe(_ error: any Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context): return context.debugDescription
            case .keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
            case .typeMismatch(_, let context): return context.debugDescription
            case .valueNotFound(_, let context): return context.debugDescription
            @unknown default: return "\(decoding)"
            }
        }
        return "\(error)"
    }
}

/// Where the gallery keeps its documents.
public enum DataLocation {
    /// The data directory: `explicit` when given (`--data-dir`); a fresh temporary directory for headless runs
    /// (so tests and scripts never touch the user's data); otherwise `$XDG_DATA_HOME/riffle-gallery`, falling back
    /// to `~/.local/share/riffle-gallery` (the XDG Base Directory default).
    public static func directory(explicit: String?, headless: Bool, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if headless {
            let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            let template = base + "/riffle-gallery-XXXXXX"
            var bytes = Array(template.utf8CString)
            if let made = mkdtemp(&bytes) { return String(cString: made) }
            return base + "/riffle-gallery-\(getpid())"
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/riffle-gallery" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return home + "/.local/share/riffle-gallery"
    }
}
