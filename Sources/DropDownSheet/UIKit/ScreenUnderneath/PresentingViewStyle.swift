#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Scales, rounds and hides (from VoiceOver) the screen underneath while sheets want it, and never
/// changes the screen underneath's layout to do so (docs/presentation-architecture.md, "The screen
/// underneath, scaled").
///
/// The screen underneath's view is never transformed: UIKit recomputes a transformed view's safe
/// area from its transformed frame (and does not support safe-area propagation to a scaled view),
/// and the frame of a transformed view is undefined, so a size change while it is scaled leaves it
/// the wrong size. Instead, while the style is not the identity, a *stand-in* is drawn in the
/// container's view below the dimming: a black backdrop over the screen's frame (the dark band of
/// Apple's page sheets) and, on it, a snapshot of the screen
/// (`snapshotView(afterScreenUpdates:)`, "a visual stand-in for the current view") scaled and
/// rounded. The real view stays where it is, untransformed, under the backdrop: its frame,
/// bounds and safe-area insets never change, UIKit resizes it normally on rotation, Split View or
/// Stage Manager, and the snapshot is taken again at its new size. At scale 1 and radius 0 the
/// stand-in is taken away and the real view shows.
///
/// Only touched on the main actor; `@unchecked Sendable` so that the container's `deinit` can
/// hand it to the main actor for a last restore.
final class PresentingViewStyle: @unchecked Sendable {
    private weak var screen: UIView?
    private weak var host: DropDownSheetHostViewController?
    /// Black, over the screen's frame, while the stand-in is shown.
    private(set) var backdrop: UIView?
    /// Scaled and rounded; holds the snapshot.
    private(set) var standIn: UIView?
    /// The picture of the screen, at the size it had when taken.
    private var snapshot: UIView?
    private var snapshotSize: CGSize = .zero
    /// A retake of the snapshot is scheduled (after a size change).
    private var snapshotRetakeIsScheduled = false
    /// Whether the scheduled retake renders pending changes first (`afterScreenUpdates: true`,
    /// which forces a commit and may drop a frame): only for a screen that may never have been
    /// drawn, and after a size change.
    private var retakeRendersFirst = false
    /// The latest retake scheduled: a later size change postpones the retake (a live resize asks
    /// for one picture at its end, not one per step).
    private var retakeGeneration = 0
    /// Set from ``begin(_:host:)`` until the next turn of the run loop: the screen underneath may
    /// not have been drawn yet (its window appeared in this turn: a launch restore, a SwiftUI
    /// binding starting `.expanded`, a cold deep link), and its picture without screen updates
    /// would be empty, a black screen.
    private var screenMayBeUndrawn = false
    /// Set during a size transition (rotation, Split View) of the container: only the backdrop is
    /// drawn (a picture of the old size would stretch, and one taken mid-transition would show a
    /// screen half laid out); a picture is taken once it is over.
    private(set) var isInSizeTransition = false
    /// How many pictures were taken with `afterScreenUpdates: true`: what a test counts to see that
    /// an expand or a minimize of a screen already drawn forces no commit.
    private(set) var renderingSnapshotCount = 0
    /// A redraw is scheduled for the next turn of the run loop (after a layout pass).
    private var redrawIsScheduled = false
    /// The last values written, so that an unchanged frame writes nothing.
    private var applied: (frame: CGRect, scale: CGFloat, radius: CGFloat)?
    private var style = DropDownSheetUnderneathStyle()
    /// The picture's opacity (``DropDownSheetCore/DropDownSheetPresentation/underneathPictureOpacity``):
    /// 1 while a sheet holds the screen, fading to 0 from the first frame every sheet heads down.
    private var pictureOpacity = 1.0
    /// The screen's `accessibilityElementsHidden` before the sheets hid it, while they do.
    private var savedAccessibilityHidden: Bool?
    /// The status bar wanted over the screen underneath (see ``DropDownSheetStatusBarAppearance``).
    private(set) var statusBarAppearance = DropDownSheetStatusBarAppearance.screenUnderneath
    /// How many times the stand-in's transform, corner radius or frame were written: what a test
    /// counts to see that an unchanged frame writes nothing.
    private(set) var writeCount = 0
    /// Whether the band around the picture is drawn dark (black) rather than showing the live
    /// screen (``DropDownSheetCore/DropDownSheetPresentation/drawsDarkBandAroundScreen``).
    private var darkBand = true
    /// The screen's scene went to the background (its app-switcher pictures are being taken):
    /// a picture that would render the screen first waits for the scene to come back.
    private var sceneIsInBackground = false
    /// A picture that renders the screen first was held back while the scene was in the background.
    private var retakeWaitsForForeground = false
    /// The observers of the screen's scene going to the background and coming back.
    private var sceneObservers: [any NSObjectProtocol] = []

