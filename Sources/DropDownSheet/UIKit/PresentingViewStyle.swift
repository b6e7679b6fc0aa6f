#if canImport(UIKit)
import UIKit

/// Scales and rounds the screen underneath, and puts it back exactly as it was.
///
/// Only touched on the main actor; `@unchecked Sendable` so that the container's `deinit` can
/// hand it to the main actor for a last restore.
final class PresentingViewStyle: @unchecked Sendable {
    private weak var view: UIView?
    private var saved: (transform: CGAffineTransform, cornerRadius: CGFloat, masksToBounds: Bool, cornerCurve: CALayerCornerCurve)?

    /// Starts styling `view`, first restoring any view styled before.
    @MainActor
    func begin(_ view: UIView?) {
        restore()
        guard let view else { return }
        self.view = view
        saved = (view.transform, view.layer.cornerRadius, view.layer.masksToBounds, view.layer.cornerCurve)
        view.layer.cornerCurve = .continuous
    }

    /// Applies the engine's scale and corner radius on top of the view's own transform; at scale 1
    /// and radius 0 the view is exactly as it was.
    @MainActor
    func apply(scale: Double, cornerRadius: Double) {
        guard let view, let saved else { return }
        view.transform = scale == 1 ? saved.transform : saved.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        view.layer.cornerRadius = cornerRadius > 0 ? cornerRadius : saved.cornerRadius
        view.layer.masksToBounds = cornerRadius > 0 || saved.masksToBounds
    }

    /// Puts the view back as it was and stops styling it.
    @MainActor
    func restore() {
        if let view, let saved {
            view.transform = saved.transform
            view.layer.cornerRadius = saved.cornerRadius
            view.layer.masksToBounds = saved.masksToBounds
            view.layer.cornerCurve = saved.cornerCurve
        }
        view = nil
        saved = nil
    }
}
#endif
