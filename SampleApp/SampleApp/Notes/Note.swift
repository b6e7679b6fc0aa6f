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

    /// Notes to start with: more than a screen, so the list scrolls under the bars and its last
    /// row shows that it ends above them.
    static let samples: [Note] = [
        Note(text: "Groceries\nOat milk, lemons, basil, the good bread from the market."),
        Note(text: "Ideas for the weekend\nRiver loop on Saturday morning; the photo exhibition on Sunday."),
        Note(text: "Books to read\nThe one about lighthouses, and the short stories Ana lent me."),
        Note(text: "Gift ideas\nA good pen for Ben, seeds for Hana's balcony garden."),
        Note(text: "Bike service\nNew brake pads, check the chain, pump the tyres to 4 bar."),
        Note(text: "Recipes to try\nLemon risotto; the flatbread from the market stall."),
        Note(text: "Trip packing list\nCharger, passport, rain jacket, the small camera."),
        Note(text: "Meeting questions\nWho owns the release notes? When does the beta start?"),
        Note(text: "Plants\nWater the fern on Mondays, the cactus once a month."),
        Note(text: "Podcast episodes\nThe interview about bridges; the one on sleep."),
        Note(text: "Apartment\nFix the squeaky door, replace the hallway bulb."),
        Note(text: "Running log\nTuesday 6 km easy, Thursday intervals, Saturday long run."),
        Note(text: "Birthday\nBook the table for eight, order the cake by Wednesday."),
        Note(text: "Garden\nPlant the tulip bulbs before the first frost."),
    ]
}
