import Glibc
import Riffle

/// The full-bleed artwork of the onboarding pages, in the 390 × 844 design frame.
///
/// The lower part of each picture is dark and quiet: the headline, body and dots sit there.
public enum OnboardingArt {
    /// Sunrise over layered hills (warm peach and plum).
    public static func sunrise() -> Scenery {
        Scenery(
            sky: [
                GradientStop(0, Art.hex(0xFFB88C)), GradientStop(0.35, Art.hex(0xFF8FA3)),
                GradientStop(0.6, Art.hex(0xDE6F9A)),
            ],
            layers: [
                Art.glow(195, 380, 200, 0xFFF1C9, 0.7),
                Art.solid(0xFFF4D8, [Art.circle(195, 380, 66)]),
                Art.solid(0xC4568A, [Art.wave(y: 430, amplitude: 22, wavelength: 420, phase: 0.4)]),
                Art.solid(0x973F7A, [Art.wave(y: 480, amplitude: 26, wavelength: 360, phase: 2.1)]),
                Art.solid(0x6A2C66, [Art.wave(y: 530, amplitude: 20, wavelength: 300, phase: 4.0)]),
                Art.solid(0x3E1A4A, [Art.wave(y: 580, amplitude: 14, wavelength: 500, phase: 1.0)]),
                SceneryLayer(
                    .vertical(top: Art.hex(0x3E1A4A), bottom: Art.hex(0x1C0B24), y0: 600, y1: 844),
                    [Art.rect(-10, 596, 410, 300)]),
            ])
    }

    /// A calm sea under a high sun (teal and navy).
    public static func sea() -> Scenery {
        Scenery(
            sky: [
                GradientStop(0, Art.hex(0x0F8BA8)), GradientStop(0.4, Art.hex(0x7FD6DF)),
                GradientStop(0.5, Art.hex(0xD8F3F0)),
            ],
            layers: [
                Art.glow(270, 260, 140, 0xFFFFFF, 0.75),
                Art.solid(0xFFFDEB, [Art.circle(270, 260, 34)]),
                Art.solid(
                    0xFFFFFF, 0.9, soft: 10,
                    [
                        .ellipse(CanvasRect(x: 30, y: 200, width: 130, height: 30)),
                        .ellipse(CanvasRect(x: 70, y: 184, width: 80, height: 34)),
                    ]),
                Art.solid(0x3BB3C3, [Art.wave(y: 420, amplitude: 8, wavelength: 130, phase: 0)]),
                Art.solid(0x1E8FB0, [Art.wave(y: 460, amplitude: 12, wavelength: 170, phase: 1.2)]),
                Art.solid(0x156F9C, [Art.wave(y: 510, amplitude: 16, wavelength: 210, phase: 2.5)]),
                Art.solid(0x0E4F7E, [Art.wave(y: 565, amplitude: 18, wavelength: 260, phase: 3.3)]),
                SceneryLayer(
                    .vertical(top: Art.hex(0x0E4F7E), bottom: Art.hex(0x06223D), y0: 590, y1: 844),
                    [Art.rect(-10, 586, 410, 300)]),
                Art.solid(
                    0xFFFFFF, 0.55, (0..<10).map { i in Art.rect(Double(i) * 37 + 14, 440 + Double(i % 4) * 26, 18, 2) }
                ),
            ])
    }

    /// Mountains under an aurora and stars (deep violet and green).
    public static func aurora() -> Scenery {
        Scenery(
            sky: [
                GradientStop(0, Art.hex(0x0A0B26)), GradientStop(0.45, Art.hex(0x1E1F5A)),
                GradientStop(0.62, Art.hex(0x4B3C8C)),
            ],
            layers: [
                Art.solid(0xFFFFFF, 0.9, Art.stars(110, in: CanvasRect(x: 0, y: 0, width: 390, height: 470), seed: 77)),
                Art.solid(
                    0x5CF2B0, 0.35, soft: 18,
                    [ribbon(y: 250, thickness: 70, amplitude: 34, wavelength: 420, phase: 0.7)]),
                Art.solid(
                    0x7FFFD0, 0.35, soft: 8, [ribbon(y: 262, thickness: 18, amplitude: 34, wavelength: 420, phase: 0.7)]
                ),
                Art.solid(
                    0x7FD8FF, 0.25, soft: 20,
                    [ribbon(y: 190, thickness: 50, amplitude: 26, wavelength: 300, phase: 2.2)]),
                Art.solid(
                    0xB38CFF, 0.18, soft: 22,
                    [ribbon(y: 320, thickness: 40, amplitude: 20, wavelength: 260, phase: 4.0)]),
                Art.glow(300, 140, 60, 0xF4F1DE, 0.5),
                Art.solid(0xF6F2DF, [Art.circle(300, 140, 16)]),
                Art.solid(
                    0x37306E,
                    [
                        Art.ridge([
                            (-10, 500), (40, 430), (90, 470), (160, 380), (230, 450), (290, 400), (350, 440),
                            (400, 410),
                        ])
                    ]),
                Art.solid(
                    0xE8E6FF, 0.85,
                    [
                        Art.poly([(160, 380), (146, 398), (156, 396), (163, 404), (174, 394)]),
                        Art.poly([(290, 400), (280, 412), (292, 410), (300, 416)]),
                    ]),
                Art.solid(
                    0x221D4C, [Art.ridge([(-10, 560), (70, 500), (140, 540), (220, 490), (300, 540), (400, 500)])]),
                SceneryLayer(
                    .vertical(top: Art.hex(0x161236), bottom: Art.hex(0x07061A), y0: 560, y1: 844),
                    [Art.ridge([(-10, 600), (120, 570), (260, 590), (400, 560)])]),
            ])
    }

