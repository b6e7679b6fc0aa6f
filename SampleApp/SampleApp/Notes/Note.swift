import Foundation

/// A note of the Notes tab (the SwiftUI tab): plain text, its first line as its title.
struct Note: Identifiable, Hashable, Sendable {
    let id: UUID
    var text: String
    var lastEdited: Date

    init(id: UUID = UUID(), text: String = "", lastEdited: Date = Date()) {
        self.id = id
        self.text = text
        self.lastEdited = lastEdited
    }

    /// Whether anything was typed: a note with text is never swiped away without asking.
    var hasText: Bool {
        !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// The first line, or "New Note": the editor's title, shown in the minimized bar.
    var title: String {
        let first = text.split(whereSeparator: \.isNewline).first.map(String.init)?
            .trimmingCharacters(in: .whitespaces) ?? ""
        return first.isEmpty ? "New Note" : first
    }

    /// The rest of the text, on one line, for the list.
    var preview: String {
        let lines = text.split(whereSeparator: \.isNewline).dropFirst()
        return lines.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// Two notes to start with, so the list is not empty.
    static let samples: [Note] = [
        Note(text: "Groceries\nOat milk, lemons, basil, the good bread from the market."),
        Note(text: "Ideas for the weekend\nRiver loop on Saturday morning; the photo exhibition on Sunday."),
    ]
}
