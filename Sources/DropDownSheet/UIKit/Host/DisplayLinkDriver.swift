#if canImport(UIKit)
import UIKit

/// Calls back once per display frame while running, with the time the frame will be shown.
/// The display link retains only a small proxy that holds the driver weakly, so the driver and
/// its owner are freed normally; the link is invalidated when the driver stops or is freed.
@MainActor
final class DisplayLinkDriver {
    private var link: CADisplayLink?
    private let onFrame: @MainActor (CFTimeInterval) -> Void

    init(onFrame: @escaping @MainActor (CFTimeInterval) -> Void) {
        self.onFrame = onFrame
    }

    var isRunning: Bool { link != nil }

    /// Starts calling back every frame, up to 120 Hz on ProMotion displays (the app's
    /// Info.plist needs `CADisableMinimumFrameDurationOnPhone` for more than 60 Hz on iPhone).
    func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: Proxy(driver: self), selector: #selector(Proxy.step(_:)))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    fileprivate func step(_ link: CADisplayLink) {
        onFrame(link.targetTimestamp)
    }

    @MainActor
    private final class Proxy: NSObject {
        weak var driver: DisplayLinkDriver?
        init(driver: DisplayLinkDriver) { self.driver = driver }

        @objc func step(_ link: CADisplayLink) {
            guard let driver else {
                link.invalidate()
                return
            }
            driver.step(link)
        }
    }
}
#endif
