import InkExternal
import InkModel
import InkPipeline
import InkSim
import Testing

/// The hello of protocol version 2: the program's start-up timed apart from every callback, what
/// it says it reports, and the one line a version-1 program gets.
@Suite("External pipeline hello (protocol 2)")
struct PipelineHelloTests {
    static func configuration(_ script: String, protocolVersion: Int = 2) -> PipelineConfiguration {
        PipelineConfiguration(
            name: "child", geometry: .incremental, external: ExternalPipelineSpec(arguments: ["/bin/sh", "-c", script], protocolVersion: protocolVersion)
        )
    }

    /// Sleeps 0.2 s before answering the hello, then answers every callback with {}.
    static let slowStarter = #"sleep 0.2; read -r hello; echo '{"version":2,"reports":["handler_us","tip"]}'; while IFS= read -r line; do echo '{}'; done"#

    @Test("the start-up is timed to the hello's answer and kept out of callback 0; the reports are read")
    func startupBeforeTheFirstCallback() throws {
        let trace = ExternalPipelineSimulationTests.trace
        let configuration = Self.configuration(Self.slowStarter)
        let pipeline = try ExternalPipeline(configuration: configuration, profile: trace.header.profile, timing: .roundTrip)
        let record = try #require(try PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: MeasuredCost(timerOverheadNanoseconds: 0), handler: pipeline, predictor: nil
        ))
        try pipeline.finish()
        let startup = try #require(record.handlerStartup)
        #expect(startup.wallNanoseconds >= 200_000_000, "the start-up includes the program's 0.2 s before it answered")
        #expect(pipeline.declaredReports == ["handler_us", "tip"])
        #expect(record.callbacks[0].handlerWallNanoseconds < 150_000_000, "callback 0 does not include the start-up")
    }

    @Test("ExternalPipeline.hello asks without running a callback; a protocol-1 program has no hello")
    func helloAlone() throws {
        let hello = try #require(try ExternalPipeline.hello(configuration: Self.configuration(Self.slowStarter)))
        #expect(hello.reports == ["handler_us", "tip"] && hello.startup.wallNanoseconds >= 200_000_000)
        #expect(try ExternalPipeline.hello(configuration: Self.configuration("while IFS= read -r line; do echo '{}'; done", protocolVersion: 1)) == nil)
    }

    @Test("a program that answers the hello wrongly, or exits, fails in one line naming the hello and protocol: 1")
    func versionOneProgramsGetOneLine() {
        let cases = [
            ("while IFS= read -r line; do echo '{}'; done", "the hello reply needs 'version': 2"),
            ("read -r line; exit 2", "the external process exited with status 2"),
            (#"read -r line; echo '{"version":2,"reports":["speed"]}'"#, "'reports' names \"speed\", not a reply member"),
        ]
        for (script, expected) in cases {
            #expect {
                _ = try ExternalPipeline.hello(configuration: Self.configuration(script))
            } throws: { error in
                let text = String(describing: error)
                return text.hasPrefix("configuration 'child': at the hello of protocol version 2: ") && text.contains(expected)
                    && text.hasSuffix("(a program written for version 1 needs 'protocol: 1' in its configuration's pipeline)") && !text.contains("\n")
            }
        }
    }
}
