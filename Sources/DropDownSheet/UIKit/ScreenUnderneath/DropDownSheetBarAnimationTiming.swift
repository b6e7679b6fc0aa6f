#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The timing of the animation UIKit runs on a bar the sheets rest on (iOS 26's tab bar
/// minimizing or growing, a toolbar sliding in, a tab bar hiding on a push), read from the
/// animations on the bar's layer a turn after the change, so that the sheets' bars glide on the
/// same clock and curve (``DropDownSheetCore/DropDownSheetLayoutTiming``; review 20, finding 3).
/// A second change adds its glide on top of the running one, as Core Animation adds UIKit's.
/// Everything read is public Core Animation API (`animationKeys()`, `animation(forKey:)`,
/// `CAMediaTiming`, `CAMediaTimingFunction.getControlPoint(at:values:)`, `CASpringAnimation`'s
/// constants), once per change, never on a frame.
///
/// An accelerator only (review of issue 30): UIKit does not document which animations it adds for
/// its bars. Only a `CABasicAnimation` or a `CASpringAnimation` (alone or in a group moving the
/// frame) is followed; anything else, or none, gives nil, and the bars glide on the library's own
/// ease, which alone brings them to their place
/// (BottomBarFollowingTests.testWithNoAnimationItCanReadTheBarsGlideOnTheirOwnEaseAndArrive).
@MainActor
enum DropDownSheetBarAnimationTiming {
    /// The timing of the frame animation of the change heard at `heardAt` under way on any of
    /// `views`' layers at `now` (media time, `CACurrentMediaTime()`'s clock), as the core chooses
    /// it among them (``DropDownSheetCore/DropDownSheetLayoutTiming/newest(of:heardAt:now:)``:
    /// the newest, begun around when the change was heard). Nil when none of them is animating
    /// its frame.
    static func timing(of views: [UIView], now: CFTimeInterval, heardAt: CFTimeInterval) -> DropDownSheetLayoutTiming? {
        var candidates: [DropDownSheetLayoutTiming] = []
        for view in views {
            let layer = view.layer
            for key in layer.animationKeys() ?? [] {
                guard let animation = layer.animation(forKey: key), let timing = timing(of: animation, in: layer, now: now) else { continue }
                candidates.append(timing)
            }
        }
        return DropDownSheetLayoutTiming.newest(of: candidates, heardAt: heardAt, now: now)
    }

    /// The key paths of the layer's properties that move or resize it, the ones a frame change
    /// animates (`position`, `bounds` and their parts, such as `position.y`).
    private static let frameKeyPaths = [#keyPath(CALayer.position), #keyPath(CALayer.bounds)]

    private static func movesTheFrame(_ keyPath: String) -> Bool {
        frameKeyPaths.contains { keyPath == $0 || keyPath.hasPrefix($0 + ".") }
    }

    /// The timing of `animation` on `layer`, if it animates the layer's frame. A group counts with
    /// its own timing when one of its animations moves the frame.
    static func timing(of animation: CAAnimation, in layer: CALayer, now: CFTimeInterval) -> DropDownSheetLayoutTiming? {
        let curveSource: CAAnimation
        let isAdditive: Bool
        if let group = animation as? CAAnimationGroup {
            guard let moving = group.animations?.first(where: { ($0 as? CAPropertyAnimation)?.keyPath.map(movesTheFrame) ?? false }),
                  moving is CABasicAnimation else { return nil }
            // The group's clock, and the curve of the animation that moves the frame when the group
            // has none of its own.
            curveSource = group.timingFunction == nil ? moving : group
            isAdditive = (moving as? CAPropertyAnimation)?.isAdditive ?? false
        } else {
            guard let property = animation as? CABasicAnimation, let keyPath = property.keyPath, movesTheFrame(keyPath)
            else { return nil }
            curveSource = animation
            isAdditive = property.isAdditive
        }
        let speed = Double(animation.speed)
        guard speed > 0, animation.duration > 0, animation.duration.isFinite, animation.repeatCount <= 1 else { return nil }
        let duration = animation.duration / speed
        // The begin time is in the layer's time; 0 means "when the transaction commits", which may
        // not have happened yet (the change can be read first): now, then, a few milliseconds off.
        let begin = animation.beginTime > 0 ? layer.convertTime(animation.beginTime, to: nil) : now
        return DropDownSheetLayoutTiming(beginTime: begin, duration: duration, curve: curve(of: curveSource), isAdditive: isAdditive)
    }

    /// The curve of `animation`: a spring's constants, or its timing function's control points
    /// (linear when it has none, as Core Animation's default is).
    static func curve(of animation: CAAnimation) -> DropDownSheetLayoutTiming.Curve {
        if let spring = animation as? CASpringAnimation {
            var allowsOverdamping = false
            // `allowsOverdamping` came with the iOS 17 SDK (SwiftUI's module version 5, as
            // DropDownSheetTraitObservation asks for the trait system); with an older SDK no
            // animation can set it.
            #if canImport(SwiftUI, _version: 5.0)
            if #available(iOS 17.0, *) { allowsOverdamping = spring.allowsOverdamping }
            #endif
            return .coreAnimationSpring(mass: Double(spring.mass), stiffness: Double(spring.stiffness),
                                        damping: Double(spring.damping), initialVelocity: Double(spring.initialVelocity),
                                        allowsOverdamping: allowsOverdamping)
        }
        guard let function = animation.timingFunction else { return .linear }
        var first: [Float] = [0, 0], second: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &first)
        function.getControlPoint(at: 2, values: &second)
        return .cubicBezier(x1: Double(first[0]), y1: Double(first[1]), x2: Double(second[0]), y2: Double(second[1]))
    }
}
#endif
