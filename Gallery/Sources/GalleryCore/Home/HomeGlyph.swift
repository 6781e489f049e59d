import Glibc
import Riffle

/// The vector glyphs drawn on the home screen's icons (the seed uses SF Symbols; the gallery draws its own).
///
/// Every glyph is drawn in a 100 × 100 design square that is the whole icon; the seed's symbol size,
/// `iconSize · 3 / 5`, is the square's middle, 20 … 80. Shapes never leave the icon's rounded square.
public enum HomeGlyph: String, CaseIterable, Hashable, Sendable {
    /// Mail: an envelope.
    case envelope
    /// Maps: a river, a road and a pin.
    case mapPin
    /// Camera: a camera body and its lens.
    case camera
    /// Clock: a face showing 9:41.
    case clock
    /// Notes: a lined page.
    case note
    /// Calendar: the weekday and the day number.
    case calendar
    /// Photos: a flower of coloured petals.
    case flower
    /// Weather: the sun behind a cloud.
    case sunAndCloud
    /// Settings: a gear.
    case gear
    /// Reminders: a list with round check boxes.
    case checklist
    /// Calculator: four keys.
    case calculator
    /// Files: a folder.
    case folder
    /// Podcasts: a microphone in its waves.
    case podcast
    /// Books: an open book.
    case book
    /// Health: a heart.
    case heart
    /// Stocks: a rising chart.
    case chart
    /// Home: a house.
    case house
    /// Contacts: a person's silhouette.
    case person
    /// Voice Memos: a waveform.
    case waveform
    /// Fitness: three activity rings.
    case rings
    /// Phone: a handset.
    case phone
    /// Safari: a compass.
    case compass
    /// Messages: a speech bubble.
    case bubble
    /// Music: a pair of notes.
    case musicNote

    /// The glyph's layers in the 100 × 100 design square, painted over the icon's background.
    public var layers: [SceneryLayer] {
        switch self {
        case .envelope: return Glyphs.envelope
        case .mapPin: return Glyphs.mapPin
        case .camera: return Glyphs.camera
        case .clock: return Glyphs.clock
        case .note: return Glyphs.note
        case .calendar: return Glyphs.calendar
        case .flower: return Glyphs.flower
        case .sunAndCloud: return Glyphs.sunAndCloud
        case .gear: return Glyphs.gear
        case .checklist: return Glyphs.checklist
        case .calculator: return Glyphs.calculator
        case .folder: return Glyphs.folder
        case .podcast: return Glyphs.podcast
        case .book: return Glyphs.book
        case .heart: return Glyphs.heart
        case .chart: return Glyphs.chart
        case .house: return Glyphs.house
        case .person: return Glyphs.person
        case .waveform: return Glyphs.waveform
        case .rings: return Glyphs.rings
        case .phone: return Glyphs.phone
        case .compass: return Glyphs.compass
        case .bubble: return Glyphs.bubble
        case .musicNote: return Glyphs.musicNote
        }
    }
}

/// The drawings behind ``HomeGlyph``, in the 100 × 100 design square.
private enum Glyphs {
    static let white: UInt32 = 0xFFFFFF

    static func rr(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> SceneryShape {
        .roundedRect(CanvasRect(x: x, y: y, width: w, height: h), radius: r)
    }

    static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ width: Double) -> SceneryShape {
        .line(from: Art.p(x0, y0), to: Art.p(x1, y1), width: width)
    }

    /// Round-capped strokes through `points`.
    static func polyline(_ points: [(Double, Double)], width: Double) -> [SceneryShape] {
        zip(points, points.dropFirst()).map { line($0.0, $0.1, $1.0, $1.1, width) }
    }

    /// The point at `radius` from (cx, cy) in the direction `degrees` clockwise from straight up.
    static func polar(_ cx: Double, _ cy: Double, _ radius: Double, _ degrees: Double) -> (Double, Double) {
        let a = degrees * Double.pi / 180
        return (cx + radius * sin(a), cy - radius * cos(a))
    }

