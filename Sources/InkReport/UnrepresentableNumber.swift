import Foundation

/// Finds the number a `JSONDecoder` refused without saying where: on Linux, a number that does
/// not fit the field's integer type (`"callbacks": 1.5`, `1e300`) fails with "The given data
/// was not valid JSON" and an empty coding path, although the document is valid JSON.
///
/// The candidates are the numbers of the document that are not whole or do not fit in 64 bits.
/// Replacing a set of them by 0 (harmless in a floating-point field) and decoding again tells
/// whether the culprit is in the set, so halving the set finds one in about log₂(n) decodes.
enum UnrepresentableNumber {
    /// The path (`traces[0].results[0].runs[0].callbacks`) and text of a number in `data` that
    /// `decodes` refuses, or nil when the document is not valid JSON or no such number explains
    /// the failure. `decodes` is the decode that failed, as a test of success.
    static func locate(in data: Data, decodes: (Data) -> Bool) -> (path: String, value: String)? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        var candidates: [(path: [PathStep], value: NSNumber)] = []
        collect(root, path: [], into: &candidates)
        var suspects = candidates.indices.map { $0 }
        guard !suspects.isEmpty, decodes(replacing(suspects.map { candidates[$0].path }, in: root)) else { return nil }
        while suspects.count > 1 {
            let half = Array(suspects[..<(suspects.count / 2)])
            suspects = decodes(replacing(half.map { candidates[$0].path }, in: root)) ? half : Array(suspects[half.count...])
        }
        let found = candidates[suspects[0]]
        return (text(of: found.path), "\(found.value)")
    }

    /// One step of a path into a JSON document.
    enum PathStep: Hashable {
        case key(String)
        case index(Int)
    }

    private static func collect(_ value: Any, path: [PathStep], into candidates: inout [(path: [PathStep], value: NSNumber)]) {
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() { collect(object[key] as Any, path: path + [.key(key)], into: &candidates) }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() { collect(element, path: path + [.index(index)], into: &candidates) }
        } else if let number = value as? NSNumber, !(value is Bool) {
            let double = number.doubleValue
            if double.rounded() != double || abs(double) >= 0x1p63 { candidates.append((path, number)) }
        }
    }

    /// The document `root` with the numbers at `paths` replaced by 0, as JSON.
    private static func replacing(_ paths: [[PathStep]], in root: Any) -> Data {
        var document = root
        for path in paths { document = replaced(document, at: path[...]) }
        return (try? JSONSerialization.data(withJSONObject: document, options: [.fragmentsAllowed])) ?? Data()
    }

    private static func replaced(_ value: Any, at path: ArraySlice<PathStep>) -> Any {
        guard let step = path.first else { return 0 }
        switch step {
        case .key(let key):
            guard var object = value as? [String: Any], let child = object[key] else { return value }
            object[key] = replaced(child, at: path.dropFirst())
            return object
        case .index(let index):
            guard var array = value as? [Any], array.indices.contains(index) else { return value }
            array[index] = replaced(array[index], at: path.dropFirst())
            return array
        }
    }

    private static func text(of path: [PathStep]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
