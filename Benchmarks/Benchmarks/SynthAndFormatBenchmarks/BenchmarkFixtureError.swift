/// A benchmark's setup could not build what it measures (one line saying what went wrong).
struct BenchmarkFixtureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
