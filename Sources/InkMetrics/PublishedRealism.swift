/// Realism statistics of real captures that are not shared as files, from published numbers, for
/// `inkbench inspect --compare` to show beside synthesized traces of the matching profile.
package struct PublishedRealism: Sendable {
    /// The profile whose synthesized traces these figures are compared with.
    package var profile: String
    /// Where the figures come from, one line.
    package var source: String
    package var statistics: RealismStatistics

    /// Android finger input: the 18 finger flings recorded on a Pixel ("sailfish", 441 ppi) in
    /// AOSP's `frameworks/native/libs/input/tests/VelocityTracker_test.cpp` (`SailfishFling…`),
    /// their 177 kernel-stamped reports (the resampled points between them left out), computed
    /// as `RealismStatistics` computes them.
    package static let androidFingerFlings = PublishedRealism(
        profile: "android-finger-60",
        source: "published: 18 Android finger flings (AOSP VelocityTracker tests, Pixel)",
        statistics: RealismStatistics(
            sampleCount: 177, strokeCount: 18, intervalMedian: 0.008473, intervalCV: 0.205, gapShare: 0.044,
            speedP50: 153, speedP90: 573, accelerationP50: 3178, accelerationP90: 31_853
        )
    )

    /// Every published set, in the order they are shown.
    package static let all = [androidFingerFlings]

    /// The sets for the profiles named (each once, in `all`'s order).
    package static func matching(profiles: [String]) -> [PublishedRealism] {
        all.filter { profiles.contains($0.profile) }
    }
}
