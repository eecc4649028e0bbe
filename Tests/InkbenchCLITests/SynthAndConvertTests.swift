import Foundation
import Testing
import InkTestSupport

@Suite("inkbench synth, convert, inspect and list")
struct SynthAndConvertTests {
    @Test("synth is deterministic: same seed, same bytes; another seed, other bytes")
    func synthDeterminism() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, seed) in [("a", "5"), ("b", "5"), ("c", "6")] {
            let result = try CommandRunner.run(["synth", "--shape", "zigzag", "--duration", "0.5", "--seed", seed, "-o", "\(name).inktrace"], in: folder)
            #expect(result.exitCode == 0, "\(result.standardError)")
        }
        let a = try Data(contentsOf: folder.appendingPathComponent("a.inktrace"))
        let b = try Data(contentsOf: folder.appendingPathComponent("b.inktrace"))
        let c = try Data(contentsOf: folder.appendingPathComponent("c.inktrace"))
        #expect(a == b)
        #expect(a != c)
        #expect(String(decoding: a.prefix(40), as: UTF8.self).hasPrefix("{\"format\":\"inktrace\""))
    }

    @Test("every built-in dataset synthesizes, converts to CSV and Inkable JSON, and inspects as JSON")
    func datasetsEndToEnd() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try CommandRunner.run(["list", "datasets", "--names"], in: folder).standardOutput
            .split(separator: "\n").map(String.init)
        #expect(names.contains("handwriting") && names.contains("spiral-long") && names.contains("session"))
        for name in names where name != "spiral-long" {
            #expect(try CommandRunner.run(["synth", "--dataset", name, "-o", "\(name).inktrace"], in: folder).exitCode == 0)
            #expect(try CommandRunner.run(["convert", "\(name).inktrace", "-o", "\(name).csv"], in: folder).exitCode == 0)
            #expect(try CommandRunner.run(["convert", "\(name).inktrace", "-o", "\(name).json"], in: folder).exitCode == 0)
        }
        let inspect = try CommandRunner.run(["inspect", "--json", "handwriting.inktrace", "handwriting.json"], in: folder)
        #expect(inspect.exitCode == 0)
        let entries = try #require(JSONSerialization.jsonObject(with: Data(inspect.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        let native = try #require(entries[0]["statistics"] as? [String: Any])
        let exported = try #require(entries[1]["statistics"] as? [String: Any])
        #expect(native["sampleCount"] as? Int == exported["sampleCount"] as? Int)
        #expect(native["propertyUpdateCount"] as? Int == exported["propertyUpdateCount"] as? Int)
        let csv = try String(contentsOf: folder.appendingPathComponent("handwriting.csv"), encoding: .utf8)
        #expect(csv.split(separator: "\n").count == (native["sampleCount"] as? Int ?? -1) + 1)
    }

    @Test("list prints every profile, shape and dataset")
    func listing() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profiles = try CommandRunner.run(["list", "profiles"], in: folder)
        for name in ["ipad-pro-pencil-120", "ipad-pencil-60", "ipad-finger-60", "android-stylus-120", "wacom-linux-60"] {
            #expect(profiles.standardOutput.contains(name))
        }
        #expect(profiles.standardOutput.contains("2048×2732 px"))
        let shapes = try CommandRunner.run(["list", "shapes"], in: folder).standardOutput
        for shape in ["line", "polyline", "circle", "spiral", "zigzag", "scribble", "handwriting", "signature", "tap", "session"] {
            #expect(shapes.contains(shape))
        }
        #expect(try CommandRunner.run(["list", "profiles", "--keys"], in: folder).standardOutput.contains("display-hz"))
    }

    @Test(
        "every real recording inspects and converts to native and back",
        .needsRecordings(
            "inkable/events.json", "inkable/pencil-antigrain2.json", "evemu/wacom-cintiq-22hdt-pen.events",
            "evemu/wacom-intuos4-6x9-stylus-drag.events", "evemu/wacom-intuos4-6x9-pen.desc", "mypaint/painting30sec.dat"
        )
    )
    func realRecordings() throws {
        let datasets = SharedRecordings.folder
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [(String, [String])] = [
            ("inkable/events.json", []), ("inkable/pencil-antigrain2.json", []),
            ("evemu/wacom-cintiq-22hdt-pen.events", []),
            ("evemu/wacom-intuos4-6x9-stylus-drag.events", ["--description", datasets.appendingPathComponent("evemu/wacom-intuos4-6x9-pen.desc").path]),
            ("mypaint/painting30sec.dat", []),
        ]
        for (index, (file, extra)) in files.enumerated() {
            let path = datasets.appendingPathComponent(file).path
            let inspect = try CommandRunner.run(["inspect", path] + extra, in: folder)
            #expect(inspect.exitCode == 0, "\(file): \(inspect.standardError)")
            #expect(inspect.standardOutput.contains("sample rate:"))
            let converted = try CommandRunner.run(["convert", path, "-o", "t\(index).inktrace"] + extra, in: folder)
            #expect(converted.exitCode == 0, "\(file): \(converted.standardError)")
            let again = try CommandRunner.run(["inspect", "t\(index).inktrace"], in: folder)
            #expect(again.exitCode == 0)
            #expect(again.standardOutput.split(separator: "\n").dropFirst(2) == inspect.standardOutput.split(separator: "\n").dropFirst(2))
        }
    }
}
