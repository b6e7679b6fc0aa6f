// Helpers for the `sheet-lab render` tests (files named LabRender*): running render in process
// with files kept in memory, and reading the SVG back with Foundation's XMLParser, a reader that
// is not the lab's.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import SheetLab

/// An element of a parsed SVG document.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    private(set) var children: [SVGNode] = []
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    fileprivate func append(_ child: SVGNode) { children.append(child) }

    /// Every element below this one, in document order.
    var descendants: [SVGNode] { children.flatMap { [$0] + $0.descendants } }

    /// The elements below this one with the given class.
    func all(class name: String) -> [SVGNode] { descendants.filter { $0.attributes["class"] == name } }

    /// The one element below this one with the given class; fails the test if there is not exactly one.
    func one(class name: String, file: StaticString = #filePath, line: UInt = #line) throws -> SVGNode {
        let found = all(class: name)
        guard found.count == 1 else {
            XCTFail("expected one element of class \(name) in <\(self.name) \(attributes["id"] ?? "")>, found \(found.count)", file: file, line: line)
            throw CocoaError(.coderValueNotFound)
        }
        return found[0]
    }

    /// An attribute read as a number; fails the test if it is missing or not a number.
    func number(_ key: String, file: StaticString = #filePath, line: UInt = #line) throws -> Double {
        guard let text = attributes[key], let value = Double(text) else {
            XCTFail("<\(name) class=\(attributes["class"] ?? "")> has no number \(key): \(attributes[key] ?? "missing")", file: file, line: line)
            throw CocoaError(.coderValueNotFound)
        }
        return value
    }
}

/// Reads an SVG document with XMLParser into ``SVGNode``s.
final class SVGReader: NSObject, XMLParserDelegate {
    private var stack: [SVGNode] = []
    private var root: SVGNode?
    private var failure: String?

    /// The document's root element; fails the test if the text is not well-formed XML.
    static func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> SVGNode {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        let ok = parser.parse()
        guard ok, reader.failure == nil, let root = reader.root else {
            let why = reader.failure ?? parser.parserError.map { "\($0)" } ?? "no root element"
            XCTFail("the SVG is not well-formed XML: \(why) (line \(parser.lineNumber), column \(parser.columnNumber))", file: file, line: line)
            throw CocoaError(.fileReadCorruptFile)
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = SVGNode(name: elementName, attributes: attributeDict)
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node } else { failure = "two root elements" }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if stack.popLast()?.name != elementName { failure = "</\(elementName)> closes another element" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failure = failure ?? "\(parseError)"
    }
}

/// Files written and PNG conversions asked for by an in-process render.
final class RenderFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var written: [String: String] = [:]
    private var conversions: [(svg: String, png: String)] = []

    func write(_ path: String, _ contents: String) {
        lock.lock(); defer { lock.unlock() }
        written[path] = contents
    }

    func convert(_ svg: String, _ png: String) {
        lock.lock(); defer { lock.unlock() }
        conversions.append((svg, png))
    }

    subscript(path: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return written[path]
    }

    var pngConversions: [(svg: String, png: String)] {
        lock.lock(); defer { lock.unlock() }
        return conversions
    }
}

/// Runs `sheet-lab render` in process.
enum RenderHarness {
    /// Runs `sheet-lab` with `arguments`, scripts read from disk (or `input` on standard input),
    /// files written into `files`, and PNG conversion answered by `png`.
    static func run(_ arguments: [String], input: String? = nil, files: RenderFiles = RenderFiles(),
                     canWrite: Bool = true,
                     png: SheetLabRender.PNGConversion = .converted) -> SheetLabCommand.Result {
        let host = SheetLabRender.Host(
            writeFile: { path, contents in
                guard canWrite else { return false }
                files.write(path, contents)
                return true
            },
            convertToPNG: { svg, path in
                files.convert(svg, path)
                return png
            })
        return SheetLabCommand.run(
            arguments: arguments,
            readFile: { path in FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } },
            readStandardInput: { input },
            renderHost: host)
    }

    /// Renders `script` (given on standard input) to standard output and parses the SVG.
    static func svg(_ script: String, options: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> SVGNode {
        let result = run(["render", "--svg", "-"] + options, input: script)
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        return try SVGReader.parse(result.standardOutput, file: file, line: line)
    }

    /// The path of an example script.
    static func example(_ name: String) -> String {
        LabHarness.examplesDirectory.appendingPathComponent(name).path
    }

    /// The text of an example script.
    static func exampleText(_ name: String) throws -> String {
        try String(contentsOfFile: example(name), encoding: .utf8)
    }
}

/// The mapping a plot group declares from (time, value) to pixels.
struct PlotMapping {
    let t0, x0, pxPerSecond, v0, y0, pxPerUnit: Double

    init(_ plot: SVGNode) throws {
        t0 = try plot.number("data-t0")
        x0 = try plot.number("data-x0")
        pxPerSecond = try plot.number("data-px-per-second")
        v0 = try plot.number("data-v0")
        y0 = try plot.number("data-y0")
        pxPerUnit = try plot.number("data-px-per-unit")
    }

    func x(_ t: Double) -> Double { x0 + (t - t0) * pxPerSecond }
    func y(_ v: Double) -> Double { y0 - (v - v0) * pxPerUnit }
}

extension LabRun {
    /// The frame on the screen at time `t`: the last frame line at or before it.
    func frameShown(at t: Double) -> LabLine? {
        frames.last { ($0.t ?? .infinity) <= t + 1e-9 }
    }
}

/// Points of an SVG `points` attribute.
func svgPoints(_ text: String) -> [(x: Double, y: Double)] {
    text.split(separator: " ").compactMap { pair in
        let xy = pair.split(separator: ",")
        guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) else { return nil }
        return (x, y)
    }
}
