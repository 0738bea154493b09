import LayoutAPI
import LayoutEngine
import Testing

/// Compositional requests written as JSON, laid out through the decoder and the engine.
enum Compositional {
    /// `{"layoutSize": ...}` from two dimension objects written as `"fractionalWidth": 1` etc.
    static func size(_ width: String, _ height: String) -> String {
        #""layoutSize": {"widthDimension": {\#(width)}, "heightDimension": {\#(height)}}"#
    }

    /// A request with `layout` members after `type` and `sections` given as JSON.
    static func request(
        _ layout: String, sections: String, collectionView: String = #""size": {"width": 375, "height": 812}"#,
        elements: String = #""all""#
    ) -> String {
        #"""
        {"collectionView": {\#(collectionView)}, "layout": {"type": "compositional", \#(layout)},
         "sections": \#(sections), "elements": \#(elements)}
        """#
    }

    /// The layout of a request (recording any error).
    static func result(_ json: String) throws -> LayoutResult {
        let request = try decoded(json)
        do {
            return try computeLayout(request.description, elements: request.elements)
        } catch {
            Issue.record("unexpected layout error \(error)")
            throw error
        }
    }

    /// The 422 pointer of a request that decodes but cannot be laid out.
    static func unprocessable(_ json: String) throws -> String? {
        let request = try decoded(json)
        do {
            _ = try computeLayout(request.description, elements: request.elements)
            Issue.record("the layout succeeded but a 422 was expected")
            return nil
        } catch {
            let problem = APIError(error)
            #expect(problem.status == 422)
            return problem.errors.first?.pointer
        }
    }

    /// Cell frames in response order.
    static func cells(_ r: LayoutResult) -> [Rect] {
        r.attributes.filter { $0.category == .cell }.map(\.frame)
    }

    /// Elements of a named kind, in response order.
    static func elements(_ r: LayoutResult, kind: String) -> [LayoutAttributes] {
        r.attributes.filter { r.kindName(of: $0) == kind }
    }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// `fl(v)` at `scale`: what the rules floor fractions to.
func fl(_ v: Double, _ scale: Double) -> Double { (v * scale).rounded(.down) / scale }
