import Foundation

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

    /// Longest baseline name, characters (the file name adds `.json`; file systems allow 255 bytes).
    package static let maximumNameLength = 100

    /// Throws when `name` is not a plain file name: empty, longer than `maximumNameLength`,
    /// starting with `.` (hidden, `..`), or holding anything but letters, digits, `.`, `-`, `_`
    /// and `+` (a `/`, a line break or a control character could escape the folder or split
    /// the lines that print it).
    public static func validate(name: String) throws {
        let plain = name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_+".unicodeScalars.contains(scalar)
        }
        guard !name.isEmpty, name.count <= maximumNameLength, !name.hasPrefix("."), plain else {
            throw ReportError("baseline name '\(name)': use a plain name such as main or v1 (letters, digits, '.', '-', '_', '+'; not starting with '.'; at most \(maximumNameLength) characters)")
        }
    }

    /// Stores `report` as baseline `name` (atomically), replacing an older one; returns the path.
    @discardableResult
    package func save(_ report: RunReport, as name: String) throws -> String {
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
