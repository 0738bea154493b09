import LayoutAPI
import LayoutEngine
import Testing

/// Requests decode to the engine descriptions the contract describes, seed scenarios included.
@Suite("Description decoding")
struct DescriptionDecodingTests {
    @Test("seed 000: one waterfall section whose header sticks with 64 points left, zIndex 2048")
    func seedWaterfallStickyHeader() throws {
        let body = """
            {"collectionView": {"size": {"width": 375, "height": 667}, "contentInset": {"top": 64},
                                "contentOffset": {"x": 0, "y": 120}, "scale": 2},
             "layout": {"type": "waterfall", "columnCount": 2, "headerHeight": 200,
                        "pinning": {"headers": "all", "stickHeight": 64, "zIndex": 2048}},
             "sections": [{"items": [{"width": 100, "height": 150}, {"width": 100, "height": 80}]}],
             "elements": "all"}
            """
        let request = try decoded(body)
        let expected = LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: 375, height: 667), contentInset: EdgeInsets(top: 64),
                contentOffset: Point(x: 0, y: 120), scale: 2),
            family: .waterfall(
                WaterfallLayoutDescription(
                    columnCount: 2, headerHeight: 200,
                    sections: [
                        WaterfallSectionDescription(
                            items: .explicit([Size(width: 100, height: 150), Size(width: 100, height: 80)]))
                    ])),
            pinning: PinningDescription(headers: .all, stickHeight: 64, zIndex: 2048))
        #expect(request.description == expected)
        #expect(request.elements == .all)
    }

    @Test("seed 002: a flow layout pinning only section 2's header below a 64-point bar, never pushed away")
    func seedFlowSingleSection() throws {
        let body = """
            {"collectionView": {"size": {"width": 375, "height": 667}},
             "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}, "headerReferenceSize": {"width": 0, "height": 44},
                        "pinning": {"headers": [2], "offset": 64, "until": "never", "zIndex": 20}},
             "sections": [{"itemCount": 6}, {"itemCount": 6}, {"itemCount": 30}]}
            """
        let request = try decoded(body)
        let d = try #require(flow(request))
        #expect(d.itemSize == Size(width: 100, height: 100))
        #expect(d.headerReferenceSize == Size(width: 0, height: 44))
        #expect(
            d.sections.map(\.items) == [
                .uniform(count: 6, item: nil), .uniform(count: 6, item: nil), .uniform(count: 30, item: nil),
            ])
        #expect(
            request.description.pinning
                == PinningDescription(headers: .sections([2]), offset: 64, until: .never, zIndex: 20))
        // Defaults: scrolled to the top of a zero inset, scale 1, the visible rect.
        #expect(request.description.collectionView.contentOffset == Point(x: 0, y: 0))
        #expect(request.description.collectionView.scale == 1)
        #expect(request.elements == .visible)
    }

    @Test("seed 002's sectionHeadersPinToVisibleBounds = true pins every header, winning over a list")
    func flowPinBooleans() throws {
        let request = try decoded(
            flowRequest(
                layout:
                    #""sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": false, "pinning": {"headers": [1], "offset": 10}"#
            ))
        #expect(request.description.pinning.headers == .all)
        #expect(request.description.pinning.footers == .none)
        #expect(request.description.pinning.offset == 10)
    }

    @Test("contentOffset defaults to minus the content inset")
    func defaultOffset() throws {
        let body =
            #"{"collectionView": {"size": {"width": 10, "height": 10}, "contentInset": {"top": 64, "left": 8}}, "layout": {"type": "flow"}, "sections": []}"#
        #expect(try decoded(body).description.collectionView.contentOffset == Point(x: -8, y: -64))
    }

    @Test("every flow field and section override is read")
    func flowFields() throws {
        let body = flowRequest(
            layout:
                #""scrollDirection": "horizontal", "itemSize": {"width": 30, "height": 40}, "minimumLineSpacing": 1, "minimumInteritemSpacing": 2, "sectionInset": {"top": 3, "left": 4, "bottom": 5, "right": 6}, "headerReferenceSize": {"width": 7, "height": 8}, "footerReferenceSize": {"width": 9, "height": 10}, "lineAlignment": "center", "itemAlignment": "end""#,
            sections:
                #"[{"itemCount": 3, "itemSize": {"width": 11, "height": 12}, "inset": {"top": 13}, "minimumLineSpacing": 14, "minimumInteritemSpacing": 15, "headerSize": {"width": 16, "height": 17}, "footerSize": {"width": 18, "height": 19}}, {"items": [{"width": 20, "height": 21}]}]"#
        )
        let request = try decoded(body)
        let expected = FlowLayoutDescription(
            itemSize: Size(width: 30, height: 40), minimumLineSpacing: 1, minimumInteritemSpacing: 2,
            sectionInset: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
            headerReferenceSize: Size(width: 7, height: 8),
            footerReferenceSize: Size(width: 9, height: 10), lineAlignment: .center, itemAlignment: .end,
            sections: [
                FlowSectionDescription(
                    items: .uniform(count: 3, item: Size(width: 11, height: 12)), itemSize: Size(width: 11, height: 12),
                    inset: EdgeInsets(top: 13), minimumLineSpacing: 14, minimumInteritemSpacing: 15,
                    headerSize: Size(width: 16, height: 17), footerSize: Size(width: 18, height: 19)),
                FlowSectionDescription(items: .explicit([Size(width: 20, height: 21)])),
            ])
        #expect(flow(request) == expected)
        #expect(request.description.scrollDirection == .horizontal)
    }

    @Test("every waterfall field and section override is read")
    func waterfallFields() throws {
        let body = """
            {"collectionView": {"size": {"width": 320, "height": 480}},
             "layout": {"type": "waterfall", "columnCount": 3, "minimumColumnSpacing": 1, "minimumInteritemSpacing": 2,
               "headerHeight": 3, "footerHeight": 4, "headerInset": {"top": 5}, "footerInset": {"bottom": 6},
               "sectionInset": {"left": 7}, "itemRenderDirection": "rightToLeft", "minimumContentHeight": 8,
               "itemSize": {"width": 9, "height": 10}},
             "sections": [{"itemCount": 2, "itemSize": {"width": 1, "height": 2}, "columnCount": 0,
               "minimumColumnSpacing": 11, "minimumInteritemSpacing": 12, "inset": {"right": 13}, "headerHeight": 14,
               "footerHeight": 15, "headerInset": {"left": 16}, "footerInset": {"right": 17}}]}
            """
        let expected = WaterfallLayoutDescription(
            columnCount: 3, minimumColumnSpacing: 1, minimumInteritemSpacing: 2, headerHeight: 3, footerHeight: 4,
            headerInset: EdgeInsets(top: 5), footerInset: EdgeInsets(bottom: 6), sectionInset: EdgeInsets(left: 7),
            itemRenderDirection: .rightToLeft, minimumContentHeight: 8, itemSize: Size(width: 9, height: 10),
            sections: [
                WaterfallSectionDescription(
                    items: .uniform(count: 2, item: Size(width: 1, height: 2)), itemSize: Size(width: 1, height: 2),
                    columnCount: 0, minimumColumnSpacing: 11, minimumInteritemSpacing: 12, inset: EdgeInsets(right: 13),
                    headerHeight: 14, footerHeight: 15, headerInset: EdgeInsets(left: 16),
                    footerInset: EdgeInsets(right: 17))
            ])
        #expect(try decoded(body).description.family == .waterfall(expected))
    }

    @Test("iglist fields and overrides are read")
    func iglistFields() throws {
        let body = """
            {"collectionView": {"size": {"width": 320, "height": 480}},
             "layout": {"type": "iglist", "stretchToEdge": true, "showHeaderWhenEmpty": true},
             "sections": [{"items": [{"width": 1, "height": 2}], "inset": {"top": 1}, "minimumLineSpacing": 2,
               "minimumInteritemSpacing": 3, "headerSize": {"width": 4, "height": 5}, "footerSize": {"width": 6, "height": 7}}]}
            """
        let expected = IGListLayoutDescription(
            stretchToEdge: true, showHeaderWhenEmpty: true,
            sections: [
                IGListSectionDescription(
                    items: .explicit([Size(width: 1, height: 2)]), inset: EdgeInsets(top: 1), minimumLineSpacing: 2,
                    minimumInteritemSpacing: 3, headerSize: Size(width: 4, height: 5),
                    footerSize: Size(width: 6, height: 7))
            ])
        #expect(try decoded(body).description.family == .iglist(expected))
    }

    @Test("magazine width modes, headers, footers, backgrounds and overrides are read")
    func magazineFields() throws {
        let body = """
            {"collectionView": {"size": {"width": 320, "height": 480}},
             "layout": {"type": "magazine", "sectionInsets": {"top": 1}, "itemInsets": {"left": 2}, "horizontalSpacing": 3, "verticalSpacing": 4},
             "sections": [
               {"items": [{"widthMode": "fullWidth", "height": 10}, {"widthMode": "fullWidthIgnoringInsets", "height": 11},
                          {"widthMode": "halfWidth", "height": 12}, {"widthMode": "thirdWidth", "height": 13},
                          {"widthMode": "fourthWidth", "height": 14}, {"widthMode": "fifthWidth", "height": 15},
                          {"widthMode": {"fractional": 7}, "height": 16}],
                "header": {"height": 50}, "footer": {"height": 20}, "background": true, "sectionInsets": {"bottom": 5},
                "itemInsets": {"right": 6}, "horizontalSpacing": 7, "verticalSpacing": 8},
               {"itemCount": 4, "item": {"widthMode": "halfWidth", "height": 100}}]}
            """
        let items: [MagazineItem] = [
            MagazineItem(widthMode: .fullWidth(respectsHorizontalInsets: true), height: 10),
            MagazineItem(widthMode: .fullWidth(respectsHorizontalInsets: false), height: 11),
            MagazineItem(widthMode: .fractional(divisor: 2), height: 12),
            MagazineItem(widthMode: .fractional(divisor: 3), height: 13),
            MagazineItem(widthMode: .fractional(divisor: 4), height: 14),
            MagazineItem(widthMode: .fractional(divisor: 5), height: 15),
            MagazineItem(widthMode: .fractional(divisor: 7), height: 16),
        ]
        let expected = MagazineLayoutDescription(
            sectionInsets: EdgeInsets(top: 1), itemInsets: EdgeInsets(left: 2), horizontalSpacing: 3,
            verticalSpacing: 4,
            sections: [
                MagazineSectionDescription(
                    items: .explicit(items), headerHeight: 50, footerHeight: 20, background: true,
                    sectionInsets: EdgeInsets(bottom: 5), itemInsets: EdgeInsets(right: 6), horizontalSpacing: 7,
                    verticalSpacing: 8),
                MagazineSectionDescription(
                    items: .uniform(count: 4, item: MagazineItem(widthMode: .fractional(divisor: 2), height: 100))),
            ])
        #expect(try decoded(body).description.family == .magazine(expected))
    }

    @Test("a magazine itemCount needs an item")
    func magazineItemRequired() {
        let body =
            #"{"collectionView": {"size": {"width": 1, "height": 1}}, "layout": {"type": "magazine"}, "sections": [{"itemCount": 2}]}"#
        #expect(pointers(problem(body)) == ["/sections/0/item"])
    }

    @Test("sections written before layout decode the same as after it, errors located the same")
    func sectionsBeforeLayout() throws {
        let sections = #"[{"items": [{"width": 10, "height": 20}]}, {"itemCount": 5}]"#
        let after = try decoded(flowRequest(sections: sections))
        let before = try decoded(
            #"{"sections": \#(sections), "collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"pinning": {}, "type": "flow"}}"#
        )
        #expect(before == after)
        let bad =
            #"{"sections": [{"itemCount": -2}], "layout": {"type": "flow"}, "collectionView": {"size": {"width": 1, "height": 1}}}"#
        #expect(pointers(problem(bad)) == ["/sections/0/itemCount"])
    }

    @Test("elements: visible, all, or a rect")
    func elements() throws {
        #expect(try decoded(flowRequest(extra: #""elements": "visible""#)).elements == .visible)
        #expect(try decoded(flowRequest(extra: #""elements": "all""#)).elements == .all)
        let rect = try decoded(
            flowRequest(extra: #""elements": {"rect": {"x": -5, "y": 100.5, "width": 10, "height": 0}}"#))
        #expect(rect.elements == .rect(Rect(x: -5, y: 100.5, width: 10, height: 0)))
    }

    @Test("negative zero is a valid size, integral floats are valid integers")
    func edgeNumbers() throws {
        let request = try decoded(
            flowRequest(
                layout: #""minimumLineSpacing": -0, "pinning": {"zIndex": 2e1}"#, sections: #"[{"itemCount": 3.0}]"#))
        #expect(flow(request)?.minimumLineSpacing == 0)
        #expect(request.description.pinning.zIndex == 20)
        #expect(flow(request)?.sections.first?.items.count == 3)
    }

    @Test("explicit items read the same through the plain fast path and the general reader")
    func fastPathAgrees() throws {
        // Each pair: a plain decimal (fast path) and the same number in a form only the general reader takes.
        let pairs = [
            ("30.5", "305e-1"), ("0", "0.0e0"), ("0.123456789012345", "1.23456789012345e-1"),
            ("123456789.012345", "1.23456789012345E8"), ("0.1", "1e-1"), ("1000000000", "1e9"),
            ("0.1234567890123456", "1.234567890123456e-1"),  // 16 digits: both general
        ]
        for (plain, other) in pairs {
            let fast = try decoded(
                flowRequest(sections: "[{\"items\": [{\"width\": \(plain), \"height\": \(plain)}]}]"))
            let general = try decoded(
                flowRequest(sections: "[{\"items\": [{\"height\" : \(other) , \"width\":\(other)}]}]"))
            #expect(fast == general, "\(plain) vs \(other)")
            #expect(flow(fast)?.sections[0].items == .explicit([Size(width: Double(plain)!, height: Double(plain)!)]))
        }
    }

    @Test("an item the fast path declines still reports at its exact pointer")
    func fastPathFallbackErrors() {
        let items = [
            #"{"width": 1, "height": 2}"#, #"{"width": 1, "width": 2, "height": 3}"#, #"{"width": 01, "height": 1}"#,
        ]
        #expect(
            pointers(problem(flowRequest(sections: "[{\"items\": [\(items[0]), \(items[1])]}]"))) == [
                "/sections/0/items/1/width"
            ])
        #expect(
            pointers(problem(flowRequest(sections: "[{\"items\": [\(items[0]),\(items[2])]}]"))) == [
                "/sections/0/items/1/width"
            ])
        #expect(
            pointers(problem(flowRequest(sections: #"[{"items": [{"width": 1}]}]"#))) == ["/sections/0/items/0/height"])
        #expect(
            pointers(problem(flowRequest(sections: #"[{"items": [{"width": 1, "height": 2e9}]}]"#))) == [
                "/sections/0/items/0/height"
            ])
    }
}
