/// Shares one finger between the sheet and a vertical scroll view inside it (a `UIScrollView`,
/// `UITableView` or `UICollectionView`): dragging down with the content at its top moves the
/// sheet; otherwise the content scrolls; and the finger passes from one to the other in the
/// middle of a gesture, in both directions, without a jump.
///
/// The shell creates one per touch that lands on a scroll view in the card, feeds it every move
/// of the finger with the content's offset, passes ``Step/engineFingerY`` to
/// ``DropDownSheetEngine/drag(toY:at:)`` and, while ``Step/pinsContentToTop`` is true, holds the
/// content at its top so that it does not scroll under a moving sheet.
public struct DropDownSheetScrollHandoff: Sendable, Hashable {
    /// Who the finger is moving.
    public enum Owner: Sendable, Hashable {
        /// The finger moves the sheet; the content is held at its top.
        case sheet
        /// The finger scrolls the content; the sheet stays where it is.
        case content
    }

    /// What the shell does with one move of the finger.
    public struct Step: Sendable, Hashable {
        /// The finger's y as the engine should see it: the real y less the travel the content
        /// took, so the sheet continues exactly from where it stopped.
        public var engineFingerY: Double
        /// Whether to hold the content at its top now.
        public var pinsContentToTop: Bool
    }

    /// Who the finger is moving now.
    public private(set) var owner: Owner
    /// Finger travel, in points, that went to the content rather than to the sheet.
    public private(set) var contentTravel = 0.0
    private var lastFingerY: Double
    /// Whether the content owned the finger from the start at a detent below the full card
    /// (``DropDownSheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge`` `false`): a
    /// release the content kept is then the content's, wherever the sheet rests.
    private var contentScrollsBelowTop = false

    /// Tolerance in points for "at the top" and "expanded".
    static let slack = 0.5

    /// A touch began at `fingerY` on a scroll view in the card. On an expanded sheet the content
    /// owns the finger first (and hands it to the sheet as soon as the finger moves down with the
    /// content at its top); on a sheet that is not expanded the sheet owns it.
    public init(fingerY: Double, sheetIsExpanded: Bool) {
        lastFingerY = fingerY.isFinite ? Self.limited(fingerY) : 0
        owner = sheetIsExpanded ? .content : .sheet
    }

    /// A touch began at `fingerY` on a scroll view in the card of `engine`: the content owns the
    /// finger first where ``DropDownSheetEngine/contentScrollsFirst`` says so (at the full card,
    /// and at every detent when the configuration lets the content scroll there), the sheet
    /// otherwise (below the full card a drag on the list moves the sheet).
    public init(fingerY: Double, engine: DropDownSheetEngine) {
        self.init(fingerY: fingerY, sheetIsExpanded: engine.contentScrollsFirst)
        contentScrollsBelowTop = engine.contentScrollsFirst && engine.phase != .resting(.expanded)
    }

    /// The finger moved to `fingerY`. `contentOffset` is how far the content is now scrolled from
    /// its top, in points (0 at the top, positive when scrolled down, negative while pulled past
    /// the top); `sheetTop` is the sheet's top edge and `expandedTop` its expanded place.
    /// Finger positions beyond ±``DropDownSheetEngine/coordinateLimit`` count as at the limit
    /// (and NaN or infinite ones as the last), so ``Step/engineFingerY`` is always finite.
    ///
    /// - The content gives the finger to the sheet when the finger moves down with the content at
    ///   (or past) its top.
    /// - The sheet gives it back to the content when the finger moves up with the sheet expanded.
    public mutating func move(fingerY: Double, contentOffset: Double, sheetTop: Double, expandedTop: Double) -> Step {
        let y = fingerY.isFinite ? Self.limited(fingerY) : lastFingerY
        let delta = y - lastFingerY
        lastFingerY = y
        let atTop = !(contentOffset > Self.slack)   // NaN counts as at the top
        let expanded = !(sheetTop > expandedTop + Self.slack)
        switch owner {
        case .content:
            if delta > 0, atTop {
                owner = .sheet            // the content reached its top: this move goes to the sheet
            } else {
                contentTravel += delta
            }
        case .sheet:
            if delta < 0, expanded {
                owner = .content          // the sheet is up: the rest of the finger scrolls
                contentTravel += delta
            }
        }
        let engineY = y - contentTravel
        return Step(engineFingerY: engineY.isFinite ? engineY : y, pinsContentToTop: owner == .sheet)
    }

    /// `y` within ±``DropDownSheetEngine/coordinateLimit``.
    private static func limited(_ y: Double) -> Double {
        min(max(y, -DropDownSheetEngine.coordinateLimit), DropDownSheetEngine.coordinateLimit)
    }

    /// Whether the sheet should take the finger's release velocity (and spring to a rest state):
    /// when it owns the finger or is not expanded (unless the content kept the finger all along at
    /// a detent where it scrolls first, ``init(fingerY:engine:)``). Otherwise the content
    /// decelerates on its own and the sheet is released where it is, without velocity.
    public func sheetTakesRelease(sheetTop: Double, expandedTop: Double) -> Bool {
        owner == .sheet || (!contentScrollsBelowTop && sheetTop > expandedTop + Self.slack)
    }

    /// Whether a pan starting with this velocity (points per second) moves the sheet: it must be
    /// more vertical than horizontal, so horizontal swipes stay with the content (carousels,
    /// paging controllers, swipe actions).
    public static func panMovesSheet(velocityX: Double, velocityY: Double) -> Bool {
        abs(velocityY) > abs(velocityX)
    }

    /// Whether a scroll view scrolls vertically, and so takes part in the hand-off: its content
    /// (plus insets) is taller than it, or it always bounces vertically. A horizontal-only scroll
    /// view (a carousel, a paging controller) keeps its horizontal swipes and is passed over.
    public static func scrollsVertically(contentHeight: Double, boundsHeight: Double, insetTop: Double,
                                         insetBottom: Double, alwaysBounceVertical: Bool) -> Bool {
        alwaysBounceVertical || contentHeight + insetTop + insetBottom > boundsHeight + Self.slack
    }
}
