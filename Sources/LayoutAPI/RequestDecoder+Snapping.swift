import LayoutEngine

/// `Snapping`: `layout.snapping`, every family.
enum SnappingFieldName: Int, WireNames {
    case preset, policy, decelerationRate, projection, maxVelocity, bounce, pageSize, origin, pageClamp, anchor
    case candidates, select, limit, floor
    static let table = NameTable(Self.self)
}

/// `SnappingPreset`.
enum SnappingPresetName: Int, WireNames {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case UPCarouselFlowLayout, CenteredCollectionView, FSPagerView, AndroidPagerSnapHelper, FlutterPageView
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case SwiftUIViewAlignedByOne
    static let table = NameTable(Self.self)
}

/// `SnapPolicy`.
enum SnapPolicyName: Int, WireNames {
    case none, page, item
    static let table = NameTable(Self.self)
}

/// `DecelerationRate`'s names.
enum DecelerationRateName: Int, WireNames {
    case normal, fast
    static let table = NameTable(Self.self)
}

/// `OrthogonalDecelerationRate`'s names.
enum OrthogonalRateName: Int, WireNames {
    case automatic, normal, fast
    static let table = NameTable(Self.self)
}

/// `FlingProjection`.
enum FlingProjectionName: Int, WireNames {
    case continuous, wwdc
    static let table = NameTable(Self.self)
}

/// `Bounce`.
enum BounceName: Int, WireNames {
    case automatic, always, never
    static let table = NameTable(Self.self)
}

/// `SnapAnchor`.
enum SnapAnchorName: Int, WireNames {
    case leading, center, trailing
    static let table = NameTable(Self.self)
}

/// `SnapCandidates`.
enum SnapCandidatesName: Int, WireNames {
    case all, releaseBounds, proposedRect
    static let table = NameTable(Self.self)
}

/// `SelectRule`.
enum SelectRuleName: Int, WireNames {
    case nearest, halfPage, nextInDirection, bias, steps, atLeastOneInDirection
    static let table = NameTable(Self.self)
}

/// `SnapSelectObject`.
enum SnapSelectField: Int, WireNames {
    case rule, threshold, bias, steps
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.rule]
}

/// `SnapLimit`.
enum SnapLimitField: Int, WireNames {
    case count, from
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.count, .from]
}

/// `SnapLimitOrigin`.
enum SnapLimitOriginName: Int, WireNames {
    case start, release
    static let table = NameTable(Self.self)
}

/// `Fling`.
enum FlingField: Int, WireNames {
    case velocity, startOffset, section
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.velocity]
}

/// `OrthogonalScrollingProperties`.
enum OrthogonalScrollingPropertiesField: Int, WireNames {
    case decelerationRate, bounce
    static let table = NameTable(Self.self)
}

