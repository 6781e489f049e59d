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
    public static func oneDecimal(_ v: Double) -> String {
        guard v.isFinite else { return "–" }
        let tenths = Int((v * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
