/// The work one request may cause beyond its own size and its answer's (issue 27). Never charged: what the body
/// bounds (the sections and items it writes out, laid out once; the sections a query meets and the written items
/// it examines, for the request's first query) and what the answer bounds (every attribute returned). Charged:
/// what neither bounds — compositional groups solved (and absent copies of `count` groups), the terms and rows a
/// uniform section walks before its closed form takes over and the items a small uniform section lays out one
/// by one (past an allowance per written section), the candidates of uniform sections a query examines and does
/// not return, and every repetition (a timeline entry after the first pays for each candidate it rejects and each
/// section it meets without returning anything there; an anchor report for the candidates it examines). A
/// request whose work is linear in its body and its answer is always answered; past the budget a request is
/// refused with a 422 naming the input that drives the cost, so no small request holds a worker for long.
///
/// A unit is about the cost of examining one candidate cell or more (each loop charges its step's cost in units,
/// `WorkBudget.Cost`, measured so that the default budget stays within 20 ms of CPU on the machines the service
/// runs on: BENCHMARKS.md, "Most expensive small requests").
public struct WorkBudget: Sendable, Hashable {
    public let limit: Int
    public private(set) var remaining: Int

    public init(limit: Int) {
        self.limit = limit
        self.remaining = limit
    }

    /// The units each kind of step charges.
    enum Cost {
        /// A candidate cell tested against a query, or by an anchor.
        static let candidate = 1
        /// A term of a repeated sum walked before its period is proven (measured: about 70 ns, in a 64 KiB body
        /// of 3,000 uniform flow sections of tiny items walking until the budget ran out).
        static let walkedTerm = 4
        /// One term of a candidate period checked against its binades.
        static let periodCheck = 2
        /// A row of an IGListKit uniform section walked before its period is proven (about 200 ns: its cursor,
        /// its pixel rounding and its binade tests).
        static let walkedRow = 8
        /// One row of a candidate period checked against its binades (IGListKit's row walk).
        static let rowPeriodCheck = 4
        /// An item of a uniform section laid out one by one (magazine, IGListKit; measured: 16 ns, 13 sections
        /// of 4,096 magazine items in 0.84 ms).
        static let expandedItem = 1
        /// An item or group of a compositional group tree solved.
        static let solvedNode = 50
        /// A copy of a compositional `count` group laid out past the section's last item (absent).
        static let absentCopy = 15
        /// A section visited by a query after the request's first (a timeline entry, an anchor report): the
        /// query's own work beyond its candidates, multiplied by the offsets.
        static let sectionVisit = 20
        /// What each measured item of a compositional section solved group by group is allowed: its cell and
        /// its share of the groups around it.
        static let measuredItem = 3 * solvedNode
        /// What each section the request writes out with items is allowed: the walk of a short uniform section
        /// (16 terms: a few sums of a few items each, 11 for six 100-point items in 375 points) is the request's
        /// own size, not work it drives beyond it, so 100,000 sections of 6 items are answered. A 64 KiB body holds
        /// at most about 5,000 sections: 320,000 units allowed, about 6 ms of walking.
        /// A compositional section is allowed 8 units, as before issue 27: its
        /// solving is charged by node (`solvedNode`), and the adversary search found 2,000 compositional
        /// sections that a larger allowance let run to 50 ms.
        static func describedSection(_ family: LayoutFamily) -> Int {
            if case .compositional = family { return 2 * walkedTerm }
            return 16 * walkedTerm
        }
    }

    /// Adds `units` to what is left: work proportional to the request's own items (a compositional section whose
    /// groups are solved one by one for its measured items) is allowed for, not charged against the rest.
    mutating func allow(_ units: Int) {
        let (sum, overflow) = remaining.addingReportingOverflow(units)
        remaining = overflow ? .max : sum
    }

    /// Charges `units`, refusing the request once the budget is spent; `source` names the input that drove it.
    @inline(__always)
    mutating func charge(_ units: Int, _ source: WorkSource) throws(LayoutError) {
        remaining &-= units
        if remaining < 0 { throw refusal(source.pointer) }
    }

    /// Charges `units`; false once the budget is spent (the caller throws `refusal` with its own pointer).
    @inline(__always)
    mutating func spend(_ units: Int) -> Bool {
        remaining &-= units
        return remaining >= 0
    }

    /// The refusal naming `pointer`.
    func refusal(_ pointer: String) -> LayoutError { .workBudgetExceeded(limit: limit, pointer: pointer) }
}

/// The input that drives a loop's length, named in the refusal (a trivial value, copied for free on the hot
/// paths; a compositional group names its own pointer through `WorkBudget.spend`).
enum WorkSource: Sendable {
    /// The query's rect (`elements`).
    case elements
    /// A timeline's offsets, charged after the first entry.
    case contentOffsets
    /// The anchor reported or resolved.
    case anchor
    /// A uniform section's item count.
    case itemCount(section: Int)

    var pointer: String {
        switch self {
        case .elements: "/elements"
        case .contentOffsets: "/collectionView/contentOffsets"
        case .anchor: "/anchor"
        case .itemCount(let s): "/sections/\(s)/itemCount"
        }
    }
}
