extension Int {
    /// The integer nearest to `value` toward zero, saturated at the bounds of `Int`; 0 for NaN.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = Int.max
        } else if value <= -9.2e18 {
            self = Int.min
        } else {
            self = Int(value)
        }
    }

    /// `self + other`, saturated at the bounds of `Int` instead of trapping.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? Int.max : Int.min
    }

    /// `self × other`, saturated at the bounds of `Int` instead of trapping.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func saturatingMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? Int.max : Int.min
    }
}
