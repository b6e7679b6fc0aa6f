import DropDownSheet
import SwiftUI

/// The Notes tab, in SwiftUI: a list of notes and a note editor presented with the library's
/// modifier, `.dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)`.
///
/// The editor's state is one binding (``NotesModel/editorState``) shared by the sheet and the
/// segmented picker at the top: choose Expanded, Minimized or Dismissed and the editor moves
/// there; swipe the editor down to its bar (or away) and the picker follows once it comes to rest.
/// Shown by a `UIHostingController` in the tab bar controller (see `RootTabBarController`).
struct NotesView: View {
    @ObservedObject var model: NotesModel

    var body: some View {
        NavigationView {
            List {
                Section {
                    Picker("Editor", selection: model.editorState) {
                        Text("Expanded").tag(DropDownSheetState.expanded)
                        Text("Minimized").tag(DropDownSheetState.minimized)
                        Text("Dismissed").tag(DropDownSheetState.dismissed)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("Editor")
                } footer: {
                    Text("The picker and the editor share one state binding: pick a state to move the editor, "
                         + "or swipe the editor and watch the picker follow when it comes to rest.")
                }

                Section {
                    Button {
                        model.newNote()
                    } label: {
                        Label("New Note", systemImage: "square.and.pencil")
                    }
                }

                Section {
                    if model.notes.isEmpty {
                        Text("No Notes").foregroundColor(.secondary)
                    }
                    ForEach(model.notes) { note in
                        Button {
                            model.open(note)
                        } label: {
                            NoteRow(note: note)
                        }
                        .accessibilityHint("Opens the note.")
                    }
                    .onDelete { model.delete(at: $0) }
                } header: {
                    Text("Notes")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        model.newNote()
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityLabel("New Note")
                }
            }
        }
        .navigationViewStyle(.stack)
        // The editor: a drop-down sheet driven by the shared binding. A swipe that would close a
        // note with text is refused (`dropDownSheetDismissDisabled` in the editor) and asks there.
        .dropDownSheet(state: model.editorState, configuration: model.configuration,
                       onAttemptToDismiss: { model.asksAboutNote = true }) {
            NoteEditorView(model: model)
        }
        // Its words: a note, not a draft, with an editor's VoiceOver hint. (No count of its own:
        // the editor shares its stack with the mail drafts, which it would miscount as notes.)
        .dropDownSheetWording(DropDownSheetWording(untitledSheetTitle: "New Note",
                                                   barAccessibilityHint: "Double-tap to edit the note."))
    }
}

/// A note in the list: its title and the start of the rest.
private struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(note.title)
                .font(.headline)
                .foregroundColor(.primary)
                .lineLimit(1)
            if !note.preview.isEmpty {
                Text(note.preview)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 2)
        .accessibilityElement(children: .combine)
    }
}
