extension Double {
    /// Whether the value is usable as a time: finite and within ``PointerEvent/maximumTimestampMagnitude``.
    var isUsableTime: Bool {
        isFinite && magnitude <= PointerEvent.maximumTimestampMagnitude
    }
}
