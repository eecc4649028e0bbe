import Foundation

/// Runs the built `inkbench` executable (it sits beside the test bundle in the build products
/// folder) and captures its exit code and output.
struct CommandRunner {
    struct Result {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
    }

    static let executable: URL = {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // The test bundle may be a folder (name.xctest/…) or a single executable.
        while folder.path != "/" && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("inkbench").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("inkbench")
    }()

    /// Runs `inkbench arguments…` in `directory` and waits for it; `environment` replaces the
    /// process environment when given.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        if let environment { process.environment = environment }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self)
        )
    }

    /// Every `src` and `href` value of an HTML page that names a file, in order (in-page
    /// anchors such as `#contents` left out).
    static func references(in html: String) -> [String] {
        ["src=\"", "href=\""].flatMap { marker in
            html.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }.filter { !$0.hasPrefix("#") }
    }

    /// A fresh empty folder for one test.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("inkbench-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
