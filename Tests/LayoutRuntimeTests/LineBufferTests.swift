import Foundation
import LayoutRuntime
import Testing

/// What a `LineBuffer` wrote, in order, one entry per `write` call.
final class Writes: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[UInt8]] = []

    func append(_ bytes: [UInt8]) {
        lock.lock()
        chunks.append(bytes)
        lock.unlock()
    }

    var texts: [String] {
        lock.lock()
        defer { lock.unlock() }
        return chunks.map { String(decoding: $0, as: UTF8.self) }
    }
}

@Suite("The buffered line output")
struct LineBufferTests {
    static func append(_ text: String, to buffer: LineBuffer) {
        Array(text.utf8).withUnsafeBytes { buffer.append($0) }
    }

    @Test("lines appended between flushes are written together, in order, and only once")
    func batches() {
        let writes = Writes()
        let buffer = LineBuffer(
            interval: 0, write: { writes.append($0) }, droppedNotice: { "dropped \($0)\n".utf8.map { $0 } })
        Self.append("a\n", to: buffer)
        Self.append("b\n", to: buffer)
        buffer.flush()
        buffer.flush()  // nothing new: no write
        Self.append("c\n", to: buffer)
        buffer.flush()
        #expect(writes.texts == ["a\nb\n", "c\n"])
    }

    @Test("past its capacity lines are dropped and counted, and the next write starts with the notice")
    func drops() {
        let writes = Writes()
        // 8 bytes: "1234\n" fits, a second 5-byte line would make 10 and is dropped, as is a third.
        let buffer = LineBuffer(
            capacity: 8, interval: 0, write: { writes.append($0) }, droppedNotice: { Array("dropped \($0)\n".utf8) })
        Self.append("1234\n", to: buffer)
        Self.append("5678\n", to: buffer)
        Self.append("9abc\n", to: buffer)
        Self.append("de\n", to: buffer)  // 5 + 3 = 8 bytes: fits
        buffer.flush()
        #expect(writes.texts == ["dropped 2\n", "1234\nde\n"])
        // The count starts again after a flush.
        Self.append("x\n", to: buffer)
        buffer.flush()
        #expect(writes.texts.last == "x\n")
        #expect(writes.texts.count == 3)
    }

    @Test("the timer writes buffered lines without a flush")
    func timer() async throws {
        let writes = Writes()
        let buffer = LineBuffer(interval: 10, write: { writes.append($0) }, droppedNotice: { _ in [] })
        Self.append("tick\n", to: buffer)
        // Every 10 ms; allow the shared machine up to 10 s before calling it broken.
        for _ in 0..<1000 where writes.texts.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(writes.texts == ["tick\n"])
    }

    @Test("many threads append at once without losing or interleaving a line")
    func concurrent() async {
        let writes = Writes()
        let buffer = LineBuffer(
            interval: 1, write: { writes.append($0) }, droppedNotice: { _ in Array("dropped\n".utf8) })
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<8 {
                group.addTask {
                    for i in 0..<500 { Self.append("thread \(t) line \(i)\n", to: buffer) }
                }
            }
        }
        buffer.flush()
        let lines = writes.texts.joined().split(separator: "\n")
        #expect(lines.count == 8 * 500)
        #expect(Set(lines).count == 8 * 500)
        #expect(lines.allSatisfy { $0.hasPrefix("thread ") && $0.split(separator: " ").count == 4 })
    }
}
