import InkModel
import Testing

/// One row per profile field: every name a field goes by is unique in its place, and the row's
/// reader and writer reach the field they name.
@Suite("Profile fields: one table of names, units, ranges and places")
struct ProfileFieldTableTests {
    @Test("header keys, --set keys and report keys are each unique, and spelled as their place spells names")
    func namesUnique() {
        let header = ProfileField.allCases.map(\.headerName)
        let keys = ProfileField.allCases.compactMap(\.overrideKey)
        let report = ProfileField.allCases.compactMap(\.reportName)
        #expect(Set(header).count == header.count)
        #expect(Set(keys).count == keys.count)
        #expect(Set(report).count == report.count)
        #expect(keys.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") })
        #expect(header.allSatisfy { !$0.contains("-") })
    }

    @Test("setting a field through the table changes exactly that field", arguments: ProfileField.allCases)
    func setReachesField(field: ProfileField) {
        let base = DeviceProfile.ipadProPencil120
        var profile = base
        let value = field.range.upperBound
        field.set(value, in: &profile)
        #expect(field.value(in: profile) == value)
        for other in ProfileField.allCases where other != field {
            #expect(other.value(in: profile) == other.value(in: base), "\(other) changed")
        }
    }

    @Test("a whole-number field set far outside Int's range stays out of range instead of trapping")
    func hugeWholeNumber() {
        var profile = DeviceProfile.ipadProPencil120
        ProfileField.compositorFrames.set(1e300, in: &profile)
        #expect(profile.firstProblem()?.field == .compositorFrames)
        ProfileField.compositorFrames.set(.nan, in: &profile)
        #expect(profile.firstProblem()?.field == .compositorFrames)
    }

    @Test("the --set listing is the table's keys with their ranges")
    func overrideListing() {
        let listed = DeviceProfile.overridableKeys.map(\.key)
        #expect(listed == ["touch-type"] + ProfileField.allCases.compactMap(\.overrideKey) + ["reports-tilt"])
        #expect(DeviceProfile.overridableKeys.first { $0.key == "input-latency" }?.unit == "0…10 s")
    }
}
