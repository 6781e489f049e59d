@testable import Riffle

/// libFuzzer entry point: a card stack's configuration and a stream of pointer events, data changes, commands
/// and frames decoded from the bytes, driven through the public API (state read with `@testable` for the checks).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCardStack(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    Harness.deterministic("CardStack", Harness.bytes(data, size), CardStackScenario.run)
    return 0
}

/// One decoded card-stack scenario, with a mirror of the order the host would persist (data changes plus
/// reported moves) that the stack must always match.
enum CardStackScenario {
    static func motion(_ input: inout FuzzInput) -> Motion {
        switch input.int(in: 0...4) {
        case 0: return .none
        case 1:
            return .spring(
                Spring(response: input.wildDouble(in: 0.05...1), dampingRatio: input.wildDouble(in: 0.2...1.5)))
        case 2:
            return .curve(.easeOut, duration: input.wildDouble(in: 0...0.5), delay: input.wildDouble(in: 0...0.3))
        default: return .spring(.default)
        }
    }

    static func configuration(_ input: inout FuzzInput) -> CardStack.Configuration {
        if input.int(in: 0...3) == 0 {
            return .wallet(
                viewportWidth: input.wildDouble(in: 0...1200), viewportHeight: input.wildDouble(in: 0...1600),
                frontCardTop: input.bool() ? input.wildDouble(in: 0...800) : nil)
        }
        return CardStack.Configuration(
            cardWidth: input.wildDouble(in: 0...600), cardHeight: input.wildDouble(in: 0...400),
            stackOrigin: Point(x: input.wildDouble(in: -50...100), y: input.wildDouble(in: 0...900)),
            viewportHeight: input.wildDouble(in: 0...1600), spacing: input.wildDouble(in: -20...120),
            dismissOffset: input.wildDouble(in: 0...2000), entranceStagger: input.wildDouble(in: 0...0.3),
            entranceSpring: Spring(
                response: input.wildDouble(in: 0.05...1), dampingRatio: input.wildDouble(in: 0.3...1.2)),
            selectionMotion: motion(&input), longPressDuration: input.wildDouble(in: 0...1),
            liftHeight: input.wildDouble(in: 0...60), liftScale: input.wildDouble(in: 0.5...1.5),
            nudgeDistance: input.wildDouble(in: 0...60), nudgeThreshold: input.wildDouble(in: 0...40),
            liftMotion: motion(&input), dropRule: input.bool() ? .liveGap : .wholeSpacings,
            gapHysteresis: input.wildDouble(in: 0...40), reorderMotion: motion(&input),
            autoScrollEdge: input.wildDouble(in: 0...120), autoScrollMaximumSpeed: input.wildDouble(in: 0...2000),
            reduceMotion: input.int(in: 0...3) == 0)
    }

    /// The scenario's state beside the stack.
    struct Run {
        var stack: CardStack
        var expected: [String]
        var lifted: String?
        var countBeforeAction = 0
        var trace = Trace()

        /// Takes the events, replays the moves on the mirror and checks every property.
        mutating func check() {
            let events = stack.takeEvents()
            for (i, event) in events.enumerated() {
                trace.add(event.hashValue)
                switch event {
                case .moved(let id, let from, let to):
                    Oracle.check(from != to, "CardStack: moved(\(id)) from \(from) to itself")
                    Oracle.check(
                        expected.indices.contains(from) && expected.indices.contains(to),
                        "CardStack: moved(\(id), from: \(from), to: \(to)) with \(expected.count) cards")
                    guard expected.indices.contains(from), expected.indices.contains(to) else { continue }
                    Oracle.check(expected[from] == id, "CardStack: moved(\(id)) from \(from) holding \(expected[from])")
                    expected.insert(expected.remove(at: from), at: to)
                    if lifted != nil {
                        Oracle.check(
                            lifted == id && i + 1 < events.count && events[i + 1] == .dropped(id),
                            "CardStack: a drag's move is not followed by its drop")
                    }
                case .lifted(let id):
                    Oracle.check(lifted == nil, "CardStack: lifted(\(id)) while \(lifted ?? "") is lifted")
                    lifted = id
                case .dropped(let id), .reorderCancelled(let id):
                    Oracle.check(lifted == id, "CardStack: dropped \(id) but \(lifted ?? "nothing") was lifted")
                    lifted = nil
                case .gapChanged(let id, let index):
                    Oracle.check(lifted == id, "CardStack: gapChanged for \(id), not the lifted card")
                    // An index a host takes is an index of the cards it has then (issue 24): never one a removal
                    // made while the report waited took away.
                    Oracle.check(
                        index >= 0 && index < stack.count,
                        "CardStack: gapChanged(index: \(index)) taken with \(stack.count) cards (D14)")
                case .selected(let id):
                    Oracle.check(stack.ids.contains(id), "CardStack: selected(\(id)), not a card")
                case .deselected, .announcement:
                    break
                }
            }
            Oracle.check(stack.ids == expected, "CardStack: order \(stack.ids) differs from the reported \(expected)")
            Oracle.check(Set(stack.ids).count == stack.count, "CardStack: the order is not a permutation")
            Oracle.check(stack.liftedID == lifted, "CardStack: liftedID \(stack.liftedID ?? "nil") vs events")
            var index = 0
            for placement in stack.placements {
                Oracle.check(placement.index == index, "CardStack: placement \(index) reports index \(placement.index)")
                Oracle.check(
                    placement.offset.isFinite && Oracle.finite(placement.zIndex, placement.scale, placement.opacity),
                    "CardStack: placement \(index) not finite: \(placement)")
                Oracle.check(
                    placement.opacity >= 0 && placement.opacity <= 1, "CardStack: opacity \(placement.opacity)")
                trace.add(placement.offset.x)
                trace.add(placement.offset.y)
                index += 1
            }
            Oracle.check(index == stack.count, "CardStack: \(index) placements for \(stack.count) cards")
            // What a view draws (the contract's placements, the visible walk) is exactly the cards on screen.
            var drawn: [CardPlacement] = []
            stack.forEachPlacement(at: stack.time) { drawn.append($0) }
            Oracle.check(
                drawn == stack.placements.filter { stack.isOnScreen($0) },
                "CardStack: the \(drawn.count) cards drawn differ from the placements on screen")
            Oracle.check(
                Oracle.finite(stack.detailProgress, stack.scrollOffset, stack.time),
                "CardStack: detail \(stack.detailProgress), scroll \(stack.scrollOffset), time \(stack.time)")
            let range = stack.scrollRange
            Oracle.check(range.lowerBound.isFinite && range.upperBound.isFinite, "CardStack: scroll range \(range)")
            if let landing = stack.landingIndex {
                Oracle.check(
                    (0..<stack.count).contains(landing), "CardStack: landingIndex \(landing) of \(stack.count)")
            }
            if let selected = stack.selectedID {
                Oracle.check(stack.ids.contains(selected), "CardStack: selected \(selected) is not a card")
            }
        }
    }

