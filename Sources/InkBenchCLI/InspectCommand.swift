import ArgumentParser
import Foundation
import InkMetrics

/// `inkbench inspect`: what is in a trace — rates, quantum, speeds, force, updates, predictions.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Summarize traces: duration, strokes, rates, timestamp quantum, speeds, force, updates.",
        discussion: """
            Inputs are trace files of any readable format (.inktrace, Inkable .json, evemu .events, \
            MyPaint .dat; Android getevent captures with --format getevent, CSV logs with --columns) \
            or names of built-in datasets.

            Examples:
              inkbench inspect handwriting.inktrace
              inkbench inspect ../shared/datasets/inkable/events.json spiral-long
              inkbench inspect --json ../shared/datasets/mypaint/painting30sec.dat
              inkbench inspect --compare handwriting ../shared/datasets/inkable/events.json
              inkbench inspect --format getevent --description phone-il.txt --points-per-mm 17.7 pinch.txt
              inkbench inspect --format csv --columns t:ms,x:mm,y:mm,pressure log.txt

            --compare puts synthesized and real traces side by side, one row each: sample \
            interval (median, CV, share of gaps), speed, raw acceleration and update delays \
            (definitions: docs/realism.md); for a profile fitted to captures that are not shared \
            (android-finger-60), their published figures follow as a row of their own.
            """
    )

    @Argument(help: ArgumentHelp("Trace files or built-in dataset names.", valueName: "input"))
    var inputs: [String]

    @Flag(help: "Print JSON (an array with one object per input) instead of text.")
    var json = false

    @Flag(help: "Compare the inputs' realism statistics side by side (interval, gaps, speed, acceleration, update delays).")
    var compare = false

    @OptionGroup var device: ProfileOptions

    @OptionGroup var reading: TraceReadOptions

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one trace file or dataset name") }
    }

    func run() throws {
        let inputProfiles = try TraceInput.profilesNamed(device.profile, by: inputs, reading: reading)
        if compare {
            let traces = try inputs.map { ($0, try TraceInput.load($0, profile: device, reading: reading, inputProfiles: inputProfiles)) }
            let entries = InspectComparison.entries(traces)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(entries), as: UTF8.self))
            } else {
                InspectComparison.print(entries)
            }
            return
        }
        var entries: [InspectedTrace] = []
        for input in inputs {
            let trace = try TraceInput.load(input, profile: device, reading: reading, inputProfiles: inputProfiles)
            entries.append(InspectedTrace(input: input, statistics: TraceStatistics(trace: trace)))
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
            return
        }
        for (index, entry) in entries.enumerated() {
            if index > 0 { print("") }
            print("== \(entry.input)")
            entry.statistics.formattedLines().forEach { print($0) }
        }
    }
}

/// One input and its statistics, as `inspect --json` prints them.
struct InspectedTrace: Encodable {
    var input: String
    var statistics: TraceStatistics
}
