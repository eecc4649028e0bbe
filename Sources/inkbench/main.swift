import InkBench
import InkBenchCLI

InkBenchCLI.main(components: .builtIn)
