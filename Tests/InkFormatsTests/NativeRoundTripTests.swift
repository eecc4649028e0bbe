import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

@Suite("Native inktrace round trip")
struct NativeRoundTripTests {
    /// The default limits without bounds on coordinates and times: the format itself carries
    /// any finite double, which these tests exercise with the largest one.
    static let anyNumber: InputLimits = {
        var limits = InputLimits.defaults
        limits.maxCoordinate = .greatestFiniteMagnitude
        limits.maxTime = .greatestFiniteMagnitude
        return limits
    }()

    @Test("write → read gives an equal trace; write → read → write gives the same bytes", arguments: ["every field", "sparse", "long"])
    func roundTrip(name: String) throws {
        let trace = switch name {
        case "every field": NativeTestTraces.everyField
        case "sparse": NativeTestTraces.sparse
        default: NativeTestTraces.long(count: 50)
        }
        let bytes = try NativeTraceWriter.encode(trace)
        let readBack = try NativeTraceReader(bytes: bytes, file: "memory.inktrace", limits: Self.anyNumber).readTrace()
        #expect(readBack == trace)
        #expect(try NativeTraceWriter.encode(readBack) == bytes)
    }

    @Test("doubles round-trip bit-exactly, including -0.0, subnormals and the largest finite value")
    func bitExactDoubles() throws {
        let trace = NativeTestTraces.everyField
        let readBack = try NativeTraceReader(bytes: NativeTraceWriter.encode(trace), file: "memory.inktrace", limits: Self.anyNumber).readTrace()
        func bits(_ trace: Trace) -> [UInt64] {
            var values: [Double] = []
            for sample in trace.samples {
                values += [sample.timestamp, sample.location.x, sample.location.y, sample.force ?? 7, sample.altitude ?? 7]
            }
            for point in trace.groundTruth {
                values += [point.time, point.location.x, point.location.y, point.force ?? 7]
            }
            values += trace.updates.map(\.arrival)
            values += trace.callbacks.map(\.time)
            return values.map(\.bitPattern)
        }
        #expect(bits(readBack) == bits(trace))
        #expect(readBack.samples[4].timestamp.sign == .minus)
        #expect(readBack.header.seed == UInt64.max)
    }

    @Test("every extreme double survives alone as a timestamp")
    func eachExtremeDouble() throws {
        for value in NativeTestTraces.extremeDoubles + [-0.0, -.greatestFiniteMagnitude, -.leastNonzeroMagnitude] {
            var trace = NativeTestTraces.sparse
            trace.samples[0].timestamp = value
            trace.samples[1].timestamp = value
            let readBack = try NativeTraceReader(bytes: NativeTraceWriter.encode(trace), file: "m.inktrace", limits: Self.anyNumber).readTrace()
            #expect(readBack.samples[0].timestamp.bitPattern == value.bitPattern, "\(value)")
        }
    }

    @Test("the file starts with the header and has one short-keyed record per line")
    func layout() throws {
        let text = String(decoding: try NativeTraceWriter.encode(NativeTestTraces.sparse), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("{\"format\":\"inktrace\",\"version\":1,\"sourceKind\":\"native\",\"source\":\"\",\"recipe\":null,\"seed\":0,\"profile\":{\"name\":\"ipad-finger-60\""))
        #expect(lines[0].contains("\"maximumForce\":null"))
        #expect(lines[0].hasSuffix("\"propertyUpdateDelay\":null,\"reportLoss\":0.05}}"), "written only when not 0")
        #expect(lines[1] == #"{"k":"s","id":0,"t":1.0,"x":0.0,"y":0.0,"ty":"direct","ph":"began"}"#)
        #expect(lines[2] == #"{"k":"s","id":0,"t":1.0,"x":0.5,"y":0.5,"ty":"direct","ph":"ended"}"#)
        #expect(lines[3].isEmpty)
    }

