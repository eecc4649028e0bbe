import ArgumentParser
import Foundation
import InkFormats
import InkModel
import InkSynth

/// Turns a command-line input — a trace file of any readable format, or the name of a built-in
/// dataset — into a `Trace`, applying `--profile` / `--set` and an evemu `--description`.
enum TraceInput {
    static func load(_ argument: String, profile options: ProfileOptions, description: String? = nil) throws -> Trace {
        if FileManager.default.fileExists(atPath: argument) {
            return try loadFile(argument, profile: options, description: description)
        }
        if let dataset = BuiltInDataset.named(argument) {
            var recipe = dataset.recipe
            if let profile = try options.resolved(default: recipe.profile) { recipe.profile = profile }
            return try Synthesizer.synthesize(recipe)
        }
        let looksLikePath = argument.contains("/") || argument.contains(".")
        throw CommandFailure(looksLikePath
            ? "\(argument): no such file"
            : "\(argument): no such file or built-in dataset (see 'inkbench list datasets')")
    }

    /// Reads a file. With only `--set` overrides, the reader's own default profile (or the native
    /// header's) is the base: read once to learn it, then read again with the overridden profile
    /// so that unit conversions (evemu mm → points) use it.
    private static func loadFile(_ path: String, profile options: ProfileOptions, description: String?) throws -> Trace {
        if options.profile == nil && !options.overrides.isEmpty {
            let plain = try TraceReader.read(path: path, descriptionPath: description)
            let profile = try options.resolved(default: plain.header.profile)
            return try TraceReader.read(path: path, profile: profile, descriptionPath: description)
        }
        return try TraceReader.read(path: path, profile: try options.resolved(), descriptionPath: description)
    }
}
