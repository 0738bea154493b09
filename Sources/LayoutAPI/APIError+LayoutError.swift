public import LayoutEngine

/// The one place where the engine's errors become HTTP problems.
extension APIError {
    /// Maps every `LayoutError` to a 422 problem located at the field that caused it.
    public init(_ error: LayoutError) {
        switch error {
        case .columnCountOutOfRange(let section, let value):
            let pointer = section.map { "/sections/\($0)/columnCount" } ?? "/layout/columnCount"
            self = .unprocessable("columnCount must be at least 1 (got \(value))", pointer: pointer)
        case .contentInsetExceedsBounds:
            self = .unprocessable(
                "the content inset across the scroll axis (left + right when scrolling vertically, top + bottom "
                    + "when scrolling horizontally) is larger than the bounds, leaving the content a negative width",
                pointer: "/collectionView/contentInset")
        case .sectionInsetExceedsContent(let location):
            self = .unprocessable(
                "the section inset's left + right (top + bottom when scrolling horizontally) is larger than the "
                    + "content width, leaving the section's items a negative width",
                pointer: location.pointer)
        case .columnSpacingExceedsSection(let location):
            self = .unprocessable(
                "(columnCount - 1) × minimumColumnSpacing is more than the section's width, leaving the columns a "
                    + "negative width",
                pointer: location.pointer)
        case .requiresVerticalScrolling(let location):
            self = .unprocessable("applies only to a layout that scrolls vertically", pointer: location.pointer)
        case .unsupportedScrollDirection(let family, let direction):
            self = .unprocessable(
                "a \(family) layout cannot scroll \(direction.rawValue)ly; it scrolls vertically only",
                pointer: "/layout/scrollDirection")
        case .widthDivisorOutOfRange(let section, let item, let value):
            let place = item.map { "items/\($0)" } ?? "item"
            self = .unprocessable(
                "fractional width divisor must be at least 1 (got \(value))",
                pointer: "/sections/\(section)/\(place)/widthMode/fractional")
        case .compositional(let problem, let location):
            self = .unprocessable(problem.detail, pointer: location.pointer)
        case .tooManyAttributes(let limit):
            self = .unprocessable(
                "the result would hold more than \(limit) attributes; ask for a smaller rect with "
                    + "\"elements\": {\"rect\": ...} instead",
                pointer: "/elements", exceeded: .attributes)
        case .impossibleNumber(let source):
            let pointer: String
            var offset = true
            switch source {
            case .item(let s, let i): (pointer, offset) = ("/sections/\(s)/items/\(i)", false)
            case .uniformItems(let s, let first):
                (pointer, offset) = ("/sections/\(s)/" + (first ? "itemSize" : "itemCount"), false)
            case .section(let s): (pointer, offset) = ("/sections/\(s)", false)
            case .contentOffset: pointer = "/collectionView/contentOffset"
            case .contentOffsets(let k): pointer = "/collectionView/contentOffsets/\(k)"
            case .scrollTo: pointer = "/scrollTo"
            case .anchor: pointer = "/anchor"
            case .scrollRange: pointer = "/elements/scrollRange"
            case .fling: pointer = "/fling"
            case .snapping: (pointer, offset) = ("/layout/snapping/decelerationRate", false)
            }
            self = .unprocessable(
                offset
                    ? "the answer at this offset would hold a coordinate beyond ±1e15 (a pinned header following the "
                        + "offset, or the offset itself)"
                    : "the layout would hold a number that is not finite or a coordinate beyond ±1e15 (for example an "
                        + "aspect width so small that the height overflows, or content longer than 1e15 points)",
                pointer: pointer)
        case .workBudgetExceeded(let limit, let location):
            self = .unprocessable(
                "the request needs more than the \(limit) units of work one request may use (about 20 ms): this "
                    + "input multiplies its cost (a compositional group repeated inside another, or IGListKit rows at "
                    + "a screen scale whose pixel grid has no period); nest fewer copies or use a device's scale",
                pointer: location.pointer, exceeded: .work)
        case .itemNotFound(let section, let item):
            self = .unprocessable(
                "there is no item \(item) in section \(section) to scroll to", pointer: "/scrollTo/indexPath")
        case .flingSectionNotOrthogonal(let section):
            self = .unprocessable(
                "section \(section) is not an orthogonally scrolling section of a compositional layout: a fling "
                    + "moves a section's orthogonalContentOffset only where its orthogonalScrollingBehavior is not "
                    + "\"none\"",
                pointer: "/fling/section")
        case .inPrevious(let error, let hasOwnLayout, let hasOwnCollectionView):
            self = APIError(error)
            errors = errors.map { error in
                (
                    Self.previousPointer(
                        error.pointer, hasOwnLayout: hasOwnLayout, hasOwnCollectionView: hasOwnCollectionView),
                    error.detail
                )
            }
        }
    }

