import Foundation
import PropertyBased
import RiffleTestSupport
import Synchronization
import Testing

/// The property-test helper: seeds are noted before a case runs, replay draws PropertyBased's values, and a
/// case that traps has its seed on stderr.
@Suite("Property seeds")
struct PropertySeedTests {
    @Test func aSeedDrawsTheValuesPropertyBasedDrewForIt() throws {
        // Issue 11's flaky case: PropertyBased reported seed 6KGcNceI… with a script that starts decayTo(682.42…),
        // stop, decayTo(4003.09…), decay(−1e308, −inf) (its "shrunk down from" input).
        var rng = try #require(Xoshiro(seed: "6KGcNceIvbDTDPIxKCww3D9j3wSfW5WF5b/W/p08dCg="))
        let steps = try MotionPropertyTests.step.array(of: 1...40).run(using: &rng, limit: 10_000)
        let start = steps.prefix(4).map { String(describing: $0) }
        expectEqual(
            start, ["decayTo(682.4204564931206)", "stop", "decayTo(4003.0947753990567)", "decay(-1e+308, -inf)"])
    }

    @Test func everyCaseHasItsSeedNotedWhileItRuns() async {
        var notes: [String] = []
        await checkProperty(count: 5, input: Gen.int(in: 0...9)) { _ in
            notes.append(contentsOf: PropertyCrashNotes.current.filter { $0.contains("everyCaseHasItsSeedNoted") })
        }
        expectEqual(notes.count, 5)
        expectEqual(Set(notes).count, 5)  // a fresh seed per case
        for note in notes {
            #expect(
                note.hasPrefix("property seed: ")
                    && note.hasSuffix("test: PropertySeedTests/everyCaseHasItsSeedNotedWhileItRuns"))
            let seed = note.dropFirst("property seed: ".count).prefix { $0 != " " }
            #expect(Xoshiro(seed: String(seed)) != nil)
        }
        #expect(PropertyCrashNotes.current.allSatisfy { !$0.contains("everyCaseHasItsSeedNoted") })
    }

    @Test func aFailingCaseIsReportedWithItsSeedAndTheReplayCommand() async {
        let messages = Mutex<[String]>([])
        await withKnownIssue {
            await checkProperty(count: 10, input: Gen.int(in: 7...7)) { value in
                expectEqual(value, 8)
            }
        } matching: { issue in
            messages.withLock { $0.append(String(describing: issue)) }
            return true
        }
        let recorded = messages.withLock { $0 }
        // The property's own failure, then one report for the first failing case (the check stops there).
        expectEqual(recorded.count, 2)
        let report = recorded.last ?? ""
        #expect(report.contains("Property failed with input 7."))
        #expect(report.contains("property seed: ") && report.contains("RIFFLE_PROPERTY_SEED="))
        #expect(report.contains("--filter 'PropertySeedTests/aFailingCaseIsReportedWithItsSeedAndTheReplayCommand'"))
    }

    @Test func aCaseThatTrapsHasItsSeedWrittenToStandardError() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await checkProperty(count: 3, input: Gen.int(in: 5...5)) { value in
                precondition(value != 5, "a planted trap")
            }
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            // The child process runs the body outside a test, so the test name is "?".
            #expect(stderr.contains("property seed: ") && stderr.contains(" test: ?"))
            #expect(stderr.contains("RIFFLE_PROPERTY_SEED="))
        }
    }
}
