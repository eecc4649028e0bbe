import Foundation
import Testing
import InkTestSupport

/// `inkbench render` writes a PNG of the ink, with the debug overlay on request.
struct RenderCommandTests {
    /// Width and height from a PNG's IHDR chunk, or nil when `data` is not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    /// "W×H px" as the command prints it.
    static func printedSize(_ output: String) -> String? {
        guard let open = output.range(of: "("), let close = output.range(of: " px)") else { return nil }
        return String(output[open.upperBound..<close.lowerBound])
    }

    @Test func aBuiltInDatasetRendersWithTheDebugOverlay() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "handwriting-short", "--at", "0.3", "--debug", "-o", "ink.png"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let data = try Data(contentsOf: folder.appendingPathComponent("ink.png"))
        let size = try #require(Self.pngSize(data), "ink.png is a PNG")
        #expect(size.width > 400 && size.height > 400)
        #expect(Self.printedSize(result.standardOutput) == "\(size.width)×\(size.height)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "ink.png" }
        #expect(leftovers.isEmpty, "no temporary files left: \(leftovers)")
    }

    @Test func theFullCanvasIsTheDevicesPixelSize() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "line-short", "--full-canvas", "--renderer", "naive", "-o", "line.png"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let size = try #require(Self.pngSize(try Data(contentsOf: folder.appendingPathComponent("line.png"))))
        #expect(size.width == 2048 && size.height == 2732)
    }

    @Test("the configuration's renderer draws unless --renderer names another")
    func theConfigurationChoosesTheRenderer() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (arguments, expected) in [
            (["--config", "naive"], "naive, naive renderer"), (["--config", "incremental-smooth"], "incremental-smooth, incremental renderer"),
            (["--config", "naive", "--renderer", "incremental"], "naive, incremental renderer"),
        ] {
            let result = try CommandRunner.run(["render", "line-short"] + arguments + ["-o", "line.png"], in: folder)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains(expected), "\(arguments): \(result.standardOutput)")
        }
    }

    @Test func badArgumentsFailWithOneLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let negative = try CommandRunner.run(["render", "tap", "--at", "-1", "-o", "x.png"], in: folder)
        #expect(negative.exitCode == 1, "a bad value of a well-formed option")
        #expect(negative.standardError.contains("--at"))
        let missing = try CommandRunner.run(["render", "no-such.inktrace", "-o", "x.png"], in: folder)
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("no-such.inktrace: no such file"))
        let unwritable = try CommandRunner.run(["render", "tap", "-o", "no/such/folder/x.png"], in: folder)
        #expect(unwritable.exitCode == 1)
        #expect(unwritable.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test(.needsRecordings("inkable/events.json"))
    func aRealPencilRecordingRendersWithItsPredictions() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = SharedRecordings.path("inkable/events.json")
        let result = try CommandRunner.run(["render", path, "--config", "wwdc-predicted", "--at", "0.3", "--debug", "-o", "pencil.png"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(Self.pngSize(try Data(contentsOf: folder.appendingPathComponent("pencil.png"))) != nil)
    }
}
