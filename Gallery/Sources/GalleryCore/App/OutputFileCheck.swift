import Glibc

/// Checks, before anything runs, that a file the gallery writes at the end (`--state-file`, `--screenshot`) can be
/// created: a bad path is a usage error (exit status 2) instead of a failure after the whole replay.
public enum OutputFileCheck {
    /// Why `path` cannot be written, or nil when its directory exists, is a directory and is writable and the path
    /// itself is not a directory.
    ///
    /// - Parameter path: The file to write (relative paths are relative to the working directory).
    public static func problem(with path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { return "'\(path)' is a directory" }
        let directory = parent(of: path)
        guard stat(directory, &info) == 0 else {
            let code = errno
            if code == ENOENT { return "the directory '\(directory)' does not exist" }
            return "cannot use the directory '\(directory)' (\(String(cString: strerror(code))))"
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return "'\(directory)' is not a directory" }
        guard access(directory, W_OK) == 0 else { return "the directory '\(directory)' is not writable" }
        return nil
    }

    /// The directory part of `path`: `.` for a bare name, `/` for a file at the root.
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let head = path[..<slash]
        return head.isEmpty ? "/" : String(head)
    }
}
