import Foundation
import Testing

@Suite("Small things a user trips on: render's file type and moment, a misspelt option")
struct SmallTripsTests {
    @Test("render -o x.jpg is refused before anything is drawn; --at past the trace's end is one line")
    func renderChecks() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jpeg = try CommandRunner.run(["render", "handwriting", "-o", "x.jpg"], in: folder)
        #expect(jpeg.exitCode != 0)
        #expect(jpeg.standardError == "Error: -o x.jpg: render writes PNG only; name the file .png\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.jpg").path))
        let late = try CommandRunner.run(["render", "handwriting", "--at", "99", "-o", "x.png"], in: folder)
        #expect(late.exitCode == 1)
        #expect(late.standardError.hasPrefix("Error: --at 99.0: past the end of handwriting, which lasts "), "\(late.standardError)")
        #expect(late.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test("a misspelt --config is named with a suggestion, not reported as a missing --config")
    func misspeltOption() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cost = try CommandRunner.run(["pipeline-cost", "handwriting", "--confg", "default"], in: folder)
        #expect(cost.exitCode == 64)
        #expect(cost.standardError.hasPrefix("Error: Unknown option '--confg'. Did you mean '--config'?"), "\(cost.standardError)")
    }

    @Test("run's tables open with the verdict and fit 100 columns; --wide prints every column")
    func tableWidth() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let narrow = try CommandRunner.run(
            ["run", "--dataset", "handwriting", "--config", RunCommandTests.root.appendingPathComponent("configs/default.yaml").path, "--quick", "--no-renders", "--out", "narrow"], in: folder
        )
        #expect(narrow.exitCode == 0, "\(narrow.standardError)")
        let lines = narrow.standardOutput.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
        let verdictLine = try #require(lines.firstIndex { $0.hasPrefix("verdict (frame budget 8.33 ms (120 Hz)): ") })
        let header = try #require(lines.firstIndex { $0.hasPrefix("configuration ") })
        #expect(verdictLine < header, "the verdict comes before the table")
        let wide = try CommandRunner.run(
            ["run", "--dataset", "handwriting", "--config", RunCommandTests.root.appendingPathComponent("configs/default.yaml").path, "--quick", "--no-renders", "--wide", "--out", "wide"], in: folder
        )
        #expect(wide.standardOutput.contains("configuration                  verdict  headroom p99  missed %  callbacks"), "\(wide.standardOutput)")
    }
}
