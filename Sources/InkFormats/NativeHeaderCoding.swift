import InkIO
import InkModel

/// The header line of a native `.inktrace` file: one JSON object with, in this order,
/// `"format": "inktrace"`, `"version"` (`TraceHeader.currentFormatVersion`), `"sourceKind"`,
/// `"source"`, `"recipe"` (string or null), `"seed"` (whole number 0…2⁶⁴−1 or null, written as
/// digits so it round-trips exactly) and `"profile"`, the full `DeviceProfile`: `name`,
/// `touchType`, `digitizerHz`, `displayHz`, `pointsPerMM`, `canvasWidth`, `canvasHeight`,
/// `pixelScale`, `timestampQuantum`, `locationQuantum`, `positionNoiseMM`,
/// `sampleIntervalJitter`, `inputLatency`, `compositorFrames`, `scanoutLatency`, `maximumForce`
/// (or null), `reportsTilt`, `propertyUpdateDelay` (`{median, logSigma, minimum, maximum}` or
/// null), then `reportLoss` only when it is not 0 (absent reads as 0). Every other key is always
/// present; unknown keys are rejected.
enum NativeHeaderCoding {
    static let formatTag = "inktrace"

    /// Appends the header as one line of JSON (without the line end). A non-finite profile value
    /// is recorded in the writer's `firstNonFiniteField`.
    static func encode(_ header: TraceHeader, into writer: inout JSONByteWriter) {
        let profile = header.profile
        writer.append("{\"format\":")
        writer.appendString(formatTag)
        writer.append(",\"version\":")
        writer.appendInteger(header.formatVersion)
        writer.append(",\"sourceKind\":")
        writer.appendString(header.sourceKind.rawValue)
        writer.append(",\"source\":")
        writer.appendString(header.source)
        writer.append(",\"recipe\":")
        if let recipe = header.recipe { writer.appendString(recipe) } else { writer.append("null") }
        writer.append(",\"seed\":")
        if let seed = header.seed { writer.appendUnsigned(seed) } else { writer.append("null") }
        writer.append(",\"profile\":{\"name\":")
        writer.appendString(profile.name)
        writer.append(",\"touchType\":")
        writer.appendString(profile.touchType.rawValue)
        for field in ProfileField.allCases where field.definition.placement == .always || field.definition.placement == .nullable {
            writer.appendUnescaped(",\"\(field.headerName)\":")
            appendValue(of: field, in: profile, into: &writer)
        }
        writer.append(",\"reportsTilt\":")
        writer.append(profile.reportsTilt ? "true" : "false")
        writer.append(",\"propertyUpdateDelay\":")
        if profile.propertyUpdateDelay != nil {
            for (index, field) in updateDelayFields.enumerated() {
                writer.append(index == 0 ? "{\"" : ",\"")
                writer.appendUnescaped("\(delayKey(field))\":")
                appendValue(of: field, in: profile, into: &writer)
            }
            writer.append("}")
        } else {
            writer.append("null")
        }
        for field in ProfileField.allCases where field.definition.placement == .unlessZero && field.value(in: profile) != 0 {
            writer.appendUnescaped(",\"\(field.headerName)\":")
            appendValue(of: field, in: profile, into: &writer)
        }
        writer.append("}}")
    }

    /// The fields inside the header's `propertyUpdateDelay` object, in order.
    private static let updateDelayFields = ProfileField.allCases.filter { $0.definition.placement == .inUpdateDelay }

    /// A field's key inside the `propertyUpdateDelay` object: "median".
    private static func delayKey(_ field: ProfileField) -> String {
        String(field.headerName.split(separator: ".").last ?? "")
    }

    /// The field's value: a whole number for a whole-number field, `null` when the profile has none.
    private static func appendValue(of field: ProfileField, in profile: DeviceProfile, into writer: inout JSONByteWriter) {
        guard let value = field.value(in: profile) else {
            writer.append("null")
            return
        }
        if field.range.wholeNumbers {
            writer.appendInteger(Int(value))
        } else {
            // The writer refuses a profile outside its ranges (non-finite values included) before
            // the header is encoded, so a non-finite value here is named by the profile only.
            writer.appendNumber(value, field: "profile")
        }
    }

