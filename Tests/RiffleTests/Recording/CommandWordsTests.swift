import RiffleTestSupport
import Testing

@testable import Riffle

/// Typed commands as recording words: every `Codable` value reads back equal, and bad words throw, never trap.
@Suite("CommandWords: typed commands as path=value words")
struct CommandWordsTests {
    enum Sample: Codable, Hashable {
        case plain
        case index(Int, animated: Bool)
        case size(Vector)
        case order([String])
        case selection(String?)
        case nested(Inner)
        case numbers([Double])
        case optionals([String?])
    }

    struct Inner: Codable, Hashable {
        var name: String
        var values: [Int]
        var optional: Double?
        var child: [Inner]
    }

    static let samples: [Sample] = [
        .plain,
        .index(3, animated: false),
        .index(Int.min, animated: true),
        .index(Int.max, animated: true),
        .size(Vector(x: 390, y: 844.5)),
        .order([]),
        .order([
            "visa", "master card", "a#b", "x=y", "100%", "", "nil", "{}", "[]", "\"\"", "tab\there", "Zürich", "東京",
        ]),
        .selection(nil),
        .selection(""),
        .selection("amex"),
        .nested(
            Inner(
                name: "outer", values: [], optional: nil,
                child: [Inner(name: "in", values: [1, -2], optional: -0.0, child: [])])),
        .numbers([0.1, -0.0, 5e-324, 1.7976931348623157e308, -1e-300, 1 / 3]),
        .optionals([nil, "", "x", nil]),
    ]

    @Test(arguments: samples)
    func everyValueReadsBackEqual(sample: Sample) throws {
        let words = try CommandWords.encode(sample)
        for word in words {
            #expect(word.contains("="), "\(word)")
            #expect(!word.contains(" ") && !word.contains("#") && !word.contains("\t"), "\(word) is one word")
        }
        let back = try CommandWords.decode(Sample.self, from: words)
        expectEqual(back, sample)
        if case .numbers(let original) = sample, case .numbers(let read) = back {
            expectEqual(original.map(\.bitPattern), read.map(\.bitPattern), "numbers read back bit for bit")
        }
    }

    @Test func theWordsSayWhatTheCommandIs() throws {
        #expect(try CommandWords.encode(Sample.index(3, animated: false)) == ["index._0=3", "index.animated=false"])
        #expect(try CommandWords.encode(Sample.plain) == ["plain={}"])
        #expect(try CommandWords.encode(Sample.order(["a", "b"])) == ["order._0.0=a", "order._0.1=b"])
        #expect(try CommandWords.encode(Sample.order([])) == ["order._0=[]"])
        // An absent optional is left out, as Codable leaves it out; the case stays.
        #expect(try CommandWords.encode(Sample.selection(nil)) == ["selection={}"])
        #expect(try CommandWords.encode(Sample.selection("")) == ["selection._0=\"\""])
        // In a list, nil is an empty value; the empty string is "".
        #expect(try CommandWords.encode(Sample.optionals([nil, ""])) == ["optionals._0.0=", "optionals._0.1=\"\""])
    }

    @Test(arguments: [
        ["index"],  // no =
        ["index._0=3"],  // animated missing
        ["index._0=three", "index.animated=true"],  // not a number
        ["index._0=3", "index.animated=yes"],  // not a Bool
        ["index._0=99999999999999999999", "index.animated=true"],  // out of Int's range
        ["order._0.0=%zz"],  // bad escape
        ["size._0.x=1"],  // y missing
        ["unknown={}"],  // no such case
        [String](),  // nothing
        ["plain={}", "index._0=1", "index.animated=true"],  // two cases
        ["index._0={}", "index.animated=true"],  // a container where a number goes (recursed until the stack ran out)
        ["index._0=[]", "index.animated=true"],  // a list where a number goes
        ["index._0=3", "index.animated={}"],  // a container where a Bool goes
        ["selection._0.x=1"],  // a container where a string goes
    ])
    func badWordsThrowAFailure(words: [String]) {
        #expect(throws: CommandWords.Failure.self) { try CommandWords.decode(Sample.self, from: words) }
    }

    @Test func pageIndicatorCommandsRoundTrip() throws {
        let commands: [PageIndicator.Command] = [
            .update(count: 5, currentPage: 2, progress: 2.5), .update(count: 0, currentPage: 0, progress: nil),
            .configure(.onboarding, isRightToLeft: true), .increment, .decrement, .move(.left),
        ]
        for command in commands {
            #expect(try CommandWords.decode(PageIndicator.Command.self, from: CommandWords.encode(command)) == command)
        }
    }
}
