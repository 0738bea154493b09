import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// The errors docs/compositional.md lists: 400 for shape, 422 for what no layout can satisfy, each at its pointer.
@Suite("Compositional errors")
struct CompositionalErrorTests {
    typealias C = Compositional

    static let item = #"{\#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#))}"#

    /// A section whose group has `members` after its size.
    static func group(_ members: String, size: String = C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)) -> String
    {
        #""section": {"group": {"group": "horizontal", \#(size), \#(members)}}"#
    }

    struct Shape: CustomTestStringConvertible, Sendable {
        let layout: String
        let pointer: String
        var testDescription: String { pointer }
    }

    static let shapes: [Shape] = [
        Shape(
            layout: group(
                #""subitems": [\#(item), {"layoutSize": {"widthDimension": {"fractionalWidth": 0}, "heightDimension": {"absolute": 1}}}]"#
            ),
            pointer: "/layout/section/group/subitems/1/layoutSize/widthDimension/fractionalWidth"),
        Shape(
            layout: group(
                #""subitems": [\#(item), {"layoutSize": {"widthDimension": {"absolute": 1, "estimated": 2}, "heightDimension": {"absolute": 1}}}]"#
            ),
            pointer: "/layout/section/group/subitems/1/layoutSize/widthDimension"),
        Shape(
            layout: group(#""subitems": [\#(item), {"layoutSize": {"heightDimension": {"absolute": 1}}}]"#),
            pointer: "/layout/section/group/subitems/1/layoutSize/widthDimension"),
        Shape(layout: group(#""subitem": \#(item), "count": 0"#), pointer: "/layout/section/group/count"),
        Shape(layout: group(#""subitem": \#(item)"#), pointer: "/layout/section/group/count"),
        Shape(layout: group(#""subitems": []"#), pointer: "/layout/section/group/subitems"),
        Shape(
            layout: group(#""subitems": [\#(item)], "subitem": \#(item), "count": 2"#), pointer: "/layout/section/group"
        ),
        Shape(
            layout: group(#""interItemSpacing": {"fixed": 1, "flexible": 2}, "subitems": [\#(item)]"#),
            pointer: "/layout/section/group/interItemSpacing"),
        Shape(
            layout: #""section": {"group": \#(item)}"#, pointer: "/layout/section/group/group"),
        Shape(
            layout: #""section": {"group": {"group": "custom", \#(C.size(#""absolute": 1"#, #""absolute": 1"#))}}"#,
            pointer: "/layout/section/group/customItems"),
        Shape(
            layout:
                #""section": {"group": {"group": "custom", \#(C.size(#""absolute": 1"#, #""absolute": 1"#)), "customItems": []}}"#,
            pointer: "/layout/section/group/customItems"),
        Shape(
            layout: group(
                #""subitems": [{\#(C.size(#""absolute": 1"#, #""absolute": 1"#)), "supplementaryItems": [{"elementKind": "b", \#(C.size(#""absolute": 1"#, #""absolute": 1"#))}]}]"#
            ),
            pointer: "/layout/section/group/subitems/0/supplementaryItems/0/containerAnchor"),
        Shape(
            layout:
                #""boundarySupplementaryItems": [{"elementKind": "h", "alignment": "middle", \#(C.size(#""absolute": 1"#, #""absolute": 1"#))}], "#
                + group(#""subitems": [\#(item)]"#),
            pointer: "/layout/boundarySupplementaryItems/0/alignment"),
        Shape(
            layout: group(#""subitems": [\#(item)]"#).replacingOccurrences(of: "\"section\"", with: "\"sectoin\""),
            pointer: "/layout/sectoin"),
    ]

    @Test("Shape errors are 400 at the exact pointer", arguments: shapes)
    func shape(_ c: Shape) {
        let error = problem(C.request(c.layout, sections: #"[{"itemCount": 1}]"#))
        #expect(error?.status == 400)
        #expect(pointers(error).contains(c.pointer), "\(pointers(error))")
    }

    @Test("A section without its own layout needs layout.section (422: the schema cannot say it)")
    func missingSection() throws {
        #expect(
            try C.unprocessable(C.request(#""interSectionSpacing": 0"#, sections: #"[{"itemCount": 1}]"#))
                == "/layout/section")
        // Every section with its own layout: no layout-level section needed.
        let own =
            #"{"itemCount": 1, "layout": {"group": {"group": "horizontal", \#(C.size(#""absolute": 1"#, #""absolute": 1"#)), "subitems": [\#(Self.item)]}}}"#
        #expect(try C.result(C.request(#""interSectionSpacing": 0"#, sections: "[\(own)]")).attributes.count == 1)
    }

    struct Unsatisfiable: CustomTestStringConvertible, Sendable {
        let layout: String
        let pointer: String
        var testDescription: String { pointer }
    }

    static func nested(_ depth: Int) -> String {
        var g = item
        for _ in 0..<depth {
            g = #"{"group": "vertical", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)), "subitems": [\#(g)]}"#
        }
        return #""section": {"group": \#(g)}"#
    }

    static let unsatisfiable: [Unsatisfiable] = [
        Unsatisfiable(
            layout: group(#""subitems": [{\#(C.size(#""absolute": 400"#, #""absolute": 1"#))}]"#),
            pointer: "/layout/section/group"),
        Unsatisfiable(
            layout: group(
                #""subitems": [{"group": "horizontal", \#(C.size(#""absolute": 10"#, #""absolute": 1"#)), "subitems": [{\#(C.size(#""absolute": 11"#, #""absolute": 1"#))}]}]"#
            ),
            pointer: "/layout/section/group/subitems/0"),
        Unsatisfiable(
            layout: group(
                #""subitems": [{\#(C.size(#""absolute": 10"#, #""absolute": 10"#)), "contentInsets": {"leading": 6, "trailing": 6}}]"#
            ),
            pointer: "/layout/section/group/subitems/0/contentInsets"),
        Unsatisfiable(
            layout: group(#""contentInsets": {"top": 51}, "subitems": [\#(item)]"#),
            pointer: "/layout/section/group/contentInsets"),
        Unsatisfiable(
            layout:
                #""section": {"contentInsets": {"leading": 200, "trailing": 200}, "group": {"group": "horizontal", \#(C.size(#""absolute": 1"#, #""absolute": 1"#)), "subitems": [\#(item)]}}"#,
            pointer: "/layout/section/contentInsets"),
        Unsatisfiable(
            layout: group(#""interItemSpacing": {"fixed": 200}, "count": 3, "subitem": \#(item)"#),
            pointer: "/layout/section/group/interItemSpacing"),
        Unsatisfiable(
            layout:
                #""section": {"boundarySupplementaryItems": [{"elementKind": "h", "alignment": "top", \#(C.size(#""absolute": 1"#, #""absolute": 1"#))}, {"elementKind": "h", "alignment": "bottom", \#(C.size(#""absolute": 1"#, #""absolute": 1"#))}], "group": {"group": "horizontal", \#(C.size(#""absolute": 1"#, #""absolute": 1"#)), "subitems": [\#(item)]}}"#,
            pointer: "/layout/section/boundarySupplementaryItems/1/elementKind"),
        Unsatisfiable(
            layout: group(
                #""subitems": [{\#(C.size(#""absolute": 1"#, #""absolute": 1"#)), "supplementaryItems": [{"elementKind": "b", \#(C.size(#""absolute": 1"#, #""absolute": 1"#)), "containerAnchor": {}}, {"elementKind": "b", \#(C.size(#""absolute": 1"#, #""absolute": 1"#)), "containerAnchor": {}}]}]"#
            ),
            pointer: "/layout/section/group/subitems/0/supplementaryItems/1/elementKind"),
        // 17 groups: the 17th, 16 levels below the section's group, is too deep.
        Unsatisfiable(
            layout: nested(17),
            pointer: "/layout/section/group" + String(repeating: "/subitems/0", count: 16)),
        Unsatisfiable(
            layout: #""pinning": {"headers": "all"}, "# + group(#""subitems": [\#(item)]"#),
            pointer: "/layout/pinning/headers"),
        Unsatisfiable(
            layout: #""pinning": {"footers": [0]}, "# + group(#""subitems": [\#(item)]"#),
            pointer: "/layout/pinning/footers"),
    ]

    @Test("Unsatisfiable layouts are 422 at the exact pointer", arguments: unsatisfiable)
    func unprocessable(_ c: Unsatisfiable) throws {
        #expect(try C.unprocessable(C.request(c.layout, sections: #"[{"itemCount": 2}]"#)) == c.pointer)
    }

    @Test("An orthogonal run reaching past 1e15 points is a 422 at the section's group, not a far-away frame")
    func orthogonalReach() throws {
        // 10^12 items in groups of 10^9 points: the run would reach 10^21.
        let json = C.request(
            #""section": {"orthogonalScrollingBehavior": "continuous", "group": {"group": "horizontal", \#(C.size(#""absolute": 1000000000"#, #""absolute": 10"#)), "subitems": [\#(Self.item)]}}"#,
            sections: #"[{"itemCount": 1000000000000}]"#, elements: #""visible""#)
        #expect(try C.unprocessable(json) == "/layout/section/group")
    }

    @Test("Sixteen nested groups are allowed")
    func sixteenGroups() throws {
        // nested(16): 16 groups around one item.
        let r = try C.result(C.request(Self.nested(16), sections: #"[{"itemCount": 1}]"#))
        #expect(C.cells(r) == [rect(0, 0, 375, 50)])
    }

    /// The group keeps zero-width items without end; the work budget (a few thousand items solved) refuses it
    /// long before the 100,000-cell group limit, naming the item that multiplies.
    @Test("Zero-width items in a billion-item section would make a group without end: 422, not a hang")
    func endlessGroup() throws {
        let pointer = try C.unprocessable(
            C.request(
                Self.group(#""subitems": [{\#(C.size(#""absolute": 0"#, #""absolute": 1"#))}]"#),
                sections: #"[{"itemCount": 1000000000}]"#))
        #expect(pointer == "/layout/section/group/subitems/0")
    }

    /// A 20 × 20 anchored supplementary of `kind`.
    static func badge(_ kind: String) -> String {
        #"{"elementKind": "\#(kind)", \#(C.size(#""absolute": 20"#, #""absolute": 20"#)), "containerAnchor": {"edges": ["top"]}}"#
    }

    @Test("an item-anchored kind also used by a group-anchored item: the 422 names one of the two elementKinds")
    func itemAndGroupKindClash() throws {
        // The group carries "badge" and so does its item: the pointer names the item's, met second in
        // arrangement order (the group, then its subitems), never the enclosing group.
        let item =
            #"{\#(C.size(#""absolute": 50"#, #""absolute": 50"#)), "supplementaryItems": [\#(Self.badge("badge"))]}"#
        #expect(
            try C.unprocessable(
                C.request(
                    Self.group(
                        #""supplementaryItems": [\#(Self.badge("dot")), \#(Self.badge("badge"))], "subitems": [\#(item)]"#
                    ),
                    sections: #"[{"itemCount": 2}]"#))
                == "/layout/section/group/subitems/0/supplementaryItems/0/elementKind")
        // A nested group after an item: the item's "badge" is met first, the nested group's second.
        let nested =
            #"{"group": "vertical", \#(C.size(#""absolute": 50"#, #""absolute": 50"#)), "supplementaryItems": [\#(Self.badge("badge"))], "subitems": [\#(Self.item)]}"#
        #expect(
            try C.unprocessable(
                C.request(Self.group(#""subitems": [\#(item), \#(nested)]"#), sections: #"[{"itemCount": 2}]"#))
                == "/layout/section/group/subitems/1/supplementaryItems/0/elementKind")
        // Two items each with their own "badge" are fine.
        let twice = try C.result(
            C.request(Self.group(#""subitems": [\#(item), \#(item)]"#), sections: #"[{"itemCount": 2}]"#))
        #expect(C.elements(twice, kind: "badge").map(\.item) == [0, 1])
    }

    @Test("decoration contentInsets that leave a negative size: a 422 at that decoration's contentInsets")
    func decorationNegativeSize() throws {
        // The section is 50 tall: top + bottom insets of 30 + 30 leave -10.
        let layout =
            #""section": {"decorationItems": [{"elementKind": "bg"}, {"elementKind": "shade", "contentInsets": {"top": 30, "bottom": 30}}], "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)), "subitems": [\#(Self.item)]}}"#
        #expect(
            try C.unprocessable(C.request(layout, sections: #"[{"itemCount": 1}]"#))
                == "/layout/section/decorationItems/1/contentInsets")
        // Across the section: 200 + 200 of a 375-point width.
        let wide =
            #""section": {"decorationItems": [{"elementKind": "bg", "contentInsets": {"leading": 200, "trailing": 200}}], "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)), "subitems": [\#(Self.item)]}}"#
        #expect(
            try C.unprocessable(C.request(wide, sections: #"[{"itemCount": 1}]"#))
                == "/layout/section/decorationItems/0/contentInsets")
    }

    @Test("with several 422s the first in arrangement order is answered, whatever their kinds")
    func firstInArrangementOrder() throws {
        // Section 0's group cannot hold its 400-point item; section 1's two boundary items share a kind.
        let tooWide =
            #"{"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)), "subitems": [{\#(C.size(#""absolute": 400"#, #""absolute": 50"#))}]}}"#
        let boundary = #"{"elementKind": "h", "alignment": "top", \#(C.size(#""absolute": 1"#, #""absolute": 1"#))}"#
        let clash =
            #"{"boundarySupplementaryItems": [\#(boundary), \#(boundary)], "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)), "subitems": [\#(Self.item)]}}"#
        #expect(
            try C.unprocessable(
                C.request(
                    #""interSectionSpacing": 0"#,
                    sections: #"[{"itemCount": 1, "layout": \#(tooWide)}, {"itemCount": 1, "layout": \#(clash)}]"#))
                == "/sections/0/layout/group")
        #expect(
            try C.unprocessable(
                C.request(
                    #""interSectionSpacing": 0"#,
                    sections: #"[{"itemCount": 1, "layout": \#(clash)}, {"itemCount": 1, "layout": \#(tooWide)}]"#))
                == "/sections/0/layout/boundarySupplementaryItems/1/elementKind")
        // Within a section: a cell shrunk below zero by its contentInsets (item 0) before a decoration's.
        let both =
            #""section": {"decorationItems": [{"elementKind": "bg", "contentInsets": {"top": 40, "bottom": 40}}], "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)), "subitems": [{\#(C.size(#""absolute": 10"#, #""absolute": 10"#)), "contentInsets": {"leading": 6, "trailing": 6}}]}}"#
        #expect(
            try C.unprocessable(C.request(both, sections: #"[{"itemCount": 1}]"#))
                == "/layout/section/group/subitems/0/contentInsets")
        // Two decorations: the first.
        let two =
            #""section": {"decorationItems": [{"elementKind": "a", "contentInsets": {"top": 40, "bottom": 40}}, {"elementKind": "b", "contentInsets": {"top": 40, "bottom": 40}}], "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)), "subitems": [\#(Self.item)]}}"#
        #expect(
            try C.unprocessable(C.request(two, sections: #"[{"itemCount": 1}]"#))
                == "/layout/section/decorationItems/0/contentInsets")
    }
}