    /// The header on `line` (line 1 of the file, without its line end). Messages name the
    /// problem; the caller adds file and line.
    static func decode(_ line: UnsafeBufferPointer<UInt8>) throws(JSONScanError) -> TraceHeader {
        var start = 0
        while start < line.count && (line[start] == 0x20 || line[start] == 0x09) { start += 1 }
        if start < line.count && line[start] == UInt8(ascii: "[") {
            throw problem("line 1 starts a JSON array, not an inktrace header: wrong format for the extension (an Inkable file? name it .json or pass the format)")
        }
        guard start < line.count && line[start] == UInt8(ascii: "{") else {
            throw problem("line 1 is not an inktrace header (expected a JSON object with \"format\":\"inktrace\"): wrong format for the extension?")
        }
        let value: JSONValue
        do throws(JSONScanError) {
            value = try JSONTreeParser.parseDocument(line)
        } catch {
            throw JSONScanError(offset: error.offset, message: "the inktrace header is not valid JSON: \(error.message)", isTruncation: error.isTruncation)
        }
        guard value["format"]?.stringValue == formatTag else {
            throw problem("line 1 is not an inktrace header (no \"format\":\"inktrace\"): wrong format for the extension?")
        }
        let reader = JSONFieldReader(value: value, context: "header")
        let version = try reader.integer("version")
        guard version <= TraceHeader.currentFormatVersion else {
            throw problem("unsupported inktrace version \(version) (this build reads \(TraceHeader.currentFormatVersion))")
        }
        guard version >= 1 else { throw problem("invalid inktrace version \(version)") }
        try reader.rejectUnknownKeys(["format", "version", "sourceKind", "source", "recipe", "seed", "profile"])
        let kindName = try reader.string("sourceKind")
        guard let sourceKind = TraceSourceKind(rawValue: kindName) else {
            let known = TraceSourceKind.builtIn.map(\.rawValue).joined(separator: ", ")
            throw problem("sourceKind \"\(kindName)\" must be a name without spaces, ':', ',', '=' or '/' (built in: \(known))")
        }
        let seed: UInt64?
        if let seedValue = try reader.nullable("seed") {
            guard let parsed = seedValue.uint64Value else {
                throw problem("header field \"seed\" must be a whole number from 0 to 18446744073709551615")
            }
            seed = parsed
        } else {
            seed = nil
        }
        return TraceHeader(
            formatVersion: version,
            profile: try profile(reader.object("profile")),
            sourceKind: sourceKind,
            source: try reader.string("source"),
            recipe: try reader.nullable("recipe") == nil ? nil : try reader.string("recipe"),
            seed: seed
        )
    }

    private static func profile(_ reader: JSONFieldReader) throws(JSONScanError) -> DeviceProfile {
        let topLevel = ProfileField.allCases.filter { $0.definition.placement != .inUpdateDelay }
        try reader.rejectUnknownKeys(Set(["name", "touchType", "reportsTilt", "propertyUpdateDelay"] + topLevel.map(\.headerName)))
        let typeName = try reader.string("touchType")
        guard let touchType = TouchType(rawValue: typeName) else {
            throw problem("unknown profile touchType \"\(typeName)\"")
        }
        var delayReader: JSONFieldReader?
        if try reader.nullable("propertyUpdateDelay") != nil {
            let object = try reader.object("propertyUpdateDelay")
            try object.rejectUnknownKeys(Set(updateDelayFields.map(delayKey)))
            delayReader = object
        }
        var profile = DeviceProfile(
            name: try reader.string("name"), touchType: touchType, digitizerHz: 0, displayHz: 0, pointsPerMM: 0, canvasSize: Size(width: 0, height: 0),
            pixelScale: 0, timestampQuantum: 0, locationQuantum: 0, positionNoiseMM: 0, sampleIntervalJitter: 0, inputLatency: 0,
            compositorFrames: 0, scanoutLatency: 0, maximumForce: nil, reportsTilt: false,
            propertyUpdateDelay: delayReader == nil ? nil : PropertyUpdateDelay(median: 0, logSigma: 0, minimum: 0, maximum: 0)
        )
        for field in topLevel {
            let value: Double? = switch field.definition.placement {
            case .nullable: try reader.nullable(field.headerName) == nil ? nil : try number(field, field.headerName, reader)
            case .unlessZero: try reader.optionalNumber(field.headerName) ?? 0
            case .always, .inUpdateDelay: try number(field, field.headerName, reader)
            }
            if let value { field.set(value, in: &profile) }
        }
        if let delayReader {
            for field in updateDelayFields { field.set(try number(field, delayKey(field), delayReader), in: &profile) }
        }
        profile.reportsTilt = try reader.bool("reportsTilt")
        return profile
    }

    /// The number at `key`: a whole number for a whole-number field.
    private static func number(_ field: ProfileField, _ key: String, _ reader: JSONFieldReader) throws(JSONScanError) -> Double {
        field.range.wholeNumbers ? Double(try reader.integer(key)) : try reader.number(key)
    }

    private static func problem(_ message: String) -> JSONScanError {
        JSONScanError(offset: -1, message: message)
    }
}
