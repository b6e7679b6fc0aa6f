import UIKit

/// A song in the sample queue. There is no audio: the player only keeps time, so the app needs no
/// media files and no permissions.
struct Song: Identifiable, Hashable, Sendable {
    /// The artwork's colour, one of the system colours so that it adapts to dark mode.
    enum Tint: Sendable, CaseIterable {
        case pink, orange, teal, indigo, green, purple, blue, red

        var color: UIColor {
            switch self {
            case .pink: return .systemPink
            case .orange: return .systemOrange
            case .teal: return .systemTeal
            case .indigo: return .systemIndigo
            case .green: return .systemGreen
            case .purple: return .systemPurple
            case .blue: return .systemBlue
            case .red: return .systemRed
            }
        }
    }

    let id: Int
    var title: String
    var artist: String
    /// Length in seconds.
    var duration: TimeInterval
    /// The SF Symbol drawn as its artwork.
    var symbolName: String
    var tint: Tint

    /// A queue long enough to scroll in the full player.
    static var samples: [Song] {
        let names: [(String, String)] = [
            ("Morning Tide", "The Harbour Lights"), ("Paper Planes at Dusk", "Mira Vale"),
            ("Slow Orbit", "Kepler Street"), ("Glasshouse", "Nadia Fern"),
            ("Northbound", "The Long Weekend"), ("Lanterns", "Oskar & the Owls"),
            ("Velvet Static", "Juniper"), ("Small Hours", "Tomás Rey"),
            ("Open Water", "The Harbour Lights"), ("Signal Fire", "Kepler Street"),
            ("Marigold", "Nadia Fern"), ("Afterglow", "Mira Vale"),
            ("City of Bridges", "The Long Weekend"), ("Quiet Engine", "Juniper"),
            ("Salt and Cedar", "Oskar & the Owls"), ("Last Train Home", "Tomás Rey"),
        ]
        let symbols = ["music.note", "music.quarternote.3", "guitars", "pianokeys", "music.mic", "headphones", "hifispeaker", "radio"]
        return names.enumerated().map { index, name in
            Song(id: index, title: name.0, artist: name.1, duration: TimeInterval(150 + (index * 37) % 120),
                 symbolName: symbols[index % symbols.count], tint: Tint.allCases[index % Tint.allCases.count])
        }
    }
}
