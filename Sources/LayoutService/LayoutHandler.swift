import HTTPServer
import LayoutAPI
import LayoutEngine
import LayoutSVG

/// `POST /layout`: a pure function from the request to the response (JSON, or SVG when asked for).
enum LayoutHandler {
    /// The response, and what the metrics and the log count of it: how many items the request laid out, its
    /// family (`undecoded` when the body did not decode) and the problem's type.
    static func handle(_ request: borrowing HTTPRequest, limits: APILimits) -> Outcome {
        // What nearly every client sends, compared in place; anything else is parsed.
        if !request.header("content-type", is: "application/json") {
            let contentType = request.header("content-type")
            guard declaresJSON(contentType) else {
                return Outcome(problem: Problems.unsupportedMediaType(contentType), family: .undecoded)
            }
        }
        let renderer = prefersSVG(request.header("accept")) ? SVGRenderer.renderer : .json
        let answer = request.withBody { body in LayoutAPI.respond(toBody: body, limits: limits, renderer: renderer) }
        let (items, family) = counts(answer.request)
        var outcome = Outcome(
            response: HTTPResponse(status: answer.status, headers: headers(answer.mediaType), body: answer.body),
            items: items, family: family, problem: answer.problem?.kind)
        outcome.exceeded = answer.problem?.exceeded
        return outcome
    }

    /// How many items `request` laid out and its family's label (0 and `undecoded` without one), read in place:
    /// `answer.request?.description.itemCount` copied the whole request (retaining every array in it) to count.
    static func counts(_ request: borrowing LayoutRequest?) -> (items: Int, family: FamilyLabel) {
        switch request {
        case .some(let request): (request.description.family.itemCount, FamilyLabel(request.description.family))
        case .none: (0, .undecoded)
        }
    }

    /// The response's header list for each media type the pipeline answers with, made once: no array per request.
    static let jsonHeaders = [(name: "Content-Type", value: LayoutAPI.MediaType.json.name), ContractVersion.header]
    static let svgHeaders = [(name: "Content-Type", value: LayoutAPI.MediaType.svg.name), ContractVersion.header]

    /// The headers of an answer of `mediaType`: its `Content-Type` and the contract version (and a problem's
    /// `Cache-Control`, `Problems.headers`).
    static func headers(_ mediaType: LayoutAPI.MediaType) -> [(name: String, value: String)] {
        switch mediaType {
        case .json: jsonHeaders
        case .problemJSON: Problems.headers
        case .svg: svgHeaders
        }
    }
}

extension LayoutFamily {
    /// Items in every section, uniform ones counted by `itemCount`.
    var itemCount: Int {
        switch self {
        case .flow(let d): d.sections.reduce(0) { $0 &+ $1.items.count }
        case .waterfall(let d): d.sections.reduce(0) { $0 &+ $1.items.count }
        case .iglist(let d): d.sections.reduce(0) { $0 &+ $1.items.count }
        case .magazine(let d): d.sections.reduce(0) { $0 &+ $1.items.count }
        case .compositional(let d): d.sections.reduce(0) { $0 &+ $1.items.count }
        }
    }
}

extension LayoutHandler {
    /// Whether a `Content-Type` declares the body JSON: `application/json`, optionally with `charset=utf-8` (any
    /// case, any spacing); nothing else.
    static func declaresJSON(_ value: String?) -> Bool {
        guard let value else { return false }
        if value == "application/json" { return true }  // what nearly every client sends: no splitting
        let parts = value.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces.lowercased()
        }
        guard parts.first == "application/json" else { return false }
        for parameter in parts.dropFirst() where !parameter.isEmpty {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
            guard pair.count == 2, pair[0] == "charset" else { return false }
            let charset = pair[1].replacingQuotes
            guard charset == "utf-8" || charset == "utf8" else { return false }
        }
        return true
    }

    /// Whether `Accept` ranks `image/svg+xml` above JSON (`application/json`, `application/*` or `*/*`): the highest
    /// weight each is given, ties to JSON (`Accept`, HTTPServer's strict reader: an element whose `q` is not a
    /// qvalue counts for neither).
    static func prefersSVG(_ accept: String?) -> Bool {
        guard let svg = Accept.highestWeight(in: accept, among: ["image/svg+xml"]), svg > 0 else { return false }
        return svg > Accept.highestWeight(in: accept, among: ["application/json", "application/*", "*/*"]) ?? -1
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let first = s.first, first == " " || first == "\t" { s.removeFirst() }
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return String(s)
    }

    var replacingQuotes: String {
        var s = String(self)
        if s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") { s = String(s.dropFirst().dropLast()) }
        return s
    }
}