    static func run(_ bytes: [UInt8]) -> Trace {
        var input = FuzzInput(bytes)
        let configuration = configuration(&input)
        let ids = (0..<input.int(in: 0...10)).map { "c\($0)" }
        var run = Run(stack: CardStack(ids: ids, configuration: configuration), expected: ids)
        run.check()
        var time = 0.0
        var finger = Point(x: 200, y: 500)
        var nextID = 0
        var steps = 0
        while !input.isAtEnd, steps < 256 {
            steps += 1
            time += input.double(in: 0...0.3)
            let count = run.stack.count
            run.countBeforeAction = count
            let value = input.wildInt(in: -2...12)
            let someID = count > 0 ? run.stack.ids[Int(value.magnitude % UInt(count))] : "none"
            func pointer(_ phase: PointerEvent.Phase, _ point: Point, at t: Double) {
                let event = PointerEvent(id: 1, phase: phase, location: point, timestamp: t)
                // Only a usable location moves the finger: the final lift must be an event the stack accepts.
                if event.hasUsableLocation { finger = point }
                run.stack.handle(event)
            }
            switch input.int(in: 0...20) {
            case 0:
                // On a card's visible top strip, so lifts and reorders happen.
                let placements = Array(run.stack.placements)
                if let placement = placements.isEmpty ? nil : placements[Int(value.magnitude % UInt(placements.count))]
                {
                    let origin = run.stack.configuration.stackOrigin
                    pointer(
                        .down, Point(x: origin.x + placement.offset.x + 100, y: origin.y + placement.offset.y + 5),
                        at: time)
                } else {
                    pointer(.down, finger, at: time)
                }
            case 1:
                pointer(.down, Point(x: input.wildDouble(in: -50...500), y: input.wildDouble(in: 0...900)), at: time)
            case 2, 3, 4:
                pointer(
                    .move,
                    Point(x: finger.x + input.wildDouble(in: -80...80), y: finger.y + input.wildDouble(in: -400...400)),
                    at: time)
            case 5: pointer(.up, finger, at: time)
            case 6: pointer(.cancel, finger, at: time)
            case 7:
                for _ in 0..<input.int(in: 1...30) {
                    time += 1.0 / 60
                    run.stack.advance(to: time)
                }
            case 8:
                let id = "n\(nextID)"
                nextID += 1
                do {
                    try run.stack.insert(id, at: value, time: time)
                    run.expected.insert(id, at: Swift.min(Swift.max(value, 0), run.expected.count))
                } catch { Oracle.check(false, "CardStack: insert of a new id failed: \(error)") }
            case 9:
                if count > 0 {
                    do {
                        try run.stack.insert(someID, at: value, time: time)
                        Oracle.check(false, "CardStack: a duplicate id was inserted")
                    } catch { Oracle.check(error == .duplicateID(someID), "CardStack: wrong error \(error)") }
                }
            case 10:
                if count > 0 {
                    do {
                        try run.stack.remove(someID, at: time)
                        run.expected.removeAll { $0 == someID }
                    } catch { Oracle.check(false, "CardStack: remove of a held id failed: \(error)") }
                }
            case 11:
                let ids = run.stack.ids
                if input.bool(), !ids.isEmpty {
                    var invalid = ids
                    invalid[0] = ids.count > 1 ? ids[1] : "x"
                    do {
                        try run.stack.setOrder(invalid, at: time)
                        Oracle.check(false, "CardStack: setOrder accepted a non-permutation")
                    } catch { Oracle.check(error == .notAPermutation, "CardStack: wrong error \(error)") }
                } else if !ids.isEmpty {
                    let shift = Int(value.magnitude % UInt(ids.count))
                    let rotated = Array(ids[shift...] + ids[..<shift])
                    let reordered = input.bool() ? rotated : rotated.reversed()
                    do {
                        try run.stack.setOrder(reordered, at: time)
                        run.expected = reordered
                    } catch { Oracle.check(false, "CardStack: setOrder of a permutation failed: \(error)") }
                }
            case 12: _ = run.stack.perform(input.bool() ? .moveUp : .moveDown, on: someID, at: time)
            case 13:
                if input.bool() {
                    run.stack.perform(.select(id: nil), at: time)
                } else {
                    run.stack.perform(.select(id: someID), at: time)
                }
            case 14:
                // Non-finite and backwards input.
                let odd = input.wildDouble(in: -5...0)
                pointer(.move, Point(x: .nan, y: finger.y), at: time)
                pointer(.down, finger, at: time + odd)
                run.stack.advance(to: time + odd)
            case 15: run.stack.cancelGesture(at: time)
            case 16: run.stack.playEntrance(at: time)
            case 17:
                run.stack.perform(.scroll(offset: input.wildDouble(in: -400...2000), animated: input.bool()), at: time)
            case 18: _ = try? run.stack.move(someID, to: value, at: time)
            case 19:
                let action = input.pick(CardStack.AccessibilityAction.allCases)
                _ = run.stack.perform(action, on: someID, at: time)
            default:
                // A deliberate reorder: press, hold past the long press, drag, release or cancel.
                let placements = Array(run.stack.placements)
                let origin = run.stack.configuration.stackOrigin
                let start =
                    placements.isEmpty
                    ? finger
                    : Point(
                        x: origin.x + placements[Int(value.magnitude % UInt(placements.count))].offset.x + 100,
                        y: origin.y + placements[Int(value.magnitude % UInt(placements.count))].offset.y + 5)
                pointer(.down, start, at: time)
                run.stack.advance(to: time + 0.06)
                pointer(
                    .move, Point(x: start.x + input.double(in: -80...80), y: start.y + input.double(in: -400...400)),
                    at: time + 0.1)
                // A card inserted or removed while the card is held (the held one too), then the finger moves on.
                switch input.int(in: 0...2) {
                case 1:
                    let id = "h\(nextID)"
                    nextID += 1
                    let index = input.wildInt(in: -2...12)
                    do {
                        try run.stack.insert(id, at: index, time: time + 0.12)
                        run.expected.insert(id, at: Swift.min(Swift.max(index, 0), run.expected.count))
                    } catch { Oracle.check(false, "CardStack: insert while held failed: \(error)") }
                case 2:
                    let ids = run.stack.ids
                    if !ids.isEmpty {
                        let id = ids[Int(input.wildInt(in: 0...12).magnitude % UInt(ids.count))]
                        do {
                            try run.stack.remove(id, at: time + 0.12)
                            run.expected.removeAll { $0 == id }
                        } catch { Oracle.check(false, "CardStack: remove while held failed: \(error)") }
                    }
                default:
                    break
                }
                pointer(.move, Point(x: finger.x, y: finger.y + input.double(in: -100...100)), at: time + 0.15)
                pointer(input.bool() ? .cancel : .up, finger, at: time + 0.2)
                time += 0.2
            }
            run.stack.advance(to: time)
            run.check()
        }
        // Let go of everything; every motion must settle within bounded virtual time. The stack's clock may be
        // ahead of `time` (a later but usable timestamp, then "backwards" ones): count from the later of the two.
        time = Swift.max(time, run.stack.time) + 0.01
        run.stack.cancelGesture(at: time)
        run.check()
        let start = time
        var frames = 0
        // 10 s at 60 Hz, then one-second steps up to twice AnimatedValue.maximumDuration plus a minute: every
        // motion lands an hour after it starts, and an entrance card waits at most an hour before its spring
        // starts (`playEntrance`'s documented bound); counted in frames (a huge clock may not move by 1/60 s).
        let slowFrames = 2 * Int(AnimatedValue.maximumDuration) + 60 - 10
        while run.stack.needsFrames, frames < 600 + slowFrames {
            time = start + (frames < 600 ? Double(frames + 1) / 60 : 10 + Double(frames - 599))
            run.stack.advance(to: time)
            frames += 1
            if frames % 30 == 0 { run.check() }
        }
        run.check()
        Oracle.check(
            !run.stack.needsFrames,
            "CardStack: still moving two hours and a minute (virtual) after the last input (hang); detail \(run.stack.detailProgress), "
                + "scroll \(run.stack.scrollOffset), configuration \(configuration)")
        return run.trace
    }
}
