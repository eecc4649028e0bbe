import FuzzSupport
import InkModel

// Device-profile overrides (`--set KEY=VALUE`), one per input line, applied to a built-in profile.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        let assignments = FuzzHarness.text(bytes).split(separator: "\n").map(String.init)
        _ = try DeviceProfile.ipadProPencil120.overriding(assignments)
    }
}
