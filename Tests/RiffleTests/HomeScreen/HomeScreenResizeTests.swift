import Foundation
import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// A change of screen size never moves icons between pages (a rotation, Split View, a window resized): the first
/// size with an area sets the grid, later sizes lay the same grid out again, and nothing a size change does
/// reaches the app's saved layout.
@Suite("HomeScreen: a size change keeps the arrangement")
struct HomeScreenResizeTests {
    /// One viewport a view might report: a size (some without area) and a safe area.
    struct Viewport: Sendable, CustomStringConvertible {
        var width: Double
        var height: Double
        var top: Double
        var bottom: Double
        var description: String { "\(width) × \(height) (\(top), \(bottom))" }
    }

    static let viewports = zip(
        Gen.double(in: -20...1_400), Gen.double(in: -20...1_400), Gen.int(in: 0...3), Gen.int(in: 0...3)
    ).map { width, height, top, bottom in
        // Mostly real sizes; the safe areas of a phone (0, 20, 47, 59 on top; 0, 34 at the bottom).
        Viewport(
            width: width, height: height, top: [0, 20, 47, 59][top], bottom: [0, 34, 0, 21][bottom])
    }.array(of: 1...12)

    static let pageSizes = Gen.int(in: 0...30).array(of: 1...4)

    @Test func anySequenceOfSizesThenTheFirstGivesTheFirstLayoutAndWritesNothing() async {
        await checkProperty(count: 200, input: zip(Self.pageSizes, Self.viewports, Gen.bool)) {
            pages, viewports, reduceMotion in
            // The first size with an area repairs a layout over its capacity, once: that is the layout kept.
            var host = ComponentHost(HomeScreen(layout: .sample(pages: pages, dock: 3), settings: .init()))
            host.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 0)
            let first = host.component.layout
            let firstGeometry = host.component.geometry
            var binding = first
            var time = 0.0
            for viewport in viewports {
                time += 0.1
                host.send(
                    .setViewport(
                        width: viewport.width, height: viewport.height, topInset: viewport.top,
                        bottomInset: viewport.bottom), at: time)
                if reduceMotion {
                    // A setting that rebuilds the screen (Reduce Motion) keeps the grid too.
                    let settings = HomeScreen.Settings().adapted(reduceMotion: viewport.top > 20, rightToLeft: false)
                    host.send(.configure(settings: settings), at: time)
                }
                _ = host.advance(to: time + 0.05)
                // Nothing a size change does is an edit the view would save.
                expectEqual(host.component.layoutToWrite(over: binding), nil, "\(viewport)")
                if let written = host.component.layoutToWrite(over: binding) { binding = written }
                #expect(
                    host.component.geometry.pageCapacity == firstGeometry.pageCapacity
                        || !host.component.geometry.hasArea)
            }
            host.send(.configure(settings: .init()), at: time + 0.2)
            host.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: time + 0.2)
            expectEqual(host.component.layout, first)
            expectEqual(host.component.geometry, firstGeometry)
        }
    }

    /// The grid of a screen created without a size is the one of its first real size (with 64-point icons,
    /// 600 × 1000 holds ⌊580 / 84⌋ = 6 columns and ⌊827 / 102⌋ = 8 rows); a landscape window turns the grid on its
    /// side (8 × 6 fits 1000 × 800 at 64 points: 692 points wide, 785 tall) and the first size turns it back.
    @Test func aLandscapeWindowTurnsTheGridAndTheFirstSizeRestoresIt() {
        var home = HomeScreen(
            layout: .sample(pages: [30, 30], dock: 4), settings: .init(configuration: .init(iconSize: 64)))
        home.resize(to: Vector(x: 600, y: 1000), at: 0)
        let portrait = home.geometry
        let layout = home.layout
        expectEqual(portrait.columns, 6)
        expectEqual(portrait.rows, 8)
        expectEqual(home.layout.pages.map(\.count), [30, 30])
        home.resize(to: Vector(x: 1000, y: 800), at: 0.1)
        expectEqual(home.geometry.columns, portrait.rows)
        expectEqual(home.geometry.rows, portrait.columns)
        expectEqual(home.geometry.iconSize, 64)
        expectEqual(home.layout, layout)
        home.resize(to: Vector(x: 600, y: 1000), at: 0.2)
        expectEqual(home.geometry, portrait)
    }

    /// A kept grid on a larger screen spreads its columns; the icons keep the configured size.
    @Test func aLargerScreenSpreadsTheSameGrid() {
        var home = HomeScreen.sample(pages: [24, 3])
        home.resize(to: Vector(x: 430, y: 932), at: 0.1)
        expectEqual(home.geometry.columns, 4)
        expectEqual(home.geometry.rows, 6)
        expectEqual(home.geometry.iconSize, 430.0 / 6)
        expectEqual(home.layout.pages.map(\.count), [24, 3])
    }

    /// Bad geometry input keeps the grid and gives finite frames.
    @Test func hostileMetricsKeepTheGridFinite() {
        let huge = HomeScreen.Geometry(
            screenSize: Vector(x: 50, y: 50), configuration: .init(),
            keepingGridOf: HomeScreen.Geometry(screenSize: Vector(x: 390, y: 844), configuration: .init()))
        expectEqual(huge.pageCapacity, 24)
        // The smallest icon is 29 points, or the configured size (50 / 6) when smaller.
        expectEqual(huge.iconSize, 50.0 / 6)
        #expect(huge.overflowingRows > 0)
        #expect((0..<24).allSatisfy { huge.iconFrame(atSlot: $0).isFinite })
        let none = HomeScreen.Geometry(
            screenSize: Vector(x: .nan, y: 50), configuration: .init(),
            keepingGridOf: HomeScreen.Geometry(screenSize: Vector(x: 390, y: 844), configuration: .init()))
        #expect(!none.hasArea)
        expectEqual(none.pageCapacity, Int.max)
    }

    /// An app that saves its arrangement sets the grid, so that the saved pages fit at whatever size it starts.
    @Test func aConfiguredGridHoldsAtTheFirstSizeToo() throws {
        var configuration = HomeScreen.Configuration()
        configuration.grid = HomeScreen.GridShape(columns: 4, rows: 6)
        let saved = IconArrangement.sample(pages: [24, 24, 2], dock: 4)
        var home = HomeScreen(
            layout: saved, screenSize: Vector(x: 700, y: 700), settings: .init(configuration: configuration))
        expectEqual(home.layout, saved)
        #expect(home.diagnostics.isEmpty)
        expectEqual(home.geometry.pageCapacity, 24)
        expectEqual(home.geometry.columns, 6)
        home.resize(to: Vector(x: 390, y: 844), at: 0.1)
        expectEqual(home.geometry, HomeScreen.Geometry(screenSize: Vector(x: 390, y: 844), configuration: .init()))
        // Without it the first size decides: 700 × 700 holds 8 icons a page, and the saved pages are repaired.
        let unset = HomeScreen(layout: saved, screenSize: Vector(x: 700, y: 700))
        expectEqual(unset.geometry.pageCapacity, 8)
        #expect(unset.layout != saved)
        // Counts are clamped, in code and when decoded; a configuration saved before the grid existed decodes.
        expectEqual(HomeScreen.GridShape(columns: 0, rows: 5_000), HomeScreen.GridShape(columns: 1, rows: 1000))
        let decoded = try JSONDecoder().decode(
            HomeScreen.GridShape.self, from: Data(#"{"columns":-3,"rows":7}"#.utf8))
        expectEqual(decoded, HomeScreen.GridShape(columns: 1, rows: 7))
        var old = try JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration)) as? [String: Any]
        #expect(old?["grid"] != nil)
        old?["grid"] = nil
        let reread = try JSONDecoder().decode(
            HomeScreen.Configuration.self, from: JSONSerialization.data(withJSONObject: old ?? [:]))
        expectEqual(reread.grid, nil)
        expectEqual(reread.padding, 20)
    }
}

