import InkModel
import InkSynth
import Testing

@Suite("Invalid recipes")
struct RecipeValidationTests {
    @Test func nonPositiveSpeedIsRejected() {
        for speed in [0.0, -5, .infinity] {
            #expect(throws: SynthError.self) { try Synthesizer.synthesize(SynthRecipe(shape: .line, speed: speed)) }
        }
    }

    @Test func drawingsThatCannotFitTheCanvasAreRejectedClearly() {
        #expect {
            try Synthesizer.synthesize(SynthRecipe(shape: .line, extent: .pathLength(1000)))
        } throws: { error in
            let message = String(describing: error)
            return message.hasPrefix("recipe shape=line: the drawing (") && message.contains("does not fit the 197×262.9 mm canvas")
        }
        #expect(throws: SynthError.self) {
            try Synthesizer.synthesize(SynthRecipe(shape: .zigzag, extent: .pathLength(100), strokes: 4, size: 30))
        }
    }

    @Test func hugeTracesAreRefused() throws {
        let fast = try DeviceProfile.ipadProPencil120.overriding("digitizer-hz", with: "50000")
        #expect(throws: SynthError.self) {
            try Synthesizer.synthesize(SynthRecipe(shape: .scribble, profile: fast, extent: .duration(3600)))
        }
    }

    @Test func overriddenProfilesAreSampledAsOverridden() throws {
        let profile = try DeviceProfile.ipadProPencil120.overriding(["digitizer-hz=120", "location-quantum=0", "update-delay-median=none"])
        let trace = try Synthesizer.synthesize(SynthRecipe(shape: .line, profile: profile, extent: .duration(1)))
        #expect(trace.header.profile == profile)
        #expect(trace.updates.isEmpty)
        #expect(abs(TraceMeasurements.median(TraceMeasurements.sampleIntervals(trace)) - 0.008) < 0.0011)
        #expect(trace.samples.contains { $0.location.x * 2 != ($0.location.x * 2).rounded() })
    }
}
