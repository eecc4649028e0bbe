import Foundation
import Testing

/// Building without Cairo's headers must stop with a message that says what to run.
struct CairoBuildGuardTests {
    @Test func theShimHeaderTellsToRunBootstrapWhenCairoIsMissing() throws {
        let header = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CCairo/CCairo.h")
        let text = try String(contentsOf: header, encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let guardIndex = try #require(lines.firstIndex { $0.hasPrefix("#if __has_include(<cairo/cairo.h>)") })
        let errorLine = try #require(lines[guardIndex...].first { $0.hasPrefix("#error") })
        #expect(errorLine.contains("./scripts/bootstrap"))
        #expect(errorLine.contains("libcairo2-dev"))
    }
}
