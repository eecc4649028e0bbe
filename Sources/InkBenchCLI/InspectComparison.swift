import Foundation
import InkMetrics
import InkModel

/// `inkbench inspect --compare A B…`: the realism statistics (`RealismStatistics`) of several
/// traces side by side, one row each — typically synthesized traces against real recordings of
/// the same kind of device.
enum InspectComparison {
    /// One input and its statistics, as `--compare --json` prints them.
    struct Entry: Encodable {
        var input: String
        var profile: String
        var sourceKind: String
        var statistics: RealismStatistics
    }

    /// One row per trace, then the published figures of real captures for the traces' profiles
    /// (`PublishedRealism`).
    static func entries(_ traces: [(input: String, trace: Trace)]) -> [Entry] {
        let own = traces.map { Entry(input: $0.input, profile: $0.trace.header.profile.name, sourceKind: $0.trace.header.sourceKind.rawValue, statistics: RealismStatistics(trace: $0.trace)) }
        let published = PublishedRealism.matching(profiles: own.map(\.profile)).map {
            Entry(input: $0.source, profile: $0.profile, sourceKind: "published", statistics: $0.statistics)
        }
        return own + published
    }

    static func print(_ entries: [Entry]) {
        Swift.print("interval: median ms, CV (sd/mean), gaps (> \(formatted(RealismStatistics.gapFactor))× median); speed mm/s; "
            + "raw acceleration of the samples m/s²; update delay ms")
        printTable(
            header: ["input", "source", "profile", "samples", "interval", "CV", "gaps", "speed p50 / p90", "accel p50 / p90", "update delay p50 / p90 / max"],
            rows: entries.map { entry in
                let s = entry.statistics
                return [
                    entry.input, entry.sourceKind, entry.profile, "\(s.sampleCount)", number(s.intervalMedian.map { $0 * 1000 }, 2),
                    number(s.intervalCV, 3), s.gapShare.map { String(format: "%.1f%%", $0 * 100) } ?? "n/a",
                    "\(number(s.speedP50, 0)) / \(number(s.speedP90, 0))",
                    "\(number(s.accelerationP50.map { $0 / 1000 }, 1)) / \(number(s.accelerationP90.map { $0 / 1000 }, 1))",
                    s.updateDelayP50 == nil ? "none"
                        : "\(number(s.updateDelayP50.map { $0 * 1000 }, 0)) / \(number(s.updateDelayP90.map { $0 * 1000 }, 0)) / \(number(s.updateDelayMax.map { $0 * 1000 }, 0))",
                ]
            }
        )
    }

    private static func number(_ value: Double?, _ digits: Int) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "n/a"
    }
}
