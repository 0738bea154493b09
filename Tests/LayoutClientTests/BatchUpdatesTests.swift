import Foundation
import LayoutClient
import LayoutInProcess
import SeededRandom
import Testing
import UIKitLayoutCheck
import UIKitStandIn

/// `Layoutd.BatchUpdates`: the batch calls read from an update answer's `updates`. A hand-worked case, then a
/// seeded sweep of changes (items inserted, deleted, reordered and moved between sections; sections inserted,
/// deleted and reordered) whose updates the service computes (in process), each batch made on a
/// `CollectionViewDriver`, whose UIKit bookkeeping must carry every item to the index path of the same id.
@Suite("Layoutd.BatchUpdates: the batch's calls from an update answer")
@MainActor
struct BatchUpdatesTests {
    /// A flow request of sections of ids (each item 100 × 40; sections carry ids too).
    static func request(_ sections: [(String, [String])]) -> Layoutd.Request<Layoutd.FlowLayout> {
        Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 300, height: 600)),
            layout: Layoutd.FlowLayout(),
            sections: sections.map { id, items in
                Layoutd.FlowSection(
                    .items(items.map { Layoutd.Item(Layoutd.Size(width: 100, height: 40), id: $0) }), id: id)
            })
    }

    /// The service's updates from `before` to `after`, every element listed.
    static func updates(
        _ before: [(String, [String])], _ after: [(String, [String])]
    ) throws -> Layoutd.Updates {
        var next = request(after)
        next.elements = .all
        let asked = next.updating(from: request(before), at: Layoutd.Point(x: 0, y: 0), animation: .none)
        return try #require(try Layoutd.InProcessTransport().layout(asked).get().updates)
    }

    @Test("A–E to X Y A C E D: B deleted, X and Y inserted, D and E moved, A and C left to UIKit's shifting")
    func worked() throws {
        let before = [("s", ["A", "B", "C", "D", "E"])]
        let after = [("s", ["X", "Y", "A", "C", "E", "D"])]
        let batch = Layoutd.BatchUpdates(try Self.updates(before, after), previousItemCounts: [5], itemCounts: [6])
        #expect(batch.deletedItems == [[0, 1]] && batch.insertedItems == [[0, 0], [0, 1]])
        // Among the kept A C D E (ranks 0 1 2 3 before), the new order is A C E D: D and E change rank.
        #expect(batch.movedItems == [.init(from: [0, 3], to: [0, 5]), .init(from: [0, 4], to: [0, 4])])
        #expect(batch.movedSections.isEmpty && batch.isComplete)
        let reloaded = Layoutd.BatchUpdates(
            try Self.updates(before, after), previousItemCounts: [5], itemCounts: [6], reloading: ["A", "D"])
        // A stays among the kept in place (reloaded); D moves (a moved item is not also reloaded).
        #expect(reloaded.reloadedItems == [[0, 0]])
        try Self.check(before, after, batch)
    }

    @Test("updates that do not list every cell: the section is reloaded whole, and the batch still adds up")
    func incomplete() throws {
        let before = [("s", (0..<300).map { "i\($0)" })]
        let after = [("s", ["new"] + (0..<300).map { "i\($0)" })]
        var next = Self.request(after)
        next.elements = .visible
        next.collectionView.contentOffset = Layoutd.Point(x: 0, y: 400)
        let asked = next.updating(from: Self.request(before), at: Layoutd.Point(x: 0, y: 400), animation: .none)
        let updates = try #require(try Layoutd.InProcessTransport().layout(asked).get().updates)
        let batch = Layoutd.BatchUpdates(updates, previousItemCounts: [300], itemCounts: [301])
        #expect(batch.reloadedSections == [0] && !batch.isComplete && batch.insertedItems.isEmpty, "\(batch)")
        try Self.check(before, after, batch)
    }

    /// Makes `batch` on a driver whose data goes from `before` to `after`: UIKit's bookkeeping must add up and
    /// carry each item to the place of its id.
    static func check(_ before: [(String, [String])], _ after: [(String, [String])], _ batch: Layoutd.BatchUpdates)
        throws
    {
        let layout = UICollectionViewLayout()
        let driver = CollectionViewDriver(size: CGSize(width: 300, height: 600), layout: layout, itemCounts: [])
        driver.itemIDs = before.map(\.1)
        driver.performBatchUpdates {
            driver.itemIDs = after.map(\.1)
            batch.perform(on: driver)
        }
        #expect(driver.inconsistentBatches.isEmpty, "\(driver.inconsistentBatches) for \(batch) \(before) → \(after)")
    }

    @Test("a seeded sweep of 300 changes: every batch adds up and carries every item to its id's place")
    func sweep() throws {
        var rng = SplitMix64(seed: 2024)
        var next = 0
        func fresh() -> String {
            next += 1
            return "n\(next)"
        }
        var incomplete = 0
        for _ in 0..<300 {
            let sectionCount = 1 + Int(rng.next() % 4)
            let before: [(String, [String])] = (0..<sectionCount).map { s in
                ("s\(s)", (0..<Int(rng.next() % 8)).map { _ in fresh() })
            }
            var after = before
            for _ in 0..<(1 + Int(rng.next() % 6)) {
                let s = Int(rng.next() % UInt64(after.count))
                switch rng.next() % 7 {
                case 0 where !after[s].1.isEmpty:
                    after[s].1.remove(at: Int(rng.next() % UInt64(after[s].1.count)))
                case 1:
                    after[s].1.insert(fresh(), at: Int(rng.next() % UInt64(after[s].1.count + 1)))
                case 2 where after[s].1.count > 1:
                    after[s].1.swapAt(0, after[s].1.count - 1)
                case 3 where !after[s].1.isEmpty && after.count > 1:
                    // An item moves to another section.
                    let item = after[s].1.remove(at: 0)
                    let t = (s + 1) % after.count
                    after[t].1.insert(item, at: Int(rng.next() % UInt64(after[t].1.count + 1)))
                case 4 where after.count > 1:
                    after.remove(at: s)
                case 5:
                    after.insert(("s\(fresh())", (0..<Int(rng.next() % 3)).map { _ in fresh() }), at: s)
                case 6 where after.count > 1:
                    after.swapAt(0, after.count - 1)
                default:
                    break
                }
            }
            let batch = Layoutd.BatchUpdates(
                try Self.updates(before, after), previousItemCounts: before.map(\.1.count),
                itemCounts: after.map(\.1.count), previousSectionIDs: before.map(\.0), sectionIDs: after.map(\.0))
            if !batch.isComplete { incomplete += 1 }
            try Self.check(before, after, batch)
        }
        // With every element listed, no section needs reloading whole.
        #expect(incomplete == 0)
    }
}
