// `sheet-lab render`: the SVG is well-formed, and what it draws is the simulation's numbers, as
// `sheet-lab simulate` prints them for the same script.
import Foundation
import XCTest
@testable import SheetLab

final class LabRenderTests: XCTestCase {
    func testEveryExampleRendersToWellFormedSVG() throws {
        let scripts = try LabHarness.exampleScripts()
        XCTAssertGreaterThanOrEqual(scripts.count, 6)
        for script in scripts {
            let result = RenderHarness.run(["render", script.path, "--svg", "-"])
            XCTAssertEqual(result.status, 0, "\(script.lastPathComponent): \(result.standardError)")
            let root = try SVGReader.parse(result.standardOutput)
            XCTAssertEqual(root.name, "svg", script.lastPathComponent)
            XCTAssertEqual(root.attributes["xmlns"], "http://www.w3.org/2000/svg")
            XCTAssertFalse(root.all(class: "frame").isEmpty, script.lastPathComponent)
            XCTAssertEqual(root.all(class: "plot").map { $0.attributes["data-quantity"] ?? "" },
                           ["sheetTop", "velocity", "presentingScale", "dimAlpha"], script.lastPathComponent)
        }
    }

    func testRenderingTwiceGivesTheSameBytes() throws {
        let a = RenderHarness.run(["render", RenderHarness.example("mini-player.jsonl"), "--svg", "-"])
        let b = RenderHarness.run(["render", RenderHarness.example("mini-player.jsonl"), "--svg", "-"])
        XCTAssertEqual(a.status, 0, a.standardError)
        XCTAssertEqual(a, b)
    }

    /// Each picture of the filmstrip draws the frame `simulate` shows at its moment: the card at
    /// sheetTop times the drawing scale, the dimming at dimAlpha, the screen underneath scaled by
    /// presentingScale and rounded by presentingCornerRadius, the bar at barAlpha.
    func testFilmstripPicturesDrawTheSimulatedFrames() throws {
        let script = try RenderHarness.exampleText("compose-draft.jsonl")
        let moments = [0.1, 0.5, 1.04, 1.2, 2.0, 2.75, 3.3, 4.5]
        let svg = try RenderHarness.svg(script, options: ["--at", moments.map { "\($0)" }.joined(separator: ",")])
        let simulated = LabHarness.simulate(script)
        let pictures = svg.all(class: "frame")
        XCTAssertEqual(pictures.count, moments.count)
        for (picture, moment) in zip(pictures, moments) {
            XCTAssertEqual(try picture.number("data-t"), moment, accuracy: 1e-9)
            let frame = try XCTUnwrap(simulated.frameShown(at: moment), "no frame at \(moment)")
            let context = "at \(moment) s (frame \(frame.raw))"
            let k = try picture.number("data-scale")
            XCTAssertGreaterThan(k, 0.05)
            XCTAssertEqual(try picture.number("data-frame-t"), try XCTUnwrap(frame.t), accuracy: 1e-6, context)
            let top = try XCTUnwrap(frame.sheetTop)
            let card = try picture.one(class: "card")
            XCTAssertEqual(try card.number("y"), top * k, accuracy: 0.002, context)
            XCTAssertEqual(try card.number("x"), 0, accuracy: 0.002, context)
            XCTAssertEqual(try card.number("width"), 390 * k, accuracy: 0.002, context)
            XCTAssertEqual(try card.number("rx"), 10 * k, accuracy: 0.002, "the default corner radius \(context)")
            let clip = try picture.one(class: "card-clip")
            XCTAssertEqual(try clip.number("data-y"), top * k, accuracy: 0.002, context)
            XCTAssertEqual(try picture.one(class: "dim").number("fill-opacity"), try XCTUnwrap(frame.number("dimAlpha")), accuracy: 1e-9, context)
            let underneath = try picture.one(class: "underneath")
            let scale = try XCTUnwrap(frame.number("presentingScale"))
            XCTAssertEqual(try underneath.number("data-scale"), scale, accuracy: 1e-9, context)
            XCTAssertTrue(underneath.attributes["transform"]?.contains("scale(\(formatNumber(scale, decimals: 4)))") == true, context)
            let screen = try underneath.one(class: "screen-underneath")
            XCTAssertEqual(try screen.number("rx"), try XCTUnwrap(frame.number("presentingCornerRadius")) * k, accuracy: 0.002, context)
            XCTAssertEqual(try screen.number("width"), 390 * k, accuracy: 0.002, context)
            XCTAssertEqual(try picture.one(class: "bar").number("opacity"), try XCTUnwrap(frame.number("barAlpha")), accuracy: 1e-9, context)
            // The card's visible part: the bar's 60 points when minimized, down to the bottom when expanded.
            switch frame.state {
            case "minimized": XCTAssertEqual(try clip.number("data-height"), 60 * k, accuracy: 0.002, context)
            case "expanded": XCTAssertEqual(try clip.number("data-height"), (844 - top) * k, accuracy: 0.002, context)
            default: break
            }
            let caption = try picture.one(class: "caption-state")
            XCTAssertTrue(caption.text.hasPrefix(try XCTUnwrap(frame.state)), "\(caption.text) \(context)")
        }
        // The moments cover dragging, settling both ways and both rests.
        let states = Set(moments.compactMap { simulated.frameShown(at: $0)?.state })
        XCTAssertEqual(states, ["settling", "expanded", "dragging", "minimized"])
    }

