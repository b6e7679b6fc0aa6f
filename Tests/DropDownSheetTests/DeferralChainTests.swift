import XCTest
@testable import DropDownSheetCore

/// A node of a chain of controllers, each naming the one it defers to (issue 21 review, item 2).
private final class Node {
    let name: String
    var next: Node?
    init(_ name: String, next: Node? = nil) {
        self.name = name
        self.next = next
    }
}

/// The container defers UIKit's questions to the screen underneath, through the screen's own
/// chain, and never follows a chain that comes back to it.
final class DeferralChainTests: XCTestCase {
    private func end(from start: Node, asker: Node) -> String? {
        DropDownSheetDeferralChain.end(from: start, asker: asker) { $0.next }?.name
    }

    func testAScreenThatDefersToNothingAnswersItself() {
        let container = Node("container"), screen = Node("screen")
        XCTAssertEqual(end(from: screen, asker: container), "screen")
        XCTAssertTrue(DropDownSheetDeferralChain.mayDefer(to: screen, asker: container) { $0.next })
    }

    func testTheChainIsFollowedToTheChildThatAnswers() {
        let container = Node("container"), video = Node("video")
        let screen = Node("tabs", next: Node("navigation", next: video))
        XCTAssertEqual(end(from: screen, asker: container), "video")
    }

    func testANodeNamingItselfEndsTheChain() {
        let container = Node("container"), screen = Node("screen")
        screen.next = screen
        XCTAssertEqual(end(from: screen, asker: container), "screen")
    }

    func testAScreenDeferringToWhatItPresentsLeadsBackToTheContainer() {
        // `childForHomeIndicatorAutoHidden { presentedViewController }` while the container is
        // presented: container -> screen -> container would never end.
        let container = Node("container"), screen = Node("screen")
        screen.next = container
        container.next = screen
        XCTAssertNil(end(from: screen, asker: container))
        XCTAssertFalse(DropDownSheetDeferralChain.mayDefer(to: screen, asker: container) { $0.next })
    }

    func testAChainBackToTheContainerThroughChildrenLeadsBackToo() {
        let container = Node("container")
        let screen = Node("tabs", next: Node("navigation", next: container))
        XCTAssertNil(end(from: screen, asker: container))
    }

    func testStartingAtTheContainerHasNoAnswer() {
        let container = Node("container")
        XCTAssertNil(end(from: container, asker: container))
    }

    func testACycleThatDoesNotReachTheContainerEndsAfterTheLongestChain() {
        let container = Node("container"), a = Node("a"), b = Node("b", next: nil)
        a.next = b
        b.next = a
        var asked = 0
        let result = DropDownSheetDeferralChain.end(from: a, asker: container) { node -> Node? in
            asked += 1
            return node.next
        }
        XCTAssertNil(result)
        XCTAssertEqual(asked, DropDownSheetDeferralChain.maximumSteps + 1, "bounded: never an endless walk")
    }

    func testAChainOfTheLongestLengthStillAnswers() {
        let container = Node("container")
        var start = Node("last")
        for i in 0..<DropDownSheetDeferralChain.maximumSteps { start = Node("n\(i)", next: start) }
        XCTAssertEqual(end(from: start, asker: container), "last")
    }
}
