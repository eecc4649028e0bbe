import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

@Suite("CSV export and format detection")
struct CSVAndFormatTests {
    @Test("one row per sample with units in the header and empty cells for nil")
    func csv() throws {
        let trace = NativeTestTraces.sparse
        var withValues = trace
        withValues.samples[0].force = 0.5
        withValues.samples[0].altitude = 1.25
        withValues.samples[0].estimatedProperties = [.force, .altitude]
        withValues.samples[0].updateIndex = 3
        let text = String(decoding: try CSVTraceWriter.encode(withValues), as: UTF8.self)
        #expect(text == """
            touch_id,timestamp_s,x_pt,y_pt,force,max_force,altitude_rad,azimuth_rad,major_radius_pt,major_radius_tolerance_pt,type,phase,estimated,expecting,update_index
            0,1.0,0.0,0.0,0.5,,1.25,,,,direct,began,5,0,3
            0,1.0,0.5,0.5,,,,,,,direct,ended,0,0,

            """)
        var broken = trace
        broken.samples[1].azimuth = .infinity
        let error = #expect(throws: TraceFileError.self) { try CSVTraceWriter.encode(broken, file: "out.csv") }
        #expect(error?.description == "out.csv: sample 2: azimuth is not a finite number")
    }

    @Test("formats are told by extension, case-insensitively, with a clear error otherwise")
    func detect() throws {
        #expect(try TraceFormatRegistry.builtIn.detect(path: "a/b.inktrace") == .native)
        #expect(try TraceFormatRegistry.builtIn.detect(path: "EVENTS.JSON") == .inkable)
        #expect(try TraceFormatRegistry.builtIn.detect(path: "x.events") == .evemu)
        #expect(try TraceFormatRegistry.builtIn.detect(path: "x.evemu") == .evemu)
        #expect(try TraceFormatRegistry.builtIn.detect(path: "p.dat") == .mypaint)
        #expect(try TraceFormatRegistry.builtIn.detect(path: "out.csv") == .csv)
        #expect(try TraceFormatRegistry.builtIn.detect(path: "spring.binarypb") == .inkProto)
        let unknown = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.detect(path: "trace.txt") }
        #expect(unknown?.description == "trace.txt: unknown trace file extension \".txt\" (known: .inktrace, .json, .events, .evemu, .getevent, .dat, .csv, .inkweb, .binarypb); name the format with --format (native, inkable, evemu, getevent, mypaint, csv, web, ink-proto)")
        let none = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.detect(path: "dir.d/.hidden") }
        #expect(none?.description.hasPrefix("dir.d/.hidden: no file extension") == true)
    }

    @Test("import-only and export-only formats are refused in the other direction")
    func directions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let csv = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.read(path: folder.file("x.csv")) }
        #expect(csv?.description == "\(folder.file("x.csv")): a CSV trace needs --columns to say what its columns hold, e.g. --columns t:ms,x:mm,y:mm,pressure")
        let evemu = #expect(throws: TraceFileError.self) {
            try TraceFormatRegistry.builtIn.write(NativeTestTraces.sparse, to: folder.file("x.events"), format: .evemu)
        }
        #expect(evemu?.description == "\(folder.file("x.events")): cannot write evemu files (import only); write native, inkable or csv")
        let description = #expect(throws: TraceFileError.self) {
            try TraceFormatRegistry.builtIn.read(path: folder.file("x.json"), descriptionPath: "pen.desc")
        }
        #expect(description?.message == "a device description only applies to evemu recordings and getevent captures, not inkable files")
        #expect(try folder.contents().isEmpty)
    }

    @Test("the same trace always gives the same bytes in every writable format")
    func deterministic() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for format in TraceFormatRegistry.builtIn.components where format.capabilities.contains(.writes) {
            let first = folder.file("a." + format.fileExtensions[0]), second = folder.file("b." + format.fileExtensions[0])
            try TraceFormatRegistry.builtIn.write(NativeTestTraces.everyField, to: first, format: format)
            try TraceFormatRegistry.builtIn.write(NativeTestTraces.everyField, to: second, format: format)
            #expect(FileManager.default.contentsEqual(atPath: first, andPath: second), "\(format)")
        }
    }
}
