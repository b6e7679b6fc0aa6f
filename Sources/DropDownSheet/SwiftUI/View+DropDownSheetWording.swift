#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Giving the drop-down sheets below a view the app's own words.
@available(iOS 15.0, *)
public extension View {
    /// Words the drop-down sheets presented by this view and the views inside it show and speak,
    /// where the app wants its own: what the sheets are called ("2 Notes" on the stack's bar) and
    /// any VoiceOver label, hint, action name or announcement. Put it on the view that carries
    /// ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``
    /// (after that modifier) for that sheet, or on an ancestor for all the sheets below it. A
    /// wording nearer the sheet wins where it sets a property; an outer one fills in what it leaves
    /// nil, and the library's words, in the app's language, the rest. Changes apply at once.
    ///
    /// ```swift
    /// // Context: struct NotesView: View {
    /// // Context:     @State private var editor = DropDownSheetState.dismissed
    /// // Context:     var body: some View { … }
    /// // Context: }
    /// NotesList()
    ///     .dropDownSheet(state: $editor) { NoteEditor() }
    ///     .dropDownSheetWording(DropDownSheetWording(sheetCount: .localized("notes.count")))
    /// ```
    ///
    /// - Parameter wording: The words to use; properties left nil keep the outer ones.
    func dropDownSheetWording(_ wording: DropDownSheetWording) -> some View {
        transformEnvironment(\.dropDownSheetWording) { outer in
            outer = wording.merged(over: outer)
        }
    }
}

@available(iOS 15.0, *)
private struct DropDownSheetWordingKey: EnvironmentKey {
    static var defaultValue: DropDownSheetWording { DropDownSheetWording() }
}

/// The wording of the drop-down sheets below a view.
@available(iOS 15.0, *)
extension EnvironmentValues {
    /// The wording of drop-down sheets presented below, set with
    /// ``SwiftUICore/View/dropDownSheetWording(_:)``. Default: nothing set (the library's words).
    public internal(set) var dropDownSheetWording: DropDownSheetWording {
        get { self[DropDownSheetWordingKey.self] }
        set { self[DropDownSheetWordingKey.self] = newValue }
    }
}
#endif
