/// A procedurally drawn image: a ``Scenery`` description with an identity for caching.
///
/// The gallery ships no image files; every "photo" is rasterized from its scenery by ``PictureRasterizer``.
public struct Picture: Sendable {
    /// Identifies the artwork; together with ``size`` (and the pixel scale) it is the cache key.
    public var id: String
    /// The size of the picture in points.
    public var size: CanvasSize
    /// What to draw.
    public var scenery: Scenery

    /// Creates a picture.
    public init(id: String, size: CanvasSize, scenery: Scenery) {
        self.id = id
        self.size = size
        self.scenery = scenery
    }

    /// The cache key for this picture rasterized at `scale` pixels per point.
    public func cacheKey(scale: Double) -> String {
        "\(id)@\(Int(size.width))x\(Int(size.height))@\(scale)"
    }
}
