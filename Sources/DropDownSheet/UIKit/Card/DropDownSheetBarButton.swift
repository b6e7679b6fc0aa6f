#if canImport(UIKit)
import UIKit

/// A button of the bar drawn from a `UIBarButtonItem`: its image (or title), enabled and
/// selected state, tint, menu, accessibility label and identifier, and its action (a primary
/// action, a menu, or the target and action, sent through the application with the bar button
/// item as the sender, as a toolbar does). It reads its item again when the bar item reports a
/// change (``DropDownSheetItemBarView/refreshButtons()``), never by observing it.
///
/// It is drawn as a toolbar's button is: an image tinted with the tint colour, a title in the
/// tint colour (a plain `UIButton`'s title would be white), dimmed while touched and grey while
/// disabled, with the pointer's highlight on iPad.
@MainActor
final class DropDownSheetBarButton: UIButton {
    let item: UIBarButtonItem
    /// What the button last took from its item: an item that reads the same is not written again.
    private var drawn: Drawn?

    /// The item's properties the button draws.
    private struct Drawn: Equatable {
        var image: UIImage?, title: String?, style: UIBarButtonItem.Style, tint: UIColor?, menu: UIMenu?
        var isEnabled: Bool, isSelected: Bool, hasAction: Bool
    }

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .regular), forImageIn: .normal)
        isPointerInteractionEnabled = true
        showsLargeContentViewer = true
        scalesLargeContentImage = true
        addTarget(self, action: #selector(primaryActionTriggered(_:event:)), for: .primaryActionTriggered)
        configure()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Takes the item's current image, title, state and words. Which item the app changed cannot
    /// be known without observing it (UIKit promises no key-value observing of its classes and
    /// posts nothing): every item is read, which is a few property reads, and only a button whose
    /// item reads differently is written (review of issue 30: `update` rewrote every button).
    func configure() {
        let now = Drawn(image: item.image, title: item.title, style: item.style, tint: item.tintColor, menu: item.menu,
                        isEnabled: item.isEnabled, isSelected: item.isSelected,
                        hasAction: item.primaryAction != nil || item.action != nil)
        guard now != drawn else { return }
        drawn = now
        setImage(item.image, for: .normal)
        setTitle(item.image == nil ? item.title : nil, for: .normal)
        // A toolbar item's title: 17 points, kept at large text sizes (the large content viewer
        // shows it instead), as the system's bars keep theirs; a done (or, on iOS 26, prominent)
        // item's is semibold, as a toolbar draws it.
        titleLabel?.font = .systemFont(ofSize: 17, weight: isEmphasized ? .semibold : .regular)
        tintColor = item.tintColor
        applyTitleColors()
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        menu = item.menu
        showsMenuAsPrimaryAction = item.menu != nil && item.primaryAction == nil && item.action == nil
    }

    /// Whether the item asks to stand out: `UIBarButtonItem.Style.done`, or `.prominent` on iOS 26
    /// (where `.done` gives way to it).
    var isEmphasized: Bool {
        if item.style == .done { return true }
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *), item.style == .prominent { return true }
        #endif
        return false
    }

    // The item's words, read from it whenever they are asked for: an item's accessibility label,
    // hint or identifier is not observable, and a play item turning into a pause item must be
    // read "Pause" at once.

    override var accessibilityLabel: String? {
        get {
            let own = super.accessibilityLabel
            return runOnMainActorIfMainThread(fallback: own) { self.item.accessibilityLabel ?? self.item.title ?? own }
        }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityHint: String? {
        get {
            let own = super.accessibilityHint
            return runOnMainActorIfMainThread(fallback: own) { self.item.accessibilityHint ?? own }
        }
        set { super.accessibilityHint = newValue }
    }

    override var accessibilityIdentifier: String? {
        get {
            let own = super.accessibilityIdentifier
            return runOnMainActorIfMainThread(fallback: own) { self.item.accessibilityIdentifier ?? own }
        }
        set { super.accessibilityIdentifier = newValue }
    }

    override var largeContentTitle: String? {
        get { item.largeContentSizeImage == nil ? (item.accessibilityLabel ?? item.title) : item.title }
        set { super.largeContentTitle = newValue }
    }

    override var largeContentImage: UIImage? {
        get { item.largeContentSizeImage ?? item.image }
        set { super.largeContentImage = newValue }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyTitleColors()
    }

    /// The title in the tint colour, fainter while touched, grey while disabled, as a system
    /// button's (a custom `UIButton`'s title is white by default).
    private func applyTitleColors() {
        setTitleColor(tintColor, for: .normal)
        setTitleColor(tintColor.withAlphaComponent(0.3), for: .highlighted)
        setTitleColor(.tertiaryLabel, for: .disabled)
    }

    @objc private func primaryActionTriggered(_ sender: Any?, event: UIEvent?) {
        perform(event: event)
    }

    /// Does what a tap on the item in a toolbar does, in UIKit's order: an item with
    /// `changesSelectionAsPrimaryAction` (and no menu) toggles its `isSelected` first, so the
    /// action sees the new value (review of issue 30: a primary action attached to the button ran
    /// in an order UIKit does not define relative to the toggle; the order is the one observed in
    /// toolbars, not a documented one). Then a primary action runs on behalf of the item (iOS 16:
    /// `performWithSender(_:target:)`, its `sender` the item; iOS 15: sent by this button, whose
    /// `sender` it then is). Otherwise `UIApplication.sendAction(_:to:from:for:)`
    /// sends the item's action with the item as the sender and the touch's event (any of a
    /// target's three action forms). Without a target it goes to the responder chain of the
    /// controller whose bar item it is (the bar is not in the content's views), else, as UIKit
    /// does, to the first responder.
    func perform(event: UIEvent? = nil) {
        if changesSelection {
            item.isSelected.toggle()
            isSelected = item.isSelected
            // What is drawn now, so that the app setting it back through the bar item is drawn
            // (review: the record said unselected, and an app's undo matched it and was skipped).
            drawn?.isSelected = item.isSelected
        }
        if let primary = item.primaryAction {
            // On behalf of the item, as a toolbar runs it: `UIMenuLeaf.performWithSender(_:target:)`
            // ("Performs the element's primary action"; `sender` is "the object on behalf of which"
            // it is performed), so `action.sender` is the bar button item a popover anchors to.
            // Before iOS 16 no API runs a UIAction for another object: this button sends it.
            if #available(iOS 16.0, *) { return primary.performWithSender(item, target: nil) }
            return sendAction(primary)
        }
        guard let action = item.action, let application = self.application else { return }
        var bar = superview
        while let view = bar, !(view is DropDownSheetItemBarView) { bar = view.superview }
        let owner = (bar as? DropDownSheetItemBarView)?.owner
        let target = item.target ?? owner?.target(forAction: action, withSender: item)
        application.sendAction(action, to: target, from: item, for: event)
    }

    /// Whether a tap toggles the item's selection (`changesSelectionAsPrimaryAction`, iOS 15, with
    /// no menu to choose from).
    private var changesSelection: Bool {
        item.changesSelectionAsPrimaryAction && item.menu == nil
    }

    /// The application, at the end of the responder chain (a window's next responder is the
    /// application: "Using responders and the responder chain"); app extensions lack `UIApplication.shared`.
    private var application: UIApplication? {
        sequence(first: self as UIResponder, next: \.next).lazy.compactMap { $0 as? UIApplication }.first
    }
}
#endif
