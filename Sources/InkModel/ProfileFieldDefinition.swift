/// One row of the profile-field table (`ProfileField.definition`): a field's names in every
/// place it is spelled, its valid range with unit, and how to read and write it in a
/// `DeviceProfile`.
package struct ProfileFieldDefinition {
    /// How a field appears in the native trace header (a published format: its keys and order
    /// stay as they are).
    package enum HeaderPlacement: Sendable {
        /// Always written, at the field's place in `ProfileField.allCases`.
        case always
        /// Always written; `null` when the profile has no value.
        case nullable
        /// Inside the `propertyUpdateDelay` object (itself `null` when the profile has none).
        case inUpdateDelay
        /// Written last, and only when not 0 (absent reads as 0).
        case unlessZero
    }

    /// The field in words, for messages: "display rate".
    package let words: String
    /// The native header's key, dotted below `profile`: "displayHz", "propertyUpdateDelay.median".
    package let headerName: String
    /// Where the header writes it.
    package let placement: HeaderPlacement
    /// The `--set` key, nil when only a trace header sets it.
    package let overrideKey: String?
    /// The key in report.json's profile record, nil when the record leaves the field out.
    package let reportName: String?
    /// The valid values, with their unit.
    package let range: ValueRange
    /// The field's value in a profile; nil when the profile has none.
    let value: (DeviceProfile) -> Double?
    /// Sets the field (no range check).
    let assign: (inout DeviceProfile, Double) -> Void

    init(
        _ words: String, header: String, placement: HeaderPlacement = .always, set overrideKey: String? = nil, report reportName: String? = nil,
        range: ValueRange, value: @escaping (DeviceProfile) -> Double?, assign: @escaping (inout DeviceProfile, Double) -> Void
    ) {
        self.words = words
        headerName = header
        self.placement = placement
        self.overrideKey = overrideKey
        self.reportName = reportName
        self.range = range
        self.value = value
        self.assign = assign
    }

    /// A field stored as a `Double` at `keyPath`.
    init(
        _ words: String, header: String, placement: HeaderPlacement = .always, set overrideKey: String? = nil, report reportName: String? = nil,
        range: ValueRange, _ keyPath: WritableKeyPath<DeviceProfile, Double>
    ) {
        self.init(
            words, header: header, placement: placement, set: overrideKey, report: reportName, range: range,
            value: { $0[keyPath: keyPath] }, assign: { $0[keyPath: keyPath] = $1 }
        )
    }
}
