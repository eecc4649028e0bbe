import Foundation
import InkReport
import Testing

/// report.json is checked for what its readers index and trust, when it is decoded: `chart`
/// and `compare` refuse the same broken report with one line naming the field.
@Suite("report.json: structure checked when read")
struct ReportStructureTests {
    /// The fixture with its first trace's first configuration result edited.
    static func editingFirstResult(_ edit: @escaping (inout [String: Any]) -> Void) throws -> Data {
        try ReportFixture.edited { object in
            guard var traces = object["traces"] as? [[String: Any]], var results = traces[0]["results"] as? [[String: Any]] else { return }
            edit(&results[0])
            traces[0]["results"] = results
            object["traces"] = traces
        }
    }

    @Test("a result without runs or with a representative run out of range is refused, naming the field")
    func runs() throws {
        let cases: [(Data, String)] = [
            (try Self.editingFirstResult { $0["runs"] = [] }, "r.json: traces[0].results[0].runs is empty (a result holds at least one run)"),
            (try Self.editingFirstResult { $0["representativeRun"] = 7 }, "r.json: traces[0].results[0].representativeRun 7 is not a run index (0…0)"),
            (try Self.editingFirstResult { $0["representativeRun"] = -1 }, "r.json: traces[0].results[0].representativeRun -1 is not a run index (0…0)"),
        ]
        for (data, message) in cases {
            let error = #expect(throws: ReportError.self) { try RunReport.decode(data, name: "r.json") }
            #expect(error?.description == message)
        }
    }

    @Test("recorded thresholds must be fractions ≥ 0, as every other way thresholds enter")
    func thresholds() throws {
        let negativeNoise = try ReportFixture.edited { $0["thresholds"] = ["source": "x.yaml", "noise": -1, "metrics": [String: Double]()] }
        let error = #expect(throws: ReportError.self) { try RunReport.decode(negativeNoise, name: "r.json") }
        #expect(error?.description == "r.json: thresholds.noise -1.0 is not a fraction ≥ 0")
        let negativeMetric = try ReportFixture.edited { $0["thresholds"] = ["source": "x.yaml", "metrics": ["lag.p99": -0.5]] }
        let metricError = #expect(throws: ReportError.self) { try RunReport.decode(negativeMetric, name: "r.json") }
        #expect(metricError?.description == "r.json: thresholds.metrics.lag.p99 -0.5 is not a fraction ≥ 0")
        let valid = try ReportFixture.edited { $0["thresholds"] = ["source": "x.yaml", "noise": 0, "metrics": ["lag.p99": 0.05]] }
        #expect(try RunReport.decode(valid, name: "r.json").thresholds?.noise == 0)
    }

    @Test("baseline names are plain file names: no line break, slash, leading dot, or empty name")
    func baselineNames() throws {
        for name in ["main\nv2", "a/b", "", "..", ".hidden", "x\u{1B}[2J", "tab\there", String(repeating: "a", count: 101)] {
            #expect(throws: ReportError.self, "\(name.debugDescription)") { try BaselineStore.validate(name: name) }
        }
        for name in ["main", "v1.2", "release-2026_11", "ünïcode", "a+b"] {
            #expect(throws: Never.self, "\(name)") { try BaselineStore.validate(name: name) }
        }
    }
}
