import Foundation
import FuzzSupport
import InkExternal
import InkModel
import InkPipeline
import InkPredict
import InkSim

// A fake external child driven by the input: a /bin/sh loop that answers each request line with
// the next line of the input (and exits at its end). The first byte chooses the protocol: even, an
// external pipeline run through the simulator on a short stroke with modelled costs (then ended,
// its exit status checked); odd, an external predictor asked for every callback's predictions
// (then ended through `failure`). Every outcome must be a value or one line; nothing may trap.
let stroke: Trace = {
    var profile = DeviceProfile.ipadPencil60
    profile.digitizerHz = 240
    let samples = (0..<24).map { j in
        let time = Double(j) / 240
        return TouchSample(
            touchID: 1, timestamp: time, location: Point(x: 100 + 200 * time, y: 100 + 50 * time), force: 0.5, type: .stylus,
            phase: j == 0 ? .began : (j == 23 ? .ended : .moved)
        )
    }
    return Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "fuzz"), samples: samples)
}()
let answer = "while IFS= read -r request; do IFS= read -r reply <&3 || exit 0; printf '%s\\n' \"$reply\"; done 3<\"$1\""
let cost = ModelledCost(coefficients: CostCoefficients(perCallback: 2e-5, perSample: 1e-6, perPointRecomputed: 4e-7, perRender: 3e-5, perPixel: 1e-9, perElementStroked: 4e-7))

FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        guard let mode = bytes.first else { return }
        let path = NSTemporaryDirectory() + "fuzz-replies-\(getpid())"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes.dropFirst())) else { return }
        defer { unlink(path) }
        let arguments = ["/bin/sh", "-c", answer, "fake-child", path]
        if mode.isMultiple(of: 2) {
            let configuration = PipelineConfiguration(
                name: "fuzz", geometry: .incremental, external: ExternalPipelineSpec(arguments: arguments, timeout: 2)
            )
            let pipeline = try ExternalPipeline(configuration: configuration, profile: stroke.header.profile, timing: mode & 2 == 0 ? .roundTrip : .reported)
            let record = try PlatformSimulator.run(trace: stroke, configuration: configuration, cost: cost, handler: pipeline, predictor: nil)
            if record != nil { try pipeline.finish() }
            if let record, let problem = cost.problem(pricing: record), problem.contains(where: \.isNewline) {
                fatalError("the pricing problem is not one line: \(problem.debugDescription)")
            }
        } else {
            let command = try ExternalCommand(arguments: arguments)
            var predictor = ExternalPredictor(command: command, timeout: 2)
            predictor.reset()
            for sample in stroke.samples {
                predictor.add(PredictorSample(time: sample.timestamp, location: sample.location, force: sample.force))
                _ = predictor.predictions(at: [sample.timestamp + 0.008, sample.timestamp + 0.016])
            }
            if let failure = predictor.failure, failure.isEmpty || failure.contains(where: \.isNewline) {
                fatalError("the predictor's failure is not one line: \(failure.debugDescription)")
            }
        }
    }
}
