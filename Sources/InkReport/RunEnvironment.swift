import Foundation

/// Where a report was made: host, cores, OS and architecture, Swift version, git commit.
public struct RunEnvironment: Sendable, Codable {
    public var host: String
    public var cores: Int
    public var operatingSystem: String
    public var architecture: String
    /// The Swift compiler that built inkbench (from compile-time checks), e.g. `6.3.1`.
    public var swiftVersion: String
    /// `git rev-parse HEAD` in the working directory; nil outside a git checkout.
    public var gitCommit: String?

    /// An environment as given: a fixed one makes a report the same bytes on any machine
    /// (`RunSettings.environment`).
    public init(host: String, cores: Int, operatingSystem: String, architecture: String, swiftVersion: String, gitCommit: String?) {
        self.host = host
        self.cores = cores
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.swiftVersion = swiftVersion
        self.gitCommit = gitCommit
    }

    private enum CodingKeys: String, CodingKey {
        case host, cores, operatingSystem, architecture, swiftVersion, gitCommit
    }

    /// Writes every key, `gitCommit` as null outside a git checkout.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(host, forKey: .host)
        try container.encode(cores, forKey: .cores)
        try container.encode(operatingSystem, forKey: .operatingSystem)
        try container.encode(architecture, forKey: .architecture)
        try container.encode(swiftVersion, forKey: .swiftVersion)
        try container.encode(gitCommit, forKey: .gitCommit)
    }

    public static func current() -> RunEnvironment {
        RunEnvironment(
            host: ProcessInfo.processInfo.hostName,
            cores: ProcessInfo.processInfo.activeProcessorCount,
            operatingSystem: operatingSystem,
            architecture: architecture,
            swiftVersion: swiftVersion,
            gitCommit: gitCommit()
        )
    }

    /// A label for calibration files, e.g. `2-core x86_64 Linux, Swift 6.3.1`.
    public var machineKind: String { "\(cores)-core \(architecture) \(operatingSystem), Swift \(swiftVersion)" }

    public static var swiftVersion: String {
        #if compiler(>=6.4)
        return "6.4 or later"
        #elseif compiler(>=6.3.1)
        return "6.3.1"
        #elseif compiler(>=6.3)
        return "6.3"
        #else
        return "older than 6.3"
        #endif
    }

    public static var architecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "unknown"
        #endif
    }

    public static var operatingSystem: String {
        #if os(Linux)
        return "Linux"
        #elseif os(macOS)
        return "macOS"
        #else
        return "unknown"
        #endif
    }

    /// The commit checked out in the working directory, or nil.
    public static func gitCommit() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "HEAD"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count == 40 ? text : nil
    }
}
