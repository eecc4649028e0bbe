/// Recordings as the recorder page posts them, for the recorder's tests.
public enum RecorderUploads {
    /// A two-sample pen stroke: down at 9 ms, up at 18 ms.
    public static let stroke = Array("""
        {"format": "inkbench-web", "version": 1, "coalescedEvents": true, "predictedEvents": false,
         "profile": {"base": "ipad-pro-pencil-120", "name": "web-pen-120", "set": ["display-hz=120"]}, "frames": [],
         "callbacks": [
          {"time": 10, "type": "down", "pointerId": 1, "pointerType": "pen", "samples": [{"t": 9, "x": 1, "y": 2, "pressure": 0.5}]},
          {"time": 20, "type": "up", "pointerId": 1, "pointerType": "pen", "samples": [{"t": 18, "x": 3, "y": 4, "pressure": 0}]}]}
        """.utf8)
}
