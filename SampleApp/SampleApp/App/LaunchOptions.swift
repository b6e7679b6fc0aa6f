import Foundation

/// How the app was launched. The UI tests (SampleAppUITests) pass `-DropDownSheetFreshStart` so
/// that each test starts from the same screen: no drafts brought back from an earlier run, and
/// the default sheet settings; and `-DropDownSheetSpringResponse 3` to slow the springs down
/// enough for a second gesture to catch a card in flight.
enum LaunchOptions {
    static let freshStartArgument = "-DropDownSheetFreshStart"
    static let springResponseArgument = "-DropDownSheetSpringResponse"

    /// Whether to start afresh.
    static var isFreshStart: Bool { ProcessInfo.processInfo.arguments.contains(freshStartArgument) }

    /// The spring response, in seconds, that the launch asks for, or nil.
    static var springResponse: Double? {
        let arguments = ProcessInfo.processInfo.arguments
        guard let index = arguments.firstIndex(of: springResponseArgument), index + 1 < arguments.count,
              let value = Double(arguments[index + 1]), value.isFinite, value > 0 else { return nil }
        return value
    }
}
