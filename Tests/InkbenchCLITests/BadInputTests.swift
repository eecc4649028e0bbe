import Foundation
import Testing

@Suite("inkbench on bad input: one line, non-zero exit, nothing written")
struct BadInputTests {
    private func write(_ text: String, to name: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private static let header = #"{"format":"inktrace","version":1,"sourceKind":"native","source":"t","recipe":null,"seed":null,"profile":{"name":"p","touchType":"stylus","digitizerHz":240,"displayHz":120,"pointsPerMM":5,"canvasWidth":100,"canvasHeight":100,"pixelScale":2,"timestampQuantum":0.001,"locationQuantum":0,"positionNoiseMM":0,"sampleIntervalJitter":0,"inputLatency":0,"compositorFrames":1,"scanoutLatency":0,"maximumForce":null,"reportsTilt":false,"propertyUpdateDelay":null}}"#

    @Test("a bad line is named by file and line; convert writes nothing and keeps the old output", arguments: [
        ("nan.inktrace", header + "\n" + #"{"k":"s","id":1,"t":NaN,"x":1,"y":1,"ty":"stylus","ph":"began"}"#, "nan.inktrace:2:"),
        ("back.inktrace", header + "\n" + #"{"k":"s","id":1,"t":0.5,"x":1,"y":1,"ty":"stylus","ph":"began"}"# + "\n" + #"{"k":"s","id":1,"t":0.4,"x":1,"y":1,"ty":"stylus","ph":"moved"}"#, "back.inktrace:3:"),
        ("empty.inktrace", "", "empty.inktrace"),
        ("array.json", "{\"not\": \"an array\"}", "array.json"),
    ])
    func badFiles(name: String, content: String, expectedPrefix: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(content, to: name, in: folder)
        try write("previous", to: "out.csv", in: folder)
        let inspect = try CommandRunner.run(["inspect", name], in: folder)
        #expect(inspect.exitCode == 1)
        let lines = inspect.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(inspect.standardError)")
        #expect(lines.first?.hasPrefix("Error: \(expectedPrefix)") == true, "\(inspect.standardError)")
        let convert = try CommandRunner.run(["convert", name, "-o", "out.csv"], in: folder)
        #expect(convert.exitCode == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("out.csv"), encoding: .utf8) == "previous")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != name && $0 != "out.csv" }
        #expect(leftovers.isEmpty, "stray files: \(leftovers)")
    }

    @Test("unknown names and missing files fail with one line and exit code 1", arguments: [
        ["inspect", "no-such-file.inktrace"],
        ["inspect", "no-such-dataset"],
        ["synth", "--dataset", "no-such-dataset", "-o", "x.inktrace"],
        ["synth", "--shape", "blob", "-o", "x.inktrace"],
        ["synth", "--shape", "line", "--profile", "no-such-profile", "-o", "x.inktrace"],
        ["synth", "--shape", "line", "--set", "display-hz=fast", "-o", "x.inktrace"],
        ["synth", "--shape", "line", "--speed=-3", "-o", "x.inktrace"],
        ["synth", "--shape", "line", "-o", "x.unknown"],
        ["convert", "handwriting", "-o", "x.inktrace", "--to", "evemu"],
    ])
    func unknownNames(arguments: [String]) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(arguments, in: folder)
        #expect(result.exitCode == 1, "\(arguments): \(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("malformed command lines exit with 64 and a usage hint")
    func usageErrors() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["synth", "-o", "x.inktrace"], in: folder).exitCode == 64)
        #expect(try CommandRunner.run(["synth", "--dataset", "tap", "--shape", "line", "-o", "x.inktrace"], in: folder).exitCode == 64)
        #expect(try CommandRunner.run(["frobnicate"], in: folder).exitCode == 64)
    }
}
