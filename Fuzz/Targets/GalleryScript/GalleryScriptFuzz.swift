import GalleryCore
import Riffle

/// libFuzzer entry point: the bytes as the text of a gallery `--replay` script, through `GestureScript.parse`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGalleryScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    Harness.deterministic("GalleryScript", Harness.bytes(data, size), GalleryScriptScenario.run)
    return 0
}

/// The parser's contract: a script or an error on a real line, never a trap; an accepted script obeys the
/// grammar (times finite, non-negative, never decreasing; the pointer state machine; finite coordinates) and
/// means the same when written back out and parsed again; CRLF line ends mean the same as LF.
enum GalleryScriptScenario {
    static func run(_ bytes: [UInt8]) -> Trace {
        var trace = Trace()
        let text = String(decoding: bytes, as: UTF8.self)
        // Lines end at LF bytes (a CRLF is one `Character` in Swift, so count bytes, as the parser splits them).
        let lineCount = text.utf8.split(separator: 10, omittingEmptySubsequences: false).count
        let result = Result { () throws(ScriptError) in try GestureScript.parse(text) }
        switch result {
        case .failure(let error):
            Oracle.check(
                (1...Swift.max(1, lineCount)).contains(error.line),
                "GalleryScript: error on line \(error.line) of a \(lineCount)-line script")
            Oracle.check(!error.message.isEmpty, "GalleryScript: an error without a message")
            trace.add(error.line)
            trace.add(error.message)
        case .success(let script):
            check(script, lineCount: lineCount, text: text)
            for event in script.events {
                trace.add(event.time)
                trace.add(event.line)
            }
            // Written back out canonically, the script parses to the same actions.
            let rewritten = script.events.map(format).joined(separator: "\n")
            switch Result(catching: { () throws(ScriptError) in try GestureScript.parse(rewritten) }) {
            case .failure(let error):
                Oracle.check(false, "GalleryScript: a canonical rewrite was rejected: \(error) in\n\(rewritten)")
            case .success(let again):
                Oracle.check(
                    again.events.map(\.action) == script.events.map(\.action),
                    "GalleryScript: a canonical rewrite parses to different actions")
            }
        }
        // CRLF and LF line ends mean the same script.
        // Only when every CR ends a line: a stray CR left before an LF would form a new CRLF (a different script).
        let unix = text.replacingCRLF()
        if text.utf8.contains(13), !unix.utf8.contains(13) {
            let unixResult = Result { () throws(ScriptError) in try GestureScript.parse(unix) }
            switch (result, unixResult) {
            case (.success(let a), .success(let b)):
                Oracle.check(a.events.map(\.action) == b.events.map(\.action), "GalleryScript: CRLF changes actions")
            case (.failure(let a), .failure(let b)):
                Oracle.check(a.line == b.line, "GalleryScript: CRLF moves the error from line \(b.line) to \(a.line)")
            default:
                Oracle.check(false, "GalleryScript: the script is accepted with LF but not CRLF line ends, or back")
            }
        }
        return trace
    }

    static func check(_ script: GestureScript, lineCount: Int, text: String) {
        var previousTime = 0.0
        var previousLine = 0
        var pointerDown = false
        for event in script.events {
            Oracle.check(
                event.time.isFinite && event.time >= 0 && event.time >= previousTime,
                "GalleryScript: event time \(event.time) after \(previousTime)")
            Oracle.check(
                event.line > previousLine && event.line <= lineCount,
                "GalleryScript: event line \(event.line) after \(previousLine) of \(lineCount)")
            previousTime = event.time
            previousLine = event.line
            switch event.action {
            case .pointer(let phase, let point):
                Oracle.check(point?.isFinite ?? true, "GalleryScript: a non-finite point on line \(event.line)")
                switch phase {
                case .down:
                    Oracle.check(!pointerDown && point != nil, "GalleryScript: 'down' accepted on line \(event.line)")
                    pointerDown = true
                case .move:
                    Oracle.check(pointerDown && point != nil, "GalleryScript: 'move' accepted on line \(event.line)")
                case .up:
                    Oracle.check(pointerDown && point != nil, "GalleryScript: 'up' accepted on line \(event.line)")
                    pointerDown = false
                case .cancel:
                    Oracle.check(pointerDown, "GalleryScript: 'cancel' accepted on line \(event.line)")
                    pointerDown = false
                }
            case .wheel(let dx, let dy):
                Oracle.check(dx.isFinite && dy.isFinite, "GalleryScript: non-finite wheel on line \(event.line)")
            case .scroll(let dx, let dy, let phase):
                Oracle.check(dx.isFinite && dy.isFinite, "GalleryScript: non-finite scroll on line \(event.line)")
                Oracle.check(phase != .notch, "GalleryScript: a notch phase accepted on line \(event.line)")
            case .key:
                break
            }
        }
        // An accepted line holds only printable text and blanks before its comment (G5: a NUL is not a blank).
        for (offset, bytes) in text.utf8.split(separator: 10, omittingEmptySubsequences: false).enumerated() {
            let code = String(decoding: bytes, as: UTF8.self).prefix { $0 != "#" }
            let bad = code.unicodeScalars.first { $0.value < 32 && $0 != "\t" && $0 != "\r" || $0.value == 127 }
            Oracle.check(
                bad == nil,
                "GalleryScript: line \(offset + 1) accepted with control character U+\(String(bad?.value ?? 0, radix: 16))"
            )
        }
    }

    /// The canonical text of one event (times in milliseconds, as written).
    static func format(_ event: ScriptEvent) -> String {
        let ms = "\(event.time * 1000)"
        switch event.action {
        case .pointer(let phase, let point):
            let name: String
            switch phase {
            case .down: name = "down"
            case .move: name = "move"
            case .up: name = "up"
            case .cancel: return "\(ms) cancel"
            }
            return "\(ms) \(name) \(point?.x ?? 0) \(point?.y ?? 0)"
        case .key(let key): return "\(ms) key \(key.rawValue)"
        case .wheel(let dx, let dy): return "\(ms) wheel \(dx) \(dy)"
        case .scroll(let dx, let dy, let phase): return "\(ms) scroll \(dx) \(dy) \(phase.rawValue)"
        }
    }
}

extension String {
    /// The text with every CR LF pair replaced by LF.
    func replacingCRLF() -> String {
        var scalars = String.UnicodeScalarView()
        var pendingCR = false
        for scalar in unicodeScalars {
            if pendingCR {
                pendingCR = false
                if scalar != "\n" { scalars.append("\r") }
            }
            if scalar == "\r" { pendingCR = true } else { scalars.append(scalar) }
        }
        if pendingCR { scalars.append("\r") }
        return String(scalars)
    }
}
