import InkModel

/// A native trace file that a run may read in pieces (`RunInput.streamedFile`): its path and the
/// profile the run simulates it on — what `RunInput.load` would put in the loaded trace's header.
public struct StreamedTraceFile: Sendable {
    /// The `.inktrace` file.
    public var path: String
    /// The profile to simulate on, given the file header's own (e.g. `--profile` / `--set`
    /// applied); throws as loading would for a profile that cannot be used.
    public var profile: @Sendable (DeviceProfile) throws -> DeviceProfile

    /// The file at `path`, simulated on `profile` applied to its header's profile (default: the
    /// header's own).
    public init(path: String, profile: @escaping @Sendable (DeviceProfile) throws -> DeviceProfile = { $0 }) {
        self.path = path
        self.profile = profile
    }
}
