import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// The adaptive grid, the dots' row and the dock against SwiftUI's rule and seed 002's numbers.
@Suite("HomeScreen: geometry")
struct HomeScreenGeometryTests {
    typealias Geometry = HomeScreen.Geometry

    static func geometry(_ width: Double, _ height: Double = 844, iconSize: Double? = nil) -> Geometry {
        Geometry(screenSize: Vector(x: width, y: height), configuration: .init(iconSize: iconSize))
    }

    /// SwiftUI's adaptive rule, written out independently: as many minimum-size columns as fit.
    static func swiftUIColumns(available: Double, minimum: Double, spacing: Double) -> Int {
        var columns = 1
        while Double(columns + 1) * minimum + Double(columns) * spacing <= available { columns += 1 }
        return columns
    }

    @Test func seedScreen390HasFourColumnsOf72AndAHalf() {
        let g = Self.geometry(390)
        expectEqual(g.iconSize, 65)
        expectEqual(g.columns, 4)  // ⌊(350 + 20) / (65 + 20)⌋ = ⌊4.35⌋
        expectEqual(g.columnWidth, 72.5)  // (350 − 3·20) / 4
        expectEqual(g.rowHeight, 83)  // 65 + 2 + 16
    }

    @Test func iconCentresAreCentredInTheirCells() {
        let g = Self.geometry(390)
        let xs = (0..<4).map { g.iconFrame(atSlot: $0).midX }
        expectEqual(xs, [56.25, 148.75, 241.25, 333.75])
        expectEqual(g.iconFrame(atSlot: 0).minX, 23.75)  // 20 + (72.5 − 65) / 2
        expectEqual(g.iconFrame(atSlot: 0).midY, 52.5)  // padding 20 + 65 / 2
        expectEqual(g.iconFrame(atSlot: 4).midY, 155.5)  // next row: + 83 + 20
        expectEqual(g.iconFrame(atSlot: 5).midX, 148.75)
        let label = g.labelFrame(atSlot: 0)
        expectEqual(label.minY, 87)
        expectEqual(label.height, 16)
        expectEqual(label.midX, 56.25)
        expectEqual(label.width, 72.5)
    }

    @Test func narrowScreenWithPhoneSizedIconsHasThreeColumns() {
        // 320 wide, 65-point icons: ⌊(280 + 20) / 85⌋ = 3.
        let g = Self.geometry(320, iconSize: 65)
        expectEqual(g.columns, 3)
        expectEqual(g.columnWidth, (280 - 40) / 3)
        // With the seed's width / 6 (53.3-point icons) four still fit: ⌊300 / 73.3⌋ = 4.
        expectEqual(Self.geometry(320).columns, 4)
    }

    @Test func widerScreens() {
        expectEqual(Self.geometry(768, 1024).columns, 5)  // 128-point icons: ⌊748 / 148⌋
        expectEqual(Self.geometry(1024, 768).columns, 5)  // 170.7-point icons: ⌊1004 / 190.7⌋
        expectEqual(Self.geometry(1024, 768, iconSize: 65).columns, 11)  // ⌊1004 / 85⌋
        expectEqual(Self.geometry(430, 932).columns, 4)
    }

