// `sheet-lab spring --response R --damping-ratio Z` prints the spring's mass, stiffness, damping
// and settling time as JSON (issue 2, section 3).
import Foundation
import XCTest
@testable import SheetLab

final class LabSpringCommandTests: XCTestCase {
    private func spring(_ arguments: [String]) -> (run: LabRun, object: [String: Any]?) {
        let run = LabHarness.command(["spring"] + arguments)
        let object = try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8), options: []) as? [String: Any]
        return (run, object)
    }

    func testSpringPrintsApplesExampleAsJSON() throws {
        // SwiftUI's Spring(duration: 0.5, bounce: 0.3): response 0.5, damping ratio 0.7,
        // stiffness 157.9 and damping 17.6 for a mass of 1.
        let (run, parsed) = spring(["--response", "0.5", "--damping-ratio", "0.7"])
        XCTAssertEqual(run.status, 0, run.standardError)
        let object = try XCTUnwrap(parsed, "stdout should be one JSON object: \(run.standardOutput)")
        let mass = try XCTUnwrap(LabLine.number(object["mass"]), "mass")
        let stiffness = try XCTUnwrap(LabLine.number(object["stiffness"]), "stiffness")
        let damping = try XCTUnwrap(LabLine.number(object["damping"]), "damping")
        XCTAssertGreaterThan(mass, 0)
        XCTAssertEqual(stiffness / mass, 157.9, accuracy: 0.05)
        XCTAssertEqual(damping / mass, 17.6, accuracy: 0.05)
        let settlingKeys = object.keys.filter { $0.lowercased().contains("settling") }
        XCTAssertEqual(settlingKeys.count, 1, "one settling-time key in \(object.keys.sorted())")
        let settling = try XCTUnwrap(settlingKeys.first.flatMap { LabLine.number(object[$0]) })
        XCTAssertGreaterThan(settling, 0)
        XCTAssertLessThan(settling, 10)
    }

    func testSpringRejectsBadArguments() {
        for arguments in [["--response"], ["--response", "fast", "--damping-ratio", "1"], ["--response", "0.5", "--bogus"]] {
            let (run, _) = spring(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.standardOutput, "", "\(arguments)")
            XCTAssertFalse(run.standardError.isEmpty, "\(arguments)")
        }
    }
}
