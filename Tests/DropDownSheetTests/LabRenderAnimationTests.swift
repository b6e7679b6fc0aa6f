// `sheet-lab render --animate`: one animated SVG whose frames are the lab's own. The tests play
// the animation as a browser does (SMIL, discrete visibility over a looping duration), sample it
// at several moments, and compare the picture shown with the frame `sheet-lab simulate` prints.
import Foundation
import XCTest
@testable import SheetLab

final class LabRenderAnimationTests: XCTestCase {
    private func animation(_ example: String) throws -> SVGNode {
        let result = RenderHarness.run(["render", RenderHarness.example(example), "--animate", "-"])
        XCTAssertEqual(result.status, 0, result.standardError)
        return try SVGReader.parse(result.standardOutput)
    }

    /// Whether an animation frame group is visible `seconds` into the animation: its `<animate>`'s
    /// discrete values, each holding from its key time to the next, over a looping duration.
    private func isVisible(_ group: SVGNode, at seconds: Double) throws -> Bool {
        let animate = try XCTUnwrap(group.children.first { $0.name == "animate" })
        XCTAssertEqual(animate.attributes["attributeName"], "visibility")
        XCTAssertEqual(animate.attributes["calcMode"], "discrete")
        XCTAssertEqual(animate.attributes["repeatCount"], "indefinite")
        let duration = try XCTUnwrap(Double(try XCTUnwrap(animate.attributes["dur"]).dropLast()))
        let values = try XCTUnwrap(animate.attributes["values"]).split(separator: ";").map(String.init)
        let times = try XCTUnwrap(animate.attributes["keyTimes"]).split(separator: ";").compactMap { Double($0) }
        XCTAssertEqual(values.count, times.count)
        XCTAssertEqual(times.first, 0)
        let fraction = seconds.truncatingRemainder(dividingBy: duration) / duration
        let index = try XCTUnwrap(times.lastIndex { $0 <= fraction })
        return values[index] == "visible"
    }

    /// The one frame group shown `seconds` into the animation.
    private func shown(_ svg: SVGNode, at seconds: Double) throws -> SVGNode {
        let visible = try svg.all(class: "animation-frame").filter { try isVisible($0, at: seconds) }
        XCTAssertEqual(visible.count, 1, "one frame at a time, at \(seconds) s")
        return try XCTUnwrap(visible.first)
    }

    /// At each moment sampled, the animation shows the lab's frame: the card at sheetTop times the
    /// scale, the dimming at dimAlpha, the bar at barAlpha, the state in the caption; and the frame
    /// shown is at most a sampling step old, or the lab's frames since then draw the same.
    func testTheAnimationShowsTheLabsFramesAtEveryMomentSampled() throws {
        let svg = try animation("compose-draft.jsonl")
        let simulated = LabHarness.simulate(try RenderHarness.exampleText("compose-draft.jsonl"))
        let start = try svg.one(class: "animation").number("data-start")
        let step = 1 / Double(SheetLabRender.maximumFramesPerSecond)
        var states: Set<String> = []
        for seconds in [0.05, 0.3, 1.04, 1.2, 1.5, 2.0, 2.75, 3.3, 3.6, 4.5, 5.2] {
            let group = try shown(svg, at: seconds)
            let t = start + seconds
            let drawnAt = try group.number("data-t")
            XCTAssertLessThanOrEqual(drawnAt, t + 1e-9, "a frame is never shown before its time")
            let frame = try XCTUnwrap(simulated.frameShown(at: drawnAt))
            let now = try XCTUnwrap(simulated.frameShown(at: t))
            if t - drawnAt > step + 1e-6 {
                // Held longer than a step: the frames it stands for draw the same.
                XCTAssertEqual(now.sheetTop, frame.sheetTop, "at \(seconds) s")
                XCTAssertEqual(now.state, frame.state, "at \(seconds) s")
            }
            let context = "at \(seconds) s, drawn from the frame at \(drawnAt) s"
            let picture = try group.one(class: "frame")
            let k = try picture.number("data-scale")
            XCTAssertEqual(k, 0.5)
            XCTAssertEqual(try picture.one(class: "card").number("y"), try XCTUnwrap(frame.sheetTop) * k, accuracy: 0.002, context)
            XCTAssertEqual(try picture.one(class: "dim").number("fill-opacity"), try XCTUnwrap(frame.number("dimAlpha")), accuracy: 1e-9, context)
            XCTAssertEqual(try picture.one(class: "bar").number("opacity"), try XCTUnwrap(frame.number("barAlpha")), accuracy: 1e-9, context)
            let state = try XCTUnwrap(frame.state)
            XCTAssertTrue(try picture.one(class: "caption-state").text.hasPrefix(state), context)
            states.insert(state)
        }
        XCTAssertEqual(states, ["expanded", "dragging", "settling", "minimized"])
    }

    /// Where animation does not run (a PNG converter), the first frame is the picture.
    func testOnlyTheFirstFrameIsVisibleWithoutAnimation() throws {
        let groups = try animation("compose-draft.jsonl").all(class: "animation-frame")
        XCTAssertGreaterThan(groups.count, 10)
        XCTAssertEqual(groups.map { $0.attributes["visibility"] ?? "" }, ["visible"] + Array(repeating: "hidden", count: groups.count - 1))
        XCTAssertEqual(groups.compactMap { $0.attributes["data-t"].flatMap(Double.init) }.sorted(),
                       groups.compactMap { $0.attributes["data-t"].flatMap(Double.init) }, "in time order")
    }

