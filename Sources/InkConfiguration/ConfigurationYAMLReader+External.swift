import InkPipeline
import Yams

extension ConfigurationYAMLReader {
    /// The keys of a built-in pipeline that an external one (`pipeline:`) replaces.
    private static let builtInPipelineKeys = ["geometry", "filters", "smoother", "renderer"]

    /// `pipeline: {exec: [program, arg…], timeout: s, protocol: 1|2}`: a pipeline in another program. It replaces
    /// the built-in pipeline's keys, so a configuration with both is refused.
    func readExternalPipeline(_ node: Node, configuration: Node.Mapping) throws(PipelineConfigurationError) -> ExternalPipelineSpec {
        guard let mapping = node.mapping else { throw fail(node, "'pipeline' must be a mapping with 'exec' (a list: the program and its arguments)") }
        try checkKeys(mapping, node: node, allowed: ["exec", "timeout", "protocol"], what: "'pipeline'")
        for (key, value) in configuration {
            if let name = key.scalar?.string, Self.builtInPipelineKeys.contains(name) {
                throw fail(value, "'\(name)' does not apply to an external pipeline ('pipeline: exec'), which computes and draws the ink itself")
            }
        }
        guard let execNode = mapping["exec"] else { throw fail(node, "'pipeline' needs 'exec' (a list: the program and its arguments)") }
        guard let list = execNode.sequence else {
            throw fail(execNode, "'exec' must be a list: the program and its arguments, e.g. [python3, my_pipeline.py] (it is never run through a shell)")
        }
        var arguments: [String] = []
        for (index, item) in list.enumerated() {
            guard let text = item.scalar?.string else { throw fail(item, "'exec' item \(index + 1) must be text") }
            if text.utf8.contains(0) { throw fail(item, "'exec' item \(index + 1) contains a NUL byte") }
            arguments.append(text)
        }
        guard let program = arguments.first else { throw fail(execNode, "'exec' is empty: it needs at least the program to run") }
        if program.isEmpty { throw fail(list[0], "'exec' names an empty program") }
        var timeout: Double?
        if let timeoutNode = mapping["timeout"] {
            let range = ExternalPipelineSpec.timeoutRange
            guard let seconds = timeoutNode.float, range.contains(seconds) else {
                throw fail(timeoutNode, "'timeout' must be seconds in \(range.lowerBound)…\(Int(range.upperBound)) (got \(timeoutNode.scalar?.string ?? "a non-scalar"))")
            }
            timeout = seconds
        }
        var version = ExternalPipelineSpec.protocolVersions.upperBound
        if let versionNode = mapping["protocol"] {
            let versions = ExternalPipelineSpec.protocolVersions
            guard let number = versionNode.int, versions.contains(number) else {
                throw fail(versionNode, "'protocol' must be a protocol version, \(versions.lowerBound) or \(versions.upperBound) (got \(versionNode.scalar?.string ?? "a non-scalar"))")
            }
            version = number
        }
        return ExternalPipelineSpec(arguments: arguments, timeout: timeout, protocolVersion: version)
    }
}