    @Test func columnsFollowSwiftUIsAdaptiveRule() async {
        await checkProperty(
            count: 200, input: Gen.double(in: 1...3000), Gen.double(in: 10...300), Gen.double(in: 0...40)
        ) { width, icon, spacing in
            let g = Geometry(
                screenSize: Vector(x: width, y: 800), configuration: .init(iconSize: icon, columnSpacing: spacing))
            let available = Swift.max(0, width - 40)
            let expected = Self.swiftUIColumns(available: available, minimum: icon, spacing: spacing)
            expectEqual(g.columns, Swift.min(expected, 1000))
            let total = Double(g.columns) * g.columnWidth + Double(g.columns - 1) * spacing
            #expect(abs(total - available) < 1e-6 || available < Double(g.columns - 1) * spacing)
            if available >= icon { #expect(g.columnWidth >= icon - 1e-9) }
        }
    }

    @Test func rowsAndCapacityFitThePageArea() {
        let g = Self.geometry(390, 844)
        // Page area: 844 − dock 108.3 − dots 46 = 689.7; grid 649.7; ⌊(649.7 + 20) / 103⌋ = 6 rows.
        expectNear(g.pageArea.height, (844 - 65 * 5.0 / 3.0 - 46), within: 1e-9)
        expectEqual(g.rows, 6)
        expectEqual(g.pageCapacity, 24)
        // With the safe areas of a 390 × 844 phone (47 top, 34 bottom): 5 rows, 20 icons, as the seed's pages.
        let phone = Geometry(
            screenSize: Vector(x: 390, y: 844), configuration: .init(topInset: 47, bottomInset: 34))
        expectEqual(phone.rows, 5)
        expectEqual(phone.pageCapacity, 20)
        expectEqual(phone.gridTop, 67)
        expectEqual(phone.dockFrame.maxY, 810)
    }

    @Test func dockIsIconSizeFiveThirdsTallWithIconsTwentyApart() {
        let g = Self.geometry(390)
        expectNear(g.dockFrame.height, 65 * 5.0 / 3.0, within: 1e-12)
        expectEqual(g.dockFrame.maxY, 844)
        expectEqual(g.dockFrame.width, 390)
        let frames = (0..<4).map { g.dockIconFrame(at: $0, count: 4) }
        // 4·65 + 3·20 = 320, centred: from 35 to 355.
        #expect(frames[0].minX == 35 && frames[3].maxX == 355)
        for k in 1..<4 { expectEqual(frames[k].minX - frames[k - 1].maxX, 20) }
        for frame in frames { expectNear(frame.midY, g.dockFrame.midY, within: 1e-12) }
        // Three icons re-centre: 3·65 + 2·20 = 235, from 77.5.
        expectEqual(g.dockIconFrame(at: 0, count: 3).minX, 77.5)
        expectEqual(g.dockInsertionIndex(at: 0, count: 3), 0)
        expectEqual(g.dockInsertionIndex(at: 195, count: 3), 1)
        expectEqual(g.dockInsertionIndex(at: 400, count: 3), 3)
    }

    @Test func dotsRowIsTenPointDotsWithEighteenPointsAround() {
        let g = Self.geometry(390)
        expectEqual(g.indicatorRow.height, 46)
        expectEqual(g.indicatorRow.maxY, g.dockFrame.minY)
        let home = HomeScreen.sample(pages: [5, 5, 5])
        let dots = home.dots
        expectEqual(dots.count, 3)
        expectEqual(dots.map(\.diameter), [10, 10, 10])
        expectEqual(dots[1].center.x, 195)
        expectEqual(dots[2].center.x - dots[1].center.x, 18)  // 10 + spacing 8
        expectNear(dots[0].center.y, g.indicatorRow.midY, within: 1e-9)
        expectEqual(dots.map(\.selection), [1, 0, 0])
    }

    @Test func slotUnderAPointIsTheNearestCellClamped() {
        let g = Self.geometry(390)
        expectEqual(g.slot(at: Point(x: 56, y: 52)), 0)
        expectEqual(g.slot(at: Point(x: 150, y: 155)), 5)
        expectEqual(g.slot(at: Point(x: -100, y: -100)), 0)
        expectEqual(g.slot(at: Point(x: 1000, y: 10_000)), 23)
        expectEqual(g.slot(at: Point(x: .nan, y: 3)), 0)
        // Cells split half-way across the spacing: 20 + 72.5 + 10 = 102.5.
        expectEqual(g.slot(at: Point(x: 102.4, y: 52)), 0)
        expectEqual(g.slot(at: Point(x: 102.5, y: 52)), 1)
    }

    @Test(arguments: [
        Vector(x: 0, y: 0), Vector(x: -390, y: 844), Vector(x: .nan, y: 844), Vector(x: 390, y: .infinity),
        Vector(x: 390, y: 0),
    ])
    func sizeWithoutAreaLaysNothingOutAndKeepsTheLayout(size: Vector) {
        let g = Geometry(screenSize: size, configuration: .init())
        #expect(!g.hasArea)
        expectEqual(g.pageCapacity, Int.max)
        #expect(g.iconFrame(atSlot: 7).isFinite && g.dockIconFrame(at: 2, count: 4).isFinite)
        let home = HomeScreen.sample(pages: [30, 2], size: size)
        expectEqual(home.layout.pages.map(\.count), [30, 2])
        #expect(home.placements.isEmpty)
        #expect(home.diagnostics.isEmpty)
    }

    @Test func badMetricsAreSanitised() {
        let g = Geometry(
            screenSize: Vector(x: 390, y: 844),
            configuration: .init(
                iconSize: .nan, padding: -5, columnSpacing: .infinity, rowSpacing: .nan, labelHeight: -1,
                dockCapacity: -3, dockHeightRatio: .nan))
        expectEqual(g.iconSize, 65)
        expectEqual(g.padding, 0)
        expectEqual(g.columnSpacing, 20)
        expectEqual(g.rowSpacing, 20)
        expectEqual(g.labelHeight, 0)
        expectEqual(g.dockCapacity, 0)
        expectNear(g.dockFrame.height, 65 * 5.0 / 3.0, within: 1e-9)
        #expect(g.pageArea.isFinite && g.dockFrame.isFinite)
        let huge = Geometry(screenSize: Vector(x: 1e300, y: 1e300), configuration: .init(iconSize: 1e300))
        #expect(huge.iconFrame(atSlot: 3).isFinite && huge.dockFrame.isFinite && huge.pageCapacity >= 1)
    }
}
