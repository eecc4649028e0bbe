/// The records of a google/ink `IncrementalStrokeInputs` protobuf counted from its wire format,
/// before anything is decoded: increments (top-level field 1) plus the x deltas of each
/// increment's real and predicted batch (field 1 of the `CodedNumericRun` in field 1 of each
/// `CodedStrokeInputBatch`) — the count `INKBENCH_MAX_RECORDS` limits. Decoding allocates a
/// message per increment (about 37 times the two bytes an empty increment takes), so the count
/// must come first. Bytes that are not valid protobuf stop the count; the decoder then says
/// what is wrong with them.
package enum InkProtoRecordCount {
    /// Records in `bytes`, counting stops as soon as the count passes `limit`.
    package static func count(_ bytes: [UInt8], stoppingAfter limit: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var total = 0
            forEachField(buffer[...]) { field, wireType, payload in
                guard field == 1, wireType == 2 else { return true }
                total += 1
                forEachField(payload) { field, wireType, batch in
                    guard field == 1 || field == 2, wireType == 2 else { return true }
                    forEachField(batch) { field, wireType, run in
                        guard field == 1, wireType == 2 else { return true }
                        total += deltas(in: run)
                        return total <= limit
                    }
                    return total <= limit
                }
                return total <= limit
            }
            return total
        }
    }

    /// The deltas of a `CodedNumericRun`: packed (one varint per byte below 0x80) or one field
    /// each.
    private static func deltas(in run: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var count = 0
        forEachField(run) { field, wireType, payload in
            if field == 1 && wireType == 2 { count += payload.reduce(0) { $0 + ($1 < 0x80 ? 1 : 0) } }
            if field == 1 && wireType == 0 { count += 1 }
            return true
        }
        return count
    }

    /// Calls `body` with each field's number, wire type and (for length-delimited fields) its
    /// bytes, until it returns false or the bytes end or are not valid protobuf.
    private static func forEachField(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ body: (UInt64, UInt64, Slice<UnsafeBufferPointer<UInt8>>) -> Bool
    ) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard let tag = varint(bytes, &index) else { return }
            let wireType = tag & 7, field = tag >> 3
            var payload = bytes[index..<index]
            switch wireType {
            case 0: guard varint(bytes, &index) != nil else { return }
            case 1: index += 8
            case 2:
                guard let length = varint(bytes, &index), length <= UInt64(bytes.endIndex - index) else { return }
                payload = bytes[index..<(index + Int(length))]
                index += Int(length)
            case 5: index += 4
            default: return
            }
            guard index <= bytes.endIndex, body(field, wireType, payload) else { return }
        }
    }

    private static func varint(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ index: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.endIndex, shift < 64 {
            let byte = bytes[index]
            index += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
