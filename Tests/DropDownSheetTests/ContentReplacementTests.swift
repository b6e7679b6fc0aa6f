// Replacing a sheet's content: the sheet keeps its state, what shows dissolves, VoiceOver goes
// where the user is, and a content that is not the app's to give is refused.
import XCTest
@testable import DropDownSheetCore

final class ContentReplacementTests: XCTestCase {
    private func decide(_ render: DropDownSheetRenderState?, hidden: Bool = false, animated: Bool = true,
                        same: Bool = false, inUse: Bool = false) -> Result<DropDownSheetContentReplacement, DropDownSheetContentReplacement.Refusal> {
        DropDownSheetContentReplacement.decide(isSameContent: same, contentIsInUse: inUse, render: render, isHidden: hidden,
                                               animated: animated)
    }

    func testTheSameContentOrAnotherSheetsIsRefused() {
        let r = CoreFixture.engine(resting: .minimized).renderState
        XCTAssertEqual(decide(r, same: true), .failure(.sameContent))
        XCTAssertEqual(decide(r, inUse: true), .failure(.contentInUse))
        XCTAssertEqual(decide(nil, same: true), .failure(.sameContent), "also before it is presented")
        for refusal in [DropDownSheetContentReplacement.Refusal.sameContent, .contentInUse] {
            XCTAssertTrue(refusal.message.hasPrefix("DropDownSheet: replaceContent(with:animated:)"))
        }
    }

    func testOnItsBarTheBarDissolvesAndVoiceOverReadsIt() {
        let r = CoreFixture.engine(resting: .minimized).renderState
        XCTAssertEqual(decide(r), .success(DropDownSheetContentReplacement(crossFadesBar: true, crossFadesContent: false, focus: .focusBar)))
    }

    func testExpandedTheContentDissolvesAndVoiceOverMovesToIt() {
        let r = CoreFixture.engine(resting: .expanded).renderState
        XCTAssertEqual(decide(r), .success(DropDownSheetContentReplacement(crossFadesBar: false, crossFadesContent: true,
                                                                            focus: .focusContent)))
    }

    func testOnTheWayBothDissolveAndFocusStaysAndTheStateIsKept() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.move(to: .expanded, animated: true, at: 0)
        engine.tick(at: 0.1)
        let before = engine.renderState
        XCTAssertEqual(decide(before), .success(DropDownSheetContentReplacement(crossFadesBar: true, crossFadesContent: true, focus: nil)))
        // A decision, not an input: the sheet's engine never hears of a replacement.
        XCTAssertEqual(engine.renderState, before)
    }

    func testWithoutAnimationHiddenOrNotPresentedNothingDissolves() {
        let minimized = CoreFixture.engine(resting: .minimized).renderState
        XCTAssertEqual(decide(minimized, animated: false),
                       .success(DropDownSheetContentReplacement(crossFadesBar: false, crossFadesContent: false, focus: .focusBar)))
        XCTAssertEqual(decide(minimized, hidden: true),
                       .success(DropDownSheetContentReplacement(crossFadesBar: false, crossFadesContent: false, focus: nil)),
                       "under the top of a stack: nothing shows, nothing is read")
        XCTAssertEqual(decide(nil), .success(DropDownSheetContentReplacement(crossFadesBar: false, crossFadesContent: false, focus: nil)))
    }

    func testADismissedOrBrokenRenderIsHandledWithoutFocus() {
        var r = CoreFixture.engine(resting: .minimized).renderState
        r.phase = .resting(.dismissed)
        r.barAlpha = .nan
        XCTAssertEqual(decide(r), .success(DropDownSheetContentReplacement(crossFadesBar: true, crossFadesContent: false, focus: nil)))
    }
}

/// SwiftUI's hosting views are told by their runtime class names.
final class HostingViewNameTests: XCTestCase {
    func testSwiftUIsHostingViewsAreToldByTheirMangledNames() {
        XCTAssertTrue(DropDownSheetHostingViewName.isHostingView(className: "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_"))
        XCTAssertTrue(DropDownSheetHostingViewName.isHostingView(className: "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentV4Test3BarVS_12_FrameLayout__"))
        XCTAssertFalse(DropDownSheetHostingViewName.isHostingView(className: "UIView"))
        XCTAssertFalse(DropDownSheetHostingViewName.isHostingView(className: "UIButton"))
        XCTAssertFalse(DropDownSheetHostingViewName.isHostingView(className: "_TtC4Test13MiniPlayerBar"))
    }
}
