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

    // MARK: - Every sheet on the screen (issue 22)

    /// Each picture draws every sheet the numbers put on the screen at its moment: every sheet
    /// whose last frame shown at or before the moment is at rest (minimized or expanded) is drawn,
    /// except a draft hidden under the top of the stack (then the slivers stand for the drafts
    /// under the top). Before issue 22 only the frontmost sheet was drawn: the README's pictures
    /// showed the draft's bar over a blank where the player was, and the player with no draft.
    func testEveryPictureDrawsEverySheetAtRestThatTheNumbersShow() throws {
        for example in ["mini-player-and-drafts.jsonl", "drafts-stack.jsonl"] {
            let script = try RenderHarness.exampleText(example)
            let simulated = LabHarness.simulate(script)
            let svg = try RenderHarness.svg(script)
            let accessories = Set(((simulated.summary?["sheets"] as? [[String: Any]]) ?? [])
                .filter { $0["role"] as? String == "accessory" }.compactMap { $0["id"] as? String })
            let stacks = simulated.lines.compactMap { line -> (t: Double, minimized: [String])? in
                guard let stack = line.object?["stack"] as? [String: Any], line.object?["summary"] == nil, let t = line.t else { return nil }
                return (t, stack["minimized"] as? [String] ?? [])
            }
            var checkedAtRest = 0
            for picture in svg.all(class: "frame") {
                let moment = try picture.number("data-t")
                let drawn = picture.all(class: "sheet").compactMap { $0.attributes["data-sheet"] }
                let minimized = stacks.last { $0.t <= moment + 1e-9 }?.minimized ?? []
                var lastFrames: [String: LabLine] = [:]
                for frame in simulated.frames where (frame.t ?? .infinity) <= moment + 1e-9 {
                    if let id = frame.string("id") { lastFrames[id] = frame }
                }
                for (id, frame) in lastFrames {
                    let context = "\(example), picture at \(moment) s, \(id) \(frame.state ?? "")"
                    switch frame.state {
                    case "minimized", "expanded":
                        let hidden = !accessories.contains(id) && frame.state == "minimized" && minimized.first != id
                        if hidden {
                            XCTAssertFalse(drawn.contains(id), "a draft under the top of the stack is drawn: \(context)")
                        } else {
                            XCTAssertTrue(drawn.contains(id), "a sheet at rest is missing from the picture: \(context)")
                            checkedAtRest += 1
                        }
                    case "dismissed":
                        XCTAssertFalse(drawn.contains(id), context)
                    default:
                        break
                    }
                }
                // The slivers: one fewer than the minimized drafts, at most 2, behind the top bar.
                let slivers = picture.all(class: "cards-behind").first.flatMap { Int($0.attributes["data-count"] ?? "") } ?? 0
                if let top = minimized.first, drawn.contains(top) {
                    XCTAssertEqual(slivers, min(max(minimized.count - 1, 0), 2), "\(example) at \(moment) s")
                } else {
                    XCTAssertEqual(slivers, 0, "\(example) at \(moment) s")
                }
            }
            XCTAssertGreaterThan(checkedAtRest, 8, example)
        }
    }

    /// The README's pictures of the player and the drafts: picture 4, the draft's bar above the
    /// player's; picture 6, the player with the draft still resting above it; picture 10, the
    /// player under the drafts. Back to front, each bar where its frame puts it.
    func testThePlayerAndTheDraftsAreDrawnTogether() throws {
        let svg = try RenderHarness.svg(try RenderHarness.exampleText("mini-player-and-drafts.jsonl"))
        let pictures = svg.all(class: "frame")
        XCTAssertGreaterThanOrEqual(pictures.count, 10)
        func sheets(_ n: Int) -> [String] { pictures[n - 1].all(class: "sheet").compactMap { $0.attributes["data-sheet"] } }
        XCTAssertEqual(sheets(4), ["player", "draft-1"])
        XCTAssertEqual(Set(sheets(6)), ["player", "draft-1"])
        XCTAssertEqual(sheets(10).first, "player")
        XCTAssertGreaterThanOrEqual(sheets(10).count, 2)
        let k = try pictures[3].number("data-scale")
        let tops = try pictures[3].all(class: "card").map { try $0.number("y") / k }
        XCTAssertEqual(tops[0], 701, accuracy: 0.01, "the player's bar above the tab bar")
        XCTAssertEqual(tops[1], 641, accuracy: 0.01, "the draft's bar directly above the player's")
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
