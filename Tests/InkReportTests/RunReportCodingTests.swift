import Foundation
import InkReport
import Testing

@Suite("report.json: Codable round trip and schema versions")
struct RunReportCodingTests {
    @Test("decoding then encoding gives the bytes inkbench run wrote")
    func roundTrip() throws {
        let data = try ReportFixture.data()
        let report = try ReportFixture.report()
        #expect(report.traces.count == 1)
        #expect(report.traces.first?.results.map(\.configuration) == ["default-incremental", "default-naive"])
        let encoded = Array(try report.jsonData()) + [10]
        #expect(encoded == Array(data))
        let again = try RunReport.decode(Data(encoded), name: "again")
        #expect(Array(try again.jsonData()) + [10] == encoded)
    }

    @Test("fields from a newer minor schema are ignored")
    func unknownFieldsTolerated() throws {
        let data = try ReportFixture.edited { object in
            object["futureSummary"] = ["anything": [1, 2, 3]]
            var environment = object["environment"] as? [String: Any] ?? [:]
            environment["gpu"] = "none"
            object["environment"] = environment
        }
        let report = try RunReport.decode(data, name: "future.json")
        #expect(report.traces.count == 1)
        #expect(report.environment.cores == (try ReportFixture.report()).environment.cores)
    }

    @Test("an unknown major version is rejected with one line naming the file and the version")
    func majorVersionRejected() throws {
        let data = try ReportFixture.edited { $0["schemaVersion"] = 2 }
        do {
            _ = try RunReport.decode(data, name: "v2.json")
            Issue.record("version 2 was accepted")
        } catch let error as ReportError {
            #expect(error.description.hasPrefix("v2.json: report schema version 2 is not supported"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("a report missing a required field names the field")
    func missingField() throws {
        let data = try ReportFixture.edited { $0["cost"] = nil }
        #expect(throws: ReportError.self) { try RunReport.decode(data, name: "x.json") }
        do {
            _ = try RunReport.decode(data, name: "x.json")
        } catch let error as ReportError {
            #expect(error.description == "x.json: missing field cost")
        }
    }

    @Test("an error quoting text with line breaks stays on one line")
    func errorOnOneLine() {
        #expect(ReportError("a\nb.json: wrong type at x\r\n").description == "a b.json: wrong type at x ")
    }
}
