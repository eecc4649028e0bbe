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
///
/// Which device a trace runs on: `--profile` when given; else the configuration set's `profile:`
/// (`setProfile`) when there is one (a recording made on another device then gets one warning
/// line, `RecordedRateCheck`); else a file that names its device (a native trace, a web
/// recording: `TraceFormat.namesItsDevice`) keeps it; else the dataset's or the reader's own.
enum TraceInput {
    /// Refuses a trace whose profile cannot be simulated or rendered (`InputLimits.profileProblem`).
    /// `inputProfiles`: the devices the command's trace files name (`profilesNamed`), which
    /// `--profile` may name.
    static func load(
        _ argument: String, profile options: ProfileOptions, reading: TraceReadOptions, setProfile: String? = nil, inputProfiles: [DeviceProfile] = []
    ) throws -> Trace {
        if FileManager.default.fileExists(atPath: argument) {
            let settings = try reading.settings()
            return try checkProfile(loadFile(argument, profile: withSetProfile(options, setProfile), settings: settings, inputProfiles: inputProfiles), input: argument)
        }
        if let dataset = BuiltInDataset.named(argument) {
            var recipe = dataset.recipe
            if let profile = try withSetProfile(options, setProfile).resolved(default: recipe.profile, inputProfiles: inputProfiles) { recipe.profile = profile }
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
    static func streamedFile(
        _ argument: String, profile options: ProfileOptions, reading: TraceReadOptions, inputProfiles: [DeviceProfile] = []
    ) -> StreamedTraceFile? {
        guard FileManager.default.fileExists(atPath: argument), let settings = try? reading.settings(),
              settings.descriptionPath == nil, settings.unitsPerMM == nil, settings.columns == nil,
              (settings.format ?? (try? ActiveComponents.current.formats.detect(path: argument)))?.capabilities.contains(.streamable) == true
        else { return nil }
        return StreamedTraceFile(path: argument) { header in
            let profile = try options.resolved(default: header, inputProfiles: inputProfiles) ?? header
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
    private static func loadFile(_ path: String, profile options: ProfileOptions, settings: TraceReadSettings, inputProfiles: [DeviceProfile]) throws -> Trace {
        let formats = ActiveComponents.current.formats
        if options.profile == nil && !options.overrides.isEmpty {
            let plain = try formats.read(path: path, settings: settings)
            let profile = try options.resolved(default: plain.header.profile)
            return try formats.read(path: path, settings: settings, profile: profile)
        }
        return try formats.read(path: path, settings: settings, profile: try options.resolved(inputProfiles: inputProfiles))
    }

    /// `options` with the configuration set's profile when `--profile` names none.
    static func withSetProfile(_ options: ProfileOptions, _ setProfile: String?) -> ProfileOptions {
        var effective = options
        if effective.profile == nil { effective.profile = setProfile }
        return effective
    }

    /// Whether the file at `path` names its device (`TraceFormat.namesItsDevice`).
    static func namesItsDevice(_ path: String, settings: TraceReadSettings) -> Bool {
        ((settings.format ?? (try? ActiveComponents.current.formats.detect(path: path)))?.namesItsDevice) ?? false
    }

    /// The devices the trace files among `inputs` name, read only when `--profile` (`name`)
    /// names no built-in profile: what it may name besides the built-ins.
    static func profilesNamed(_ name: String?, by inputs: [String], reading: TraceReadOptions) throws -> [DeviceProfile] {
        guard let name, DeviceProfile.named(name) == nil else { return [] }
        let settings = try reading.settings()
        return try inputs.filter { FileManager.default.fileExists(atPath: $0) && namesItsDevice($0, settings: settings) }
            .map { try ActiveComponents.current.formats.read(path: $0, settings: settings).header.profile }
    }
}
