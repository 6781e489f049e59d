/// Frame-time statistics for `--stats`: nearest-rank percentiles of the real time spent on each frame.
public struct FrameStats: Sendable {
    /// The samples, in milliseconds.
    public private(set) var samples: [Double] = []

    /// Creates empty statistics.
    public init() {}

    /// Adds one frame's time in milliseconds (non-finite or negative values are ignored).
    public mutating func record(milliseconds: Double) {
        if milliseconds.isFinite && milliseconds >= 0 { samples.append(milliseconds) }
    }

    /// The nearest-rank percentile `p` (0…100) of the samples, or nil when there are none.
    /// - Complexity: O(n log n).
    public func percentile(_ p: Double) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let clamped = p.isNaN ? 50 : min(100, max(0, p))
        let rank = Int((clamped / 100 * Double(sorted.count)).rounded(.up))
        return sorted[max(0, min(sorted.count - 1, rank - 1))]
    }

    /// The statistics as a JSON object: frame count and p50/p95/p99/max in milliseconds.
    public var json: JSONValue {
        func ms(_ v: Double?) -> JSONValue { v.map { .double(($0 * 1000).rounded() / 1000) } ?? .null }
        return .object([
            ("frames", .int(samples.count)),
            ("p50_ms", ms(percentile(50))),
            ("p95_ms", ms(percentile(95))),
            ("p99_ms", ms(percentile(99))),
            ("max_ms", ms(samples.max())),
        ])
    }
}
