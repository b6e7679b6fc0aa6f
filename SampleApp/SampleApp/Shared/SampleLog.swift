import os

/// The app's log, in the unified logging system (Console.app, or `log stream` with the app's
/// subsystem): what went wrong without stopping the app, such as a saved stack of drafts that
/// could not be read back.
enum SampleLog {
    private static let subsystem = "DropDownSheet.SampleApp"

    // Computed, not stored: the iOS 16.5 SDK does not declare `Logger` Sendable, and a logger is
    // cheap to make.

    /// Saving and restoring the open drafts.
    static var drafts: Logger { Logger(subsystem: subsystem, category: "drafts") }
    /// Presenting the sheets from the tab bar controller.
    static var sheets: Logger { Logger(subsystem: subsystem, category: "sheets") }
}
