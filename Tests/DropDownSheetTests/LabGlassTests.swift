// sheet-lab and iOS 26: a layout line's `systemDesign` (glass) and `minimizedTabBar`, the frame
// lines of a floating or inline bar, the bar line, and the pictures `render` draws of glass bars,
// the floating capsule and a minimized tab bar.
import Foundation
import XCTest
@testable import SheetLab
import DropDownSheetCore

final class LabGlassTests: XCTestCase {
    /// An iPhone (390 × 844) on iOS 26 with its 83-point tab bar and a mini player.
    private static let glassPhone = [
        #"{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34,"bottomBar":83,"systemDesign":"glass"}}"#,
        #"{"t":0,"do":"present","id":"player","to":"minimized","role":"accessory","animated":false}"#,
    ]
    private static let minimize = #"{"t":1,"layout":{"minimizedTabBar":{"x":20,"width":48,"bottom":26,"height":48}}}"#
    private static let grow = #"{"t":2,"layout":{"minimizedTabBar":null,"bottomBar":83}}"#

    private func frames(_ run: LabRun, of id: String) -> [LabLine] {
        run.lines.filter { $0.isFrame && $0.string("id") == id }
    }

    func testOnGlassTheDefaultBarIsTheFloatingCapsule() throws {
        let run = LabHarness.simulate(lines: Self.glassPhone + [#"{"t":0.5,"bar":{"trailing":2}}"#, #"{"t":0.5,"do":"expand","id":"player"}"#])
        XCTAssertEqual(run.status, 0, run.standardError)
        let first = try XCTUnwrap(frames(run, of: "player").first)
        XCTAssertEqual(first.sheetTop, 844 - 83 - 8 - 60)
        XCTAssertEqual(first.number("visibleX"), 12)
        XCTAssertEqual(first.number("visibleWidth"), 366)
        let bar = try XCTUnwrap(run.lines.compactMap { $0.object?["bar"] as? [String: Any] }.last)
        XCTAssertEqual(bar["style"] as? String, "floating")
        XCTAssertEqual(bar["background"] as? String, "glass")
        // Expanded, the card is the whole width again: the frame lines leave the keys out.
        let last = try XCTUnwrap(frames(run, of: "player").last)
        XCTAssertEqual(last.state, "expanded")
        XCTAssertNil(last.number("visibleX"))
    }

    /// A `"glide"` on a layout line: the tab bar grows back on UIKit's spring, begun a frame
    /// before the line, and the player's frames follow that spring (its leading edge a fraction
    /// of the way from 76 to 12 that is the spring's progress at each frame's time), ending with
    /// the spring, not with the library's own glide; a glide with no duration is an error.
    func testAGlideLineMakesTheBarsFollowThePlatformsSpring() throws {
        let grow = #"{"t":2,"layout":{"minimizedTabBar":null,"bottomBar":83},"glide":{"duration":0.6,"begin":1.99,"spring":{"stiffness":180,"damping":20}}}"#
        let run = LabHarness.simulate(lines: Self.glassPhone + [Self.minimize, grow, #"{"t":3,"id":"player","bar":{}}"#])
        XCTAssertEqual(run.status, 0, run.standardError)
        let timing = DropDownSheetLayoutTiming(beginTime: 1.99, duration: 0.6,
                                               curve: .spring(mass: 1, stiffness: 180, damping: 20, initialVelocity: 0))
        let growing = frames(run, of: "player").filter { ($0.t ?? 0) > 2 }
        XCTAssertGreaterThan(growing.count, 20)
        for frame in growing {
            let t = try XCTUnwrap(frame.t)
            let f = timing.progress(at: t).fraction
            XCTAssertEqual(try XCTUnwrap(frame.number("visibleX") ?? 0), 76 + (12 - 76) * f, accuracy: 0.01, "t=\(t)")
        }
        let last = try XCTUnwrap(growing.last?.t)
        XCTAssertEqual(last, 2.59, accuracy: 0.02, "the glide ends with the spring's duration")
        let bad = LabHarness.simulate(lines: Self.glassPhone + [#"{"t":1,"layout":{"bottomBar":49},"glide":{"begin":1}}"#])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.standardError.contains("\"glide\" needs \"duration\""), bad.standardError)
    }

    /// The tab bar minimizes at 1 s and grows back at 2 s: the player glides inline beside it and
    /// back above it; the bar line says so.
    func testAMinimizedTabBarTakesThePlayerInlineAndBack() throws {
        let run = LabHarness.simulate(lines: Self.glassPhone + [Self.minimize, #"{"t":1.9,"id":"player","bar":{}}"#, Self.grow, #"{"t":3,"id":"player","bar":{}}"#])
        XCTAssertEqual(run.status, 0, run.standardError)
        let player = frames(run, of: "player")
        let inline = try XCTUnwrap(player.last { ($0.t ?? 0) < 2 })
        XCTAssertEqual(inline.sheetTop, 770)
        XCTAssertEqual(inline.number("visibleX"), 76)
        XCTAssertEqual(inline.number("visibleWidth"), 294)
        let back = try XCTUnwrap(player.last)
        XCTAssertEqual(back.sheetTop, 693)
        XCTAssertEqual(back.number("visibleX"), 12)
        // Every frame in between is a step of the glide, never a jump.
        for (a, b) in zip(player, player.dropFirst()) {
            XCTAssertLessThan(abs((b.sheetTop ?? 0) - (a.sheetTop ?? 0)), 12)
            XCTAssertLessThan(abs((b.number("visibleX") ?? 0) - (a.number("visibleX") ?? 0)), 12)
        }
        let bars = run.lines.compactMap { $0.object?["bar"] as? [String: Any] }
        XCTAssertEqual(bars.count, 2)
        XCTAssertEqual(bars[0]["inline"] as? Bool, true)
        XCTAssertEqual(LabLine.number(bars[0]["height"]), 48)
        XCTAssertEqual(LabLine.number(bars[0]["x"]), 76)
        XCTAssertEqual(LabLine.number(bars[0]["gap"]), 0)
        XCTAssertNil(bars[1]["inline"])
        XCTAssertEqual(LabLine.number(bars[1]["gap"]), 8)
    }

    func testAMinimizedTabBarThatIsNotOneIsAnError() {
        for (value, message) in [(#"{"x":20,"width":48,"bottom":26}"#, #"needs "height""#),
                                 (#"[1,2]"#, #""minimizedTabBar" must be an object or null"#),
                                 (#"{"x":20,"width":48,"bottom":26,"height":48,"tall":true}"#, #"unknown key "tall""#)] {
            let run = LabHarness.simulate(lines: [#"{"t":0,"layout":{"width":390,"height":844,"minimizedTabBar":\#(value)}}"#,
                                                  #"{"t":0,"do":"present"}"#])
            XCTAssertEqual(run.status, 2)
            XCTAssertTrue(run.standardError.contains(message), run.standardError)
        }
        let design = LabHarness.simulate(lines: [#"{"t":0,"layout":{"systemDesign":"liquid"}}"#, #"{"t":0,"do":"present"}"#])
        XCTAssertEqual(design.status, 2)
        XCTAssertTrue(design.standardError.contains(#""systemDesign" must be one of "material", "glass""#), design.standardError)
    }

    /// The picture of a glass bar: the glass (a translucent fill) and its highlight behind the
    /// bar, the capsule's clip inset 12 points with every corner rounded; the tab bar drawn as
    /// iOS 26's floating one, and minimized to a capsule at its corner.
    func testRenderDrawsTheGlassCapsuleAndTheMinimizedTabBar() throws {
        let script = LabScript.join(Self.glassPhone + [Self.minimize])
        let svg = try RenderHarness.svg(script, options: ["--at", "0.5,1.9"])
        let pictures = svg.all(class: "frame")
        XCTAssertEqual(pictures.count, 2)
        for (picture, (x, width, top, radius)) in zip(pictures, [(12.0, 366.0, 693.0, 30.0), (76.0, 294.0, 770.0, 24.0)]) {
            let k = try picture.number("data-scale")
            let clip = try picture.one(class: "card-clip")
            XCTAssertEqual(try clip.number("data-x"), x * k, accuracy: 0.002)
            XCTAssertEqual(try clip.number("data-width"), width * k, accuracy: 0.002)
            XCTAssertEqual(try clip.number("data-y"), top * k, accuracy: 0.002)
            XCTAssertEqual(try clip.number("data-top-radius"), radius * k, accuracy: 0.002)
            XCTAssertEqual(try clip.number("data-bottom-radius"), radius * k, accuracy: 0.002)
            let glass = try picture.one(class: "glass")
            XCTAssertEqual(glass.attributes["fill"], "#fbfbfe")
            XCTAssertLessThan(try glass.number("fill-opacity"), 1, "translucent")
            XCTAssertGreaterThan(try picture.one(class: "glass-highlight").number("stroke-opacity"), 0.5)
            XCTAssertEqual(try picture.one(class: "card").number("fill-opacity"), 0, "the card is not drawn over the glass")
            let sheet = try XCTUnwrap(picture.descendants.first { $0.attributes["class"] == "sheet" })
            XCTAssertEqual(sheet.attributes["data-background"], "glass")
            XCTAssertEqual(sheet.attributes["data-style"], "floating")
        }
        XCTAssertTrue(pictures[0].all(class: "minimized-tab-bar").isEmpty)
        let tabBar = try pictures[1].one(class: "bottom-bar minimized-tab-bar")
        let k = try pictures[1].number("data-scale")
        XCTAssertEqual(try tabBar.number("x"), 20 * k, accuracy: 0.002)
        XCTAssertEqual(try tabBar.number("y"), 770 * k, accuracy: 0.002)
    }

    /// Issue 19 left the renderer drawing a floating bar as an attached one: the capsule of a
    /// floating bar before iOS 26 is drawn inset and rounded too, over the material.
    func testRenderDrawsTheFloatingCapsuleBeforeGlass() throws {
        let script = LabScript.join([
            #"{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34}}"#,
            #"{"t":0,"config":{"barStyle":"floating"}}"#,
            #"{"t":0,"do":"present","to":"minimized","animated":false}"#,
        ])
        let picture = try XCTUnwrap(try RenderHarness.svg(script, options: ["--at", "0.5"]).all(class: "frame").first)
        let k = try picture.number("data-scale")
        let clip = try picture.one(class: "card-clip")
        XCTAssertEqual(try clip.number("data-x"), 12 * k, accuracy: 0.002)
        XCTAssertEqual(try clip.number("data-width"), 366 * k, accuracy: 0.002)
        XCTAssertEqual(try clip.number("data-y"), 742 * k, accuracy: 0.002)
        XCTAssertEqual(try clip.number("data-bottom-radius"), 30 * k, accuracy: 0.002)
        XCTAssertTrue(picture.all(class: "glass").isEmpty, "no glass before iOS 26")
        XCTAssertEqual(try picture.one(class: "card").number("fill-opacity"), 1)
    }
}
