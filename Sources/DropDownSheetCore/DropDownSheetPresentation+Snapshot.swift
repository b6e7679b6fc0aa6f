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

    /// Presents the snapshot's drafts that are not presented yet, in its order: the expanded one
    /// expanded, the others minimized, each with the configuration given for it earlier. A
    /// snapshot that cannot be a stack presents nothing and is reported.
    mutating func restore(_ snapshot: DropDownSheetStackSnapshot, _ effects: inout [Effect]) {
        do {
            try snapshot.validate()
        } catch let error as DropDownSheetStackSnapshotError {
            effects.append(.restoreFailed(error))
            return
        } catch {
            effects.append(.restoreFailed(.damaged(String(describing: error))))
            return
        }
        setMaximumDraftCount(snapshot.maximumCount, &effects)
        let expanded = snapshot.expanded.map { DropDownSheetIdentifier($0) }
        for raw in snapshot.identifiers {
            let id = DropDownSheetIdentifier(raw)
            guard !contains(id) else { continue }
            present(id, role: .draft, to: id == expanded ? .expanded : .minimized, configuration: nil, animated: true,
                    takesMaximumFromConfiguration: false, &effects)
        }
    }
}
