#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// What a sheet's minimized bar shows, set by the sheet's content the way `navigationItem` is:
/// a title and subtitle, an image, a progress line and buttons, and what VoiceOver says.
///
/// Every view controller has one (``UIKit/UIViewController/dropDownSheetBarItem``), created when
/// first read; the sheet reads its content controller's, or, when the content is a container, its
/// visible child's, as a navigation bar finds its `navigationItem`: the top controller of a
/// `UINavigationController` whose item shows anything (else the one below it, down to the root),
/// the selected one of a `UITabBarController`, the page shown of a `UIPageViewController`, the
/// front child of any other container, then the container's own. When the item shows anything (a title,
/// a subtitle, an image, a progress or a button), the library draws the bar from it; when it
/// shows nothing, the bar is the card's top edge, as without an item. A
/// ``DropDownSheetController/compactView`` (or ``DropDownSheetController/compactViewController``)
/// replaces the whole bar and the item is not drawn.
///
/// ```swift
/// final class PlayerViewController: UIViewController {
///     let playPauseItem = UIBarButtonItem(image: UIImage(systemName: "play.fill"), primaryAction: nil)
///     let nextItem = UIBarButtonItem(image: UIImage(systemName: "forward.fill"), primaryAction: nil)
///
///     func show(_ song: Song) {
///         dropDownSheetBarItem.update(animated: true) {   // the title and artwork cross-fade
///             dropDownSheetBarItem.title = song.title
///             dropDownSheetBarItem.subtitle = song.artist
///             dropDownSheetBarItem.image = song.artwork
///         }
///         dropDownSheetBarItem.trailingBarButtonItems = [playPauseItem, nextItem]
///     }
///     func playerDidAdvance(to fraction: Double) {
///         dropDownSheetBarItem.progress = fraction   // moves the line; nothing is laid out again
///     }
/// }
/// ```
///
/// Changes show at once, on a bar at rest or moving, without a layout pass per frame: a change of
/// text or image lays the bar out once, a change of progress moves the line alone, and a change
/// of a button's image, title or enabled state updates that button. Inside
/// ``update(animated:_:)`` with `animated` set, a new title, subtitle or image cross-fades.
///
/// The bar it draws follows the system: semantic colours (light and dark), the text styles
/// (Dynamic Type up to the accessibility sizes: the bar grows with the text,
/// ``DropDownSheetCore/DropDownSheetConfiguration/minimizedHeight``, and titles truncate at the
/// end), right-to-left layouts (leading buttons on the right), the bar's shape
/// (``DropDownSheetCore/DropDownSheetConfiguration/barStyle``). Buttons keep their size at large
/// text sizes, as the system's bars do, and show the large content viewer when touched and held.
///
/// VoiceOver: the bar is several elements, not one. The first says what the bar is
/// (``accessibilityLabel``, else the title and subtitle), its progress as the value, and
/// ``accessibilityHint``; double-tapping it expands the sheet, and its actions include Close when
/// the user may close the sheet. Each button the bar shows follows as an element of its own
/// (leading ones first), so a flick reaches it, Voice Control can name it and it keeps its own
/// label and state; buttons that do not fit the bar at a large text size are offered as actions
/// of the first element, so none is out of reach.
@MainActor
public final class DropDownSheetBarItem {
    /// The bar's title (a song's name), one line, truncated at the end. Default nil.
    public var title: String? {
        didSet { if title != oldValue { changed(.content) } }
    }

    /// The line under the title (the artist), one line, in a secondary colour, truncated at the
    /// end. Default nil.
    public var subtitle: String? {
        didSet { if subtitle != oldValue { changed(.content) } }
    }

    /// The image at the bar's leading edge (artwork), drawn in a square of 44 points at the
    /// default text size (larger with larger text, up to twice), filled and rounded. A symbol
    /// image is drawn whole, in the secondary label colour (unless it has colours of its own,
    /// `withTintColor(_:renderingMode:)`). Default nil.
    ///
    /// Compared by identity: assigning another `UIImage` object, even one with the same pixels
    /// (a `withTintColor` made again), is a new image, which the bar lays out again (and
    /// cross-fades inside ``update(animated:_:)``). Assign it when the artwork changes, not on
    /// every update of the content.
    public var image: UIImage? {
        didSet { if image !== oldValue { changed(.content) } }
    }

