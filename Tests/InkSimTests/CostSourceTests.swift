import Foundation
import InkModel
import InkPipeline
import InkSim
import Testing

/// Cost sources and calibration files.
struct CostSourceTests {
    static let coefficients = CostCoefficients(perCallback: 2e-6, perSample: 5e-7, perPointRecomputed: 1e-8, perRender: 3e-6, perPixel: 1e-10, perElementStroked: 1e-6)

    @Test func theModelledCostIsLinearInTheWorkCounters() {
        let cost = ModelledCost(coefficients: Self.coefficients, cpuScale: 2)
        let work = CallbackWork(samplesCarried: 5, samplesDropped: 1, total: StageWork(pointsRecomputed: 300))
        #expect(abs(cost.callbackCost(work, elapsedNanoseconds: 999_999) - 2 * (2e-6 + 4 * 5e-7 + 300 * 1e-8)) < 1e-18)
        let render = RenderWork(pixelsCleared: 1_000, pixelsComposited: 500, elementsStroked: 3)
        #expect(abs(cost.renderCost(render, elapsedNanoseconds: 0) - 2 * (3e-6 + 1_500 * 1e-10 + 3 * 1e-6)) < 1e-18)
        #expect(cost.kind == .modelled)
    }

    @Test func theMeasuredCostSubtractsTheTimerOverheadAndScales() {
        let cost = MeasuredCost(timerOverheadNanoseconds: 30, cpuScale: 3)
        #expect(cost.callbackCost(CallbackWork(), elapsedNanoseconds: 1_030) == 3e-6)
        #expect(cost.renderCost(.zero, elapsedNanoseconds: 10) == 0)
    }

    @Test func aCalibrationFileRoundTripsAndBadOnesGiveOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inksim-calibration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = CalibrationFile(
            machineKind: "test machine", createdBy: "a test", coefficients: Self.coefficients,
            fit: CalibrationFit(rows: 10, rSquared: 0.5, renderRows: 4, renderRSquared: 0.7, datasets: ["tap"], configurations: ["naive"], renderMethod: "given")
        )
        let good = folder.appendingPathComponent("good.json")
        try file.jsonData().write(to: good)
        #expect(try CalibrationFile.load(path: good.path) == file)

        func edited(_ edit: (inout [String: Any]) -> Void) throws -> String {
            var object = try #require(try JSONSerialization.jsonObject(with: try file.jsonData()) as? [String: Any])
            edit(&object)
            return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        }
        let cases: [(String, String)] = [
            ("{", "not a calibration file"),
            (#"{"formatVersion": 1}"#, "missing key"),
            (try edited { $0["formatVersion"] = 7 }, "unknown format version 7"),
            (try edited { object in
                var coefficients = object["coefficients"] as? [String: Any] ?? [:]
                coefficients["perSample"] = -1
                object["coefficients"] = coefficients
            }, "coefficient perSample must be a finite number ≥ 0"),
        ]
        for (index, (text, expected)) in cases.enumerated() {
            let path = folder.appendingPathComponent("bad\(index).json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            #expect {
                try CalibrationFile.load(path: path)
            } throws: { error in
                let description = String(describing: error)
                return description.hasPrefix("\(path): \(expected)") && !description.contains("\n")
            }
        }
    }
}
