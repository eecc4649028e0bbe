extension RunReport {
    /// A debug picture of a trace's ink that `inkbench run` drew into the report folder
    /// (report.json `renders`), shown per trace in index.html.
    public struct DebugRender: Sendable, Codable, Hashable {
        /// The trace's input name, as in `traces[].input`.
        public var trace: String
        /// The PNG's path relative to the report folder, e.g. `renders/handwriting-end.png`.
        public var file: String
        /// The configuration replayed.
        public var configuration: String
        /// The moment drawn, seconds after the trace's first sample.
        public var momentSeconds: Double
        /// One line saying what the picture shows.
        public var caption: String

        /// `momentSeconds` in seconds.
        public init(trace: String, file: String, configuration: String, momentSeconds: Double, caption: String) {
            self.trace = trace
            self.file = file
            self.configuration = configuration
            self.momentSeconds = momentSeconds
            self.caption = caption
        }
    }
}
