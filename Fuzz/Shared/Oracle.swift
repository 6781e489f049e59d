#if canImport(Glibc)
    import Glibc
#endif

/// The fuzz targets' verdicts: a violated property stops the process with a message naming the target and the
/// property, which libFuzzer records as a crash (and saves the input).
///
/// With the environment variable `FUZZ_ORACLE=traps` the properties are not checked, so the fuzzer looks only
/// for traps and hangs in the code under test (a property violation otherwise stops an input before a trap
/// further on can be reached).
enum Oracle {
    /// Whether properties are checked (`FUZZ_ORACLE` is not `traps`).
    static let checksProperties: Bool = {
        guard let value = getenv("FUZZ_ORACLE") else { return true }
        return String(cString: value) != "traps"
    }()

    /// Stops with `message` unless `condition` holds.
    static func check(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
        line: UInt = #line
    ) {
        if checksProperties, !condition() {
            fatalError("fuzz property violated: \(message())", file: file, line: line)
        }
    }

    /// Whether every value is finite.
    static func finite(_ values: Double...) -> Bool { values.allSatisfy(\.isFinite) }
}

/// A record of everything a run produced, compared between two runs of the same input (determinism).
struct Trace: Equatable {
    private(set) var values: [UInt64] = []
    private(set) var notes: [String] = []

    /// Records a double by its bit pattern (so NaN equals NaN and -0 differs from 0).
    mutating func add(_ value: Double) { values.append(value.bitPattern) }

    /// Records an integer.
    mutating func add(_ value: Int) { values.append(UInt64(bitPattern: Int64(value))) }

    /// Records a description (events, identifiers).
    mutating func add(_ note: String) { notes.append(note) }
}

/// Entry point glue: libFuzzer hands a pointer and a length, the target gets the bytes.
enum Harness {
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Runs `scenario` twice on the same bytes and stops when the traces differ.
    static func deterministic(_ name: String, _ bytes: [UInt8], _ scenario: ([UInt8]) -> Trace) {
        let first = scenario(bytes)
        let second = scenario(bytes)
        Oracle.check(first == second, "\(name): the same input gave two different results")
    }
}
