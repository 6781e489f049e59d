extension Spring {
    /// A smooth spring without bounce: duration 0.5 s, bounce 0 (critically damped), as SwiftUI's `.smooth`.
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15, as SwiftUI's `.snappy`.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// A bouncy spring: duration 0.5 s, bounce 0.3, as SwiftUI's `.bouncy`.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A quick spring for values that follow a gesture: response 0.15 s, damping ratio 0.86, as SwiftUI's
    /// `interactiveSpring()`.
    public static let interactive = Spring(response: 0.15, dampingRatio: 0.86)

    /// SwiftUI's `spring(response:dampingFraction:)` defaults: response 0.5 s, damping ratio 0.825.
    public static let `default` = Spring(response: 0.5, dampingRatio: 0.825)

    /// The trip carousel's spring (seed 000): mass 0.6, stiffness 100, damping 10 (damping ratio ≈ 0.645).
    ///
    /// The seed animates with `interpolatingSpring(mass: 0.6, stiffness: 100, damping: 10, initialVelocity: 0.3)`;
    /// express its initial velocity with ``InitialVelocity/fractionOfChange(_:)``.
    public static let tripCarousel = Spring(mass: 0.6, stiffness: 100, damping: 10)

    /// iOS-like paging: response 0.45 s, critically damped.
    ///
    /// A page (or a rubber band) settles without passing its target, as a paging `UIScrollView` decelerates onto
    /// the page. Riffle's choice of numbers (UIKit's are not public); the ``MotionStyle/ios`` preset of paging
    /// tracks and home-screen pages.
    public static let paging = Spring(response: 0.45, dampingRatio: 1)

    /// A soft spring for selections: response 0.5 s, damping ratio 0.9 (a barely visible settle); the
    /// ``MotionStyle/ios`` preset of a wallet's selection.
    public static let soft = Spring(response: 0.5, dampingRatio: 0.9)

    /// A sheet opening or closing: response 0.45 s, damping ratio 0.82, a little bounce that is not clamped (as
    /// SwiftUI's default spring, a touch quicker); the ``MotionStyle/ios`` preset of a detail view's transition.
    public static let sheet = Spring(response: 0.45, dampingRatio: 0.82)
}
