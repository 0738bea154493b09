import Dispatch

// What a `ScrollRangeModel` talks to: the service (through a transport), time (through a clock), and optionally an
// answer it can have at once (a fallback). Each is a protocol so that tests drive a model with fakes,
// deterministically, on any platform.

extension Layoutd {
    /// A request on its way, which can be cancelled: the transport then stops it if it can, and the model ignores
    /// whatever it hands back.
    public struct TransportTask: Sendable {
        private let cancelAction: @Sendable () -> Void

        /// A task that `cancel()` stops with `cancel`.
        public init(cancel: @escaping @Sendable () -> Void) {
            cancelAction = cancel
        }

        /// A task with nothing to stop (one already answered, say).
        public static let finished = TransportTask(cancel: {})

        /// Stops the request if it is still on its way.
        public func cancel() { cancelAction() }
    }

    /// Where a model's requests go: usually a `Layoutd.Client`, `Layoutd.InProcessTransport` (module
    /// `LayoutInProcess`) for an app with no service at hand, in tests a fake that answers when told to.
    @MainActor
    public protocol ScrollRangeTransport {
        /// Starts fetching the answer to `request` (whose `elements` is a scroll range) and calls `completion`
        /// exactly once, on the main actor, with the answer or the reason there is none (after `cancel()`, perhaps
        /// not at all).
        @discardableResult
        func fetchScrollRange<Family: LayoutFamily>(
            _ request: Request<Family>,
            completion: @escaping @MainActor (Result<ScrollRangeResponse, ClientError>) -> Void
        ) -> TransportTask

        /// Starts fetching the single-offset answer to `request` (an anchor report or resolution, a `scrollTo`, an
        /// update with `previous`), as `fetchScrollRange` does.
        @discardableResult
        func fetchLayout<Family: LayoutFamily>(
            _ request: Request<Family>, completion: @escaping @MainActor (Result<Response, ClientError>) -> Void
        ) -> TransportTask
    }

    /// An answer a model can have at once, on the main actor, with no network: `Layoutd.InProcessTransport`, the
    /// service's own pipeline in the app. A model with one shows it for the first screen, for an offset no answer
    /// covers while the service's answer is on its way, and while the service cannot be reached.
    @MainActor
    public protocol ImmediateLayoutSource {
        /// The range answer of `request` (whose `elements` is a scroll range), computed now.
        func immediateScrollRange<Family: LayoutFamily>(
            _ request: Request<Family>
        ) -> Result<ScrollRangeResponse, ClientError>
    }

    /// Time as a model reads it: a monotonic clock in seconds, and a way to run something later on the main actor.
    @MainActor
    public protocol ScrollClock {
        /// Seconds since some fixed moment, never decreasing.
        var now: Double { get }
        /// Runs `action` on the main actor once `delay` seconds have passed.
        func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void)
    }

    /// The system's monotonic clock (`DispatchTime`, uptime in nanoseconds) and main-actor tasks that sleep.
    public struct SystemScrollClock: ScrollClock {
        /// The system clock.
        public init() {}

        /// Seconds of system uptime.
        public var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

        /// Runs `action` on the main actor after `delay` seconds (`Task.sleep(nanoseconds:)`, iOS 13 and later).
        public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
            let nanoseconds = UInt64(Swift.max(0, Swift.min(delay, 86_400)) * 1e9)
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: nanoseconds)
                action()
            }
        }
    }
}

extension Layoutd.Client: Layoutd.ScrollRangeTransport {
    /// `scrollRange(_:)` in a task, its outcome handed to `completion` on the main actor; `cancel()` cancels the
    /// task and with it the URL session's request.
    @MainActor
    @discardableResult
    public func fetchScrollRange<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError>) -> Void
    ) -> Layoutd.TransportTask {
        let task = Task { @MainActor in
            do throws(Layoutd.ClientError) {
                completion(.success(try await scrollRange(request)))
            } catch {
                completion(.failure(error))
            }
        }
        return Layoutd.TransportTask { task.cancel() }
    }

    /// `layout(_:)` in a task, as `fetchScrollRange`.
    @MainActor
    @discardableResult
    public func fetchLayout<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.Response, Layoutd.ClientError>) -> Void
    ) -> Layoutd.TransportTask {
        let task = Task { @MainActor in
            do throws(Layoutd.ClientError) {
                completion(.success(try await layout(request)))
            } catch {
                completion(.failure(error))
            }
        }
        return Layoutd.TransportTask { task.cancel() }
    }
}