    static var envelope: [SceneryLayer] {
        [
            Art.solid(0x0B3D91, 0.18, soft: 3, [rr(20, 34, 60, 38, 6)]),
            Art.solid(white, [rr(20, 31, 60, 38, 6)]),
            Art.solid(
                0x9CCBFF, polyline([(23, 66), (43, 49)], width: 2.5) + polyline([(77, 66), (57, 49)], width: 2.5)),
            Art.solid(0x2F86F6, polyline([(23, 34), (50, 54), (77, 34)], width: 4)),
        ]
    }

    static var mapPin: [SceneryLayer] {
        [
            Art.solid(0x8FCBF5, [Art.poly([(0, 54), (0, 70), (100, 40), (100, 24)])]),
            Art.solid(0xFFFFFF, [Art.poly([(27, 0), (35, 0), (69, 100), (61, 100)])]),
            Art.solid(0xF6C344, [Art.poly([(30.5, 0), (31.5, 0), (65.5, 100), (64.5, 100)])]),
            Art.solid(0x000000, 0.22, soft: 2, [.ellipse(CanvasRect(x: 49, y: 70, width: 20, height: 6))]),
            Art.solid(
                0xF23B3B,
                [Art.circle(59, 38, 15), Art.poly([(46, 45.5), (72, 45.5), (59, 72)])]),
            Art.solid(white, [Art.circle(59, 38, 6)]),
        ]
    }

    static var camera: [SceneryLayer] {
        [
            Art.solid(0x23272E, [rr(19, 36, 62, 40, 9), rr(38, 29, 24, 12, 4)]),
            Art.solid(0xDDE2E8, [Art.circle(50, 56, 15)]),
            Art.solid(0x2A3140, [Art.circle(50, 56, 11)]),
            Art.solid(0x4B6A9B, [Art.circle(50, 56, 6.5)]),
            Art.solid(white, 0.8, [Art.circle(47, 53, 2.2)]),
            Art.solid(0xFFC83D, [Art.circle(71, 44, 3)]),
        ]
    }

    static var clock: [SceneryLayer] {
        let ticks = (0..<12).map { i -> SceneryShape in
            let a = polar(50, 50, 27, Double(i) * 30)
            let b = polar(50, 50, i % 3 == 0 ? 22 : 24.5, Double(i) * 30)
            return line(a.0, a.1, b.0, b.1, i % 3 == 0 ? 2.4 : 1.6)
        }
        let hour = polar(50, 50, 14, (9 + 41.0 / 60) * 30)
        let minute = polar(50, 50, 22, 41 * 6)
        let second = polar(50, 50, 25, 150)
        let tail = polar(50, 50, 7, 330)
        return [
            Art.solid(white, [Art.circle(50, 50, 32)]),
            Art.solid(0x1C1C1E, ticks),
            Art.solid(0x1C1C1E, [line(50, 50, hour.0, hour.1, 4.2), line(50, 50, minute.0, minute.1, 3)]),
            Art.solid(0xFF9500, [line(tail.0, tail.1, second.0, second.1, 1.4), Art.circle(50, 50, 2.6)]),
        ]
    }

    static var note: [SceneryLayer] {
        [
            Art.solid(0x8A6A00, 0.18, soft: 3, [rr(23, 22, 56, 60, 7)]),
            Art.solid(white, [rr(22, 20, 56, 60, 7)]),
            Art.solid(0xF5B800, [rr(22, 20, 56, 14, 7), Art.rect(22, 27, 56, 7)]),
            Art.solid(
                0xD8D2BD, (0..<4).map { line(30, 44 + Double($0) * 9, $0 == 3 ? 56 : 70, 44 + Double($0) * 9, 2.2) }),
        ]
    }

