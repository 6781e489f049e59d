@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension Recording {
    /// Why ``serialized()`` would not read back as this recording, or nil when it does.
    ///
    /// A recording is valid when its times are finite, in `0...`\(``PointerEvent/maximumTimestampMagnitude``)
    /// and never decrease, its numbers are finite, and its words (component, preset, settings, key names,
    /// commands) are non-empty runs of printable characters without spaces or `#`.
    ///
    /// - Complexity: O(entries + header).
    var validationProblem: String? {
        let words =
            [header.component, header.preset].compactMap { $0 } + header.settings.flatMap { [$0.name, $0.value] }
        if let bad = words.first(where: { !Recording.isWord($0) }) { return "header word '\(bad)'" }
        if let viewport = header.viewport, !viewport.x.isFinite || !viewport.y.isFinite { return "header viewport" }
        if let scale = header.scale, !scale.isFinite { return "header scale" }
        var last = 0.0
        for (index, entry) in entries.enumerated() {
            guard entry.time.isFinite, entry.time >= last, entry.time <= PointerEvent.maximumTimestampMagnitude
            else { return "entry \(index): time \(entry.time)" }
            last = entry.time
            if !Recording.isValid(entry.event) { return "entry \(index): \(entry.event)" }
        }
        return nil
    }

    /// Whether an event's numbers are finite and its words are words.
    static func isValid(_ event: Event) -> Bool {
        switch event {
        case .down(let p, _), .move(let p, _), .up(let p, _): return p.x.isFinite && p.y.isFinite
        case .scroll(let v, _), .viewport(let v): return v.x.isFinite && v.y.isFinite
        case .crown(let turns): return turns.isFinite
        case .key(let name): return isWord(name)
        case .command(let name, let arguments): return isWord(name) && arguments.allSatisfy(isWord)
        case .cancel, .gestureReset, .resetResolved, .frame: return true
        }
    }

    /// Whether `text` is a word: non-empty, printable, without spaces, tabs or `#`; the parser's rule
    /// (``words(of:number:)`` reads it back as the one word of a line).
    ///
    /// - Parameter text: The text.
    /// - Returns: Whether it survives as one word of a line.
    /// - Complexity: O(length of the text).
    static func isWord(_ text: String) -> Bool {
        (try? words(of: Substring(text), number: 0)) == [Substring(text)]
    }
}
