import Foundation
import Riffle
import RiffleTestSupport
import Testing

@testable import RiffleSwiftUI

/// RiffleSwiftUI's localized strings, read from the source tree on Linux: every phrase the core can report has
/// words in every shipped language, with the format arguments its key takes and the plural forms of its
/// language, and the core holds none of those words.
@Suite("RiffleSwiftUI: localized accessibility strings")
struct LocalizedStringsTests {
    /// The package's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// RiffleSwiftUI's resources.
    static let resources = root.appendingPathComponent("Sources/RiffleSwiftUI/Resources")
    /// The plural categories (CLDR) each shipped language needs.
    static let pluralForms: [String: Set<String>] = [
        "en": ["one", "other"], "ar": ["zero", "one", "two", "few", "many", "other"],
    ]

    /// One phrase of every kind the core reports (the switch fails to compile when a kind is added).
    static var everyPhrase: [AccessibilityPhrase] {
        let samples: [AccessibilityPhrase] =
            [
                .page(3, of: 13), .noPages, .card(1, of: 5, description: ""), .card(2, of: 5, description: "Visa"),
                .iconMovedToPage(label: "Maps", page: 2, position: 4), .iconMovedToDock(label: "Mail", position: 1),
                .endEditing, .pauseAutoplay, .resumeAutoplay,
            ] + CardStack.AccessibilityAction.allCases.map(AccessibilityPhrase.cardAction)
            + HomeScreen.IconAction.allCases.map(AccessibilityPhrase.iconAction)
        for phrase in samples {
            switch phrase {
            case .page, .noPages, .card, .iconMovedToPage, .iconMovedToDock, .cardAction, .iconAction, .endEditing,
                .pauseAutoplay, .resumeAutoplay:
                break
            }
        }
        return samples
    }

