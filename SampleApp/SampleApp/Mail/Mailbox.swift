import Foundation

/// The app's mail: the inbox (sample data), the Drafts folder and the Sent folder. Views observe
/// ``didChangeNotification`` to refresh.
@MainActor
final class Mailbox {
    /// Posted (with this object) after the drafts or the sent messages change.
    static let didChangeNotification = Notification.Name("SampleApp.Mailbox.didChange")

    let inbox: [MailMessage]
    /// Saved drafts, the most recently edited first.
    private(set) var drafts: [Draft] = []
    /// Sent messages, the newest first.
    private(set) var sent: [Draft] = []

    init(inbox: [MailMessage]) {
        self.inbox = inbox
    }

    /// Saves `draft` into the Drafts folder, replacing an earlier save of the same draft.
    func save(_ draft: Draft) {
        var saved = draft
        saved.lastEdited = Date()
        drafts.removeAll { $0.id == draft.id }
        drafts.insert(saved, at: 0)
        didChange()
    }

    /// Deletes the draft with `id` from the Drafts folder, if it was saved there.
    func deleteDraft(id: Draft.ID) {
        let count = drafts.count
        drafts.removeAll { $0.id == id }
        if drafts.count != count { didChange() }
    }

    /// "Sends" `draft`: it leaves the Drafts folder and appears in Sent.
    func send(_ draft: Draft) {
        drafts.removeAll { $0.id == draft.id }
        var message = draft
        message.lastEdited = Date()
        sent.insert(message, at: 0)
        didChange()
    }

    private func didChange() {
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
    }
}