    /// A wavy band `thickness` points high whose centre line follows a sine around `y`.
    static func ribbon(y: Double, thickness: Double, amplitude: Double, wavelength: Double, phase: Double)
        -> SceneryShape
    {
        var top: [Point] = []
        var bottom: [Point] = []
        var x = -20.0
        while x <= 410 {
            let c = y - amplitude * sin(2 * Double.pi * x / wavelength + phase)
            let t = thickness * (0.6 + 0.4 * sin(2 * Double.pi * x / (wavelength * 0.7) + phase * 1.7))
            top.append(Point(x: x, y: c - t / 2))
            bottom.append(Point(x: x, y: c + t / 2))
            x += 8
        }
        return .polygon(top + bottom.reversed())
    }

    /// Golden dunes under a huge low sun.
    public static func dunes() -> Scenery {
        Scenery(
            sky: [
                GradientStop(0, Art.hex(0xF7A440)), GradientStop(0.4, Art.hex(0xFAD27A)),
                GradientStop(0.55, Art.hex(0xFCE6B0)),
            ],
            layers: [
                Art.glow(230, 420, 220, 0xFFFFFF, 0.55),
                Art.solid(0xFFF8E4, [Art.circle(230, 420, 90)]),
                Art.solid(0xE9A055, [Art.wave(y: 470, amplitude: 30, wavelength: 520, phase: 0.3)]),
                Art.solid(0xD9823E, [Art.wave(y: 520, amplitude: 36, wavelength: 460, phase: 2.8)]),
                Art.solid(0xB4602E, [Art.wave(y: 580, amplitude: 28, wavelength: 400, phase: 4.6)]),
                SceneryLayer(
                    .vertical(top: Art.hex(0x7E3B22), bottom: Art.hex(0x2E130C), y0: 600, y1: 844),
                    [Art.wave(y: 620, amplitude: 14, wavelength: 600, phase: 1.4)]),
                Art.solid(
                    0x5A2A18,
                    [
                        .line(from: Art.p(96, 474), to: Art.p(96, 440), width: 3),
                        .line(from: Art.p(96, 452), to: Art.p(88, 446), width: 2.5),
                        .line(from: Art.p(96, 458), to: Art.p(104, 450), width: 2.5),
                    ]),
            ])
    }

    /// A misty pine forest (greens).
    public static func forest() -> Scenery {
        var back: [SceneryShape] = [Art.rect(-10, 484, 410, 400)]
        var mid: [SceneryShape] = [Art.wave(y: 532, amplitude: 5, wavelength: 260, phase: 1.5)]
        var front: [SceneryShape] = [Art.rect(-10, 566, 410, 400)]
        for i in 0..<11 { back += Art.pine(Double(i) * 38 + 4, 500, 120 + Double(i % 3) * 14) }
        for i in 0..<8 { mid += Art.pine(Double(i) * 54 + 20, 560, 170 + Double(i % 2) * 24) }
        for i in 0..<6 { front += Art.pine(Double(i) * 78 - 4, 630, 240 + Double(i % 2) * 44) }
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x9FD8C8)), GradientStop(0.4, Art.hex(0xDDF2E6)),
                GradientStop(0.6, Art.hex(0xBFE3D2)),
            ],
            layers: [
                Art.glow(110, 250, 150, 0xFFFFFF, 0.8),
                Art.solid(0xFFFFF4, [Art.circle(110, 250, 30)]),
                Art.solid(0x7FB8A0, back),
                Art.solid(0xEAF6EF, 0.55, soft: 26, [.ellipse(CanvasRect(x: -80, y: 470, width: 560, height: 70))]),
                Art.solid(0x3F8068, mid),
                Art.solid(0x1C4A3A, front),
                SceneryLayer(
                    .vertical(top: Art.hex(0x1C4A3A), bottom: Art.hex(0x0A2119), y0: 640, y1: 844),
                    [Art.rect(-10, 636, 410, 300)]),
            ])
    }
}
