import Foundation
import InkWeb
import Testing

/// Pages named on the command line: files (with a query) become file URLs, URLs stay, anything
/// else is one line.
struct WebPageTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Web").path

    @Test func aFileWithAQueryIsAFileURLNamedAfterIt() throws {
        let page = try WebPage(argument: "naive.html?raf=1&coalesced=0", relativeTo: Self.examples)
        #expect(page.name == "naive?raf=1&coalesced=0")
        #expect(page.url == URL(fileURLWithPath: Self.examples + "/naive.html").absoluteString + "?raf=1&coalesced=0")
    }

    @Test func aURLIsNamedByItsHostAndPath() throws {
        #expect(try WebPage(argument: "http://localhost:8080/draw/").name == "localhost:8080/draw")
        #expect(try WebPage(argument: "http://localhost:8080/draw/").url == "http://localhost:8080/draw/")
        #expect(try WebPage(argument: "https://127.0.0.1/?pen=1").name == "127.0.0.1?pen=1")
    }

    @Test func anythingElseIsOneLine() {
        for argument in ["missing.html", "ftp://host/page", "http:///nohost", Self.examples] {
            #expect(throws: WebRunError.self, "\(argument)") { try WebPage(argument: argument, relativeTo: Self.examples) }
        }
    }
}
