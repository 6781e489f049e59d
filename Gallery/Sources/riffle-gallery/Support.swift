import Glibc

/// Monotonic seconds (CLOCK_MONOTONIC).
func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Writes a line to standard error.
func printError(_ message: String) {
    fflush(nil)
    let bytes = Array((message + "\n").utf8)
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let n = write(2, raw.baseAddress?.advanced(by: offset), raw.count - offset)
            if n <= 0 { break }
            offset += n
        }
    }
}

/// Reads a whole text file, or nil when it cannot be read.
func readTextFile(_ path: String) -> String? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n > 0 { bytes += buffer[0..<n] }
        if n < buffer.count { break }
    }
    if ferror(f) != 0 { return nil }
    return String(decoding: bytes, as: UTF8.self)
}

/// Writes `text` to `path` atomically (temporary file, then rename); returns false on failure.
@discardableResult
func writeTextFile(_ path: String, _ text: String) -> Bool {
    let tmp = path + ".tmp"
    guard let f = fopen(tmp, "wb") else { return false }
    let ok = fputs(text, f) >= 0
    fclose(f)
    guard ok else { return false }
    return rename(tmp, path) == 0
}

/// Creates a directory and its parents (like `mkdir -p`); returns false on failure.
@discardableResult
func makeDirectories(_ path: String) -> Bool {
    var current = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
        current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
        if mkdir(current, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
}
