import Foundation
import InkModel

extension InputLimits {
    /// Highest display and digitizer rates the simulator supports, Hz.
    public static let maximumDisplayHz = 10_000.0
    public static let maximumDigitizerHz = 100_000.0
    /// Longest latency or delay of a profile (input, scanout, property updates), seconds.
    public static let maximumLatency = 10.0
    /// Most compositor frames between commit and scanout.
    public static let maximumCompositorFrames = 1000

    /// Why `profile` cannot be simulated or rendered — a canvas over `maxCanvasPixels`, or a rate,
    /// latency or frame count outside the fixed ranges above — or nil.
    public func profileProblem(_ profile: DeviceProfile) -> String? {
        let name = "profile \(profile.name)"
        func outside(_ what: String, _ value: Double, _ range: String) -> String {
            "\(name): \(what) \(String(format: "%g", value)) is outside the supported \(range)"
        }
        if !(profile.displayHz > 0 && profile.displayHz <= Self.maximumDisplayHz) {
            return outside("display rate", profile.displayHz, "(0, \(Int(Self.maximumDisplayHz))] Hz")
        }
        if !(profile.digitizerHz > 0 && profile.digitizerHz <= Self.maximumDigitizerHz) {
            return outside("digitizer rate", profile.digitizerHz, "(0, \(Int(Self.maximumDigitizerHz))] Hz")
        }
        let latencies = [
            ("input latency", profile.inputLatency), ("scanout latency", profile.scanoutLatency),
            ("property-update delay", profile.propertyUpdateDelay.map { max($0.median, $0.maximum) } ?? 0),
        ]
        for (what, value) in latencies where !(value >= 0 && value <= Self.maximumLatency) {
            return outside(what, value, "0…\(Int(Self.maximumLatency)) s")
        }
        if !(0...Self.maximumCompositorFrames).contains(profile.compositorFrames) {
            return outside("compositor frame count", Double(profile.compositorFrames), "0…\(Self.maximumCompositorFrames)")
        }
        let width = profile.canvasSize.width * profile.pixelScale
        let height = profile.canvasSize.height * profile.pixelScale
        if !(width * height <= Double(maxCanvasPixels)) {
            return "\(name): a \(String(format: "%g×%g", width, height)) px canvas is larger than \(exceeded(.canvasPixels))"
        }
        return nil
    }
}
