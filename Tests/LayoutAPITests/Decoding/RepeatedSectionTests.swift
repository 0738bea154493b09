import LayoutAPI
import LayoutEngine
import SeededRandom
import Testing

/// A section whose bytes repeat one of the last few distinct sections' exactly is not read again
/// (`RequestDecoder.sections`): its description is that one's copy. The same sections written so that no two share
/// their bytes (after each `{`, as many spaces as its index) are each read in full; both bodies must decode to the same
/// request, or to the same problem with the same errors in the same order, whatever the sections hold: estimates,
/// ids (a repeated one is an error at the repeat), explicit items (counted against the limit), errors of their
/// own, a compositional section's own layout.
@Suite("Repeated sections")
struct RepeatedSectionTests {
    /// Each family's layout and a pool of sections, valid and not.
    static let families: [(layout: String, sections: [String])] = [
        (
            #"{"type": "flow", "itemSize": {"width": 50, "height": 20}, "headerReferenceSize": {"width": 0, "height": 5}}"#,
            [
                #"{"itemCount":1}"#, #"{"itemCount":3,"inset":{"top":1,"left":2,"bottom":3,"right":4}}"#,
                #"{"itemCount":2,"itemSize":{"width":10,"height":10},"headerSize":{"width":0,"height":7}}"#,
                #"{"items":[{"width":10,"height":20},{"width":30,"height":5}]}"#, #"{"items":[]}"#,
                #"{"itemCount":2,"estimated":true}"#, #"{"itemCount":1,"id":"a"}"#, #"{"itemCount":-1}"#,
                #"{"itemCount":1,"bogus":1}"#, #"{"itemCount":1,"items":[]}"#, #"{"itemCount":0}"#,
                #"{"itemCount":5,"minimumLineSpacing":3,"minimumInteritemSpacing":4}"#,
            ]
        ),
        (
            #"{"type": "iglist", "itemSize": {"width": 60, "height": 20}}"#,
            [
                #"{"itemCount":1}"#, #"{"itemCount":4,"headerSize":{"width":375,"height":12}}"#,
                #"{"items":[{"width":10,"height":20}]}"#, #"{"itemCount":1,"id":"b"}"#, #"{"itemCount":"x"}"#,
                #"{"itemCount":2,"estimated":true}"#,
            ]
        ),
        (
            #"{"type": "waterfall", "columnCount": 3, "headerHeight": 12}"#,
            [
                #"{"itemCount":1,"itemSize":{"width":100,"height":50}}"#,
                #"{"itemCount":7,"itemSize":{"width":100,"height":30},"columnCount":2}"#,
                #"{"items":[{"width":10,"height":20}]}"#, #"{"itemCount":1,"id":"c"}"#, #"{"itemCount":1}"#,
                #"{"itemCount":2,"itemSize":{"width":1,"height":1},"estimated":true}"#,
            ]
        ),
        (
            #"{"type": "magazine", "sectionInsets": {"top": 12}}"#,
            [
                #"{"itemCount":1,"item":{"widthMode":"fourthWidth","height":20}}"#,
                #"{"itemCount":3,"item":{"widthMode":"halfWidth","height":20},"header":{"height":10}}"#,
                #"{"itemCount":3}"#, #"{"items":[{"widthMode":"fullWidth","height":20}]}"#,
                #"{"itemCount":1,"item":{"widthMode":"fullWidth","height":20},"id":"d"}"#,
                #"{"itemCount":1,"item":{"widthMode":"fullWidth","height":20},"estimated":true}"#,
            ]
        ),
        (
            #"{"type": "compositional", "section": {"group": {"group": "horizontal", "count": 4, "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 20}}, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.25}, "heightDimension": {"fractionalHeight": 1}}}}}}"#,
            [
                #"{"itemCount":1}"#, #"{"itemCount":9,"orthogonalContentOffset":{"x":3,"y":0}}"#,
                #"{"items":[{"width":10,"height":20}]}"#, #"{"itemCount":1,"id":"e"}"#, #"{"itemCount":1.5}"#,
                #"{"itemCount":2,"layout":{"group":{"group":"vertical","count":2,"layoutSize":{"widthDimension":{"fractionalWidth":1},"heightDimension":{"absolute":40}},"subitem":{"layoutSize":{"widthDimension":{"fractionalWidth":1},"heightDimension":{"fractionalHeight":0.5}}}},"boundarySupplementaryItems":[{"elementKind":"k","alignment":"top","layoutSize":{"widthDimension":{"fractionalWidth":1},"heightDimension":{"absolute":5}}}]}}"#,
                #"{"itemCount":2,"estimated":true}"#,
            ]
        ),
    ]

    /// What decoding `body` gives: the request, or the problem's status, title and errors.
    enum Outcome: Equatable {
        case request(LayoutRequest)
        case problem(Int, String, [String])
    }

    static func outcome(_ body: String) -> Outcome {
        do {
            return .request(try LayoutRequestDecoder.decode(Array(body.utf8), limits: APILimits()))
        } catch {
            return .problem(error.status, error.title, error.errors.map { "\($0.pointer): \($0.detail)" })
        }
    }

    static func body(_ layout: String, _ sections: [String]) -> String {
        #"{"collectionView": {"size": {"width": 375, "height": 812}, "contentOffset": {"x": 0, "y": 40}}, "#
            + #""layout": "# + layout + #", "sections": ["# + sections.joined(separator: ",") + "]}"
    }

    @Test("runs of equal sections decode as the same sections each read in full, in every family")
    func repeatsReadAsWritten() {
        var random = SplitMix64(seed: 33)
        var repeated = 0
        var repeatedFurther = 0
        for (layout, pool) in Self.families {
            for _ in 0..<150 {
                // Runs of one section, 1 to 4 long.
                var sections: [String] = []
                while sections.count < 12 {
                    let section = pool[random.int(0...pool.count - 1)]
                    for _ in 0..<random.int(1...4) { sections.append(section) }
                }
                // No two sections with the same bytes: every section is read.
                let distinct = sections.enumerated().map { k, text in
                    "{" + String(repeating: " ", count: k) + text.dropFirst()
                }
                let shortcut = Self.outcome(Self.body(layout, sections))
                let read = Self.outcome(Self.body(layout, distinct))
                #expect(shortcut == read, "\(sections)")
                repeated += zip(sections, sections.dropFirst()).filter { $0 == $1 }.count
                // Repeats of a section before the previous one (found among the last few kept).
                for k in sections.indices.dropFirst(2) where sections[k] != sections[k - 1] {
                    if sections[Swift.max(0, k - 4)..<(k - 1)].contains(sections[k]) { repeatedFurther += 1 }
                }
            }
        }
        #expect(repeated > 1000)
        #expect(repeatedFurther > 200, "\(repeatedFurther) sections repeat one before the previous")
    }

    @Test("a repeated section id is reported at the repeat, as when each section is read")
    func repeatedID() {
        let body = Self.body(Self.families[0].layout, [#"{"itemCount":1,"id":"a"}"#, #"{"itemCount":1,"id":"a"}"#])
        guard case .problem(let status, _, let errors) = Self.outcome(body) else {
            Issue.record("a repeated id decoded")
            return
        }
        #expect(status == 422 || status == 400)
        #expect(errors.count == 1 && errors[0].hasPrefix("/sections/1/id"))
    }
}
