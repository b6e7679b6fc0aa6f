import DropDownSheet
import SwiftUI

/// The note editor, the sheet's content. It reaches its sheet through
/// `@Environment(\.dropDownSheet)` (the Minimize and Done buttons), keeps a note with text from
/// being swiped away (`.dropDownSheetDismissDisabled`), and asks "Save Note / Discard Note" inside
/// the sheet when the user tries: a dialog on a view of the content appears above the sheet,
/// whether it is expanded or minimized.
struct NoteEditorView: View {
    @ObservedObject var model: NotesModel
    @Environment(\.dropDownSheet) private var sheet

    var body: some View {
        NavigationView {
            TextEditor(text: $model.draft.text)
                .padding(.horizontal, 12)
                .accessibilityLabel("Note")
                .navigationTitle(model.draft.title)   // shown in the minimized bar
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        if sheet?.state == .minimized {
                            Button("Open") { sheet?.expand() }
                        } else {
                            Button("Minimize") { sheet?.minimize() }
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { sheet?.dismiss() }
                    }
                }
        }
        .navigationViewStyle(.stack)
        .dropDownSheetDismissDisabled(model.draft.hasText)
        .dropDownSheetDragIndicator(.visible)
        .confirmationDialog("Keep this note?", isPresented: $model.asksAboutNote, titleVisibility: .visible) {
            Button("Save Note") { model.saveAndClose() }
            Button("Discard Note", role: .destructive) { model.discardAndClose() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text(model.draft.title)
        }
    }
}
