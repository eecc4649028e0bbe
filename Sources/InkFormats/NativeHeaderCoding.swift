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
        writer.append(",\"digitizerHz\":")
        writer.appendNumber(profile.digitizerHz, field: "profile.digitizerHz")
        writer.append(",\"displayHz\":")
        writer.appendNumber(profile.displayHz, field: "profile.displayHz")
        writer.append(",\"pointsPerMM\":")
        writer.appendNumber(profile.pointsPerMM, field: "profile.pointsPerMM")
        writer.append(",\"canvasWidth\":")
        writer.appendNumber(profile.canvasSize.width, field: "profile.canvasWidth")
        writer.append(",\"canvasHeight\":")
        writer.appendNumber(profile.canvasSize.height, field: "profile.canvasHeight")
        writer.append(",\"pixelScale\":")
        writer.appendNumber(profile.pixelScale, field: "profile.pixelScale")
        writer.append(",\"timestampQuantum\":")
        writer.appendNumber(profile.timestampQuantum, field: "profile.timestampQuantum")
        writer.append(",\"locationQuantum\":")
        writer.appendNumber(profile.locationQuantum, field: "profile.locationQuantum")
        writer.append(",\"positionNoiseMM\":")
        writer.appendNumber(profile.positionNoiseMM, field: "profile.positionNoiseMM")
        writer.append(",\"sampleIntervalJitter\":")
        writer.appendNumber(profile.sampleIntervalJitter, field: "profile.sampleIntervalJitter")
        writer.append(",\"inputLatency\":")
        writer.appendNumber(profile.inputLatency, field: "profile.inputLatency")
        writer.append(",\"compositorFrames\":")
        writer.appendInteger(profile.compositorFrames)
        writer.append(",\"scanoutLatency\":")
        writer.appendNumber(profile.scanoutLatency, field: "profile.scanoutLatency")
        writer.append(",\"maximumForce\":")
        if let maximumForce = profile.maximumForce {
            writer.appendNumber(maximumForce, field: "profile.maximumForce")
        } else {
            writer.append("null")
        }
        writer.append(",\"reportsTilt\":")
        writer.append(profile.reportsTilt ? "true" : "false")
        writer.append(",\"propertyUpdateDelay\":")
        if let delay = profile.propertyUpdateDelay {
            writer.append("{\"median\":")
            writer.appendNumber(delay.median, field: "profile.propertyUpdateDelay.median")
            writer.append(",\"logSigma\":")
            writer.appendNumber(delay.logSigma, field: "profile.propertyUpdateDelay.logSigma")
            writer.append(",\"minimum\":")
            writer.appendNumber(delay.minimum, field: "profile.propertyUpdateDelay.minimum")
            writer.append(",\"maximum\":")
            writer.appendNumber(delay.maximum, field: "profile.propertyUpdateDelay.maximum")
            writer.append("}")
        } else {
            writer.append("null")
        }
        if profile.reportLoss != 0 {
            writer.append(",\"reportLoss\":")
            writer.appendNumber(profile.reportLoss, field: "profile.reportLoss")
        }
        writer.append("}}")
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
            let known = TraceSourceKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw problem("unknown sourceKind \"\(kindName)\" (known: \(known))")
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
        try reader.rejectUnknownKeys([
            "name", "touchType", "digitizerHz", "displayHz", "pointsPerMM", "canvasWidth", "canvasHeight",
            "pixelScale", "timestampQuantum", "locationQuantum", "positionNoiseMM", "sampleIntervalJitter",
            "inputLatency", "compositorFrames", "scanoutLatency", "maximumForce", "reportsTilt", "propertyUpdateDelay", "reportLoss",
        ])
        let typeName = try reader.string("touchType")
        guard let touchType = TouchType(rawValue: typeName) else {
            throw problem("unknown profile touchType \"\(typeName)\"")
        }
        var delay: PropertyUpdateDelay?
        if try reader.nullable("propertyUpdateDelay") != nil {
            let delayReader = try reader.object("propertyUpdateDelay")
            try delayReader.rejectUnknownKeys(["median", "logSigma", "minimum", "maximum"])
            delay = PropertyUpdateDelay(
                median: try delayReader.number("median"), logSigma: try delayReader.number("logSigma"),
                minimum: try delayReader.number("minimum"), maximum: try delayReader.number("maximum")
            )
        }
        return DeviceProfile(
            name: try reader.string("name"), touchType: touchType,
            digitizerHz: try reader.number("digitizerHz"), displayHz: try reader.number("displayHz"),
            pointsPerMM: try reader.number("pointsPerMM"),
            canvasSize: Size(width: try reader.number("canvasWidth"), height: try reader.number("canvasHeight")),
            pixelScale: try reader.number("pixelScale"), timestampQuantum: try reader.number("timestampQuantum"),
            locationQuantum: try reader.number("locationQuantum"), positionNoiseMM: try reader.number("positionNoiseMM"),
            sampleIntervalJitter: try reader.number("sampleIntervalJitter"), inputLatency: try reader.number("inputLatency"),
            compositorFrames: try reader.integer("compositorFrames"), scanoutLatency: try reader.number("scanoutLatency"),
            maximumForce: try reader.nullable("maximumForce") == nil ? nil : try reader.number("maximumForce"),
            reportsTilt: try reader.bool("reportsTilt"), propertyUpdateDelay: delay,
            reportLoss: try reader.optionalNumber("reportLoss") ?? 0
        )
    }

    private static func problem(_ message: String) -> JSONScanError {
        JSONScanError(offset: -1, message: message)
    }
}
