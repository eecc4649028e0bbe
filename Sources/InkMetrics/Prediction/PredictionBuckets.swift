/// Prediction records sorted into the standard horizon buckets (`HorizonBucket.standard`) as
/// they come, keeping per bucket only what its summary needs (`PredictionBucketValues`): the
/// per-bucket part of `PredictorSummary`, for whole evaluations and streamed runs alike.
package struct PredictionBuckets: Sendable {
    private var values: [PredictionBucketValues]

    /// No records yet; each bucket keeps up to `valueCap` values per quantity exactly.
    package init(valueCap: Int = PredictionBucketValues.exactCap) {
        values = Array(repeating: PredictionBucketValues(cap: valueCap), count: HorizonBucket.standard.count)
    }

    /// Adds `record` to the bucket of its horizon.
    package mutating func add(_ record: PredictionRecord) {
        values[HorizonBucket.index(of: record.horizon)].add(record)
    }

    /// The summary of every bucket that received a record, in `HorizonBucket.standard` order.
    package var summaries: [PredictionBucketSummary] {
        zip(HorizonBucket.standard, values).compactMap { bucket, values in
            values.requested == 0 ? nil : PredictionBucketSummary(bucket: bucket, values: values)
        }
    }
}
