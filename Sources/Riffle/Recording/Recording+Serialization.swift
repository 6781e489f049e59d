extension Recording {
    /// The recording's text: `Recording.parse(recording.serialized()) == recording` for every valid recording
    /// (see `validationProblem`, in the tests: Tests/RiffleTests/Recording/Recording+Validation.swift).
    ///
    /// Numbers are written in Swift's shortest round-tripping form, times in milliseconds when that form reads
    /// back to the same `Double`, otherwise in seconds with an `s` suffix. A complete recording ends with its
    /// `end` line. Comments are not kept.
    ///
    /// - Returns: The text, each line ending with LF.
    /// - Complexity: O(entries).
    public func serialized() -> String {
        var text = "\(Recording.magic) \(Recording.formatVersion)\n"
        func add(_ field: Header.Field, _ words: String) { text += "\(field.rawValue) \(words)\n" }
        if let component = header.component { add(.component, component) }
        if let preset = header.preset { add(.preset, preset) }
        for setting in header.settings { add(.setting, "\(setting.name) \(setting.value)") }
        if let viewport = header.viewport { add(.viewport, "\(viewport.x) \(viewport.y)") }
        if let scale = header.scale { add(.scale, "\(scale)") }
        for entry in entries { text += Recording.line(for: entry) + "\n" }
        if isComplete { text += "end \(entries.count)\n" }
        return text
    }

    /// One entry's line, without a line break.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: The line, such as `1250 down 10 20`.
    /// - Complexity: O(the entry's words).
    static func line(for entry: Entry) -> String {
        let (word, arguments) = entry.event.line
        return ([timeText(entry.time), word.rawValue] + arguments).joined(separator: " ")
    }

    /// A time's word: milliseconds when some millisecond value reads back to exactly `seconds`, else seconds
    /// with an `s` suffix.
    ///
    /// - Parameter seconds: The time, in seconds.
    /// - Returns: The word.
    /// - Complexity: O(1).
    static func timeText(_ seconds: Double) -> String {
        let estimate = seconds * 1000
        // Neighbouring millisecond values step the quotient by 0.5 to 1.03 of the time's own spacing, so the
        // answer, if any, is within two steps of the estimate.
        let candidates = [
            estimate, estimate.nextUp, estimate.nextDown, estimate.nextUp.nextUp, estimate.nextDown.nextDown,
        ]
        if let milliseconds = candidates.first(where: { $0.isFinite && $0 / 1000 == seconds }) {
            let text = "\(milliseconds)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        return "\(seconds)s"
    }
}
