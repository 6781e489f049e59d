import Glibc

/// `--trace FILE`: one JSON line per frame, written as the frames go (buffered, flushed on close).
final class TraceFile {
    private let handle: UnsafeMutablePointer<FILE>

    /// Opens (truncates) `path`, or returns nil when it cannot be written.
    init?(path: String) {
        guard let handle = fopen(path, "w") else { return nil }
        self.handle = handle
    }

    deinit { fclose(handle) }

    /// Appends one line.
    func write(_ line: String) {
        fputs(line, handle)
        fputc(0x0A, handle)
    }
}