    /// Strokes for the letters and digits the calendar needs, each in a box `w` wide and `h` tall at (x, y).
    static func strokes(_ character: Character, x: Double, y: Double, w: Double, h: Double) -> [[(Double, Double)]] {
        func p(_ u: Double, _ v: Double) -> (Double, Double) { (x + u * w, y + v * h) }
        switch character {
        case "T": return [[p(0, 0), p(1, 0)], [p(0.5, 0), p(0.5, 1)]]
        case "U":
            let bottom = Art.arc(x + w / 2, y + 0.7 * h, w / 2, 0.3 * h, from: 180, to: 0, steps: 10)
            return [[p(0, 0)] + bottom + [p(1, 0)]]
        case "E": return [[p(1, 0), p(0, 0), p(0, 1), p(1, 1)], [p(0, 0.5), p(0.8, 0.5)]]
        case "1": return [[p(0.15, 0.2), p(0.6, 0), p(0.6, 1)]]
        case "4": return [[p(0.75, 1), p(0.75, 0), p(0, 0.68), p(1, 0.68)]]
        default: return []
        }
    }

    static var calendar: [SceneryLayer] {
        var day: [SceneryShape] = []
        for (i, c) in "TUE".enumerated() {
            for path in strokes(c, x: 37 + Double(i) * 10, y: 20, w: 6.5, h: 9) { day += polyline(path, width: 2.2) }
        }
        var number: [SceneryShape] = []
        for (i, c) in "14".enumerated() {
            for path in strokes(c, x: 31 + Double(i) * 21, y: 38, w: 16, h: 38) { number += polyline(path, width: 5.5) }
        }
        return [Art.solid(0xF2453D, day), Art.solid(0x1C1C1E, number)]
    }

    static var flower: [SceneryLayer] {
        let colours: [UInt32] = [0xFFB020, 0xFFDB3A, 0x8BD346, 0x2DC5B8, 0x3B82F6, 0x8B5CF6, 0xEC4899, 0xF2453D]
        return colours.enumerated().map { i, colour in
            let c = polar(50, 50, 15, Double(i) * 45)
            return Art.solid(colour, 0.78, [Art.circle(c.0, c.1, 12.5)])
        }
    }

    static var sunAndCloud: [SceneryLayer] {
        [
            Art.glow(40, 40, 26, 0xFFF3B0, 0.6),
            Art.solid(0xFFD43B, [Art.circle(40, 40, 15)]),
            Art.solid(
                0x0B4F9C, 0.16, soft: 3, [Art.circle(51, 62, 12), Art.circle(64, 57, 14), rr(36, 62, 48, 16, 8)]),
            Art.solid(
                white, [Art.circle(50, 59, 12), Art.circle(63, 54, 14), Art.circle(75, 62, 9), rr(35, 59, 48, 16, 8)]),
        ]
    }

    static var gear: [SceneryLayer] {
        let teeth = (0..<10).map { i -> SceneryShape in
            let a = Double(i) * 36
            let corners = [(-4.6, 19.0), (4.6, 19.0), (3.4, 31.0), (-3.4, 31.0)].map { dx, r -> Point in
                let base = polar(50, 50, r, a)
                let side = polar(0, 0, dx, a + 90)
                return Art.p(base.0 + side.0, base.1 + side.1)
            }
            return .polygon(corners)
        }
        return [
            Art.solid(0x3F4650, teeth + [.ring(center: Art.p(50, 50), radius: 24, width: 11)]),
            Art.solid(0x3F4650, [Art.circle(50, 50, 6)]),
            Art.solid(0x5D6570, [.ring(center: Art.p(50, 50), radius: 13, width: 3)]),
        ]
    }

    static var checklist: [SceneryLayer] {
        let ys: [Double] = [32, 50, 68]
        let colours: [UInt32] = [0xFFB020, 0x38BDF8, 0xF87171]
        var layers = ys.enumerated().map { i, y in
            Art.solid(colours[i], [.ring(center: Art.p(30, y), radius: 6, width: 3)])
        }
        layers.append(Art.solid(white, ys.map { line(43, $0, $0 == 68 ? 64 : 76, $0, 4) }))
        layers.append(Art.solid(0xFFB020, [Art.circle(30, 32, 2.6)]))
        return layers
    }

