import CustomComponents
import InkBenchCLI

InkBenchCLI.main { components in try components.registerCustomComponents() }
