// The chooser's pictures of the drafts are drawn at the size shown, never at the card's full size
// and the screen's scale (issue 21, item 7).
import XCTest
@testable import DropDownSheetCore

final class ChooserThumbnailTests: XCTestCase {
    func testAPhoneCardFitsTheChoosersBoxWithItsShape() throws {
        let size = try XCTUnwrap(DropDownSheetChooserThumbnail.size(width: 390, height: 797))
        XCTAssertEqual(size.height, 96)
        XCTAssertEqual(size.width, 47, "390 × 96 / 797, rounded")
        XCTAssertLessThanOrEqual(size.width, DropDownSheetChooserThumbnail.maximumWidth)
    }

    func testAWideCardFitsByItsWidth() throws {
        let size = try XCTUnwrap(DropDownSheetChooserThumbnail.size(width: 1024, height: 700))
        XCTAssertEqual(size.width, 64)
        XCTAssertEqual(size.height, 44)
    }

    func testAnExtremeShapeKeepsAPointASide() throws {
        let size = try XCTUnwrap(DropDownSheetChooserThumbnail.size(width: 100_000, height: 1))
        XCTAssertEqual(size.width, 64)
        XCTAssertEqual(size.height, 1)
    }

    func testACardWithNoAreaHasNoPicture() {
        for (w, h) in [(0.0, 800.0), (390, -1), (.nan, 800), (390, .infinity)] {
            XCTAssertNil(DropDownSheetChooserThumbnail.size(width: w, height: h), "\(w) × \(h)")
        }
    }

    func testThePictureIsKeptFromACardThatShowsAtLeastHalfOfItself() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        let expanded = d.presentation.renderState(of: .a)
        XCTAssertTrue(DropDownSheetChooserThumbnail.showsContent(visibleHeight: expanded.visibleHeight, cardHeight: expanded.cardHeight),
                      "an expanded card, as it starts down")
        d.sendAndSettle(.minimize(.a))
        let bar = d.presentation.renderState(of: .a)
        XCTAssertFalse(DropDownSheetChooserThumbnail.showsContent(visibleHeight: bar.visibleHeight, cardHeight: bar.cardHeight),
                       "a bar shows only its top")
        XCTAssertFalse(DropDownSheetChooserThumbnail.showsContent(visibleHeight: .nan, cardHeight: 800))
        XCTAssertFalse(DropDownSheetChooserThumbnail.showsContent(visibleHeight: 400, cardHeight: 0))
    }
}
