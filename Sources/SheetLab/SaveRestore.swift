import DropDownSheet

/// sheet-lab's `save` and `restore` lines: what an app does across a relaunch, with the library's
/// own snapshot.
enum SaveRestore {
    /// A step of a restore: commands for the sheets' engines, or a sheet the stack refused.
    enum Step {
        case commands([DropDownSheetStack.Command])
        case refused(id: String, DropDownSheetStack.Refusal)
    }

    /// `{"t":T,"snapshot":…}`: the stack's snapshot exactly as
    /// ``DropDownSheetStackSnapshot/encoded()`` writes it.
    static func savedLine(_ stack: DropDownSheetStack, at t: Double) -> String {
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.raw("snapshot", String(decoding: stack.snapshot.encoded(), as: UTF8.self))
        return o.line
    }

    /// Brings back a saved stack (already checked when the script was read), as
    /// `restoreDropDownSheets(from:sheet:)` does: every saved identifier presented, bottom to top,
    /// the expanded one expanded and the others minimized.
    ///
    /// With no sheet presented (an app at launch), the stack becomes the saved one exactly, its
    /// maximum count included, so saving again prints the same snapshot. With sheets presented,
    /// the saved ones join them: the maximum is raised to at least the saved one, a saved sheet
    /// already presented moves to its saved state, and a sheet the stack refuses is reported.
    static func restore(_ snapshot: DropDownSheetStackSnapshot, into stack: inout DropDownSheetStack) -> [Step] {
        if stack.identifiers.isEmpty, let commands = try? stack.restore(snapshot) {
            return [.commands(commands)]
        }
        stack.maximumCount = max(stack.maximumCount, snapshot.maximumCount)
        return snapshot.identifiers.map { id in
            let state: DropDownSheetState = SheetIdentifier.same(id, snapshot.expanded) ? .expanded : .minimized
            switch stack.present(id, to: state) {
            case .success(let commands): return .commands(commands)
            case .failure(let refusal): return .refused(id: id, refusal)
            }
        }
    }
}
