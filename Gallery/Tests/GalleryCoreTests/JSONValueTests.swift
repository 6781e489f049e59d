import GalleryTestSupport
import Testing

@testable import GalleryCore

@Suite("State JSON")
struct JSONValueTests {
    @Test func encodesCompactlyWithKeysInOrder() {
        let v = JSONValue.object([
            ("scene", .string("trips")), ("index", .int(2)), ("detail", .bool(false)), ("x", .double(1.5)),
            ("y", .double(3)), ("n", .null), ("a", .array([.int(1), .string("b")])),
        ])
        expectEqual(v.encoded, #"{"scene":"trips","index":2,"detail":false,"x":1.5,"y":3,"n":null,"a":[1,"b"]}"#)
    }

    @Test func escapesStrings() {
        expectEqual(JSONValue.string("a\"b\\c\nd\te\u{1}").encoded, #""a\"b\\c\nd\te\u0001""#)
        expectEqual(JSONValue.string("Malecón ★").encoded, "\"Malecón ★\"")
    }

    @Test func nonFiniteNumbersBecomeNull() {
        expectEqual(JSONValue.double(.nan).encoded, "null")
        expectEqual(JSONValue.double(.infinity).encoded, "null")
    }

    @Test func mergingReplacesInPlaceAndAppends() {
        let v = JSONValue.object([("a", .int(1)), ("b", .int(2))]).merging([("b", .int(3)), ("c", .int(4))])
        expectEqual(v.encoded, #"{"a":1,"b":3,"c":4}"#)
        expectEqual(v["c"], .int(4))
        expectEqual(v["zzz"], nil)
    }

    @Test func tripsStateShape() {
        let s = TripsScene().state
        #expect(s.encoded.hasPrefix(#"{"scene":"trips","index":2,"count":13,"destination":"Amsterdam","detail":false"#))
    }

    @Test func onboardingStateShape() {
        #expect(OnboardingScene().state.encoded.hasPrefix(#"{"scene":"onboarding","index":0,"count":5"#))
    }

    @Test func loopStateShape() {
        #expect(LoopScene(items: 7).state.encoded.hasPrefix(#"{"scene":"loop","index":0,"count":7,"label":"Card 1""#))
    }
}