    /// Starts styling `screen` from `host` (whose view holds the stand-in, below its dimming),
    /// first restoring any screen styled before.
    @MainActor
    func begin(_ screen: UIView?, host: DropDownSheetHostViewController) {
        restore()
        self.screen = screen
        self.host = host
        screenMayBeUndrawn = true
        Task { @MainActor [weak self] in self?.screenMayBeUndrawn = false }
        observeScene()
    }

    /// Applies the sheets' scale and corner radius. At scale 1 and radius 0 the screen shows as it
    /// is; the screen's own view is never written. `darkBand`: whether the band around the picture
    /// is black (a sheet up or held) or shows the live screen (every sheet heading down or at rest;
    /// ``DropDownSheetCore/DropDownSheetPresentation/drawsDarkBandAroundScreen``), switched at
    /// once, as the status bar is. `pictureOpacity`: the picture's opacity
    /// (``DropDownSheetCore/DropDownSheetPresentation/underneathPictureOpacity``): from the first
    /// frame every sheet heads down it cross-fades to the live screen, which takes the touches
    /// outside the cards from that frame; at 0 the picture is taken away, and it is made again
    /// only when a sheet holds the screen again (opacity 1). Written per frame as one layer's
    /// opacity, never a layout.
    @MainActor
    func apply(scale: Double, cornerRadius: Double, darkBand: Bool = true, pictureOpacity: Double = 1) {
        var style = DropDownSheetUnderneathStyle()
        style.scale = scale
        style.cornerRadius = cornerRadius
        self.style = style
        self.pictureOpacity = pictureOpacity.isFinite ? min(max(pictureOpacity, 0), 1) : 0
        setDarkBand(darkBand)
        draw()
    }

    /// Whether a picture of the screen is drawn over it now (fading or not).
    @MainActor var showsPicture: Bool { standIn.map { !$0.isHidden && $0.alpha > 0 } ?? false }

    /// Whether a black band is drawn over the screen's frame now (under its picture, or alone
    /// during a size transition).
    @MainActor var showsDarkBand: Bool { darkBand && (backdrop.map { !$0.isHidden } ?? false) }

    /// The screen's frame in the window as laid out, ignoring transforms: where the backdrop goes.
    @MainActor
    var screenFrameInWindow: CGRect? {
        screen.map { Self.layoutFrame(of: $0) }
    }

    /// Takes the picture again on the next turn of the run loop, of what is drawn already (no
    /// forced commit): after UIKit stopped drawing the screen differently (the page sheet it
    /// presented, which scales and rounds the screen's own view, is gone).
    @MainActor
    func retakePicture() {
        guard standIn != nil else { return }
        scheduleSnapshotRetake(rendersFirst: false)
    }

    /// The screen underneath (or the container) may have changed size: redraws the stand-in at
    /// the screen's new frame, now and again on the next turn of the run loop (UIKit may lay the
    /// screen out after the container), and takes its snapshot again once UIKit has laid it out.
    @MainActor
    func screenMayHaveResized() {
        draw()
        guard standIn != nil, !redrawIsScheduled else { return }
        redrawIsScheduled = true
        Task { @MainActor [weak self] in
            self?.redrawIsScheduled = false
            self?.draw()
        }
    }

    /// A size transition of the container begins (`viewWillTransition(to:with:)`): the picture is
    /// hidden until ``sizeTransitionDidEnd()``.
    @MainActor
    func sizeTransitionWillBegin() {
        isInSizeTransition = true
        standIn?.isHidden = true
        host?.drawBlackBehindContainer()
    }

