import Foundation
import InkFormats
import InkIO

/// A JSON file of inkbench that names its kind and version in its top-level `schema` and
/// `version` fields (`shard.json`, `predictions.json`): read within the file size limit, its
/// kind and version checked before the rest is decoded, each failure one line naming the file.
enum SchemaTaggedJSON {
    /// The `T` in the file at `path`, which must say `"schema": schema` and `"version": version`;
    /// `kind` says what the file is in the refusal of another one ("a predictions.json of
    /// inkbench predict").
    static func load<T: Decodable>(
        _ type: T.Type, path: String, schema: String, version: Int, kind: String, limits: InputLimits = .current
    ) throws(ReportError) -> T {
        let data: Data
        do {
            data = Data(try FileBytes.read(path, limits: limits))
        } catch {
            throw ReportError(error.description)
        }
        guard let probe = try? JSONDecoder().decode(Probe.self, from: data), probe.schema == schema else {
            throw ReportError("\(path): not \(kind) (no \"schema\": \"\(schema)\")")
        }
        guard probe.version == version else {
            throw ReportError("\(path): \(schema) version \(probe.version) is not supported (this inkbench reads version \(version))")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw ReportError("\(path): \(JSONDecodingProblem.describe(error, decoding: T.self, from: data))")
        }
    }

    /// Only the schema and version, read before the rest.
    private struct Probe: Decodable {
        var schema: String
        var version: Int
    }
}