    /// The content's own view that shows ``image`` large while the sheet is expanded (the big
    /// artwork of a player), for the artwork's flight: as the sheet expands, the bar's image flies
    /// from its square on the bar into this view's frame, growing and taking its corner radius, and
    /// flies back as the sheet minimizes. The flight follows the sheet's own progress each frame,
    /// so a finger that catches the sheet catches the image, and a move that turns back flies it
    /// back. Default nil: no flight (the bar's image fades with the bar, the content with the card).
    ///
    /// The library draws the flying image in its own view above the card (an image view showing
    /// ``image``, or the SwiftUI image given to ``SwiftUICore/View/dropDownSheetBarImage(_:contentMode:)``),
    /// never in the app's views. During the flight it hides the bar's image and this view (its
    /// `alpha` set to 0) and gives this view its `alpha` back when the sheet rests. It does not fly
    /// with Reduce Motion on, nor when the view is not inside the content's view, has no size or is
    /// scrolled out of the card, nor when the bar shows no image (a compact view replaces the
    /// bar, or the bar is too narrow for the image). The view's `layer.cornerRadius` is the corner
    /// radius the image lands with. Held weakly.
    ///
    /// A SwiftUI content (the `dropDownSheet` modifiers' `content:`) marks its artwork with
    /// ``SwiftUICore/View/dropDownSheetBarImageTarget(cornerRadius:)``, which sets this to a clear
    /// view of the library's behind the marked view and hides the marked view while this one is
    /// hidden, so the image never shows twice.
    public weak var imageTransitionView: UIView?

    /// How far along the bar's task is (a song's position, an upload), drawn as a thin line along
    /// the bar's bottom edge, filled from its leading edge. nil (the default) draws no line.
    /// Values are clamped into 0...1 when set: below 0 is 0, above 1 is 1, NaN is 0 (a position
    /// not known yet starts at the beginning). VoiceOver reads it as a percentage ("40%
    /// complete"), unless ``accessibilityProgressValue`` says otherwise.
    public var progress: Double? {
        get { storedProgress }
        set {
            let clamped = DropDownSheetBarProgress.clamped(newValue)
            guard clamped != storedProgress else { return }
            let wasShown = storedProgress != nil
            storedProgress = clamped
            changed(wasShown == (clamped != nil) ? .progress : .content)
        }
    }

    /// The buttons before the title, from the leading edge, in order. Standard items (an image or
    /// a title, with a target and action, a primary action or a menu) are drawn 44 points wide;
    /// an item with a custom view shows that view at its own width. A change of an item's image,
    /// title, enabled or selected state, tint, menu, primary action, `isHidden` (iOS 16), `width`
    /// or custom view goes through this bar item: make it inside ``update(animated:_:)``, or set
    /// the list again (even to the same items), and the bar reads every item again. (UIKit's
    /// classes do not promise key-value observing, so the library does not watch the items.) A
    /// button with `changesSelectionAsPrimaryAction` toggles its item's `isSelected` when tapped,
    /// as a toolbar's does. Its accessibility label, hint and identifier are read when VoiceOver
    /// asks. An action without a target goes up the responder chain of the view controller whose
    /// item this is. Default empty.
    ///
    /// A custom view is taken into the bar itself, as a toolbar takes it: it leaves the view it
    /// was in (a toolbar showing the same item loses it). Give the bar items of its own.
    ///
    /// When the bar is too narrow for every button and the title (a small screen at a large text
    /// size), the last buttons of the longer list are not shown (put the most important first):
    /// the bar lays them out past its edge, where they are clipped, and never sets their
    /// `isHidden`. VoiceOver still offers each of them as an action of the bar's first element,
    /// named by its label (or its title), or, for a custom view without a label (a SwiftUI
    /// button's hosting view, a view holding buttons), one action for each button inside it;
    /// the action does what a tap does (a control gets `touchUpInside`, and a button its primary
    /// action too). A custom view that leaves the bar (its item removed, or the bar gone) gets
    /// back the frame it had before.
    public var leadingBarButtonItems: [UIBarButtonItem] = [] {
        didSet { changed(leadingBarButtonItems != oldValue ? .content : .buttons) }
    }