    /// The size transition is over (its coordinator's completion): the picture is taken again,
    /// of the screen laid out at its new size, and shown.
    @MainActor
    func sizeTransitionDidEnd() {
        guard isInSizeTransition else { return }
        isInSizeTransition = false
        draw()
        if standIn != nil { scheduleSnapshotRetake(rendersFirst: true) }
    }

    /// The screen underneath's traits changed (light or dark, text size, Bold Text, contrast,
    /// layout direction): its picture is taken again once it has redrawn with them.
    @MainActor
    func screenTraitsDidChange() {
        guard standIn != nil else { return }
        scheduleSnapshotRetake(rendersFirst: true)
    }

    /// Hides the screen underneath from VoiceOver while `hidden` (a sheet is expanded), and gives
    /// it back its own setting after. `accessibilityViewIsModal` on the container's view hides only
    /// that view's siblings, and the screen underneath is not one of them (it is the window's root
    /// view, or the container view of its own presentation), so it is hidden explicitly.
    @MainActor
    func hideFromAccessibility(_ hidden: Bool) {
        guard let screen else { return }
        if hidden {
            guard savedAccessibilityHidden == nil else { return }
            savedAccessibilityHidden = screen.accessibilityElementsHidden
            screen.accessibilityElementsHidden = true
        } else if let saved = savedAccessibilityHidden {
            screen.accessibilityElementsHidden = saved
            savedAccessibilityHidden = nil
        }
    }

    /// Whether the screen underneath is hidden from VoiceOver by the sheets.
    var hidesScreenFromAccessibility: Bool { savedAccessibilityHidden != nil }

    /// Takes the stand-in away, gives the screen back its accessibility and the status bar, and
    /// stops styling.
    @MainActor
    func restore() {
        hideFromAccessibility(false)
        removeStandIn()
        setStatusBarAppearance(.screenUnderneath)
        style = DropDownSheetUnderneathStyle()
        isInSizeTransition = false
        pictureOpacity = 1
        darkBand = true
        for observer in sceneObservers { NotificationCenter.default.removeObserver(observer) }
        sceneObservers = []
        sceneIsInBackground = false
        retakeWaitsForForeground = false
        screen = nil
        host = nil
    }

    // MARK: - Drawing

    @MainActor
    private func draw() {
        drawOnly()
        host?.drawBlackBehindContainer()
    }

    @MainActor
    private func drawOnly() {
        guard let screen, let host, host.isViewLoaded else { return }
        setStatusBarAppearance(.wanted(for: style, screenHeight: Double(screen.bounds.height),
                                       safeAreaTop: Double(screen.safeAreaInsets.top)))
        // Drawn as itself (the live screen) once the difference cannot be seen, not only at
        // exactly scale 1 and radius 0: the spring's last ~0.5 s would otherwise show a still
        // picture over a live screen that already takes the touches of a sheet's way down.
        // Faded out on a sheet's way down: not drawn again until a sheet holds the screen again.
        guard style.isVisible(width: Double(screen.bounds.width), height: Double(screen.bounds.height)),
              pictureOpacity > 0 else {
            removeStandIn()
            return
        }
        let container = host.view!
        if standIn == nil {
            // Made only while a sheet holds the screen: never a new picture in the middle of a fade.
            guard pictureOpacity >= 1 else { return }
            makeStandIn(in: container)
        }
        guard let backdrop, let standIn else { return }
        let alpha = CGFloat(pictureOpacity)
        if standIn.alpha != alpha { standIn.alpha = alpha }
        // Where the screen is laid out, not where UIKit draws it: UIKit scales and rounds the
        // screen's own view for a page sheet of the screen's (an expand that waited behind one
        // reads this while UIKit still has it scaled), and the container's own view while the
        // sheet's content presents a page sheet.
        let containerOrigin = Self.layoutFrame(of: container).origin
        let frame = Self.layoutFrame(of: screen).offsetBy(dx: -containerOrigin.x, dy: -containerOrigin.y)
        let scale = CGFloat(style.drawnScale), radius = CGFloat(style.drawnCornerRadius)
        // Never animated by an animation block this runs in (a rotation's, from a layout pass).
        UIView.performWithoutAnimation {
            if applied?.frame != frame {
                backdrop.frame = frame
                standIn.transform = .identity
                standIn.bounds = CGRect(origin: .zero, size: frame.size)
                standIn.center = CGPoint(x: frame.midX, y: frame.midY)
                standIn.transform = CGAffineTransform(scaleX: scale, y: scale)
                writeCount += 1
            } else if applied?.scale != scale {
                standIn.transform = CGAffineTransform(scaleX: scale, y: scale)
                writeCount += 1
            }
            if applied?.radius != radius {
                standIn.layer.cornerRadius = radius
                writeCount += 1
            }
        }
        applied = (frame, scale, radius)
        if snapshotSize != screen.bounds.size {
            // A size change: once the size has settled (a live resize asks for one picture).
            scheduleSnapshotRetake(rendersFirst: true, delay: snapshotSize == .zero ? 0 : 0.15)
        }
    }