    /// On a container wider than the card's maximum width the card is centred at that width, and
    /// its corner radius and bar height are the configuration's.
    func testCardIsCentredAtItsMaximumWidthWithTheConfiguredCornersAndBar() throws {
        let script = LabScript.join([
            #"{"t":0,"layout":{"width":1024,"height":768,"safeTop":24,"safeBottom":20,"bottomBar":0,"keyboard":0}}"#,
            #"{"t":0,"config":{"cornerRadius":16,"minimizedHeight":70,"maximumWidth":600}}"#,
            #"{"t":0,"do":"present"}"#,
            #"{"t":1,"do":"minimize"}"#,
        ])
        let svg = try RenderHarness.svg(script, options: ["--at", "0.9,2.5"])
        let simulated = LabHarness.simulate(script)
        let pictures = svg.all(class: "frame")
        XCTAssertEqual(pictures.count, 2)
        for (picture, state) in zip(pictures, ["expanded", "minimized"]) {
            let k = try picture.number("data-scale")
            let frame = try XCTUnwrap(simulated.frameShown(at: try picture.number("data-t")))
            XCTAssertEqual(frame.state, state)
            let card = try picture.one(class: "card")
            XCTAssertEqual(try card.number("x"), 212 * k, accuracy: 0.002)
            XCTAssertEqual(try card.number("width"), 600 * k, accuracy: 0.002)
            XCTAssertEqual(try card.number("rx"), 16 * k, accuracy: 0.002)
            XCTAssertEqual(try card.number("y"), try XCTUnwrap(frame.sheetTop) * k, accuracy: 0.002)
            let clip = try picture.one(class: "card-clip")
            let top = try XCTUnwrap(frame.sheetTop)
            XCTAssertEqual(try clip.number("data-height"), (state == "minimized" ? 70 : 768 - top) * k, accuracy: 0.002)
            XCTAssertEqual(try picture.one(class: "screen-underneath").number("width"), 1024 * k, accuracy: 0.002)
        }
        XCTAssertEqual(try XCTUnwrap(simulated.frameShown(at: 2.5)?.sheetTop), 768 - 20 - 70, accuracy: 1e-9)
    }

