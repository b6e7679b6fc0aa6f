#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// A SwiftUI player whose large artwork is marked as the flight's target.
@MainActor
struct SwiftUIArtworkPlayer: View {
    var body: some View {
        VStack {
            Color.orange
                .frame(width: 200, height: 200)
                .dropDownSheetBarImageTarget(cornerRadius: 12)
            Spacer()
        }
        .dropDownSheetBarTitle("Song")
        .dropDownSheetBarImage(UIImage(systemName: "music.note"))
    }
}

/// Issue 32, item 6: `dropDownSheetBarImageTarget(cornerRadius:)` gives a SwiftUI content the
/// artwork's flight: the landing view is the content's, the marked view's size, and the marked
/// view is hidden exactly while the image flies.
@MainActor
final class SwiftUIArtworkFlightTests: SheetTestCase {
    func testTheMarkedSwiftUIViewIsWhereTheBarsImageFliesAndIsHiddenWhileItFlies() throws {
        try XCTSkipIf(UIAccessibility.isReduceMotionEnabled, "Reduce Motion is on: the artwork does not fly then")
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) { SwiftUIArtworkPlayer() }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.contentViewController.dropDownSheetBarItem.imageTransitionView != nil }
            guard let sheet = root.presentedDropDownSheets.first, let card = sheet.card,
                  let landing = sheet.contentViewController.dropDownSheetBarItem.imageTransitionView as? DropDownSheetFlightLandingUIView
            else { return XCTFail("no landing view named") }
            XCTAssertTrue(landing.isDescendant(of: sheet.contentViewController.view), "inside the content, where the flight looks")
            XCTAssertEqual(landing.bounds.size, CGSize(width: 200, height: 200), "the marked view's size")
            XCTAssertEqual(landing.layer.cornerRadius, 12)
            waitUntil { sheet.phase == .resting(.minimized) && card.itemBarView?.shownImageView != nil }
            XCTAssertEqual(landing.landing?.isHidden, false)

            let start = barCenter(of: sheet)
            guard let finger = drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), duration: 0.3, steps: 12, lift: false) else { return }
            XCTAssertNotNil(card.artworkFlight, "the image flies toward the marked view")
            XCTAssertEqual(landing.alpha, 0)
            waitUntil { landing.landing?.isHidden == true }
            XCTAssertEqual(landing.landing?.isHidden, true, "the SwiftUI artwork is hidden while the image flies")
            finger.move(to: CGPoint(x: start.x, y: 80))
            finger.lift()
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertNil(card.artworkFlight)
            waitUntil { landing.landing?.isHidden == false }
            XCTAssertEqual(landing.landing?.isHidden, false, "and shown again when the sheet rests")
        }
    }

    /// Issue 32's rest: with two marked views, the last one in the view tree is named, and stays
    /// named when SwiftUI updates only the first (which named itself before: the one updated last
    /// won). When the last one leaves, the first takes over.
    func testTheLastMarkedViewInTheTreeWinsWhateverTheUpdateOrder() {
        let model = TwoTargetsModel()
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(false)) { TwoTargetsContent(model: model) }
        show(view) { root in
            @MainActor func named() -> DropDownSheetFlightLandingUIView? {
                root.presentedDropDownSheets.first?.contentViewController.dropDownSheetBarItem.imageTransitionView
                    as? DropDownSheetFlightLandingUIView
            }
            waitUntil { named()?.layer.cornerRadius == 20 }
            XCTAssertEqual(named()?.bounds.size, CGSize(width: 60, height: 60), "the second, lower view")

            model.firstRadius = 3
            waitUntil {
                guard let content = root.presentedDropDownSheets.first?.contentViewController.viewIfLoaded else { return false }
                return Self.landings(in: content).contains { $0.layer.cornerRadius == 3 }
            }
            XCTAssertEqual(named()?.layer.cornerRadius, 20, "the first one's update does not take it over")

            model.showsSecond = false
            waitUntil { named()?.layer.cornerRadius == 3 }
            XCTAssertEqual(named()?.bounds.size, CGSize(width: 80, height: 80), "the first one, once alone")
        }
    }

    private static func landings(in view: UIView) -> [DropDownSheetFlightLandingUIView] {
        ((view as? DropDownSheetFlightLandingUIView).map { [$0] } ?? []) + view.subviews.flatMap { landings(in: $0) }
    }
}

/// What ``TwoTargetsContent`` shows, changed by the test.
@MainActor
final class TwoTargetsModel: ObservableObject {
    @Published var firstRadius: CGFloat = 10
    @Published var showsSecond = true
}

/// Two marked views, one above the other.
@MainActor
struct TwoTargetsContent: View {
    @ObservedObject var model: TwoTargetsModel
    var body: some View {
        VStack {
            Color.orange
                .frame(width: 80, height: 80)
                .dropDownSheetBarImageTarget(cornerRadius: model.firstRadius)
            if model.showsSecond {
                Color.blue
                    .frame(width: 60, height: 60)
                    .dropDownSheetBarImageTarget(cornerRadius: 20)
            }
            Spacer()
        }
        .dropDownSheetBarTitle("Song")
        .dropDownSheetBarImage(UIImage(systemName: "music.note"))
    }
}
#endif
