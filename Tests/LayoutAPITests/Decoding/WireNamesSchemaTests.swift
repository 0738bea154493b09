// The decoder's names against the contract: each wire object's `…Field` enum holds exactly the `properties` of
// its schema in openapi.yaml (and its `required` members exactly the schema's `required`), each string enum's
// `…Name` enum exactly the schema's `enum`, and every object schema a request can reach is read by some enum.
// A member added to the decoder or to openapi.yaml alone fails here.
import ContractTestSupport
import Foundation
import LayoutEngine
import Testing

@testable import LayoutAPI

@Suite("Decoder names against openapi.yaml")
struct WireNamesSchemaTests {
    static func schema(_ name: String) -> YAMLNode? { OpenAPIDocument.schema(name) }

    // MARK: Objects

    @Test(
        "each object's members are its schema's properties, and its required members the schema's", arguments: objects)
    func membersAreTheSchemaProperties(_ object: ObjectCase) throws {
        #expect(Set(object.names).count == object.names.count, "a name appears twice")
        var branches: [(properties: [String], required: [String])] = []
        for name in object.schemas {
            let schema = try #require(Self.schema(name), "no schema \(name) in openapi.yaml")
            let properties = try #require(schema.child("properties")?.blockKeys, "\(name) has no block `properties`")
            let required = schema.child("required")?.flowList ?? []
            branches.append((properties, required))
        }
        switch object.combination {
        case .each:
            for (name, branch) in zip(object.schemas, branches) {
                #expect(Set(branch.properties + object.extra) == Set(object.names), "properties of \(name)")
                #expect(Set(branch.required) == Set(object.required), "required of \(name)")
            }
        case .union:
            let properties = Set(branches.flatMap(\.properties))
            #expect(properties.union(object.extra) == Set(object.names), "properties of \(object.schemas)")
            // What every branch requires is what the decoder requires of every object; the rest it checks itself.
            let required = branches.map { Set($0.required) }.reduce(properties) { $0.intersection($1) }
            #expect(required == Set(object.required), "required members shared by \(object.schemas)")
        }
    }

    @Test("every object schema a request reaches is read by one of the decoder's enums")
    func everyRequestObjectIsRead() throws {
        let covered = Set(Self.objects.flatMap(\.schemas))
        var reached: Set<String> = []
        var queue = ["LayoutRequest"]
        while let name = queue.popLast() {
            guard reached.insert(name).inserted else { continue }
            let schema = try #require(Self.schema(name), "no schema \(name) in openapi.yaml")
            queue += schema.references
        }
        let objects = reached.filter { Self.schema($0)?.child("properties") != nil }
        #expect(objects.count > 40, "the walk found \(objects.count) object schemas")
        #expect(objects.subtracting(covered).sorted() == [], "object schemas no decoder enum is checked against")
        #expect(covered.subtracting(objects).sorted() == [], "schemas checked here that no request reaches")
    }

    @Test("every field an engine error can name is spelled as a property of a request object")
    func errorLocationFieldsAreRequestProperties() throws {
        var properties: Set<String> = []
        var reached: Set<String> = []
        var queue = ["LayoutRequest"]
        while let name = queue.popLast() {
            guard reached.insert(name).inserted else { continue }
            let schema = try #require(Self.schema(name), "no schema \(name) in openapi.yaml")
            properties.formUnion(schema.child("properties")?.blockKeys ?? [])
            queue += schema.references
        }
        let names = ErrorLocation.Field.allCases.map(\.name)
        #expect(Set(names).count == names.count, "two fields spelled alike")
        #expect(names.filter { !properties.contains($0) } == [], "spelled as no property of a request object")
    }

