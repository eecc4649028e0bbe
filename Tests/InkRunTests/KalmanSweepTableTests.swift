import Foundation
@testable import InkBench
@testable import InkMetrics
import Testing

/// `inkbench predict --sweep --out DIR`'s `sweep.tsv`: every candidate of both grids, best first
/// per grid, with "n/a" for a candidate no target was in range of; written whole, one line on
/// failure.
@Suite("Kalman sweep table")
struct KalmanSweepTableTests {
    private static let grids: [(label: String, candidates: Int, results: [KalmanSweep.Result])] = [
        ("kalman-ca", 2, [
            KalmanSweep.Result(predictor: ComponentSpec(name: "kalman-ca", parameters: ["process-noise": "0.1"]), score: 1.25, median: 1, p90: 1.5),
            KalmanSweep.Result(predictor: ComponentSpec(name: "kalman-ca", parameters: ["process-noise": "10"]), score: nil, median: nil, p90: nil),
        ]),
        ("kalman-jerk", 1, [
            KalmanSweep.Result(predictor: ComponentSpec(name: "kalman-jerk", parameters: [:]), score: 2.25, median: 1.001, p90: 3),
        ]),
    ]

    @Test func everyCandidateIsARowInGridOrder() {
        #expect(KalmanSweep.table(Self.grids) == """
            settings\tscore_pt\tmedian_pt\tp90_pt
            kalman-ca:process-noise=0.1\t1.250\t1.000\t1.500
            kalman-ca:process-noise=10\tn/a\tn/a\tn/a
            kalman-jerk\t2.250\t1.001\t3.000

            """)
    }

    @Test func theTableIsWrittenIntoAFolderMadeForIt() throws {
        let folder = NSTemporaryDirectory() + "kalman-sweep-\(UUID().uuidString)/nested"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let path = try KalmanSweep.writeTable(Self.grids, in: folder)
        #expect(path == folder + "/sweep.tsv")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == KalmanSweep.table(Self.grids))
    }

    @Test func aFolderThatCannotBeMadeIsOneLine() throws {
        let file = NSTemporaryDirectory() + "kalman-sweep-\(UUID().uuidString)"
        try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let error = #expect(throws: ReportError.self) { try KalmanSweep.writeTable(Self.grids, in: file + "/inside") }
        #expect(error.map { "\($0)".contains(file + "/inside/sweep.tsv: cannot write") && !"\($0)".contains("\n") } == true)
    }
}