    static var calculator: [SceneryLayer] {
        [
            Art.solid(0xA5A8B0, [rr(22, 22, 25, 25, 7), rr(53, 22, 25, 25, 7), rr(22, 53, 25, 25, 7)]),
            Art.solid(0xFF9F0A, [rr(53, 53, 25, 25, 7)]),
            Art.solid(
                0x1C1C1E,
                [
                    line(28.5, 34.5, 40.5, 34.5, 3), line(34.5, 28.5, 34.5, 40.5, 3), line(59.5, 34.5, 71.5, 34.5, 3),
                    line(30, 61, 39, 70, 3), line(39, 61, 30, 70, 3),
                ]),
            Art.solid(white, [line(59.5, 62, 71.5, 62, 3), line(59.5, 69, 71.5, 69, 3)]),
        ]
    }

    static var folder: [SceneryLayer] {
        [
            Art.solid(0x8CC4FF, [rr(20, 28, 26, 14, 4), rr(20, 34, 60, 40, 6)]),
            Art.solid(0x000000, 0.15, soft: 3, [rr(20, 43, 60, 32, 6)]),
            SceneryLayer(
                .vertical(top: Art.hex(0x6DB3FF), bottom: Art.hex(0x2D7FF0), y0: 41, y1: 76), [rr(20, 41, 60, 35, 6)]),
        ]
    }

    static var podcast: [SceneryLayer] {
        // Two waves open at the bottom (angles as in `Art.arc`: 90° is down) around a microphone.
        let outer = Art.arc(50, 44, 25, 25, from: 130, to: 410, steps: 40)
        let inner = Art.arc(50, 44, 15.5, 15.5, from: 135, to: 405, steps: 30)
        return [
            Art.solid(white, polyline(outer, width: 4.5) + polyline(inner, width: 4.5)),
            Art.solid(white, [Art.circle(50, 44, 7.5), rr(45.5, 54, 9, 26, 4.5)]),
        ]
    }

    static var book: [SceneryLayer] {
        [
            Art.solid(
                0x7A2E00, 0.2, soft: 3, [Art.poly([(20, 34), (50, 40), (80, 34), (80, 74), (50, 80), (20, 74)])]),
            Art.solid(white, [Art.poly([(20, 30), (48, 35), (48, 75), (20, 70)])]),
            Art.solid(white, [Art.poly([(52, 35), (80, 30), (80, 70), (52, 75)])]),
            Art.solid(
                0xF2C9A8,
                polyline([(26, 43), (42, 46)], width: 1.8) + polyline([(26, 51), (42, 54)], width: 1.8)
                    + polyline([(58, 46), (74, 43)], width: 1.8) + polyline([(58, 54), (74, 51)], width: 1.8)),
        ]
    }

    static var heart: [SceneryLayer] {
        [
            Art.solid(0x9F1239, 0.2, soft: 3, [Art.circle(39, 43, 14), Art.circle(61, 43, 14)]),
            Art.solid(
                white,
                [
                    Art.circle(39, 41, 13.5), Art.circle(61, 41, 13.5),
                    Art.poly([(26.3, 45), (50, 73), (73.7, 45), (50, 40)]),
                ]
            ),
        ]
    }

    static var chart: [SceneryLayer] {
        let points: [(Double, Double)] = [(20, 66), (30, 58), (38, 62), (48, 46), (57, 52), (67, 34), (80, 38)]
        return [
            Art.solid(white, 0.15, [30, 46, 62].map { line(20, $0, 80, $0, 1) }),
            SceneryLayer(
                .vertical(top: Art.hex(0x34D399, 0.45), bottom: Art.hex(0x34D399, 0), y0: 34, y1: 78),
                [.polygon(points.map { Art.p($0.0, $0.1) } + [Art.p(80, 78), Art.p(20, 78)])]),
            Art.solid(0x34D399, polyline(points, width: 3.4)),
        ]
    }

