@testable import Riffle

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer entry point: a track configuration and a stream of pointer events, commands, frames and relayouts,
/// all decoded from the bytes, driven through the public API (state read with `@testable` for the checks).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrack(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    Harness.deterministic("Track", Harness.bytes(data, size), TrackScenario.run)
    return 0
}

/// One decoded track scenario and the properties checked after every step.
enum TrackScenario {
    static func items(_ input: inout FuzzInput) -> TrackItems {
        if input.bool() {
            // Counts up to 65,536 and negative ones; Int.max-sized counts are left out of the random draw: the
            // layout is O(count), so each one is a multi-second hang that would starve the search (it is a
            // recorded finding, kept in Fuzz/Regressions/track).
            let count = input.byte() < 240 ? input.int(in: 0...40) : input.pick([-1, Int.min, 1000, 65_536])
            return .uniform(
                count: count, length: input.wildDouble(in: 0...800),
                spacing: input.wildDouble(in: -20...60), leadingInset: input.wildDouble(in: 0...100))
        }
        var spans: [Span] = []
        var cursor = input.double(in: -50...50)
        for _ in 0..<input.int(in: 0...12) {
            // Mostly ordered, gap-separated spans; the wild draws give overlaps, disorder and extremes.
            cursor += input.wildDouble(in: -40...400)
            spans.append(Span(start: cursor, length: input.wildDouble(in: 0...600)))
        }
        // Some of the same spans as an editable list (chosen by their count, so the byte stream, and with it
        // every saved input, decodes as before).
        return spans.count % 3 == 2 ? .list(SpanList(spans)) : .spans(spans)
    }

    static func alignment(_ input: inout FuzzInput) -> SnapAlignment {
        switch input.int(in: 0...5) {
        case 0: return .leading
        case 1: return .center
        case 2: return .trailing
        case 3: return .fraction(input.wildDouble(in: -0.5...1.5))
        default:
            // A custom rule is a pure lookup table, so the scenario stays deterministic.
            let table = (0..<input.int(in: 1...4)).map { _ in input.wildDouble(in: -400...400) }
            let scaled = input.bool()
            return .custom(id: "table-\(table)-\(scaled)") { viewport, group, index in
                let entry = table[Int(index.magnitude % UInt(table.count))]
                return scaled ? entry * (viewport - group) / 400 : entry
            }
        }
    }

    static func snapPolicy(_ input: inout FuzzInput) -> SnapPolicy {
        switch input.int(in: 0...5) {
        case 0: return .threshold(fraction: input.wildDouble(in: 0...2))
        case 1: return .predictedHalfPage
        case 2: return .directional
        case 3:
            return .paged(
                .init(
                    maxStep: input.wildInt(in: 0...5), distanceFraction: input.wildDouble(in: 0...1),
                    flingVelocity: input.wildDouble(in: 0...2000)))
        case 4: return .projected(decelerationRate: input.wildDouble(in: 0.9...0.9999))
        default: return .free(decelerationRate: input.wildDouble(in: 0.9...0.9999))
        }
    }

    static func spring(_ input: inout FuzzInput) -> Spring {
        switch input.int(in: 0...7) {
        case 0: return .smooth
        case 1: return .snappy
        case 2: return .bouncy
        case 3: return .tripCarousel
        case 4: return Spring(response: input.wildDouble(in: 0.05...2), dampingRatio: input.wildDouble(in: 0.1...2))
        case 5:
            return Spring(
                mass: input.wildDouble(in: 0.1...5), stiffness: input.wildDouble(in: 1...1000),
                damping: input.wildDouble(in: 0...100))
        default: return .default
        }
    }

