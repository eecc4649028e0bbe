import Foundation
import Synchronization
import InkModel
import InkPredict

/// The child process behind the `ExternalPredictor` values made by one `PredictorCatalog.builtIn.make`:
/// started at the first question, asked one request line per question (a touch's target times
/// in one callback) and ended (stdin
/// closed, then killed after the grace period, and reaped) when the last value using it goes.
/// Remembers per touch how many samples the child has, so each request carries only new ones.
/// A mutex keeps one exchange at a time.
final class ExternalPredictorSession: Sendable {
    /// Everything that changes, behind the mutex.
    private struct State {
        let command: ExternalCommand
        let name: String
        let timeout: Double
        var process: ExternalProcess?
        var lastRequest = 0
        var lastTouch = 0
        /// Samples the child holds, per live touch number.
        var forwarded: [Int: Int] = [:]
        /// Touch numbers to tell the child to forget with the next request.
        var forgotten: [Int] = []
        var problem: String?

        mutating func failure() -> String? {
            if problem == nil, let process {
                do {
                    try process.finish()
                } catch {
                    problem = "after request \(lastRequest): \(error.problem)"
                }
                self.process = nil
                forwarded.removeAll()
                forgotten.removeAll()
            }
            return problem
        }

        mutating func newTouch(replacing old: Int?) -> Int {
            if let old, forwarded.removeValue(forKey: old) != nil { forgotten.append(old) }
            lastTouch += 1
            return lastTouch
        }

        mutating func predict(touch: Int, samples: [PredictorSample], at times: [Double]) -> [PredictedPoint?] {
            let abstained = [PredictedPoint?](repeating: nil, count: times.count)
            guard problem == nil else { return abstained }
            lastRequest += 1
            let request = lastRequest
            var known = forwarded[touch] ?? 0
            let reset = known > samples.count || known == 0
            if reset { known = 0 }
            let line = ExternalPredictorMessages.request(
                id: request, touch: touch, reset: reset, samples: samples[known...], targets: times, forget: forgotten
            )
            let subject = "request \(request) (touch \(touch), \(ExternalPredictorMessages.describe(targets: times)))"
            do {
                let child = try running()
                let reply = try child.exchange(line, id: request, callback: nil)
                forgotten.removeAll()
                forwarded[touch] = samples.count
                return try ExternalPredictorMessages.points(in: reply, targets: times)
            } catch let error as ExternalProcessError {
                problem = "\(subject): \(error.problem)"
            } catch let error as ExternalPredictorReplyError {
                problem = "\(subject): invalid reply: \(error.message)"
            } catch {
                problem = "\(subject): \(error)"
            }
            process?.terminate()
            process = nil
            return abstained
        }

        /// The child, started on first use.
        private mutating func running() throws(ExternalProcessError) -> ExternalProcess {
            if let process { return process }
            let settings = ExternalProcessSettings(configuration: name, timeout: timeout)
            let started = try ExternalProcess(command: command, settings: settings)
            process = started
            return started
        }
    }

    private let state: Mutex<State>

    init(command: ExternalCommand, name: String, timeout: Double) {
        state = Mutex(State(command: command, name: name, timeout: timeout))
    }

    deinit {
        state.withLock { state in
            if let process = state.process { _ = try? process.finish() }
        }
    }

    /// The first failure, as one line, or nil. It is read once the evaluation or simulation is
    /// over, so reading it ends the child first (standard input closed, exit awaited): a child
    /// that then exits with a non-zero status or is killed by a signal fails, as an external
    /// pipeline does. A later question starts a new child, told about every touch afresh.
    var failure: String? {
        state.withLock { $0.failure() }
    }

    /// A fresh touch number; `old` (if any) is forgotten by the child with the next request.
    func newTouch(replacing old: Int?) -> Int {
        state.withLock { $0.newTouch(replacing: old) }
    }

    /// The child's predictions for `touch` at `times` (seconds), having sent it those of
    /// `samples` it has not seen; nil where it abstains, and everywhere once anything failed.
    func predict(touch: Int, samples: [PredictorSample], at times: [Double]) -> [PredictedPoint?] {
        state.withLock { $0.predict(touch: touch, samples: samples, at: times) }
    }
}
