// The rules of the bar drawn from a bar item that need no UIKit: its progress, its height at each
// text size, and where its image, text and buttons go (left to right and right to left).
import XCTest
@testable import DropDownSheetCore

final class BarProgressTests: XCTestCase {
    func testProgressIsClampedIntoZeroToOneAndNoneStaysNone() {
        XCTAssertNil(DropDownSheetBarProgress.clamped(nil))
        XCTAssertEqual(DropDownSheetBarProgress.clamped(0.4), 0.4)
        XCTAssertEqual(DropDownSheetBarProgress.clamped(-0.2), 0)
        XCTAssertEqual(DropDownSheetBarProgress.clamped(1.7), 1)
        XCTAssertEqual(DropDownSheetBarProgress.clamped(.infinity), 1)
        XCTAssertEqual(DropDownSheetBarProgress.clamped(-.infinity), 0)
        XCTAssertEqual(DropDownSheetBarProgress.clamped(.nan), 0, "an unknowable position starts at the beginning")
        XCTAssertEqual(DropDownSheetBarProgress.clamped(-0.0), 0)
    }

    func testThePercentageIsRoundedDownSoNothingIsDoneBeforeItIs() {
        XCTAssertEqual(DropDownSheetBarProgress.percent(0.999), 99)
        XCTAssertEqual(DropDownSheetBarProgress.percent(1), 100)
        XCTAssertEqual(DropDownSheetBarProgress.percent(0.4), 40)
        XCTAssertEqual(DropDownSheetBarProgress.percent(0.004), 0)
        XCTAssertEqual(DropDownSheetBarProgress.percent(.nan), 0)
        XCTAssertEqual(DropDownSheetBarProgress.percent(5), 100)
        XCTAssertNil(DropDownSheetBarProgress.percent(nil))
    }

    func testTheFilledLineGrowsFromTheLeadingEdge() {
        let ltr = DropDownSheetBarProgress.filledSegment(progress: 0.25, x: 10, width: 200, rightToLeft: false)
        XCTAssertEqual(ltr.x, 10)
        XCTAssertEqual(ltr.width, 50)
        let rtl = DropDownSheetBarProgress.filledSegment(progress: 0.25, x: 10, width: 200, rightToLeft: true)
        XCTAssertEqual(rtl.x, 160, "from the right edge in a right-to-left layout")
        XCTAssertEqual(rtl.width, 50)
        let hostile = DropDownSheetBarProgress.filledSegment(progress: .nan, x: 0, width: .infinity, rightToLeft: false)
        XCTAssertEqual(hostile.width, 0)
        XCTAssertTrue(hostile.x.isFinite)
    }
}

final class BarHeightTests: XCTestCase {
    /// The bar's height at each of the twelve text sizes, for the default 60 points: it never
    /// shrinks below 60 and stops growing at 3 times (180).
    func testTheBarsHeightAtEveryTextSize() {
        let expected: [DropDownSheetTextSize: Double] = [
            .extraSmall: 60, .small: 60, .medium: 60, .large: 60,
            .extraLarge: 60 * 19 / 17, .extraExtraLarge: 60 * 21 / 17, .extraExtraExtraLarge: 60 * 23 / 17,
            .accessibilityMedium: 60 * 28 / 17, .accessibilityLarge: 60 * 33 / 17, .accessibilityExtraLarge: 60 * 40 / 17,
            .accessibilityExtraExtraLarge: 60 * 47 / 17, .accessibilityExtraExtraExtraLarge: 180,
        ]
        XCTAssertEqual(Set(expected.keys), Set(DropDownSheetTextSize.allCases))
        for size in DropDownSheetTextSize.allCases {
            let height = DropDownSheetBarMetrics.barHeight(minimizedHeight: 60, contentSizeScale: size.contentSizeScale,
                                                           adjustsForContentSize: true)
            XCTAssertEqual(height, expected[size]!, accuracy: 1e-9, size.rawValue)
        }
    }

    func testTurningTheScalingOffKeepsTheHeightTheAppMeasured() {
        for size in DropDownSheetTextSize.allCases {
            XCTAssertEqual(DropDownSheetBarMetrics.barHeight(minimizedHeight: 96, contentSizeScale: size.contentSizeScale,
                                                             adjustsForContentSize: false), 96, size.rawValue)
        }
        var configuration = DropDownSheetConfiguration(minimizedHeight: 96)
        configuration.adjustsMinimizedHeightForContentSizeCategory = false
        var container = CoreFixture.phone
        container.contentSizeScale = DropDownSheetTextSize.accessibilityExtraExtraExtraLarge.contentSizeScale
        let engine = CoreFixture.engine(resting: .minimized, configuration: configuration, container: container)
        XCTAssertEqual(engine.layout.barHeight, 96)
        XCTAssertEqual(engine.renderState.visibleHeight, 96)
        XCTAssertEqual(CoreFixture.engine(resting: .minimized, container: container).layout.barHeight, 180,
                       "scaled by default")
    }

