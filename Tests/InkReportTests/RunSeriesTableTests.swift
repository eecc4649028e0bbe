import Foundation
import Testing

@testable import InkReport

/// The charts read the data tables back (`RunSeriesTable(path:)`) byte by byte
/// (`CSVSeriesScanner`); the rows must be exactly what the `CSVTable` reading of the same text
/// gives, quoted names, broken rows and unreadable cells included (compared as `WholeSeries`).
@Suite("Reading the data tables back for charts")
struct RunSeriesTableTests {
    static let header = "trace,configuration,run,index,time_s,lag_s"

    /// Rows `RunDataTables` writes, and rows it never writes but a hand-edited table may hold.
    static let texts: [String] = [
        header + "\na.inktrace,naive,0,0,0.5,0.01\na.inktrace,naive,0,1,0.25,0.02\na.inktrace,naive,1,0,0.1,0.03\n",
        header + "\n\"a,b\",\"say \"\"hi\"\"\",0,0,1.5,0.004\n\"a,b\",\"say \"\"hi\"\"\",0,1,1.25,\n",
        header + "\n\"multi\nline\",x,0,0,2,0.5\nshort,row\nx,y,0,0,3,0.1,extra\nx,y,zero,0,4,0.1\n",
        header + "\nx,y,0,0,nan,0.1\nx,y,0,1,5,0.2\nx,y,0,2,4,nan\nx,y,0,3,,0.3\nx,y,0,4,1e-3,1e2\n",
        header + "\nx,y,0,0,1,2\nz,y,0,0,0.5,1\nx,y,0,1,0.25,3\nx,\"y\",0,2,0.75,4",
        header + "\nx,y,0,0,1,2\n\"\",y,0,0,7,8\n,,,,,\nx,y,0,5,\"6\",\"7\"\n\"\"",
    ]

    static func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-series-\(UUID().uuidString).csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func same(_ a: RunSeriesTable, _ b: RunSeriesTable) throws -> Bool {
        let a = try WholeSeries(a), b = try WholeSeries(b)
        return a.x.keys == b.x.keys && a.start.keys == b.start.keys
            && a.x.allSatisfy { key, xs in xs.map(\.bitPattern) == b.x[key]?.map(\.bitPattern) }
            && a.y.allSatisfy { key, ys in ys.map(\.bitPattern) == b.y[key]?.map(\.bitPattern) }
            && a.start.allSatisfy { key, value in value.bitPattern == b.start[key]?.bitPattern }
    }

    @Test("the file reading gives the series of the CSVTable reading", arguments: texts.indices)
    func fileMatchesText(index: Int) throws {
        let text = Self.texts[index]
        let path = try Self.write(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromText = RunSeriesTable(text, x: "time_s", y: ["lag_s"])
        let fromFile = try #require(try RunSeriesTable(path: path, x: "time_s", y: ["lag_s"]))
        #expect(try Self.same(fromFile, fromText))
        let keeping: Set<RunKey> = [RunKey(trace: "x", configuration: "y", run: 0), RunKey(trace: "a,b", configuration: "say \"hi\"", run: 0)]
        let keptFromFile = try #require(try RunSeriesTable(path: path, x: "time_s", y: ["lag_s"], keeping: keeping))
        #expect(try Self.same(keptFromFile, RunSeriesTable(text, x: "time_s", y: ["lag_s"], keeping: keeping)))
    }

    @Test("quoted names, sums of two columns and the smallest x are read exactly")
    func exactValues() throws {
        let text = Self.header + ",cost_s\n\"a,b\",\"say \"\"hi\"\"\",0,0,1.5,0.25,0.5\n\"a,b\",\"say \"\"hi\"\"\",0,1,0.1,,0.5\nq,r,2,0,3,1,2\n"
        let path = try Self.write(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let table = try WholeSeries(try #require(try RunSeriesTable(path: path, x: "time_s", y: ["lag_s", "cost_s"])))
        let key = RunKey(trace: "a,b", configuration: "say \"hi\"", run: 0)
        #expect(table.series(key)?.x == [1.5] && table.series(key)?.y == [0.75])
        #expect(table.start[key] == 0.1)
        #expect(table.series(RunKey(trace: "q", configuration: "r", run: 2))?.y == [3])
    }

    @Test("a table with a non-ASCII name is read as CSVTable reads it")
    func nonASCII() throws {
        let text = Self.header + "\ncafé,naïve,0,0,1,2\nx,y,0,0,3,4\n"
        let path = try Self.write(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let table = try #require(try RunSeriesTable(path: path, x: "time_s", y: ["lag_s"]))
        #expect(try Self.same(table, RunSeriesTable(text, x: "time_s", y: ["lag_s"])))
        #expect(try WholeSeries(table).series(RunKey(trace: "café", configuration: "naïve", run: 0))?.y == [2])
    }
}