    /// The four plots pass through every frame `simulate` prints, in order.
    func testPlotsPassThroughEverySimulatedFrame() throws {
        for name in ["compose-draft.jsonl", "rotation.jsonl", "keyboard.jsonl"] {
            let script = try RenderHarness.exampleText(name)
            let svg = try RenderHarness.svg(script)
            let simulated = LabHarness.simulate(script)
            XCTAssertGreaterThan(simulated.frames.count, 20, name)
            for plot in svg.all(class: "plot") {
                let quantity = try XCTUnwrap(plot.attributes["data-quantity"])
                let map = try PlotMapping(plot)
                let points = svgPoints(try plot.one(class: "series").attributes["points"] ?? "")
                XCTAssertGreaterThanOrEqual(points.count, simulated.frames.count, "\(name) \(quantity)")
                // simulate prints 6 decimals of time and 4 of values; the SVG 3 decimals of pixels.
                let toleranceX = 0.0006 + 5e-7 * abs(map.pxPerSecond)
                let toleranceY = 0.0006 + 5e-5 * abs(map.pxPerUnit)
                var j = 0
                for frame in simulated.frames {
                    let t = try XCTUnwrap(frame.t), v = try XCTUnwrap(frame.number(quantity))
                    let (x, y) = (map.x(t), map.y(v))
                    while j < points.count, !(abs(points[j].x - x) <= toleranceX && abs(points[j].y - y) <= toleranceY) { j += 1 }
                    guard j < points.count else {
                        XCTFail("\(name): the \(quantity) plot does not pass through (\(t) s, \(v)) = (\(x), \(y)) px after the previous frame")
                        break
                    }
                }
            }
        }
    }

    /// Every willMove, didMove, didAttemptToDismiss and tap is a line at its time, in order.
    func testEventMarkersSitAtTheEventTimes() throws {
        for name in ["draft-veto.jsonl", "mini-player.jsonl", "interrupt-mid-flight.jsonl"] {
            let script = try RenderHarness.exampleText(name)
            let svg = try RenderHarness.svg(script)
            let simulated = LabHarness.simulate(script)
            let expected: [(kind: String, t: Double)] = simulated.lines.compactMap { line in
                if line.isTapHit { return ("tap", line.t ?? -1) }
                guard let event = line.event, event != "inputCorrected" else { return nil }
                return (event, line.t ?? -1)
            }
            let markers = svg.all(class: "event")
            XCTAssertEqual(markers.map { $0.attributes["data-event"] ?? "" }, expected.map(\.kind), name)
            let map = try PlotMapping(try XCTUnwrap(svg.all(class: "plot").first))
            for (marker, event) in zip(markers, expected) {
                XCTAssertEqual(try marker.number("data-t"), event.t, accuracy: 1e-6, name)
                XCTAssertEqual(try marker.number("x1"), map.x(event.t), accuracy: 0.002, "\(name) \(event.kind) at \(event.t)")
                XCTAssertEqual(try marker.number("x2"), try marker.number("x1"), name)
            }
            let labels = svg.all(class: "event-label").map(\.text)
            XCTAssertEqual(labels.count, markers.count, name)
            for (label, event) in zip(labels, expected) {
                XCTAssertTrue(label.hasPrefix(event.kind), "\(name): label \(label) for \(event.kind)")
            }
        }
        let veto = try RenderHarness.svg(try RenderHarness.exampleText("draft-veto.jsonl"))
        XCTAssertEqual(veto.all(class: "event").filter { $0.attributes["data-event"] == "didAttemptToDismiss" }.count, 1)
    }

    /// Without --at the filmstrip shows the first and last frames and every rest the sheet comes to.
    func testDefaultMomentsShowTheStartEveryRestAndTheEnd() throws {
        for name in ["compose-draft.jsonl", "draft-veto.jsonl", "rotation.jsonl"] {
            let script = try RenderHarness.exampleText(name)
            let svg = try RenderHarness.svg(script)
            let simulated = LabHarness.simulate(script)
            let moments = try svg.all(class: "frame").map { try $0.number("data-t") }
            XCTAssertEqual(moments, moments.sorted(), name)
            XCTAssertLessThanOrEqual(moments.count, 12, name)
            var wanted = simulated.events.filter { $0.event == "didMove" }.compactMap(\.t)
            wanted += [try XCTUnwrap(simulated.frames.first?.t), try XCTUnwrap(simulated.frames.last?.t)]
            for t in wanted {
                XCTAssertTrue(moments.contains { abs($0 - t) < 0.05 }, "\(name): no picture near \(t) s in \(moments)")
            }
            XCTAssertEqual(try svg.all(class: "moment").map { try $0.number("data-t") }, moments, name)
        }
    }

