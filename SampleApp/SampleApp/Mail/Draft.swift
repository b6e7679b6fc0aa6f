import Foundation

/// A message being written: the model behind a compose sheet and a row of the Drafts folder.
///
/// A value with a stable identifier. The compose sheet edits its own copy, and the mailbox stores
/// saved copies keyed by `id`, so reopening a saved draft and saving it again replaces it rather
/// than adding another. `id` is also the identifier of the draft's sheet in the stack of open
/// drafts, and `Codable` lets the open drafts be written to disk and restored on relaunch
/// (``OpenDraftsStore``).
struct Draft: Identifiable, Hashable, Codable, Sendable {
    let id: UUID
    var to: String
    var subject: String
    var body: String
    var lastEdited: Date

    init(id: UUID = UUID(), to: String = "", subject: String = "", body: String = "", lastEdited: Date = Date()) {
        self.id = id
        self.to = to
        self.subject = subject
        self.body = body
        self.lastEdited = lastEdited
    }

    /// Whether anything was typed: a draft with content is never discarded without asking.
    var hasContent: Bool {
        [to, subject, body].contains { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// The title of its sheet, shown in the minimized bar: the subject, or "New Message".
    var title: String {
        let trimmed = subject.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "New Message" : trimmed
    }

    /// Whether it can be sent: it has a recipient.
    var canSend: Bool {
        !to.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