    /// A sampled frame that draws what the frame before drew is dropped, and a moment never lasts
    /// less than a sampling step.
    func testFramesThatChangeNothingAreDropped() throws {
        let svg = try animation("compose-draft.jsonl")
        let sampled = try svg.one(class: "animation").number("data-sampled")
        let kept = svg.all(class: "animation-frame")
        XCTAssertLessThan(Double(kept.count), sampled, "compose-draft rests between its moves")
        let times = try kept.map { try $0.number("data-t") }
        // (The frame after the first may follow it closer, when a move ends within a step.)
        for (a, b) in zip(times.dropFirst(), times.dropFirst(2)) {
            XCTAssertGreaterThanOrEqual(b - a, 1 / Double(SheetLabRender.maximumFramesPerSecond) - 1e-6)
        }
        // No two kept frames in a row draw the same picture.
        let pictures = kept.map { node in node.descendants.map { "\($0.name)\($0.attributes.filter { !$0.key.hasPrefix("id") && $0.key != "clip-path" }.sorted { $0.key < $1.key })" }.joined() }
        for (a, b) in zip(pictures, pictures.dropFirst()) { XCTAssertNotEqual(a, b) }
    }

    func testAnAnimationOverTheSizeLimitIsRefused() {
        var lines = [#"{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34}}"#, #"{"t":0,"do":"present"}"#]
        for n in 1...60 { lines.append(#"{"t":\#(n),"do":"\#(n % 2 == 1 ? "minimize" : "expand")"}"#) }
        let result = RenderHarness.run(["render", "--animate", "-"], input: LabScript.join(lines))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.contains("more than the limit of 1000000 (1 MB)"), result.standardError)
    }

    func testAnimateTakesNoStillPictureOptions() {
        for extra in [["--svg", "-"], ["--png", "/out/a.png"], ["--at", "1"]] {
            let result = RenderHarness.run(["render", RenderHarness.example("keyboard.jsonl"), "--animate", "/out/a.svg"] + extra)
            XCTAssertEqual(result.status, 2, "\(extra)")
            XCTAssertTrue(result.standardError.contains("--animate"), result.standardError)
        }
        let files = RenderFiles()
        let written = RenderHarness.run(["render", RenderHarness.example("keyboard.jsonl"), "--animate", "/out/a.svg"], files: files)
        XCTAssertEqual(written.status, 0, written.standardError)
        XCTAssertNotNil(files["/out/a.svg"])
    }

    // MARK: - The README's pictures, drawn again

    /// The README's animated picture is what `render --animate` draws today, byte for byte, and is
    /// under the size limit.
    func testTheReadmesAnimationIsRenderedAgainIdentically() throws {
        let root = LabHarness.repositoryRoot
        let committed = try String(contentsOf: root.appendingPathComponent("docs/images/compose-draft-animated.svg"), encoding: .utf8)
        let result = RenderHarness.run(["render", RenderHarness.example("compose-draft.jsonl"), "--animate", "-"])
        XCTAssertEqual(result.standardOutput, committed, "run scripts/render-pictures.sh")
        XCTAssertLessThanOrEqual(committed.utf8.count, SheetLabRender.maximumAnimationBytes)
        let script = try String(contentsOf: root.appendingPathComponent("scripts/render-pictures.sh"), encoding: .utf8)
        XCTAssertTrue(script.contains("render Examples/compose-draft.jsonl --animate docs/images/compose-draft-animated.svg"))
    }

    /// The README's still picture shows four large phones at moments of rest, as
    /// scripts/render-pictures.sh draws it, never while the tab bar changes.
    func testTheHeroPictureIsDrawnAtMomentsOfRest() throws {
        let root = LabHarness.repositoryRoot
        let script = try String(contentsOf: root.appendingPathComponent("scripts/render-pictures.sh"), encoding: .utf8)
        let moments = "1,1.9,3,4.85"
        XCTAssertTrue(script.contains("glass-tab-bar) moments=(--at \(moments))"))
        let committed = try String(contentsOf: root.appendingPathComponent("docs/images/glass-tab-bar.svg"), encoding: .utf8)
        let result = RenderHarness.run(["render", RenderHarness.example("glass-tab-bar.jsonl"), "--svg", "-", "--at", moments])
        XCTAssertEqual(result.standardOutput, committed, "run scripts/render-pictures.sh")
        let svg = try SVGReader.parse(committed)
        let pictures = svg.all(class: "frame")
        XCTAssertEqual(pictures.count, 4)
        let simulated = LabHarness.simulate(try RenderHarness.exampleText("glass-tab-bar.jsonl"))
        for picture in pictures {
            XCTAssertGreaterThanOrEqual(try picture.number("data-scale"), 0.4, "large enough to read at a README's width")
            let t = try picture.number("data-t")
            // At rest: the last frame the lab shows by then is a resting one.
            XCTAssertEqual(simulated.frameShown(at: t)?.state.map { ["expanded", "minimized"].contains($0) }, true, "at \(t) s")
            for change in [1.2, 4.4] { XCTAssertFalse((change...(change + 0.3)).contains(t), "not while the tab bar changes at \(change) s") }
        }
    }
}
