import RiffleTestSupport
import Testing

/// `expectEqual(a, b)`, which the tests use for `#expect(a == b)` (Tests/RiffleTestSupport/ExpectEqual.swift):
/// it fails when the values differ, says both values, at the caller's line, and checks what `a == b` checks.
@Suite("expectEqual")
struct ExpectEqualTests {
    @Test func aMismatchIsRecordedWithBothValuesTheCommentAndTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectEqual("left value", "right value", "a comment")
        } matching: { issue in
            guard case .expectationFailed = issue.kind else { return false }
            // "Expectation failed: (lhs → "left value") == (rhs → "right value")"
            let said = String(describing: issue)
            return said.contains("\"left value\"") && said.contains("\"right value\"")
                && issue.comments.map(\.rawValue) == ["a comment"] && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test func aMismatchOfNumbersAndOptionalsIsRecorded() {
        let none: Int? = nil
        // One block each: a block passes when any issue is recorded in it.
        withKnownIssue { expectEqual(2, 3) }
        withKnownIssue { expectEqual(none, 0) }
        withKnownIssue { expectEqual(0, none) }
        withKnownIssue { expectEqual([1.5], []) }
    }

    @Test func equalValuesPass() {
        expectEqual(3, 3)
        expectEqual("same", "same", "a comment")
        expectEqual([1, 2], [1, 2])
        let none: Int? = nil
        expectEqual(none, nil)
        let some: Int? = 4
        expectEqual(some, 4)
    }

    /// A literal takes the type of the other side, as in `a == b`: 0.1 as a `Float` equals `Float(0.1)`, which
    /// the `Double` 0.1 does not.
    @Test func aLiteralTakesTheTypeOfTheOtherSide() {
        let tenth: Float = 0.1
        expectEqual(tenth, 0.1)
        // keep #expect: the same check written with `==`, for comparison
        #expect(tenth == 0.1)
        #expect(Double(tenth) != 0.1)
        let half: Double? = 0.5
        expectEqual(half, 0.5)
    }
}

/// `expectNear(a, b, within: t)`, which the tests use for `#expect(abs(a - b) < t)`
/// (Tests/RiffleTestSupport/ExpectEqual.swift): it fails when the numbers are not closer than the tolerance, says
/// both numbers and the tolerance, at the caller's line, and checks what `abs(a - b) < t` checks.
@Suite("expectNear")
struct ExpectNearTests {
    @Test func aMissIsRecordedWithBothNumbersTheToleranceTheCommentAndTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectNear(1.5, 1.0, within: 0.25, "a comment")
        } matching: { issue in
            guard case .expectationFailed = issue.kind else { return false }
            return issue.comments.map(\.rawValue) == ["1.5 is not within 0.25 of 1.0; a comment"]
                && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test func theToleranceIsExclusiveAndANaNFails() {
        // One block each: a block passes when any issue is recorded in it.
        withKnownIssue { expectNear(1.0, 1.5, within: 0.5) }
        withKnownIssue { expectNear(-1.0, -1.5, within: 0.5) }
        withKnownIssue { expectNear(Double.nan, 0, within: 1) }
        withKnownIssue { expectNear(0, Double.nan, within: .infinity) }
        withKnownIssue { expectNear(3, 5, within: 2) }
        withKnownIssue { expectNear(Double.infinity, .infinity, within: 1) }
    }

    @Test func closeNumbersPass() {
        expectNear(1.0, 1.0, within: 1e-12)
        expectNear(0.1 + 0.2, 0.3, within: 1e-12)
        expectNear(-2.0, -2.25, within: 0.5, "a comment")
        expectNear(3, 4, within: 2)
        // keep #expect: the same checks written as `abs(a - b) < t`, for comparison
        #expect(abs(0.1 + 0.2 - 0.3) < 1e-12)
        // keep #expect: the same, with integers
        #expect(abs(3 - 4) < 2)
    }
}