    /// A pointer into a request made of `previous` as a pointer into the request: its sections and
    /// offset are `previous`'s own (`/previous/sections/…`, `/previous/contentOffset`); a pointer into `layout` or
    /// `collectionView` is `previous`'s when it gave its own, else the request's, which it shares; any other
    /// (`/elements`, the query both sides answer) stays.
    static func previousPointer(_ pointer: String, hasOwnLayout: Bool, hasOwnCollectionView: Bool) -> String {
        func under(_ prefix: String) -> Bool { pointer == prefix || pointer.hasPrefix(prefix + "/") }
        if pointer == "/collectionView/contentOffset" { return "/previous/contentOffset" }
        if under("/sections") || (hasOwnLayout && under("/layout"))
            || (hasOwnCollectionView && under("/collectionView"))
        {
            return "/previous" + pointer
        }
        return pointer
    }
}

extension ErrorLocation {
    /// The request's JSON pointer to the location (RFC 6901): each field by its name in the request, each element
    /// by its index. No name holds `~` or `/`, so none is escaped.
    var pointer: String {
        var pointer = ""
        for step in steps {
            pointer += "/"
            switch step {
            case .field(let field): pointer += field.name
            case .element(let index): pointer += String(index)
            }
        }
        return pointer
    }
}

extension ErrorLocation.Field {
    /// The field's name in the request (a test holds each to a property of `openapi.yaml`'s request schemas).
    var name: String {
        switch self {
        case .layout: "layout"
        case .collectionView: "collectionView"
        case .sections: "sections"
        case .contentInset: "contentInset"
        case .safeAreaInsets: "safeAreaInsets"
        case .layoutMargins: "layoutMargins"
        case .readableContentInsets: "readableContentInsets"
        case .verticalLayoutDirection: "verticalLayoutDirection"
        case .shortContentAlignment: "shortContentAlignment"
        case .pinning: "pinning"
        case .headers: "headers"
        case .footers: "footers"
        case .until: "until"
        case .sectionInset: "sectionInset"
        case .inset: "inset"
        case .sectionInsets: "sectionInsets"
        case .minimumColumnSpacing: "minimumColumnSpacing"
        case .itemCount: "itemCount"
        case .section: "section"
        case .group: "group"
        case .subitems: "subitems"
        case .subitem: "subitem"
        case .repeatingSubitem: "repeatingSubitem"
        case .supplementaryItems: "supplementaryItems"
        case .boundarySupplementaryItems: "boundarySupplementaryItems"
        case .decorationItems: "decorationItems"
        case .contentInsets: "contentInsets"
        case .elementKind: "elementKind"
        case .interItemSpacing: "interItemSpacing"
        }
    }
}

extension CompositionalProblem {
    /// What the problem says, for its `detail`.
    var detail: String {
        switch self {
        case .groupCannotFit: "the group cannot fit a single item in its content box"
        case .negativeSize: "the insets or spacing here leave a negative size"
        case .duplicateElementKind(let kind): "a second supplementary of elementKind \"\(kind)\" in the same section"
        case .nestingTooDeep: "groups nest deeper than 16 levels"
        case .pinningSelection:
            "a compositional layout pins boundary items with \"pinToVisibleBounds\"; pinning takes only offset, "
                + "stickHeight and zIndex"
        case .missingSection: "is required unless every section has its own \"layout\""
        case .groupTooLarge(let limit): "one group would hold more than \(limit) cells"
        case .contentTooLarge: "the content would reach past 1e15 points"
        case .tooManyKinds: "more than 65,535 distinct element kinds"
        }
    }
}
