/// Alpha masks for anti-aliased rounded rectangles, rings and soft shadows (one byte of coverage per pixel).
///
/// The renderer uploads these as white textures and tints them; it slices them as nine-patches so a mask made
/// once per radius serves every size.
public enum MaskRaster {
    /// Coverage of a rounded rectangle whose edges sit `inset` pixels inside a `width × height` pixel grid.
    ///
    /// With `blur == 0` the edge is a crisp one-pixel anti-aliased ramp. With `blur > 0` alpha falls off smoothly
    /// (smoothstep) from `blur` pixels inside to `blur` pixels outside the edge. With `ring > 0` only a band of that
    /// width centred on the edge is covered (an outline). Invalid sizes give an empty mask; the radius is clamped
    /// to half the shorter side.
    /// - Complexity: O(width × height).
    public static func roundedRect(
        width: Int, height: Int, radius: Double, inset: Double = 0, blur: Double = 0, ring: Double = 0
    ) -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        let b = blur.isFinite ? max(0, blur) : 0
        let e = inset.isFinite ? max(0, inset) : 0
        let hx = max(0, Double(width) / 2 - e)
        let hy = max(0, Double(height) / 2 - e)
        let r = max(0, min(radius.isFinite ? radius : 0, hx, hy))
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let qx = abs(Double(x) + 0.5 - Double(width) / 2) - hx + r
                let qy = abs(Double(y) + 0.5 - Double(height) / 2) - hy + r
                let ox = max(qx, 0)
                let oy = max(qy, 0)
                var d = (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
                if ring > 0 { d = abs(d) - ring / 2 }
                let a: Double
                if b > 0 {
                    let t = max(0, min(1, (d + b) / (2 * b)))
                    a = 1 - t * t * (3 - 2 * t)
                } else {
                    a = max(0, min(1, 0.5 - d))
                }
                out[y * width + x] = UInt8((a * 255).rounded())
            }
        }
        return out
    }
}
