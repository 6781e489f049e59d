/// Turns the fuzzer's bytes into typed choices: integers in ranges, ordinary and adversarial doubles, booleans.
///
/// Every read is total: when the bytes run out, reads return the low end of their range (0, false, the first
/// choice), so any byte string, including the empty one, decodes to a valid scenario. The decoding is a pure
/// function of the bytes, so a saved input replays exactly.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 at the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A 16-bit value (little-endian), 0 at the end.
    mutating func uint16() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    /// A 64-bit value (little-endian), 0 at the end.
    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    /// A boolean (low bit of a byte).
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// An integer in `range` (uniform enough for fuzzing: a byte, or two for wide ranges).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
        if width == 0 { return range.lowerBound }
        let raw = width < 256 ? UInt64(byte()) : UInt64(uint16())
        let span = width == UInt64.max ? UInt64.max : width + 1
        return range.lowerBound &+ Int(truncatingIfNeeded: raw % span)
    }

    /// One of `choices` (the first when the bytes run out).
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// An ordinary double in `range` (16 bits of resolution).
    mutating func double(in range: ClosedRange<Double>) -> Double {
        let fraction = Double(uint16()) / Double(UInt16.max)
        return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
    }

    /// Integers a public API must survive: saturation edges, off-by-ones, negatives.
    static let adversarialInts: [Int] = [
        0, 1, -1, 2, 3, 7, 100, Int.max, Int.min, Int.max - 1, Int.min + 1, Int(Int32.max), 1 << 40, -(1 << 40),
    ]

    /// Doubles a public API must survive: non-finite values, signed zero, subnormals, the extremes, values just
    /// beyond a usual limit.
    static let adversarialDoubles: [Double] = [
        0, -0.0, 1, -1, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e300, -1e300, 1e9, -1e9,
        1e15, 1e6 + 1, 0.5, 1e-9, .ulpOfOne, 4_294_967_296,
    ]

    /// Mostly an ordinary value in `range`; one time in eight an adversarial double (non-finite, huge, tiny).
    mutating func wildDouble(in range: ClosedRange<Double>) -> Double {
        let selector = byte()
        if selector < 224 { return double(in: range) }
        if selector < 248 { return pick(Self.adversarialDoubles) }
        return Double(bitPattern: uint64())
    }

    /// Mostly an integer in `range`; one time in eight an adversarial integer (Int.max, Int.min, …).
    mutating func wildInt(in range: ClosedRange<Int>) -> Int {
        byte() < 224 ? int(in: range) : pick(Self.adversarialInts)
    }
}
