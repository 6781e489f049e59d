import Riffle

/// Line numbers in a recording's text, for errors found after parsing.
enum RecordingText {
    /// The 1-based line of every entry, in order (the lines the core's entry parser reads as entries).
    static func entryLines(of text: String) -> [Int] {
        Recording.lines(of: text).enumerated().compactMap { offset, line in
            (try? Recording.parseEntry(line, number: offset + 1)) == nil ? nil : offset + 1
        }
    }

    /// The 1-based line of the first header line `setting <name> …`, or 1.
    static func settingLine(_ name: String, in text: String) -> Int {
        firstLine(in: text) { $0.count >= 2 && $0[0] == "setting" && $0[1] == name }
    }

    /// The 1-based line of the header field `name` (`viewport`, `scale`), or 1.
    static func headerLine(_ name: String, in text: String) -> Int {
        firstLine(in: text) { $0.first.map(String.init) == name }
    }

    private static func firstLine(in text: String, where matches: ([Substring]) -> Bool) -> Int {
        for (offset, line) in Recording.lines(of: text).enumerated() {
            let content = line.firstIndex(of: "#").map { line[..<$0] } ?? line
            if matches(content.split(whereSeparator: { $0 == " " || $0 == "\t" })) { return offset + 1 }
        }
        return 1
    }

    /// The number of the last line that is not empty (at least 1).
    static func lineCount(of text: String) -> Int {
        let lines = Recording.lines(of: text)
        return max(1, (lines.lastIndex { !$0.allSatisfy { $0 == " " || $0 == "\t" } } ?? 0) + 1)
    }

    /// A parse error's words without its `line N: ` prefix.
    static func message(of error: Recording.ParseError) -> String {
        let text = error.description
        let prefix = "line \(error.line): "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}