    static let objects: [ObjectCase] = [
        ObjectCase(
            RequestField.self,
            .each([
                "FlowLayoutRequest", "WaterfallLayoutRequest", "IGListLayoutRequest", "MagazineLayoutRequest",
                "CompositionalLayoutRequest",
            ])),
        ObjectCase(CollectionViewField.self, .each(["CollectionView"])),
        ObjectCase(ElementsObjectField.self, .union(["ElementsInRect", "ElementsInScrollRange"])),
        ObjectCase(ScrollRangeField.self, .each(["ScrollRange"])),
        ObjectCase(ScrollToField.self, .each(["ScrollTo"])),
        ObjectCase(SizeField.self, .each(["Size"])),
        ObjectCase(PointField.self, .each(["Point"])),
        ObjectCase(RectField.self, .each(["Rect"])),
        ObjectCase(InsetsField.self, .each(["Insets"])),
        ObjectCase(PinningField.self, .each(["Pinning"])),
        // Compositional's pinning has no `until`: the decoder reads the common object, and the engine answers a
        // compositional `until` with its 422, not the decoder with "unknown field".
        ObjectCase(PinningField.self, .each(["CompositionalPinning"]), extra: ["until"]),
        ObjectCase(LayoutField.self, FlowLayoutField.self, .each(["FlowLayout"])),
        ObjectCase(FlowSectionField.self, .each(["FlowSection", "IGListSection"])),
        ObjectCase(LayoutField.self, WaterfallLayoutField.self, .each(["WaterfallLayout"])),
        ObjectCase(WaterfallSectionField.self, .each(["WaterfallSection"])),
        ObjectCase(WaterfallItemField.self, .each(["WaterfallItem"])),
        ObjectCase(LayoutField.self, IGListLayoutField.self, .each(["IGListLayout"])),
        ObjectCase(LayoutField.self, MagazineLayoutField.self, .each(["MagazineLayout"])),
        ObjectCase(MagazineSectionField.self, .each(["MagazineSection"])),
        ObjectCase(MagazineItemField.self, .each(["MagazineItem"])),
        ObjectCase(MagazineSupplementaryField.self, .each(["MagazineSupplementary"])),
        ObjectCase(MagazineFractionalWidthField.self, .each(["MagazineFractionalWidth"])),
        ObjectCase(LayoutField.self, CompositionalLayoutField.self, .each(["CompositionalLayout"])),
        ObjectCase(CompositionalSectionField.self, .each(["CompositionalSection"])),
        ObjectCase(CompositionalSectionLayoutField.self, .each(["CompositionalSectionLayout"])),
        ObjectCase(
            CompositionalItemField.self,
            .union([
                "CompositionalSingleItem", "CompositionalListGroup", "CompositionalCountGroup",
                "CompositionalRepeatingGroup", "CompositionalCustomGroup",
            ])),
        ObjectCase(CompositionalCustomItemField.self, .each(["CompositionalCustomItem"])),
        ObjectCase(CompositionalSizeField.self, .each(["CompositionalSize"])),
        ObjectCase(
            CompositionalDimensionField.self,
            .union(["FractionalWidthDimension", "FractionalHeightDimension", "AbsoluteDimension", "EstimatedDimension"])
        ),
        ObjectCase(CompositionalSpacingField.self, .union(["FixedSpacing", "FlexibleSpacing"])),
        ObjectCase(CompositionalEdgeSpacingField.self, .each(["CompositionalEdgeSpacing"])),
        ObjectCase(DirectionalInsetsField.self, .each(["DirectionalInsets"])),
        ObjectCase(CompositionalBoundaryItemField.self, .each(["CompositionalBoundaryItem"])),
        ObjectCase(CompositionalSupplementaryItemField.self, .each(["CompositionalSupplementaryItem"])),
        ObjectCase(
            CompositionalAnchorField.self,
            .union([
                "CompositionalNoOffsetAnchor", "CompositionalAbsoluteOffsetAnchor",
                "CompositionalFractionalOffsetAnchor",
            ])),
        ObjectCase(CompositionalDecorationItemField.self, .each(["CompositionalDecorationItem"])),
        // Data that changes. The three size items share one enum; iglist's sizes are required (`SizeItemRules.iglist`),
        // flow's and compositional's only unless the item is `{"estimated": true}` alone, which the schemas say
        // with if/then.
        ObjectCase(ItemField.self, .each(["FlowItem", "CompositionalSectionItem"])),
        ObjectCase(ItemField.self, .each(["IGListItem"]), required: ["width", "height"]),
        ObjectCase(AnchorField.self, .each(["Anchor"])),
        // Updates that animate. The previous scroll view is read as any scroll view; the decoder refuses its
        // `contentOffset` and `contentOffsets` with its own 400s (the previous offset is `previous.contentOffset`).
        ObjectCase(
            PreviousField.self,
            .each([
                "FlowPrevious", "WaterfallPrevious", "IGListPrevious", "MagazinePrevious", "CompositionalPrevious",
            ])),
        ObjectCase(
            CollectionViewField.self, .each(["PreviousCollectionView"]), extra: ["contentOffset", "contentOffsets"]),
        // Flings that come to rest.
        ObjectCase(FlingField.self, .each(["Fling"])),
        ObjectCase(SnappingFieldName.self, .each(["Snapping"])),
        ObjectCase(SnapSelectField.self, .each(["SnapSelectObject"])),
        ObjectCase(SnapLimitField.self, .each(["SnapLimit"])),
        ObjectCase(OrthogonalScrollingPropertiesField.self, .each(["OrthogonalScrollingProperties"])),
    ]

    // MARK: String enumerations

