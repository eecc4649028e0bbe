import Foundation

/// Relative links between folders of the file system, for pages that link files written beside
/// another folder (`inkbench chart REPORT --out OTHER` links the report's own files).
enum RelativeLink {
    /// The path of `target` seen from `folder` (both relative to the current folder or absolute),
    /// with `/` at the end unless empty: `""` when they are the same folder, `"../run/"` for a
    /// sibling.
    static func prefix(from folder: String, to target: String) -> String {
        let from = components(folder), to = components(target)
        var shared = 0
        while shared < min(from.count, to.count) && from[shared] == to[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }

    private static func components(_ path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents.filter { $0 != "/" }
    }
}
