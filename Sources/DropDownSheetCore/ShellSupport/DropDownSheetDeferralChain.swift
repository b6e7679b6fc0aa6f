/// Following a chain of "ask that one instead" answers (UIKit's `childForStatusBarStyle`,
/// `childForHomeIndicatorAutoHidden`, `childForScreenEdgesDeferringSystemGestures`...) from the
/// screen underneath, on behalf of the library's container, which defers those questions to it
/// while a sheet is expanded.
///
/// A screen may itself defer to what it presents (`childForHomeIndicatorAutoHidden` returning
/// `presentedViewController`, a common way to let a presented player decide), and while a sheet
/// is expanded what it presents is the container: container → screen → container → … would never
/// end, in the library's code or in UIKit's own walk of the chain. The rule: a chain that comes
/// back to the container (or goes on for more than ``maximumSteps`` links, a cycle elsewhere) has
/// no answer from the screen, and the container answers as UIKit's default would.
package enum DropDownSheetDeferralChain {
    /// The longest chain followed; real ones are a few links (a tab bar controller, a navigation
    /// controller, a child).
    package static let maximumSteps = 32

    /// Where the chain from `start` ends: the first node whose `next` is nil or itself. Nil when
    /// the chain reaches `asker` (the container that asked), starting there included, or is
    /// longer than ``maximumSteps`` links. Allocates nothing.
    package static func end<Node: AnyObject>(from start: Node, asker: Node, next: (Node) -> Node?) -> Node? {
        var current = start
        var steps = 0
        while current !== asker {
            guard let following = next(current), following !== current else { return current }
            steps += 1
            if steps > maximumSteps { return nil }
            current = following
        }
        return nil
    }

    /// Whether `asker` may name `start` as the child UIKit should ask: true unless the chain from
    /// `start` leads back to `asker` (then UIKit's own walk of the chain would not end).
    package static func mayDefer<Node: AnyObject>(to start: Node, asker: Node, next: (Node) -> Node?) -> Bool {
        end(from: start, asker: asker, next: next) != nil
    }
}