/// Edit mode's "–" badge removes an icon through the host: the others reflow, the view writes the new layout.
@Suite("HomeScreen: removing an icon with its badge")
struct HomeScreenRemoveIconTests {
    @Test func aBadgeRemovesTheIconAndTheOthersReflow() {
        var host = ComponentHost.view(pages: [5, 3], dock: 2)
        let saved = host.component.layout
        host.send(.beginEditing, at: 0.1)
        host.send(.removeIcon(icon: "a1"), at: 0.2)
        expectEqual(host.component.layout.pages, [["a0", "a2", "a3", "a4"], ["a5", "a6", "a7"]])
        expectEqual(host.component.layoutToWrite(over: saved), host.component.layout)
        // a2 moves into a1's slot, animated: mid-reflow it is between its slots.
        _ = host.advance(to: 0.25)
        let slot1 = host.component.geometry.iconFrame(atSlot: 1)
        let slot2 = host.component.geometry.iconFrame(atSlot: 2)
        let a2 = host.placements(at: 0.25).first { $0.id == "a2" }?.frame
        #expect((a2?.minX ?? 0) > slot1.minX && (a2?.minX ?? 0) < slot2.minX)
        // Unknown icons and bad ids change nothing.
        let before = host.component.layout
        host.send(.removeIcon(icon: "nope"), at: 0.3)
        expectEqual(host.component.layout, before)
    }
}
