// swift-format-ignore-file
// The custom-layout API the views size themselves with (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1: the
// package's floor), transcribed from Apple's documentation: only the members the views use, with their real
// signatures. Layout is `@preconcurrency protocol Layout : Sendable, Animatable`.

// https://developer.apple.com/documentation/swiftui/vectorarithmetic
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

// https://developer.apple.com/documentation/swiftui/emptyanimatabledata
@frozen public struct EmptyAnimatableData: VectorArithmetic {
    @inlinable public init() {}
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}

// https://developer.apple.com/documentation/swiftui/animatable
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
}

// https://developer.apple.com/documentation/swiftui/proposedviewsize
@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    // https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    @inlinable public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    // https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    // https://developer.apple.com/documentation/swiftui/proposedviewsize/infinity
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    // https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        fatalError()
    }
}

// https://developer.apple.com/documentation/swiftui/layoutsubview
public struct LayoutSubview: Equatable {
    // https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
    // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { true }
}

// https://developer.apple.com/documentation/swiftui/layoutsubviews
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> LayoutSubview { fatalError() }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { fatalError() }
    public var layoutDirection: LayoutDirection
}

// https://developer.apple.com/documentation/swiftui/layout
@preconcurrency public protocol Layout: Sendable, Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    // https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    // https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    func makeCache(subviews: Self.Subviews) -> Self.Cache
}
extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}
extension Layout {
    // https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    @MainActor @preconcurrency public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        EmptyView()
    }
}

// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1: back-deployed with the Xcode 16 SDKs)
extension View {
    @preconcurrency nonisolated public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View where T: Equatable, T: Sendable { self }
}
