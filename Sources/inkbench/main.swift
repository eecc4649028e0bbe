import InkBenchCLI

InkBenchCLI.main()
