// What the pictures show beyond the numbers: a finger where a touch is down, a draft's bar and a
// mini player's bar each as the app draws it, the count and the chooser of a stack of drafts, and
// a curve for each sheet in the plots of a script with several.
import Foundation
import XCTest
@testable import SheetLab

final class LabRenderPictureTests: XCTestCase {
    private func picture(_ example: String, at moment: Double) throws -> SVGNode {
        let svg = try RenderHarness.svg(try RenderHarness.exampleText(example), options: ["--at", "\(moment)"])
        return try svg.one(class: "frame")
    }

    // MARK: - The finger

    func testAFingerIsDrawnWhereATouchIsDownAndNowhereElse() throws {
        // compose-draft.jsonl: a finger down at (195, 80) at 1 s, at y 136.5 from 1.025 s, lifted at 1.066 s.
        let dragging = try picture("compose-draft.jsonl", at: 1.04)
        let k = try dragging.number("data-scale")
        let finger = try dragging.one(class: "finger")
        XCTAssertEqual(try finger.number("cx"), 195 * k, accuracy: 0.002)
        XCTAssertEqual(try finger.number("cy"), 136.5 * k, accuracy: 0.002)
        XCTAssertEqual(try finger.number("r"), 22 * k, accuracy: 0.002)
        for moment in [0.5, 1.07, 2.0] {
            XCTAssertTrue(try picture("compose-draft.jsonl", at: moment).all(class: "finger").isEmpty, "no finger at \(moment) s")
        }
    }

    func testTheDefaultMomentsShowEachDragWithItsFinger() throws {
        let svg = try RenderHarness.svg(try RenderHarness.exampleText("compose-draft.jsonl"))
        let fingers = svg.all(class: "frame").filter { !$0.all(class: "finger").isEmpty }
        XCTAssertEqual(fingers.count, 2, "the swipe down and the pull up")
    }

    // MARK: - The bar

    func testADraftsBarHasItsTitleAndNoArtwork() throws {
        let bar = try picture("compose-draft.jsonl", at: 2.0).one(class: "bar")
        XCTAssertEqual(bar.attributes["data-kind"], "draft")
        XCTAssertTrue(bar.all(class: "artwork").isEmpty)
        XCTAssertEqual(try bar.one(class: "bar-title").text, "New Message")
        XCTAssertTrue(bar.all(class: "play").isEmpty)
    }

    func testAMiniPlayersBarHasArtworkATitleAndAPlayButton() throws {
        let bar = try picture("mini-player.jsonl", at: 0.9).one(class: "bar")
        XCTAssertEqual(bar.attributes["data-kind"], "player")
        XCTAssertEqual(bar.all(class: "artwork").count, 1)
        XCTAssertEqual(bar.all(class: "play").count, 1)
        XCTAssertEqual(try bar.one(class: "bar-title").text, "Now Playing")
    }

    // MARK: - A stack of drafts

    func testTheTopOfAStackShowsTheCountAndTheCardsBehind() throws {
        // drafts-stack.jsonl: both drafts minimized from 3.78 s, draft-2 on top.
        let stacked = try picture("drafts-stack.jsonl", at: 3.9)
        XCTAssertEqual(try stacked.one(class: "bar-title").text, "draft-2")
        XCTAssertEqual(try stacked.one(class: "count-label").text, "2 Drafts")
        XCTAssertEqual(try stacked.one(class: "cards-behind").attributes["data-count"], "1")
        let alone = try picture("drafts-stack.jsonl", at: 1.9)
        XCTAssertEqual(try alone.one(class: "bar-title").text, "draft-1")
        XCTAssertTrue(alone.all(class: "count-label").isEmpty, "one draft: just its bar")
    }

    func testTheChooserIsDrawnFromTheTapOnTheStackUntilADraftIsPicked() throws {
        let open = try picture("drafts-stack.jsonl", at: 4.2)
        let chooser = try open.one(class: "chooser")
        XCTAssertEqual(chooser.attributes["data-ids"], "draft-2 draft-1")
        XCTAssertEqual(chooser.all(class: "chooser-card").count, 2)
        XCTAssertEqual(chooser.all(class: "chooser-title").map(\.text), ["draft-2", "draft-1"])
        XCTAssertTrue(try picture("drafts-stack.jsonl", at: 3.9).all(class: "chooser").isEmpty, "before the tap")
        XCTAssertTrue(try picture("drafts-stack.jsonl", at: 4.6).all(class: "chooser").isEmpty, "after draft-1 was picked")
    }

    func testTheDefaultMomentsOfTheDraftsStackIncludeTheChooser() throws {
        let svg = try RenderHarness.svg(try RenderHarness.exampleText("drafts-stack.jsonl"))
        XCTAssertFalse(svg.all(class: "chooser").isEmpty)
        XCTAssertTrue(svg.all(class: "count-label").contains { $0.text == "2 Drafts" })
    }

    // MARK: - Plots of several sheets

    func testThePlotsOfSeveralSheetsHaveACurveForEachThroughItsFrames() throws {
        let script = try RenderHarness.exampleText("drafts-stack.jsonl")
        let svg = try RenderHarness.svg(script)
        let simulated = LabHarness.simulate(script)
        for plot in svg.all(class: "plot") {
            let series = plot.all(class: "series")
            XCTAssertEqual(series.map { $0.attributes["data-sheet"] }, ["draft-1", "draft-2"])
            XCTAssertEqual(plot.all(class: "legend").map(\.text), ["draft-1", "draft-2"])
            let map = try PlotMapping(plot)
            guard plot.attributes["data-quantity"] == "sheetTop" else { continue }
            for curve in series {
                let id = try XCTUnwrap(curve.attributes["data-sheet"])
                let frames = simulated.frames.filter { $0.string("id") == id }
                let points = svgPoints(curve.attributes["points"] ?? "")
                XCTAssertGreaterThanOrEqual(points.count, frames.count, id)
                // The curve starts at the sheet's first frame and reaches its last.
                let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
                XCTAssertEqual(points.first?.x ?? .nan, map.x(try XCTUnwrap(first.t)), accuracy: 0.01, id)
                XCTAssertEqual(points.first?.y ?? .nan, map.y(try XCTUnwrap(first.sheetTop)), accuracy: 0.01, id)
                XCTAssertTrue(points.contains { abs($0.y - map.y(last.sheetTop ?? .nan)) < 0.01 }, id)
            }
        }
    }

    func testAScriptWithOneSheetKeepsOneCurveWithoutALegend() throws {
        let svg = try RenderHarness.svg(try RenderHarness.exampleText("compose-draft.jsonl"))
        for plot in svg.all(class: "plot") {
            XCTAssertEqual(plot.all(class: "series").count, 1)
            XCTAssertTrue(plot.all(class: "legend").isEmpty)
        }
    }
}
