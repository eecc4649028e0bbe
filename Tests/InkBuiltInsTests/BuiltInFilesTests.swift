import Foundation
import InkBuiltIns
import InkTestSupport
import Testing

/// The files compiled into the binary are the repository's, byte for byte, and all of them.
struct BuiltInFilesTests {
    @Test func everyConfigurationSetOfTheRepositoryIsBuiltInUnchanged() throws {
        let folder = SharedRecordings.packageRoot.appendingPathComponent("configs")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(BuiltInFiles.configurationSets.map(\.name) == onDisk)
        for file in BuiltInFiles.configurationSets {
            let bytes = try [UInt8](Data(contentsOf: SharedRecordings.packageRoot.appendingPathComponent(file.path)))
            #expect(file.bytes == bytes, "\(file.path) differs from the built-in copy")
        }
    }

    @Test func theShippedCalibrationIsBuiltInUnchanged() throws {
        let path = SharedRecordings.packageRoot.appendingPathComponent(BuiltInFiles.calibration.path)
        #expect(BuiltInFiles.calibration.bytes == [UInt8](try Data(contentsOf: path)))
        let file = try ShippedCalibration.builtIn()
        #expect(file.machineKind.contains("x86_64"))
        #expect(file.coefficients.perElementStroked > 0)
    }
}
