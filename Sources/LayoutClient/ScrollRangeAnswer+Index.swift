// The fast path of `ScrollRangeAnswer.attributes(at:in:)`: blocks of consecutive elements with their extent along
// the scroll axis over every offset, so a query examines only the blocks that can meet it. It only skips; every
// element it examines is placed and tested by the answer's own rule (`frame(of:at:)`, `placed(_:at:)`), and
// `ScrollRangeIndexTests` holds it equal to `attributesByWalk(at:in:)` on adversarial answers.

extension Layoutd {
    /// A range answer's elements in blocks of at most `blockSize`, in the answer's order, each with the least
    /// scroll-axis origin and the greatest scroll-axis end any of its elements can have at any offset, and the
    /// running maximum of the ends and minimum of the starts, which bisection searches.
    struct ScrollRangeIndex: Sendable {
        /// Consecutive elements whose query moves the same way.
        struct Block: Sendable {
            /// The first element's position in the answer.
            var lower: Int
            /// One past the last element's.
            var upper: Int
            /// No element of the block has a scroll-axis origin below this, at any offset.
            var start: Double
            /// No element of the block has a scroll-axis end (origin + length) above this, at any offset.
            var end: Double
            /// The orthogonal section's `orthogonalContentOffset` its elements' query moves by; `nil` for elements
            /// tested against the query itself.
            var move: Point?
        }

        /// Elements per block: small enough that a block straddling the visible rect's edge costs little, large
        /// enough that skipping the rest costs little.
        static let blockSize = 16

        let vertical: Bool
        let blocks: [Block]
        /// `frontEnd[b]`: the greatest `end` of blocks `0...b`; infinite from the first block whose query moves
        /// along the scroll axis (its extent cannot be compared with the unmoved query's).
        let frontEnd: [Double]
        /// `backStart[b]`: the least `start` of blocks `b...`; minus infinity up to the last block whose query moves
        /// along the scroll axis.
        let backStart: [Double]
        /// How many elements carry `follows`.
        let followerCount: Int

        /// The index of `attributes`, the answer's elements in order.
        /// - Complexity: O(n).
        init(_ attributes: [Attributes], viewport: ScrollViewport) {
            let vertical = viewport.scrollDirection == .vertical
            var blocks: [Block] = []
            blocks.reserveCapacity(attributes.count / Self.blockSize + 1)
            var followers = 0
            for (i, a) in attributes.enumerated() {
                let move =
                    a.orthogonal == true ? viewport.orthogonalMove(section: a.indexPath.first ?? 0) : nil
                let (start, end) = Self.extent(of: a, vertical: vertical)
                if a.follows != nil { followers += 1 }
                if let last = blocks.last, last.upper - last.lower < Self.blockSize, last.move == move {
                    blocks[blocks.count - 1].upper = i + 1
                    blocks[blocks.count - 1].start = Swift.min(last.start, start)
                    blocks[blocks.count - 1].end = Swift.max(last.end, end)
                } else {
                    blocks.append(Block(lower: i, upper: i + 1, start: start, end: end, move: move))
                }
            }
            func movesAlongAxis(_ block: Block) -> Bool {
                guard let move = block.move else { return false }
                return (vertical ? move.y : move.x) != 0
            }
            var frontEnd = [Double](repeating: 0, count: blocks.count)
            var running = -Double.infinity
            for (b, block) in blocks.enumerated() {
                running = movesAlongAxis(block) ? .infinity : Swift.max(running, block.end)
                frontEnd[b] = running
            }
            var backStart = [Double](repeating: 0, count: blocks.count)
            running = .infinity
            for (b, block) in blocks.enumerated().reversed() {
                running = movesAlongAxis(block) ? -.infinity : Swift.min(running, block.start)
                backStart[b] = running
            }
            self.vertical = vertical
            self.blocks = blocks
            self.frontEnd = frontEnd
            self.backStart = backStart
            self.followerCount = followers
        }

        /// The least scroll-axis origin and the greatest scroll-axis end `a` has at any offset: its resting ones,
        /// or for an element that follows the scroll, the bounds `Follows.origin(at:)` keeps it within
        /// (`[lo, hi]`; `hi` alone when `hi < lo`; unbounded on a side without a bound). Each end is the same
        /// double expression as in `Rect.intersects`, so a block skipped by it holds no element that would meet.
        static func extent(of a: Attributes, vertical: Bool) -> (start: Double, end: Double) {
            let origin = vertical ? a.frame.y : a.frame.x
            let length = vertical ? a.frame.height : a.frame.width
            guard let follows = a.follows else { return (origin, origin + length) }
            let lowest = follows.min.map { lo in follows.max.map { Swift.min(lo, $0) } ?? lo } ?? -.infinity
            let highest = follows.max ?? .infinity
            return (lowest, highest + length)
        }

        /// The elements of `attributes` placed at `offset` whose frame intersects `rect` (moved for orthogonal
        /// ones), in order; `answer` places and tests them.
        /// - Complexity: O(log b + s + k) (`ScrollRangeAnswer.attributes(at:)`).
        func collect(
            from attributes: [Attributes], at offset: Double, in rect: Rect, answer: ScrollRangeAnswer
        ) -> [Attributes] {
            let start = vertical ? rect.y : rect.x
            let end = vertical ? rect.y + rect.height : rect.x + rect.width
            // Blocks before `first` end at or above the query's start; blocks from `last` on start at or below its end.
            let first = Self.partitionPoint(frontEnd) { $0 > start }
            let last = Self.partitionPoint(backStart) { $0 >= end }
            var result: [Attributes] = []
            guard first < last else { return result }
            result.reserveCapacity(Swift.min(attributes.count, (last - first) * Self.blockSize))
            for b in first..<last {
                let block = blocks[b]
                let query = block.move.map { ScrollRangeAnswer.moved(rect, by: $0) } ?? rect
                let queryStart = vertical ? query.y : query.x
                let queryEnd = vertical ? query.y + query.height : query.x + query.width
                guard block.start < queryEnd, queryStart < block.end else { continue }
                for i in block.lower..<block.upper {
                    let a = attributes[i]
                    if answer.frame(of: a, at: offset).intersects(query) { result.append(answer.placed(a, at: offset)) }
                }
            }
            return result
        }

        /// The first index of `values` (false then true under `predicate`) where `predicate` holds; `values.count`
        /// when it never does.
        /// - Complexity: O(log n).
        static func partitionPoint(_ values: [Double], _ predicate: (Double) -> Bool) -> Int {
            var low = 0
            var high = values.count
            while low < high {
                let mid = low + (high - low) / 2
                if predicate(values[mid]) { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }
}
