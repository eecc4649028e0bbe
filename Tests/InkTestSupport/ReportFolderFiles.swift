import Foundation

/// The files of report folders, to check that two runs — one machine's and the merge of its
/// shards — wrote the same folder: the same relative paths, every file byte for byte but
/// report.json, whose measured fields (thread CPU times, timer overhead) may differ.
public enum ReportFolderFiles {
    /// The report.json keys whose values are measured wall-clock quantities.
    public static let measuredKeys = ["threadCPUSeconds", "timerOverheadSeconds"]

    /// Every file under `folder`, relative to it, sorted.
    public static func list(_ folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        return (enumerator?.allObjects ?? []).compactMap { $0 as? String }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(path), isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// The pretty-printed report.json at `path` without the lines of the measured fields.
    public static func reportWithoutMeasuredLines(_ path: String) throws -> String {
        let markers = measuredKeys.map { "\"\($0)\" : " }
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !markers.contains { line.contains($0) } }.joined(separator: "\n")
    }

    /// What differs between the folders `expected` and `actual`: files in one only, then every
    /// file whose bytes differ (report.json compared without its measured lines). Empty when
    /// they are the same folder.
    public static func differences(_ expected: String, _ actual: String) throws -> [String] {
        let files = list(expected), others = list(actual)
        var found = Set(files).symmetricDifference(others).sorted().map { "\($0): in one folder only" }
        for file in files where others.contains(file) {
            let (mine, theirs) = ("\(expected)/\(file)", "\(actual)/\(file)")
            let same = file == "report.json"
                ? try reportWithoutMeasuredLines(mine) == reportWithoutMeasuredLines(theirs)
                : FileManager.default.contents(atPath: mine) == FileManager.default.contents(atPath: theirs)
            if !same { found.append("\(file): differs") }
        }
        return found
    }
}
