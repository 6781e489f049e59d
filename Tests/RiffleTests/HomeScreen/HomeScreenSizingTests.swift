import RiffleTestSupport
import Testing

@testable import Riffle

/// A home screen's `Layout` asks the core how large to be for each proposal (``HomeScreen/size(fitting:)``): it
/// fills what it is given and, where nothing is proposed (a vertical `ScrollView`, a `List` row, `fixedSize()`),
/// is as large as its grid instead of taking everything or collapsing as its `GeometryReader` did.
@Suite("HomeScreen sizing: a defined size for every proposal")
struct HomeScreenSizingTests {
    /// Seed 002's screen before any viewport: 24 icons on its fullest page.
    let screen = HomeScreen(layout: .sample(pages: [20, 24, 5], dock: 4), settings: .init())

    /// Seed 002's column at 390 points: padding, 6 rows of 83 points 20 apart, padding, the dots' row (10 + 2 · 18)
    /// and the dock (65 · 5 / 3).
    var seedHeight: Double { Self.height(rows: 6) }

    /// The height of `rows` rows of seed 002's 65-point icons with the padding, the dots' row and the dock.
    static func height(rows: Int) -> Double {
        let grid: Double = 2 * 20 + Double(rows) * 83 + Double(rows - 1) * 20
        let dock: Double = 65.0 * 5 / 3
        return grid + 46 + dock
    }

    @Test func aFiniteProposalIsFilled() {
        expectEqual(screen.size(fitting: (width: 320, height: 500)), Vector(x: 320, y: 500))
        expectEqual(screen.size(fitting: (width: .infinity, height: .infinity)), Vector(x: .infinity, y: .infinity))
    }

    @Test func noProposalGivesTheGridsNaturalSize() {
        let size = screen.size(fitting: (width: nil, height: nil))
        expectEqual(size.x, HomeScreen.naturalWidth)
        expectNear(size.y, seedHeight, within: 1e-9)
    }

    @Test func noHeightGivesTheRowsTheFullestPageNeedsAtTheProposedWidth() {
        // 5 icons at most: 2 rows of 4 columns.
        let small = HomeScreen(layout: .sample(pages: [5, 3], dock: 0), settings: .init())
        let size = small.size(fitting: (width: 390, height: nil))
        expectNear(size.y, Self.height(rows: 2), within: 1e-9)
        // No icon at all still shows one row.
        let empty = HomeScreen(layout: IconArrangement(), settings: .init())
        expectNear(empty.size(fitting: (width: 390, height: nil)).y, Self.height(rows: 1), within: 1e-9)
    }

    @Test func aScreenThatHadASizeKeepsItsGridsRows() {
        var host = ComponentHost<HomeScreen>.view(pages: [5])
        // The 390 × 844 screen holds 6 rows; with no height proposed it stays that tall at its width.
        expectNear(host.component.size(fitting: (width: 390, height: nil)).y, seedHeight, within: 1e-9)
        host.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 1)
        expectNear(host.component.size(fitting: (width: 390, height: nil)).y, seedHeight, within: 1e-9)
    }

    @Test func badProposalsHaveADefinedSize() {
        expectEqual(screen.size(fitting: (width: .nan, height: .nan)), screen.size(fitting: (width: nil, height: nil)))
        expectEqual(screen.size(fitting: (width: -10, height: -10)), Vector(x: 0, y: 0))
        let narrow = screen.size(fitting: (width: -10, height: nil))
        expectEqual(narrow.x, 0)
        #expect(narrow.y.isFinite && narrow.y >= 0)
        let unbounded = screen.size(fitting: (width: .infinity, height: nil))
        expectEqual(unbounded.x, .infinity)
        expectNear(unbounded.y, seedHeight, within: 1e-9)
    }
}

/// A home screen that appears again re-sends the viewport it has (for a recording's header), without a change.
@Suite("HomeScreen viewportCommand: the size it has, for a view that appears again")
struct HomeScreenViewportCommandTests {
    @Test func noViewportBeforeASizeAndTheSameOneAfter() throws {
        expectEqual(HomeScreen(layout: .sample(pages: [5], dock: 0), settings: .init()).viewportCommand, nil)
        var host = ComponentHost<HomeScreen>.view(pages: [5])
        host.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 1)
        let before = host.component.geometry
        let command = try #require(host.component.viewportCommand)
        expectEqual(command, .setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34))
        host.send(command, at: 2)
        expectEqual(host.component.geometry, before)
    }
}
