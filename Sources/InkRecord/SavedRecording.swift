/// What the recorder made of one upload: the native trace's file name (inside the output folder)
/// and its counts.
package struct SavedRecording: Hashable, Sendable {
    /// The file name, e.g. `recording-001.inktrace`.
    package var file: String
    package var samples: Int
    package var strokes: Int
    package var callbacks: Int
    /// The browser's predicted positions kept as recorded predictions.
    package var predictions: Int

    package init(file: String, samples: Int, strokes: Int, callbacks: Int, predictions: Int) {
        self.file = file
        self.samples = samples
        self.strokes = strokes
        self.callbacks = callbacks
        self.predictions = predictions
    }

    /// The JSON object the page is answered with.
    var json: String {
        "{\"file\":\"\(file)\",\"samples\":\(samples),\"strokes\":\(strokes),\"callbacks\":\(callbacks),\"predictions\":\(predictions)}"
    }

    /// One line for the terminal: `saved recording-001.inktrace: 412 samples, 3 strokes, …`.
    package var summary: String {
        "saved \(file): \(samples) samples, \(strokes) stroke\(strokes == 1 ? "" : "s"), \(callbacks) callbacks, \(predictions) predicted"
    }
}