    /// A track configuration, and whether the view runs right to left: the harness then mirrors every point it
    /// hands the track across the viewport, as ``ComponentHost`` does for a right-to-left pager (the track itself
    /// has no direction).
    static func configuration(_ input: inout FuzzInput) -> (Track.Configuration, rightToLeft: Bool) {
        let layout = TrackLayout.Configuration(
            alignment: alignment(&input),
            containment: input.pick(ScrollContainment.allCases),
            grouping: input.int(in: 0...3) == 0 ? .auto : .count(input.wildInt(in: 0...4)),
            endInset: input.wildDouble(in: 0...100),
            loop: input.bool(),
            repeatsWhenLoopIsImpossible: input.bool(),
            prefetchMargin: input.wildDouble(in: 0...500))
        let gestures: [GestureRecognizer.Configuration?] = [nil, .tap, .drag(), .tapOrDrag(), .homeScreen, .wallet]
        let ordinaryRest = input.int(in: 0...7) != 0
        let axis: Axis = input.bool() ? .horizontal : .vertical
        let rightToLeft = input.bool()
        let configuration = Track.Configuration(
            axis: axis,
            layout: layout,
            snapPolicy: snapPolicy(&input),
            spring: spring(&input),
            rubberBandConstant: input.wildDouble(in: 0...1),
            gesture: input.pick(gestures),
            tapToFocus: input.bool(),
            reduceMotion: input.int(in: 0...3) == 0,
            autoplay: input.int(in: 0...7) == 0 ? Autoplay(interval: input.wildDouble(in: 0.5...10)) : nil,
            restDistance: ordinaryRest ? 0.1 : input.wildDouble(in: 0...5),
            restSpeed: ordinaryRest ? 2 : input.wildDouble(in: 0...50),
            nearEndThreshold: input.int(in: 0...2) == 0
                ? nil : (input.bool() ? .items(input.wildInt(in: -2...20)) : .points(input.wildDouble(in: 0...2000))))
        return (configuration, rightToLeft)
    }

    /// The reported indices as a host would track them from the events alone.
    struct Mirror {
        var target: Int
        var nearest: Int
        var settled: Int
        /// The snap count after the previous step: events emitted during a step before a relayout in it (the
        /// relayout first advances the old layout to its time) refer to that layout.
        var snapCount = 0
    }

