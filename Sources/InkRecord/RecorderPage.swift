/// The recorder's page: one self-contained HTML file (script and style inside) that records
/// PointerEvents and posts them to `POST /recordings`, or offers them as a download when opened
/// from disk. Built into the binary from `Resources/recorder.html`.
package enum RecorderPage {
    /// The page's bytes, UTF-8 HTML.
    package static var html: [UInt8] { PackageResources.recorder_html }
}
