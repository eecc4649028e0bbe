import Foundation

/// The folder a command writes its report into (`run --out`, `predict --out`, `chart`), held
/// while the command writes: created when missing, locked against another inkbench writing
/// into the same folder at the same time, and cleared of the temporary files of processes that
/// died without removing them.
///
/// The lock is `flock` on the folder itself: a second command into a locked folder fails at
/// once with one line (it does not wait: a run can take minutes, and two runs into one folder
/// are a mistake), and the lock goes with the process however it ends, SIGKILL included, so no
/// stale lock is ever left. Temporary files are `.NAME.inkbench-tmp-PID-N` (`AtomicFileWriter`);
/// one whose process no longer exists (`kill(PID, 0)` fails with ESRCH) was left by a process
/// killed with SIGKILL or a power loss and is removed, in the folder and in the subfolders named.
/// A reference type: it owns the open folder, and the lock lasts until it is released.
package final class OutputFolder {
    /// The folder, as given.
    package let path: String
    /// How many stale temporary files were removed when the folder was taken.
    package let removedTemporaryFiles: Int
    private let descriptor: Int32

    /// Creates `path` (and missing parents) if needed, locks it and removes stale temporary files
    /// in it and in `subfolders`; one line when the folder cannot be made or is in use.
    package init(_ path: String, subfolders: [String] = []) throws(FileWriteError) {
        self.path = path
        try Self.makeFolders(path)
        let opened = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard opened >= 0 else {
            throw FileWriteError(path: path, message: "cannot open the output folder: \(String(cString: strerror(errno)))")
        }
        while flock(opened, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(opened)
            if code == EWOULDBLOCK {
                throw FileWriteError(path: path, message: "another inkbench is writing into this folder; wait for it to finish or choose another output folder")
            }
            throw FileWriteError(path: path, message: "cannot lock the output folder: \(String(cString: strerror(code)))")
        }
        descriptor = opened
        var removed = 0
        for folder in [path] + subfolders.map({ (path as NSString).appendingPathComponent($0) }) {
            removed += Self.removeStaleTemporaryFiles(in: folder)
        }
        removedTemporaryFiles = removed
    }

    deinit {
        close(descriptor)
    }

    /// The process that created temporary file `name` (`.NAME.inkbench-tmp-PID-N`), or nil when
    /// `name` is not one.
    package static func owner(ofTemporaryFile name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".inkbench-tmp-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let owner = pid_t(parts[0]), owner > 0, Int(parts[1]) != nil else { return nil }
        return owner
    }

    /// Removes the temporary files in `folder` whose process no longer exists; returns how many.
    package static func removeStaleTemporaryFiles(in folder: String) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for name in names {
            guard let owner = owner(ofTemporaryFile: name), owner != getpid(), kill(owner, 0) != 0, errno == ESRCH else { continue }
            if unlink((folder as NSString).appendingPathComponent(name)) == 0 { removed += 1 }
        }
        return removed
    }

    /// `mkdir -p path`, with one line naming the part that could not be made.
    private static func makeFolders(_ path: String) throws(FileWriteError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let code = errno
            var status = stat()
            if stat(prefix, &status) == 0 {
                if (status.st_mode & S_IFMT) == S_IFDIR { continue }
                let isLast = index == components.count - 1
                throw FileWriteError(path: path, message: isLast ? "exists and is not a folder" : "\(prefix) exists and is not a folder")
            }
            throw FileWriteError(path: path, message: "cannot create the output folder: \(String(cString: strerror(code)))")
        }
    }
}
