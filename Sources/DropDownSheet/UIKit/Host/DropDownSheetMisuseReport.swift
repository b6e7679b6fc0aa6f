#if canImport(UIKit)
import Foundation
import os
import DropDownSheetCore

/// Reports a mistake in the app's use of the API where the app's developer sees it: an assertion
/// in debug builds, and a fault in the unified log (Console, Xcode's console) in every build.
/// Nothing is corrected in silence (``DropDownSheetMisuse``).
@MainActor
enum DropDownSheetMisuseReport {
    /// Whether a misuse stops a debug build at an assertion. Default `true`; tests that provoke a
    /// misuse on purpose turn it off.
    static var assertsInDebugBuilds = true

    private static let log = OSLog(subsystem: "DropDownSheet", category: "misuse")

    static func report(_ misuse: DropDownSheetMisuse) {
        warn(misuse.message)
        if assertsInDebugBuilds { assertionFailure(misuse.message) }
    }

    /// A runtime warning in the unified log, at fault level.
    static func warn(_ message: String) {
        os_log("%{public}@", log: log, type: .fault, message as NSString)
    }
}
#endif
