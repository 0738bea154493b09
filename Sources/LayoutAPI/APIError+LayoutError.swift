import LayoutEngine

/// The one place where the engine's errors become HTTP problems.
extension APIError {
    /// Maps every `LayoutError` to a 422 problem located at the field that caused it.
    public init(_ error: LayoutError) {
        switch error {
        case .columnCountOutOfRange(let section, let value):
            let pointer = section.map { "/sections/\($0)/columnCount" } ?? "/layout/columnCount"
            self = .unprocessable("columnCount must be at least 1 (got \(value))", pointer: pointer)
        case .unsupportedScrollDirection(let family, let direction):
            self = .unprocessable(
                "a \(family) layout cannot scroll \(direction.rawValue)ly; it scrolls vertically only",
                pointer: "/layout/scrollDirection")
        case .widthDivisorOutOfRange(let section, let item, let value):
            let place = item.map { "items/\($0)" } ?? "item"
            self = .unprocessable(
                "fractional width divisor must be at least 1 (got \(value))",
                pointer: "/sections/\(section)/\(place)/widthMode/fractional")
        case .tooManyAttributes(let limit):
            self = .unprocessable(
                "the result would hold more than \(limit) attributes; ask for a smaller rect with "
                    + "\"elements\": {\"rect\": ...} instead",
                pointer: "/elements")
        case .impossibleNumber(let source):
            let pointer: String
            switch source {
            case .item(let s, let i): pointer = "/sections/\(s)/items/\(i)"
            case .uniformItems(let s, let first): pointer = "/sections/\(s)/" + (first ? "itemSize" : "itemCount")
            case .section(let s): pointer = "/sections/\(s)"
            case .contentOffset: pointer = "/collectionView/contentOffset"
            }
            self = .unprocessable(
                "the layout would hold a number that is not finite or a coordinate beyond ±1e15 (for example an "
                    + "aspect width so small that the height overflows, or content longer than 1e15 points)",
                pointer: pointer)
        case .computeBudgetExceeded(let limit):
            self = .unprocessable(
                "the query would examine more than \(limit) candidate cells (items so small that a line holds "
                    + "millions of them); ask for a rect that covers the items or send larger items",
                pointer: "/elements")
        }
    }
}
