import ArgumentParser
import Foundation
import InkFormats
import InkIO
import InkModel
import InkRun
import InkSynth

/// Turns a command-line input — a trace file of any readable format, or the name of a built-in
/// dataset — into a `Trace`, applying `--profile` / `--set` and the reading options (`--format`, `--description`,
/// `--points-per-mm`).
enum TraceInput {
    /// Refuses a trace whose profile cannot be simulated or rendered (`InputLimits.profileProblem`).
    static func load(_ argument: String, profile options: ProfileOptions, reading: TraceReadOptions) throws -> Trace {
        if FileManager.default.fileExists(atPath: argument) {
            return try checkProfile(loadFile(argument, profile: options, settings: reading.settings()), input: argument)
        }
        if let dataset = BuiltInDataset.named(argument) {
            var recipe = dataset.recipe
            if let profile = try options.resolved(default: recipe.profile) { recipe.profile = profile }
            return try checkProfile(Synthesizer.synthesize(recipe), input: argument)
        }
        let looksLikePath = argument.contains("/") || argument.contains(".")
        throw CommandFailure(looksLikePath
            ? "\(argument): no such file"
            : "\(argument): no such file or built-in dataset (see 'inkbench list datasets')")
    }

    /// The native trace file `argument` names, for a run that may read it in pieces: nil for a
    /// built-in dataset, another format, or reading options that only other formats take (loading
    /// it whole then reports them). Its profile is resolved and checked as `load` does.
    static func streamedFile(_ argument: String, profile options: ProfileOptions, reading: TraceReadOptions) -> StreamedTraceFile? {
        guard FileManager.default.fileExists(atPath: argument), let settings = try? reading.settings(),
              settings.descriptionPath == nil, settings.unitsPerMM == nil, settings.columns == nil,
              (settings.format ?? (try? ActiveComponents.current.formats.detect(path: argument)))?.capabilities.contains(.streamable) == true
        else { return nil }
        return StreamedTraceFile(path: argument) { header in
            let profile = try options.resolved(default: header) ?? header
            if let problem = InputLimits.current.profileProblem(profile) { throw CommandFailure("\(argument): \(problem)") }
            return profile
        }
    }

    /// `trace`, unless its profile's canvas (which the renderers allocate) is too large or a
    /// rate or latency is outside what the simulator supports.
    static func checkProfile(_ trace: Trace, input: String) throws -> Trace {
        if let problem = InputLimits.current.profileProblem(trace.header.profile) {
            throw CommandFailure("\(input): \(problem)")
        }
        return trace
    }

    /// Reads a file. With only `--set` overrides, the reader's own default profile (or the native
    /// header's) is the base: read once to learn it, then read again with the overridden profile
    /// so that unit conversions (evemu mm → points) use it.
    private static func loadFile(_ path: String, profile options: ProfileOptions, settings: TraceReadSettings) throws -> Trace {
        let formats = ActiveComponents.current.formats
        if options.profile == nil && !options.overrides.isEmpty {
            let plain = try formats.read(path: path, settings: settings)
            let profile = try options.resolved(default: plain.header.profile)
            return try formats.read(path: path, settings: settings, profile: profile)
        }
        return try formats.read(path: path, settings: settings, profile: try options.resolved())
    }
}
