import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines that a fatal signal writes to stderr before the process dies: the seeds of the property cases that
/// are running (see ``PropertySeed``).
///
/// The notes live in one buffer allocated once, `slotCount` slots of `slotSize` bytes, each a NUL-terminated
/// line (an empty slot starts with NUL). Opening and closing a note takes a lock; the signal handler only reads
/// the buffer and calls `write(2)`, which is safe in a handler. When every slot is taken (more cases at once
/// than slots) the line goes to stderr at once instead, so it is never lost.
enum PropertyCrashNotes {
    /// How many cases can hold a note at once.
    static let slotCount = 64
    /// The size of one note, with its NUL; longer lines are cut.
    static let slotSize = 512
    /// The notes.
    nonisolated(unsafe) static let buffer: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        pointer.initialize(repeating: 0, count: slotCount * slotSize)
        return pointer
    }()
    /// Which slots are taken.
    static let taken = Mutex([Bool](repeating: false, count: slotCount))
    /// Whether the handlers are installed.
    static let installed = Mutex(false)
    /// The signals that end the process and get the notes written first.
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGTERM, SIGINT]
    /// The handlers that were installed before ours, by signal number, restored before the signal goes on.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return pointer
    }()

    /// Installs the signal handler (once per process).
    static func installOnce() {
        installed.withLock { done in
            guard !done else { return }
            done = true
            _ = buffer
            _ = previous
            for signal in signals {
                var action = sigaction()
                #if canImport(Glibc)
                    action.__sigaction_handler.sa_handler = propertyCrashHandler
                #else
                    action.__sigaction_u.__sa_handler = propertyCrashHandler
                #endif
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                sigaction(signal, &action, previous + Int(signal))
            }
        }
    }

    /// Stores `line` in a free slot and returns the slot, or writes the line to stderr when none is free.
    ///
    /// The note is written while the lock is held, so ``current`` (which reads under the same lock) never sees a
    /// slot half-written over an older note (it once read another test's new prefix followed by this test's old
    /// tail, a sixth "note" in `everyCaseHasItsSeedNotedWhileItRuns`).
    static func open(_ line: String) -> Int? {
        let bytes = Array(line.utf8.prefix(slotSize - 1))
        let slot = taken.withLock { taken -> Int? in
            guard let free = taken.firstIndex(of: false) else { return nil }
            taken[free] = true
            let start = buffer + free * slotSize
            for (offset, byte) in bytes.enumerated() { start[offset] = CChar(bitPattern: byte) }
            start[bytes.count] = 0
            return free
        }
        if slot == nil { writeToStandardError(line + "\n") }
        return slot
    }

    /// Empties `slot` (from ``open(_:)``).
    static func close(_ slot: Int?) {
        guard let slot else { return }
        taken.withLock { taken in
            buffer[slot * slotSize] = 0
            taken[slot] = false
        }
    }

    /// The notes held now (for tests).
    static var current: [String] {
        taken.withLock { taken in
            taken.indices.filter { taken[$0] }.map { String(cString: buffer + $0 * slotSize) }
        }
    }

    /// Writes `text` to file descriptor 2.
    static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}

/// Writes every held note to stderr, restores the previous handler and lets the signal end the process.
private func propertyCrashHandler(_ signal: Int32) {
    let prefix: StaticString = "\nriffle: a property test died on a signal while running:\n"
    _ = write(2, prefix.utf8Start, prefix.utf8CodeUnitCount)
    for slot in 0..<PropertyCrashNotes.slotCount {
        let start = PropertyCrashNotes.buffer + slot * PropertyCrashNotes.slotSize
        guard start[0] != 0 else { continue }
        _ = write(2, start, strlen(start))
        _ = write(2, "\n", 1)
    }
    let replay: StaticString = "riffle: replay with RIFFLE_PROPERTY_SEED=<seed> swift test --filter <test>\n"
    _ = write(2, replay.utf8Start, replay.utf8CodeUnitCount)
    sigaction(signal, PropertyCrashNotes.previous + Int(signal), nil)
    // A trap re-executes its instruction on return and meets the previous handler; the others are re-raised.
    if signal != SIGILL && signal != SIGSEGV && signal != SIGBUS && signal != SIGFPE { raise(signal) }
}