    @Test("each string enum's values are its schema's", arguments: choices)
    func valuesAreTheSchemaEnum(_ choice: ChoiceCase) throws {
        var values: [String] = []
        for path in choice.paths {
            values += try #require(OpenAPIDocument.values(at: path), "no enum, const or mapping at \(path)")
        }
        #expect(Set(values).union(choice.extra) == Set(choice.names), "values of \(choice.paths)")
    }

    static let choices: [ChoiceCase] = [
        ChoiceCase(FamilyKind.self, [["Layout", "discriminator"]]),
        ChoiceCase(ScrollDirectionName.self, [["ScrollDirection"]]),
        ChoiceCase(SectionSelectionName.self, [["SectionSelection", "oneOf", "0"]]),
        ChoiceCase(PinningBoundName.self, [["PinningBound"]]),
        ChoiceCase(ElementsName.self, [["ElementsKeyword"]]),
        ChoiceCase(LayoutDirectionName.self, [["LayoutDirection"]]),
        ChoiceCase(TimelineEncodingName.self, [["TimelineEncoding"]]),
        ChoiceCase(ScrollPositionName.self, [["ScrollPosition"]]),
        ChoiceCase(FlowLineAlignmentName.self, [["FlowLineAlignment"]]),
        ChoiceCase(FlowItemAlignmentName.self, [["FlowItemAlignment"]]),
        ChoiceCase(FlowLastLineAlignmentName.self, [["FlowLayout", "properties", "lastLineAlignment"]]),
        ChoiceCase(WaterfallRenderDirectionName.self, [["WaterfallItemRenderDirection"]]),
        ChoiceCase(MagazineWidthName.self, [["MagazineWidthKeyword"]]),
        ChoiceCase(
            ContentInsetsReferenceName.self, [["CompositionalSectionLayout", "properties", "contentInsetsReference"]]),
        // The layout's reference may not be `automatic`: the decoder reads it and answers with its own 400.
        ChoiceCase(
            ContentInsetsReferenceName.self, [["CompositionalLayout", "properties", "contentInsetsReference"]],
            extra: ["automatic"]),
        ChoiceCase(
            OrthogonalScrollingName.self, [["CompositionalSectionLayout", "properties", "orthogonalScrollingBehavior"]]),
        ChoiceCase(
            GroupAxisName.self,
            [
                ["CompositionalListGroup", "properties", "group"], ["CompositionalCountGroup", "properties", "group"],
                ["CompositionalRepeatingGroup", "properties", "group"],
                ["CompositionalCustomGroup", "properties", "group"],
            ]),
        ChoiceCase(CompositionalAlignmentName.self, [["CompositionalAlignment"]]),
        ChoiceCase(
            AnchorEdgeName.self,
            [
                ["CompositionalNoOffsetAnchor", "properties", "edges", "items"],
                ["CompositionalAbsoluteOffsetAnchor", "properties", "edges", "items"],
                ["CompositionalFractionalOffsetAnchor", "properties", "edges", "items"],
            ]),
        ChoiceCase(VerticalLayoutDirectionName.self, [["VerticalLayoutDirection"]]),
        ChoiceCase(ShortContentAlignmentName.self, [["ShortContentAlignment"]]),
        ChoiceCase(MagazineHeightModeName.self, [["MagazineHeightMode"]]),
        ChoiceCase(AnchorKeywordName.self, [["AnchorKeyword"]]),
        ChoiceCase(AnchorPositionName.self, [["AnchorPosition"]]),
        ChoiceCase(UpdateAnimationName.self, [["UpdateAnimation"]]),
        ChoiceCase(SnappingPresetName.self, [["SnappingPreset"]]),
        ChoiceCase(SnapPolicyName.self, [["SnapPolicy"]]),
        ChoiceCase(DecelerationRateName.self, [["DecelerationRate", "oneOf", "0"]]),
        ChoiceCase(OrthogonalRateName.self, [["OrthogonalDecelerationRate", "oneOf", "0"]]),
        ChoiceCase(FlingProjectionName.self, [["FlingProjection"]]),
        ChoiceCase(BounceName.self, [["Bounce"]]),
        ChoiceCase(SnapAnchorName.self, [["SnapAnchor"]]),
        ChoiceCase(SnapCandidatesName.self, [["SnapCandidates"]]),
        ChoiceCase(SelectRuleName.self, [["SelectRule"]]),
        ChoiceCase(SnapLimitOriginName.self, [["SnapLimitOrigin"]]),
    ]

    // MARK: Tables

    @Test("each enum's table finds every name at its own case, and no other spelling")
    func tablesFindTheirNames() {
        for object in Self.objects { object.checkTables() }
        for choice in Self.choices { choice.checkTables() }
    }