/// Flings: `layout.snapping`, the request's `fling` and a compositional section's
/// `orthogonalScrollingProperties`. Each value is checked where it is read; what depends on the policy (a field of
/// another policy, a rule it does not have, FSPagerView's `pageSize`) once the object is read.
extension RequestDecoder {
    /// `layout.snapping`.
    mutating func snappingObject(_ last: PathComponent) throws(APIError) -> SnappingDescription? {
        guard try beginObject(last) else { return nil }
        var r = SnappingDescription()
        var seen = NameSet<SnappingFieldName>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "snapping") else { continue }
            switch f {
            case .preset: r.preset = try choice(c, SnappingPresetName.self).map(\.preset)
            case .policy: r.policy = try choice(c, SnapPolicyName.self).map(\.policy)
            case .decelerationRate: r.decelerationRate = try decelerationRate(c, DecelerationRateName.self)
            case .projection:
                r.projection = try choice(c, FlingProjectionName.self).map { $0 == .wwdc ? .wwdc : .continuous }
            case .maxVelocity:
                let v = try number(c, .any)
                if !(v > 0 && v <= 100) { try report("must be a number greater than 0 and at most 100", at: c) }
                r.maxVelocity = v
            case .bounce: r.bounce = try choice(c, BounceName.self).map(\.mode)
            case .pageSize:
                let v = try number(c, .any)
                if !(v > 0) { try report("must be a number greater than 0", at: c) }
                r.pageSize = v
            case .origin: r.origin = try number(c, .coordinate)
            case .pageClamp: r.pageClamp = try boolean(c)
            case .anchor: r.anchor = try choice(c, SnapAnchorName.self).map(\.anchor)
            case .candidates: r.candidates = try choice(c, SnapCandidatesName.self).map(\.candidates)
            case .select: r.select = try snapSelect(c)
            case .limit: r.limit = try snapLimit(c)
            case .floor: r.floor = try boolean(c)
            }
        }
        try checkPolicy(r, seen)
        path.removeLast()
        return r
    }

    /// What the policy decides: the policy beside a preset, each field of another policy, the rule, FSPagerView's
    /// `pageSize`.
    mutating func checkPolicy(_ r: SnappingDescription, _ seen: NameSet<SnappingFieldName>) throws(APIError) {
        let policy = r.effectivePolicy
        if let preset = r.preset, let given = r.policy, given != preset.policy {
            try report(
                "must be \"\(preset.policy.rawValue)\" beside the preset \"\(preset.rawValue)\" (or left out)",
                at: .member(SnappingFieldName.policy))
        }
        for f in SnappingFieldName.allCases where seen.contains(f) {
            guard let field = SnappingField(rawValue: f.stringValue), !field.belongs(to: policy) else { continue }
            try report(
                "is not a field of the \"\(policy.rawValue)\" policy (it belongs to "
                    + (SnapPolicy.allCases.filter { field.belongs(to: $0) }.map { "\"\($0.rawValue)\"" }
                        .joined(separator: " and ")) + ")",
                at: .member(f))
        }
        if let select = r.select, policy != .none, !select.rule.belongs(to: policy) {
            try report(
                "the \"\(policy.rawValue)\" policy has no rule \"\(select.rule.rawValue)\"",
                at: .member(SnappingFieldName.select))
        }
        if let preset = r.preset, preset.requiresPageSize, r.pageSize == nil {
            try report(
                "is required under the \"\(preset.rawValue)\" preset: its item size plus its spacing along the axis",
                at: .member(SnappingFieldName.pageSize))
        }
    }

    /// `"normal"`, `"fast"` or a number in (0, 1); with `OrthogonalRateName` also `"automatic"` (`nil`).
    mutating func decelerationRate<F: WireNames>(_ last: PathComponent, _ names: F.Type) throws(APIError)
        -> DecelerationRate?
    {
        if peek() == UInt8(ascii: "\"") {
            switch try choice(last, F.self)?.stringValue {
            case "normal": return .normal
            case "fast": return .fast
            default: return nil
            }
        }
        let d = try number(last, .any)
        if !(d > 0 && d < 1) {
            try report("must be \(F.table.quotedList) or a number greater than 0 and less than 1", at: last)
            return nil
        }
        return .value(d)
    }

    /// `select`: a rule name, or `{"rule", "threshold", "bias", "steps"}` with only the keys the rule reads.
    mutating func snapSelect(_ last: PathComponent) throws(APIError) -> SnapSelect? {
        if peek() == UInt8(ascii: "\"") {
            return try choice(last, SelectRuleName.self).map { SnapSelect(rule: $0.rule) }
        }
        guard try beginObject(last) else { return nil }
        var rule: SelectRule?
        var threshold: Double?
        var bias: Double?
        var steps: Int?
        var seen = NameSet<SnapSelectField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "select") else { continue }
            switch f {
            case .rule: rule = try choice(c, SelectRuleName.self)?.rule
            case .threshold:
                let t = try number(c, .any)
                if !(t >= 0) { try report("must be a number >= 0 (points per millisecond)", at: c) }
                threshold = t
            case .bias:
                let b = try number(c, .any)
                if !(b >= 0 && b < 1) { try report("must be a number from 0 up to (not including) 1", at: c) }
                bias = b
            case .steps: steps = try integer(c, in: 1...anyInteger.upperBound)
            }
        }
        try require(seen)
        if let rule {
            for key in SelectKey.allCases where !rule.reads.contains(key) {
                guard let f = SnapSelectField.allCases.first(where: { $0.stringValue == key.rawValue }),
                    seen.contains(f)
                else { continue }
                try report("the rule \"\(rule.rawValue)\" does not read it", at: .member(f))
            }
        }
        path.removeLast()
        return rule.map { SnapSelect(rule: $0, threshold: threshold, bias: bias, steps: steps) }
    }

    /// `limit`: `{"count": n, "from": "start" | "release"}`, `n` an integer >= 1.
    mutating func snapLimit(_ last: PathComponent) throws(APIError) -> SnapLimit? {
        guard try beginObject(last) else { return nil }
        var count = 1
        var from = SnapLimit.Origin.release
        var seen = NameSet<SnapLimitField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "limit") else { continue }
            switch f {
            case .count: count = try integer(c, in: 1...anyInteger.upperBound)
            case .from: from = try choice(c, SnapLimitOriginName.self) == .start ? .start : .release
            }
        }
        try require(seen)
        path.removeLast()
        return SnapLimit(count: count, from: from)
    }

    /// The request's `fling`: `velocity` (required), `startOffset`, `section`.
    mutating func flingObject(_ last: PathComponent) throws(APIError) -> FlingDescription? {
        guard try beginObject(last) else { return nil }
        var result = FlingDescription(velocity: .zero)
        var seen = NameSet<FlingField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "fling") else { continue }
            switch f {
            case .velocity: result.velocity = try point(c)
            case .startOffset: result.startOffset = try point(c)
            case .section: result.section = try integer(c, in: anyInteger)
            }
        }
        try require(seen)
        path.removeLast()
        return result
    }

    /// A compositional section's `orthogonalScrollingProperties`: `decelerationRate` (`"automatic"`, a name or a
    /// number in (0, 1)) and `bounce`.
    mutating func orthogonalScrollingProperties(_ last: PathComponent) throws(APIError)
        -> OrthogonalScrollingProperties
    {
        var result = OrthogonalScrollingProperties.automatic
        guard try beginObject(last) else { return result }
        var seen = NameSet<OrthogonalScrollingPropertiesField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "orthogonalScrollingProperties") else { continue }
            switch f {
            case .decelerationRate: result.decelerationRate = try decelerationRate(c, OrthogonalRateName.self)
            case .bounce: result.bounce = try choice(c, BounceName.self)?.mode ?? .automatic
            }
        }
        path.removeLast()
        return result
    }

    /// The root's checks of `fling` against the rest of the request: no other way of choosing the offset (at
    /// `/fling`), and `startOffset` where the snapping's `limit` counts from the drag's start.
    mutating func checkFling(
        _ fling: FlingDescription?, snapping: SnappingDescription?, offsets: Bool, scrollTo: Bool, resolves: Bool,
        previous: Bool
    ) throws(APIError) {
        guard let fling else { return }
        let other: String? =
            offsets
            ? "collectionView.contentOffsets"
            : scrollTo
                ? "scrollTo"
                : resolves
                    ? "an anchor to resolve"
                    : previous ? "previous" : nil
        if let other {
            try report(
                "cannot be combined with \(other): a fling answers where it comes to rest, which decides the offset",
                at: .member(RequestField.fling))
        }
        if fling.startOffset == nil, snapping?.expanded.limit?.from == .start {
            path.append(.member(RequestField.fling))
            try report(
                "is required: the snapping's limit counts from where the drag began",
                at: .member(FlingField.startOffset))
            path.removeLast()
        }
    }
}

