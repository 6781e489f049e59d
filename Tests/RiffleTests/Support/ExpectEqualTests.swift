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
