#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// What ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)`` and its
/// `isPresented:` and `item:` siblings add: a zero-size anchor behind the view, which presents
/// and updates the sheet, and the room the sheets' bars take
/// (``SwiftUICore/EnvironmentValues/dropDownSheetUnderneathInset``) in the view's environment.
@available(iOS 15.0, *)
struct DropDownSheetModifier<SheetContent: View, Compact: View>: ViewModifier {
    let source: DropDownSheetStateSource
    let configuration: DropDownSheetConfiguration
    /// The sheet's identifier (nil: a new UUID for each presentation) and role.
    var identifier: String?
    var role: DropDownSheetRole = .draft
    let onAttemptToDismiss: (() -> Void)?
    let sheetContent: () -> SheetContent
    let compact: (() -> Compact)?
    @StateObject private var appAround = DropDownSheetAppAroundModel()

    @MainActor
    func body(content: Content) -> some View {
        // The content is built here, where SwiftUI tracks what it reads, and only while shown.
        let isShown = source.read(.dismissed) != .dismissed
        return content.background {
            DropDownSheetAnchor(source: source, configuration: configuration, identifier: identifier, role: role,
                                onAttemptToDismiss: onAttemptToDismiss,
                                content: isShown ? sheetContent() : nil,
                                compact: isShown ? compact?() : nil,
                                hasCompact: compact != nil, appAround: appAround)
                .frame(width: 0, height: 0)
                .accessibilityHidden(true)
        }
        .environment(\.dropDownSheetUnderneathInset, appAround.inset)
    }
}

/// The anchor: a view controller in the app's hierarchy, from which the sheet's presenter is
/// found.
@available(iOS 15.0, *)
struct DropDownSheetAnchor<SheetContent: View, Compact: View>: UIViewControllerRepresentable {
    let source: DropDownSheetStateSource
    let configuration: DropDownSheetConfiguration
    let identifier: String?
    let role: DropDownSheetRole
    let onAttemptToDismiss: (() -> Void)?
    /// The latest content; nil while the sheet is not wanted (the last one stays on screen while
    /// the sheet leaves).
    let content: SheetContent?
    let compact: Compact?
    let hasCompact: Bool
    /// Where the screen underneath's inset goes.
    let appAround: DropDownSheetAppAroundModel

    @MainActor
    func makeCoordinator() -> DropDownSheetCoordinator<SheetContent, Compact> {
        DropDownSheetCoordinator(hasCompact: hasCompact)
    }

    @MainActor
    func makeUIViewController(context: Context) -> DropDownSheetAnchorViewController {
        let anchor = DropDownSheetAnchorViewController()
        anchor.session = context.coordinator
        context.coordinator.anchor = anchor
        return anchor
    }

    @MainActor
    func updateUIViewController(_ anchor: DropDownSheetAnchorViewController, context: Context) {
        let coordinator = context.coordinator
        DropDownSheetCallbackGate.beginViewUpdate()
        defer { DropDownSheetCallbackGate.endViewUpdate() }
        coordinator.wording = context.environment.dropDownSheetWording
        // The presenter's curated values first (outermost), so what the app hands over wins.
        let inherited = DropDownSheetInheritedEnvironment(context.environment)
        coordinator.environmentTransforms = [inherited.transform] + context.environment.dropDownSheetEnvironmentTransforms
        coordinator.contentEnvironmentTransforms = [inherited.transform, inherited.stateTransform]
            + context.environment.dropDownSheetEnvironmentTransforms
        coordinator.appAround = appAround
        coordinator.moveAction = context.environment.dropDownSheetMoveAction
        coordinator.update(self, animated: !context.transaction.disablesAnimations)
    }

    @MainActor
    static func dismantleUIViewController(_ anchor: DropDownSheetAnchorViewController,
                                          coordinator: DropDownSheetCoordinator<SheetContent, Compact>) {
        DropDownSheetCallbackGate.beginViewUpdate()
        defer { DropDownSheetCallbackGate.endViewUpdate() }
        coordinator.tearDown()
    }
}

