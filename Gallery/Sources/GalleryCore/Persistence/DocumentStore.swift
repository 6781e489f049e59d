import Foundation

/// A small JSON document on disk (the wallet's card order, the home screen's layout), written atomically.
///
/// Saving writes a temporary file in the same directory (`.NAME.tmp-PID-XXXXXX`, mode 0600), flushes it to disk and
/// renames it over the old file, so a crash mid-write leaves either the old document or the new one, never a torn
/// file. A writer killed mid-save leaves its temporary behind; loading removes such stale temporaries (see
/// ``removeStaleTemporaries(now:)``), so they never accumulate. Loading never traps: a missing file gives the
/// default; an unreadable (a dangling symbolic link, a symbolic-link loop, a directory, no permission), corrupt or
/// invalid file gives the default too, with the reason, so the caller can report it (the gallery prints a warning)
/// and the next save replaces it.
public struct DocumentStore<Document: Codable & Equatable & Sendable>: Sendable {
    /// The file's path.
    public let path: String
    /// The directory holding the file.
    public let directory: String
    /// The file name (`wallet.json`).
    public let name: String

    /// A temporary left by a writer whose process is alive is removed only when it is older than this (seconds):
    /// a save takes milliseconds, so an hour-old temporary belongs to a killed writer whose process id was reused.
    public static var staleAge: Double { 3600 }

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
        self.directory = directory
        self.name = name
        path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Loads the document, or `defaultDocument` when there is none or it cannot be used; first removes stale
    /// temporaries (``removeStaleTemporaries(now:)``).
    ///
    /// A directory entry that cannot be followed (a dangling symbolic link, a loop of links) is unreadable, not
    /// missing: it is reported like a corrupt file.
    ///
    /// - Parameters:
    ///   - defaultDocument: The document to use when the file is missing or unusable.
    ///   - validate: Returns a reason when a decoded document is unusable (for example, unknown ids).
    /// - Returns: The document and what happened.
    public func load(default defaultDocument: Document, validate: (Document) -> String? = { _ in nil })
        -> (Document, Outcome)
    {
        removeStaleTemporaries()
        var info = stat()
        if lstat(path, &info) != 0 {
            let code = errno
            if code == ENOENT { return (defaultDocument, .missing) }
            return (defaultDocument, .replaced(reason: "cannot read \(path) (\(Self.message(code)))"))
        }
        if (info.st_mode & S_IFMT) == S_IFLNK && stat(path, &info) != 0 {
            let code = errno
            let why = code == ENOENT ? "a dangling symbolic link" : Self.message(code)
            return (defaultDocument, .replaced(reason: "cannot read \(path) (\(why))"))
        }
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
    ///
    /// The temporary file is `.NAME.tmp-PID-XXXXXX` in the same directory (so the rename is atomic); it is removed
    /// when anything fails. A symbolic link at the path is replaced by the file, not followed.
    /// - Throws: ``StoreError`` (or Foundation's error when the directory cannot be created).
    public func save(_ document: Document) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(document)
        var template = Array((directory + "/" + temporaryPrefix + "\(getpid())-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw StoreError(action: "create a temporary file for", path: path, code: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: StoreError?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress?.advanced(by: offset), raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    failure = StoreError(action: "write", path: temporary, code: errno)
                    return
                }
                offset += n
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = StoreError(action: "flush", path: temporary, code: errno) }
        if close(fd) != 0 && failure == nil { failure = StoreError(action: "close", path: temporary, code: errno) }
        if failure == nil && rename(temporary, path) != 0 {
            failure = StoreError(action: "rename \(temporary) to", path: path, code: errno)
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Deletes the stored document (`--reset`), a symbolic link included; a missing file is not an error.
    public func reset() throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        try FileManager.default.removeItem(atPath: path)
    }

    /// Removes the temporaries of this document left by writers killed mid-save, and returns their names.
    ///
    /// Only names of the exact form `.NAME.tmp-PID-XXXXXX` (this store's own pattern, six random characters) are
    /// considered, and one is removed only when process PID no longer exists, or when the file is older than
    /// ``staleAge`` (the process id was reused). A concurrent writer's live temporary is therefore never touched.
    /// Nothing here throws: a temporary that cannot be removed stays for the next start.
    /// - Parameter now: The current time (seconds since 1970), for the age rule.
    /// - Complexity: O(entries in the directory).
    @discardableResult
    public func removeStaleTemporaries(now: Double = Date().timeIntervalSince1970) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for entry in entries {
            guard let pid = temporaryOwner(entry) else { continue }
            let full = directory + "/" + entry
            var info = stat()
            guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let age = now - Double(info.st_mtim.tv_sec)
            let ownerGone = kill(pid, 0) != 0 && errno == ESRCH
            if (ownerGone || age > Self.staleAge) && unlink(full) == 0 { removed.append(entry) }
        }
        return removed.sorted()
    }

    /// `.NAME.tmp-`: the start of this store's temporary file names.
    var temporaryPrefix: String { "." + name + ".tmp-" }

    /// The writer's process id when `entry` is one of this store's temporaries (`.NAME.tmp-PID-XXXXXX`).
    func temporaryOwner(_ entry: String) -> pid_t? {
        guard entry.hasPrefix(temporaryPrefix) else { return nil }
        let rest = entry.dropFirst(temporaryPrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard rest.count == 2, rest[1].count == 6, rest[0].allSatisfy(\.isASCII), let pid = pid_t(rest[0]), pid > 0
        else { return nil }
        return pid
    }

    private static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

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
