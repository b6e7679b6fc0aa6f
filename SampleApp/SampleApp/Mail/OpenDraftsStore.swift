import DropDownSheet
import Foundation

/// What the Mail tab saves to bring its open drafts back after a relaunch: each draft (its text,
/// under its stable `Draft.ID`, which is also its sheet's `identifier`) and the library's snapshot
/// of their stack (order, and which one is expanded).
struct SavedOpenDrafts: Codable, Equatable {
    /// The open drafts, from the bottom of the stack to the top.
    var drafts: [Draft]
    /// The stack, as `DropDownSheetStackSnapshot.encoded()` wrote it. Kept as those bytes and
    /// decoded on its own, so that a snapshot the library refuses costs the order only, never the
    /// drafts' text.
    var stack: Data?

    /// The sheet identifier of a draft: its stable identifier.
    static func sheetIdentifier(of id: Draft.ID) -> String { id.uuidString }

    /// The stack to restore: the saved snapshot's order and expanded draft, for the drafts that
    /// were saved, and any other saved draft on top of them, minimized. A snapshot that cannot be
    /// decoded (a `DropDownSheetStackSnapshotError`) is discarded and logged: the drafts then
    /// come back minimized, in their saved order. Nil when there is no draft.
    func stackToRestore(maximumCount: Int) -> DropDownSheetStackSnapshot? {
        var saved: DropDownSheetStackSnapshot?
        if let stack {
            do {
                saved = try DropDownSheetStackSnapshot.decode(from: stack)
            } catch let error as DropDownSheetStackSnapshotError {
                SampleLog.drafts.error("Discarded the saved stack of drafts: \(String(describing: error), privacy: .public)")
            } catch {
                SampleLog.drafts.error("Discarded the saved stack of drafts: \(String(describing: error), privacy: .public)")
            }
        }
        let known = drafts.map { Self.sheetIdentifier(of: $0.id) }
        var identifiers = (saved?.identifiers ?? []).filter { known.contains($0) }
        for id in known where !identifiers.contains(id) { identifiers.append(id) }
        guard !identifiers.isEmpty else { return nil }
        let expanded = saved?.expanded.flatMap { identifiers.contains($0) ? $0 : nil }
        return DropDownSheetStackSnapshot(identifiers: identifiers, expanded: expanded,
                                          maximumCount: max(maximumCount, saved?.maximumCount ?? 1, identifiers.count))
    }
}

/// Keeps ``SavedOpenDrafts`` in a JSON file in Application Support (`SampleApp/OpenDrafts.json`),
/// written atomically, and removed when no draft is open.
@MainActor
final class OpenDraftsStore {
    let fileURL: URL
    private var lastWritten: SavedOpenDrafts?

    init(fileURL: URL? = nil) {
        self.fileURL = fileURL ?? Self.defaultFileURL
    }

    private static var defaultFileURL: URL {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("SampleApp", isDirectory: true)
            .appendingPathComponent("OpenDrafts.json", isDirectory: false)
    }

    /// What was saved, or nil when nothing was (or the file cannot be read: logged, never fatal).
    func load() -> SavedOpenDrafts? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        do {
            let saved = try JSONDecoder().decode(SavedOpenDrafts.self, from: Data(contentsOf: fileURL))
            lastWritten = saved
            return saved
        } catch {
            SampleLog.drafts.error("Could not read the saved drafts: \(String(describing: error), privacy: .public)")
            return nil
        }
    }

    /// Saves `saved` (skipped when it is what the file already holds); with no draft, removes the
    /// file.
    func save(_ saved: SavedOpenDrafts) {
        guard saved != lastWritten else { return }
        do {
            if saved.drafts.isEmpty {
                if FileManager.default.fileExists(atPath: fileURL.path) {
                    try FileManager.default.removeItem(at: fileURL)
                }
            } else {
                try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                try encoder.encode(saved).write(to: fileURL, options: [.atomic])
            }
            lastWritten = saved
        } catch {
            SampleLog.drafts.error("Could not save the open drafts: \(String(describing: error), privacy: .public)")
        }
    }
}
