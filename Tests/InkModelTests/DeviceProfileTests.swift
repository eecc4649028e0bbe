import Testing
@testable import InkModel

@Suite("Device profiles")
struct DeviceProfileTests {
    @Test("the six built-in profiles exist with distinct names")
    func builtIns() {
        let names = DeviceProfile.builtIn.map(\.name)
        #expect(names == ["ipad-pro-pencil-120", "ipad-pencil-60", "ipad-finger-60", "android-stylus-120", "android-finger-60", "wacom-linux-60"])
        #expect(Set(names).count == names.count)
        for name in names { #expect(DeviceProfile.named(name)?.name == name) }
        #expect(DeviceProfile.named("no-such-profile") == nil)
    }

    @Test("the iPad Pro 12.9-inch canvas is 2048×2732 px")
    func ipadProPixels() {
        let profile = DeviceProfile.ipadProPencil120
        #expect(profile.pixelWidth == 2048)
        #expect(profile.pixelHeight == 2732)
        #expect(profile.sampleInterval == 1.0 / 240)
        #expect(profile.framePeriod == 1.0 / 120)
    }

    @Test("rates follow REFERENCE: 240 Hz pencil, 120 Hz finger, 60/120 Hz displays")
    func rates() {
        #expect(DeviceProfile.ipadProPencil120.digitizerHz == 240)
        #expect(DeviceProfile.ipadPencil60.displayHz == 60)
        #expect(DeviceProfile.ipadFinger60.digitizerHz == 120)
        #expect(DeviceProfile.ipadFinger60.maximumForce == nil)
        #expect(DeviceProfile.ipadProPencil120.propertyUpdateDelay?.median == 0.022)
        #expect(DeviceProfile.ipadProPencil120.reportLoss == 0 && DeviceProfile.wacomLinux60.reportLoss == 0.2)
    }

    @Test("every documented key can be overridden")
    func overridesApply() throws {
        let base = DeviceProfile.ipadProPencil120
        let changed = try base.overriding([
            "display-hz=90", "digitizer-hz=480", "input-latency=0.01", "compositor-frames=2",
            "maximum-force=none", "reports-tilt=false", "update-delay-median=none", "touch-type=direct",
        ])
        #expect(changed.displayHz == 90)
        #expect(changed.digitizerHz == 480)
        #expect(changed.inputLatency == 0.01)
        #expect(changed.compositorFrames == 2)
        #expect(changed.maximumForce == nil)
        #expect(changed.reportsTilt == false)
        #expect(changed.propertyUpdateDelay == nil)
        #expect(changed.touchType == .direct)
        for (key, _) in DeviceProfile.overridableKeys {
            let sample = key == "touch-type" ? "stylus" : key == "reports-tilt" ? "true"
                : ProfileField.overridden(by: key).map { ValueRange.format($0.range.upperBound) } ?? ""
            #expect(throws: Never.self) { try base.overriding(key, with: sample) }
        }
    }

    @Test("bad overrides are refused with the key, the value and the reason")
    func overridesRefused() {
        let base = DeviceProfile.ipadPencil60
        #expect(throws: ProfileOverrideError.self) { try base.overriding("display-hz", with: "-5") }
        #expect(throws: ProfileOverrideError.self) { try base.overriding("display-hz", with: "nan") }
        #expect(throws: ProfileOverrideError.self) { try base.overriding("frobnicate", with: "1") }
        #expect(throws: ProfileOverrideError.self) { try base.overriding(["display-hz"]) }
        do {
            _ = try base.overriding("display-hz", with: "fast")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "profile override display-hz=fast: not a finite number")
        }
    }

    @Test("an override holding line breaks is refused with one line (fuzzing found a form feed echoed)")
    func overrideWithLineBreaks() {
        let found = "dieitize\u{0C}\0\0\0\0\0\0\0hz=25dig0"
        for assignment in [found, "display-hz=1\n2", "touch-type=\r\nstylus"] {
            #expect {
                try DeviceProfile.ipadPencil60.overriding([assignment])
            } throws: { error in
                let description = String(describing: error)
                return description.hasPrefix("profile override ") && !description.contains(where: \.isNewline)
            }
        }
    }
}
