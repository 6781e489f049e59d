import RiffleTestSupport
import Testing

@testable import Riffle

/// The format's documented syntax and its errors: every corrupt, truncated or hostile file gets a defined
/// result or an error naming its line.
@Suite struct RecordingParseTests {
    /// Parses `text` and returns the error it throws, or nil.
    static func error(_ text: String) -> Recording.ParseError? {
        do {
            _ = try Recording.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func theDocumentedExampleParses() throws {
        let text = """
            riffle-recording 1
            component track            # the host kind
            preset trips
            setting items 13
            setting index 2
            viewport 390 844
            scale 2
            0 viewport 390 844
            16.5 frame
            20 down 300 400
            36.25 move 240 400 3
            52 up 180 400
            0.0681234567s frame
            end 6
            """
        let recording = try Recording.parse(text)
        expectEqual(recording.header.component, "track")
        expectEqual(recording.header.preset, "trips")
        expectEqual(recording.header.settings, [Recording.Setting("items", "13"), Recording.Setting("index", "2")])
        expectEqual(recording.header.setting("index"), "2")
        expectEqual(recording.header.viewport, Vector(x: 390, y: 844))
        expectEqual(recording.header.scale, 2)
        #expect(recording.isComplete)
        // Plain times are milliseconds read as ms / 1000; an `s` suffix is seconds.
        let times: [Double] = [0, 16.5 / 1000, 20.0 / 1000, 36.25 / 1000, 52.0 / 1000, 0.0681234567]
        expectEqual(recording.entries.map(\.time), times)
        let events: [Recording.Event] = [
            .viewport(Vector(x: 390, y: 844)), .frame, .down(Point(x: 300, y: 400), pointer: 0),
            .move(Point(x: 240, y: 400), pointer: 3), .up(Point(x: 180, y: 400), pointer: 0), .frame,
        ]
        expectEqual(recording.entries.map(\.event), events)
    }

    @Test func everyEventLineParsesToItsEvent() throws {
        let lines: [(String, Recording.Event)] = [
            ("cancel", .cancel(pointer: 0)),
            ("cancel 2", .cancel(pointer: 2)),
            ("reset", .gestureReset),
            ("resolve", .resetResolved),
            ("key pageup", .key("pageup")),
            ("wheel 0 -1", .scroll(Vector(x: 0, y: -1), .notch)),
            ("scroll -3.5 0 momentum-began", .scroll(Vector(x: -3.5, y: 0), .momentumBegan)),
            ("crown 0.05", .crown(0.05)),
            ("command select 3 jump", .command("select", ["3", "jump"])),
            ("command entrance", .command("entrance", [])),
        ]
        for (words, event) in lines {
            let entry = try Recording.parseEntry(Substring("1000 " + words), number: 1)
            expectEqual(entry, Recording.Entry(time: 1, event: event), "\(words)")
        }
        #expect(try Recording.parseEntry("   # only a comment", number: 1) == nil)
    }

    /// A scroll phase is read in any case, as a hand-written gesture script may spell it (issue 22: the
    /// gallery's scripts go through this parser).
    @Test func aScrollPhaseIsReadInAnyCase() throws {
        let entry = try Recording.parseEntry("8 scroll 20 0 Momentum-Changed", number: 1)
        expectEqual(entry, Recording.Entry(time: 0.008, event: .scroll(Vector(x: 20, y: 0), .momentumChanged)))
        #expect(try Recording.parseEntry("8 scroll 20 0 MOMENTUM-ENDED", number: 1)?.event.keyword == "scroll")
    }

    /// Each event's keyword is written and read through the one table (`Recording.Event.Word`).
    @Test func everyKeywordIsAWordOfTheTable() {
        expectEqual(Recording.Event.Word.allCases.count, 13)
        for word in Recording.Event.Word.allCases {
            let error = Self.error("riffle-recording 2\n0 \(word.rawValue) 1 2 3 4 5\n")
            #expect(error?.kind != .unknownEvent(word.rawValue), "\(word)")
        }
        expectEqual(Self.error("riffle-recording 2\n0 Frame\n")?.kind, .unknownEvent("Frame"))
    }

    @Test func anEmptyTextOrOneWithoutTheVersionLineHasNoHeader() {
        expectEqual(Self.error(""), Recording.ParseError(line: 1, kind: .missingHeader))
        expectEqual(Self.error("\n# nothing\n"), Recording.ParseError(line: 1, kind: .missingHeader))
        expectEqual(Self.error("# a comment\n0 down 1 1\n"), Recording.ParseError(line: 2, kind: .missingHeader))
    }

    @Test func versionsOneAndTwoAreReadAndTwoIsWritten() throws {
        let body = "0 down 10 10\n0.5s command select 3 jump\n600 command update count=5 currentPage=2\nend 3\n"
        let one = try Recording.parse("riffle-recording 1\n" + body)
        let two = try Recording.parse("riffle-recording 2\n" + body)
        expectEqual(one, two)
        #expect(two.serialized().hasPrefix("riffle-recording 2\n"))
        expectEqual(Recording.formatVersion, 2)
    }

    @Test func anUnknownVersionIsRejectedByName() {
        expectEqual(Self.error("riffle-recording 3\n"), Recording.ParseError(line: 1, kind: .unsupportedVersion("3")))
        expectEqual(Self.error("riffle-recording 0\n"), Recording.ParseError(line: 1, kind: .unsupportedVersion("0")))
        #expect(
            Self.error("riffle-recording one\n") == Recording.ParseError(line: 1, kind: .unsupportedVersion("one")))
    }

    @Test func nanAndInfinityAreErrorsWhereverTheyStand() {
        let head = "riffle-recording 1\n"
        expectEqual(Self.error(head + "0 down nan 1\n"), Recording.ParseError(line: 2, kind: .notFinite("nan")))
        expectEqual(Self.error(head + "0 wheel 1 inf\n"), Recording.ParseError(line: 2, kind: .notFinite("inf")))
        expectEqual(Self.error(head + "inf frame\n"), Recording.ParseError(line: 2, kind: .notFinite("inf")))
        expectEqual(Self.error(head + "nans frame\n"), Recording.ParseError(line: 2, kind: .notFinite("nans")))
        expectEqual(Self.error(head + "scale -inf\n"), Recording.ParseError(line: 2, kind: .notFinite("-inf")))
        expectEqual(Self.error(head + "0 crown 1e400\n"), Recording.ParseError(line: 2, kind: .notFinite("1e400")))
    }

    @Test func timesOutOfOrderOrOutOfRangeAreErrors() {
        let head = "riffle-recording 1\n"
        #expect(
            Self.error(head + "10 frame\n\n9 frame\n") == Recording.ParseError(line: 4, kind: .timeOutOfOrder("9")))
        // 0.01 s is 10 ms: the same time in the two notations is in order.
        expectEqual(Self.error(head + "10 frame\n0.01s frame\n"), nil)
        expectEqual(Self.error(head + "-1 frame\n"), Recording.ParseError(line: 2, kind: .timeOutOfRange("-1")))
        expectEqual(Self.error(head + "2e12s frame\n"), Recording.ParseError(line: 2, kind: .timeOutOfRange("2e12s")))
    }

