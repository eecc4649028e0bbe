import Foundation
import InkFormats

extension RunReport {
    /// Pretty-printed JSON with sorted keys (no trailing newline).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Writes the report as `path` atomically (temporary file, then rename), with a final newline.
    public func write(to path: String) throws {
        try AtomicFileWriter.write(Array(try jsonData()) + [10], to: path)
    }

    /// Decodes a report. Fields this version does not know are ignored (a newer minor schema);
    /// a `schemaVersion` other than `currentSchemaVersion` is rejected before anything else is
    /// read, and a report its readers could not use (`structureProblem()`) or holding a value
    /// the command line would refuse (`rangeProblem()`) is refused. `name`
    /// labels errors (usually the file path).
    public static func decode(_ data: Data, name: String) throws -> RunReport {
        let decoder = JSONDecoder()
        let version: SchemaProbe
        do {
            version = try decoder.decode(SchemaProbe.self, from: data)
        } catch {
            throw ReportError("\(name): not an inkbench report (no readable schemaVersion)")
        }
        guard version.schemaVersion == currentSchemaVersion else {
            throw ReportError(
                "\(name): report schema version \(version.schemaVersion) is not supported (this inkbench reads version \(currentSchemaVersion))"
            )
        }
        let report: RunReport
        do {
            report = try decoder.decode(RunReport.self, from: data)
        } catch {
            throw ReportError("\(name): \(JSONDecodingProblem.describe(error, decoding: RunReport.self, from: data))")
        }
        if let problem = report.structureProblem() ?? report.rangeProblem() { throw ReportError("\(name): \(problem)") }
        return report
    }

    /// Reads and decodes the report at `path`.
    /// Reports larger than `limits.maxFileBytes` are refused unread.
    public static func load(path: String, limits: InputLimits = .current) throws -> RunReport {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limits: limits)
        } catch {
            throw ReportError(error.description)
        }
        return try decode(Data(bytes), name: path)
    }

    /// Only the version, read before the rest.
    private struct SchemaProbe: Decodable {
        var schemaVersion: Int
    }
}
