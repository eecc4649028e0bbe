import Foundation
import InkModel

extension InputLimits {
    /// Why `profile` cannot be simulated or rendered, as "profile NAME: …", or nil: the first
    /// `DeviceProfile.firstProblem()` (a field outside its range, a canvas side over Cairo's
    /// limit), else a canvas of more than `maxCanvasPixels`. Every way a profile enters — a
    /// trace header, `--profile`/`--set`, a trace being written — is checked with this.
    package func profileProblem(_ profile: DeviceProfile) -> String? {
        let name = "profile \(profile.name)".onOneLine
        if let problem = profile.firstProblem() {
            return "\(name): \(problem)"
        }
        let width = profile.canvasSize.width * profile.pixelScale
        let height = profile.canvasSize.height * profile.pixelScale
        if !(width * height <= Double(maxCanvasPixels)) {
            return "\(name): a \(String(format: "%g×%g", width, height)) px canvas is larger than \(exceeded(.canvasPixels))"
        }
        return nil
    }
}
