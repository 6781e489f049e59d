@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension ComponentHost {
    /// Stops recording and returns what was recorded.
    ///
    /// - Returns: The recording, or nil when none was running.
    mutating func stopRecording() -> Recording? {
        defer { recording = nil }
        return recording
    }
}
