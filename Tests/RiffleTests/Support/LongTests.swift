import Foundation
import Testing

/// The long sweeps: off in `swift test` (and so in `make test-core`), on with `RIFFLE_LONG_TESTS=1`, which
/// `make test-long` sets (CI runs it after `make test`).
///
/// A test that checks a behaviour over a long sweep (every speed in steps of 100 pt/s, hundreds of random streams
/// compared frame by frame against a full recomputation) keeps that sweep here, and the default suite checks the
/// same behaviour on fewer, chosen cases: the boundaries of the behaviour and values between the sweep's round
/// numbers.
enum LongTests {
    /// The environment variable that turns the long sweeps on.
    static let variable = "RIFFLE_LONG_TESTS"

    /// Whether the long sweeps run.
    static var isEnabled: Bool {
        ProcessInfo.processInfo.environment[variable].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// The trait of a test that runs only with the long sweeps.
    static var only: ConditionTrait {
        .enabled(if: isEnabled, "a long sweep: run with \(variable)=1 (make test-long)")
    }

    /// `fast` property cases in the default suite, `long` with the long sweeps on.
    static func count(fast: Int, long: Int) -> Int { isEnabled ? long : fast }
}
