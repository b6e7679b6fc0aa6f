// sheet-lab's command line as a newcomer meets it: one line of error and a hint for a bad
// argument, the reason a script cannot be read, --version, each command's own --help, a default
// screen for a script without a layout line, and every script key documented.
import Foundation
import XCTest
@testable import SheetLab

final class LabCommandLineTests: XCTestCase {
    private func run(_ arguments: [String], input: String? = "", readScript: @escaping (String) -> Result<String, ScriptReadError> = { _ in .failure(.noSuchFile) }) -> LabRun {
        LabRun(SheetLabCommand.run(arguments: arguments, readScript: readScript, readStandardInput: { input }))
    }

    // MARK: - Bad arguments: one line and a hint

    func testEveryBadArgumentPrintsOneLineAndAHintAndExitsTwo() {
        let cases: [(arguments: [String], hint: String)] = [
            ([], "see sheet-lab --help"),
            (["fly"], "see sheet-lab --help"),
            (["simulate", "--fps", "0"], "see sheet-lab --help"),
            (["simulate", "--frames"], "see sheet-lab --help"),
            (["simulate", "a.jsonl", "b.jsonl"], "see sheet-lab --help"),
            (["spring", "--response", "-1"], "see sheet-lab spring --help"),
            (["spring", "--damping-ratio"], "see sheet-lab spring --help"),
            (["spring", "--bounce", "0.3"], "see sheet-lab spring --help"),
            (["render", "-"], "see sheet-lab render --help"),
            (["render", "--svg", "-", "--at", "x"], "see sheet-lab render --help"),
        ]
        for (arguments, hint) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
            let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 3, "one line, the hint, and the final newline: \(arguments): \(result.standardError)")
            XCTAssertTrue(lines.first?.hasPrefix("sheet-lab: ") == true, "\(arguments): \(result.standardError)")
            XCTAssertEqual(lines.dropFirst().first.map(String.init), hint, "\(arguments)")
            XCTAssertFalse(result.standardError.contains("usage:"), "the usage does not bury the error: \(arguments)")
        }
    }

    func testAnUnknownCommandNamesTheCommands() {
        let result = run(["simulte"])
        XCTAssertEqual(result.standardError, "sheet-lab: unknown command \"simulte\" (the commands are simulate, render and spring)\nsee sheet-lab --help\n")
    }

    // MARK: - Unreadable scripts

    func testAnUnreadableScriptNamesTheReason() {
        let reasons: [(ScriptReadError, String)] = [
            (.noSuchFile, "no such file"), (.isDirectory, "it is a directory"), (.permissionDenied, "permission denied"),
            (.other("input/output error"), "input/output error"),
        ]
        for (error, reason) in reasons {
            for command in [["simulate", "x.jsonl"], ["render", "x.jsonl", "--svg", "-"]] {
                let result = run(command, readScript: { _ in .failure(error) })
                XCTAssertEqual(result.status, 1, "\(command)")
                XCTAssertEqual(result.standardOutput, "")
                XCTAssertEqual(result.standardError, "sheet-lab: cannot read x.jsonl: \(reason)\n", "\(command)")
            }
        }
    }

    func testAReadableScriptIsRun() {
        let script = LabScript.join([LabScript.phone, #"{"t":0,"do":"present"}"#])
        let result = run(["simulate", "x.jsonl", "--no-frames"], readScript: { path in path == "x.jsonl" ? .success(script) : .failure(.noSuchFile) })
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.summaryState, "expanded")
    }

    // MARK: - Version and help

    func testVersionPrintsTheVersion() {
        for flag in ["--version", "version"] {
            let result = run([flag])
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(result.standardOutput, "sheet-lab \(SheetLabHelp.version)\n")
            XCTAssertEqual(result.standardError, "")
        }
    }

    func testTheVersionIsTheReleaseTheReadmeInstalls() throws {
        let readme = try String(contentsOf: LabHarness.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let release = try XCTUnwrap(SheetLabHelp.version.split(separator: "-").first)
        XCTAssertTrue(readme.contains("from: \"\(release)\""), "README.md installs \(release)")
    }

    func testEachCommandPrintsItsOwnHelp() {
        let general = run(["--help"])
        XCTAssertEqual(general.status, 0)
        XCTAssertEqual(general.standardOutput, SheetLabHelp.general + "\n")
        XCTAssertEqual(run(["simulate", "--help"]).standardOutput, SheetLabHelp.general + "\n")
        XCTAssertEqual(run(["help"]).standardOutput, SheetLabHelp.general + "\n")
        let spring = run(["spring", "--help"])
        XCTAssertEqual(spring.status, 0)
        XCTAssertEqual(spring.standardOutput, SheetLabHelp.spring + "\n")
        XCTAssertTrue(spring.standardOutput.hasPrefix("usage: sheet-lab spring"))
        let render = run(["render", "-h"])
        XCTAssertEqual(render.status, 0)
        XCTAssertEqual(render.standardOutput, SheetLabHelp.render + "\n")
        XCTAssertTrue(render.standardOutput.hasPrefix("usage: sheet-lab render"))
        XCTAssertNotEqual(SheetLabHelp.spring, SheetLabHelp.general)
    }

    func testHelpLinesFitAWideTerminal() {
        for text in [SheetLabHelp.general, SheetLabHelp.render, SheetLabHelp.spring] {
            for line in text.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 120, "too long for a terminal: \(line)")
            }
        }
    }

    // MARK: - A script without a layout line

    func testAScriptWithoutLayoutRunsOnAnIPhone15WithAWarning() {
        let result = LabHarness.simulate(lines: [#"{"t":0,"do":"present"}"#, #"{"t":1,"do":"minimize"}"#], options: ["--no-frames"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError,
                       "sheet-lab: warning: the script has no layout line: it runs on an iPhone 15's screen, 393 x 852 points, safe area 59 top and 34 bottom\n")
        XCTAssertEqual(result.summaryState, "minimized")
        XCTAssertEqual(result.summarySheetTop, 852 - 34 - 60, "the bar rests above the iPhone 15's home indicator")
        let expanded = LabHarness.simulate(lines: [#"{"t":0,"do":"present"}"#], options: ["--no-frames"])
        XCTAssertEqual(expanded.summarySheetTop, 59 + 10, "the card rests below the iPhone 15's Dynamic Island")
    }

    func testTheDefaultScreenIsTheOneTheHelpDocuments() {
        let screen = Simulator.defaultScreen
        XCTAssertEqual([screen.width, screen.height, screen.safeAreaTop, screen.safeAreaBottom], [393, 852, 59, 34])
        XCTAssertTrue(SheetLabHelp.general.contains("393 x 852, safeTop 59, safeBottom 34"))
    }

    func testAScriptWithALayoutLineGetsNoDefaultScreenWarning() {
        let result = LabHarness.simulate(lines: [LabScript.phone, #"{"t":0,"do":"present"}"#], options: ["--no-frames"])
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.summarySheetTop, LabScript.expandedTop)
    }

    // MARK: - Every key documented

    /// Every key a script line accepts, and a line that uses it.
    static let acceptedKeys: [(key: String, line: String)] = [
        ("t", #"{"t":0,"do":"present"}"#),
        ("layout", #"{"t":0,"layout":{}}"#),
        ("width", #"{"t":0,"layout":{"width":393}}"#),
        ("height", #"{"t":0,"layout":{"height":852}}"#),
        ("safeTop", #"{"t":0,"layout":{"safeTop":59}}"#),
        ("safeBottom", #"{"t":0,"layout":{"safeBottom":34}}"#),
        ("bottomBar", #"{"t":0,"layout":{"bottomBar":83}}"#),
        ("keyboard", #"{"t":0,"layout":{"keyboard":336}}"#),
        ("keyboardOwner", #"{"t":0,"layout":{"keyboardOwner":"underneath"}}"#),
        ("reduceMotion", #"{"t":0,"layout":{"reduceMotion":true}}"#),
        ("contentSizeScale", #"{"t":0,"layout":{"contentSizeScale":1.5}}"#),
        ("textSize", #"{"t":0,"layout":{"textSize":"accessibilityLarge"}}"#),
        ("animated", #"{"t":0,"layout":{"width":852},"animated":false}"#),
        ("glide", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.35}}"#),
        ("additive", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.35,"additive":false}}"#),
        ("duration", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.35}}"#),
        ("begin", #"{"t":1,"layout":{"bottomBar":49},"glide":{"duration":0.35,"begin":0.98}}"#),
        ("bezier", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.35,"bezier":{"x1":0.42,"y1":0,"x2":0.58,"y2":1}}}"#),
        ("stiffness", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.5,"spring":{"mass":1,"stiffness":180,"damping":20,"velocity":0}}}"#),
        ("mass", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.5,"spring":{"mass":1,"stiffness":180,"damping":20,"velocity":0}}}"#),
        ("damping", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.5,"spring":{"mass":1,"stiffness":180,"damping":20,"velocity":0}}}"#),
        ("velocity", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.5,"spring":{"mass":1,"stiffness":180,"damping":20,"velocity":0}}}"#),
        ("x1", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.35,"bezier":{"x1":0.42,"y1":0,"x2":0.58,"y2":1}}}"#),
        ("y1", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.35,"bezier":{"x1":0.42,"y1":0,"x2":0.58,"y2":1}}}"#),
        ("x2", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.35,"bezier":{"x1":0.42,"y1":0,"x2":0.58,"y2":1}}}"#),
        ("y2", #"{"t":0,"layout":{"bottomBar":49},"glide":{"duration":0.35,"bezier":{"x1":0.42,"y1":0,"x2":0.58,"y2":1}}}"#),
        ("config", #"{"t":0,"config":{}}"#),
        ("dismissible", #"{"t":0,"config":{"dismissible":false}}"#),
        ("vetoDismissal", #"{"t":0,"config":{"vetoDismissal":true}}"#),
        ("dimmingTap", #"{"t":0,"config":{"dimmingTap":"none"}}"#),
        ("expandedTopInset", #"{"t":0,"config":{"expandedTopInset":10}}"#),
        ("minimizedHeight", #"{"t":0,"config":{"minimizedHeight":60}}"#),
        ("maximumWidth", #"{"t":0,"config":{"maximumWidth":700}}"#),
        ("cornerRadius", #"{"t":0,"config":{"cornerRadius":10}}"#),
        ("presentingScale", #"{"t":0,"config":{"presentingScale":0.92}}"#),
        ("presentingCornerRadius", #"{"t":0,"config":{"presentingCornerRadius":10}}"#),
        ("dimAlpha", #"{"t":0,"config":{"dimAlpha":0.2}}"#),
        ("avoidsBottomBar", #"{"t":0,"config":{"avoidsBottomBar":false}}"#),
        ("hapticFeedback", #"{"t":0,"config":{"hapticFeedback":false}}"#),
        ("maximumSheetCount", #"{"t":0,"config":{"maximumSheetCount":3}}"#),
        ("barStyle", #"{"t":0,"config":{"barStyle":"floating"}}"#),
        ("adjustsMinimizedHeight", #"{"t":0,"config":{"adjustsMinimizedHeight":false}}"#),
        ("barBackground", #"{"t":0,"config":{"barBackground":"material"}}"#),
        ("systemDesign", #"{"t":0,"layout":{"systemDesign":"glass"}}"#),
        ("minimizedTabBar", #"{"t":0,"layout":{"minimizedTabBar":null,"bottomBar":83}}"#),
        ("bottom", #"{"t":0,"layout":{"minimizedTabBar":{"x":20,"width":48,"bottom":26,"height":48}}}"#),
        ("besideSystemAccessory", #"{"t":0,"layout":{"minimizedTabBar":{"x":20,"width":48,"bottom":26,"height":48,"besideSystemAccessory":true}}}"#),
        ("expandedHeight", #"{"t":0,"layout":{"minimizedTabBar":{"x":20,"width":48,"bottom":26,"height":48,"expandedHeight":83}}}"#),
        ("role", #"{"t":0,"do":"present","id":"player","to":"minimized","role":"accessory"}"#),
        ("detents", #"{"t":0,"config":{"detents":[]}}"#),
        ("fraction", #"{"t":0,"config":{"detents":[{"id":"half","fraction":0.5}]}}"#),
        ("content", #"{"t":0,"config":{"detents":[{"id":"fit","content":300}]}}"#),
        ("largestUndimmedDetent", #"{"t":0,"config":{"detents":[{"id":"tip","height":120}],"largestUndimmedDetent":"tip"}}"#),
        ("detent", #"{"t":0,"do":"detent","detent":"expanded"}"#),
        ("bar", #"{"t":0,"bar":{}}"#),
        ("leading", #"{"t":0,"bar":{"leading":1}}"#),
        ("trailing", #"{"t":0,"bar":{"trailing":2}}"#),
        ("image", #"{"t":0,"bar":{"image":false}}"#),
        ("rtl", #"{"t":0,"bar":{"rtl":true},"id":"player"}"#),
        ("spring", #"{"t":0,"config":{"spring":{}}}"#),
        ("response", #"{"t":0,"config":{"spring":{"response":0.5}}}"#),
        ("dampingRatio", #"{"t":0,"config":{"spring":{"dampingRatio":0.8}}}"#),
        ("do", #"{"t":0,"do":"close","id":"a"}"#),
        ("to", #"{"t":0,"do":"present","to":"minimized"}"#),
        ("id", #"{"t":0,"do":"present","id":"draft-2"}"#),
        ("touch", #"{"t":0,"touch":"cancel"}"#),
        ("x", #"{"t":0,"touch":"down","x":195,"y":100}"#),
        ("y", #"{"t":0,"touch":"move","y":150}"#),
        ("vy", #"{"t":0,"touch":"up","y":400,"vy":1500}"#),
        ("tap", #"{"t":0,"tap":{"x":100,"y":300}}"#),
        ("restore", #"{"t":0,"restore":{"expanded":"a","identifiers":["b","a"],"maximumCount":5,"version":1}}"#),
        ("identifiers", #"{"t":0,"restore":{"identifiers":["a"],"maximumCount":5,"version":1}}"#),
        ("expanded", #"{"t":0,"restore":{"expanded":"a","identifiers":["a"],"maximumCount":5,"version":1}}"#),
        ("maximumCount", #"{"t":0,"restore":{"identifiers":[],"maximumCount":3,"version":1}}"#),
        ("version", #"{"t":0,"restore":{"identifiers":[],"maximumCount":5,"version":1}}"#),
    ]

    func testEveryAcceptedKeyIsAcceptedByTheReader() {
        for (key, line) in Self.acceptedKeys {
            XCTAssertNoThrow(try ScriptReader.parse(line), "\(key): \(line)")
        }
    }

    func testEveryAcceptedKeyIsDocumentedInTheHelpAndTheArticle() throws {
        let article = try String(contentsOf: LabHarness.repositoryRoot.appendingPathComponent(
            "Sources/DropDownSheet/DropDownSheet.docc/TuningTheMotionWithSheetLab.md"), encoding: .utf8)
        for (key, _) in Self.acceptedKeys {
            XCTAssertTrue(SheetLabHelp.general.contains("\"\(key)\""), "sheet-lab --help does not show \"\(key)\"")
            XCTAssertTrue(article.contains("\"\(key)\""), "TuningTheMotionWithSheetLab.md does not show \"\(key)\"")
        }
    }

    func testEveryKeyTheHelpShowsIsAccepted() {
        // The help's example lines, each a script line the reader must accept.
        let examples = SheetLabHelp.general.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("{\"t\"") }
        XCTAssertGreaterThanOrEqual(examples.count, 7)
        for example in examples {
            // An example line ends where its braces balance; commentary may follow.
            var depth = 0
            var end: String.Index?
            for index in example.indices {
                if example[index] == "{" { depth += 1 }
                if example[index] == "}" { depth -= 1; if depth == 0 { end = index; break } }
            }
            guard let end else { continue }   // wrapped over lines (layout, config, restore)
            let line = String(example[...end])
            XCTAssertNoThrow(try ScriptReader.parse(line), line)
        }
    }
}
