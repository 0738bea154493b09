public import Foundation

extension Layoutd {
    /// The insertions, deletions, moves and reloads a `performBatchUpdates` block must make for an update, read from
    /// the update answer's `updates` (`elements: "all"`, so that every element is listed), matched as the service
    /// matched them. UIKit-free; `RemoteCollectionViewLayout` makes the calls.
    ///
    /// - **Sections.** `updates` lists elements, not sections, so sections are paired by the contract's rule for
    ///   them, from the two requests' section ids: a section with an id pairs with the section of the same id on
    ///   the other side; one without, with the section at the same index that has none. Unpaired previous sections
    ///   are deleted, unpaired new ones inserted; a paired section whose place among the paired ones changed is
    ///   moved (UIKit shifts the others itself).
    /// - **Items** of paired sections: a cell only on the new side is inserted, one only on the previous side
    ///   deleted, one whose sections are paired with others moved; within a section, one whose place among the
    ///   kept cells changed is moved. Cells of inserted and deleted sections come and go with them (one moving
    ///   into an inserted section, or out of a deleted one, is deleted or inserted instead: UIKit moves cells only
    ///   between sections it keeps). A cell named in `reloading` that stays where it is, is reloaded (a moved one
    ///   is only moved: UIKit refuses both at once).
    /// - **Counts.** Each paired section's new count must be its previous count with these applied; a section
    ///   where it is not (updates that do not list every cell) is reloaded whole instead, so the batch never
    ///   raises. `isComplete` says whether that happened.
    public struct BatchUpdates: Sendable, Hashable {
        /// Previous sections to delete.
        public var deletedSections: [Int] = []
        /// New sections to insert.
        public var insertedSections: [Int] = []
        /// Sections moved: previous index to new index.
        public var movedSections: [Move] = []
        /// Previous sections reloaded whole (their counts did not add up).
        public var reloadedSections: [Int] = []
        /// Previous index paths of deleted cells.
        public var deletedItems: [IndexPath] = []
        /// New index paths of inserted cells.
        public var insertedItems: [IndexPath] = []
        /// Cells moved: previous index path to new index path.
        public var movedItems: [ItemMove] = []
        /// Previous index paths of cells reloaded in place.
        public var reloadedItems: [IndexPath] = []

        /// A section's move.
        public struct Move: Sendable, Hashable {
            /// The previous index.
            public var from: Int
            /// The new index.
            public var to: Int

            /// A move of section `from` to `to`.
            public init(from: Int, to: Int) {
                self.from = from
                self.to = to
            }
        }

        /// A cell's move.
        public struct ItemMove: Sendable, Hashable {
            /// The previous index path.
            public var from: IndexPath
            /// The new index path.
            public var to: IndexPath

            /// A move of the cell at `from` to `to`.
            public init(from: IndexPath, to: IndexPath) {
                self.from = from
                self.to = to
            }
        }

        /// Whether every paired section's counts added up (no section had to be reloaded whole).
        public var isComplete: Bool { reloadedSections.isEmpty }

        /// Whether there is nothing to do.
        public var isEmpty: Bool {
            deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
                && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
        }

