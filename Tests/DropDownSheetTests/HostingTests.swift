import XCTest
@testable import DropDownSheetCore

/// Where a shell keeps a presentation's sheets: UIKit's modal presentation only while a sheet is
/// expanded or heading there, the overlay otherwise, and never a switch under a finger.
final class HostingTests: XCTestCase {
    func testAnExpandedSheetNeedsTheModalPresentation() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.resting(.expanded)], current: .overlay), .modal)
    }

    func testASheetSpringingUpNeedsTheModalPresentation() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.settling(toward: .expanded)], current: .overlay), .modal)
    }

    func testBarsAtRestLiveInTheOverlay() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.resting(.minimized), .resting(.minimized)], current: .modal), .overlay)
    }

    func testASheetHeadingToItsBarAfterTheUserLetGoLeavesTheModalPresentationAtOnce() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.settling(toward: .minimized)], current: .modal), .overlay)
    }

    func testASheetSpringingAwayLeavesTheModalPresentationAtOnce() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.settling(toward: .dismissed)], current: .modal), .overlay)
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.resting(.dismissed)], current: .modal), .overlay)
    }

    func testADraggedSheetKeepsWhereItIsUntilTheRelease() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.dragging], current: .modal), .modal)
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.dragging], current: .overlay), .overlay)
    }

    func testASheetHeadingDownLeavesTheModalPresentationAtOnceWhateverTheStatusBar() {
        // Issue 21, item 9: no hold for the status bar; a plain present from the screen
        // underneath works from the first frame of a minimize.
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.settling(toward: .minimized)], current: .modal), .overlay)
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.resting(.minimized)], current: .overlay), .overlay)
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.resting(.minimized), .dragging], current: .overlay), .overlay)
    }

    func testTheContainerIsMarkedModalForVoiceOverOnlyInTheModalPresentation() {
        // Issue 21, item 3: in the overlay the container's siblings are the app's (an alert it
        // presented above the bars): marked modal, VoiceOver would reach only the hidden card.
        XCTAssertTrue(DropDownSheetHosting.modal.marksContainerAccessibilityModal(whenPresentationIsModal: true))
        XCTAssertFalse(DropDownSheetHosting.overlay.marksContainerAccessibilityModal(whenPresentationIsModal: true))
        XCTAssertFalse(DropDownSheetHosting.modal.marksContainerAccessibilityModal(whenPresentationIsModal: false))
        XCTAssertFalse(DropDownSheetHosting.overlay.marksContainerAccessibilityModal(whenPresentationIsModal: false))
    }

    func testAnExpandedSheetWinsOverADraggedOne() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.dragging, .resting(.expanded)], current: .overlay), .modal)
    }

    func testNoSheetsLiveInTheOverlay() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [], current: .modal), .overlay)
    }

    func testAnEngineFlickedDownFromExpandedWantsTheOverlayAssoonAsItIsReleased() {
        var engine = DropDownSheetEngine(container: DropDownSheetContainer(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34))
        engine.present(to: .expanded, animated: false, at: 0)
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [engine.phase], current: .overlay), .modal)
        engine.beginDrag(x: 195, y: 200, at: 1)
        engine.drag(toY: 260, at: 1.05)
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [engine.phase], current: .modal), .modal, "not under the finger")
        engine.endDrag(atY: 300, velocity: 2_000, at: 1.1)
        XCTAssertEqual(engine.phase, .settling(toward: .minimized))
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [engine.phase], current: .modal), .overlay)
    }
}
