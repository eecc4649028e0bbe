import InkBench

/// `points`: a tiny text trace format of this package's own (`.points`), read and written — one
/// line per sample, `touch seconds x y force` (points; force `-` when the device gives none),
/// after a first line `# points`, by which a file is also told when its extension does not
/// name it. Registered like any built-in format, so `--format points`, `convert -o x.points` and
/// `inkbench list formats` know it.
enum PointsFormat {
    static let format = TraceFormat(
        name: "points", summary: "touch, seconds, x, y and force per line (the example's own)", fileExtensions: ["points"],
        filesDescription: "points files", sniff: { String(decoding: $0.prefix(8), as: UTF8.self) == "# points" },
        read: { request throws(TraceFileError) in try read(request) },
        write: { trace, output throws(TraceFileError) in try write(trace, to: output) }
    )

    /// The trace in the file of `request`, its profile the one given or the iPad Pro's.
    static func read(_ request: TraceReadRequest) throws(TraceFileError) -> Trace {
        let text = String(decoding: try FileBytes.read(request.path, limits: request.limits), as: UTF8.self)
        var samples: [TouchSample] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard fields.count == 5, let touch = Int(fields[0]), let time = Double(wholeToken: fields[1]), let x = Double(wholeToken: fields[2]),
                  let y = Double(wholeToken: fields[3]), fields[4] == "-" || Double(wholeToken: fields[4]) != nil
            else { throw TraceFileError(file: request.path, line: index + 1, message: "expected: touch seconds x y force (or - for no force)") }
            let starts = !samples.contains { $0.touchID == touch }
            samples.append(TouchSample(
                touchID: touch, timestamp: time, location: Point(x: x, y: y), force: Double(wholeToken: fields[4]), type: .stylus,
                phase: starts ? .began : .moved
            ))
        }
        for touch in Set(samples.map(\.touchID)) {
            if let last = samples.lastIndex(where: { $0.touchID == touch }), samples[last].phase != .began { samples[last].phase = .ended }
        }
        let header = TraceHeader(profile: request.profile ?? .ipadProPencil120, sourceKind: TraceSourceKind(rawValue: "points")!, source: "points")
        let trace = Trace(header: header, samples: samples)
        if let problem = trace.firstProblem() { throw TraceFileError(file: request.path, message: problem.description) }
        return trace
    }

    /// `trace`'s samples, one line each.
    static func write(_ trace: Trace, to output: any ByteOutput) throws(TraceFileError) {
        var text = "# points\n"
        for sample in trace.samples {
            text += "\(sample.touchID) \(sample.timestamp) \(sample.location.x) \(sample.location.y) \(sample.force.map { "\($0)" } ?? "-")\n"
        }
        do throws(FileWriteError) {
            try output.write(Array(text.utf8))
        } catch {
            throw TraceFileError(file: error.path, message: error.message)
        }
    }
}
