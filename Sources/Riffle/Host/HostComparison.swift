/// How the hosting types decide whether new settings from a view are really new.
///
/// Settings hold floating-point numbers, and a NaN is never equal to itself, so `==` alone would call settings
/// holding a NaN new every time a view re-applies them (SwiftUI re-applies them on every update of the view). The
/// hosts treat two values as the same when they are equal or, failing that, when they describe themselves
/// identically: a NaN in the same field of both.
enum HostComparison {
    /// Whether `a` and `b` are equal, or differ only by NaNs in the same places.
    ///
    /// - Complexity: O(1) when equal; otherwise the cost of describing both values.
    static func same<T: Equatable>(_ a: T, _ b: T) -> Bool {
        a == b || String(describing: a) == String(describing: b)
    }
}
