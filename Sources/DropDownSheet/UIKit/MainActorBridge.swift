#if canImport(UIKit)
import Foundation

/// Runs `body` on the main actor from a UIKit callback that the SDK declares nonisolated (such as
/// `accessibilityPerformEscape()`) but that UIKit always calls on the main thread. Off the main
/// thread it does not run `body` and returns `fallback`: no trap, no data race.
/// (`MainActor.assumeIsolated` does this from iOS 17 on; the package supports iOS 15.)
func runOnMainActorIfMainThread<T>(fallback: T, _ body: @MainActor () -> T) -> T {
    guard Thread.isMainThread else { return fallback }
    return withoutActuallyEscaping(body) { escapable in
        // On the main thread the main actor's executor is the current one, so calling the
        // isolated closure synchronously is what MainActor.assumeIsolated itself does.
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}
#endif
