/// How the update that changed a view's binding asked for the change to be shown: SwiftUI's `Transaction`, as the
/// two values a host decides with.
///
/// A view reads them from the transaction of the update (`Transaction.animation != nil`,
/// `Transaction.disablesAnimations`) and hands them over with the binding's new value
/// (``Pager/command(forIndexBinding:transaction:)``, ``PagerData/command(forSelection:transaction:)``).
public struct BindingTransaction: Hashable, Sendable {
    /// Whether the update carries an animation (`withAnimation`, a binding's `animation(_:)`).
    var hasAnimation: Bool
    /// Whether the update asks views not to animate (`Transaction.disablesAnimations`).
    var disablesAnimations: Bool

    /// Creates the values of an update's transaction.
    ///
    /// - Parameters:
    ///   - hasAnimation: Whether the update carries an animation.
    ///   - disablesAnimations: Whether it disables animations. Default false.
    public init(hasAnimation: Bool, disablesAnimations: Bool = false) {
        self.hasAnimation = hasAnimation
        self.disablesAnimations = disablesAnimations
    }

    /// Whether the change animates: the update carries an animation and does not disable animations; otherwise
    /// it jumps, as SwiftUI's own `TabView` and `scrollPosition` do.
    var animates: Bool { hasAnimation && !disablesAnimations }
}
