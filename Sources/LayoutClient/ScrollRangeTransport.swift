import Dispatch

// What a `ScrollRangeModel` talks to: the service (through a transport) and time (through a clock). Both are
// protocols so that tests drive a model with a fake of each, deterministically, on any platform.

extension Layoutd {
    /// Where a model's range requests go: usually a `Layoutd.Client`, in tests a fake that answers when told to.
    @MainActor
    public protocol ScrollRangeTransport {
        /// Starts fetching the answer to `request` (whose `elements` is a scroll range) and calls `completion`
        /// exactly once, on the main actor, with the answer or the reason there is none.
        func fetchScrollRange<Family: LayoutFamily>(
            _ request: Request<Family>,
            completion: @escaping @MainActor (Result<ScrollRangeResponse, ClientError>) -> Void)
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
    /// `scrollRange(_:)` in a task, its outcome handed to `completion` on the main actor.
    @MainActor
    public func fetchScrollRange<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError>) -> Void
    ) {
        Task { @MainActor in
            do throws(Layoutd.ClientError) {
                completion(.success(try await scrollRange(request)))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
