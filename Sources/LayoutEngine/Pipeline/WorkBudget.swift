/// The work one request may cause: every loop whose length a request can drive beyond its own size charges this
/// one budget (candidate cells a query examines, over every timeline entry; the rows and terms a uniform
/// section walks before its closed form takes over; uniform sections laid out item by item; compositional
/// groups solved; the candidates an anchor looks at). Past it the request is refused with a 422 naming the input
/// that drives the cost, so no small request holds a worker for long.
///
/// A unit is about the cost of examining one candidate cell; each loop charges its step's cost in units
/// (`WorkBudget.Cost`), measured so that the default budget is about 20 ms of CPU on the machines the service
/// runs on (BENCHMARKS.md).
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
        /// A term of a repeated sum, or a row of an IGListKit section, walked before its period is proven.
        static let walkedTerm = 8
        /// One row of a candidate period checked against its binades (IGListKit's row walk).
        static let periodCheck = 4
        /// An item of a uniform section laid out one by one (magazine, IGListKit).
        static let expandedItem = 6
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
        /// What each section the request writes out with items is allowed: its first walked term or laid-out item
        /// is the request's own size, not work the request drives beyond it (100,000 one-item sections are
        /// answered).
        static let describedSection = walkedTerm
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
