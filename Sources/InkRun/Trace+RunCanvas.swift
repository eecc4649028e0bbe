import Foundation
import InkModel

extension BenchmarkRun {
    /// `trace` placed on its profile's canvas, which the renderers draw on and clip to, and the
    /// shift applied (points; zero when its ink lay inside already). Ink that fits the canvas
    /// is moved by the smallest shift that puts it inside — sizes and speeds are kept, so every
    /// metric in mm stays what it was; ink larger than the canvas is refused in one line rather
    /// than measured on a canvas that never shows it.
    package static func placedOnCanvas(_ trace: Trace, input: String) throws -> (trace: Trace, offset: Point) {
        let profile = trace.header.profile
        do throws(CanvasFitError) {
            let offset = try trace.canvasOffset(for: profile.canvasSize)
            return (trace.translated(by: offset), offset)
        } catch {
            throw canvasRefusal(error, profile: profile, input: input)
        }
    }

    /// The one line that refuses ink larger than the canvas of `profile`.
    static func canvasRefusal(_ error: CanvasFitError, profile: DeviceProfile, input: String) -> RunError {
        let mm = String(format: "%.1f × %.1f mm at %.3f pt/mm", error.inkSize.width / profile.pointsPerMM, error.inkSize.height / profile.pointsPerMM, profile.pointsPerMM)
        return RunError(
            "\(input): \(error) of \(profile.name) (\(mm)): part of it would never be drawn; run it on a profile whose canvas holds it "
                + "(--profile NAME; 'inkbench list profiles') or enlarge the canvas (--set canvas-width=PT --set canvas-height=PT)"
        )
    }
}