    static func run(_ bytes: [UInt8]) -> Trace {
        var input = FuzzInput(bytes)
        var trace = Trace()
        let (configuration, rightToLeft) = configuration(&input)
        let ordinarySpring = [Spring.smooth, .snappy, .bouncy, .tripCarousel, .default].contains(configuration.spring)
        var time = input.wildDouble(in: 0...10)
        var track = Track(
            viewportLength: input.wildDouble(in: 0...1200), items: items(&input), configuration: configuration,
            initialIndex: input.wildInt(in: -2...50), time: time)
        if !time.isFinite { time = 0 }
        var mirror = Mirror(target: track.targetIndex, nearest: track.nearestIndex, settled: track.settledIndex)
        check(&track, &mirror, &trace)

        var finger = Point(x: 200, y: 300)
        /// A view point as the track gets it: mirrored across the viewport in a horizontal right-to-left view.
        func local(_ point: Point) -> Point {
            guard rightToLeft, configuration.axis == .horizontal else { return point }
            return Point(x: track.layout.viewportLength - point.x, y: point.y)
        }
        var steps = 0
        while !input.isAtEnd, steps < 256 {
            steps += 1
            time += input.double(in: 0...0.3)
            switch input.int(in: 0...15) {
            case 0:
                finger = Point(x: input.wildDouble(in: -100...1300), y: input.double(in: 0...800))
                track.handle(PointerEvent(id: 1, phase: .down, location: local(finger), timestamp: time))
            case 1, 2, 3:
                finger = Point(
                    x: finger.x + input.wildDouble(in: -400...400), y: finger.y + input.double(in: -60...60))
                track.handle(PointerEvent(id: 1, phase: .move, location: local(finger), timestamp: time))
            case 4: track.handle(PointerEvent(id: 1, phase: .up, location: local(finger), timestamp: time))
            case 5: track.handle(PointerEvent(id: 1, phase: .cancel, location: local(finger), timestamp: time))
            case 6: track.advance(to: time)
            case 7:
                let animated = input.bool()
                let command: Track.Command
                switch input.int(in: 0...5) {
                case 0: command = .scrollTo(index: input.wildInt(in: -3...60), animated: animated)
                case 1: command = .next(animated: animated)
                case 2: command = .previous(animated: animated)
                case 3: command = .scrollBy(snaps: input.wildInt(in: -5...5), animated: animated)
                case 4: command = .scrollToVirtual(input.wildInt(in: -100...100), animated: animated)
                default: command = .stop
                }
                track.send(command, at: time, cause: input.pick([.command, .accessibility, .tap]))
            case 8:
                let newItems: TrackItems? = input.bool() ? items(&input) : nil
                if let newItems, input.bool() {
                    // Items inserted, removed or moved (identities kept), with any indices.
                    let change: ItemChange
                    switch input.int(in: 0...2) {
                    case 0: change = .inserted(at: input.wildInt(in: -3...40), count: input.wildInt(in: -3...40))
                    case 1:
                        let lower = input.wildInt(in: -3...40)
                        change = .removed(lower..<Swift.max(lower, lower &+ input.wildInt(in: 0...10)))
                    default: change = .moved(from: input.wildInt(in: -3...40), to: input.wildInt(in: -3...40))
                    }
                    track.relayout(
                        viewportLength: input.wildDouble(in: 0...1200), items: newItems, change: change, at: time)
                } else {
                    track.relayout(viewportLength: input.wildDouble(in: 0...1200), items: newItems, at: time)
                }
            case 9: track.cancelGesture(at: time)
            case 10:
                if input.bool() {
                    track.accessibilityIncrement(at: time)
                } else {
                    track.accessibilityDecrement(at: time)
                }
            case 11: track.setAccessibilityFocus(input.bool(), at: time)
            case 12:
                // Time going backwards, NaN, infinite: every entry point must ignore or clamp it.
                let odd = input.wildDouble(in: -5...0)
                switch input.int(in: 0...2) {
                case 0: track.advance(to: time + odd)
                case 1: track.handle(PointerEvent(id: 1, phase: .move, location: local(finger), timestamp: time + odd))
                default: track.send(.next(animated: true), at: time + odd)
                }
            case 13:
                let point = Point(x: input.wildDouble(in: -100...1300), y: input.double(in: 0...800))
                if let item = track.item(at: local(point)) {
                    Oracle.check(
                        track.layout.itemCount > 0 && (0..<track.layout.itemCount).contains(item.index),
                        "item(at:) returned item \(item.index) of \(track.layout.itemCount)")
                    trace.add(item.index)
                }
            case 14:
                // A second finger: ignored or cancelled, never mixed into the first.
                let phase = input.pick([PointerEvent.Phase.down, .move, .up, .cancel])
                let point = Point(x: input.wildDouble(in: -100...1300), y: input.double(in: 0...800))
                track.handle(PointerEvent(id: 2, phase: phase, location: local(point), timestamp: time))
            default:
                for _ in 0..<input.int(in: 1...30) {
                    time += 1.0 / 60
                    track.advance(to: time)
                }
            }
            check(&track, &mirror, &trace)
        }

        // Let go: every motion must come to rest within bounded virtual time.
        time += 0.01
        track.handle(PointerEvent(id: 1, phase: .up, location: local(finger), timestamp: time))
        track.cancelGesture(at: time)
        check(&track, &mirror, &trace)
        if configuration.autoplay == nil {
            // The track's clock may be ahead of the harness's (a wild "odd" time of up to 10¹² s is accepted):
            // settle from the later of the two, or every frame would be in the track's past and ignored.
            time = Swift.max(time, track.time)
            let start = time
            var frames = 0
            // A motion may take up to AnimatedValue.maximumDuration (one hour: a heavily over-damped spring's slow
            // mode, say) and then lands; a minute past that is a hang. With a preset spring and the default rest
            // tolerances the documented bound is much shorter: a free release at speed v coasts at most
            // ln(v / 2) / 1.0005 s (SnapPolicy.decelerationRateRange), and a preset spring or rubber band settles
            // within seconds; a minute on top of that is generous.
            let coasting = Swift.max(0, log(Swift.max(track.velocity.magnitude, 2) / 2) / 1.0005)
            let ordinary = ordinarySpring && configuration.restDistance == 0.1 && configuration.restSpeed == 2
            let bound = ordinary ? coasting + 60 : AnimatedValue.maximumDuration + 60
            while track.needsFrames, time - start < bound {
                time += time - start < 10 ? 1.0 / 60 : 1
                track.advance(to: time)
                frames += 1
                if frames % 30 == 0 { check(&track, &mirror, &trace) }
            }
            check(&track, &mirror, &trace)
            Oracle.check(
                !track.needsFrames,
                "Track: still moving \(bound) s (virtual) after the last input (hang); position \(track.position), velocity "
                    + "\(track.velocity), layout \(track.layout.snaps.prefix(6)), configuration \(configuration)")
            let layout = track.layout
            if !layout.loops, configuration.restDistance <= 1 {
                let slack = 1 + 1e-9 * Swift.max(abs(layout.lowerLimit), abs(layout.upperLimit))
                Oracle.check(
                    track.position >= layout.lowerLimit - slack && track.position <= layout.upperLimit + slack,
                    "Track: rests at \(track.position), outside its limits \(layout.lowerLimit)…\(layout.upperLimit)")
            }
        }
        return trace
    }

