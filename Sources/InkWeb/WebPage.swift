import Foundation

/// A page a browser run replays traces into: a file (an absolute `file://` URL is made of its
/// path, any `?query` kept) or an `http(s)://` or `file://` URL (e.g. an app served on
/// localhost), and the configuration name it is reported under.
package struct WebPage: Sendable, Hashable {
    /// The configuration name: the file's name without `.html`, or the URL's host, port and
    /// path, with the query kept (`naive?coalesced=1`).
    package var name: String
    package var url: String

    package init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    /// The page `argument` names: an existing file (with an optional `?query`) or a URL.
    /// Throws one line for anything else.
    package init(argument: String, relativeTo folder: String = FileManager.default.currentDirectoryPath) throws(WebRunError) {
        let (location, query) = Self.split(argument)
        if let components = URLComponents(string: argument), let scheme = components.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) {
            guard scheme == "file" || !(components.host ?? "").isEmpty else { throw WebRunError("page \(argument): the URL has no host") }
            let path = components.path.split(separator: "/").last.map { String($0) } ?? ""
            let host = components.host.map { $0 + (components.port.map { ":\($0)" } ?? "") } ?? ""
            url = argument
            name = Self.trimmed(scheme == "file" ? path : host + components.path) + (query.map { "?" + $0 } ?? "")
            return
        }
        let absolute = location.hasPrefix("/") ? location : (folder as NSString).appendingPathComponent(location)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), !isFolder.boolValue else {
            throw WebRunError("page \(argument): no such file, and not an http(s):// or file:// URL")
        }
        guard FileManager.default.isReadableFile(atPath: absolute) else { throw WebRunError("page \(argument): the file cannot be read") }
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL
        url = standardized.absoluteString + (query.map { "?" + $0 } ?? "")
        name = Self.trimmed(standardized.lastPathComponent) + (query.map { "?" + $0 } ?? "")
    }

    /// The part before a `?` and the query after it (nil without).
    private static func split(_ argument: String) -> (String, String?) {
        guard let mark = argument.firstIndex(of: "?") else { return (argument, nil) }
        return (String(argument[..<mark]), String(argument[argument.index(after: mark)...]))
    }

    /// A name without a trailing `.html` / `.htm` or `/`.
    private static func trimmed(_ name: String) -> String {
        var result = name
        for suffix in [".html", ".htm", "/"] where result.hasSuffix(suffix) { result.removeLast(suffix.count) }
        return result.isEmpty ? "page" : result
    }
}
