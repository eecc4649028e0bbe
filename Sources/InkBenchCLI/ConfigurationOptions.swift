import ArgumentParser
import InkBuiltIns
import InkRun

/// `--config NAME|FILE` (repeatable) and `--configs DIR`: which pipeline configurations to run,
/// resolved by `ConfigurationResolver` against the running command's components.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp("A configuration or configuration-set name (see 'inkbench list configs') or a YAML configuration-set file; repeatable.", valueName: "name|file")
    )
    var configs: [String] = []

    @Option(
        name: .customLong("configs"),
        help: ArgumentHelp("Folder of your own configuration sets, laid over the built-in ones (default: $INKBENCH_CONFIGS, or ./configs when it has default.yaml).", valueName: "dir")
    )
    var folder: String?

    /// `--config` and `--configs` against the active components.
    var resolver: ConfigurationResolver { Self.resolver(configs, folder: folder) }

    /// `items` (configuration names, set names, set files) in `folder` (nil: the default folder)
    /// against the active components, for commands with options of their own.
    static func resolver(_ items: [String] = [], folder: String?) -> ConfigurationResolver {
        ConfigurationResolver(items: items, folder: folder ?? ConfigurationSources.defaultFolder(), components: ActiveComponents.current)
    }
}
