/// Saving the drafts and bringing them back after a relaunch. The accessory is never saved: the
/// app shows its mini player itself.
extension DropDownSheetPresentation {
    /// The drafts to save: their identifiers from the bottom of the stack to the top, the
    /// expanded one, and the maximum (which may be below their number: none is discarded). A draft on its way out is left out (its dismissal was
    /// allowed), as is the accessory.
    public var snapshot: DropDownSheetStackSnapshot {
        let kept = draftOrder.filter { heading(of: $0) != .dismissed }
        let expanded = expandedIdentifier.flatMap { role(of: $0) == .draft ? $0 : nil }
        return DropDownSheetStackSnapshot(identifiers: kept.map(\.rawValue), expanded: expanded?.rawValue,
                                          maximumCount: maximumDraftCount)
    }

    /// Brings back saved drafts, as an app does at launch: every saved draft presented, bottom to
    /// top, the expanded one expanded and the others minimized, each with the configuration given
    /// for it earlier with `configure` (or the default).
    ///
    /// With no draft presented, the drafts become the saved ones exactly (order and maximum, even
    /// a maximum below their number), so that saving again gives the same snapshot. With drafts presented, the saved ones join them:
    /// the maximum is raised to at least the saved one, a saved draft already presented moves to
    /// its saved state, and a draft that cannot join is refused and reported. A snapshot that
    /// cannot be a stack presents nothing and is reported.
    mutating func restore(_ snapshot: DropDownSheetStackSnapshot, animated: Bool, _ effects: inout [Effect]) {
        do {
            try snapshot.validate()
        } catch let error as DropDownSheetStackSnapshotError {
            effects.append(.restoreFailed(error))
            return
        } catch {
            effects.append(.restoreFailed(.damaged("it could not be checked")))
            return
        }
        let wasEmpty = presentedDraftCount == 0
        if wasEmpty {
            // Every saved draft comes back, even under a maximum that was lowered below their
            // number (which is what was saved, not a mistake now).
            maximumDraftCount = max(snapshot.maximumCount, snapshot.identifiers.count, 1)
        } else {
            setMaximumDraftCount(max(maximumDraftCount, snapshot.maximumCount), &effects)
        }
        let expanded = snapshot.expanded.map { DropDownSheetIdentifier($0) }
        let saved = snapshot.identifiers.map { DropDownSheetIdentifier($0) }
        for id in saved {
            present(id, role: .draft, to: id == expanded ? .expanded : .minimized, configuration: nil, animated: animated,
                    takesMaximumFromConfiguration: false, &effects)
        }
        // The expanded draft came to the top as it started expanding; the saved order stands.
        if wasEmpty {
            if saved.allSatisfy({ role(of: $0) == .draft }) {
                compactSlots()
                draftOrder = saved
                stackChanged()
            }
            maximumDraftCount = max(snapshot.maximumCount, 1)
        }
    }
}
