import Foundation
import FuzzSupport
import InkReport

// A `report.json` as `inkbench compare` decodes it (schema version checked first).
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try RunReport.decode(Data(bytes), name: "fuzz-report.json")
    }
}