    /// The properties that hold after every step.
    static func check(_ track: inout Track, _ mirror: inout Mirror, _ trace: inout Trace) {
        let layout = track.layout
        let snapCount = layout.snapCount
        let itemCount = layout.itemCount
        let previousCount = mirror.snapCount == 0 ? snapCount : mirror.snapCount
        func validSnap(_ index: Int) -> Bool { snapCount == 0 ? index == 0 : (0..<snapCount).contains(index) }
        func validEventSnap(_ index: Int) -> Bool {
            validSnap(index) || (0..<Swift.max(1, previousCount)).contains(index)
        }

        for event in track.takeEvents() {
            trace.add(event.hashValue)
            switch event {
            case .targetIndexChanged(let index, _):
                Oracle.check(validEventSnap(index), "Track: targetIndexChanged(\(index)) with \(snapCount) snaps")
                mirror.target = index
            case .nearestIndexChanged(let index):
                Oracle.check(validEventSnap(index), "Track: nearestIndexChanged(\(index)) with \(snapCount) snaps")
                mirror.nearest = index
            case .settled(let index):
                Oracle.check(validEventSnap(index), "Track: settled(\(index)) with \(snapCount) snaps")
                mirror.settled = index
            case .itemTapped(let item, _):
                Oracle.check((0..<itemCount).contains(item), "Track: itemTapped(\(item)) with \(itemCount) items")
            case .jumped(let from, let to):
                Oracle.check(
                    validEventSnap(from) && validEventSnap(to), "Track: jumped(\(from), \(to)), \(snapCount) snaps")
            case .longPressBegan(let item, let location):
                Oracle.check(
                    item.map { (0..<itemCount).contains($0) } ?? true, "Track: long press on item \(item ?? -1)")
                Oracle.check(location.isFinite, "Track: long press at a non-finite location")
            case .backgroundTapped(let location):
                Oracle.check(location.isFinite, "Track: background tap at a non-finite location")
            case .nearEnd(let end):
                Oracle.check(
                    !layout.loops && itemCount > 0 && track.configuration.nearEndThreshold != nil,
                    "Track: nearEnd(\(end)) without a threshold, items or on a loop")
            case .motionStopped, .declined, .announcement:
                break
            }
        }
        Oracle.check(
            mirror.target == track.targetIndex && mirror.nearest == track.nearestIndex
                && mirror.settled == track.settledIndex,
            "Track: an index changed without its event (events say target \(mirror.target), nearest "
                + "\(mirror.nearest), settled \(mirror.settled); track has \(track.targetIndex), "
                + "\(track.nearestIndex), \(track.settledIndex))")
        Oracle.check(
            validSnap(track.targetIndex) && validSnap(track.nearestIndex) && validSnap(track.settledIndex),
            "Track: index out of range (\(track.targetIndex), \(track.nearestIndex), \(track.settledIndex)) "
                + "with \(snapCount) snaps")
        Oracle.check(
            Oracle.finite(track.position, track.unwrappedPosition, track.velocity, track.progress, track.time),
            "Track: non-finite state: position \(track.position), unwrapped \(track.unwrappedPosition), velocity "
                + "\(track.velocity), progress \(track.progress), time \(track.time)")
        Oracle.check(
            Oracle.finite(layout.contentLength, layout.lowerLimit, layout.upperLimit, layout.viewportLength)
                && layout.lowerLimit <= layout.upperLimit && layout.contentLength >= 0,
            "Track: bad layout: content \(layout.contentLength), limits \(layout.lowerLimit)…\(layout.upperLimit)")
        Oracle.check(layout.snaps.allSatisfy(\.isFinite), "Track: a non-finite snap in \(layout.snaps.prefix(8))")
        Oracle.check(
            layout.snapItems.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= itemCount },
            "Track: a snap's item range lies outside 0..<\(itemCount)")
        Oracle.check(layout.ringCopies >= 1, "Track: ringCopies \(layout.ringCopies)")
        mirror.snapCount = snapCount
        trace.add(track.unwrappedPosition)
        trace.add(track.velocity)
        trace.add(track.targetIndex)

