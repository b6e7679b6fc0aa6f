/// Whether a call of a delegate method by a name it had before a rename reached the app's own
/// implementation, and whether to report that.
///
/// When a delegate method is renamed, the old name stays a deprecated requirement with a default
/// implementation, and the new name's default implementation calls the old name: an app that
/// still implements the old name keeps being called. Swift reports nothing at such an
/// implementation (a conforming type's method that satisfies a deprecated requirement draws no
/// warning; see the CHANGELOG, Deprecated), so the shell tells the developer in the console: this
/// value says when. The rules:
///
/// - **Reached.** The app's implementation ran when the library's own default implementation of
///   the old name did not run during the call.
/// - **Nested calls.** An implementation may call back into the sheet, which calls the delegate
///   again (by an old name too): each call is judged on its own, as the state is saved at
///   ``start()`` and given back at ``finish(_:)``.
/// - **Once.** Each delegate type and old name is reported the first time only.
///
/// The shell keeps one for the process (delegate calls come on the main thread).
package struct DropDownSheetRenamedMethodCalls: Sendable {
    private var defaultRan = false
    private var reported: Set<String> = []

    package init() {}

    /// Before calling a method by its old name; returns what ``finish(_:)`` gives back.
    package mutating func start() -> Bool {
        defer { defaultRan = false }
        return defaultRan
    }

    /// The library's default implementation of an old name ran: the app has none.
    package mutating func defaultImplementationRan() {
        defaultRan = true
    }

    /// After the call begun with ``start()`` (`saved` is what it returned): whether the app's own
    /// implementation of the old name ran.
    package mutating func finish(_ saved: Bool) -> Bool {
        defer { defaultRan = saved }
        return !defaultRan
    }

    /// Whether to report that delegates of `delegateType` (its name) implement `method` by its old
    /// name: `true` the first time only.
    package mutating func isFirstReport(of method: DropDownSheetRenamedDelegateMethod, by delegateType: String) -> Bool {
        reported.insert(method.key(for: delegateType)).inserted
    }
}

/// A method of `DropDownSheetDelegate` renamed after the delegating object, as UIKit's delegates
/// are named: its old and new names, and what the console says when an app still implements the
/// old one.
package enum DropDownSheetRenamedDelegateMethod: String, Sendable, CaseIterable {
    case willMove = "sheet(_:willMoveTo:)"
    case didMove = "sheet(_:didMoveTo:)"
    case shouldDismiss = "sheetShouldDismiss(_:)"
    case didAttemptToDismiss = "sheetDidAttemptToDismiss(_:)"

    /// The name it had.
    package var oldName: String { rawValue }

    /// The name it has.
    package var newName: String {
        switch self {
        case .willMove: "dropDownSheetController(_:willMoveTo:)"
        case .didMove: "dropDownSheetController(_:didMoveTo:)"
        case .shouldDismiss: "dropDownSheetControllerShouldDismiss(_:)"
        case .didAttemptToDismiss: "dropDownSheetControllerDidAttemptToDismiss(_:)"
        }
    }

    /// `Type.oldName`: one delegate type's implementation of the old name.
    package func key(for delegateType: String) -> String {
        delegateType + "." + oldName
    }

    /// A sentence for the developer's console (English; never shown to users).
    package func message(delegateType: String) -> String {
        "DropDownSheet: \(delegateType) implements DropDownSheetDelegate's \(oldName), renamed \(newName). "
            + "It is still called, but rename it: the old name is deprecated and will be removed."
    }
}
