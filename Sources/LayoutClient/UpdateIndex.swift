public import Foundation

extension Layoutd {
    /// An answer's `updates` indexed for the questions UIKit asks during an update: where the element now at an
    /// index path appears from, and where the element that was at an index path disappears to. Knows nothing of
    /// UIKit (`RemoteCollectionViewLayout` is the adapter), so it runs and is tested anywhere.
    ///
    /// An element is named by its category, its kind (supplementaries and decorations; ignored for cells) and an
    /// index path: its new `indexPath` for the appearing questions, its `previousIndexPath` for the disappearing
    /// ones. An element the updates do not list (one the request's `elements` did not select on either side)
    /// has no answer: UIKit then uses its own.
    ///
    /// Each end is in its own side's content coordinates: `from` is shown against `updates.from`, `to` against
    /// `updates.to`. Given the offset the side is actually shown at, an end is moved by the difference, so that it
    /// keeps its place on screen.
    public struct UpdateIndex: Sendable {
        /// One element as UIKit names it on one side.
        struct Key: Hashable {
            var category: ElementCategory
            var kind: ElementKind?
            var indexPath: IndexPath

            init(_ category: ElementCategory, _ kind: ElementKind?, _ indexPath: IndexPath) {
                self.category = category
                self.kind = category == .cell ? nil : kind
                self.indexPath = indexPath
            }
        }

        /// What is indexed.
        public let updates: Updates
        /// The position in `updates.elements` of each element by its new index path.
        let byIndexPath: [Key: Int]
        /// The position in `updates.elements` of each element by its previous index path.
        let byPreviousIndexPath: [Key: Int]

        /// `updates` indexed by both index paths; where two elements would share a key the first is kept.
        /// - Complexity: O(n) in the number of elements.
        public init(_ updates: Updates) {
            self.updates = updates
            var byIndexPath: [Key: Int] = [:]
            var byPreviousIndexPath: [Key: Int] = [:]
            byIndexPath.reserveCapacity(updates.elements.count)
            byPreviousIndexPath.reserveCapacity(updates.elements.count)
            for (i, e) in updates.elements.enumerated() {
                if let path = e.indexPath, byIndexPath[Key(e.category, e.kind, path)] == nil {
                    byIndexPath[Key(e.category, e.kind, path)] = i
                }
                if let path = e.previousIndexPath, byPreviousIndexPath[Key(e.category, e.kind, path)] == nil {
                    byPreviousIndexPath[Key(e.category, e.kind, path)] = i
                }
            }
            self.byIndexPath = byIndexPath
            self.byPreviousIndexPath = byPreviousIndexPath
        }

        /// The element at `indexPath` in the new layout, if the updates list it.
        /// - Complexity: O(1) on average.
        public func element(
            _ category: ElementCategory, kind: ElementKind? = nil, at indexPath: IndexPath
        ) -> UpdateElement? {
            byIndexPath[Key(category, kind, indexPath)].map { updates.elements[$0] }
        }

        /// The element that was at `previousIndexPath` in the previous layout, if the updates list it.
        /// - Complexity: O(1) on average.
        public func element(
            _ category: ElementCategory, kind: ElementKind? = nil, previouslyAt previousIndexPath: IndexPath
        ) -> UpdateElement? {
            byPreviousIndexPath[Key(category, kind, previousIndexPath)].map { updates.elements[$0] }
        }

        /// Where the element now at `indexPath` appears from: its `from`, moved by `shownAt - updates.from` when
        /// the previous side is shown at `shownAt` (`nil`: at `updates.from`, the end unchanged).
        /// - Complexity: O(1) on average.
        public func appearing(
            _ category: ElementCategory, kind: ElementKind? = nil, at indexPath: IndexPath, shownAt: Point? = nil
        ) -> UpdateEnd? {
            guard let e = element(category, kind: kind, at: indexPath) else { return nil }
            return Self.end(e.from, side: updates.from, shownAt: shownAt)
        }

        /// Where the element that was at `previousIndexPath` disappears to: its `to`, moved by `shownAt -
        /// updates.to` when the new side is shown at `shownAt` (`nil`: at `updates.to`, the end unchanged).
        /// - Complexity: O(1) on average.
        public func disappearing(
            _ category: ElementCategory, kind: ElementKind? = nil, at previousIndexPath: IndexPath,
            shownAt: Point? = nil
        ) -> UpdateEnd? {
            guard let e = element(category, kind: kind, previouslyAt: previousIndexPath) else { return nil }
            return Self.end(e.to, side: updates.to, shownAt: shownAt)
        }

        /// `end`, drawn against `side`, moved to keep its place on screen against `shownAt`.
        static func end(_ end: UpdateEnd, side: Point, shownAt: Point?) -> UpdateEnd {
            guard let shownAt, shownAt != side else { return end }
            return end.moved(dx: shownAt.x - side.x, dy: shownAt.y - side.y)
        }
    }
}