    static var house: [SceneryLayer] {
        [
            Art.solid(
                0x8A4B00, 0.2, soft: 3,
                [Art.poly([(50, 26), (82, 52), (74, 52), (74, 80), (26, 80), (26, 52), (18, 52)])]),
            Art.solid(white, [rr(28, 46, 44, 32, 3)]),
            Art.solid(white, polyline([(21, 50), (50, 25), (79, 50)], width: 6)),
            Art.solid(0xF7A81B, [rr(44, 58, 12, 20, 2.5)]),
        ]
    }

    static var person: [SceneryLayer] {
        [
            Art.solid(white, [Art.circle(50, 38, 13)]),
            Art.solid(white, [Art.poly(Art.arc(50, 82, 25, 26, from: 180, to: 360, steps: 28))]),
        ]
    }

    static var waveform: [SceneryLayer] {
        let heights: [Double] = [6, 12, 22, 34, 18, 42, 28, 14, 30, 16, 8]
        let shapes = heights.enumerated().map { i, h -> SceneryShape in
            let x = 22 + Double(i) * 5.6
            return line(x, 50 - h / 2, x, 50 + h / 2, 3)
        }
        return [Art.solid(0xFF5C5C, shapes)]
    }

    static var rings: [SceneryLayer] {
        func arc(_ r: Double, _ colour: UInt32, _ sweep: Double) -> [SceneryLayer] {
            [
                Art.solid(colour, 0.25, [.ring(center: Art.p(50, 50), radius: r + 4, width: 8)]),
                Art.solid(
                    colour, polyline(stride(from: 0.0, through: sweep, by: 6).map { polar(50, 50, r, $0) }, width: 8)),
            ]
        }
        return arc(27, 0xFA114F, 290) + arc(18, 0xA6FF00, 230) + arc(9, 0x00E5FF, 320)
    }

    static var phone: [SceneryLayer] {
        // A handset: a curved handle between the earpiece (top left) and the mouthpiece (bottom), each end a broad
        // rounded cup. Angles as in `Art.arc` (0° right, 90° down).
        let handle = Art.arc(64, 36, 27, 27, from: 112, to: 190, steps: 14)
        let mouth = Art.arc(64, 36, 25, 25, from: 88, to: 114, steps: 6)
        let ear = Art.arc(64, 36, 25, 25, from: 188, to: 214, steps: 6)
        return [
            Art.solid(white, polyline(handle, width: 11) + polyline(mouth, width: 16) + polyline(ear, width: 16))
        ]
    }

    static var compass: [SceneryLayer] {
        let ticks = (0..<24).map { i -> SceneryShape in
            let a = polar(50, 50, 29, Double(i) * 15)
            let b = polar(50, 50, i % 6 == 0 ? 24 : 26.5, Double(i) * 15)
            return line(a.0, a.1, b.0, b.1, 1.2)
        }
        let tip = polar(50, 50, 22, 45)
        let tail = polar(50, 50, 22, 225)
        let left = polar(50, 50, 5, -45)
        let right = polar(50, 50, 5, 135)
        return [
            SceneryLayer(
                .radial(center: Art.p(50, 40), radius: 40, inner: Art.hex(0x4FC3FF), outer: Art.hex(0x1D4ED8)),
                [Art.circle(50, 50, 33)]),
            Art.solid(white, 0.85, ticks),
            Art.solid(0xFF3B30, [Art.poly([tip, left, right])]),
            Art.solid(white, [Art.poly([tail, left, right])]),
        ]
    }

    static var bubble: [SceneryLayer] {
        [
            Art.solid(
                white,
                [.ellipse(CanvasRect(x: 19, y: 25, width: 62, height: 46)), Art.poly([(30, 60), (24, 78), (44, 66)])])
        ]
    }

    static var musicNote: [SceneryLayer] {
        [
            Art.solid(
                white,
                [
                    .ellipse(CanvasRect(x: 24, y: 61, width: 18, height: 13)),
                    .ellipse(CanvasRect(x: 53, y: 55, width: 18, height: 13)),
                    Art.rect(38, 30, 4, 37), Art.rect(67, 24, 4, 37),
                    Art.poly([(38, 30), (71, 24), (71, 32), (38, 38)]),
                ])
        ]
    }
}