    @MainActor
    private func makeStandIn(in container: UIView) {
        let backdrop = UIView()
        backdrop.backgroundColor = .black
        backdrop.alpha = darkBand ? 1 : 0
        let standIn = UIView()
        standIn.clipsToBounds = true
        standIn.layer.cornerCurve = .continuous
        for view in [backdrop, standIn] {
            view.isUserInteractionEnabled = false
            view.isAccessibilityElement = false
            view.accessibilityElementsHidden = true
        }
        // Below everything of the container's: the dimming, the stack's slivers and the cards.
        container.insertSubview(standIn, at: 0)
        container.insertSubview(backdrop, at: 0)
        self.backdrop = backdrop
        self.standIn = standIn
        applied = nil
        if screenMayBeUndrawn {
            // A screen that may never have been drawn gives an empty picture without screen
            // updates: nothing is drawn over the real screen (shown unscaled) until the picture
            // taken on the next turn, after screen updates, lands.
            backdrop.isHidden = true
            standIn.isHidden = true
            snapshotSize = screen?.bounds.size ?? .zero
            scheduleSnapshotRetake(rendersFirst: true)
        } else {
            // A screen on screen for a turn at least: what it shows is drawn already.
            takeSnapshot(afterScreenUpdates: false)
        }
    }

    /// Puts a fresh picture of the screen into the stand-in. Without one (a screen never rendered),
    /// the stand-in shows nothing and the backdrop is left out, so the real screen shows unscaled
    /// rather than a black one.
    @MainActor
    private func takeSnapshot(afterScreenUpdates: Bool) {
        guard let screen, let standIn else { return }
        if afterScreenUpdates, sceneIsInBackground {
            // Rendering the screen while its scene is in the background (the system taking the
            // app switcher's pictures in light and dark, which changes the traits) can give an
            // empty, black picture that would still show on return: taken when it comes back.
            retakeWaitsForForeground = true
            return
        }
        if afterScreenUpdates { renderingSnapshotCount += 1 }
        let picture = screen.snapshotView(afterScreenUpdates: afterScreenUpdates)
        snapshot?.removeFromSuperview()
        snapshot = picture
        snapshotSize = screen.bounds.size
        backdrop?.isHidden = picture == nil
        standIn.isHidden = picture == nil || isInSizeTransition
        guard let picture else { return }
        picture.frame = standIn.bounds
        picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        standIn.addSubview(picture)
    }

    /// Takes the snapshot again on the next turn of the main run loop (or `delay` seconds later,
    /// postponed by every later request with a delay: a live resize), never inside a layout pass
    /// or a frame. `rendersFirst`: with screen updates, after a size change once UIKit has laid
    /// the screen out at its new size (the picture meanwhile stretches with the stand-in), or for
    /// a screen never drawn; without, for a screen drawn already (no forced commit).
    @MainActor
    private func scheduleSnapshotRetake(rendersFirst: Bool, delay: TimeInterval = 0) {
        retakeRendersFirst = retakeRendersFirst || rendersFirst
        guard !snapshotRetakeIsScheduled || delay > 0 else { return }
        snapshotRetakeIsScheduled = true
        retakeGeneration &+= 1
        let generation = retakeGeneration
        Task { @MainActor [weak self] in
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
            guard let self, generation == self.retakeGeneration else { return }
            self.snapshotRetakeIsScheduled = false
            // Mid rotation the screen may be half laid out: the end of the transition retakes.
            guard !self.isInSizeTransition else { return }
            let rendersFirst = self.retakeRendersFirst
            self.retakeRendersFirst = false
            guard self.standIn != nil else { return }
            self.takeSnapshot(afterScreenUpdates: rendersFirst)
            self.draw()
        }
    }

