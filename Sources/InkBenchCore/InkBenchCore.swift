// InkBench without Cairo: `import InkBenchCore` brings trace formats, synthesis, pipelines,
// predictors, the platform simulator, metrics, reports (without pictures), the run API and browser
// runs (a page in headless Chromium, measured from its own trace). A run
// through this product needs a `RunRendering` of its own; `import InkBench` adds the Cairo one.
@_exported import InkBuiltIns
@_exported import InkChromeTrace
@_exported import InkDevTools
@_exported import InkExternal
@_exported import InkFormats
@_exported import InkMetrics
@_exported import InkModel
@_exported import InkPipeline
@_exported import InkPredict
@_exported import InkReport
@_exported import InkRun
@_exported import InkSim
@_exported import InkSynth
@_exported import InkWeb
