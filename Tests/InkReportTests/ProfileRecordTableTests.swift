import Foundation
import InkModel
import InkReport
import Testing

/// report.json's profile record spells its keys as the profile-field table's `reportName`s and
/// holds the fields' values.
@Suite("Report profile record: keys and values from the profile-field table")
struct ProfileRecordTableTests {
    @Test("every key of traces[].profile but name is a field's reportName, with that field's value")
    func recordFollowsTable() throws {
        var profile = DeviceProfile.ipadProPencil120
        profile.inputLatency = 0.0125
        profile.compositorFrames = 3
        let data = try JSONEncoder().encode(RunReport.ProfileRecord(profile))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fields = ProfileField.allCases.filter { $0.reportName != nil }
        #expect(Set(object.keys) == Set(["name"] + fields.compactMap(\.reportName)))
        for field in fields {
            let recorded = try #require(object[field.reportName ?? ""] as? NSNumber, "\(field)")
            #expect(recorded.doubleValue == field.value(in: profile), "\(field)")
        }
    }
}