    /// render draws the run `simulate` prints: the same frames, with the same numbers.
    func testRecordingIsTheRunSimulatePrints() throws {
        let script = try RenderHarness.exampleText("interrupt-mid-flight.jsonl")
        var simulator = Simulator(fps: 120, printsFrames: false)
        simulator.records = true
        _ = simulator.run(try ScriptReader.parse(script))
        let printed = LabHarness.simulate(script, options: ["--fps", "120"])
        XCTAssertEqual(simulator.recording.frames.count, printed.frames.count)
        for (recorded, line) in zip(simulator.recording.frames, printed.frames) {
            XCTAssertEqual(recorded.t, try XCTUnwrap(line.t), accuracy: 5e-7)
            XCTAssertEqual(recorded.render.sheetTop, try XCTUnwrap(line.sheetTop), accuracy: 5e-5)
            XCTAssertEqual(recorded.render.velocity, try XCTUnwrap(line.number("velocity")), accuracy: 5e-5)
            XCTAssertEqual(recorded.render.dimAlpha, try XCTUnwrap(line.number("dimAlpha")), accuracy: 5e-5)
        }
        XCTAssertEqual(simulator.recording.events.count, printed.events.filter { $0.event != "inputCorrected" }.count + printed.tapHits.count)
    }

    func testAtTimesAreDrawnInOrderWithoutRepeats() throws {
        let svg = try RenderHarness.svg(try RenderHarness.exampleText("compose-draft.jsonl"), options: ["--at", "3, 0.5,1.5,0.5"])
        XCTAssertEqual(try svg.all(class: "frame").map { try $0.number("data-t") }, [0.5, 1.5, 3])
        XCTAssertEqual(svg.all(class: "caption").map(\.text), ["1 · 0.5 s", "2 · 1.5 s", "3 · 3 s"])
    }

    func testSVGIsWrittenToTheFileNamed() throws {
        let files = RenderFiles()
        let result = RenderHarness.run(["render", RenderHarness.example("keyboard.jsonl"), "--svg", "/out/k.svg"], files: files)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        let svg = try SVGReader.parse(try XCTUnwrap(files["/out/k.svg"]))
        XCTAssertFalse(svg.all(class: "keyboard").isEmpty, "the keyboard of keyboard.jsonl is drawn")
        XCTAssertTrue(files.pngConversions.isEmpty)
    }

    /// docs/pictures-of-the-motion.md shows a picture of every example, drawn by render (its title
    /// names the script), and names the script that draws them.
    func testThePicturesPageShowsAPictureOfEveryExample() throws {
        let root = LabHarness.repositoryRoot
        let text = try String(contentsOf: root.appendingPathComponent("docs/pictures-of-the-motion.md"), encoding: .utf8)
        XCTAssertTrue(text.contains("scripts/render-pictures.sh"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: root.appendingPathComponent("scripts/render-pictures.sh").path))
        for script in try LabHarness.exampleScripts() {
            let name = script.deletingPathExtension().lastPathComponent
            XCTAssertTrue(text.contains("](images/\(name).svg)"), "docs/pictures-of-the-motion.md shows no picture of \(name)")
            let svg = try SVGReader.parse(try String(contentsOf: root.appendingPathComponent("docs/images/\(name).svg"), encoding: .utf8))
            XCTAssertTrue(try svg.one(class: "title").text.hasPrefix("\(name).jsonl"), name)
        }
    }

    func testPNGIsConvertedFromTheSameSVG() throws {
        let files = RenderFiles()
        let result = RenderHarness.run(["render", RenderHarness.example("rotation.jsonl"), "--svg", "/out/r.svg", "--png", "/out/r.png"], files: files)
        XCTAssertEqual(result.status, 0, result.standardError)
        let conversions = files.pngConversions
        XCTAssertEqual(conversions.count, 1)
        XCTAssertEqual(conversions.first?.png, "/out/r.png")
        XCTAssertEqual(conversions.first?.svg, files["/out/r.svg"])
    }
}
