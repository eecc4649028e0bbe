/// The files InkBench ships — the configuration sets of `configs/` and the calibration of
/// `calibration/` — compiled into this module, so a copy of the `inkbench` binary works in any
/// folder, without the checkout it was built in. SwiftPM embeds them (`embedInCode` resources,
/// through the `configs` and `calibration` links beside this file, which point at the
/// repository's folders); a file added to `configs/` must be added to `configurationSets` too
/// (a test compares the two).
package enum BuiltInFiles {
    /// One shipped file: its path in the repository and its bytes.
    package struct File: Hashable, Sendable {
        /// Relative to the repository root, e.g. `configs/default.yaml`.
        package var path: String
        package var bytes: [UInt8]

        /// The file name, e.g. `default.yaml`.
        package var name: String { String(path.split(separator: "/").last ?? Substring(path)) }

        /// The bytes as UTF-8 text.
        package var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// The configuration sets of `configs/`, in file-name order.
    package static let configurationSets: [File] = [
        File(path: "configs/default.yaml", bytes: PackageResources.default_yaml),
        File(path: "configs/pipelines.yaml", bytes: PackageResources.pipelines_yaml),
        File(path: "configs/wwdc2016.yaml", bytes: PackageResources.wwdc2016_yaml),
    ]

    /// The shipped calibration of the modelled cost (a 2-core x86_64 Linux machine).
    package static let calibration = File(path: "calibration/linux-x86_64-2core.json", bytes: PackageResources.linux_x86_64_2core_json)
}
