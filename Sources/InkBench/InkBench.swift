// The whole InkBench library behind one import: everything of `InkBenchCore` (formats,
// synthesis, pipelines, predictors, simulator, metrics, reports, the run API) and the Cairo
// renderers of InkRender, with `CairoRunRendering` to draw a run's frames and debug pictures.
@_exported import InkBenchCore
@_exported import InkRender