/// The content-specific half of the session: hosts the app's views.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetCoordinator<SheetContent: View, Compact: View>: DropDownSheetSession {
    private typealias ContentHost = DropDownSheetHostingController<DropDownSheetContentRoot<SheetContent>>
    private typealias CompactHost = DropDownSheetHostingController<DropDownSheetCompactRoot<Compact>>

    private let hasCompact: Bool
    private var content: SheetContent?
    private var compact: Compact?
    /// The current bar's hosting controller; the sheet keeps it alive.
    private weak var compactHost: CompactHost?

    /// What a hosted root was last given besides the app's views, all of which can be compared.
    private struct RootInputs: Equatable {
        var host: ObjectIdentifier
        var proxy: DropDownSheetProxy
        var generation: Int
        var placement: DropDownSheetBarPlacement
        var background: DropDownSheetBarBackground
        /// Whether the content is laid out and measured at its ideal height (the content's only).
        var sizesToContent = false
    }

    /// The inputs the content's and the `compact:` bar's roots were last given.
    private var contentRootInputs: RootInputs?
    private var compactRootInputs: RootInputs?
    /// Whether a SwiftUI update of the modifier's view brought the app's views (and the
    /// environment they get) anew since the roots were last given them. Those cannot be compared:
    /// the app's views are any `View`, most holding closures, and the environment transforms are
    /// closures. So each such update gives the roots new values (SwiftUI then compares the app's
    /// view with the last one, field by field, and evaluates its body only if it changed, as for
    /// any child view); any other refresh (a write back, a request, a placement, a presentation)
    /// gives a root new values only when one of its ``RootInputs`` changed.
    private var viewsAreNew = false

    init(hasCompact: Bool) {
        self.hasCompact = hasCompact
        super.init()
    }

    func update(_ anchor: DropDownSheetAnchor<SheetContent, Compact>, animated: Bool) {
        if let content = anchor.content { self.content = content }
        if let compact = anchor.compact { self.compact = compact }
        update(source: anchor.source, configuration: anchor.configuration,
               identifier: anchor.identifier, role: anchor.role,
               onAttemptToDismiss: anchor.onAttemptToDismiss, animated: animated)
        viewsAreNew = true
        refreshContent()
    }

    private func rootInputs(of host: UIViewController, sizesToContent: Bool = false) -> RootInputs {
        RootInputs(host: ObjectIdentifier(host), proxy: proxy, generation: contentGeneration,
                   placement: barPlacement, background: barBackground, sizesToContent: sizesToContent)
    }

    private func contentRoot(_ content: SheetContent) -> DropDownSheetContentRoot<SheetContent> {
        DropDownSheetContentRoot(content: content, proxy: proxy, environmentTransforms: contentEnvironmentTransforms,
                                 generation: contentGeneration, barPlacement: barPlacement, sizesToContent: laysOutContentAtItsHeight)
    }

    override func makeContentController() -> UIViewController? {
        guard let content else { return nil }
        let host = ContentHost(rootView: contentRoot(content))
        contentRootInputs = rootInputs(of: host, sizesToContent: laysOutContentAtItsHeight)
        return host
    }

    override func makeCompactViewController() -> UIViewController? {
        guard hasCompact, let compact else { return nil }
        let host = CompactHost(rootView: DropDownSheetCompactRoot(compact: compact, proxy: proxy,
                                                                  environmentTransforms: environmentTransforms,
                                                                  barBackground: barBackground, barPlacement: barPlacement,
                                                                  generation: contentGeneration))
        if #available(iOS 16.4, *) {
            // A bar of fixed height: no insets as it passes the home indicator on its way in.
            host.safeAreaRegions = []
        }
        host.view.backgroundColor = .clear
        compactHost = host
        compactRootInputs = rootInputs(of: host)
        return host
    }

    override var compactHostingController: UIViewController? { compactHost }

    override var compactType: ObjectIdentifier? { hasCompact ? ObjectIdentifier(Compact.self) : nil }

    override func didAdopt(_ left: DropDownSheetLeftSheet) {
        super.didAdopt(left)
        compactHost = left.compactHost as? CompactHost
        // The same hosting controller shows the new view's content (its `@State` stays); a content
        // of another type (another branch of the app's code) replaces it.
        if left.sheet.contentViewController as? ContentHost == nil, let content = makeContentController() {
            left.sheet.replaceContent(with: content, animated: false)
        }
    }

    override func refreshContent() {
        refreshContentRoot()
        refreshCompact()
        viewsAreNew = false
        super.refreshContent()
        measureContent()
    }

    /// Gives the content's root new values when the app's views are new or one of its other
    /// inputs changed.
    private func refreshContentRoot() {
        guard let content, let host = sheet?.contentViewController as? ContentHost else { return }
        let inputs = rootInputs(of: host, sizesToContent: laysOutContentAtItsHeight)
        guard viewsAreNew || inputs != contentRootInputs else { return }
        host.rootView = contentRoot(content)
        contentRootInputs = inputs
    }

    /// A content-sized detent is the content's ideal height at the card's width: while the
    /// configuration has one, the content's root lays the content out at that height (a proposal of
    /// no height, `fixedSize(horizontal: false, vertical: true)`, at the top of the card) and
    /// reports it through a preference (``DropDownSheetContentRoot``), on every iOS version and
    /// again whenever it changes. The height is made the hosting controller's preferred content
    /// size, which reaches the library's container as a child's
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`), and the UIKit sheet follows.
    override func measureContent() {
        refreshContentRoot()
        guard measuresContent, let height = contentHeight,
              let host = sheet?.contentViewController as? ContentHost else { return }
        let size = CGSize(width: 0, height: height)
        if host.preferredContentSize != size { host.preferredContentSize = size }
    }

    override func refreshCompact() {
        if let compact, let compactHost {
            let inputs = rootInputs(of: compactHost)
            guard viewsAreNew || inputs != compactRootInputs else { return }
            compactHost.rootView = DropDownSheetCompactRoot(compact: compact, proxy: proxy, environmentTransforms: environmentTransforms,
                                                            barBackground: barBackground, barPlacement: barPlacement,
                                                            generation: contentGeneration)
            compactRootInputs = inputs
        }
    }
}

/// The zero-size view controller behind the modifier's view. Its only job is to know where it
/// is in the app's view controller hierarchy.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetAnchorViewController: UIViewController {
    weak var session: DropDownSheetSession?

    override func loadView() {
        let view = DropDownSheetAnchorView()
        view.controller = self
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        self.view = view
    }

    /// The view controller to present the sheet from: the root of this anchor's own hierarchy (the
    /// window's root view controller, or the presented controller it is inside); before the anchor
    /// is a child of SwiftUI's hosting controller, the top-most controller presented above its
    /// window's root, skipping one being dismissed and drop-down sheets' containers. Nil while that
    /// root is not in a window. Found through the view controller hierarchy only: no key window, no
    /// `UIScreen.main`.
    var presenter: UIViewController? {
        var root: UIViewController = self
        while let parent = root.parent { root = parent }
        if root !== self, root.viewIfLoaded?.window != nil {
            // The screen this view is on: sheets are shown over it (in an overlay while they rest
            // minimized), whatever it presents meanwhile.
            return root
        }
        // Not (yet) a child of SwiftUI's hosting controller: the top of its window's presentations
        // will do (not a drop-down sheet's container: the sheet joins the screen below it).
        guard let windowRoot = viewIfLoaded?.window?.rootViewController, windowRoot.viewIfLoaded?.window != nil else { return nil }
        var top = windowRoot
        while let presented = top.presentedViewController, !presented.isBeingDismissed,
              !(presented is DropDownSheetHostViewController) {
            top = presented
        }
        return top
    }
}

/// Tells the anchor's session when it reaches or leaves a window.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetAnchorView: UIView {
    weak var controller: DropDownSheetAnchorViewController?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { controller?.session?.anchorDidMoveToWindow() }
    }
}
#endif
