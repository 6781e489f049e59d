#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// The SwiftUI layer over the Riffle core.
    ///
    /// The views arrive with their own issue; every rule they will use already lives in `Riffle`,
    /// where it is tested on any platform.
    public enum RiffleSwiftUI {
        /// The version of the SwiftUI layer.
        public static let version = "0.1.0"
    }
#endif