    /// The buttons after the title (play and next), in order from the title to the trailing
    /// edge; otherwise as ``leadingBarButtonItems``. Default empty.
    public var trailingBarButtonItems: [UIBarButtonItem] = [] {
        didSet { changed(trailingBarButtonItems != oldValue ? .content : .buttons) }
    }

    /// The colour of the bar's buttons and of its progress line (a white bar's accent on a dark
    /// app, Swift Radio's `popupBar.tintColor`), for this sheet alone. A button whose
    /// `UIBarButtonItem` has a `tintColor` of its own keeps it; a custom view takes this one as
    /// its inherited `tintColor` (and a SwiftUI button of
    /// ``SwiftUICore/View/dropDownSheetBarItems(leading:trailing:)`` as its `tint`), unless it set
    /// its own. The title, the subtitle, a symbol image and the close button keep their system
    /// colours. Applied without a layout pass. Default nil: the tint the bar inherits from the view
    /// hierarchy (the window's, the app's accent colour).
    public var tintColor: UIColor? {
        // An asset catalog's colour (or SwiftUI's `Color` made a `UIColor`) is a new object on
        // every read, unequal to the last one: what it draws is compared instead.
        didSet { if !UIColor.drawsTheSame(tintColor, oldValue) { changed(.buttons) } }
    }

    /// Where the bar drawn from this item is placed now, read where the item is built (as a
    /// SwiftUI content reads ``SwiftUICore/EnvironmentValues/dropDownSheetBarPlacement``):
    /// ``DropDownSheetCore/DropDownSheetBarPlacement/inline`` while the bar rests inline beside a
    /// tab bar that iOS 26 minimized, ``DropDownSheetCore/DropDownSheetBarPlacement/regular``
    /// otherwise. Set by the library on the item the bar draws, before the sheet's delegate hears
    /// ``DropDownSheetDelegate/dropDownSheetController(_:didChangeBarPlacement:)`` (the place to
    /// drop the subtitle inline, say). Read-only. Default
    /// ``DropDownSheetCore/DropDownSheetBarPlacement/regular``, and for an item no bar draws.
    public internal(set) var barPlacement: DropDownSheetBarPlacement = .regular {
        didSet { if barPlacement != oldValue, inlineLeadingBarButtonItems != nil || inlineTrailingBarButtonItems != nil { changed(.content) } }
    }

    /// The buttons before the title while the bar is inline (``barPlacement``), instead of
    /// ``leadingBarButtonItems``: the app's own choice of what survives on the narrow bar (one
    /// play button), as the system's tab bar accessory lets it choose, rather than the bar
    /// dropping the last buttons that do not fit. Default nil: the same as
    /// ``leadingBarButtonItems``; an empty list shows none inline.
    public var inlineLeadingBarButtonItems: [UIBarButtonItem]? {
        didSet { changed(inlineLeadingBarButtonItems != oldValue ? .content : .buttons) }
    }

    /// The buttons after the title while the bar is inline (``barPlacement``), instead of
    /// ``trailingBarButtonItems`` (play alone, where the regular bar has previous, play, next and
    /// close). Default nil: the same as ``trailingBarButtonItems``; an empty list shows none
    /// inline.
    public var inlineTrailingBarButtonItems: [UIBarButtonItem]? {
        didSet { changed(inlineTrailingBarButtonItems != oldValue ? .content : .buttons) }
    }

    /// What VoiceOver says for the bar, instead of its title and subtitle ("Now playing: Song by
    /// Artist"). Default nil: the title and the subtitle, else the content's title, else the
    /// sheet's wording (``DropDownSheetWording/untitledSheetTitle``), else the library's word for
    /// the sheet's role ("Draft", or "Panel" for an accessory), in the app's language.
    public var accessibilityLabel: String? {
        didSet { if accessibilityLabel != oldValue { changed(.accessibility) } }
    }

