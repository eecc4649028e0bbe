import Foundation
@testable import InkExternal
import InkModel
import Testing

/// docs/external-protocol.schema.json names exactly the members InkBench writes and reads.
@Suite("External pipeline protocol schema")
struct ProtocolSchemaTests {
    /// The property names of each definition in the schema's `$defs`.
    static let definitions: [String: Set<String>] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = (try? Data(contentsOf: root.appendingPathComponent("docs/external-protocol.schema.json"))) ?? Data()
        let schema = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        let definitions = schema?["$defs"] as? [String: Any] ?? [:]
        return definitions.mapValues { definition in
            Set(((definition as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
    }()

    static func properties(_ definition: String) -> Set<String> {
        definitions[definition] ?? []
    }

    @Test("the reply's members are those the reply reader accepts")
    func replyMembers() {
        #expect(Self.properties("reply") == Set(PipelineProtocol.replyMembers))
    }

    @Test("the hello and its reply are those InkBench writes and reads")
    func helloMembers() throws {
        let hello = try #require(try JSONSerialization.jsonObject(with: Data(PipelineHello.request)) as? [String: Any])
        #expect(Set(hello.keys) == Self.properties("hello") && hello["type"] as? String == PipelineProtocol.helloType)
        #expect(Self.properties("helloReply") == Set(PipelineProtocol.helloReplyMembers))
    }

    @Test("every member of an encoded request is in the schema")
    func requestMembers() throws {
        let sample = TouchSample(
            touchID: 1, timestamp: 0.5, location: Point(x: 1, y: 2), force: 0.5, maximumPossibleForce: 4, altitude: 1, azimuth: 0.25,
            majorRadius: 3, majorRadiusTolerance: 1, type: .stylus, phase: .began, estimatedProperties: [.force], expectingUpdates: [.force],
            updateIndex: 0
        )
        let update = PropertyUpdate(updateIndex: 0, touchID: 1, arrival: 0.52, location: Point(x: 1, y: 2), force: 0.7, altitude: 1, azimuth: 0.2)
        let trace = Trace(header: TraceHeader(profile: .ipadPencil60, sourceKind: .synthesized, source: "hand-built"), samples: [sample], updates: [update])
        var encoder = CallbackRequestEncoder()
        let bytes = encoder.encode(RecordedCallback(time: 0.6, samples: 0..<1, updates: 0..<1, predictions: [sample]), index: 0, in: trace)
        let request = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(Set(request.keys) == Self.properties("request"))
        let touch = try #require((request["touches"] as? [[String: Any]])?.first)
        #expect(Set(touch.keys) == Self.properties("touch"))
        #expect(Set(try #require(touch["live"] as? [String: Any]).keys) == Self.properties("sample"))
        #expect(Set(try #require((request["updates"] as? [[String: Any]])?.first).keys) == Self.properties("update"))
    }
}
