import InkIO
import InkModel

/// One pointer-event handler call of a web recording (`WebRecordingReader`): the event's type,
/// pointer, when the handler ran (`time`, ms), the positions it delivered (its coalesced events,
/// the event itself last) and the browser's predicted positions.
struct WebCallbackRecord {
    /// The PointerEvent types the page records, by their name in the file.
    enum Kind: String {
        case down, move, up, cancel
    }

    var kind: Kind
    /// When the handler ran, seconds.
    var seconds: Double
    var pointerID: Int
    var touchType: TouchType
    var samples: [WebPointerSample]
    var predictions: [WebPointerSample]

    static let fields: Set<String> = ["time", "type", "pointerId", "pointerType", "samples", "predictions"]
    /// PointerEvent `pointerType` values and the touch type each becomes.
    static let touchTypes: [String: TouchType] = ["pen": .stylus, "touch": .direct, "mouse": .pointer]

    /// Reads a callback object; messages name the field (the caller adds the record number).
    /// `sampleBudget` is how many more samples and predictions the file may still hold, and
    /// `limitText` the limit in words for the message when they are more.
    init(_ value: JSONValue, sampleBudget: inout Int, limitText: String) throws(JSONScanError) {
        guard case .object = value else {
            throw JSONScanError(offset: -1, message: "a callback must be a JSON object, not \(value.kindName)")
        }
        let reader = JSONFieldReader(value: value, context: "callback")
        try reader.rejectUnknownKeys(Self.fields)
        let typeName = try reader.string("type")
        guard let kind = Kind(rawValue: typeName) else {
            throw JSONScanError(offset: -1, message: "callback field \"type\" is \"\(typeName.prefix(40))\", not down, move, up or cancel")
        }
        self.kind = kind
        let milliseconds = try reader.number("time")
        seconds = WebPointerSample.seconds(fromMilliseconds: value["time"]) ?? milliseconds / 1000
        pointerID = try reader.integer("pointerId")
        let pointerType = try reader.string("pointerType")
        guard let touchType = Self.touchTypes[pointerType] else {
            throw JSONScanError(offset: -1, message: "callback field \"pointerType\" is \"\(pointerType.prefix(40))\", not pen, touch or mouse")
        }
        self.touchType = touchType
        samples = try Self.samples(reader, "samples", budget: &sampleBudget, limitText: limitText)
        predictions = value["predictions"] == nil ? [] : try Self.samples(reader, "predictions", budget: &sampleBudget, limitText: limitText)
        if samples.isEmpty {
            throw JSONScanError(offset: -1, message: "callback field \"samples\" is empty (a pointer event delivers at least itself)")
        }
    }

    private static func samples(
        _ reader: JSONFieldReader, _ key: String, budget: inout Int, limitText: String
    ) throws(JSONScanError) -> [WebPointerSample] {
        let member = try reader.required(key)
        guard let elements = member.arrayValue else {
            throw JSONScanError(offset: -1, message: "callback field \"\(key)\" must be an array, not \(member.kindName)")
        }
        budget -= elements.count
        if budget < 0 { throw JSONScanError(offset: -1, message: "the callbacks hold more samples and predictions than \(limitText)") }
        var result: [WebPointerSample] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            result.append(try WebPointerSample(element, what: "\(key == "samples" ? "sample" : "prediction") \(index + 1)"))
        }
        return result
    }
}
