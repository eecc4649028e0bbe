import Testing
import InkModel

/// The table of profile fields is the one definition of a valid profile: `--set` and
/// `DeviceProfile.firstProblem()` (which the trace header, the writer and the synthesizer use)
/// refuse exactly the values outside each field's range.
@Suite("Profile fields: one range per value")
struct ProfileFieldTests {
    @Test("every built-in profile lies inside every range")
    func builtInsValid() {
        for profile in DeviceProfile.builtIn {
            #expect(profile.firstProblem() == nil, "\(profile.name)")
        }
    }

    @Test("every field with a --set key refuses the values just outside its range, and takes its bounds", arguments: ProfileField.allCases)
    func overrideRanges(field: ProfileField) throws {
        guard let key = field.overrideKey else { return }
        let base = DeviceProfile.ipadProPencil120
        let range = field.range
        for bad in [range.upperBound * 1.5 + 1, -1, .infinity, .nan, 1e300] {
            let error = #expect(throws: ProfileOverrideError.self) { try base.overriding(key, with: "\(bad)") }
            #expect(error?.description.contains("profile override \(key)=") == true)
        }
        if range.excludesLowerBound {
            #expect(throws: ProfileOverrideError.self) { try base.overriding(key, with: ValueRange.format(range.lowerBound)) }
        } else {
            let changed = try base.overriding(key, with: ValueRange.format(range.lowerBound))
            #expect(field.value(in: changed) == range.lowerBound)
        }
        let changed = try base.overriding(key, with: ValueRange.format(range.upperBound))
        #expect(field.value(in: changed) == range.upperBound)
    }

    @Test("firstProblem names the field and its range for a value outside it", arguments: ProfileField.allCases)
    func problemNamesField(field: ProfileField) throws {
        var profile = DeviceProfile.ipadProPencil120
        let bad = field.range.upperBound * 2 + 1
        field.set(bad, in: &profile)
        let problem = try #require(profile.firstProblem())
        #expect(problem.field == field)
        #expect(problem.message == "\(field.words) \(ValueRange.format(bad)) is outside the supported \(field.range)")
    }

    @Test("a canvas side over Cairo's 32767 px is refused even when the area is small")
    func canvasSides() throws {
        var profile = DeviceProfile.ipadProPencil120
        profile.canvasSize = Size(width: 1e7, height: 1e-30)
        profile.pixelScale = 0.01
        #expect(profile.firstProblem()?.message == "the canvas is 100000 px wide (canvas width × pixel scale), more than the 32767 px a side that Cairo draws")
        profile.canvasSize = Size(width: 100, height: 16_400)
        profile.pixelScale = 2
        #expect(profile.firstProblem()?.field == .canvasHeight)
        profile.canvasSize = Size(width: 1e-30, height: 16_383)
        #expect(profile.firstProblem() == nil)
    }

    @Test("a property-update delay must be ordered minimum ≤ median ≤ maximum, positive median")
    func delayOrder() throws {
        var profile = DeviceProfile.ipadProPencil120
        profile.propertyUpdateDelay = PropertyUpdateDelay(median: 0.023, logSigma: 0.12, minimum: 0.5, maximum: 0.04)
        #expect(profile.firstProblem()?.message == "the property-update delay needs minimum ≤ median ≤ maximum (got 0.5 ≤ 0.023 ≤ 0.04 s)")
        profile.propertyUpdateDelay = PropertyUpdateDelay(median: -0.02, logSigma: 0.12, minimum: 0.015, maximum: 0.04)
        #expect(profile.firstProblem()?.message == "property-update delay median -0.02 is outside the supported (0, 10] s")
        profile.propertyUpdateDelay = PropertyUpdateDelay(median: 0.05, logSigma: 0.12, minimum: 0.015, maximum: 0.04)
        #expect(profile.firstProblem()?.field == .updateDelayMedian)
    }

    @Test("--set checks the whole profile after the last assignment")
    func overridesCheckedTogether() throws {
        let base = DeviceProfile.ipadProPencil120
        let error = #expect(throws: ProfileOverrideError.self) { try base.overriding(["canvas-width=16400", "canvas-height=1000"]) }
        #expect(error?.description == "profile override canvas-width=16400: the canvas is 32800 px wide (canvas width × pixel scale), more than the 32767 px a side that Cairo draws")
        let fixed = try base.overriding(["canvas-width=16400", "pixel-scale=1"])
        #expect(fixed.pixelWidth == 16_400)
        let delay = try base.overriding(["update-delay-median=10"])
        #expect(delay.propertyUpdateDelay?.maximum == 10 && delay.firstProblem() == nil)
        let fresh = try DeviceProfile.ipadFinger60.overriding(["update-delay-median=8"])
        #expect(fresh.propertyUpdateDelay?.maximum == 10 && fresh.firstProblem() == nil)
    }

    @Test("numbers must be the whole token: a NUL inside is not a number")
    func wholeToken() {
        #expect(Double(wholeToken: "210.38") == 210.38)
        #expect(Double(wholeToken: "210.38\0garbage") == nil)
        #expect(Double(wholeToken: "1\0") == nil)
        #expect(Double(wholeToken: "") == nil)
        #expect(Double(wholeToken: " 1") == nil)
        let error = #expect(throws: ProfileOverrideError.self) { try DeviceProfile.ipadProPencil120.overriding("display-hz", with: "90\0x") }
        #expect(error?.problem == "not a finite number")
    }

    @Test("ranges are written the way messages show them")
    func rangeText() {
        #expect(ProfileField.displayHz.range.description == "(0, 10000] Hz")
        #expect(ProfileField.inputLatency.range.description == "0…10 s")
        #expect(ProfileField.compositorFrames.range.description == "0…1000 frames (whole numbers)")
        #expect(!ProfileField.compositorFrames.range.contains(1.5))
        #expect(!ValueRange.predictionHorizonMilliseconds.contains(0))
        #expect(ValueRange.predictionHorizonMilliseconds.contains(1000))
    }
}