    func testTheTextSizesAreApplesBodySizes() {
        XCTAssertEqual(DropDownSheetTextSize.large.contentSizeScale, 1)
        XCTAssertEqual(DropDownSheetTextSize.allCases.map(\.bodyPointSize), [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(DropDownSheetTextSize.allCases.filter(\.isAccessibilitySize).count, 5)
    }

    func testAHostileTextScaleLeavesTheHeightAsConfigured() {
        XCTAssertEqual(DropDownSheetBarMetrics.barHeight(minimizedHeight: 60, contentSizeScale: .nan, adjustsForContentSize: true), 60)
        XCTAssertEqual(DropDownSheetBarMetrics.barHeight(minimizedHeight: 60, contentSizeScale: .infinity, adjustsForContentSize: true), 60)
    }
}

final class BarContentLayoutTests: XCTestCase {
    private func layout(width: Double = 390, height: Double = 60, style: DropDownSheetBarStyle = .attached,
                        scale: Double = 1, rtl: Bool = false, image: Bool = true,
                        leading: [Double] = [], trailing: [Double] = [44, 44]) -> DropDownSheetBarContentLayout {
        DropDownSheetBarContentLayout(width: width, height: height, style: style, cornerRadius: style == .floating ? 30 : 0,
                                      contentSizeScale: scale, rightToLeft: rtl, hasImage: image,
                                      leadingButtonWidths: leading, trailingButtonWidths: trailing)
    }

    /// A mini player's bar on a 390-point phone: artwork, then the song, then play and next.
    func testAnAttachedBarLeftToRight() {
        let l = layout()
        XCTAssertEqual(l.image, DropDownSheetRect(x: 16, y: 8, width: 44, height: 44))
        XCTAssertEqual(l.trailingButtons, [DropDownSheetRect(x: 286, y: 8, width: 44, height: 44),
                                           DropDownSheetRect(x: 330, y: 8, width: 44, height: 44)])
        XCTAssertEqual(l.text, DropDownSheetRect(x: 72, y: 0, width: 206, height: 60))
        XCTAssertEqual(l.progressTrack, DropDownSheetRect(x: 0, y: 58, width: 390, height: 2))
    }

    func testRightToLeftMirrorsTheWholeBar() {
        let ltr = layout(leading: [44]), rtl = layout(rtl: true, leading: [44])
        func mirrored(_ r: DropDownSheetRect) -> DropDownSheetRect { DropDownSheetRect(x: 390 - r.maxX, y: r.y, width: r.width, height: r.height) }
        XCTAssertEqual(rtl.image, ltr.image.map(mirrored))
        XCTAssertEqual(rtl.text, mirrored(ltr.text))
        XCTAssertEqual(rtl.leadingButtons, ltr.leadingButtons.map(mirrored))
        XCTAssertEqual(rtl.trailingButtons, ltr.trailingButtons.map(mirrored))
        XCTAssertEqual(rtl.leadingButtons.first?.x, 390 - 16 - 44, "the leading button is at the right edge")
        XCTAssertLessThan(rtl.trailingButtons[0].x, rtl.text.x, "trailing buttons are left of the text")
        XCTAssertGreaterThan(rtl.trailingButtons[0].x, rtl.trailingButtons[1].x, "in their order from the right")
    }

    func testAFloatingCapsuleIsPaddedLessAndItsLineAvoidsTheRoundedEnds() {
        let l = layout(width: 366, style: .floating)
        XCTAssertEqual(l.image?.x, 14)
        XCTAssertEqual(l.trailingButtons.last?.maxX, 366 - 14)
        XCTAssertEqual(l.progressTrack, DropDownSheetRect(x: 30, y: 58, width: 306, height: 2))
    }

    /// On a narrow bar at a large text size the last buttons go first, from the side with more,
    /// then the image; the text always keeps its minimum.
    func testButtonsThatDoNotFitAreDroppedLastFirstThenTheImage() {
        let roomy = layout(leading: [44], trailing: [44, 44, 44])
        XCTAssertEqual(roomy.shownLeadingCount, 1)
        XCTAssertEqual(roomy.shownTrailingCount, 3)
        let narrow = layout(width: 320, scale: 2, leading: [44], trailing: [44, 44, 44])
        XCTAssertGreaterThanOrEqual(narrow.text.width, 128)
        XCTAssertEqual(narrow.shownTrailingCount, 1, "the trailing side had more: its last two went")
        XCTAssertEqual(narrow.shownLeadingCount, 1, "then the text had room: the leading one stays")
        XCTAssertEqual(narrow.text.width, 128)
        XCTAssertNotNil(narrow.image)
        let narrower = layout(width: 300, scale: 2, leading: [44], trailing: [44, 44, 44])
        XCTAssertEqual(narrower.shownTrailingCount, 0, "one a side is a tie: the trailing side gives first")
        XCTAssertEqual(narrower.shownLeadingCount, 1)
        let tiny = layout(width: 200, scale: 2, leading: [44], trailing: [44])
        XCTAssertEqual(tiny.shownLeadingCount + tiny.shownTrailingCount, 0)
        XCTAssertNil(tiny.image, "the image goes once no button is left to drop")
        for width in stride(from: 0.0, through: 600, by: 7) {
            for scale in [1.0, 1.5, 2, 3] {
                let l = layout(width: width, scale: scale, leading: [44, 60], trailing: [44, 44, 44])
                let minimum = 64 * min(scale, 2)
                if l.shownLeadingCount + l.shownTrailingCount > 0 || l.image != nil {
                    XCTAssertGreaterThanOrEqual(l.text.width, minimum - 1e-9, "width \(width) scale \(scale)")
                }
                XCTAssertGreaterThanOrEqual(l.text.width, 0)
            }
        }
    }

    /// The stack's count on a draft's bar sits between the text and the trailing buttons, and is
    /// never dropped for a button.
    func testTheStacksCountKeepsItsPlaceBeforeTheTrailingButtons() {
        let l = DropDownSheetBarContentLayout(width: 390, height: 60, style: .attached, contentSizeScale: 1, rightToLeft: false,
                                              hasImage: false, leadingButtonWidths: [], trailingButtonWidths: [44], countWidth: 50)
        XCTAssertEqual(l.trailingButtons, [DropDownSheetRect(x: 330, y: 8, width: 44, height: 44)])
        XCTAssertEqual(l.count, DropDownSheetRect(x: 330 - 8 - 50, y: 0, width: 50, height: 60))
        XCTAssertEqual(l.text.maxX, 330 - 8 - 50 - 8)
        let crowded = DropDownSheetBarContentLayout(width: 200, height: 60, style: .attached, contentSizeScale: 1, rightToLeft: true,
                                                    hasImage: true, leadingButtonWidths: [], trailingButtonWidths: [44, 44],
                                                    countWidth: 50)
        XCTAssertEqual(crowded.count?.width, 50, "kept")
        XCTAssertEqual(crowded.count?.x, 16, "at the trailing (left) side, right to left")
        XCTAssertNil(layout().count)
    }

    /// Room for the text is found first by shrinking a grown image back to 44 points, and only
    /// then by leaving buttons out: controls matter more than the artwork's size.
    func testAGrownImageShrinksBeforeAnyButtonIsLeftOut() {
        let l = layout(width: 351, height: 116, style: .floating, scale: 33.0 / 17, leading: [44], trailing: [44, 44, 44])
        XCTAssertEqual(l.image?.width, 44)
        XCTAssertEqual(l.shownLeadingCount, 1)
        XCTAssertEqual(l.shownTrailingCount, 1)
        let roomy = layout(width: 600, height: 116, scale: 33.0 / 17, trailing: [44, 44])
        XCTAssertEqual(roomy.image?.width ?? 0, 44 * 33 / 17, accuracy: 1e-9, "grown where there is room")
    }

    func testTheImageGrowsWithTheTextButStaysInsideTheBar() {
        XCTAssertEqual(layout(height: 60, scale: 1).image?.width, 44)
        XCTAssertEqual(layout(height: 120, scale: 1.5).image?.width, 66)
        XCTAssertEqual(layout(height: 180, scale: 3).image?.width, 88, "at most twice")
        XCTAssertEqual(layout(height: 40, scale: 1).image?.width, 24, "8 points above and below")
        XCTAssertNil(layout(image: false).image)
        XCTAssertEqual(layout(image: false, trailing: []).text.x, 16)
    }

    func testHostileSizesGiveFiniteFrames() {
        for value in [Double.nan, .infinity, -.infinity, -5, 0] {
            let l = layout(width: value, height: value, scale: value, leading: [value], trailing: [value, 44])
            for r in [l.text, l.progressTrack] + l.leadingButtons + l.trailingButtons + [l.image].compactMap({ $0 }) {
                XCTAssertTrue([r.x, r.y, r.width, r.height].allSatisfy(\.isFinite), "\(value): \(r)")
                XCTAssertGreaterThanOrEqual(r.width, 0)
            }
        }
    }
}
