import InkBench

/// A device's costs as a fixed budget per callback and per frame plus a price per unit of work,
/// in seconds: deterministic, like the calibrated model, but from numbers you choose.
struct BudgetCost: CostSource {
    var perCallback: Double
    var perPoint: Double
    var perRender: Double
    var perPixel: Double

    var kind: CostKind { CostKind(rawValue: "budget") }

    func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double {
        perCallback + perPoint * Double(work.total.pointsRecomputed)
    }

    func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double {
        perRender + perPixel * Double(work.pixelsTouched)
    }
}
