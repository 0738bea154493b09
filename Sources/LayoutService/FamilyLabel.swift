import LayoutEngine

/// The `family` label of `layoutd_requests_total`: the layout family of a `POST /layout` request, as the wire
/// names it (`layout.type`), or `undecoded` when the service never learnt it: the body did not decode (400, 413),
/// was not declared as JSON (415), or the server refused the request before reading it (413, 400).
enum FamilyLabel: Int, CaseIterable {
    case flow
    case waterfall
    case iglist
    case magazine
    case compositional
    case undecoded

    /// The label value.
    var name: String {
        switch self {
        case .flow: "flow"
        case .waterfall: "waterfall"
        case .iglist: "iglist"
        case .magazine: "magazine"
        case .compositional: "compositional"
        case .undecoded: "undecoded"
        }
    }

    /// The label of a decoded request's family.
    init(_ family: borrowing LayoutFamily) {
        switch family {
        case .flow: self = .flow
        case .waterfall: self = .waterfall
        case .iglist: self = .iglist
        case .magazine: self = .magazine
        case .compositional: self = .compositional
        }
    }
}
