// swift-format-ignore-file
// Not Apple's: SwiftPM generates `Bundle.module` (internal, in resource_bundle_accessor.swift) for a target that
// declares `resources:`, as RiffleSwiftUI does for its Localizable.strings. The model type-checks the sources with
// swiftc and no SwiftPM, so the accessor is declared here, with the same type.
import Foundation

extension Bundle {
    /// The target's resource bundle (SwiftPM's generated accessor).
    public static var module: Bundle { fatalError() }
}
