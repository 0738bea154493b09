import Dispatch

/// Lines that many threads append without waiting on I/O, written out together by a background timer.
///
/// Appending copies the bytes into one bounded in-memory buffer under a lock; every `interval` a timer thread
/// takes the buffer and hands it to `write` (standard output by default). When a slow reader lets the buffer reach
/// `capacity`, further lines are dropped and counted rather than stalling the appending threads; the next write
/// starts with `droppedNotice(count)`, a line saying how many were lost.
public final class LineBuffer: Sendable {
    struct Buffer {
        var bytes: [UInt8] = []
        var dropped = 0
    }

    private let buffer = PthreadLock(Buffer())
    private let capacity: Int
    private let write: @Sendable ([UInt8]) -> Void
    private let droppedNotice: @Sendable (Int) -> [UInt8]
    nonisolated(unsafe) private var timer: (any DispatchSourceTimer)?

    /// A buffer of at most `capacity` bytes, flushed through `write` every `interval` milliseconds (never when
    /// `interval` is 0: then only `flush` writes).
    public init(
        capacity: Int = 4 << 20, interval milliseconds: Int = 50,
        write: @escaping @Sendable ([UInt8]) -> Void = StandardOutput.write,
        droppedNotice: @escaping @Sendable (Int) -> [UInt8]
    ) {
        self.capacity = capacity
        self.write = write
        self.droppedNotice = droppedNotice
        if milliseconds > 0 {
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "layoutd.linebuffer"))
            timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
            timer.setEventHandler { [weak self] in self?.flush() }
            timer.resume()
            self.timer = timer
        }
    }

    deinit {
        timer?.cancel()
    }

    /// Appends `line` (or drops and counts it when the buffer would pass its capacity); never blocks on I/O.
    public func append(_ line: UnsafeRawBufferPointer) {
        buffer.withLock { buffer in
            if buffer.bytes.count + line.count > capacity {
                buffer.dropped += 1
            } else {
                buffer.bytes.append(contentsOf: line)
            }
        }
    }

    /// Writes out what is buffered (the timer calls it; call it once more at shutdown).
    public func flush() {
        let (bytes, dropped) = buffer.withLock { buffer -> ([UInt8], Int) in
            defer {
                buffer.bytes.removeAll(keepingCapacity: true)
                buffer.dropped = 0
            }
            return (buffer.bytes, buffer.dropped)
        }
        if dropped > 0 { write(droppedNotice(dropped)) }
        if !bytes.isEmpty { write(bytes) }
    }
}
