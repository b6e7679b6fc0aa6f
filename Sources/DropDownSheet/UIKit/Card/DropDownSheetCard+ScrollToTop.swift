#if canImport(UIKit)
import UIKit

/// The status bar's scroll-to-top while a sheet is a bar. UIKit documents (`UIScrollView.scrollsToTop`)
/// that "the scroll-to-top gesture has no effect if there is more than one scroll view on-screen
/// that has scrollsToTop set to true". A minimized draft's content stays in the window, its top
/// showing as the bar, and its text view and lists are scroll views: left alone, a tap on the
/// status bar would no longer take the inbox underneath to its top. So while the content takes no
/// touches (the sheet is not expanded, ``DropDownSheetCore/DropDownSheetEngine/isContentInteractive``),
/// its scroll views that scroll to top are set not to, and each gets exactly its own setting back
/// when the sheet expands (one the app changed meanwhile is left as the app set it).
extension DropDownSheetCard {
    /// Takes the content's scroll views out of scroll-to-top (`interactive` false) or gives them
    /// back their own setting (`interactive` true).
    func contentTakesPartInScrollToTop(_ interactive: Bool) {
        if interactive {
            for reference in scrollViewsKeptFromScrollToTop {
                guard let scrollView = reference.scrollView, !scrollView.scrollsToTop else { continue }
                scrollView.scrollsToTop = true
            }
            scrollViewsKeptFromScrollToTop = []
            return
        }
        guard let content = sheet?.contentViewController.view else { return }
        var pending: [UIView] = [content]
        while let view = pending.popLast() {
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop {
                scrollView.scrollsToTop = false
                scrollViewsKeptFromScrollToTop.append(WeakScrollViewReference(scrollView: scrollView))
            }
            pending.append(contentsOf: view.subviews)
        }
    }
}

/// A scroll view of the app's the card changed, held weakly.
struct WeakScrollViewReference {
    weak var scrollView: UIScrollView?
}
#endif
