#if canImport(UIKit)
import UIKit
import DropDownSheetCore

// The delegate's methods were renamed after the delegating object, as UIKit's are:
// `sheet(_:willMoveTo:)` became `dropDownSheetController(_:willMoveTo:)`, `sheet(_:didMoveTo:)`
// `dropDownSheetController(_:didMoveTo:)`, `sheetShouldDismiss(_:)`
// `dropDownSheetControllerShouldDismiss(_:)` and `sheetDidAttemptToDismiss(_:)`
// `dropDownSheetControllerDidAttemptToDismiss(_:)`. Every method has a default implementation,
// so an app still implementing an old name would compile and silently stop being called: a
// draft's veto would be lost.
//
// What Swift 6.3 diagnoses was tried in a small package (recorded in the CHANGELOG, Deprecated):
// a conforming type's method that satisfies a deprecated requirement draws no warning; a
// requirement cannot be marked unavailable outside an @objc protocol; an unavailable protocol
// extension member of the old name is shadowed by the app's method without a word. So the old
// names stay deprecated requirements (a call by the old name, and the documentation, say so),
// the new names' default implementations call them, and the app's implementation of an old name
// is reported once in the console (DropDownSheetRenamedMethodCalls, in the core, says when).

public extension DropDownSheetDelegate {
    /// The default of a deprecated name: reached only when the app implements neither name.
    @available(*, deprecated, renamed: "dropDownSheetController(_:willMoveTo:)")
    func sheet(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {
        DropDownSheetRenamedMethodsRecord.calls.defaultImplementationRan()
    }

    /// The default of a deprecated name: reached only when the app implements neither name.
    @available(*, deprecated, renamed: "dropDownSheetController(_:didMoveTo:)")
    func sheet(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        DropDownSheetRenamedMethodsRecord.calls.defaultImplementationRan()
    }

    /// The default of a deprecated name: reached only when the app implements neither name.
    /// `true`, as the new name's.
    @available(*, deprecated, renamed: "dropDownSheetControllerShouldDismiss(_:)")
    func sheetShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        DropDownSheetRenamedMethodsRecord.calls.defaultImplementationRan()
        return true
    }

    /// The default of a deprecated name: reached only when the app implements neither name.
    @available(*, deprecated, renamed: "dropDownSheetControllerDidAttemptToDismiss(_:)")
    func sheetDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        DropDownSheetRenamedMethodsRecord.calls.defaultImplementationRan()
    }
}

extension DropDownSheetDelegate {
    /// Calls this delegate's methods by their old names. Through the protocol, whose requirements
    /// are not deprecated, so that the library's own calls draw no deprecation warning; the
    /// witnesses, which make the calls, are deprecated, where calling a deprecated name is silent.
    var renamedMethods: any DropDownSheetRenamedMethodCalling { DropDownSheetRenamedMethods(delegate: self) }
}

/// A delegate's methods called by their old names.
@MainActor
protocol DropDownSheetRenamedMethodCalling {
    func willMove(_ sheet: DropDownSheetController, to state: DropDownSheetState)
    func didMove(_ sheet: DropDownSheetController, to state: DropDownSheetState)
    func shouldDismiss(_ sheet: DropDownSheetController) -> Bool
    func didAttemptToDismiss(_ sheet: DropDownSheetController)
}

@MainActor
struct DropDownSheetRenamedMethods<Delegate: DropDownSheetDelegate>: DropDownSheetRenamedMethodCalling {
    let delegate: Delegate

    @available(*, deprecated, message: "calls the delegate's method by its old name")
    func willMove(_ sheet: DropDownSheetController, to state: DropDownSheetState) {
        call(.willMove) {
            delegate.sheet(sheet, willMoveTo: state)
        }
    }

    @available(*, deprecated, message: "calls the delegate's method by its old name")
    func didMove(_ sheet: DropDownSheetController, to state: DropDownSheetState) {
        call(.didMove) {
            delegate.sheet(sheet, didMoveTo: state)
        }
    }

    @available(*, deprecated, message: "calls the delegate's method by its old name")
    func shouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        call(.shouldDismiss) {
            delegate.sheetShouldDismiss(sheet)
        }
    }

    @available(*, deprecated, message: "calls the delegate's method by its old name")
    func didAttemptToDismiss(_ sheet: DropDownSheetController) {
        call(.didAttemptToDismiss) {
            delegate.sheetDidAttemptToDismiss(sheet)
        }
    }

    /// Makes the call, and reports the first time a delegate type is found implementing `method`
    /// by its old name.
    private func call<Result>(_ method: DropDownSheetRenamedDelegateMethod, _ body: () -> Result) -> Result {
        let saved = DropDownSheetRenamedMethodsRecord.calls.start()
        let result = body()
        guard DropDownSheetRenamedMethodsRecord.calls.finish(saved) else { return result }
        let delegateType = String(reflecting: Delegate.self)
        if DropDownSheetRenamedMethodsRecord.calls.isFirstReport(of: method, by: delegateType) {
            DropDownSheetRenamedMethodsRecord.reported.append(method.key(for: delegateType))
            DropDownSheetMisuseReport.warn(method.message(delegateType: delegateType))
        }
        return result
    }
}

/// The process-wide record of the renamed methods' calls (a generic type has no stored statics).
@MainActor
enum DropDownSheetRenamedMethodsRecord {
    /// Which calls reached an app's implementation of an old name.
    static var calls = DropDownSheetRenamedMethodCalls()
    /// Every delegate type and old name reported so far, in order (`Type.oldName`): what the
    /// console was told.
    static var reported: [String] = []
}
#endif
