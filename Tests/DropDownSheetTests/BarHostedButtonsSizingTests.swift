import XCTest
@testable import DropDownSheetCore

/// How a bar's SwiftUI buttons are measured: a finite proposal, as tall as the bar in force, so
/// that buttons grown with the user's text size are measured whole (issue 33).
final class BarHostedButtonsSizingTests: XCTestCase {
    typealias Metrics = DropDownSheetBarMetrics

    /// At the default text size the buttons are measured 44 pt tall, as the bar places them, at
    /// most 160 pt wide.
    func testButtonsAreMeasuredInTheHeightTheBarGivesThemAndAFiniteWidth() {
        let proposal = Metrics.hostedButtonsProposal(minimizedHeight: 60, contentSizeScale: 1, adjustsForContentSize: true)
        XCTAssertEqual(proposal.width, 160)
        XCTAssertEqual(proposal.height, 44)
        let layout = DropDownSheetBarContentLayout(width: 390, height: 60, style: .attached, contentSizeScale: 1, rightToLeft: false,
                                                   hasImage: false, leadingButtonWidths: [], trailingButtonWidths: [50])
        XCTAssertEqual(layout.trailingButtons.first?.height, proposal.height)
    }

    /// At every larger text size the proposal grows as the bar's buttons do (twice the default
    /// at most, never taller than the bar), and the bar places them in that height; a bar of a
    /// fixed height keeps its buttons within it.
    func testTheProposalGrowsWithTheTextSizeAsTheBarsButtonsDo() {
        var previous = 0.0
        for size in DropDownSheetTextSize.allCases {
            let scale = size.contentSizeScale
            let proposal = Metrics.hostedButtonsProposal(minimizedHeight: 60, contentSizeScale: scale, adjustsForContentSize: true)
            let bar = Metrics.barHeight(minimizedHeight: 60, contentSizeScale: scale, adjustsForContentSize: true)
            let layout = DropDownSheetBarContentLayout(width: 1_000, height: bar, style: .attached, contentSizeScale: scale,
                                                       rightToLeft: false, hasImage: false, leadingButtonWidths: [],
                                                       trailingButtonWidths: [50])
            XCTAssertEqual(layout.trailingButtons.first?.height, proposal.height, "\(size): measured as placed")
            XCTAssertGreaterThanOrEqual(proposal.height, previous, "\(size)")
            XCTAssertGreaterThanOrEqual(proposal.height, 44)
            XCTAssertLessThanOrEqual(proposal.height, min(88, bar))
            previous = proposal.height
            let fixed = Metrics.hostedButtonsProposal(minimizedHeight: 60, contentSizeScale: scale, adjustsForContentSize: false)
            XCTAssertLessThanOrEqual(fixed.height, 60, "\(size): within a bar of a fixed height")
        }
        let largest = Metrics.hostedButtonsProposal(minimizedHeight: 60, contentSizeScale: DropDownSheetTextSize.accessibilityExtraExtraExtraLarge.contentSizeScale,
                                                    adjustsForContentSize: true)
        XCTAssertEqual(largest.height, 88, "the largest accessibility size: twice the default, no longer a fixed 44 pt")
    }

    /// Hostile scales and heights give a finite, non-negative proposal.
    func testHostileInputsGiveAFiniteProposal() {
        for scale in [Double.nan, .infinity, -.infinity, -3, 0] {
            let proposal = Metrics.hostedButtonsProposal(minimizedHeight: 60, contentSizeScale: scale, adjustsForContentSize: true)
            XCTAssertTrue(proposal.height.isFinite && proposal.height >= 0, "\(scale)")
        }
        XCTAssertEqual(Metrics.hostedButtonsProposal(minimizedHeight: -5, contentSizeScale: 1, adjustsForContentSize: true).height, 0)
        XCTAssertEqual(DropDownSheetBarContentLayout.buttonHeight(barHeight: .nan, contentSizeScale: 1), 0)
        XCTAssertEqual(Metrics.hostedButtonsProposal(minimizedHeight: .infinity, contentSizeScale: 1, adjustsForContentSize: true).height, 0)
    }

    /// The width a side takes: whole points, capped; an infinite one is the cap, none is none.
    func testTheWidthIsRoundedUpAndCapped() {
        XCTAssertEqual(Metrics.hostedButtonsWidth(fitted: 43.2), 44)
        XCTAssertEqual(Metrics.hostedButtonsWidth(fitted: 500), 160)
        XCTAssertEqual(Metrics.hostedButtonsWidth(fitted: .infinity), 160)
        XCTAssertEqual(Metrics.hostedButtonsWidth(fitted: .nan), 0)
        XCTAssertEqual(Metrics.hostedButtonsWidth(fitted: -1), 0)
    }
}