    @Test("the extractor reads block keys, sequence items, flow lists and references, and refuses inline properties")
    func extractorReadsTheShapesUsed() throws {
        let node = YAMLNode(
            document: """
                # a comment
                components:
                  schemas:
                    A:
                      description: |
                        text: not a key
                      required: [x, "y"]
                      properties:
                        x: {$ref: "#/components/schemas/B"}
                        y:
                          type: string
                          enum: [p, q]
                    B:
                      properties: {z: {type: number}}
                      oneOf:
                        - $ref: "#/components/schemas/A"
                        - title: C
                          enum: [r, s]
                """)
        let a = try #require(node.child("components")?.child("schemas")?.child("A"))
        #expect(a.child("properties")?.blockKeys == ["x", "y"])
        #expect(a.child("required")?.flowList == ["x", "y"])
        #expect(a.child("properties")?.child("y")?.child("enum")?.flowList == ["p", "q"])
        #expect(a.references == ["B"])
        #expect(a.child("text") == nil)
        let b = try #require(node.child("components")?.child("schemas")?.child("B"))
        #expect(b.child("properties")?.blockKeys == nil)
        #expect(b.child("oneOf")?.item(1)?.child("enum")?.flowList == ["r", "s"])
        #expect(b.child("oneOf")?.item(2) == nil)
    }
}

// MARK: - Cases

/// How the schemas of one object case relate to its enum.
enum Combination: Sendable {
    /// Each schema has exactly the enum's members (an object several schemas describe alike).
    case each([String])
    /// The schemas are `oneOf` branches of one object: their properties together are the enum's members.
    case union([String])
}

/// One wire object: the decoder's names for it and the schemas they must equal.
struct ObjectCase: Sendable, CustomTestStringConvertible {
    let enums: String
    let names: [String]
    let required: [String]
    let combination: Combination
    /// Names the decoder reads that these schemas leave out (the comment at the case says why).
    let extra: [String]
    let checkTables: @Sendable () -> Void

    var schemas: [String] {
        switch combination {
        case .each(let names), .union(let names): names
        }
    }

    /// `required`, when given, is what the decoder requires of this object beyond `F.required` (it checks it
    /// itself, as the comment at the case says).
    init<F: WireNames>(_: F.Type, _ combination: Combination, extra: [String] = [], required: [String]? = nil) {
        enums = "\(F.self)"
        names = F.allCases.map(\.stringValue)
        self.required = required ?? F.required.map(\.stringValue)
        self.combination = combination
        self.extra = extra
        checkTables = { checkTable(F.self) }
    }

    /// A layout: the members every family has, then the family's own.
    init<C: WireNames, F: WireNames>(_: C.Type, _: F.Type, _ combination: Combination) {
        enums = "\(C.self) + \(F.self)"
        names = C.allCases.map(\.stringValue) + F.allCases.map(\.stringValue)
        required = C.required.map(\.stringValue) + F.required.map(\.stringValue)
        self.combination = combination
        extra = []
        checkTables = {
            checkTable(C.self)
            checkTable(F.self)
        }
    }

    var testDescription: String { "\(enums) ~ \(schemas.joined(separator: ", "))" }
}

/// One string enumeration: the decoder's values and where the schema lists them (a schema, then keys inside it).
struct ChoiceCase: Sendable, CustomTestStringConvertible {
    let enums: String
    let names: [String]
    let paths: [[String]]
    let extra: [String]
    let checkTables: @Sendable () -> Void

    init<F: WireNames>(_: F.Type, _ paths: [[String]], extra: [String] = []) {
        enums = "\(F.self)"
        names = F.allCases.map(\.stringValue)
        self.paths = paths
        self.extra = extra
        checkTables = { checkTable(F.self) }
    }

    var testDescription: String { "\(enums) ~ \(paths.map { $0.joined(separator: ".") }.joined(separator: ", "))" }
}

/// The table of `F` finds each name at its case, and a name one byte longer only where `F` has that name.
func checkTable<F: WireNames>(_: F.Type) {
    let names = F.allCases.map(\.stringValue)
    #expect(F.table.count == names.count, "\(F.self)")
    for f in F.allCases {
        var bytes = Array(f.stringValue.utf8)
        let found = bytes.withUnsafeBytes { F.table.index(of: $0.baseAddress, count: $0.count) }
        #expect(found == f.rawValue, "\(F.self).\(f.stringValue)")
        #expect(f.name.text == f.stringValue, "\(F.self).\(f.stringValue)")
        bytes.append(UInt8(ascii: "x"))
        let longer = bytes.withUnsafeBytes { F.table.index(of: $0.baseAddress, count: $0.count) }
        #expect(longer == names.firstIndex(of: f.stringValue + "x"), "\(F.self).\(f.stringValue)x")
    }
}
