import InkRender

/// The pixels where two same-sized surfaces differ, and by how much.
struct PixelDiff {
    /// Differing pixels.
    var count = 0
    /// Largest difference of any one channel (0…255).
    var maxChannelDelta = 0
    /// Every differing pixel's coordinates (kept only up to `keep`).
    var pixels: [(x: Int, y: Int)] = []

    init(_ a: RenderSurface, _ b: RenderSurface, keep: Int = 10_000) {
        precondition(a.width == b.width && a.height == b.height)
        a.withRows { rowsA in
            b.withRows { rowsB in
                for y in 0..<a.height {
                    let rowA = rowsA(y), rowB = rowsB(y)
                    for x in 0..<a.width where rowA[x] != rowB[x] {
                        count += 1
                        if pixels.count < keep { pixels.append((x, y)) }
                        var shift: UInt32 = 0
                        while shift < 32 {
                            let channelA = Int((rowA[x] >> shift) & 0xFF), channelB = Int((rowB[x] >> shift) & 0xFF)
                            maxChannelDelta = max(maxChannelDelta, abs(channelA - channelB))
                            shift += 8
                        }
                    }
                }
            }
        }
    }

    var isIdentical: Bool { count == 0 }
}

/// Copies of what renderers show, for comparing frames.
enum Frames {
    /// `renderer.present` over a fresh transparent surface.
    static func presented(_ renderer: any InkRenderer) -> RenderSurface {
        let geometry = renderer.painter.geometry
        let surface = RenderSurface(geometry: geometry)
        renderer.present(onto: surface)
        return surface
    }

    /// Non-transparent pixels of `surface`.
    static func inkedPixelCount(_ surface: RenderSurface) -> Int {
        surface.withRows { rows in
            (0..<surface.height).reduce(0) { sum, y in sum + rows(y).reduce(0) { $0 + ($1 >> 24 == 0 ? 0 : 1) } }
        }
    }
}
