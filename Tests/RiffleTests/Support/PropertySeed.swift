import Foundation
import PropertyBased
import Synchronization
import Testing

/// The seed of each property case, kept where it survives a crash, and the replay switch.
///
/// PropertyBased draws a fresh seed for every case and prints it only after a failing case has finished, so a
/// case that traps (an invariant, a precondition) killed the process with its seed unknown. ``checkProperty``
/// runs the same cases from the same kind of seed, but notes each seed before its case runs:
/// - while a case runs, its line `property seed: <seed> test: <test>` sits in ``PropertySeed`` 's crash
///   notes, which a handler for the fatal signals (SIGILL and SIGTRAP from a Swift trap, SIGABRT, SIGSEGV,
///   SIGBUS, SIGFPE, and SIGTERM/SIGINT from a timeout) writes to stderr before the process dies, then hands
///   the signal on to the handler that was there before (Swift's backtracer);
/// - a failing case records an issue that names its seed and the command that replays it;
/// - `RIFFLE_PROPERTY_TRACE=1` also writes every case's line to stderr before it runs (for a SIGKILL).
///
/// Normal output stays quiet: nothing is printed unless a case fails or the process dies.
///
/// Replay one case: `RIFFLE_PROPERTY_SEED=<seed> swift test --disable-xctest --filter <test>` runs only the
/// case of that seed in the matching property tests. The seeds are PropertyBased's (a base64 Xoshiro state),
/// so a seed printed by PropertyBased itself replays too, and `.fixedSeed("<seed>")` on the test replays one
/// of ours with PropertyBased's shrinking.
enum PropertySeed {
    /// The environment variable whose seed replaces the random ones.
    static let replayVariable = "RIFFLE_PROPERTY_SEED"
    /// The environment variable that makes every case print its seed line before it runs.
    static let traceVariable = "RIFFLE_PROPERTY_TRACE"

