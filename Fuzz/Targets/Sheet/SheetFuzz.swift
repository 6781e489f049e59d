@testable import Riffle

/// libFuzzer entry point: a drag-to-dismiss sheet with every configuration field at ordinary or extreme values,
/// driven as its host drives it (pointer events through a ``GestureRecognizer``, height changes, frames), all
/// decoded from the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSheet(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    Harness.deterministic("Sheet", Harness.bytes(data, size), SheetScenario.run)
    return 0
}

/// One decoded sheet scenario and the properties checked after every step.
enum SheetScenario {
    static func spring(_ input: inout FuzzInput) -> Spring {
        switch input.int(in: 0...3) {
        case 0: return .paging
        case 1: return Spring(response: input.wildDouble(in: 0.05...2), dampingRatio: input.wildDouble(in: 0.1...2))
        case 2:
            return Spring(
                mass: input.wildDouble(in: 0.1...5), stiffness: input.wildDouble(in: 1...1000),
                damping: input.wildDouble(in: 0...100))
        default: return .bouncy
        }
    }

    static func configuration(_ input: inout FuzzInput) -> Sheet.Configuration {
        guard input.bool() else { return Sheet.Configuration() }
        return Sheet.Configuration(
            dismissFraction: input.wildDouble(in: -0.5...1.5), dismissSpeed: input.wildDouble(in: -100...3000),
            returnSpring: spring(&input), rubberBandCoefficient: input.wildDouble(in: 0...2))
    }

    static func recognizer(_ input: inout FuzzInput) -> GestureRecognizer {
        let drag = GestureRecognizer.DragOptions(
            minimumDistance: input.wildDouble(in: 0...30), axis: input.int(in: 0...3) == 0 ? nil : .vertical,
            axisLockAngle: input.wildDouble(in: 0...90), maximumSpeed: input.wildDouble(in: 0...20_000))
        let tap = input.bool() ? GestureRecognizer.TapOptions() : nil
        return GestureRecognizer(configuration: GestureRecognizer.Configuration(tap: tap, drag: drag))
    }

    static func run(_ bytes: [UInt8]) -> Trace {
        var input = FuzzInput(bytes)
        var trace = Trace()
        var sheet = Sheet(height: input.wildDouble(in: 0...1000), configuration: configuration(&input))
        var recognizer = recognizer(&input)
        var time = input.wildDouble(in: 0...10)
        if !time.isFinite { time = 0 }
        var finger = Point(x: 100, y: 100)
        var steps = 0
        // The latest usable time the sheet was advanced to: its clock, which may be ahead of the harness's.
        var clock = time

        func feed(_ gestures: [GestureEvent], _ sheet: inout Sheet, _ trace: inout Trace) {
            for gesture in gestures {
                guard let dismissal = sheet.handle(gesture) else { continue }
                trace.add(dismissal.offset)
                Oracle.check(
                    Oracle.finite(dismissal.offset, dismissal.velocity) && dismissal.offset > 0,
                    "Sheet: dismissal at offset \(dismissal.offset), velocity \(dismissal.velocity)")
                Oracle.check(
                    sheet.offset == 0 && sheet.isSettled, "Sheet: not open and at rest after a dismissal")
            }
        }

        while !input.isAtEnd, steps < 200 {
            steps += 1
            time += input.double(in: 0...0.2)
            switch input.int(in: 0...9) {
            case 0:
                finger = Point(x: input.double(in: 0...400), y: input.wildDouble(in: -100...900))
                feed(
                    recognizer.handle(PointerEvent(id: 1, phase: .down, location: finger, timestamp: time)), &sheet,
                    &trace)
            case 1, 2, 3:
                finger = Point(x: finger.x + input.double(in: -30...30), y: finger.y + input.wildDouble(in: -300...300))
                feed(
                    recognizer.handle(PointerEvent(id: 1, phase: .move, location: finger, timestamp: time)), &sheet,
                    &trace)
            case 4:
                feed(
                    recognizer.handle(PointerEvent(id: 1, phase: .up, location: finger, timestamp: time)), &sheet,
                    &trace)
            case 5: feed(recognizer.cancel(at: time), &sheet, &trace)
            case 6: sheet.height = input.wildDouble(in: 0...1000)
            case 7:
                // Time going backwards, NaN, infinite: ignored; a usable time far ahead moves the sheet's clock there.
                let odd = time + input.wildDouble(in: -5...0)
                if odd.magnitude <= PointerEvent.maximumTimestampMagnitude { clock = Swift.max(clock, odd) }
                sheet.advance(to: odd)
                feed(recognizer.advance(to: odd), &sheet, &trace)
            case 8: sheet.configuration = configuration(&input)
            default:
                for _ in 0..<input.int(in: 1...30) {
                    time += 1.0 / 60
                    feed(recognizer.advance(to: time), &sheet, &trace)
                    sheet.advance(to: time)
                }
            }
            check(sheet, &trace)
        }

        // Let go: the spring back must come to rest within its bounded time.
        time += 0.01
        feed(recognizer.handle(PointerEvent(id: 1, phase: .up, location: finger, timestamp: time)), &sheet, &trace)
        feed(recognizer.cancel(at: time), &sheet, &trace)
        // Every frame before the sheet's clock is in its past and ignored: settle from the later of the two.
        time = Swift.max(time, clock)
        let start = time
        while !sheet.isSettled, time - start < AnimatedValue.maximumDuration + 60 {
            time += time - start < 10 ? 1.0 / 60 : 1
            sheet.advance(to: time)
        }
        check(sheet, &trace)
        Oracle.check(
            sheet.isSettled, "Sheet: still moving \(AnimatedValue.maximumDuration + 60) s (virtual) after the release")
        Oracle.check(
            abs(sheet.offset) <= 1e-6 * Swift.max(1, sheet.height) + 1, "Sheet: rests at \(sheet.offset), not open")
        return trace
    }

    /// The properties that hold after every step: a finite offset, pulled up at most by the rubber band's
    /// height, a usable height.
    static func check(_ sheet: Sheet, _ trace: inout Trace) {
        Oracle.check(sheet.height.isFinite && sheet.height > 0, "Sheet: height \(sheet.height)")
        Oracle.check(sheet.offset.isFinite, "Sheet: offset \(sheet.offset)")
        trace.add(sheet.offset)
    }
}