    /// The hint VoiceOver reads after the bar's label. Default nil: the sheet's wording
    /// (``DropDownSheetWording/barAccessibilityHint``), else "Double-tap to expand." in the app's
    /// language.
    public var accessibilityHint: String? {
        didSet { if accessibilityHint != oldValue { changed(.accessibility) } }
    }

    /// What VoiceOver reads as the bar's value while it shows a ``progress`` ("1:23 of 3:45").
    /// Default nil: the percentage, "40% complete", in the app's language (the catalogs'
    /// `bar.progress`).
    ///
    /// A change of it alone (as a song plays, every second with ``progress``) rewrites only the
    /// value VoiceOver reads, in place: the bar's elements and actions stay the same objects.
    public var accessibilityProgressValue: String? {
        didSet { if accessibilityProgressValue != oldValue { changed(.accessibilityValue) } }
    }

    /// Makes the changes in `changes` at once and shows them together; with `animated` (the
    /// default), a new title, subtitle or image cross-fades in 0.25 seconds. Use it to change
    /// songs:
    ///
    /// ```swift
    /// // Context: @MainActor func show(_ song: Song, on item: DropDownSheetBarItem) { … }
    /// item.update { item.title = song.title; item.subtitle = song.artist; item.image = song.artwork }
    /// ```
    ///
    /// The bar also reads every bar button item again afterwards: change a button's image, state
    /// or width in here (``trailingBarButtonItems``).
    public func update(animated: Bool = true, _ changes: () -> Void) {
        batchDepth += 1
        if animated { batchAnimates = true }
        changes()
        batchedChanges.insert(.buttons)
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let pending = batchedChanges, animates = batchAnimates
        batchedChanges = []
        batchAnimates = false
        if !pending.isEmpty { notify(pending, animated: animates) }
    }

    // MARK: - Observation (the card that draws it)

    /// What changed, for the bar that draws the item.
    struct Changes: OptionSet {
        let rawValue: Int
        /// The title, subtitle, image, buttons, or whether a progress shows: the bar is laid out again.
        static let content = Changes(rawValue: 1 << 0)
        /// The progress alone: its line moves.
        static let progress = Changes(rawValue: 1 << 1)
        /// What VoiceOver says of the bar (its label or hint): its words are said again.
        static let accessibility = Changes(rawValue: 1 << 2)
        /// What VoiceOver reads as the bar's value alone (``accessibilityProgressValue``): only
        /// that value is written.
        static let accessibilityValue = Changes(rawValue: 1 << 3)
        /// The bar button items' state may have changed: the bar reads them again.
        static let buttons = Changes(rawValue: 1 << 4)
    }

    private var storedProgress: Double?
    private var batchDepth = 0
    private var batchedChanges: Changes = []
    private var batchAnimates = false
    private var observers: [WeakObserver] = []

    init() {}

    /// A view drawing the image instead of ``image`` (a SwiftUI `Image`, hosted), used when
    /// ``image`` is nil. Set by the SwiftUI modifier.
    var imageProvider: DropDownSheetBarImageProvider? {
        didSet { if imageProvider !== oldValue { changed(.content) } }
    }

    /// Whether the item has an image to show: ``image``, or a view drawing one.
    var hasImage: Bool { image != nil || imageProvider != nil }

    /// Whether the bar shows anything of the item: a title, a subtitle, an image, a progress or a
    /// button. Empty strings count as nothing.
    var showsAnything: Bool {
        !(title ?? "").isEmpty || !(subtitle ?? "").isEmpty || hasImage || storedProgress != nil
            || !leadingBarButtonItems.isEmpty || !trailingBarButtonItems.isEmpty
    }

    /// The buttons the bar shows before its title at its placement now.
    var shownLeadingBarButtonItems: [UIBarButtonItem] {
        barPlacement == .inline ? inlineLeadingBarButtonItems ?? leadingBarButtonItems : leadingBarButtonItems
    }

