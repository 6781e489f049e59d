extension SnapAlignment {
    /// A built-in alignment as a computed snap rule stores it: its kind (0 leading, 1 center, 2 trailing,
    /// 3 fraction) and fraction; nil for a custom alignment.
    var builtIn: (kind: UInt8, fraction: Double)? {
        switch self {
        case .leading: return (0, 0)
        case .center: return (1, 0)
        case .trailing: return (2, 0)
        case .fraction(let value): return (3, value)
        case .custom: return nil
        }
    }
}
