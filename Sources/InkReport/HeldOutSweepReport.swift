import Foundation
import InkFormats
import InkIO
import InkMetrics
import InkModel
import InkPredict

/// `sweep.json` of `inkbench predict --sweep --predictor NAME TRACE… --out DIR`: the chosen
/// settings and their scores (training and held out), the split, then every candidate, best
/// training score first (`HeldOutSweep`). Points.
package struct HeldOutSweepReport: Codable, Sendable {
    package struct Row: Codable, Sendable {
        package var predictor: String
        package var training: HeldOutSweep.Score?
        package var heldOut: HeldOutSweep.Score?
    }

    package var chosen: String
    package var chosenParameters: [String: String]
    package var training: HeldOutSweep.Score?
    package var heldOut: HeldOutSweep.Score?
    package var split: String
    package var seed: UInt64
    package var heldOutShare: Double
    package var horizonsMS: [Double]
    package var trainingUnits: [String]
    package var heldOutUnits: [String]
    package var score: String
    package var candidates: [Row]

    /// The report of `outcome`, whose chosen candidate is `chosen`, held out `heldOutShare` of
    /// the units and scored at `horizons` (seconds).
    package init(outcome: HeldOutSweep.Outcome, chosen: HeldOutSweep.Candidate, heldOutShare: Double, horizons: [Double]) {
        self.chosen = chosen.predictor.description
        chosenParameters = chosen.predictor.parameters
        training = chosen.training
        heldOut = chosen.heldOut
        split = outcome.split.rawValue
        seed = outcome.seed
        self.heldOutShare = heldOutShare
        horizonsMS = Self.milliseconds(horizons)
        trainingUnits = outcome.trainingUnits
        heldOutUnits = outcome.heldOutUnits
        score = "(median + p90) / 2 of the pooled effective error, points"
        candidates = outcome.candidates.map { Row(predictor: $0.predictor.description, training: $0.training, heldOut: $0.heldOut) }
    }

    /// Horizons in seconds as the report writes them: milliseconds to the microsecond.
    static func milliseconds(_ horizons: [Double]) -> [Double] {
        horizons.map { ($0 * 1e6).rounded() / 1e3 }
    }

    /// Writes `folder/sweep.json` (folder created if missing) atomically; returns its path.
    @discardableResult
    package func write(to folder: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent("sweep.json")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFileWriter.write(try Self.encoded(self), to: path)
        } catch {
            throw ReportError("\(path): cannot write: \(error)")
        }
        return path
    }

    /// Pretty-printed JSON with sorted keys and a final line break.
    static func encoded(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(value)) + [0x0A]
    }
}