extension SnappingPresetName {
    var preset: SnappingPreset {
        switch self {
        case .UPCarouselFlowLayout: .upCarouselFlowLayout
        case .CenteredCollectionView: .centeredCollectionView
        case .FSPagerView: .fsPagerView
        case .AndroidPagerSnapHelper: .androidPagerSnapHelper
        case .FlutterPageView: .flutterPageView
        case .SwiftUIViewAlignedByOne: .swiftUIViewAlignedByOne
        }
    }
}

extension SnapPolicyName {
    var policy: SnapPolicy {
        switch self {
        case .none: .none
        case .page: .page
        case .item: .item
        }
    }
}

extension BounceName {
    var mode: BounceMode {
        switch self {
        case .automatic: .automatic
        case .always: .always
        case .never: .never
        }
    }
}

extension SnapAnchorName {
    var anchor: SnapAnchor {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension SnapCandidatesName {
    var candidates: SnapCandidates {
        switch self {
        case .all: .all
        case .releaseBounds: .releaseBounds
        case .proposedRect: .proposedRect
        }
    }
}

extension SelectRuleName {
    var rule: SelectRule {
        switch self {
        case .nearest: .nearest
        case .halfPage: .halfPage
        case .nextInDirection: .nextInDirection
        case .bias: .bias
        case .steps: .steps
        case .atLeastOneInDirection: .atLeastOneInDirection
        }
    }
}
