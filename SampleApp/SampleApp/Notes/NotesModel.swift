import DropDownSheet
import SwiftUI
import UIKit

/// The Notes tab's state: the notes, the note in the editor, and the editor sheet's state, which
/// the sheet (`.dropDownSheet(state:)`) and the screen's picker share through one binding.
///
/// The editor is presented from the tab bar controller like the drafts and the mini player (the
/// modifier presents from the top-most view controller): it is a draft, so with drafts open it
/// joins their stack, and its bar rests above the mini player's. When the stack is full the
/// editor does not open and an alert says so.
@MainActor
final class NotesModel: NSObject, ObservableObject {
    /// The notes, the most recently edited first.
    @Published private(set) var notes: [Note] = Note.samples
    /// The note in the editor. Stays there after the editor closes (saved in ``notes``), so that
    /// setting the state to Expanded or Minimized again reopens it.
    @Published var draft = Note()
    /// Where the editor sheet is. Change it through ``editorState``'s binding or the methods.
    @Published private(set) var editorStateValue: DropDownSheetState = .dismissed
    /// Whether the editor asks "Save Note / Discard Note" (after the user tried to swipe away a
    /// note with text).
    @Published var asksAboutNote = false
    /// The shared sheet configuration of the Settings tab, live.
    @Published private(set) var configuration: DropDownSheetConfiguration

    private let settings: SheetSettings
    /// The tab bar controller, which the editor is presented over.
    private weak var presenter: UIViewController?

    init(settings: SheetSettings, presenter: UIViewController) {
        self.settings = settings
        self.presenter = presenter
        configuration = settings.configuration(isDismissible: true)
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(settingsDidChange),
                                               name: SheetSettings.didChangeNotification, object: settings)
    }

    /// The editor sheet's state as a binding: given to `.dropDownSheet(state:)`, which presents,
    /// moves and dismisses the editor when it changes and writes back where the user moved it, and
    /// to the screen's picker.
    var editorState: Binding<DropDownSheetState> {
        Binding(get: { self.editorStateValue }, set: { self.setEditorState($0) })
    }

    /// Starts a new note in the editor (saving the one that was there).
    func newNote() {
        commitDraft()
        draft = Note()
        setEditorState(.expanded)
    }

    /// Opens `note` in the editor (saving the one that was there).
    func open(_ note: Note) {
        if draft.id != note.id {
            commitDraft()
            draft = note
        }
        setEditorState(.expanded)
    }

    func delete(at offsets: IndexSet) {
        let ids = offsets.map { notes[$0].id }
        notes.removeAll { ids.contains($0.id) }
        if ids.contains(draft.id), editorStateValue == .dismissed { draft = Note() }
    }

    /// "Save Note": the note stays in the list and the editor closes.
    func saveAndClose() {
        setEditorState(.dismissed)
    }

    /// "Discard Note": the note leaves the list and the editor closes.
    func discardAndClose() {
        notes.removeAll { $0.id == draft.id }
        draft = Note()
        setEditorState(.dismissed)
    }

    // MARK: - Private

    private func setEditorState(_ state: DropDownSheetState) {
        let old = editorStateValue
        guard state != old else { return }
        if old == .dismissed {
            // About to be presented: there must be room in the stack of drafts (the mini player,
            // an accessory, takes none).
            let maximum = configuration.maximumSheetCount
            let drafts = presenter?.presentedDropDownSheets.filter { $0.role == .draft }.count ?? 0
            guard drafts < maximum else {
                presenter?.presentAboveDropDownSheet(StackFullAlert.make(maximum: maximum))
                return
            }
        }
        editorStateValue = state
        if state == .dismissed {
            // However it closed (Done, Save, the picker, a swipe of an empty note, or the
            // library finding no room), what was typed is kept.
            commitDraft()
        }
    }

    /// Puts the editor's note into the list (replacing its earlier version), or takes an emptied
    /// note out of it.
    private func commitDraft() {
        let index = notes.firstIndex { $0.id == draft.id }
        if let index, notes[index].text == draft.text { return }   // unchanged: stays in its place
        if let index { notes.remove(at: index) }
        guard draft.hasText else { return }
        var saved = draft
        saved.lastEdited = Date()
        notes.insert(saved, at: 0)
    }

    @objc private func settingsDidChange() {
        configuration = settings.configuration(isDismissible: true)
    }
}
