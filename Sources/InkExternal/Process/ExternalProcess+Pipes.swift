import Foundation

extension ExternalProcessError.Problem: Error {}

extension ExternalProcess {
    /// Writes `pending` to the process's standard input, passing on its standard error and
    /// keeping what it writes to its standard output meanwhile.
    func send(before deadline: UInt64) throws(ExternalProcessError.Problem) {
        var written = 0
        while written < pending.count {
            let count = pending.withUnsafeBytes { write(pipes.input, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN: try wait(forInput: true, before: deadline)
            case EPIPE: throw .closedOutput
            default: throw .communication(reason: String(cString: strerror(errno)))
            }
        }
    }

    /// The next line of the process's standard output, without its line end (`\n` or `\r\n`).
    func receiveLine(before deadline: UInt64) throws(ExternalProcessError.Problem) -> [UInt8] {
        var searched = 0
        while true {
            if let end = output[searched...].firstIndex(of: 0x0A) {
                let lineEnd = end > 0 && output[end - 1] == 0x0D ? end - 1 : end
                guard lineEnd <= settings.maximumReplyBytes else { throw .replyTooLong(limit: settings.maximumReplyBytes) }
                let line = Array(output[..<lineEnd])
                output.removeSubrange(...end)
                return line
            }
            guard output.count <= settings.maximumReplyBytes + 1 else { throw .replyTooLong(limit: settings.maximumReplyBytes) }
            searched = output.count
            try wait(forInput: false, before: deadline)
        }
    }

    /// Waits until the standard input can take more (when `forInput`) or the standard output has
    /// new bytes (read into `output`), passing on standard error meanwhile. Throws when the
    /// deadline passes or the standard output ends.
    private func wait(forInput: Bool, before deadline: UInt64) throws(ExternalProcessError.Problem) {
        while true {
            let now = monotonicNanoseconds()
            guard now < deadline else { throw .timedOut(seconds: settings.timeout) }
            let milliseconds = Int32(min((deadline - now + 999_999) / 1_000_000, 60_000))
            var watched = [
                pollfd(fd: forInput ? pipes.input : pipes.output, events: Int16(forInput ? POLLOUT : POLLIN), revents: 0),
                pollfd(fd: pipes.errorOutput, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, pipes.errorOutput >= 0 ? 2 : 1, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .communication(reason: String(cString: strerror(errno)))
            }
            if watched[1].revents != 0, pipes.errorOutput >= 0 { readStandardError() }
            guard watched[0].revents != 0 else { continue }
            if forInput { return }
            switch readOutput() {
            case .some(true): return
            case .some(false): throw .closedOutput
            case nil: continue
            }
        }
    }

    /// Reads what the standard output has: true when bytes arrived, false at its end, nil when
    /// nothing was there.
    private func readOutput() -> Bool? {
        while true {
            let count = read(pipes.output, chunk.baseAddress, chunk.count)
            if count > 0 {
                output.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
                return true
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            return errno == EAGAIN ? nil : false
        }
    }

    /// Reads what the standard error has and passes on each complete line; at its end, passes on
    /// the last partial line and stops watching it. Overlong lines are passed on in 64 KiB pieces.
    func readStandardError() {
        while pipes.errorOutput >= 0 {
            let count = read(pipes.errorOutput, chunk.baseAddress, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 || errno != EAGAIN {
                    flushStandardError()
                    close(pipes.errorOutput)
                    pipes.errorOutput = -1
                }
                return
            }
            errorOutput.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
            var start = errorOutput.startIndex
            while let end = errorOutput[start...].firstIndex(of: 0x0A) {
                passOn(errorOutput[start..<end])
                start = end + 1
            }
            errorOutput.removeSubrange(..<start)
            if errorOutput.count >= chunk.count { flushStandardError() }
        }
    }

    private func flushStandardError() {
        if !errorOutput.isEmpty { passOn(errorOutput[...]) }
        errorOutput.removeAll()
    }

    private func passOn(_ line: ArraySlice<UInt8>) {
        let text = line.last == 0x0D ? line.dropLast() : line
        settings.standardErrorLine(settings.standardErrorPrefix + String(decoding: text, as: UTF8.self))
    }

    /// Closes the process's standard input (its signal to finish).
    func closeInput() {
        guard pipes.input >= 0 else { return }
        close(pipes.input)
        pipes.input = -1
    }

    /// Waits until the process exits or `deadline` passes, passing on its standard error and
    /// dropping its further standard output; true when it exited (then `ending` is set).
    func awaitExit(before deadline: UInt64) -> Bool {
        while true {
            if ending == nil, let status = reapIfExited() { ending = ChildExit(waitStatus: status) }
            if ending != nil { return true }
            let now = monotonicNanoseconds()
            guard now < deadline else { return false }
            let open = [pipes.errorOutput, pipes.output].filter { $0 >= 0 }
            guard !open.isEmpty else {
                usleep(UInt32(min(1_000, (deadline - now) / 1_000)))
                continue
            }
            var watched = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let milliseconds = Int32(min((deadline - now + 999_999) / 1_000_000, 10))
            guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { continue }
            for watch in watched where watch.revents != 0 {
                if watch.fd == pipes.errorOutput {
                    readStandardError()
                } else if readOutput() == false {
                    close(pipes.output)
                    pipes.output = -1
                }
            }
            output.removeAll()
        }
    }

    private func reapIfExited() -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(processID, &status, WNOHANG)
            if result == processID { return status }
            if result < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Kills the process group (when `killing`, or to end anything the process left behind) and
    /// every other process it started (`ProcessFamily`, looked up before anything is killed),
    /// reaps the process if that has not happened yet, passes on the rest of its standard error
    /// and closes the pipes. Returns how it ended.
    func reap(killing: Bool) -> ChildExit {
        let family = ProcessFamily.members(of: ending == nil ? processID : nil, marked: familyMark)
        if killing, ending == nil { kill(-processID, SIGKILL) }
        if ending == nil {
            var status: Int32 = 0
            while waitpid(processID, &status, 0) < 0, errno == EINTR {}
            ending = ChildExit(waitStatus: status)
        }
        kill(-processID, SIGKILL)
        ProcessFamily.end(family, root: nil, marked: familyMark)
        readStandardError()
        for end in [pipes.input, pipes.output, pipes.errorOutput] where end >= 0 { close(end) }
        if pipes.errorOutput >= 0 { flushStandardError() }
        pipes = ChildPipes(input: -1, output: -1, errorOutput: -1)
        isCleanedUp = true
        ExternalProcessRegistry.remove(processID)
        return ending ?? .signalled(SIGKILL)
    }
}
