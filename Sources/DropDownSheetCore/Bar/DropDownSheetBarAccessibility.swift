/// What VoiceOver is offered for a minimized bar, decided once for every shell.
///
/// **A bar built from a bar item is several elements, not one element with custom actions.** Its
/// first element, the summary, says what the bar is (the item's accessibility label, else its
/// title and subtitle), its progress as the value, the hint, and carries the sheet's Expand
/// (double-tap) and Close actions; each button the bar shows follows as an element of its own,
/// leading ones first. The buttons are visible controls, so they are elements: a flick reaches
/// each one, Voice Control can say "Tap Pause" and Switch Control scans them, and each keeps its
/// own label, state (selected, dimmed) and hint, none of which a custom action carries. Custom
/// actions stay for what cannot be seen: the buttons that do not fit the bar (at a large text
/// size) are offered as actions of the summary, so nothing on the bar is out of reach. The
/// summary comes first so that VoiceOver, which moves its focus to the bar when the sheet
/// minimizes, first says what the bar is.
///
/// **A compact view** (the app's own bar) that has an accessibility label of its own speaks for
/// the whole bar, as one element with its label and its custom actions before Expand and Close
/// (as in earlier versions). One without a label (a SwiftUI bar, whose `.accessibilityLabel` and
/// `.accessibilityAction`s live on the elements SwiftUI makes inside it, or a UIKit view whose
/// subviews are the elements) is read as its own elements, after the summary.
///
/// The bar of a sheet without either (the card's top edge) is one element, as before.
package enum DropDownSheetBarAccessibility {
    /// What the minimized bar shows.
    package enum Kind: Sendable, Hashable {
        /// The card's top edge.
        case plain
        /// A compact view with its own accessibility label.
        case speakingCompactView
        /// A compact view without one: its own elements.
        case compactViewElements
        /// The bar drawn from a bar item with `leading` and `trailing` buttons, of which the first
        /// `shownLeading` and `shownTrailing` fit the bar.
        case item(leading: Int, trailing: Int, shownLeading: Int, shownTrailing: Int)
    }

    /// One element of the bar, or one action of its summary.
    package enum Element: Sendable, Hashable {
        /// What the bar is: its label, value, hint, and the sheet's Expand and Close actions.
        case summary
        /// The compact view's own elements.
        case compactView
        /// The leading or trailing button at an index of its list.
        case leadingButton(Int)
        case trailingButton(Int)
    }

    /// What VoiceOver is offered.
    package struct Offer: Sendable, Hashable {
        /// Whether the bar is one element (the summary, reading a speaking compact view's label and
        /// actions); else it is a container of ``elements``.
        package var isSingleElement: Bool
        /// The bar's elements in VoiceOver's order (just `.summary` when it is one element).
        package var elements: [Element]
        /// Buttons offered as custom actions of the summary, before Expand and Close: those that
        /// do not fit the bar.
        package var summaryActions: [Element]
    }

    /// What VoiceOver is offered for a bar of `kind`, or nil when the bar is not spoken at all
    /// (the sheet is expanded or on its way there: the content's own elements are read,
    /// ``DropDownSheetAccessibility/barIsSingleElement`` is `false`).
    package static func offer(for kind: Kind, barIsSpoken: Bool) -> Offer? {
        guard barIsSpoken else { return nil }
        switch kind {
        case .plain, .speakingCompactView:
            return Offer(isSingleElement: true, elements: [.summary], summaryActions: [])
        case .compactViewElements:
            return Offer(isSingleElement: false, elements: [.summary, .compactView], summaryActions: [])
        case let .item(leading, trailing, shownLeading, shownTrailing):
            let shownL = min(max(shownLeading, 0), max(leading, 0)), shownT = min(max(shownTrailing, 0), max(trailing, 0))
            let shown = (0..<shownL).map(Element.leadingButton) + (0..<shownT).map(Element.trailingButton)
            let hidden = (shownL..<max(leading, shownL)).map(Element.leadingButton)
                + (shownT..<max(trailing, shownT)).map(Element.trailingButton)
            return Offer(isSingleElement: false, elements: [.summary] + shown, summaryActions: hidden)
        }
    }

    /// The bar's spoken name: the item's accessibility label, else its title with its subtitle
    /// ("Title, Subtitle"), else the content's title, else the app's name for an untitled sheet
    /// (its wording), else nil, for which the shell says the library's
    /// ``untitledKey(for:)`` phrase. Each candidate is trimmed of surrounding white space, and an
    /// empty one is passed over, so the bar is never silent.
    package static func label(itemLabel: String?, itemTitle: String?, itemSubtitle: String?, contentTitle: String?,
                              untitled: String?) -> String? {
        if let label = DropDownSheetAccessibility.barTitle(itemLabel) { return label }
        let title = DropDownSheetAccessibility.barTitle(itemTitle), subtitle = DropDownSheetAccessibility.barTitle(itemSubtitle)
        switch (title, subtitle) {
        case let (title?, subtitle?): return title + ", " + subtitle
        case let (title?, nil): return title
        case let (nil, subtitle?): return subtitle
        case (nil, nil): break
        }
        return DropDownSheetAccessibility.barTitle(contentTitle) ?? DropDownSheetAccessibility.barTitle(untitled)
    }

    /// The library's name for a sheet nothing names: "Draft" for a draft, "Panel" for an
    /// accessory (a mini player is not a draft; the word is neutral, as the accessory may be a
    /// player, a map's route or a call).
    package static func untitledKey(for role: DropDownSheetRole) -> DropDownSheetTextKey {
        role == .draft ? .untitledSheet : .untitledAccessory
    }
}
