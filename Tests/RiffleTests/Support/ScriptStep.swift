/// One step of a random gesture script in the property tests: which action (`kind`, interpreted by each suite),
/// a location, the time since the previous step (`dt`, sometimes negative to send time backwards) and an extra
/// integer (an index, a count, a choice).
struct ScriptStep: Sendable, CustomStringConvertible {
    var kind: Int
    var x: Double
    var y: Double
    var dt: Double
    var value: Int

    init(kind: Int, x: Double, y: Double = 0, dt: Double, value: Int) {
        self.kind = kind
        self.x = x
        self.y = y
        self.dt = dt
        self.value = value
    }

    var description: String { "(\(kind), x: \(x), y: \(y), dt: \(dt), value: \(value))" }
}