    @Test("the record-at-a-time reader yields callbacks followed by their predictions, with line numbers")
    func recordAtATime() throws {
        let trace = NativeTestTraces.everyField
        let reader = try NativeTraceReader(bytes: NativeTraceWriter.encode(trace), file: "m.inktrace")
        #expect(reader.header == trace.header)
        var records: [NativeTraceRecord] = []
        var lines: [Int] = []
        while let record = try reader.next() {
            records.append(record)
            lines.append(reader.lineNumber)
        }
        let expectedCount = trace.samples.count + trace.updates.count + trace.groundTruth.count + trace.callbacks.count
            + trace.callbacks.reduce(0) { $0 + $1.predictions.count }
        #expect(records.count == expectedCount)
        #expect(lines == Array(2..<(2 + expectedCount)))
        #expect(records.first == .sample(trace.samples[0]))
        let firstCallback = trace.samples.count + trace.updates.count + trace.groundTruth.count
        #expect(records[firstCallback] == .callback(time: trace.callbacks[0].time, samples: 0..<2, updates: 0..<0))
        #expect(records[firstCallback + 1] == .prediction(trace.callbacks[0].predictions[0]))
    }

    @Test("records of different kinds may be interleaved; blank lines and CRLF line ends are accepted")
    func interleaved() throws {
        let header = try headerLine(NativeTestTraces.sparse)
        let text = header + "\r\n"
            + #"{"k":"s","id":1,"t":0.5,"x":1,"y":2,"ty":"stylus","ph":"began","est":1,"exp":1,"ui":4}"# + "\r\n\n"
            + #"{"k":"c","t":0.5,"s":[0,1],"u":[0,0]}"# + "\n"
            + #"{ "ph" : "moved", "k" : "p", "id" : 1, "t" : 0.51, "x" : 1.5, "y" : 2, "ty" : "stylus", "f" : null }"# + "\n"
            + #"{"k":"u","id":1,"ui":4,"at":0.52,"f":0.4}"# + "\n"
            + #"{"k":"s","id":1,"t":0.52,"x":1,"y":2,"ty":"stylus","ph":"ended"}"# + "\n"
            + #"{"k":"c","t":0.52,"s":[1,2],"u":[0,1]}"#
        let trace = try NativeTraceReader(bytes: Array(text.utf8), file: "m.inktrace").readTrace()
        #expect(trace.samples.count == 2)
        #expect(trace.updates == [PropertyUpdate(updateIndex: 4, touchID: 1, arrival: 0.52, force: 0.4)])
        #expect(trace.callbacks.count == 2)
        #expect(trace.callbacks[0].predictions == [
            TouchSample(touchID: 1, timestamp: 0.51, location: Point(x: 1.5, y: 2), type: .stylus, phase: .moved),
        ])
        #expect(trace.samples[0].estimatedProperties == .force && trace.samples[0].updateIndex == 4)
    }

    @Test("a file spanning several read chunks round-trips through TraceWriter and TraceReader")
    func fileRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = NativeTestTraces.long(count: 6_000)
        let path = folder.file("long.inktrace")
        try TraceFormatRegistry.builtIn.write(trace, to: path, format: .native)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 > 1 << 20)
        #expect(try TraceFormatRegistry.builtIn.read(path: path) == trace)
        #expect(try folder.contents() == ["long.inktrace"])
        var replaced = try TraceFormatRegistry.builtIn.read(path: path, profile: .wacomLinux60)
        #expect(replaced.header.profile == .wacomLinux60)
        replaced.header.profile = trace.header.profile
        #expect(replaced == trace)
    }

    @Test("a trace holding a non-finite number or breaking a trace rule is refused by the writer")
    func writerRefusesInvalidTraces() throws {
        var trace = NativeTestTraces.sparse
        trace.samples[1].force = .nan
        #expect(throws: TraceFileError.self) { try NativeTraceWriter.encode(trace) }
        let output = MemoryOutput(path: "out.inktrace")
        let writer = try NativeTraceWriter(header: trace.header, output: output)
        try writer.append(NativeTestTraces.sparse.samples[0])
        let error = #expect(throws: TraceFileError.self) { try writer.append(trace.samples[1]) }
        #expect(error?.description == "out.inktrace: sample 2: force is not a finite number (an inktrace stores finite numbers only)")
    }

    private func headerLine(_ trace: Trace) throws -> String {
        let text = String(decoding: try NativeTraceWriter.encode(trace), as: UTF8.self)
        return String(text.prefix { $0 != "\n" })
    }
}