    @MainActor
    private func removeStandIn() {
        standIn?.removeFromSuperview()
        backdrop?.removeFromSuperview()
        standIn = nil
        backdrop = nil
        snapshot = nil
        snapshotSize = .zero
        applied = nil
        retakeRendersFirst = false
        snapshotRetakeIsScheduled = false
        retakeGeneration &+= 1
    }

    /// Sets whether the band around the picture is black, at once (issue 21 review, item 7): a
    /// sheet heading down leaves the modal presentation in the same frame, and UIKit gives the
    /// status bar to the screen underneath then, without a fade; a band fading from black over
    /// 0.15 s put its dark text over near-black. The band shows the live screen from that frame,
    /// its own top bar under its own status bar.
    @MainActor
    private func setDarkBand(_ dark: Bool) {
        guard dark != darkBand else { return }
        darkBand = dark
        guard let backdrop else { return }
        backdrop.layer.removeAllAnimations()
        backdrop.alpha = dark ? 1 : 0
    }

    /// Follows the screen's scene to the background and back (notifications of that scene only).
    @MainActor
    private func observeScene() {
        guard let scene = screen?.window?.windowScene else { return }
        sceneIsInBackground = scene.activationState == .background
        let center = NotificationCenter.default
        let left = center.addObserver(forName: UIScene.didEnterBackgroundNotification, object: scene, queue: .main) { [weak self] _ in
            runOnMainActorIfMainThread(fallback: ()) { self?.screenSceneDidChange(toBackground: true) }
        }
        let back = center.addObserver(forName: UIScene.willEnterForegroundNotification, object: scene, queue: .main) { [weak self] _ in
            runOnMainActorIfMainThread(fallback: ()) { self?.screenSceneDidChange(toBackground: false) }
        }
        sceneObservers = [left, back]
    }

    /// The screen's scene went to the background (`toBackground`), or is coming back to the
    /// foreground: then a picture held back is taken now. Called by the observers of that scene's
    /// notifications; the one seam where a test gives the scene's state without posting the shared
    /// scene's notifications, which every other observer in the process would hear.
    @MainActor
    func screenSceneDidChange(toBackground: Bool) {
        guard !toBackground else {
            sceneIsInBackground = true
            return
        }
        sceneIsInBackground = false
        guard retakeWaitsForForeground else { return }
        retakeWaitsForForeground = false
        if standIn != nil { scheduleSnapshotRetake(rendersFirst: true) }
    }

    /// `view`'s frame in its window as laid out (from each view's center and bounds up to the
    /// window), ignoring every transform on the way: where UIKit lays it out, not where a
    /// transform draws it.
    @MainActor
    static func layoutFrame(of view: UIView) -> CGRect {
        var origin = CGPoint.zero
        var current: UIView? = view
        while let v = current, !(v is UIWindow) {
            let size = v.bounds.size
            origin.x += v.center.x - size.width * v.layer.anchorPoint.x
            origin.y += v.center.y - size.height * v.layer.anchorPoint.y
            if let parent = v.superview {
                origin.x -= parent.bounds.minX
                origin.y -= parent.bounds.minY
            }
            current = v.superview
        }
        return CGRect(origin: origin, size: view.bounds.size)
    }

    @MainActor
    private func setStatusBarAppearance(_ appearance: DropDownSheetStatusBarAppearance) {
        guard appearance != statusBarAppearance else { return }
        statusBarAppearance = appearance
        // Inside an animation block, so that the status bar fades (its update animation) rather
        // than snaps.
        guard let host else { return }
        UIView.animate(withDuration: 0.2) { host.setNeedsStatusBarAppearanceUpdate() }
    }
}
#endif