    @Test func aTruncatedLineIsAnErrorAtItsLine() {
        let head = "riffle-recording 1\n0 down 10 10\n"
        expectEqual(Self.error(head + "16 move 3"), Recording.ParseError(line: 3, kind: .wrongArgumentCount("move")))
        expectEqual(Self.error(head + "16 mo"), Recording.ParseError(line: 3, kind: .unknownEvent("mo")))
        expectEqual(Self.error(head + "16"), Recording.ParseError(line: 3, kind: .wrongArgumentCount("16")))
        #expect(
            Self.error(head + "16 scroll 1 2 chan") == Recording.ParseError(line: 3, kind: .unknownScrollPhase("chan")))
    }

    @Test func aFileCutAtALineBoundaryIsOpenAndAWrongEndCountIsAnError() throws {
        let complete = "riffle-recording 1\n0 down 10 10\n16 up 10 10\nend 2\n"
        #expect(try Recording.parse(complete).isComplete)
        let open = try Recording.parse("riffle-recording 1\n0 down 10 10\n16 up 10 10\n")
        #expect(!open.isComplete)
        expectEqual(open.entries.count, 2)
        #expect(
            Self.error("riffle-recording 1\n0 down 10 10\nend 2\n")
                == Recording.ParseError(line: 3, kind: .countMismatch(expected: 2, found: 1)))
        #expect(
            Self.error(complete + "# fine\n\n20 frame\n") == Recording.ParseError(line: 7, kind: .lineAfterEnd))
    }

    @Test func controlCharactersAreCorruptionButCRLFIsALineBreak() throws {
        #expect(
            Self.error("riffle-recording 1\n0 down 1\u{0}0 1\n")
                == Recording.ParseError(line: 2, kind: .controlCharacter(0)))
        #expect(
            Self.error("riffle-recording 1\n0 fr\rame\n") == Recording.ParseError(line: 2, kind: .controlCharacter(13)))
        let crlf = try Recording.parse("riffle-recording 1\r\n0\tdown 1 2\r\nend 1\r\n")
        expectEqual(crlf.entries, [Recording.Entry(time: 0, event: .down(Point(x: 1, y: 2), pointer: 0))])
    }

    @Test func headerFieldsComeOnceAndBeforeTheEntries() {
        let head = "riffle-recording 1\n"
        #expect(
            Self.error(head + "preset a\npreset b\n")
                == Recording.ParseError(line: 3, kind: .misplacedHeaderField("preset")))
        #expect(
            Self.error(head + "0 frame\nscale 2\n")
                == Recording.ParseError(line: 3, kind: .misplacedHeaderField("scale")))
        expectEqual(Self.error(head + "setting a 1\nsetting a 2\n"), nil)
        expectEqual(Self.error(head + "bogus 1\n"), Recording.ParseError(line: 2, kind: .unknownLine("bogus")))
        #expect(
            Self.error(head + "viewport 1\n") == Recording.ParseError(line: 2, kind: .wrongArgumentCount("viewport")))
    }

    @Test func aPointerIdMustBeAWholeNumber() {
        #expect(
            Self.error("riffle-recording 1\n0 down 1 1 1.5\n")
                == Recording.ParseError(line: 2, kind: .notANumber("1.5")))
    }

    @Test func errorsDescribeTheirLine() {
        let error = Recording.ParseError(line: 7, kind: .timeOutOfOrder("9"))
        #expect(error.description.hasPrefix("line 7: "))
    }
}
