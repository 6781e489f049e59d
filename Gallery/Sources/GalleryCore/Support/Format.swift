/// Small text formatting helpers (no Foundation in the scenes).
public enum Format {
    /// `1234567` → `"1,234,567"`.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    /// `4.8` → `"4.8"` (one decimal).
    public static func oneDecimal(_ v: Double) -> String { fixed(v, 1) }

    /// `v` with `digits` decimals (0 … 6), rounded half away from zero, with its sign ("–" when not finite).
    public static func fixed(_ v: Double, _ digits: Int) -> String {
        guard v.isFinite else { return "–" }
        let places = min(max(digits, 0), 6)
        var power = 1.0
        for _ in 0..<places { power *= 10 }
        let scaled = (abs(v) * power).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return v < 0 ? "-∞" : "∞" }
        let units = Int(scaled)
        let factor = Int(power)
        let whole = String(units / factor)
        let sign = v < 0 && units != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        let fraction = String(units % factor)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
