import Foundation
import InkExternal
import InkMetrics
import InkModel
import InkPredict
import InkSynth
import InkTestSupport
import Testing

/// External predictors (`exec:COMMAND`) scored like built-in ones: a child that holds the newest
/// sample gives exactly the `none` predictor's records, and every way a child can fail is one
/// line naming the predictor and the request.
@Suite(.needsPython3)
struct ExternalPredictorTests {
    /// A child answering every target with the touch's newest sample, as `none` does.
    static let holdChild = """
        import json, sys
        newest = {}
        for line in sys.stdin:
            r = json.loads(line)
            for gone in r["forget"]:
                newest.pop(gone, None)
            if r["reset"]:
                newest.pop(r["touch"], None)
            for s in r["samples"]:
                newest[r["touch"]] = s
            s = newest.get(r["touch"])
            points = []
            for t in r["targets"]:
                if s is None:
                    points.append(None)
                else:
                    p = {"t": max(s["t"], t), "x": s["x"], "y": s["y"]}
                    if "force" in s:
                        p["force"] = s["force"]
                    points.append(p)
            print(json.dumps({"id": r["id"], "points": points}), flush=True)
        """

    static func catalog() -> PredictorCatalog { PredictorCatalog.withExternal }

    static func trace() throws -> Trace {
        try Synthesizer.synthesize(try #require(BuiltInDataset.named("handwriting-short")).recipe)
    }

    static func script(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-predictor-\(UUID().uuidString).py")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func aChildHoldingTheNewestSampleScoresExactlyLikeNone() throws {
        let path = try Self.script(Self.holdChild)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let external = try ComponentSpec(parsing: "exec:python3 \(path)", role: "predictor")
        let trace = try Self.trace()
        let evaluation = try PredictionEvaluation(
            trace: trace, predictors: [ComponentSpec(name: "none"), external], horizons: [0.008, 0.016], catalog: Self.catalog()
        )
        let none = evaluation.records.filter { $0.predictor == 0 }
        let child = evaluation.records.filter { $0.predictor == 1 }
        #expect(none.count > 100)
        #expect(child.map(\.predicted) == none.map(\.predicted))
        #expect(child.map(\.error) == none.map(\.error))
        #expect(evaluation.predictors[1].description == "exec:python3 \(path)")
    }

    @Test func theSameChildGivesTheSameRecords() throws {
        let path = try Self.script(Self.holdChild)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let spec = try ComponentSpec(parsing: "exec:python3 \(path)", role: "predictor")
        let trace = try Self.trace()
        let first = try PredictionEvaluation(trace: trace, predictors: [spec], horizons: [0.012], catalog: Self.catalog())
        let second = try PredictionEvaluation(trace: trace, predictors: [spec], horizons: [0.012], catalog: Self.catalog())
        #expect(first.records.map(\.predicted) == second.records.map(\.predicted))
    }

    @Test(arguments: [
        ("import sys\nsys.stdin.readline()\nsys.exit(3)\n", "request 1 (touch 1, target "),
        ("import sys\nsys.stdin.readline()\nprint('hello', flush=True)\nsys.stdin.readline()\n", "reply is not a JSON object"),
        ("import sys, json\nr = json.loads(sys.stdin.readline())\nprint(json.dumps({'id': r['id'], 'points': [None, None]}), flush=True)\nsys.stdin.readline()\n", "invalid reply: \"points\" has 2 entries for 1 target"),
        ("import sys, json\nr = json.loads(sys.stdin.readline())\nprint(json.dumps({'id': r['id'], 'points': [{'t': r['targets'][0] + 1, 'x': 0, 'y': 0}]}), flush=True)\nsys.stdin.readline()\n", "later than its target"),
        ("import sys, json\nr = json.loads(sys.stdin.readline())\nprint(json.dumps({'id': r['id'] + 5, 'points': [None]}), flush=True)\nsys.stdin.readline()\n", "reply answers request 6, expected 1"),
        ("import sys, json\nr = json.loads(sys.stdin.readline())\nprint(json.dumps({'id': r['id'], 'points': {}}), flush=True)\nsys.stdin.readline()\n", "invalid reply: \"points\" is"),
    ])
    func aFailingChildIsOneLineNamingThePredictorAndTheRequest(child: String, expected: String) throws {
        let path = try Self.script(child)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let spec = try ComponentSpec(parsing: "exec:python3 \(path)", role: "predictor")
        #expect {
            try PredictionEvaluation(trace: try Self.trace(), predictors: [spec], horizons: [0.008], catalog: Self.catalog())
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("predictor 'exec:python3 \(path)': request 1 (touch 1, target ") && description.contains(expected)
                && !description.contains("\n")
        }
    }

    @Test func aHangingChildTimesOut() throws {
        let path = try Self.script("import sys, time\nsys.stdin.readline()\ntime.sleep(30)\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var predictor = ExternalPredictor(command: try ExternalCommand(arguments: ["python3", path]), timeout: 0.5)
        predictor.reset()
        predictor.add(PredictorSample(time: 0.1, location: Point(x: 1, y: 2)))
        #expect(predictor.predict(at: 0.11) == nil)
        #expect(predictor.failure?.contains("request 1 (touch 1, target 0.11 s): the external process timed out after 0.5 s") == true, "\(predictor.failure ?? "")")
        #expect(predictor.predict(at: 0.12) == nil)
    }

    @Test func aMissingProgramIsOneLine() throws {
        var predictor = try Self.catalog().make(parsing: "exec:inkbench-no-such-predictor --fast")
        predictor.reset()
        predictor.add(PredictorSample(time: 0.1, location: Point(x: 1, y: 2)))
        #expect(predictor.predict(at: 0.11) == nil)
        #expect(predictor.failure == "request 1 (touch 1, target 0.11 s): cannot start 'inkbench-no-such-predictor': No such file or directory")
    }

    @Test func aBrokenCommandLineIsRefusedWhenMade() {
        #expect {
            try Self.catalog().make(parsing: "exec:python3 'unterminated")
        } throws: { error in
            String(describing: error) == "predictor 'exec:python3 'unterminated': unterminated ' quote in 'python3 'unterminated'"
        }
    }
}