    /// The `.lproj` folders shipped.
    static func languages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".lproj") }
            .map { String($0.dropLast(6)) }.sorted()
    }

    /// A `.strings` file's entries (`"key" = "value";`, comments skipped).
    static func strings(_ language: String) throws -> [String: String] {
        let text = try String(
            contentsOf: resources.appendingPathComponent("\(language).lproj/Localizable.strings"), encoding: .utf8)
        var entries: [String: String] = [:]
        let pattern = try NSRegularExpression(
            pattern: #"^\s*"([^"]+)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;"#, options: .anchorsMatchLines)
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            guard let key = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else {
                continue
            }
            entries[String(text[key])] = String(text[value])
        }
        return entries
    }

    /// A `.stringsdict` file: key → (format, plural forms).
    static func plurals(_ language: String) throws -> [String: (format: String, forms: [String: String])] {
        let data = try Data(contentsOf: resources.appendingPathComponent("\(language).lproj/Localizable.stringsdict"))
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: [String: Any]]
        var result: [String: (format: String, forms: [String: String])] = [:]
        for (key, entry) in plist ?? [:] {
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else { continue }
            let rule = entry.values.compactMap { $0 as? [String: String] }.first {
                $0["NSStringFormatSpecTypeKey"] != nil
            }
            var forms = rule ?? [:]
            forms["NSStringFormatSpecTypeKey"] = nil
            forms["NSStringFormatValueTypeKey"] = nil
            result[key] = (format, forms)
        }
        return result
    }

    /// The positional specifiers in a format (`%1$ld`, `%3$@`), as position → conversion.
    static func specifiers(_ format: String) -> [Int: String] {
        var found: [Int: String] = [:]
        guard let pattern = try? NSRegularExpression(pattern: #"%(\d)\$(ld|@)"#) else { return found }
        for match in pattern.matches(in: format, range: NSRange(format.startIndex..., in: format)) {
            guard let position = Range(match.range(at: 1), in: format), let kind = Range(match.range(at: 2), in: format)
            else { continue }
            found[Int(format[position]) ?? 0] = String(format[kind])
        }
        return found
    }

    /// The specifiers a phrase's arguments need.
    static func expected(_ phrase: AccessibilityPhrase) -> [Int: String] {
        var expected: [Int: String] = [:]
        for (offset, argument) in phrase.formatArguments.enumerated() {
            switch argument {
            case .number: expected[offset + 1] = "ld"
            case .text: expected[offset + 1] = "@"
            }
        }
        return expected
    }

    @Test func englishAndARightToLeftLanguageShip() throws {
        let languages = try Self.languages()
        #expect(languages.contains("en"))
        #expect(languages.contains("ar"))
        expectEqual(Set(languages), Set(Self.pluralForms.keys), "each shipped language has its plural forms listed")
    }

    @Test func everyPhraseHasWordsWithItsArgumentsInEveryLanguage() throws {
        for language in try Self.languages() {
            let strings = try Self.strings(language)
            let plurals = try Self.plurals(language)
            for phrase in Self.everyPhrase {
                let key = phrase.localizationKey
                let expected = Self.expected(phrase)
                if let value = strings[key] {
                    // keep #expect: the value, a tuple, is not Equatable
                    #expect(plurals[key] == nil, "\(language): \(key) is in both files")
                    #expect(!value.isEmpty, "\(language): \(key) is empty")
                    expectEqual(Self.specifiers(value), expected, "\(language): \(key) = \(value)")
                } else if let plural = plurals[key] {
                    #expect(
                        Set(plural.forms.keys) == Self.pluralForms[language], "\(language): \(key)'s plural forms")
                    // A form may leave out the count its plural rule chose ("one page"), and only that.
                    let counted = Self.specifiers(plural.format.replacingOccurrences(of: "#@", with: "ld@")).keys
                    for (form, value) in plural.forms {
                        let found = Self.specifiers(value)
                        let missing = Set(expected.keys).subtracting(found.keys)
                        #expect(
                            found.allSatisfy { expected[$0.key] == $0.value } && missing.isSubset(of: counted),
                            "\(language): \(key) (\(form)) = \(value)")
                    }
                    #expect(plural.format.contains("#@"), "\(language): \(key) names its plural variable")
                } else {
                    Issue.record("\(language): no words for \(phrase) (\(key))")
                }
            }
        }
    }

    @Test func phrasesWithACountUsePluralRules() throws {
        let plurals = try Self.plurals("ar")
        for phrase: AccessibilityPhrase in [
            .page(1, of: 2), .card(1, of: 2, description: ""), .card(1, of: 2, description: "x"),
        ] {
            #expect(plurals[phrase.localizationKey] != nil, "\(phrase) words its count by plural rules")
        }
    }

    @Test func theCoreHoldsNoneOfTheWords() throws {
        // Every run of at least four letters between format specifiers in the English words, as written.
        let english = try Self.strings("en").values + Self.plurals("en").values.flatMap { $0.forms.values }
        let fragments = Set(
            english.flatMap { value in
                value.replacingOccurrences(of: #"%\d\$(ld|@)"#, with: "\u{0}", options: .regularExpression)
                    .split(separator: "\u{0}").map(String.init)
            }
            .filter { $0.filter(\.isLetter).count >= 4 })
        #expect(fragments.contains("Move up"))
        let core = Self.root.appendingPathComponent("Sources/Riffle")
        let files =
            FileManager.default.enumerator(atPath: core.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // A line without a quote holds no string literal (and most lines hold none: the regular expression
                // below is what takes the time).
                guard line.contains("\"") else { continue }
                let code = String(line.trimmingCharacters(in: .whitespaces))
                guard !code.hasPrefix("//") else { continue }
                // The string literals on the line.
                let literals = code.ranges(of: #/"(?:[^"\\]|\\.)*"/#).map { code[$0] }
                for literal in literals {
                    for fragment in fragments where literal.contains(fragment) {
                        Issue.record("Sources/Riffle/\(file):\(number + 1) holds \"\(fragment)\"")
                    }
                }
            }
        }
    }

    @Test func keysFollowTheActionsRawValues() {
        expectEqual(AccessibilityPhrase.cardAction(.moveUp).localizationKey, "riffle.cardAction.moveUp")
        expectEqual(AccessibilityPhrase.iconAction(.moveToDock).localizationKey, "riffle.iconAction.moveToDock")
        expectEqual(AccessibilityPhrase.card(1, of: 2, description: "").formatArguments, [.number(1), .number(2)])
    }
}
