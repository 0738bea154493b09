/// The work of the only inputs whose cost a few bytes can multiply and no closed form covers (docs/concepts.md,
/// "What can still be refused"):
/// - a compositional group tree: each item, group and absent copy solved is charged (`Cost.solvedNode`,
///   `absentCopy`), since `count` and `repeatingSubitem` groups nested inside each other multiply what they repeat
///   (ten bytes of `"count": 1000` inside another make a million nodes); a solution is computed once for every
///   section that repeats it, and each item the body lists brings its own allowance (`measuredItem`);
/// - IGListKit rows at a screen scale whose pixel grid has no period (`IGListRowTops`): rows are walked one by
///   one until a period is proven, which takes a few rows a binade at the scales devices have; past
///   `IGListRowTops.freeRows` rows walked without one, each further row is charged.
///
/// Everything else a request asks is bounded by its bytes and its answer by the shape of the code (closed forms,
/// band searches, shapes shared among sections), and never charged. Past the budget the request is refused with a
/// 422 naming the input that drives the cost.
public struct WorkBudget: Sendable, Hashable {
    public let limit: Int
    public private(set) var remaining: Int

    public init(limit: Int) {
        self.limit = limit
        self.remaining = limit
    }

    /// The units each kind of step charges (a unit is about 67 ns of CPU).
    enum Cost {
        /// An item or group of a compositional group tree solved.
        static let solvedNode = 50
        /// A copy of a compositional `count` group laid out past the section's last item (absent).
        static let absentCopy = 15
        /// What each measured item of a compositional section solved group by group is allowed: its cell and its
        /// share of the groups around it.
        static let measuredItem = 3 * solvedNode
        /// An IGListKit row walked past `IGListRowTops.freeRows` without a period (its cursor, its pixel rounding
        /// and its period tests).
        static let aperiodicRow = 8
    }

    /// Adds `units` to what is left: work proportional to the request's own items (a compositional section whose
    /// groups are solved one by one for its measured items) is allowed for, not charged against the rest.
    mutating func allow(_ units: Int) {
        let (sum, overflow) = remaining.addingReportingOverflow(units)
        remaining = overflow ? .max : sum
    }

    /// Charges `units`, refusing the request once the budget is spent; `location` names the input that drives it.
    @inline(__always)
    mutating func charge(_ units: Int, at location: @autoclosure () -> ErrorLocation) throws(LayoutError) {
        remaining &-= units
        if remaining < 0 { throw refusal(location()) }
    }

    /// Charges `units`; false once the budget is spent (the caller throws `refusal` with its own location).
    @inline(__always)
    mutating func spend(_ units: Int) -> Bool {
        remaining &-= units
        return remaining >= 0
    }

    /// The refusal naming `location`.
    func refusal(_ location: ErrorLocation) -> LayoutError { .workBudgetExceeded(limit: limit, at: location) }
}
