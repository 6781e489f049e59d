import RiffleTestSupport
import Testing

@testable import Riffle

/// The track modifiers' changes resolve in one pass, and the innermost value wins, as in SwiftUI.
///
/// They write ``Pager/SettingsChanges`` into the environment (outer modifiers first, as SwiftUI's
/// `transformEnvironment` runs them) and into the view itself.
@Suite("Pager.SettingsChanges: modifiers anywhere in the chain, the innermost wins")
struct PagerSettingsChangesTests {
    /// `VStack { Carousel(…).snapPolicy(own).padding().snapPolicy(inner) }.snapPolicy(outer).itemSpacing(12)`,
    /// resolved as the view does.
    func resolved(
        initial: Pager.Settings = Pager.Settings(), environment: [@Sendable (inout Pager.Settings) -> Void],
        own: [@Sendable (inout Pager.Settings) -> Void] = []
    ) -> Pager.Settings {
        var outside = Pager.SettingsChanges()
        for change in environment { outside.append(change) }
        var mine = Pager.SettingsChanges()
        for change in own { mine.append(change) }
        return mine.applied(to: outside.applied(to: initial))
    }

    @Test func anInnerModifierWinsOverAnOuterOneAndDifferentSettingsAddUp() {
        let settings = resolved(environment: [
            { $0.configuration.snapPolicy = .projectedNormal },  // on the container
            { $0.itemSpacing = 12 },  // on the container
            { $0.configuration.snapPolicy = .default },  // after .padding()
        ])
        expectEqual(settings.configuration.snapPolicy, .default)
        expectEqual(settings.itemSpacing, 12)
    }

    @Test func theViewsOwnModifierWinsOverTheEnvironment() {
        let settings = resolved(
            environment: [{ $0.configuration.snapPolicy = .projectedNormal }, { $0.itemSpacing = 12 }],
            own: [{ $0.configuration.snapPolicy = .default }])
        expectEqual(settings.configuration.snapPolicy, .default)
        expectEqual(settings.itemSpacing, 12)
    }

    @Test func aPresetReplacesTheOuterChangesNotTheInnerOnes() {
        let preset = Pager.Settings.loop()
        let settings = resolved(
            environment: [{ $0.itemSpacing = 40 }, { $0 = preset }, { $0.configuration.snapPolicy = .projectedNormal }])
        expectEqual(settings.itemSpacing, preset.itemSpacing)
        expectEqual(settings.configuration.layout.loop, preset.configuration.layout.loop)
        expectEqual(settings.configuration.snapPolicy, .projectedNormal)
    }

    @Test func noChangesKeepTheInitialSettings() {
        let initial = Pager.Settings.loop()
        expectEqual(resolved(initial: initial, environment: []), initial)
    }
}
