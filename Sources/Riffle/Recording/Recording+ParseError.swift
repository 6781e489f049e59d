extension Recording {
    /// Why a text is not a recording, and on which line.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        public enum Kind: Hashable, Sendable {
            /// The text has no `riffle-recording <version>` line before anything else (an empty text too).
            case missingHeader
            /// The version is not one this library reads (a newer writer), or not a whole number.
            case unsupportedVersion(String)
            /// A control character other than a tab (a NUL byte, a stray CR): a corrupt file.
            case controlCharacter(UInt32)
            /// A line starts with a word that is neither a time nor a header field.
            case unknownLine(String)
            /// An entry names an event that does not exist.
            case unknownEvent(String)
            /// A header field appears twice, or after the entries began.
            case misplacedHeaderField(String)
            /// A line has the wrong number of words for what it says.
            case wrongArgumentCount(String)
            /// A word should be a number and is not one (or a pointer id is not a whole number).
            case notANumber(String)
            /// A number is NaN or infinite.
            case notFinite(String)
            /// A time is negative or beyond ``PointerEvent/maximumTimestampMagnitude`` seconds.
            case timeOutOfRange(String)
            /// A time is earlier than the entry before it.
            case timeOutOfOrder(String)
            /// A scroll phase that does not exist (or `notch`, which is a `wheel` line).
            case unknownScrollPhase(String)
            /// The `end` count differs from the entries: lines were lost or added.
            case countMismatch(expected: Int, found: Int)
            /// Something other than blank lines or comments follows the `end` line.
            case lineAfterEnd
        }

        /// The line, 1-based.
        public var line: Int
        /// What is wrong.
        public var kind: Kind

        /// `line N: what is wrong`.
        public var description: String {
            "line \(line): " + message
        }

        /// What is wrong, in words.
        var message: String {
            switch kind {
            case .missingHeader: return "expected '\(Recording.magic) \(Recording.formatVersion)' first"
            case .unsupportedVersion(let word):
                let newest = Recording.formatVersion
                return "unsupported format version '\(word)' (this library reads versions 1 to \(newest))"
            case .controlCharacter(let value): return "control character U+\(String(value, radix: 16)) is not allowed"
            case .unknownLine(let word): return "'\(word)' is neither a time nor a header field"
            case .unknownEvent(let word): return "unknown event '\(word)'"
            case .misplacedHeaderField(let word): return "header field '\(word)' repeated or after the entries"
            case .wrongArgumentCount(let word): return "wrong number of words for '\(word)'"
            case .notANumber(let word): return "'\(word)' is not a number"
            case .notFinite(let word): return "'\(word)' is not finite"
            case .timeOutOfRange(let word): return "time '\(word)' is negative or too large"
            case .timeOutOfOrder(let word): return "time '\(word)' is earlier than the entry before it"
            case .unknownScrollPhase(let word): return "unknown scroll phase '\(word)'"
            case .countMismatch(let expected, let found):
                return "the end line counts \(expected) entries, the file has \(found) (lines lost or added)"
            case .lineAfterEnd: return "only comments may follow the end line"
            }
        }
    }
}