    /// The buttons the bar shows after its title at its placement now.
    var shownTrailingBarButtonItems: [UIBarButtonItem] {
        barPlacement == .inline ? inlineTrailingBarButtonItems ?? trailingBarButtonItems : trailingBarButtonItems
    }

    /// A custom view of a button changed (its size may have): the bar is laid out again.
    func customViewsDidChange() {
        changed(.content)
    }

    /// Tells `observer` of every change, until it is freed or removed.
    func addObserver(_ observer: DropDownSheetBarItemObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    func removeObserver(_ observer: DropDownSheetBarItemObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    private func changed(_ changes: Changes) {
        if batchDepth > 0 {
            batchedChanges.formUnion(changes)
        } else {
            notify(changes, animated: false)
        }
    }

    private func notify(_ changes: Changes, animated: Bool) {
        for entry in observers {
            entry.observer?.barItemDidChange(self, changes: changes, animated: animated)
        }
    }

    private struct WeakObserver {
        weak var observer: DropDownSheetBarItemObserver?
    }
}

/// Told of a bar item's changes: the card of the sheet whose content the item belongs to.
@MainActor
protocol DropDownSheetBarItemObserver: AnyObject {
    func barItemDidChange(_ item: DropDownSheetBarItem, changes: DropDownSheetBarItem.Changes, animated: Bool)
}

/// Draws a bar item's image in views of its own (a SwiftUI `Image`, hosted): one view on the bar
/// and one for the artwork's flight, each filling its bounds, kept current by the provider.
@MainActor
protocol DropDownSheetBarImageProvider: AnyObject {
    /// The view drawing the image on the bar (the same view each time).
    var barImageView: UIView { get }
    /// The view drawing the image for the artwork's flight (the same view each time).
    var flightImageView: UIView { get }
}

/// Every view controller's bar item.
public extension UIViewController {
    /// The item describing this view controller in a drop-down sheet's minimized bar (title,
    /// subtitle, image, progress, buttons), as `navigationItem` describes it in a navigation bar.
    /// Created, empty, when first read, and kept for the controller's lifetime. The sheet whose
    /// content this controller is (or is the visible child of, in a navigation controller, a tab
    /// bar controller or another container) draws its bar from it as soon as it shows anything
    /// (``DropDownSheetBarItem``); set it from the content itself, before or after the sheet is
    /// presented, without any reference to the sheet.
    var dropDownSheetBarItem: DropDownSheetBarItem {
        if let item = objc_getAssociatedObject(self, DropDownSheetBarItemStore.key) as? DropDownSheetBarItemStore.Box {
            return item.item
        }
        let box = DropDownSheetBarItemStore.Box(DropDownSheetBarItem())
        objc_setAssociatedObject(self, DropDownSheetBarItemStore.key, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return box.item
    }

    /// The bar item if it was ever read, without creating one.
    internal var existingDropDownSheetBarItem: DropDownSheetBarItem? {
        (objc_getAssociatedObject(self, DropDownSheetBarItemStore.key) as? DropDownSheetBarItemStore.Box)?.item
    }
}

/// How view controllers keep their bar items: an associated object, released with the controller.
@MainActor
enum DropDownSheetBarItemStore {
    final class Box: NSObject {
        let item: DropDownSheetBarItem
        init(_ item: DropDownSheetBarItem) { self.item = item }
    }

    /// The associated object's key: a unique address.
    static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
extension UIColor {
    /// Whether `first` and `second` draw the same colour in `traits`, in the light and in the dark
    /// appearance: equal objects, or colours that resolve to equal ones. A colour from an asset
    /// catalog or from SwiftUI's `Color` is a new, unequal object each time it is made.
    static func drawsTheSame(_ first: UIColor?, _ second: UIColor?,
                             in traits: UITraitCollection = UITraitCollection()) -> Bool {
        if first == second { return true }
        guard let first, let second else { return false }
        return [UIUserInterfaceStyle.light, .dark].allSatisfy { style in
            let resolving = UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: style)])
            return first.resolvedColor(with: resolving) == second.resolvedColor(with: resolving)
        }
    }
}
#endif