        /// The batch for `updates` from sections of `previousItemCounts` items (with ids `previousSectionIDs`) to
        /// sections of `itemCounts` items (with ids `sectionIDs`), reloading the cells whose ids are in `reloading`
        /// where they stay. Missing section ids are `nil`.
        /// - Complexity: O(elements + sections) expected.
        public init(
            _ updates: Updates, previousItemCounts: [Int], itemCounts: [Int], previousSectionIDs: [String?] = [],
            sectionIDs: [String?] = [], reloading: Set<String> = []
        ) {
            let elements = updates.elements
            // Sections: by id; without one, with the section at the same index that has none.
            func id(_ ids: [String?], _ i: Int) -> String? { ids.indices.contains(i) ? ids[i] : nil }
            var newByID: [String: Int] = [:]
            for j in itemCounts.indices { if let name = id(sectionIDs, j), newByID[name] == nil { newByID[name] = j } }
            var pairs: [Int: Int] = [:]
            var taken = Set<Int>()
            for i in previousItemCounts.indices {
                let to: Int?
                if let name = id(previousSectionIDs, i) {
                    to = newByID[name]
                } else {
                    to = itemCounts.indices.contains(i) && id(sectionIDs, i) == nil ? i : nil
                }
                if let to, !taken.contains(to) {
                    pairs[i] = to
                    taken.insert(to)
                }
            }
            deletedSections = previousItemCounts.indices.filter { pairs[$0] == nil }
            insertedSections = itemCounts.indices.filter { !taken.contains($0) }
            movedSections = Self.moves(pairs).map { Move(from: $0.from, to: $0.to) }
            let reverse = Dictionary(uniqueKeysWithValues: pairs.map { ($1, $0) })

            // Cells.
            var staying: [Int: [(from: Int, to: Int)]] = [:]  // by previous section
            var deletedIn: [Int: Int] = [:]
            var insertedIn: [Int: Int] = [:]
            var movedOut: [Int: Int] = [:]
            var movedIn: [Int: Int] = [:]
            for e in elements where e.category == .cell {
                switch (e.previousIndexPath, e.indexPath) {
                case (let from?, nil) where from.count == 2:
                    guard pairs[from[0]] != nil else { continue }
                    deletedItems.append(from)
                    deletedIn[from[0], default: 0] += 1
                case (nil, let to?) where to.count == 2:
                    guard reverse[to[0]] != nil else { continue }
                    insertedItems.append(to)
                    insertedIn[to[0], default: 0] += 1
                case (let from?, let to?) where from.count == 2 && to.count == 2:
                    let kept = pairs[from[0]]
                    if kept == to[0] {
                        staying[from[0], default: []].append((from[1], to[1]))
                    } else if kept != nil, reverse[to[0]] != nil {
                        movedItems.append(ItemMove(from: from, to: to))
                        movedOut[from[0], default: 0] += 1
                        movedIn[to[0], default: 0] += 1
                    } else if kept != nil {
                        // Into an inserted section: it leaves its own.
                        deletedItems.append(from)
                        deletedIn[from[0], default: 0] += 1
                    } else if reverse[to[0]] != nil {
                        // Out of a deleted section: it arrives in the new one.
                        insertedItems.append(to)
                        insertedIn[to[0], default: 0] += 1
                    }
                default:
                    continue
                }
            }
            let ids = Dictionary(
                elements.compactMap { e -> (IndexPath, String)? in
                    guard e.category == .cell, let from = e.previousIndexPath, let id = e.id else { return nil }
                    return (from, id)
                }, uniquingKeysWith: { a, _ in a })
            for (section, cells) in staying {
                guard let to = pairs[section] else { continue }
                let moved = Self.moves(Dictionary(cells.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a }))
                let movedFrom = Set(moved.map(\.from))
                for m in moved {
                    movedItems.append(ItemMove(from: [section, m.from], to: [to, m.to]))
                }
                for cell in cells where !movedFrom.contains(cell.from) {
                    if let id = ids[[section, cell.from]], reloading.contains(id) {
                        reloadedItems.append([section, cell.from])
                    }
                }
            }
            // Counts: a paired section whose counts do not add up is reloaded whole.
            for (from, to) in pairs {
                let expected =
                    previousItemCounts[from] - deletedIn[from, default: 0] - movedOut[from, default: 0]
                    + insertedIn[to, default: 0] + movedIn[to, default: 0]
                if expected != itemCounts[to] { reloadedSections.append(from) }
            }
            if !reloadedSections.isEmpty {
                let reloaded = Set(reloadedSections)
                let reloadedNew = Set(reloaded.compactMap { pairs[$0] })
                deletedItems.removeAll { reloaded.contains($0[0]) }
                insertedItems.removeAll { reloadedNew.contains($0[0]) }
                reloadedItems.removeAll { reloaded.contains($0[0]) }
                // A cell cannot move into or out of a section being reloaded: it leaves or arrives instead.
                var kept: [ItemMove] = []
                for m in movedItems {
                    switch (reloaded.contains(m.from[0]), reloadedNew.contains(m.to[0])) {
                    case (false, false): kept.append(m)
                    case (true, false): insertedItems.append(m.to)
                    case (false, true): deletedItems.append(m.from)
                    case (true, true): break
                    }
                }
                movedItems = kept
                reloadedSections.sort()
            }
            deletedItems.sort { Array($0).lexicographicallyPrecedes(Array($1)) }
            insertedItems.sort { Array($0).lexicographicallyPrecedes(Array($1)) }
            movedItems.sort { Array($0.from).lexicographicallyPrecedes(Array($1.from)) }
            reloadedItems.sort { Array($0).lexicographicallyPrecedes(Array($1)) }
        }

        /// The pairs `from → to` of kept positions that must be moved explicitly: those whose rank among the kept
        /// previous positions differs from their rank among the kept new ones (deletions, insertions and moves to or
        /// from elsewhere take no rank). The others land where UIKit puts them by shifting: the kept ones that are not
        /// moved fill the places left, in order, and those are exactly their ranks.
        static func moves(_ pairs: [Int: Int]) -> [(from: Int, to: Int)] {
            let froms = pairs.keys.sorted()
            let tos = pairs.values.sorted()
            var fromRank: [Int: Int] = [:]
            for (rank, from) in froms.enumerated() { fromRank[from] = rank }
            var toRank: [Int: Int] = [:]
            for (rank, to) in tos.enumerated() { toRank[to] = rank }
            return froms.compactMap { from in
                guard let to = pairs[from], fromRank[from] != toRank[to] else { return nil }
                return (from, to)
            }
        }
    }
}
