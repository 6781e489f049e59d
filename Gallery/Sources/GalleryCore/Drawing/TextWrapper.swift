/// Greedy word wrapping with a caller-supplied measure, so it works for any font.
public enum TextWrapper {
    /// Splits `text` into lines no wider than `width` (a single word wider than `width` gets a line of its own).
    ///
    /// Explicit newlines start new lines; runs of spaces collapse. A non-finite or non-positive width puts every
    /// word on its own line.
    /// - Complexity: O(words) calls to `measure`.
    public static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ").map(String.init)
            if words.isEmpty {
                lines.append("")
                continue
            }
            var current = ""
            for word in words {
                let candidate = current.isEmpty ? word : current + " " + word
                if current.isEmpty || (width.isFinite && width > 0 && measure(candidate) <= width) {
                    current = candidate
                } else {
                    lines.append(current)
                    current = word
                }
            }
            lines.append(current)
        }
        return lines
    }
}
