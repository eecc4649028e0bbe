extension Trace {
    /// This trace with every time moved by `seconds`: sample timestamps, update arrivals, ground
    /// truth, recorded callbacks and their predictions.
    package func delayed(by seconds: Double) -> Trace {
        guard seconds != 0 else { return self }
        var moved = self
        for index in moved.samples.indices { moved.samples[index].timestamp += seconds }
        for index in moved.updates.indices { moved.updates[index].arrival += seconds }
        for index in moved.groundTruth.indices { moved.groundTruth[index].time += seconds }
        for index in moved.callbacks.indices {
            moved.callbacks[index].time += seconds
            for prediction in moved.callbacks[index].predictions.indices { moved.callbacks[index].predictions[prediction].timestamp += seconds }
        }
        return moved
    }
}
