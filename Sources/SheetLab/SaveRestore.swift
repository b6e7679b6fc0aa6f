import DropDownSheetCore

/// sheet-lab's `save` and `restore` lines: what an app does across a relaunch, with the library's
/// own snapshot. Restoring is the presentation's `.restore` input: with no draft presented (an
/// app at launch) the drafts become the saved ones exactly, their maximum included, so saving
/// again prints the same snapshot; beside drafts already presented, the saved ones join them (the
/// maximum raised to at least the saved one, a saved draft already presented moving to its saved
/// state, a draft that cannot join reported as refused).
enum SaveRestore {
    /// `{"t":T,"snapshot":…}`: the snapshot exactly as ``DropDownSheetStackSnapshot/encoded()``
    /// writes it (drafts only: an accessory is never saved).
    static func savedLine(_ snapshot: DropDownSheetStackSnapshot, at t: Double) -> String {
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.raw("snapshot", String(decoding: snapshot.encoded(), as: UTF8.self))
        return o.line
    }
}
