/// How `inkbench record` runs: where it listens, where recordings go, what it accepts, and when
/// it stops.
package struct RecorderSettings: Hashable, Sendable {
    /// The folder the native traces are written into (created when missing).
    package var outputFolder: String
    /// The IPv4 address to listen on: `127.0.0.1` for this machine only (the default), `0.0.0.0`
    /// for every interface (the local network), or one interface's address.
    package var bindAddress: String
    /// The TCP port; 0 for any free one (the URLs printed say which).
    package var port: UInt16
    package var limits: RecorderLimits
    /// Stop after saving this many recordings; nil to run until interrupted.
    package var stopAfter: Int?

    package init(outputFolder: String, bindAddress: String = "127.0.0.1", port: UInt16 = 8080, limits: RecorderLimits = RecorderLimits(), stopAfter: Int? = nil) {
        self.outputFolder = outputFolder
        self.bindAddress = bindAddress
        self.port = port
        self.limits = limits
        self.stopAfter = stopAfter
    }
}
