import CustomComponents
import InkBench
import InkBenchCLI

do {
    InkBenchCLI.main(components: try .withCustomComponents())
} catch {
    print("Error: \(error)")
    exit(1)
}
