#if canImport(UIKit)
import Foundation

/// Runs `body` on the main actor from a UIKit callback that the SDK declares nonisolated (such as
/// `accessibilityPerformEscape()`) but that UIKit always calls on the main thread. Off the main
/// thread it does not run `body` and returns `fallback`: no trap, no data race.
///
/// `MainActor.assumeIsolated` does the same on the main thread, and the standard library that
/// ships with Xcode 16's toolchain back-deploys it (`@backDeployed`) to iOS 13, so it would serve
/// every iOS this package supports. The iOS 16.5 SDK that the package's Linux compile check
/// (`check-ios`) builds against predates it: `MainActor.assumeIsolated` does not compile there
/// (tried). This bridge stays until that check uses a newer SDK; then its body becomes
/// `MainActor.assumeIsolated(body)` behind the same `Thread.isMainThread` guard.
func runOnMainActorIfMainThread<T>(fallback: T, _ body: @MainActor () -> T) -> T {
    guard Thread.isMainThread else { return fallback }
    return withoutActuallyEscaping(body) { escapable in
        // On the main thread the main actor's executor is the current one, so calling the
        // isolated closure synchronously is what MainActor.assumeIsolated itself does.
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}
#endif
