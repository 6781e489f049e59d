import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

/// Cases renamed from the seed files' names to what they do still read their 0.1 raw value `"seed"`, from JSON,
/// from a recording's command words and from text, and write the new name.
@Suite("Renamed cases: the old raw value \"seed\" still decodes")
struct RenamedCaseTests {
    /// A JSON array holding one `T` written with the old raw value, read back.
    func decodedOldName<T: Decodable>(_ type: T.Type) throws -> [T] {
        try JSONDecoder().decode([T].self, from: Data(#"["seed"]"#.utf8))
    }

    /// `value` encoded as JSON text.
    func json(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
    }

    @Test func motionStyleSeedReadsAsPreset() throws {
        expectEqual(MotionStyle(rawValue: "seed"), .preset)
        expectEqual(MotionStyle(rawValue: "preset"), .preset)
        expectEqual(MotionStyle(rawValue: "ios"), .ios)
        expectEqual(MotionStyle(rawValue: "Seed"), nil)
        #expect(try decodedOldName(MotionStyle.self) == [.preset])
        #expect(try json(MotionStyle.preset) == #"["preset"]"#)
        expectEqual(MotionStyle.allCases.map(\.rawValue), ["preset", "ios"])
    }

    @Test func dropRuleSeedReadsAsWholeSpacings() throws {
        expectEqual(CardStack.DropRule(rawValue: "seed"), .wholeSpacings)
        expectEqual(CardStack.DropRule(rawValue: "liveGap"), .liveGap)
        #expect(try decodedOldName(CardStack.DropRule.self) == [.wholeSpacings])
        #expect(try json(CardStack.DropRule.wholeSpacings) == #"["wholeSpacings"]"#)
        expectEqual(CardStack.DropRule.allCases.map(\.rawValue), ["liveGap", "wholeSpacings"])
    }

    @Test func liftedCardOrderSeedReadsAsFollowsDrag() throws {
        expectEqual(CardStack.LiftedCardOrder(rawValue: "seed"), .followsDrag)
        expectEqual(CardStack.LiftedCardOrder(rawValue: "onTop"), .onTop)
        #expect(try decodedOldName(CardStack.LiftedCardOrder.self) == [.followsDrag])
        #expect(try json(CardStack.LiftedCardOrder.followsDrag) == #"["followsDrag"]"#)
        expectEqual(CardStack.LiftedCardOrder.allCases.map(\.rawValue), ["onTop", "followsDrag"])
    }

    @Test func anOldConfigurationDecodesWithTheNewCases() throws {
        var configuration = CardStack.Configuration()
        configuration.dropRule = .wholeSpacings
        configuration.liftedCardOrder = .followsDrag
        let new = String(decoding: try JSONEncoder().encode(configuration), as: UTF8.self)
        #expect(new.contains(#""dropRule":"wholeSpacings""#) && new.contains(#""liftedCardOrder":"followsDrag""#))
        let old = new.replacingOccurrences(of: #""wholeSpacings""#, with: #""seed""#)
            .replacingOccurrences(of: #""followsDrag""#, with: #""seed""#)
        #expect(old.contains(#""dropRule":"seed""#) && old.contains(#""liftedCardOrder":"seed""#))
        #expect(try JSONDecoder().decode(CardStack.Configuration.self, from: Data(old.utf8)) == configuration)
    }

    @Test func oldCommandWordsDecode() throws {
        var configuration = CardStack.Configuration()
        configuration.dropRule = .wholeSpacings
        let words = try CommandWords.encode(configuration)
        #expect(words.contains("dropRule=wholeSpacings"))
        let old = words.map { $0 == "dropRule=wholeSpacings" ? "dropRule=seed" : $0 }
        #expect(try CommandWords.decode(CardStack.Configuration.self, from: old) == configuration)
    }
}
