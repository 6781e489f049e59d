import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// `parse(serialized())` gives back the recording, every number bit for bit.
@Suite struct RecordingRoundTripTests {
    /// Words with punctuation and non-ASCII letters, as names and arguments may be.
    static let words = ["trips", "a-b", "é", "ж", "1", "x_y", "pageup", "%", "select"]

    /// Any finite double: half of the time from a raw bit pattern (subnormals, huge, −0), else an ordinary one.
    static let finite = zip(Gen.bool, Gen.uint64(), Gen.double(in: -2000...2000)).map { raw, bits, plain in
        let value = Double(bitPattern: bits)
        return raw ? (value.isFinite ? value : -0.0) : plain
    }

    /// A valid time: a non-negative finite double up to the format's limit, often a real-looking clock.
    static let time = zip(Gen.bool, Gen.uint64(), Gen.double(in: 0...100_000)).map { raw, bits, plain in
        let value = Double(bitPattern: bits & 0x7FFF_FFFF_FFFF_FFFF)
        return raw && value <= PointerEvent.maximumTimestampMagnitude ? value : plain
    }

    static let word = Gen.int(in: 0...(words.count - 1)).map { words[$0] }
    static let phase = Gen.int(in: 0...(ScrollEvent.Phase.allCases.count - 1)).map { ScrollEvent.Phase.allCases[$0] }

    static let event = zip(
        Gen.int(in: 0...13), finite, finite, Gen.int(in: -2...3), word, phase
    ).map { kind, a, b, id, word, phase -> Recording.Event in
        switch kind {
        case 0: return .down(Point(x: a, y: b), pointer: id)
        case 1: return .move(Point(x: a, y: b), pointer: id)
        case 2: return .up(Point(x: a, y: b), pointer: id)
        case 3: return .cancel(pointer: id)
        case 4: return .gestureReset
        case 5: return .resetResolved
        case 6: return .key(word)
        case 7: return .scroll(Vector(x: a, y: b), phase)
        case 8: return .crown(a)
        case 9: return .viewport(Vector(x: a, y: b))
        case 10: return .command(word, Array(repeating: word, count: max(id, 0)))
        case 11: return .command(word, [])
        default: return .frame
        }
    }

    static let recording = zip(
        zip(time, event).array(of: 0...40), Gen.bool, zip(Gen.bool, word).map { $0 ? $1 : nil },
        zip(word, word).array(of: 0...3),
        zip(Gen.bool, finite, finite)
    ).map { pairs, complete, word, settings, surface -> Recording in
        let times = pairs.map(\.0).sorted()
        let entries = zip(times, pairs.map(\.1)).map { Recording.Entry(time: $0, event: $1) }
        let header = Recording.Header(
            component: word, preset: word.map { $0 + "-preset" },
            settings: settings.map { Recording.Setting($0, $1) },
            viewport: surface.0 ? Vector(x: surface.1, y: surface.2) : nil, scale: surface.0 ? surface.1 : nil)
        return Recording(header: header, entries: entries, isComplete: complete)
    }

    /// The bit patterns of every number in an event, so −0 and 0 are told apart.
    static func bits(_ event: Recording.Event) -> [UInt64] {
        switch event {
        case .down(let p, _), .move(let p, _), .up(let p, _): return [p.x.bitPattern, p.y.bitPattern]
        case .scroll(let v, _), .viewport(let v): return [v.x.bitPattern, v.y.bitPattern]
        case .crown(let turns): return [turns.bitPattern]
        default: return []
        }
    }

    @Test func parseOfSerializedIsTheSameRecordingBitForBit() async {
        await checkProperty(count: 300, input: Self.recording) { recording in
            expectEqual(recording.validationProblem, nil)
            let text = recording.serialized()
            guard let back = try? Recording.parse(text) else {
                Issue.record("did not parse:\n\(text)")
                return
            }
            expectEqual(back, recording)
            expectEqual(back.entries.map(\.time.bitPattern), recording.entries.map(\.time.bitPattern))
            expectEqual(back.entries.map { Self.bits($0.event) }, recording.entries.map { Self.bits($0.event) })
            expectEqual(back.header.viewport?.x.bitPattern, recording.header.viewport?.x.bitPattern)
            expectEqual(back.serialized(), text)
        }
    }

    @Test func everyTimeReadsBackExactlyFromItsWord() async {
        await checkProperty(count: 2000, input: Self.time) { time in
            let word = Recording.timeText(time)
            let entry = try Recording.parseEntry(Substring(word + " frame"), number: 1)
            expectEqual(entry?.time.bitPattern, time.bitPattern, "\(time) written as \(word)")
        }
    }

    @Test func timesAreWrittenInMillisecondsWhenThoseReadBackExactly() {
        expectEqual(Recording.timeText(1.25), "1250")
        expectEqual(Recording.timeText(0), "0")
        expectEqual(Recording.timeText(0.0165), "16.5")
        // Some seconds (about 2 % in the upper part of each binade) have no milliseconds value that divides back
        // to them: those are written in seconds.
        let awkward = (1...2000).map { 1.5 + Double($0) * 1.0e-13 }.first { Recording.timeText($0).hasSuffix("s") }
        #expect(awkward != nil)
    }

    @Test func recordKeepsTheEntriesInOrder() {
        var recording = Recording()
        expectEqual(recording.record(.frame, at: 2), 2)
        expectEqual(recording.record(.frame, at: 1), 2)
        expectEqual(recording.record(.frame, at: .nan), 2)
        expectEqual(recording.record(.frame, at: 3), 3)
        expectEqual(recording.validationProblem, nil)
        expectEqual(recording.entries.map(\.time), [2, 2, 2, 3])
    }

    @Test func invalidRecordingsNameTheirProblem() {
        #expect(Recording(entries: [.init(time: .nan, event: .frame)]).validationProblem != nil)
        #expect(
            Recording(entries: [.init(time: 2, event: .frame), .init(time: 1, event: .frame)]).validationProblem != nil)
        #expect(Recording(entries: [.init(time: 0, event: .key("two words"))]).validationProblem != nil)
        #expect(Recording(header: .init(component: "a#b")).validationProblem != nil)
        #expect(Recording(entries: [.init(time: 0, event: .crown(.infinity))]).validationProblem != nil)
    }
}
