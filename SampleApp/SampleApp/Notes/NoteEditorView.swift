import DropDownSheet
import SwiftUI
import UIKit

/// The note editor, the sheet's content. It reaches its sheet through
/// `@Environment(\.dropDownSheet)` (the Minimize and Done buttons), keeps a note with text from
/// being swiped away (`.dropDownSheetDismissDisabled`), and asks "Save Note / Discard Note" inside
/// the sheet when the user tries: a dialog on a view of the content appears above the sheet,
/// whether it is expanded or minimized.
///
/// Its minimized bar is drawn by the library from the SwiftUI bar modifiers: the note's title and
/// first lines (`.dropDownSheetBarTitle`, `.dropDownSheetBarSubtitle`), a note symbol
/// (`.dropDownSheetBarImage`), and a Done button that saves the note from the bar
/// (`.dropDownSheetBarItems`), which VoiceOver reaches while the note is minimized.
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
        .dropDownSheetBarTitle(model.draft.title)
        .dropDownSheetBarSubtitle(model.draft.preview.isEmpty ? nil : model.draft.preview)
        .dropDownSheetBarImage(UIImage(systemName: "note.text"))
        .dropDownSheetBarItems(trailing: {
            Button("Done") { model.saveAndClose() }
        })
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
