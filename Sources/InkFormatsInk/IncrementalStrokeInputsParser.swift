import SwiftProtobuf

/// Parses google/ink's `IncrementalStrokeInputs` binary protobuf into the generated message
/// types (`Ink_Proto_IncrementalStrokeInputs`), so that no other module needs SwiftProtobuf.
package enum IncrementalStrokeInputsParser {
    /// The message in `bytes`, or why the bytes are not one, in words (one line).
    /// Unknown fields are kept by the parser; `hasUnknownFields` tells whether any were seen at
    /// the top level, where google/ink writes none.
    package static func parse(_ bytes: [UInt8]) -> Result<Ink_Proto_IncrementalStrokeInputs, IncrementalStrokeInputsParseError> {
        do {
            var options = BinaryDecodingOptions()
            options.messageDepthLimit = maxMessageDepth
            return .success(try Ink_Proto_IncrementalStrokeInputs(serializedBytes: bytes, options: options))
        } catch let error as BinaryDecodingError {
            return .failure(IncrementalStrokeInputsParseError(message: description(of: error)))
        } catch {
            return .failure(IncrementalStrokeInputsParseError(message: "not a protobuf message (\(error))"))
        }
    }

    /// The deepest nesting a valid file has: inputs → real / predicted → numeric run.
    /// Deeper input (possible only through unknown group fields) is refused early.
    package static let maxMessageDepth = 8

    /// Whether `message` has fields google/ink's schema does not define at its top level: a
    /// sign that the file holds some other message.
    package static func hasUnknownFields(_ message: Ink_Proto_IncrementalStrokeInputs) -> Bool {
        !message.unknownFields.data.isEmpty
    }

    private static func description(of error: BinaryDecodingError) -> String {
        switch error {
        case .truncated: "truncated protobuf: the data ends inside a field"
        case .malformedProtobuf: "malformed protobuf: an invalid field tag, wire type or length"
        case .trailingGarbage: "malformed protobuf: data after the end of the message"
        case .messageDepthLimit: "malformed protobuf: messages nested more than \(maxMessageDepth) deep"
        case .invalidUTF8: "malformed protobuf: a string that is not UTF-8"
        case .missingRequiredFields: "malformed protobuf: a required field is missing"
        case .internalExtensionError: "malformed protobuf: an extension could not be decoded"
        }
    }
}

/// Why bytes are not an `IncrementalStrokeInputs` message, in words.
package struct IncrementalStrokeInputsParseError: Error, Hashable, Sendable {
    package var message: String

    package init(message: String) {
        self.message = message
    }
}
