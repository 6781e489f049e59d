import Riffle

/// The procedural "photo" of each trip destination, in the 390 × 844 design frame.
///
/// Every destination has its own sky, light (sun or moon) and landmark silhouette. Cards show the band
/// y ≈ 197…647; the detail view shows all of it.
public enum TripArt {
    /// The scenery for a destination name from ``Trip/samples``; an unknown name gets a plain dusk.
    public static func scenery(for destination: String) -> Scenery {
        switch destination {
        case "Paris": return paris()
        case "Florence": return florence()
        case "Amsterdam": return amsterdam()
        case "Ghent": return ghent()
        case "Santorini": return santorini()
        case "Budapest": return budapest()
        case "London": return london()
        case "Cuba": return cuba()
        case "Osaka": return osaka()
        case "Kyoto": return kyoto()
        case "Seoul": return seoul()
        case "Sydney": return sydney()
        case "Hong Kong": return hongKong()
        default:
            return Scenery(sky: [GradientStop(0, Art.hex(0x2B3A67)), GradientStop(1, Art.hex(0xF4A261))])
        }
    }

    // MARK: - Destinations

    static func paris() -> Scenery {
        let tower = Art.solid(
            0x2A1B38,
            [
                Art.poly([(96, 562), (120, 562), (143, 468), (134, 468)]),
                Art.poly([(204, 562), (180, 562), (157, 468), (166, 468)]),
                Art.poly([(112, 530), (188, 530), (184, 518), (116, 518)]),
                Art.rect(116, 460, 68, 9),
                Art.poly([(129, 460), (171, 460), (159, 388), (141, 388)]),
                Art.rect(133, 381, 34, 7),
                Art.poly([(142, 381), (158, 381), (152.5, 292), (147.5, 292)]),
                Art.rect(145, 286, 10, 6),
                .line(from: Art.p(150, 290), to: Art.p(150, 246), width: 2.2),
            ])
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x1B2350)), GradientStop(0.3, Art.hex(0x58407F)),
                GradientStop(0.52, Art.hex(0xE07A6A)), GradientStop(0.66, Art.hex(0xFFC07A)),
                GradientStop(0.8, Art.hex(0x3A2444)),
            ],
            layers: [
                Art.solid(0xFFFFFF, 0.8, Art.stars(40, in: CanvasRect(x: 0, y: 0, width: 390, height: 200), seed: 1)),
                Art.glow(272, 476, 150, 0xFFD28A, 0.6),
                Art.solid(0xFFE7B0, [Art.circle(272, 476, 30)]),
                Art.solid(
                    0x4A2F55, 0.9,
                    (0..<20).map { i in
                        let x = Double(i) * 21 - 6
                        let h = [18.0, 30, 24, 40, 22, 34, 28, 16, 36, 26][i % 10]
                        return Art.rect(x, 562 - h, 19, h)
                    }),
                tower,
                Art.solid(0x2A1B38, [Art.rect(-10, 558, 410, 400)]),
                SceneryLayer(
                    .vertical(top: Art.hex(0xE8906F, 0.5), bottom: Art.hex(0xE8906F, 0), y0: 570, y1: 700),
                    [Art.rect(-10, 570, 410, 140)]),
                Art.solid(
                    0xFFD28A, 0.5, [Art.rect(240, 590, 60, 2), Art.rect(226, 604, 90, 2), Art.rect(250, 620, 40, 2)]),
            ])
    }

    static func florence() -> Scenery {
        let dome = Art.arc(200, 470, 72, 84, from: 180, to: 360)
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x6FA8D6)), GradientStop(0.4, Art.hex(0xBFD3DE)),
                GradientStop(0.56, Art.hex(0xF6D2A0)), GradientStop(0.68, Art.hex(0xF2A56B)),
            ],
            layers: [
                Art.glow(84, 450, 120, 0xFFE2B0, 0.7),
                Art.solid(0xFFF1D2, [Art.circle(84, 450, 26)]),
                Art.solid(
                    0x8E9A6A, 0.8,
                    [Art.ridge([(-10, 500), (60, 470), (140, 488), (250, 462), (330, 480), (400, 466)])]),
                Art.solid(
                    0x2F3B24,
                    [
                        .ellipse(CanvasRect(x: 18, y: 430, width: 14, height: 60)),
                        .ellipse(CanvasRect(x: 36, y: 446, width: 12, height: 48)),
                        .ellipse(CanvasRect(x: 352, y: 436, width: 14, height: 58)),
                    ]),
                Art.solid(0xD9A066, [Art.rect(292, 318, 34, 212), Art.rect(288, 312, 42, 10)]),
                Art.solid(0x9C4F2E, [Art.poly([(290, 312), (328, 312), (309, 296)])]),
                Art.solid(
                    0x6E3A22,
                    Art.windows(
                        in: CanvasRect(x: 296, y: 330, width: 26, height: 170), size: 5, gapX: 6, gapY: 26, density: 1,
                        seed: 4)),
                Art.solid(0xE3C9A0, [Art.rect(120, 468, 160, 44), Art.rect(150, 452, 100, 20)]),
                Art.solid(
                    0xB45A32,
                    [.polygon([Art.p(128, 471), Art.p(272, 471)] + dome.reversed().map { Art.p($0.0, $0.1) })]),
                Art.solid(
                    0xD88A5C, 0.9,
                    [
                        .line(from: Art.p(200, 388), to: Art.p(200, 470), width: 2),
                        .line(from: Art.p(172, 395), to: Art.p(160, 470), width: 2),
                        .line(from: Art.p(228, 395), to: Art.p(240, 470), width: 2),
                    ]),
                Art.solid(0xF1E4CC, [Art.rect(192, 370, 16, 18), Art.poly([(190, 370), (210, 370), (200, 352)])]),
                Art.solid(
                    0x9A4A2C,
                    (0..<12).map { i in
                        let x = Double(i) * 34 - 10
                        let h = [26.0, 34, 22, 30][i % 4]
                        return Art.poly([(x, 540), (x + 32, 540), (x + 30, 530 - h), (x + 2, 530 - h)])
                    }),
                Art.solid(0xC8744A, (0..<12).map { i in Art.rect(Double(i) * 34 - 10, 540, 32, 30) }),
                Art.solid(0x7A3A24, [Art.rect(-10, 566, 410, 400)]),
                Art.solid(0x5E6B4A, [Art.rect(-10, 600, 410, 400)]),
            ])
    }

    static func amsterdam() -> Scenery {
        let colors: [UInt32] = [0x8C3B2E, 0xD9A441, 0x2F4F6F, 0x6E2B3A, 0x3E6B48, 0xA8552F, 0x27384F, 0xC27C3E]
        var houses: [SceneryLayer] = []
        var windows: [SceneryShape] = []
        for i in 0..<8 {
            let x = Double(i) * 50 - 5
            let top = 400 + Double([10, 0, 24, 6, 18, 2, 14, 8][i])
            var shapes: [SceneryShape] = [Art.rect(x, top, 48, 548 - top)]
            if i % 2 == 0 {
                shapes.append(Art.poly([(x, top + 1), (x + 48, top + 1), (x + 24, top - 30)]))
            } else {
                shapes.append(Art.rect(x + 8, top - 14, 32, 15))
                shapes.append(Art.rect(x + 16, top - 26, 16, 13))
            }
            houses.append(Art.solid(colors[i], shapes))
            windows += Art.windows(
                in: CanvasRect(x: x + 6, y: top + 10, width: 38, height: 548 - top - 26), size: 7, gapX: 5, gapY: 9,
                density: 1, seed: UInt64(i))
        }
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x5DB7DE)), GradientStop(0.45, Art.hex(0xA9DDF0)),
                GradientStop(0.65, Art.hex(0xE7F6FA)),
            ],
            layers: [
                Art.glow(300, 300, 110, 0xFFFFFF, 0.7),
                Art.solid(0xFFFBE6, [Art.circle(300, 300, 24)]),
                Art.solid(
                    0xFFFFFF, 0.85, soft: 8,
                    [
                        .ellipse(CanvasRect(x: 40, y: 250, width: 110, height: 26)),
                        .ellipse(CanvasRect(x: 80, y: 236, width: 70, height: 30)),
                    ]),
            ] + houses + [
                Art.solid(0xF3EBDD, windows),
                SceneryLayer(
                    .vertical(top: Art.hex(0x3F86A6), bottom: Art.hex(0x123F57), y0: 548, y1: 760),
                    [Art.rect(-10, 548, 410, 400)]),
                Art.solid(
                    0xDDEFF5, 0.55, (0..<9).map { i in Art.rect(Double(i) * 47 + 8, 566 + Double(i % 3) * 22, 26, 2) }),
                Art.solid(0x5A3A2A, [Art.rect(-10, 544, 410, 6)]),
            ])
    }

    static func ghent() -> Scenery {
        Scenery(
            sky: [
                GradientStop(0, Art.hex(0x3E4A68)), GradientStop(0.45, Art.hex(0x8E9BB3)),
                GradientStop(0.64, Art.hex(0xE9C9A8)),
            ],
            layers: [
                Art.glow(200, 520, 220, 0xF6C48F, 0.45),
                Art.solid(
                    0x2C3142,
                    [
                        Art.rect(92, 330, 44, 230), Art.poly([(88, 332), (140, 332), (114, 226)]),
                        Art.poly([(86, 340), (96, 340), (91, 306)]), Art.poly([(132, 340), (142, 340), (137, 306)]),
                        .line(from: Art.p(114, 228), to: Art.p(114, 204), width: 2),
                        Art.rect(170, 450, 130, 110), Art.poly([(166, 452), (304, 452), (235, 402)]),
                        Art.rect(218, 350, 36, 110), Art.poly([(214, 352), (258, 352), (236, 300)]),
                        Art.poly([(210, 362), (218, 362), (214, 336)]), Art.poly([(254, 362), (262, 362), (258, 336)]),
                        Art.rect(310, 420, 90, 140), Art.poly([(310, 422), (400, 422), (355, 376)]),
                        Art.rect(-10, 470, 80, 90), Art.poly([(-10, 472), (70, 472), (30, 430)]),
                    ]),
                Art.solid(
                    0xFFCF7A,
                    Art.windows(
                        in: CanvasRect(x: 176, y: 470, width: 120, height: 80), size: 5, gapX: 9, gapY: 12,
                        density: 0.5, seed: 7)
                        + Art.windows(
                            in: CanvasRect(x: 316, y: 436, width: 80, height: 110), size: 5, gapX: 9, gapY: 12,
                            density: 0.5, seed: 8)
                        + [Art.circle(114, 360, 6), Art.circle(236, 376, 5)]),
                Art.solid(0x1E2230, [Art.rect(-10, 556, 410, 10)]),
                SceneryLayer(
                    .vertical(top: Art.hex(0x59627E), bottom: Art.hex(0x1E2434), y0: 566, y1: 760),
                    [Art.rect(-10, 566, 410, 400)]),
                Art.solid(
                    0xFFCF7A, 0.45, (0..<8).map { i in Art.rect(Double(i) * 45 + 20, 580 + Double(i % 4) * 15, 18, 2) }),
            ])
    }

    static func santorini() -> Scenery {
        var houses: [SceneryShape] = []
        var shade: [SceneryShape] = []
        var doors: [SceneryShape] = []
        var rng = Art.Random(11)
        for row in 0..<5 {
            let y = 392 + Double(row) * 30
            let right = 150 + Double(row) * 26
            var x = -8.0 + Double(row % 2) * 14
            while x < right {
                let w = rng.range(30, 44)
                let h = rng.range(26, 34)
                let top = y + rng.range(-3, 3)
                houses.append(.roundedRect(CanvasRect(x: x, y: top, width: w, height: h), radius: 3))
                shade.append(Art.rect(x + w * 0.72, top, w * 0.28, h))
                doors.append(
                    .roundedRect(CanvasRect(x: x + w * 0.3, y: top + h * 0.4, width: 8, height: 11), radius: 3))
                x += w + rng.range(2, 8)
            }
        }
        let bigDome = Art.arc(118, 392, 26, 30, from: 180, to: 360).map { Art.p($0.0, $0.1) }
        let smallDome = Art.arc(44, 430, 16, 19, from: 180, to: 360).map { Art.p($0.0, $0.1) }
        let towerDome = Art.arc(178, 354, 12, 13, from: 180, to: 360).map { Art.p($0.0, $0.1) }
        let sky = [
            GradientStop(0, Art.hex(0x1B78C8)), GradientStop(0.45, Art.hex(0x7CC6EE)),
            GradientStop(0.56, Art.hex(0xC9ECFA)),
        ]
        return Scenery(
            sky: sky,
            layers: [
                Art.glow(300, 290, 130, 0xFFFFFF, 0.7),
                Art.solid(0xFFFFF2, [Art.circle(300, 290, 24)]),
                Art.solid(
                    0xFFFFFF, 0.8, soft: 10,
                    [
                        .ellipse(CanvasRect(x: 30, y: 236, width: 120, height: 24)),
                        .ellipse(CanvasRect(x: 62, y: 222, width: 64, height: 28)),
                    ]),
                SceneryLayer(
                    .vertical(top: Art.hex(0x2A7FC4), bottom: Art.hex(0x0B3F7A), y0: 470, y1: 700),
                    [Art.rect(-10, 470, 410, 400)]),
                Art.solid(
                    0x6C8FB5, [Art.ridge([(210, 471), (250, 458), (300, 462), (350, 452), (400, 460)], bottom: 472)]),
                Art.solid(
                    0xBFE6FA, 0.45,
                    (0..<10).map { i in Art.rect(Double(i) * 36 + 200, 490 + Double(i % 4) * 18, 20, 2) }),
                Art.solid(
                    0xB8906A,
                    [Art.ridge([(-10, 404), (80, 400), (160, 412), (220, 446), (262, 500), (292, 580), (310, 700)])]),
                Art.solid(
                    0x8E6A4C, [Art.ridge([(-10, 560), (120, 540), (210, 530), (262, 560), (292, 620), (310, 700)])]),
                Art.solid(0xF7F6F1, houses + [Art.rect(166, 360, 24, 44), Art.rect(96, 390, 44, 14)]),
                Art.solid(0xD6D8DE, shade),
                Art.solid(
                    0x2E6FB0, doors + [.roundedRect(CanvasRect(x: 173, y: 368, width: 10, height: 14), radius: 5)]),
                Art.solid(0x1E5BB8, [.polygon(bigDome), .polygon(smallDome), .polygon(towerDome)]),
                Art.solid(
                    0xF7F6F1,
                    [
                        Art.rect(116.5, 350, 3, 14), Art.rect(112, 354, 12, 3), Art.rect(42.5, 402, 3, 10),
                        Art.rect(176.5, 332, 3, 10),
                    ]),
                Art.solid(0xD94F70, 0.9, [Art.circle(206, 420, 6), Art.circle(214, 426, 5), Art.circle(200, 428, 4)]),
            ])
    }

    static func budapest() -> Scenery {
        var spires: [SceneryShape] = []
        for i in 0..<13 {
            let x = 44 + Double(i) * 24
            spires.append(Art.poly([(x - 4, 482), (x + 4, 482), (x, 452 - Double(i % 3) * 6)]))
        }
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x070B24)), GradientStop(0.45, Art.hex(0x1B2658)),
                GradientStop(0.64, Art.hex(0x3B3D78)),
            ],
            layers: [
                Art.solid(0xFFFFFF, 0.85, Art.stars(70, in: CanvasRect(x: 0, y: 0, width: 390, height: 420), seed: 3)),
                Art.glow(300, 292, 90, 0xF4F1DE, 0.5),
                Art.solid(0xF6F2DF, [Art.circle(300, 292, 22)]),
                Art.solid(0x262B52, 0.55, [Art.circle(292, 286, 5), Art.circle(306, 300, 3.5)]),
                Art.glow(190, 470, 190, 0xFFB347, 0.35),
                Art.solid(
                    0x1A1D38,
                    [
                        Art.rect(30, 480, 330, 58), Art.rect(140, 440, 100, 44),
                        .polygon(
                            [Art.p(150, 442), Art.p(230, 442)]
                                + Art.arc(190, 442, 40, 62, from: 360, to: 180).map { Art.p($0.0, $0.1) }),
                        Art.poly([(186, 384), (194, 384), (190, 340)]),
                    ] + spires),
                Art.solid(
                    0xFFC857,
                    Art.windows(
                        in: CanvasRect(x: 36, y: 490, width: 320, height: 42), size: 4, gapX: 6, gapY: 8, density: 0.85,
                        seed: 5)
                        + Art.windows(
                            in: CanvasRect(x: 150, y: 446, width: 80, height: 30), size: 4, gapX: 6, gapY: 8,
                            density: 0.9, seed: 6)),
                SceneryLayer(
                    .vertical(top: Art.hex(0x1A2350), bottom: Art.hex(0x080C22), y0: 540, y1: 760),
                    [Art.rect(-10, 538, 410, 400)]),
                Art.solid(
                    0xFFC857, 0.45, soft: 1.5,
                    (0..<14).map { i in Art.rect(40 + Double(i) * 23, 548 + Double(i % 4) * 12, 10, 2.5) }),
            ])
    }

    static func london() -> Scenery {
        var spokes: [SceneryShape] = []
        var cabins: [SceneryShape] = []
        for i in 0..<16 {
            let a = Double(i) / 16 * 360
            let pt = Art.arc(288, 430, 94, 94, from: a, to: a, steps: 1)[0]
            spokes.append(.line(from: Art.p(288, 430), to: Art.p(pt.0, pt.1), width: 1))
            cabins.append(.ellipse(CanvasRect(x: pt.0 - 4, y: pt.1 - 3, width: 8, height: 6)))
        }
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x23305C)), GradientStop(0.36, Art.hex(0x7D5BA6)),
                GradientStop(0.56, Art.hex(0xF28C7C)), GradientStop(0.67, Art.hex(0xFFC96B)),
            ],
            layers: [
                Art.solid(0xFFFFFF, 0.7, Art.stars(30, in: CanvasRect(x: 0, y: 0, width: 390, height: 220), seed: 9)),
                Art.glow(200, 540, 170, 0xFFD27F, 0.55),
                Art.solid(0xFFE2A0, [Art.circle(200, 540, 30)]),
                Art.solid(0x3A2B4F, 0.95, [.ring(center: Art.p(288, 430), radius: 96, width: 4)] + spokes + cabins),
                Art.solid(
                    0x3A2B4F,
                    [
                        .line(from: Art.p(288, 430), to: Art.p(250, 560), width: 4),
                        .line(from: Art.p(288, 430), to: Art.p(326, 560), width: 4),
                    ]),
                Art.solid(
                    0x2B1F3D,
                    [
                        Art.rect(92, 306, 38, 254), Art.rect(88, 298, 46, 10),
                        Art.poly([(90, 298), (132, 298), (122, 268), (111, 214), (100, 268)]),
                        Art.rect(20, 470, 200, 90), Art.poly([(20, 472), (220, 472), (200, 456), (40, 456)]),
                    ]
                        + (0..<8).map { i in
                            Art.poly([
                                (26 + Double(i) * 25, 458), (34 + Double(i) * 25, 458), (30 + Double(i) * 25, 440),
                            ])
                        }),
                Art.solid(0xF6E6B8, [Art.circle(111, 334, 13)]),
                Art.solid(
                    0x2B1F3D,
                    [
                        .line(from: Art.p(111, 334), to: Art.p(111, 325), width: 1.8),
                        .line(from: Art.p(111, 334), to: Art.p(117, 337), width: 1.8),
                    ]),
                Art.solid(
                    0xFFD27F,
                    Art.windows(
                        in: CanvasRect(x: 24, y: 478, width: 190, height: 76), size: 4, gapX: 8, gapY: 10,
                        density: 0.55, seed: 12)),
                SceneryLayer(
                    .vertical(top: Art.hex(0x5B4A7A), bottom: Art.hex(0x1E1830), y0: 560, y1: 760),
                    [Art.rect(-10, 558, 410, 400)]),
                Art.solid(
                    0xFFD27F, 0.5, [Art.rect(176, 572, 48, 2), Art.rect(160, 588, 80, 2), Art.rect(184, 606, 32, 2)]),
            ])
    }

    static func cuba() -> Scenery {
        func palm(_ x: Double, _ base: Double, _ h: Double, lean: Double) -> [SceneryShape] {
            let top = (x + lean, base - h)
            var shapes: [SceneryShape] = [
                .line(from: Art.p(x, base), to: Art.p(x + lean * 0.6, base - h * 0.55), width: 7),
                .line(from: Art.p(x + lean * 0.6, base - h * 0.55), to: Art.p(top.0, top.1), width: 5),
            ]
            for (dx, dy) in [(-46.0, 18.0), (-30, -14), (0, -24), (32, -12), (48, 20), (-18, 30), (22, 32)] {
                let tip = (top.0 + dx, top.1 + dy)
                let nx = -dy * 0.18
                let ny = dx * 0.18
                shapes.append(
                    Art.poly([
                        (top.0, top.1), ((top.0 + tip.0) / 2 + nx, (top.1 + tip.1) / 2 + ny), (tip.0, tip.1),
                        ((top.0 + tip.0) / 2 - nx * 0.3, (top.1 + tip.1) / 2 - ny * 0.3),
                    ]))
            }
            return shapes
        }
        let pastel: [UInt32] = [0xF4A7B9, 0xF9D56E, 0x8FD6C8, 0xF7B267, 0xA0C4FF]
        var layers: [SceneryLayer] = [
            Art.glow(110, 440, 140, 0xFFB26B, 0.55),
            Art.solid(0xFFD38A, [Art.circle(110, 440, 34)]),
        ]
        var windows: [SceneryShape] = []
        for i in 0..<5 {
            let x = 150 + Double(i) * 50
            let y = 430 + Double(i % 2) * 18
            layers.append(Art.solid(pastel[i], [Art.rect(x, y, 48, 120)]))
            windows += Art.windows(
                in: CanvasRect(x: x + 4, y: y + 14, width: 40, height: 80), size: 6, gapX: 8, gapY: 14, density: 1,
                seed: UInt64(20 + i))
        }
        let car: [SceneryShape] = [
            .roundedRect(CanvasRect(x: 190, y: 574, width: 130, height: 30), radius: 12),
            .roundedRect(CanvasRect(x: 218, y: 556, width: 70, height: 26), radius: 10),
        ]
        let carWindows: [SceneryShape] = [
            .roundedRect(CanvasRect(x: 226, y: 561, width: 26, height: 15), radius: 4),
            .roundedRect(CanvasRect(x: 256, y: 561, width: 26, height: 15), radius: 4),
        ]
        layers += [
            Art.solid(0xFFFFFF, 0.8, windows),
            SceneryLayer(
                .vertical(top: Art.hex(0x17B3B8), bottom: Art.hex(0x0A6E7E), y0: 500, y1: 620),
                [Art.rect(-10, 500, 170, 60)]),
            Art.solid(0xE8E0CC, [Art.rect(-10, 548, 410, 14)]),
            Art.solid(0x5E5A66, [Art.rect(-10, 562, 410, 400)]),
            Art.solid(0xE75A7C, car),
            Art.solid(0xBFE9F2, carWindows),
            Art.solid(0x1E1A24, [Art.circle(218, 606, 11), Art.circle(292, 606, 11)]),
            Art.solid(0xC9C9C9, [Art.circle(218, 606, 4.5), Art.circle(292, 606, 4.5)]),
            Art.solid(0x1F3B2D, palm(40, 560, 200, lean: 18) + palm(352, 560, 170, lean: -14)),
        ]
        let sky = [
            GradientStop(0, Art.hex(0x138FA8)), GradientStop(0.42, Art.hex(0x7FD1C7)),
            GradientStop(0.62, Art.hex(0xFFE2A8)),
        ]
        return Scenery(sky: sky, layers: layers)
    }

    static func osaka() -> Scenery {
        var blossoms: [SceneryShape] = []
        var rng = Art.Random(31)
        for _ in 0..<60 {
            let left = rng.next() < 0.5
            let x = left ? rng.range(-20, 90) : rng.range(300, 410)
            blossoms.append(Art.circle(x, rng.range(420, 560), rng.range(9, 20)))
        }
        var walls: [SceneryShape] = []
        var roofs: [SceneryShape] = [Art.poly([(165, 344), (225, 344), (195, 318)])]
        for (y, w, h) in [(452.0, 130.0, 40.0), (412, 106, 40), (378, 80, 34), (348, 56, 30)] {
            walls.append(Art.rect(195 - w / 2 + 8, y, w - 16, h))
            roofs.append(
                Art.poly([
                    (195 - w / 2 - 8, y + 4), (195 + w / 2 + 8, y + 4), (195 + w / 2 - 10, y - 12),
                    (195 - w / 2 + 10, y - 12),
                ]))
        }
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x5B4FB8)), GradientStop(0.42, Art.hex(0xE58FB8)),
                GradientStop(0.64, Art.hex(0xFFD7C2)),
            ],
            layers: [
                Art.glow(300, 430, 120, 0xFFF0E0, 0.6),
                Art.solid(0xFFF4E8, [Art.circle(300, 430, 22)]),
                Art.solid(0x6A5266, [Art.poly([(110, 560), (280, 560), (262, 492), (128, 492)])]),
                Art.solid(0xF4EFE6, walls),
                Art.solid(0x2F7D6D, roofs),
                Art.solid(0xE0B34A, [Art.rect(172, 318, 6, 6), Art.rect(212, 318, 6, 6), Art.rect(191, 306, 8, 12)]),
                Art.solid(
                    0x3B2E45,
                    Art.windows(
                        in: CanvasRect(x: 140, y: 460, width: 110, height: 30), size: 6, gapX: 10, gapY: 10, density: 1,
                        seed: 2)
                        + Art.windows(
                            in: CanvasRect(x: 152, y: 420, width: 86, height: 26), size: 6, gapX: 10, gapY: 10,
                            density: 1, seed: 2)),
                Art.solid(0x4A3A52, [Art.rect(-10, 556, 410, 400)]),
                Art.solid(
                    0x5B4452,
                    [
                        .line(from: Art.p(40, 560), to: Art.p(56, 470), width: 7),
                        .line(from: Art.p(350, 560), to: Art.p(338, 470), width: 7),
                    ]),
                Art.solid(0xF7A8C4, 0.95, blossoms),
                Art.solid(
                    0xFFD1E0, 0.8, (0..<16).map { i in Art.circle(20 + Double(i) * 24, 580 + Double(i % 3) * 20, 3) }),
            ])
    }

    static func kyoto() -> Scenery {
        var roofs: [SceneryShape] = []
        var walls: [SceneryShape] = []
        for i in 0..<5 {
            let y = 540 - Double(i) * 44
            let w = 150 - Double(i) * 20
            walls.append(Art.rect(250 - w / 2 + 18, y - 30, w - 36, 32))
            roofs.append(
                Art.poly([
                    (250 - w / 2 - 10, y - 26), (250 + w / 2 + 10, y - 26), (250 + w / 2 - 6, y - 36),
                    (250 - w / 2 + 6, y - 36),
                ]))
        }
        var pagoda: [SceneryShape] = walls + roofs
        pagoda.append(.line(from: Art.p(250, 320), to: Art.p(250, 270), width: 3))
        for i in 0..<6 { pagoda.append(Art.rect(244, 282 + Double(i) * 6, 12, 2)) }
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x120C2C)), GradientStop(0.4, Art.hex(0x3B2470)),
                GradientStop(0.58, Art.hex(0x8F4A8C)), GradientStop(0.68, Art.hex(0xF29A5C)),
            ],
            layers: [
                Art.solid(0xFFFFFF, 0.85, Art.stars(60, in: CanvasRect(x: 0, y: 0, width: 390, height: 380), seed: 13)),
                Art.glow(100, 300, 120, 0xFFF1CF, 0.45),
                Art.solid(0xFFF4DA, [Art.circle(100, 300, 38)]),
                Art.solid(0xE9DDBF, 0.5, [Art.circle(88, 290, 7), Art.circle(112, 316, 5), Art.circle(106, 286, 4)]),
                Art.solid(
                    0x2A1A4A, [Art.ridge([(-10, 480), (60, 440), (130, 470), (200, 430), (300, 460), (400, 420)])]),
                Art.solid(0x160D2A, pagoda),
                Art.solid(0x0E081C, [Art.ridge([(-10, 520), (80, 506), (150, 530), (250, 540), (400, 520)])]),
                Art.glow(70, 548, 26, 0xFFB45E, 0.8),
                Art.glow(330, 552, 26, 0xFFB45E, 0.8),
                Art.solid(
                    0xFFC477,
                    [
                        .roundedRect(CanvasRect(x: 64, y: 540, width: 12, height: 16), radius: 4),
                        .roundedRect(CanvasRect(x: 324, y: 544, width: 12, height: 16), radius: 4),
                    ]),
                Art.solid(0x0E081C, [Art.rect(-10, 560, 410, 400)]),
            ])
    }

    static func seoul() -> Scenery {
        var buildings: [SceneryShape] = []
        var rng = Art.Random(41)
        var x = -10.0
        var lit: [SceneryShape] = []
        while x < 400 {
            let w = rng.range(18, 34)
            let h = rng.range(30, 90)
            buildings.append(Art.rect(x, 560 - h, w - 2, h))
            lit += Art.windows(
                in: CanvasRect(x: x + 2, y: 566 - h, width: w - 6, height: h - 10), size: 3, gapX: 4, gapY: 5,
                density: 0.45, seed: UInt64(x + 100))
            x += w
        }
        let tower: [SceneryShape] = [
            Art.rect(176, 330, 8, 104),
            .roundedRect(CanvasRect(x: 166, y: 340, width: 28, height: 18), radius: 5),
            Art.rect(170, 360, 20, 6),
            .line(from: Art.p(180, 332), to: Art.p(180, 282), width: 2),
        ]
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x0E2238)), GradientStop(0.4, Art.hex(0x34597A)),
                GradientStop(0.58, Art.hex(0xC6869A)), GradientStop(0.66, Art.hex(0xF7B58F)),
            ],
            layers: [
                Art.solid(0xFFFFFF, 0.7, Art.stars(35, in: CanvasRect(x: 0, y: 0, width: 390, height: 260), seed: 17)),
                Art.glow(80, 470, 130, 0xFFCFA0, 0.5),
                Art.solid(
                    0x3A4F6E,
                    [Art.ridge([(-10, 470), (60, 420), (120, 446), (200, 380), (260, 420), (330, 400), (400, 440)])]),
                Art.solid(
                    0x22334D, [Art.ridge([(-10, 510), (90, 470), (180, 430), (240, 450), (320, 480), (400, 470)])]),
                Art.solid(0x22334D, tower),
                Art.solid(0xFFD27A, [Art.rect(168, 348, 24, 3)]),
                Art.solid(0xFF4D4D, [Art.circle(180, 281, 2.5)]),
                Art.solid(0x16223A, buildings),
                Art.solid(0xFFD98A, lit),
                Art.solid(0x101A2E, [Art.rect(-10, 558, 410, 400)]),
                Art.solid(0xFFB347, 0.55, (0..<12).map { i in Art.rect(Double(i) * 34, 574, 18, 2) }),
            ])
    }

    static func sydney() -> Scenery {
        func sail(_ x: Double, _ base: Double, _ w: Double, _ h: Double) -> SceneryShape {
            .polygon(
                [Art.p(x, base)]
                    + Art.arc(x, base, w, h, from: 270, to: 360, steps: 14).map { Art.p($0.0, $0.1) }.reversed()
                    + [Art.p(x + w * 0.25, base)])
        }
        let archOuter = Art.arc(80, 520, 150, 120, from: 180, to: 360, steps: 36)
        let archInner = Art.arc(80, 520, 136, 104, from: 360, to: 180, steps: 36)
        var hangers: [SceneryShape] = []
        for i in 1..<12 {
            let pt = Art.arc(80, 520, 143, 112, from: 180 + Double(i) * 15, to: 180 + Double(i) * 15, steps: 1)[0]
            hangers.append(.line(from: Art.p(pt.0, pt.1), to: Art.p(pt.0, 486), width: 1))
        }
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x2E9BE0)), GradientStop(0.45, Art.hex(0x8FD3F2)),
                GradientStop(0.62, Art.hex(0xE4F6FB)),
            ],
            layers: [
                Art.glow(320, 260, 120, 0xFFFFFF, 0.7),
                Art.solid(0xFFFDF0, [Art.circle(320, 260, 22)]),
                Art.solid(
                    0x5A6B78,
                    [.polygon(archOuter.map { Art.p($0.0, $0.1) } + archInner.map { Art.p($0.0, $0.1) })] + hangers + [
                        Art.rect(-70, 484, 330, 6)
                    ]),
                Art.solid(0x7D8A93, [Art.rect(-80, 470, 26, 62), Art.rect(214, 470, 26, 62)]),
                Art.solid(0xCDBB9E, [Art.rect(170, 532, 240, 26)]),
                Art.solid(
                    0xF6F5F0,
                    [sail(196, 534, 60, 70), sail(236, 534, 74, 96), sail(284, 534, 64, 78), sail(326, 534, 46, 56)]),
                Art.solid(0xDCDAD0, [sail(210, 534, 30, 40), sail(254, 534, 34, 52), sail(300, 534, 30, 42)]),
                SceneryLayer(
                    .vertical(top: Art.hex(0x2A8FCB), bottom: Art.hex(0x0B4F7C), y0: 556, y1: 760),
                    [Art.rect(-10, 556, 410, 400)]),
                Art.solid(
                    0xFFFFFF, 0.6, (0..<14).map { i in Art.rect(Double(i) * 29 + 6, 572 + Double(i % 4) * 14, 14, 2) }),
            ])
    }

    static func hongKong() -> Scenery {
        var towers: [SceneryShape] = []
        var lit: [SceneryShape] = []
        var rng = Art.Random(53)
        var x = -10.0
        while x < 400 {
            let w = rng.range(16, 30)
            let h = rng.range(70, 190)
            towers.append(Art.rect(x, 560 - h, w - 3, h))
            lit += Art.windows(
                in: CanvasRect(x: x + 2, y: 566 - h, width: w - 7, height: h - 12), size: 2.5, gapX: 3, gapY: 4,
                density: 0.5, seed: UInt64(x + 500))
            x += w
        }
        let ifc = [Art.poly([(250, 560), (282, 560), (280, 300), (274, 282), (258, 282), (252, 300)])]
        let boc = [Art.poly([(120, 560), (152, 560), (152, 330), (140, 300), (136, 260), (132, 300), (120, 340)])]
        return Scenery(
            sky: [
                GradientStop(0, Art.hex(0x04061A)), GradientStop(0.42, Art.hex(0x171B48)),
                GradientStop(0.6, Art.hex(0x4A2878)), GradientStop(0.67, Art.hex(0x8E3B8A)),
            ],
            layers: [
                Art.solid(0xFFFFFF, 0.7, Art.stars(40, in: CanvasRect(x: 0, y: 0, width: 390, height: 300), seed: 19)),
                Art.glow(70, 240, 70, 0xE8ECFF, 0.4),
                Art.solid(0xEEF0FF, [Art.circle(70, 240, 14)]),
                Art.solid(
                    0x151838, [Art.ridge([(-10, 430), (60, 380), (140, 400), (230, 350), (320, 390), (400, 370)])]),
                Art.solid(0x0C0E24, towers + ifc + boc),
                Art.solid(
                    0x7FDBFF, 0.9,
                    [
                        .line(from: Art.p(136, 262), to: Art.p(136, 240), width: 1.5),
                        .line(from: Art.p(266, 284), to: Art.p(266, 262), width: 1.5),
                    ]),
                Art.solid(0xFFE08A, lit),
                Art.solid(
                    0x7FDBFF, 0.85,
                    Art.windows(
                        in: CanvasRect(x: 254, y: 300, width: 24, height: 250), size: 2.5, gapX: 3, gapY: 4,
                        density: 0.6, seed: 61)),
                Art.solid(
                    0xFF7AC6, 0.85,
                    Art.windows(
                        in: CanvasRect(x: 124, y: 340, width: 26, height: 210), size: 2.5, gapX: 3, gapY: 4,
                        density: 0.6, seed: 62)),
                SceneryLayer(
                    .vertical(top: Art.hex(0x1A1640), bottom: Art.hex(0x05061A), y0: 560, y1: 760),
                    [Art.rect(-10, 558, 410, 400)]),
                Art.solid(0xFF7AC6, 0.5, soft: 2, [Art.rect(130, 570, 14, 40), Art.rect(134, 620, 8, 20)]),
                Art.solid(0x7FDBFF, 0.5, soft: 2, [Art.rect(258, 570, 16, 50), Art.rect(262, 630, 8, 24)]),
                Art.solid(
                    0xFFE08A, 0.4, soft: 1.5,
                    (0..<16).map { i in Art.rect(Double(i) * 25, 576 + Double(i % 5) * 12, 10, 2) }),
            ])
    }
}