        // The frame a host would draw: bounded, in range, finite, one slot per item copy.
        var slots = Set<Int>()
        var drawn = 0
        for item in track.visibleItems {
            drawn += 1
            guard drawn <= 4096 else {
                Oracle.check(false, "Track: more than 4096 visible items in one frame")
                break  // with FUZZ_ORACLE=traps the harness must still not loop for ever
            }
            Oracle.check((0..<itemCount).contains(item.index), "Track: visible item \(item.index) of \(itemCount)")
            Oracle.check(
                Oracle.finite(item.offset, item.length, item.progress),
                "Track: visible item \(item.index) has offset \(item.offset), length \(item.length), "
                    + "progress \(item.progress)")
            Oracle.check(
                slots.insert(item.slot).inserted,
                "Track: slot \(item.slot) appears twice in one frame (item \(item.index) at \(item.offset); offset "
                    + "\(track.unwrappedPosition), viewport \(layout.viewportLength), prefetch "
                    + "\(layout.configuration.prefetchMargin), content \(layout.contentLength), ring copies "
                    + "\(layout.ringCopies))")
            trace.add(item.offset)
        }
        checkEveryItemOnScreenIsVisible(track)
    }

    /// Every item whose span meets the window [offset − margin, offset + viewport + margin) is reported (an
    /// empty item counts when it lies inside the window, its start included), checked on small layouts by
    /// walking every item of every lap the window meets.
    static func checkEveryItemOnScreenIsVisible(_ track: Track) {
        let layout = track.layout
        let offset = track.unwrappedPosition
        let margin = layout.configuration.prefetchMargin
        let windowStart = offset - margin
        let windowEnd = offset + layout.viewportLength + margin
        guard layout.itemCount > 0, layout.itemCount <= 64, layout.viewportLength > 0, layout.ringCopies == 1,
            windowStart.isFinite, windowEnd.isFinite
        else { return }
        let content = layout.contentLength
        let looping = layout.loops && content > 0
        var laps = 0...0
        if looping {
            let first = (windowStart / content).rounded(.down) - 1
            let last = (windowEnd / content).rounded(.down) + 1
            guard first.magnitude < 1e6, last.magnitude < 1e6, last - first <= 64 else { return }
            laps = Int(first)...Int(last)
        }
        var expected = Set<Int>()
        var allowed = Set<Int>()
        var copies = 0
        let slack = 1e-9 * Swift.max(1, windowStart.magnitude, windowEnd.magnitude)
        for lap in laps {
            let shift = looping ? Double(lap) * content : 0
            for i in 0..<layout.itemCount {
                let span = layout.items.span(at: i)
                let start = span.start + shift
                let meets =
                    start < windowEnd
                    && (start + span.length > windowStart || (span.length == 0 && start >= windowStart))
                // Required unless it only touches the window within rounding (item k's end and item k + 1's start
                // of uniform items are computed differently and may differ by an ulp); an empty item inside the
                // window, its start included, is always required.
                let clearly =
                    start < windowEnd - slack
                    && (span.length == 0 ? start >= windowStart : start + span.length > windowStart + slack)
                if meets { allowed.insert(i) }
                if clearly {
                    expected.insert(i)
                    copies += 1
                }
            }
        }
        // Past the cap a frame shows the first maximumVisibleItems only (visibleItemsCapped).
        guard copies < TrackLayout.maximumVisibleItems else { return }
        let visible = Set(track.visibleItems.map(\.index))
        Oracle.check(
            expected.isSubset(of: visible) && visible.isSubset(of: allowed),
            "Track: visible items \(visible.sorted()) but \(expected.sorted()) are on screen at \(offset) "
                + "(window \(windowStart)..<\(windowEnd), content \(content), loop \(layout.loops), spans "
                + "\((0..<layout.itemCount).map { layout.items.span(at: $0) }))")
    }
}
