extension Recording {
    /// Reads a recording from its text (see ``Recording`` for the format).
    ///
    /// - Parameter text: The text.
    /// - Returns: The recording; ``isComplete`` tells whether it ended with its `end` line.
    /// - Throws: ``ParseError`` for the first bad line: a missing or unknown version, a corrupt line, a
    ///   non-finite number, a time out of order, an `end` count that does not match.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String) throws(ParseError) -> Recording {
        var recording = Recording(isComplete: false)
        var sawVersion = false
        var seen: Set<Header.Field> = []
        var ended = false
        for (offset, line) in lines(of: text).enumerated() {
            let number = offset + 1
            let words = try words(of: line, number: number)
            guard let first = words.first else { continue }
            if ended { throw ParseError(line: number, kind: .lineAfterEnd) }
            guard sawVersion else {
                guard first == magic else { throw ParseError(line: number, kind: .missingHeader) }
                guard words.count == 2 else { throw ParseError(line: number, kind: .wrongArgumentCount(magic)) }
                guard let version = Int(words[1]), (1...formatVersion).contains(version) else {
                    throw ParseError(line: number, kind: .unsupportedVersion(String(words[1])))
                }
                sawVersion = true
                continue
            }
            if first == "end" {
                guard words.count == 2 else { throw ParseError(line: number, kind: .wrongArgumentCount("end")) }
                let count = try integer(words[1], line: number)
                guard count == recording.entries.count else {
                    throw ParseError(
                        line: number, kind: .countMismatch(expected: count, found: recording.entries.count))
                }
                ended = true
                recording.isComplete = true
                continue
            }
            if let field = Header.Field(rawValue: String(first)) {
                guard recording.entries.isEmpty, field == .setting || seen.insert(field).inserted else {
                    throw ParseError(line: number, kind: .misplacedHeaderField(field.rawValue))
                }
                try parseHeaderField(field, words, into: &recording.header, line: number)
                continue
            }
            let entry = try parseEntry(words: words, line: number)
            if let last = recording.entries.last, entry.time < last.time {
                throw ParseError(line: number, kind: .timeOutOfOrder(String(first)))
            }
            recording.entries.append(entry)
        }
        guard sawVersion else { throw ParseError(line: 1, kind: .missingHeader) }
        return recording
    }

    /// Reads one entry line, such as a line of a gallery gesture script: nil for a blank or comment line.
    ///
    /// The line is checked alone (no header, no time order): a script reader adds its own rules.
    ///
    /// - Parameters:
    ///   - line: The line, without its line break.
    ///   - number: Its 1-based number, for the error.
    /// - Returns: The entry, or nil.
    /// - Throws: ``ParseError`` when the line is not an entry.
    /// - Complexity: O(length of the line).
    public static func parseEntry(_ line: Substring, number: Int) throws(ParseError) -> Entry? {
        let words = try words(of: line, number: number)
        guard !words.isEmpty else { return nil }
        return try parseEntry(words: words, line: number)
    }

    /// The lines of a text, split at LF and CRLF, without their line breaks.
    ///
    /// - Parameter text: The text.
    /// - Returns: The lines; a text ending with a line break has an empty last line.
    /// - Complexity: O(length of the text).
    public static func lines(of text: String) -> [Substring] {
        // "\r\n" is one Character in Swift; a CR ending the text is taken as a line break too.
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map { line in
            line.last == "\r" ? line.dropLast() : line
        }
    }

    /// A line's words without its comment; control characters other than tabs are an error.
    static func words(of line: Substring, number: Int) throws(ParseError) -> [Substring] {
        if let bad = line.unicodeScalars.first(where: { $0 != "\t" && ($0.value < 0x20 || $0.value == 0x7F) }) {
            throw ParseError(line: number, kind: .controlCharacter(bad.value))
        }
        let content = line.firstIndex(of: "#").map { line[..<$0] } ?? line
        return content.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    /// Reads one header field (its words, the field's word first) into `header`.
    static func parseHeaderField(_ field: Header.Field, _ words: [Substring], into header: inout Header, line: Int)
        throws(ParseError)
    {
        guard words.count == (field == .setting || field == .viewport ? 3 : 2) else {
            throw ParseError(line: line, kind: .wrongArgumentCount(field.rawValue))
        }
        switch field {
        case .component: header.component = String(words[1])
        case .preset: header.preset = String(words[1])
        case .setting: header.settings.append(Setting(String(words[1]), String(words[2])))
        case .viewport: header.viewport = try vector(words[1], words[2], line: line)
        case .scale: header.scale = try number(words[1], line: line)
        }
    }

    /// Reads an entry from its words (at least one).
    static func parseEntry(words: [Substring], line: Int) throws(ParseError) -> Entry {
        let time = try time(words[0], line: line)
        guard words.count >= 2 else { throw ParseError(line: line, kind: .wrongArgumentCount(String(words[0]))) }
        guard let word = Event.Word(rawValue: String(words[1])) else {
            throw ParseError(line: line, kind: .unknownEvent(String(words[1])))
        }
        let a = Array(words.dropFirst(2))
        guard word.argumentCounts.contains(a.count) else {
            throw ParseError(line: line, kind: .wrongArgumentCount(word.rawValue))
        }
        func vector() throws(ParseError) -> Vector { try Recording.vector(a[0], a[1], line: line) }
        func point() throws(ParseError) -> Point {
            Point(x: try number(a[0], line: line), y: try number(a[1], line: line))
        }
        func id(at index: Int) throws(ParseError) -> Int { index < a.count ? try integer(a[index], line: line) : 0 }
        let event: Event
        switch word {
        case .down: event = .down(try point(), pointer: try id(at: 2))
        case .move: event = .move(try point(), pointer: try id(at: 2))
        case .up: event = .up(try point(), pointer: try id(at: 2))
        case .cancel: event = .cancel(pointer: try id(at: 0))
        case .reset: event = .gestureReset
        case .resolve: event = .resetResolved
        case .frame: event = .frame
        case .key: event = .key(String(a[0]))
        case .wheel: event = .scroll(try vector(), .notch)
        case .scroll:
            // Phase names are read in any case (`Momentum-Changed`), as a hand-written gesture script may spell them.
            guard let phase = ScrollEvent.Phase(rawValue: a[2].lowercased()), phase != .notch else {
                throw ParseError(line: line, kind: .unknownScrollPhase(String(a[2])))
            }
            event = .scroll(try vector(), phase)
        case .crown: event = .crown(try number(a[0], line: line))
        case .viewport: event = .viewport(try vector())
        case .command: event = .command(String(a[0]), a.dropFirst().map(String.init))
        }
        return Entry(time: time, event: event)
    }

    /// A time word: milliseconds, or seconds with an `s` suffix.
    static func time(_ word: Substring, line: Int) throws(ParseError) -> Double {
        let seconds: Double
        if word.last == "s", Double(word.dropLast()) != nil {
            seconds = try number(word.dropLast(), line: line, original: word)
        } else if Double(word) != nil {
            seconds = try number(word, line: line) / 1000
        } else {
            throw ParseError(line: line, kind: .unknownLine(String(word)))
        }
        guard seconds >= 0, seconds <= PointerEvent.maximumTimestampMagnitude else {
            throw ParseError(line: line, kind: .timeOutOfRange(String(word)))
        }
        return seconds
    }

    /// A finite number.
    static func number(_ word: Substring, line: Int, original: Substring? = nil) throws(ParseError) -> Double {
        let shown = String(original ?? word)
        guard let value = Double(word) else { throw ParseError(line: line, kind: .notANumber(shown)) }
        guard value.isFinite else { throw ParseError(line: line, kind: .notFinite(shown)) }
        return value
    }

    /// Two finite numbers.
    static func vector(_ x: Substring, _ y: Substring, line: Int) throws(ParseError) -> Vector {
        Vector(x: try number(x, line: line), y: try number(y, line: line))
    }

    /// A whole number: a pointer id, the `end` line's count.
    static func integer(_ word: Substring, line: Int) throws(ParseError) -> Int {
        guard let value = Int(word) else { throw ParseError(line: line, kind: .notANumber(String(word))) }
        return value
    }
}
