import Foundation

/// Removes a report folder that a failed run created, so a failure leaves no trace: only when
/// the folder holds nothing but (empty) subfolders and InkBench's temporary files, which is all a
/// run writes before it commits its outputs.
package enum UnusedFolderRemoval {
    /// Removes `path` when everything in it is a folder or a `.inkbench-tmp-` file; otherwise
    /// leaves it.
    package static func removeIfUnused(_ path: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return }
        for case let relative as String in enumerator {
            let attributes = enumerator.fileAttributes
            if attributes?[.type] as? FileAttributeType == .typeDirectory { continue }
            guard (relative as NSString).lastPathComponent.contains(".inkbench-tmp-") else { return }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}