    /// The seed to replay, if the environment names one.
    static var replaySeed: String? {
        ProcessInfo.processInfo.environment[replayVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether every case prints its seed line before it runs.
    static var tracing: Bool {
        ProcessInfo.processInfo.environment[traceVariable].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// The name `swift test --filter` matches for the running test: its suite and function, without arguments.
    static var currentTestFilter: String {
        guard let test = Test.current else { return "?" }
        let function = test.name.split(separator: "(").first.map(String.init) ?? test.name
        let suite = test.id.nameComponents.dropLast().last.map { "\($0)/" } ?? ""
        return suite + function
    }
}

/// Runs `body` on `count` generated values, like PropertyBased's `propertyCheck`, noting each case's seed
/// before the case runs so that a crash still reports it (see ``PropertySeed``).
///
/// With `RIFFLE_PROPERTY_SEED` set, only the case of that seed runs. The first failing case stops the check
/// and records an issue with its seed, its input and the command that replays it. Values are drawn exactly as
/// PropertyBased draws them (`Generator.run(using:limit:)` on a `Xoshiro` of the seed); shrinking is not done
/// here (replay the seed with `.fixedSeed` for that).
///
/// - Parameters:
///   - count: How many cases to run.
///   - input: The generator of one case's value.
///   - body: The property; it records issues with `#expect`.
///   - isolation: The actor `body` runs on, if any.
///   - sourceLocation: Where issues are attributed.
func checkProperty<Value, Shrinker>(
    count: Int = 100,
    input: Generator<Value, Shrinker>,
    perform body: (Value) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    PropertyCrashNotes.installOnce()
    let filter = PropertySeed.currentTestFilter
    let replay = PropertySeed.replaySeed
    let cases = replay == nil ? max(count, 0) : 1
    for _ in 0..<cases {
        guard !Task.isCancelled else { return }
        let start: Xoshiro
        if let replay {
            guard let seeded = Xoshiro(seed: replay) else {
                Issue.record("\(PropertySeed.replayVariable) is not a seed: \(replay)", sourceLocation: sourceLocation)
                return
            }
            start = seeded
        } else {
            start = Xoshiro()
        }
        let seed = start.currentSeed
        let line = "property seed: \(seed) test: \(filter)"
        if PropertySeed.tracing { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        let note = PropertyCrashNotes.open(line)
        defer { PropertyCrashNotes.close(note) }
        var rng = start
        let value: Value
        do {
            value = try input.run(using: &rng, limit: 10_000)
        } catch {
            Issue.record("\(error) (\(line))", sourceLocation: sourceLocation)
            return
        }
        let description = String(describing: value)
        let failures = await countFailures(isolation: isolation) { try await body(value) }
        guard failures > 0 else { continue }
        Issue.record(
            """
            Property failed with input \(description).
            \(line)
            Replay: \(PropertySeed.replayVariable)=\(seed) swift test --disable-xctest --filter '\(filter)'
            """,
            sourceLocation: sourceLocation)
        return
    }
}

/// Runs `body`, lets its issues through, and returns how many of them are errors (a thrown error counts).
private func countFailures(
    isolation: isolated (any Actor)?, _ body: () async throws -> Void
) async -> Int {
    let failures = Mutex(0)
    nonisolated(unsafe) let unsafeBody = body
    let counter = IssueHandlingTrait.compactMapIssues { issue in
        if issue.severity == .error { failures.withLock { $0 += 1 } }
        return issue
    }
    guard let test = Test.current else {
        // Outside a test (an exit test's child process) there is no issue to count: a failure ends the process.
        do { try await unsafeBody() } catch { return 1 }
        return 0
    }
    do {
        try await counter.provideScope(for: test, testCase: Test.Case.current) {
            do {
                try await unsafeBody()
            } catch {
                Issue.record(error)
            }
        }
    } catch {
        Issue.record(error)
        return max(1, failures.withLock { $0 })
    }
    return failures.withLock { $0 }
}

// MARK: - The overloads PropertyBased offers for several generators

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` for two generators.
func checkProperty<A, SA, B, SB>(
    count: Int = 100, input a: Generator<A, SA>, _ b: Generator<B, SB>,
    perform body: (A, B) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await checkProperty(
        count: count, input: zip(a, b), perform: { try await body($0.0, $0.1) }, isolation: isolation,
        sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` for three generators.
func checkProperty<A, SA, B, SB, C, SC>(
    count: Int = 100, input a: Generator<A, SA>, _ b: Generator<B, SB>, _ c: Generator<C, SC>,
    perform body: (A, B, C) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await checkProperty(
        count: count, input: zip(a, b, c), perform: { try await body($0.0, $0.1, $0.2) }, isolation: isolation,
        sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` for four generators.
func checkProperty<A, SA, B, SB, C, SC, D, SD>(
    count: Int = 100, input a: Generator<A, SA>, _ b: Generator<B, SB>, _ c: Generator<C, SC>,
    _ d: Generator<D, SD>,
    perform body: (A, B, C, D) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await checkProperty(
        count: count, input: zip(a, b, c, d), perform: { try await body($0.0, $0.1, $0.2, $0.3) },
        isolation: isolation, sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` for five generators.
func checkProperty<A, SA, B, SB, C, SC, D, SD, E, SE>(
    count: Int = 100, input a: Generator<A, SA>, _ b: Generator<B, SB>, _ c: Generator<C, SC>,
    _ d: Generator<D, SD>, _ e: Generator<E, SE>,
    perform body: (A, B, C, D, E) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await checkProperty(
        count: count, input: zip(a, b, c, d, e), perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4) },
        isolation: isolation, sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` for six generators.
func checkProperty<A, SA, B, SB, C, SC, D, SD, E, SE, F, SF>(
    count: Int = 100, input a: Generator<A, SA>, _ b: Generator<B, SB>, _ c: Generator<C, SC>,
    _ d: Generator<D, SD>, _ e: Generator<E, SE>, _ f: Generator<F, SF>,
    perform body: (A, B, C, D, E, F) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await checkProperty(
        count: count, input: zip(a, b, c, d, e, f),
        perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) }, isolation: isolation,
        sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` for seven generators.
func checkProperty<A, SA, B, SB, C, SC, D, SD, E, SE, F, SF, G, SG>(
    count: Int = 100, input a: Generator<A, SA>, _ b: Generator<B, SB>, _ c: Generator<C, SC>,
    _ d: Generator<D, SD>, _ e: Generator<E, SE>, _ f: Generator<F, SF>, _ g: Generator<G, SG>,
    perform body: (A, B, C, D, E, F, G) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await checkProperty(
        count: count, input: zip(a, b, c, d, e, f, g),
        perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) }, isolation: isolation,
        sourceLocation: sourceLocation)
}
