// sheet-lab streams: each line is written as it is made, so memory stays flat on a script of any
// length (a finger held for hours printed gigabytes from memory before).
import Foundation
import XCTest
@testable import SheetLab

final class LabStreamingTests: XCTestCase {
    /// A finger held on the expanded card from t = 1 to `end`: a frame every 1/60 s.
    private func heldFinger(until end: Int) -> String {
        LabScript.join([LabScript.phone, #"{"t":0,"do":"present","animated":false}"#,
                        #"{"t":1,"touch":"down","x":195,"y":300}"#, #"{"t":\#(end),"touch":"up"}"#])
    }

    func testSimulateHandsEachLineToTheWriterAsItIsMade() {
        var written: [String] = []
        let result = SheetLabCommand.run(arguments: ["simulate"], readFile: { _ in nil },
                                         readStandardInput: { self.heldFinger(until: 3) },
                                         writeStandardOutput: { written.append($0) })
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "", "nothing is held back for the result")
        XCTAssertGreaterThan(written.count, 120)
        XCTAssertTrue(written.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().firstIndex(of: "\n") == nil }, "one line at a time")
        let collected = LabHarness.simulate(heldFinger(until: 3))
        XCTAssertEqual(written.joined(), collected.standardOutput, "streamed and collected output are the same bytes")
    }

    #if os(Linux)
    /// Resident memory of this process, in bytes, from /proc.
    private func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func testMemoryStaysFlatOverAHundredThousandFrames() {
        var lines = 0
        var early = 0
        var peak = 0
        let result = SheetLabCommand.run(arguments: ["simulate"], readFile: { _ in nil },
                                         readStandardInput: { self.heldFinger(until: 1_700) },
                                         writeStandardOutput: { _ in
            lines += 1
            if lines == 5_000 { early = self.residentBytes() }
            if lines % 10_000 == 0 { peak = max(peak, self.residentBytes()) }
        })
        XCTAssertEqual(result.status, 0)
        XCTAssertGreaterThan(lines, 100_000)
        // Holding 100,000 lines of about 190 bytes would take over 19 MB.
        XCTAssertLessThan(peak - early, 8_000_000, "memory grew by \(peak - early) bytes")
    }
    #endif
}
