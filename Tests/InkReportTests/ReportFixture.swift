import Foundation
import InkReport
import Testing

/// The committed `report.json` of a quick modelled run (handwriting; default-incremental and
/// default-naive), written by `inkbench run` with schema version 1.
enum ReportFixture {
    static func data() throws -> Data {
        guard let url = Bundle.module.url(forResource: "report-v1", withExtension: "json", subdirectory: "Fixtures") else {
            throw ReportError("Fixtures/report-v1.json is not in the test bundle")
        }
        return try Data(contentsOf: url)
    }

    static func report() throws -> RunReport {
        try RunReport.decode(try data(), name: "report-v1.json")
    }

    /// The fixture's JSON with `edit` applied to its top-level object.
    static func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: try data()) as? [String: Any])
        edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// The fixture as a baseline and a current report whose first configuration's lag p99 is
    /// 10% worse (handwriting/default-incremental/lag.p99).
    static func withWorseLagP99() throws -> (base: RunReport, current: RunReport) {
        let base = try report()
        var current = base
        let lag = try #require(current.traces[0].results[0].runs[0].lag.p99)
        current.traces[0].results[0].runs[0].lag.p99 = lag * 1.1
        return (base, current)
    }
}
