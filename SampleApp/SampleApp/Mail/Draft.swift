import Foundation

/// A message being written: the model behind a compose sheet and a row of the Drafts folder.
///
/// A value with a stable identifier. The compose sheet edits its own copy, and the mailbox stores
/// saved copies keyed by `id`, so reopening a saved draft and saving it again replaces it rather
/// than adding another. `Codable`, so that drafts can be written to disk: issue 7 (several drafts
/// stacked at the bottom, restored on relaunch) keys its sheets by `id` and stores these.
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
