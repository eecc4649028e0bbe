import Foundation
import InkFormats

/// Named baselines: copies of `report.json` files kept in `.inkbench/baselines/NAME.json` under
/// a folder (the current directory for the CLI), for `inkbench compare --baseline NAME`.
public struct BaselineStore: Sendable {
    /// The folder holding the `.inkbench` folder.
    public var root: String

    public init(root: String) {
        self.root = root
    }

    /// Where baseline `name` is stored.
    public func path(of name: String) -> String {
        (root as NSString).appendingPathComponent(".inkbench/baselines/\(name).json")
    }

    /// Throws when `name` could not be a file name (empty, a path, or hidden).
    public static func validate(name: String) throws {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw ReportError("baseline name '\(name)': use a plain name such as main or v1")
        }
    }

    /// Stores `report` as baseline `name` (atomically), replacing an older one; returns the path.
    @discardableResult
    public func save(_ report: RunReport, as name: String) throws -> String {
        try Self.validate(name: name)
        let file = path(of: name)
        do {
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try report.write(to: file)
        } catch {
            throw ReportError("\(file): cannot save the baseline (\(error))")
        }
        return file
    }
}
