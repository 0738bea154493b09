// Generated from openapi.yaml by `scripts/embed-openapi`; a test checks it matches the file byte for byte.
// swift-format-ignore-file

/// The contract as served at `GET /openapi.yaml`, built into the binary so every deployment serves it.
enum OpenAPIDocument {
    static let text = ##"""
openapi: 3.1.0
jsonSchemaDialect: https://spec.openapis.org/oas/3.1/dialect/base
info:
  title: layoutd
  version: 5.0.0
  summary: UICollectionViewLayout families computed as an HTTP service.
  description: |
    `POST /layout` takes a collection view (size, adjusted content inset, scroll position, screen scale), a
    layout family with its parameters (`flow` = UICollectionViewFlowLayout, `waterfall` =
    CHTCollectionViewWaterfallLayout, `iglist` = IGListKit's IGListCollectionViewLayout, `magazine` = Airbnb's
    MagazineLayout, `compositional` = UICollectionViewCompositionalLayout), sticky-header rules and the sections'
    data, and answers the layout attributes that `layoutAttributesForElements(in:)` would return.

    Coordinates are UIKit's: points, origin at the top-left of the *content*, y grows downwards.
    `contentOffset` is the origin of the visible bounds in content coordinates, exactly as in `UIScrollView`
    (with `contentInset.top = 64` the scrolled-to-top offset is `y = -64`).

    This document is the wire contract, normative and complete. Where UIKit or a peer layout leaves a choice
    open, the choice is written into the description of the field or response it concerns. The decisions that
    apply everywhere:

    - **Strict decoding.** Every object rejects unknown fields and repeated fields (400), so a typo never
      silently changes a layout. Every error names the exact place with a JSON pointer (RFC 6901) in
      `errors[].pointer`; all the violations of one request are listed together.
    - **Numbers.** Every number must be finite and its magnitude at most 1e9 (`|x| <= 1000000000`); a number
      beyond that, or one that overflows a double (`1e999`), is a 400. Sizes, insets and spacings are `>= 0`.
      Integer fields (counts, indices, `zIndex`, `columnCount`) take whole numbers (`2.0` reads as 2). Two
      integers have their own bounds: a uniform section's `itemCount` may reach 10^12 (it costs O(1)), and a
      waterfall's `columnCount` at most 1,000 (400 beyond; below 1 is a 422). Positions are reachable to
      ±1e15 (contract v2): `contentOffset` and a query rect's origin may lie anywhere within ±1e15 (a rect's
      width and height within 0...2e15), so the bottom of a billion-item section can be asked for.
    - **Never an impossible number.** A layout that would hold a non-finite value or a coordinate beyond
      ±1e15 (say a waterfall aspect width of 5e-324, or 10^12 items 2,000 points tall) is a 422 whose pointer
      names the input that caused it: `/sections/s/items/i` for a listed item, `/sections/s/itemCount` (or
      `itemSize` when even its first item is impossible) for a uniform section, `/sections/s` for a header or
      footer, and for a pinned element pushed out of range (or an answered offset itself out of range) the
      input that put the offset there: `/collectionView/contentOffset`, `/collectionView/contentOffsets/k` for
      timeline entry k, `/scrollTo` or `/anchor`. NaN and infinities are never written as numbers.
    - **Nesting.** JSON nested deeper than 64 arrays/objects is a 400 pointing at the first value too deep;
      the deepest valid request nests 6 levels.
    - **Limits** (each configurable, defaults shown): request body 8 MiB (`--max-body-bytes`), answered 413
      from `Content-Length` before the body is read, and for chunked bodies as soon as the limit is passed;
      explicit items across all sections 1,000,000 (`--max-items`, 413; uniform `itemCount` sections are not
      counted, they cost O(1)); sections 100,000 (`--max-sections`, 413); attributes in one response 100,000
      (`--max-attributes`, 422 with a hint to query a `rect` instead); an answer's body 64 MiB
      (`--max-answer-bytes`, 422 at `/elements`, found before the body is built, so an answer is never
      allocated in one piece larger than it). Every string an answer repeats is bounded: an `elementKind` is 1
      to 128 UTF-8 bytes, an item id 1 to 256 (400 at it). (v4) A request with `previous` is two layouts in one
      body: its items and sections count both sides together, the attribute limit counts the answer's attributes
      plus two ends per update element, and the answer size counts `updates` (`UpdateAnimation`).
    - **Errors** are `application/problem+json` (RFC 9457). A 404 answers any path not listed here; a wrong
      method on a listed path is a 405 with an `Allow` header. A 500 is never the answer to any input: it
      would be a bug.
    - **Contract version.** This document is contract 5, and `info.version` follows it (5.0.0: a later contract
      is 6.0.0). Every answer the server gives names the contract it speaks in a `Layout-Contract` header (5). A
      `POST /layout` may name the contract it needs in the same header: each contract keeps the requests of the
      earlier ones valid, so 1 to 5 are served as without the header, a later version is a 406
      (`/problems/unsupported-contract`, naming the server's) before the body is read, and a value that is not a
      whole number from 1 in decimal digits a 400 (`/problems/malformed-request`). An unknown field's 400 says
      which contract the server speaks, so that a client can tell a field of a later contract from a typo.
    - **Calls from web pages** (CORS) are off by default: a browser then lets only the server's own pages (the
      playground) read an answer. With `--cors-origins` (a list of origins, or `*`), `OPTIONS /layout` answers the
      browser's preflight, and every answer to a request whose `Origin` is allowed names it in
      `Access-Control-Allow-Origin` and exposes `ETag`, `Retry-After` and `Layout-Contract`; with a list, every
      answer carries `Vary: Origin`. An origin not allowed gets the same answers without these headers
      (`preflightLayout`).
    - **HTTP.** `HEAD` is answered wherever `Allow` lists it (as `GET`, without the body). `OPTIONS` is an
      operation of `/layout` only while calls from web pages are allowed, and otherwise gets the 405 with `Allow`
      like any method a path does not list. A 400 also answers an
      HTTP/1.1 request without exactly one `Host`, one with `Content-Length` headers that disagree, or with both
      `Content-Length` and `Transfer-Encoding`, and the connection is then closed. Three answers come from the
      HTTP library before the service sees the request, as `text/html` and then a closed connection: 431 for
      request headers over about 30 KB, 414 for a longer target, and 413 or 400 for a `Content-Length` that
      is not a number of at most 64 bits (RELIABILITY.md, "Answers at the HTTP layer").
    - **Compression.** An answer of 1 KiB or more is sent `Content-Encoding: gzip` when the request's
      `Accept-Encoding` accepts gzip (qvalues honoured, `x-gzip` is gzip, `*` counts; a client refusing
      `identity;q=0` gets even a small answer compressed; no `Accept-Encoding`, identity); every answer with a body
      carries `Vary: Accept-Encoding`, compressed or not. A request body may be sent `Content-Encoding: gzip`
      (or `x-gzip`; `identity` reads as none): it is inflated as it arrives and its inflated size is held to
      `--max-body-bytes` (413 as soon as it would pass), malformed or truncated gzip is a 400, and any other coding
      or a list of codings a 415 with `Accept-Encoding: gzip`.
    - **Caching.** `/healthz`, `/readyz`, `/metrics` and every problem say `Cache-Control: no-store`.
      `/openapi.yaml` and `/` carry a strong `ETag` of their bytes (weakened, `W/`, on a gzip answer) and
      `Cache-Control: no-cache`; a GET or HEAD whose `If-None-Match` matches it (weak comparison, a list, or `*`)
      is a 304 without a body.

    **Data that changes (contract v3).** Explicit items of every family may carry a stable `id` (`ItemId`,
    echoed on their cells) and `"estimated": true` (`ItemEstimated`), sections `"estimated": true`
    (`SectionEstimated`); flow has `estimatedItemSize`, magazine items a `heightMode` and estimated headers and
    footers; compositional items may be unmeasured. The top-level `anchor` (`AnchorRequest`) reports where an
    answer stands, or resolves the offset from an earlier answer's anchor, so the user's place survives items
    arriving above and cells measured taller; `layout.verticalLayoutDirection` and `layout.shortContentAlignment`
    lay out a chat from the bottom. Every v2 request stays valid and gets a byte-identical answer. Decisions
    where UIKit and the peers are silent:
    - (v4) A resolved offset is not rounded to the pixel grid (contract v4, as MagazineLayout): it is summed in
      pixels (each term times `scale`) and divided back, the same number, so a round trip whose terms lie on the
      grid gives back exactly the offset it started from at any scale.
    - A member of v3 counts as used whatever its value (`"estimated": false` and `"verticalLayoutDirection":
      "topToBottom"` too). Compositional marks the cells it lays out at an estimate they were not measured against
      only in answers to requests that use one, so a v2 request's answer stays byte-identical.
    - An item giving only one of `width` and `height` is a 400 even with `"estimated": true`: an estimate is a
      whole size, the item's or the layout's.
    - An `ItemRef` id must itself be 1 to 256 UTF-8 bytes (400), as an item's; an id no item has is not an error
      (the offset stays `contentOffset`'s). `item` and `distance` are refused with `top` and `bottom`, and a
      `distance` may be any number within ±1e15.
    - A uniform magazine section's `item` may not carry an `id`; when it is an estimate (`"estimated": true`, or a
      dynamic mode without `height`) every item of the section is. `"estimated": true` on a `static` item marks
      it too.
    - `"anchor": "report"` with `scrollTo` reports at the offset `scrollTo` chose; an iglist section has no
      `estimatedItemSize` (IGListKit has none), so an estimated uniform one keeps its `itemSize`.

    **Scrolling without a round trip (contract v4).** A scrolling client draws 60 to 120 frames a second and
    cannot wait for an answer at each. `elements: {"scrollRange": {"from": a, "to": b}}` (`ElementsInScrollRange`)
    asks for one answer that covers every offset from `a` to `b`: every element visible at some offset of it, at
    rest, and on each element pinning can move the one formula of its motion (`Follows`), so the client computes
    any offset itself and gets, number for number, what the service answers for that single offset
    (`AttributesInScrollRangeResponse`).
servers:
  - url: "{scheme}://{host}:{port}"
    description: |
      Wherever layoutd runs: `./scripts/serve` listens on port 8080 of every interface (host `0.0.0.0`), tests
      start it on `127.0.0.1` and a port the kernel picks.
    variables:
      scheme:
        enum: [http, https]
        default: http
        description: |
          `http`; `https` behind the TLS-terminating edge of deploy/nginx, which also checks an API key
          (`Authorization: Bearer <key>`, 401 without a known one) and rates (429 with `Retry-After`) before a
          request reaches layoutd.
      host:
        default: localhost
        description: The host name or address layoutd (or its proxy) listens on.
      port:
        default: "8080"
        description: "The port: `--port`, default 8080."
tags:
  - name: layout
    description: Computing layouts.
  - name: operations
    description: Health, readiness, metrics, this document and the playground.
paths:
  /layout:
    post:
      tags: [layout]
      operationId: computeLayout
      summary: Lays out a collection view and returns the attributes of the requested elements.
      description: |
        `Content-Type` must be `application/json`; a `charset=utf-8` parameter is allowed (any other charset,
        another media type or a missing `Content-Type` is a 415).

        The response lists the elements that `elements` selects, in a deterministic order: by section; within
        a section the header, then cells by item, then the footer, then decorations (`compositional` has its
        own order, in `CompositionalLayout`). Equal requests give byte-identical responses.

        With `Accept: image/svg+xml` the same layout is answered as an SVG picture in content coordinates (one unit
        a point): every returned element as a rectangle labelled `[section, item]`, dimmed when outside the visible
        rect (ask for `"elements": "all"` to see every element), the visible rect outlined, pinned elements marked,
        the `contentInset` under the bars, the header pin line, section bounds, rulers every 100 points and a
        legend. Equal requests give byte-identical pictures.
        A timeline is drawn as one such picture per offset, side by side (a delta timeline replayed into full
        entries), or as its first and last pictures when it has more than 8 offsets. (v4) A scroll range is drawn as
        its answer's elements at rest, the visible rect at `contentOffset` (or its default).

        With `collectionView.contentOffsets` the answer is a `TimelineResponse`; with `elements: {"scrollRange":
        ...}` an `AttributesInScrollRangeResponse`; with `scrollTo` or an anchor to resolve it carries the offset it
        was computed at (`contentOffset`), and with any `anchor` where it stands (`anchor`, per entry in a
        timeline).
      parameters:
        - $ref: "#/components/parameters/LayoutContract"
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: "#/components/schemas/LayoutRequest"
            examples:
              flow:
                summary: "flow: a header and five 100×100 items in lines of three"
                value:
                  collectionView:
                    size: {width: 375, height: 667}
                  layout:
                    type: flow
                    itemSize: {width: 100, height: 100}
                    sectionInset: {top: 10, left: 10, bottom: 10, right: 10}
                    headerReferenceSize: {width: 0, height: 44}
                  sections:
                    - itemCount: 5
                  elements: all
              waterfall:
                summary: "waterfall: two columns of aspect-sized items, scale 2"
                value:
                  collectionView:
                    size: {width: 375, height: 667}
                    contentInset: {top: 44, bottom: 34}
                    scale: 2
                  layout:
                    type: waterfall
                    columnCount: 2
                    sectionInset: {top: 10, left: 10, bottom: 10, right: 10}
                    footerHeight: 50
                  sections:
                    - items:
                        - {width: 300, height: 400}
                        - {width: 400, height: 300}
                        - {width: 200, height: 200}
                        - {width: 300, height: 500}
                        - {width: 500, height: 300}
              iglist:
                summary: "iglist: sections sharing rows, with a header"
                value:
                  collectionView:
                    size: {width: 320, height: 568}
                    scale: 2
                  layout:
                    type: iglist
                  sections:
                    - headerSize: {width: 320, height: 40}
                      items:
                        - {width: 320, height: 60}
                    - itemCount: 4
                      itemSize: {width: 150, height: 150}
                      inset: {left: 5, right: 5}
                      minimumInteritemSpacing: 10
                      minimumLineSpacing: 10
                    - items:
                        - {width: 100, height: 44}
                        - {width: 100, height: 44}
              magazine:
                summary: "magazine: full, half and third widths, a header, footer and background"
                value:
                  collectionView:
                    size: {width: 375, height: 667}
                    scale: 3
                  layout:
                    type: magazine
                    sectionInsets: {top: 8, left: 8, bottom: 8, right: 8}
                    horizontalSpacing: 8
                    verticalSpacing: 8
                    pinning: {headers: all}
                  sections:
                    - header: {height: 44}
                      footer: {height: 30}
                      background: true
                      items:
                        - {widthMode: fullWidth, height: 200}
                        - {widthMode: halfWidth, height: 150}
                        - {widthMode: halfWidth, height: 120}
                        - {widthMode: thirdWidth, height: 100}
                        - {widthMode: thirdWidth, height: 100}
                        - {widthMode: thirdWidth, height: 100}
                    - header: {height: 44}
                      itemCount: 6
                      item: {widthMode: {fractional: 3}, height: 90}
              seed-000-waterfall-stick-header:
                summary: "seed 000: one waterfall section whose 200-point header sticks with its last 64 points"
                description: |
                  The first seed article: a single-section waterfall whose header scrolls up until only its
                  last `stickHeight` = 64 points remain visible, then stays above the cells (zIndex 2048).
                  At `contentOffset.y = 300` the header is pinned at `y = 300 - (200 - 64) = 164`.
                value:
                  collectionView:
                    size: {width: 375, height: 667}
                    contentOffset: {x: 0, y: 300}
                  layout:
                    type: waterfall
                    columnCount: 2
                    headerHeight: 200
                    sectionInset: {top: 10, left: 10, bottom: 10, right: 10}
                    pinning: {headers: all, stickHeight: 64, zIndex: 2048}
                  sections:
                    - items:
                        - {width: 150, height: 200}
                        - {width: 150, height: 120}
                        - {width: 150, height: 180}
                        - {width: 150, height: 150}
                        - {width: 150, height: 240}
                        - {width: 150, height: 100}
                        - {width: 150, height: 210}
                        - {width: 150, height: 130}
                  elements: visible
              seed-002-flow-pin-section:
                summary: "seed 002: a flow layout pinning only section 2's header below a 64-point bar"
                description: |
                  The second seed article: only section 2's header pins, 64 points below the visible top (a
                  navigation bar that is not part of the content inset), is never pushed away by the next
                  section, and sits above the cells with zIndex 20. (Its `sectionHeadersPinToVisibleBounds =
                  true` variant is `pinning: {headers: "all"}`.) Sections 0-3 end at 170, 460, 870 and 1400, so at
                  `contentOffset.y = 600` section 2's header (resting at y 460) is pinned at `600 + 64 = 664`.
                value:
                  collectionView:
                    size: {width: 375, height: 667}
                    contentOffset: {x: 0, y: 600}
                  layout:
                    type: flow
                    itemSize: {width: 110, height: 110}
                    minimumLineSpacing: 10
                    minimumInteritemSpacing: 10
                    sectionInset: {top: 10, left: 10, bottom: 10, right: 10}
                    headerReferenceSize: {width: 0, height: 40}
                    pinning: {headers: [2], offset: 64, until: never, zIndex: 20}
                  sections:
                    - itemCount: 3
                    - itemCount: 6
                    - itemCount: 9
                    - itemCount: 12
              flow-sticky-grid:
                summary: "flow: an iPhone 15 grid of thirds under a navigation bar, headers pinned"
                description: |
                  A collection view filling an iPhone 15 (393×852 points, scale 3) under a navigation bar: the
                  adjusted `contentInset` is the safe area (59 top, 34 bottom) plus the 44-point bar, so 103 at the
                  top, and the scrolled-to-top offset is `y = -103`. Items are thirds of the 361 points between the
                  insets, computed as apps do, `(361 - 2 × 10) / 3` = 113.66666666666667, so three fit on a line.
                  `sectionHeadersPinToVisibleBounds` pins each header at `contentOffset.y + 103`.
                value:
                  collectionView:
                    size: {width: 393, height: 852}
                    contentInset: {top: 103, bottom: 34}
                    scale: 3
                  layout:
                    type: flow
                    itemSize: {width: 113.66666666666667, height: 113.66666666666667}
                    minimumLineSpacing: 10
                    minimumInteritemSpacing: 10
                    sectionInset: {top: 10, left: 16, bottom: 10, right: 16}
                    headerReferenceSize: {width: 0, height: 36}
                    sectionHeadersPinToVisibleBounds: true
                  sections:
                    - itemCount: 20
                    - itemCount: 20
                    - itemCount: 20
              flow-horizontal:
                summary: "flow, scrolling horizontally: two rows, headers on the left, pinned"
                description: |
                  Horizontal scrolling swaps the axes: lines become columns of two 140×130 items, each section's
                  header is a 40-point column on its left (`headerReferenceSize.width`), and a pinned header sticks to
                  the visible rect's left edge. At `contentOffset.x = 500` section 0's header (resting at x 0) is
                  pinned at x 500.
                value:
                  collectionView:
                    size: {width: 393, height: 300}
                    contentOffset: {x: 500, y: 0}
                    scale: 3
                  layout:
                    type: flow
                    scrollDirection: horizontal
                    itemSize: {width: 140, height: 130}
                    minimumLineSpacing: 10
                    minimumInteritemSpacing: 10
                    sectionInset: {top: 10, left: 10, bottom: 10, right: 10}
                    headerReferenceSize: {width: 40, height: 0}
                    sectionHeadersPinToVisibleBounds: true
                  sections:
                    - itemCount: 8
                    - itemCount: 8
              compositional-nested-groups:
                summary: "compositional: a big item beside two stacked ones (nested groups), with a header"
                description: "A horizontal group of an item and a vertical group of two, 8 points apart. The section is 375 - 16 = 359 wide; the redo makes the halves fl((359 - 8) / 2) = 175.333 at scale 3; the lone item of the last, partial group keeps one item, so no redo: fl(0.5 * 359) = 179.333."
                value: {"collectionView": {"size": {"width": 375, "height": 812}, "scale": 3}, "layout": {"type": "compositional", "section": {"contentInsets": {"leading": 8, "trailing": 8}, "interGroupSpacing": 8, "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}}], "group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 200}}, "interItemSpacing": {"fixed": 8}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}}}, {"group": "vertical", "layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}}, "interItemSpacing": {"fixed": 8}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 0.5}}}]}]}}}, "sections": [{"itemCount": 7}], "elements": "all"}
              compositional-count-badges:
                summary: "compositional: a count-3 group (iOS 13 subitem + count) with badges"
                description: "Three copies share the spacing-shortened 355 - 20 = 335 points: fl(111.667) = 111.667 wide; the group is fractionalWidth(1/3) of 355 = 118.333 tall. Each badge is 20 x 20 at the cell's top trailing corner moved by (0.3, -0.3) of its size: (maxX - 20 + 6, minY - 6)."
                value: {"collectionView": {"size": {"width": 375, "height": 812}, "scale": 3}, "layout": {"type": "compositional", "section": {"contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10}, "interGroupSpacing": 10, "group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalWidth": 0.3333333333333333}}, "interItemSpacing": {"fixed": 10}, "count": 3, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "layoutSize": {"widthDimension": {"absolute": 20}, "heightDimension": {"absolute": 20}}, "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}}]}}}}, "sections": [{"itemCount": 5}], "elements": "all"}
              compositional-orthogonal-carousel:
                summary: "compositional: an orthogonal carousel (groupPaging) with a header and a background"
                description: "Groups are fractionalWidth(0.8) of the unreduced 375 = 300 wide, 8 apart from x 16; cells carry orthogonal: true and are reported unscrolled; section 0's visible query is tested against the visible rect moved by its orthogonalContentOffset (300, 0). The background covers each section's full width and height."
                value: {"collectionView": {"size": {"width": 375, "height": 812}, "scale": 3}, "layout": {"type": "compositional", "interSectionSpacing": 20, "section": {"orthogonalScrollingBehavior": "groupPaging", "contentInsets": {"top": 16, "leading": 16, "bottom": 16, "trailing": 16}, "interGroupSpacing": 8, "decorationItems": [{"elementKind": "background"}], "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "topLeading", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 30}}}], "group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 0.8}, "heightDimension": {"absolute": 120}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}}}, "sections": [{"itemCount": 6, "orthogonalContentOffset": {"x": 300, "y": 0}}, {"itemCount": 3}], "elements": "visible"}
              compositional-pinned-empty-section:
                summary: "compositional: pinned headers and footers (pinToVisibleBounds) around an empty section"
                description: "At contentOffset.y 150 section 0's header pins at min(max(0, 150), 446 - 40) = 150 with pinning.zIndex 100; the empty section 1 is only its header and footer (no insets, no groups); section 2's footer pins at max(min(712, 550 - 30), 536) = 536."
                value: {"collectionView": {"size": {"width": 375, "height": 400}, "contentOffset": {"x": 0, "y": 150}}, "layout": {"type": "compositional", "interSectionSpacing": 10, "pinning": {"zIndex": 100}, "section": {"contentInsets": {"top": 8, "bottom": 8}, "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}}, "pinToVisibleBounds": true}, {"elementKind": "footer", "alignment": "bottom", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 30}}, "pinToVisibleBounds": true}], "group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}}}, "sections": [{"itemCount": 6}, {"itemCount": 0}, {"itemCount": 2}], "elements": "visible"}
              compositional-example-a:
                summary: "compositional: worked example A (a count-4 group in a 355-point box)"
                description: "Worked example A (docs/compositional.md): box 355; shortened 307; cells 76.667 wide and tall at x = 0, 92.667, 185.333, 278; group pitch 96."
                value: {"collectionView": {"size": {"width": 375, "height": 812}, "scale": 3}, "layout": {"type": "compositional", "section": {"interGroupSpacing": 16, "group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}}, "contentInsets": {"trailing": 20}, "interItemSpacing": {"fixed": 16}, "count": 4, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalWidth": 0.25}}}}}}, "sections": [{"itemCount": 8}], "elements": "all"}
              compositional-example-b:
                summary: "compositional: worked example B (an orthogonal section with a background)"
                description: "Worked example B (docs/compositional.md): cells 87.667 x 40 at (16,16), (111.667,16), (207.333,16), (303,16); the next group's first cell at x 399 (interGroupSpacing 8); the background (0, 0, 375, 72); the next section starts at y 72."
                value: {"collectionView": {"size": {"width": 375, "height": 812}, "scale": 3}, "layout": {"type": "compositional", "section": {"orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 8, "contentInsets": {"top": 16, "leading": 16, "bottom": 16, "trailing": 16}, "decorationItems": [{"elementKind": "background"}], "group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}}, "interItemSpacing": {"fixed": 8}, "count": 4, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}}}, "sections": [{"itemCount": 5}, {"itemCount": 1}], "elements": "all"}
              compositional-example-c:
                summary: "compositional: worked example C (flexible spacing with a flexible leading edge)"
                description: "Worked example C (docs/compositional.md): flex = 3 + 2 = 5, extra = 11; x = 11, 143, 275."
                value: {"collectionView": {"size": {"width": 375, "height": 812}}, "layout": {"type": "compositional", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"absolute": 375}, "heightDimension": {"absolute": 100}}, "interItemSpacing": {"flexible": 10}, "subitems": [{"layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 100}}, "edgeSpacing": {"leading": {"flexible": 0}}}]}}}, "sections": [{"itemCount": 3}], "elements": "all"}
              compositional-example-d:
                summary: "compositional: worked example D (the spacing redo)"
                description: "Worked example D (docs/compositional.md): the first pass keeps 4 (no spacing charged for fractional items); the redo resolves them in 375 - 30 = 345: fl(86.25) = 86 wide at x = 0, 96, 192, 288."
                value: {"collectionView": {"size": {"width": 375, "height": 812}, "scale": 2}, "layout": {"type": "compositional", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"absolute": 375}, "heightDimension": {"absolute": 50}}, "interItemSpacing": {"fixed": 10}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 0.25}, "heightDimension": {"absolute": 50}}}]}}}, "sections": [{"itemCount": 4}], "elements": "all"}
              rtl-horizontal-flow:
                summary: "right-to-left: a mirrored horizontal flow whose pinned header pins at the right edge"
                description: |
                  Two sections of a 40-point header and eight 80×80 items, scrolling horizontally in a 300×200 view,
                  right to left with `flipsHorizontallyInOppositeLayoutDirection: true` (UIKit's flow layout answers
                  false; apps subclass it). Left to right the columns of two items (80 + 10 + 80 <= 200; justified
                  at y 0 and 120) sit at x 40, 130, 220, 310 after header 0 (x 0), section 1's header at 390 and its
                  columns at 430...700: contentSize 780 × 200. Mirrored, `x' = 780 - x - width`. At `contentOffset.x
                  = 300` with `contentInset.right = 20` the layout is computed left to right at `780 - 300 - 300 =
                  180` with the insets swapped: header 0 pins at `180 + 20 = 200`, mirrored to `780 - 200 - 40 =
                  540`, so its right edge is at `600 - 20`.
                value: {
                  "collectionView": {
                    "size": {"width": 300, "height": 200},
                    "contentInset": {"right": 20},
                    "contentOffset": {"x": 300, "y": 0},
                    "layoutDirection": "rightToLeft"
                  },
                  "layout": {
                    "type": "flow",
                    "scrollDirection": "horizontal",
                    "flipsHorizontallyInOppositeLayoutDirection": true,
                    "itemSize": {"width": 80, "height": 80},
                    "headerReferenceSize": {"width": 40, "height": 0},
                    "pinning": {"headers": "all"}
                  },
                  "sections": [{"itemCount": 8}, {"itemCount": 8}],
                  "elements": "visible"
                }
              waterfall-full-span:
                summary: "waterfall: a full-span item after two items of different heights"
                description: |
                  Three columns of `floor((320 - 2×10) / 3) = 100` points at x 0, 110, 220. Items 0 (h 100) and 1 (h
                  50) fill columns 0 and 1, whose heights become 110 and 60. Item 2 spans the content (width 320,
                  height 160 × 320 / 320) from the longest column, y 110, and every column restarts at 110 + 160 +
                  10 = 280: items 3-5 fill columns 0, 1, 2 there (ties to the lowest index) and item 6 goes to
                  column 2, the shortest at 310. The content ends at 330 - 10.
                value: {
                  "collectionView": {"size": {"width": 320, "height": 480}},
                  "layout": {"type": "waterfall", "columnCount": 3},
                  "sections": [
                    {
                      "items": [
                        {"width": 100, "height": 100},
                        {"width": 100, "height": 50},
                        {"width": 320, "height": 160, "fullSpan": true},
                        {"width": 100, "height": 30},
                        {"width": 100, "height": 40},
                        {"width": 100, "height": 20},
                        {"width": 100, "height": 10}
                      ]
                    }
                  ],
                  "elements": "all"
                }
              timeline-delta:
                summary: "a delta timeline: header 0 pins, moves and unpins"
                description: |
                  A 100×100 view of two sections, each a 20-point header and three 100×30 items 10 apart (section 0:
                  header 0...20, items at 20, 60, 100, end 130; section 1: header at 130, items at 150, 190, 230),
                  headers pinned until the next section, answered at y 0, 50, 110 and 0 again. At 50 header 0 pins
                  at 50 and item 0.0 leaves; at 110 it moves to min(110, 130 - 20) and item 0.1 leaves; back at 0 it
                  unpins (resting frame, zIndex 0).
                value: {
                  "collectionView": {
                    "size": {"width": 100, "height": 100},
                    "contentOffsets": [{"x": 0, "y": 0}, {"x": 0, "y": 50}, {"x": 0, "y": 110}, {"x": 0, "y": 0}]
                  },
                  "layout": {
                    "type": "flow",
                    "itemSize": {"width": 100, "height": 30},
                    "headerReferenceSize": {"width": 0, "height": 20},
                    "pinning": {"headers": "all"}
                  },
                  "sections": [{"itemCount": 3}, {"itemCount": 3}],
                  "timelineEncoding": "delta"
                }
              chat-bottom-to-top:
                summary: "contract v3: a chat thread laid out from the bottom, scrolled up, reporting its anchor"
                description: |
                  Fourteen full-width messages with ids (flow, `minimumLineSpacing` 8, `sectionInset` 8 at the top and
                  bottom) in an iPhone's 393×852 view under a 103-point bar and above a 90-point input bar. The two
                  newest have not been measured: `{"estimated": true}` takes `estimatedItemSize`, 393×60, and their
                  cells are marked `estimated`. Message k starts 8 below the one before: 8, 80, 132, 224, 276, 388, 460,
                  512, 584, 676, 728, 800, then 852 and 920 (estimated); the content ends at 980 + 8 = 988. The reader
                  has scrolled up to `contentOffset.y` 100, above the bottom (`maxY = 988 - 852 + 90 = 226`), so the
                  bottom-to-top screen reports the last cell entirely inside 100...952 that is not estimated, msg-12
                  (800...844), `844 - (952 - 90) = -18` from the visible bottom: `bottomItem`, `msg-12`, -18. Sent back
                  with the next request, new messages below it leave the reader where they were.
                  (`shortContentAlignment: bottom` moves nothing here: the thread is taller than the visible area.)
                value: {
                    "collectionView": {
                      "size": {
                        "width": 393,
                        "height": 852
                      },
                      "contentInset": {
                        "top": 103,
                        "bottom": 90
                      },
                      "contentOffset": {
                        "x": 0,
                        "y": 100
                      },
                      "scale": 3
                    },
                    "layout": {
                      "type": "flow",
                      "verticalLayoutDirection": "bottomToTop",
                      "shortContentAlignment": "bottom",
                      "minimumLineSpacing": 8,
                      "sectionInset": {
                        "top": 8,
                        "bottom": 8
                      },
                      "estimatedItemSize": {
                        "width": 393,
                        "height": 60
                      }
                    },
                    "sections": [
                      {
                        "items": [
                          {
                            "width": 393,
                            "height": 64,
                            "id": "msg-1"
                          },
                          {
                            "width": 393,
                            "height": 44,
                            "id": "msg-2"
                          },
                          {
                            "width": 393,
                            "height": 84,
                            "id": "msg-3"
                          },
                          {
                            "width": 393,
                            "height": 44,
                            "id": "msg-4"
                          },
                          {
                            "width": 393,
                            "height": 104,
                            "id": "msg-5"
                          },
                          {
                            "width": 393,
                            "height": 64,
                            "id": "msg-6"
                          },
                          {
                            "width": 393,
                            "height": 44,
                            "id": "msg-7"
                          },
                          {
                            "width": 393,
                            "height": 64,
                            "id": "msg-8"
                          },
                          {
                            "width": 393,
                            "height": 84,
                            "id": "msg-9"
                          },
                          {
                            "width": 393,
                            "height": 44,
                            "id": "msg-10"
                          },
                          {
                            "width": 393,
                            "height": 64,
                            "id": "msg-11"
                          },
                          {
                            "width": 393,
                            "height": 44,
                            "id": "msg-12"
                          },
                          {
                            "estimated": true,
                            "id": "msg-13"
                          },
                          {
                            "estimated": true,
                            "id": "msg-14"
                          }
                        ]
                      }
                    ],
                    "anchor": "report"
                  }
              feed-estimated:
                summary: "contract v3: a magazine feed paged in with estimated posts, reporting its anchor"
                description: |
                  Ten full-width `dynamic` posts 12 apart in a 393×852 view (insets 103 and 34). Posts 1-4 were
                  measured (220, 96, 310, 128 tall, at y 0, 232, 340, 662); posts 5-10 have no height yet, so each is
                  MagazineLayout's 150-point estimate (802, 964, ..., 1612) and marked `estimated`; the content is
                  1762 tall. At `contentOffset.y` 400 the visible top is 400 + 103 = 503; post 3 (340...650) is cut by
                  the top edge, so the first cell entirely inside that is not estimated is post 4: `topItem`,
                  `post-4`, `662 - 503 = 159`. `feed-measured` is the next request.
                value: {
                    "collectionView": {
                      "size": {
                        "width": 393,
                        "height": 852
                      },
                      "contentInset": {
                        "top": 103,
                        "bottom": 34
                      },
                      "scale": 3,
                      "contentOffset": {
                        "x": 0,
                        "y": 400
                      }
                    },
                    "layout": {
                      "type": "magazine",
                      "verticalSpacing": 12
                    },
                    "sections": [
                      {
                        "items": [
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 220,
                            "id": "post-1"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 96,
                            "id": "post-2"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 310,
                            "id": "post-3"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 128,
                            "id": "post-4"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "id": "post-5"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "id": "post-6"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "id": "post-7"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "id": "post-8"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "id": "post-9"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "id": "post-10"
                          }
                        ]
                      }
                    ],
                    "anchor": "report"
                  }
              feed-measured:
                summary: "contract v3: the same feed measured, sent with the first answer's anchor"
                description: |
                  The app measured every post: the visible ones (5-7: 180, 240, 90), the ones it prefetched below
                  (8-10: 200, 130, 260) and post 3 again, 40 taller after its image loaded (350); none is an estimate
                  any more. The request sends the anchor `feed-estimated` was answered with instead of an offset.
                  Post 4 now starts at 702 (0, 232, 340 + 350 + 12), so the offset resolves to `702 - 103 - 159 =
                  440`, within `[-103, 2002 - 852 + 34]` (the content: the ten heights, 1894, and nine gaps of 12):
                  the screen moves down by the 40 points that grew above it and post 4 stays where the reader saw
                  it. The answer carries `contentOffset` 440 and reports the same anchor there.
                value: {
                    "collectionView": {
                      "size": {
                        "width": 393,
                        "height": 852
                      },
                      "contentInset": {
                        "top": 103,
                        "bottom": 34
                      },
                      "scale": 3
                    },
                    "layout": {
                      "type": "magazine",
                      "verticalSpacing": 12
                    },
                    "sections": [
                      {
                        "items": [
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 220,
                            "id": "post-1"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 96,
                            "id": "post-2"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 350,
                            "id": "post-3"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 128,
                            "id": "post-4"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 180,
                            "id": "post-5"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 240,
                            "id": "post-6"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 90,
                            "id": "post-7"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 200,
                            "id": "post-8"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 130,
                            "id": "post-9"
                          },
                          {
                            "widthMode": "fullWidth",
                            "heightMode": "dynamic",
                            "height": 260,
                            "id": "post-10"
                          }
                        ]
                      }
                    ],
                    "anchor": {
                      "position": "topItem",
                      "item": "post-4",
                      "distance": 159
                    }
                  }
              scroll-to:
                summary: "scrollTo: item 3 centred vertically below a 10-point bar"
                description: |
                  Ten 100×30 items 10 apart (item k at y 40k; content height 390) in a 100×100 view with
                  `contentInset` top 10 and bottom 20, so the visible length is 70. Centred: `y = f.midY -
                  contentInset.top - v / 2 = 135 - 10 - 35 = 90`, within `[-10, 390 + 20 - 100]`. The answer at y 90
                  shows items 2, 3 and 4.
                value: {
                  "collectionView": {"size": {"width": 100, "height": 100}, "contentInset": {"top": 10, "bottom": 20}},
                  "layout": {"type": "flow", "itemSize": {"width": 100, "height": 30}},
                  "sections": [{"itemCount": 10}],
                  "scrollTo": {"indexPath": [0, 3], "position": "centeredVertically"}
                }
              chat-append-fade:
                summary: "contract v4: a message appended to a bottom-to-top chat, faded in (the worked example)"
                description: |
                  The contract's worked example. A chat (flow, one column of 375×100 messages 10 apart, bounds 375×250,
                  bottom to top) showed A–D at offset 180, the bottom (430 - 250), and reported `{"position": "bottom"}`.
                  E is appended and the new data sent with that anchor and `previous` (A–D at 180): the content is 540
                  tall, the new offset 540 - 250 = 290, so `d` = 180 - 290 = -110. Listed: B, C, D (visible before) and
                  C, D, E (after), each once: B, C, D `unchanged` (y 110, 220, 330 at both ends; on screen they move up
                  110 as the content scrolls to show E) and E `inserted` at y 440. Under `fade` E starts at its final
                  frame at alpha 0: against the previous offset that is 260 on screen, so it rises to 150 while it fades
                  in.
                value: {"collectionView": {"size": {"width": 375, "height": 250}}, "layout": {"type": "flow", "minimumLineSpacing": 10, "verticalLayoutDirection": "bottomToTop"}, "sections": [{"items": [{"id": "A", "width": 375, "height": 100}, {"id": "B", "width": 375, "height": 100}, {"id": "C", "width": 375, "height": 100}, {"id": "D", "width": 375, "height": 100}, {"id": "E", "width": 375, "height": 100}]}], "anchor": {"position": "bottom"}, "previous": {"sections": [{"items": [{"id": "A", "width": 375, "height": 100}, {"id": "B", "width": 375, "height": 100}, {"id": "C", "width": 375, "height": 100}, {"id": "D", "width": 375, "height": 100}]}], "contentOffset": {"x": 0, "y": 180}}, "updateAnimation": "fade"}
              chat-append-magazine:
                summary: "contract v4: the same append under MagazineLayout's rules: the message fades in place"
                description: |
                  The worked example with `updateAnimation: magazine`: an inserted cell's `from` is its final frame moved
                  by `d` = -110, y 440 - 110 = 330 at alpha 0. Against the previous offset (180) that is 150 on screen,
                  where it ends against the new offset (440 - 290): E fades in where it stays, while B, C and D scroll up.
                value: {"collectionView": {"size": {"width": 375, "height": 250}}, "layout": {"type": "flow", "minimumLineSpacing": 10, "verticalLayoutDirection": "bottomToTop"}, "sections": [{"items": [{"id": "A", "width": 375, "height": 100}, {"id": "B", "width": 375, "height": 100}, {"id": "C", "width": 375, "height": 100}, {"id": "D", "width": 375, "height": 100}, {"id": "E", "width": 375, "height": 100}]}], "anchor": {"position": "bottom"}, "previous": {"sections": [{"items": [{"id": "A", "width": 375, "height": 100}, {"id": "B", "width": 375, "height": 100}, {"id": "C", "width": 375, "height": 100}, {"id": "D", "width": 375, "height": 100}]}], "contentOffset": {"x": 0, "y": 180}}, "updateAnimation": "magazine"}
              scroll-range:
                summary: "contract v4: a scroll range: two pinned headers over every offset from the top to 120"
                description: |
                  A 100×100 view under a 10-point bar (`contentInset.top` 10, so the top is `y = -10`) shows two
                  sections, each a 20-point header and three 100×30 items 10 apart (section 0: header 0...20, items
                  at 20, 60, 100, ending at 130; section 1: header at 130, items at 150, 190, 230, ending at 260),
                  headers pinned until the next section. One answer covers every offset from -10 to 120: the
                  visible rects sweep y -10...220, so it holds both headers and items 0.0 to 1.1 (item 1.2, at 230,
                  is never visible), all at rest. Each header pins 10 points below the offset (`c = 10 + 0 - 0`):
                  header 0 follows with `min` 0 (its resting y) and `max` 130 - 20 = 110 (pushed by section 1),
                  header 1 with `min` 130 and `max` 260 - 20 = 240 (the last section ends where a further one would
                  begin). At offset 50 header 0 is at `min(max(50 + 10, 0), 110)` = 60, pinned with zIndex 1024; at
                  115 it is pushed to 110; at 120 header 1 is at `max(130, 130)` = 130, its resting place, so it is
                  not pinned.
                value: {
                  "collectionView": {"size": {"width": 100, "height": 100}, "contentInset": {"top": 10}},
                  "layout": {
                    "type": "flow",
                    "itemSize": {"width": 100, "height": 30},
                    "headerReferenceSize": {"width": 0, "height": 20},
                    "pinning": {"headers": "all"}
                  },
                  "sections": [{"itemCount": 3}, {"itemCount": 3}],
                  "elements": {"scrollRange": {"from": -10, "to": 120}}
                }
              carousel-fling:
                summary: "contract v5: a fling in an UPCarouselFlowLayout carousel, answered where it comes to rest"
                description: |
                  Five 200×150 items in 375-point bounds with UPCarouselFlowLayout's own inset, 87.5 each side (it
                  centres item 0): item k spans x 87.5 + 200k to 287.5 + 200k, its centre 187.5 + 200k, so its snap
                  offset (centre less half the bounds) is 200k; the content is 1175 wide, so the range is 0...800.
                  Released at 200 at 5 pt/ms: the fast rate's coefficient is 0.01005033585350145, so the projection
                  is 200 + 5 / c = 697.4958123671104. The cells visible at release, (200, 575), are items 0–2 at 0,
                  200 and 400; the nearest to the projection is item 2, floored to 400, inside the range. It is
                  snapped in the velocity's direction: the decay re-solved to end at 400 has the rate exp(-5 / 200) =
                  0.9753099120283326 and arrives within half a point in (200 / 5) * ln(400) = 239.7 ms, rounded up
                  to 240; the spring would take 845 ms, so the decay. At rest the bounds (400, 775) show items 1–3.
                value: {"collectionView": {"size": {"width": 375, "height": 200}, "contentOffset": {"x": 200, "y": 0}}, "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 150}, "minimumLineSpacing": 0, "sectionInset": {"top": 25, "left": 87.5, "bottom": 25, "right": 87.5}, "snapping": {"preset": "UPCarouselFlowLayout"}}, "sections": [{"itemCount": 5}], "fling": {"velocity": {"x": 5, "y": 0}}}
              carousel-snap-points:
                summary: "contract v5: the same carousel as a scroll range from 0 to 400, with its snap points"
                description: |
                  The `carousel-fling` carousel, asked for the range 0...400 instead of one fling: the answer resolves
                  the preset (every field its `item` policy reads, the rate 0.99 with its coefficient, the reach
                  10 / c = 994.9916247342207) and lists the snap points a client needs to compute any fling released
                  in the range itself: the window is (0 - reach)...(400 + reach), wider than the content, so all
                  five cells, at offsets 0, 200, 400, 600 and 800 with their extents. The range's visible rects sweep
                  x 0...775, which items 0–3 meet.
                value: {"collectionView": {"size": {"width": 375, "height": 200}, "contentOffset": {"x": 200, "y": 0}}, "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 150}, "minimumLineSpacing": 0, "sectionInset": {"top": 25, "left": 87.5, "bottom": 25, "right": 87.5}, "snapping": {"preset": "UPCarouselFlowLayout"}}, "sections": [{"itemCount": 5}], "elements": {"scrollRange": {"from": 0, "to": 400}}}
              compositional-group-paging-fling:
                summary: "contract v5: a fling in an orthogonal groupPaging section moves its orthogonalContentOffset"
                description: |
                  One orthogonal section of ten 300-point groups (0.8 of 375), 10 apart from its 16-point leading
                  inset: group k at x 16 + 310k, the pitch 310, the last group ending at 3106, plus the trailing inset
                  16, so the section scrolls over 0...3122 - 375 = 2747. Released at 400 at 1.2 pt/ms: `groupPaging`
                  pages by the pitch, next in the direction, at the fast rate. x(o) = 400 / 310 = 1.29; the velocity
                  passes 0.05, so page floor(1.29) + 1 = 2, at 620. The projection 400 + 1.2 / c = 519.3989949681065
                  falls short of 620, so the decay would be re-solved past it; the spring to 620 takes 758 ms and is
                  the shorter. The answer has no top-level `contentOffset`: the section's offset moved, and its cells
                  are tested at 620, so the bounds show groups 1–3 at x 326, 636 and 946 (at rest, unscrolled).
                value: {"collectionView": {"size": {"width": 375, "height": 812}}, "layout": {"type": "compositional", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 0.8}, "heightDimension": {"absolute": 200}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}, "interGroupSpacing": 10, "contentInsets": {"leading": 16, "trailing": 16}, "orthogonalScrollingBehavior": "groupPaging"}}, "sections": [{"itemCount": 10, "orthogonalContentOffset": {"x": 400, "y": 0}}], "fling": {"velocity": {"x": 1.2, "y": 0}, "section": 0}}
      responses:
        "200":
          description: The layout attributes of the selected elements.
          headers:
            Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/LayoutResponse"
              examples:
                flow:
                  summary: The answer to the `flow` request example.
                  description: |
                    Computed by hand from the contract's flow rules: content width 375, line width
                    375 - 10 - 10 = 355; three 100-point items fit (300 + 2×10 <= 355), so the 55 points left are
                    spread over two gaps of 27.5 (x = 10, 137.5, 265). The header is 44 high at y 0, the first
                    line starts after the top inset at y 54, the second at 54 + 100 + 10 = 164; the last line is
                    spaced as if full (x = 10, 137.5). The section ends at 164 + 100 + 10 = 274.
                  value:
                    contentSize: {width: 375, height: 274}
                    attributes:
                      - indexPath: [0, 0]
                        category: supplementary
                        kind: header
                        frame: {x: 0, y: 0, width: 375, height: 44}
                        zIndex: 0
                        pinned: false
                      - {indexPath: [0, 0], category: cell, frame: {x: 10, y: 54, width: 100, height: 100}, zIndex: 0}
                      - {indexPath: [0, 1], category: cell, frame: {x: 137.5, y: 54, width: 100, height: 100}, zIndex: 0}
                      - {indexPath: [0, 2], category: cell, frame: {x: 265, y: 54, width: 100, height: 100}, zIndex: 0}
                      - {indexPath: [0, 3], category: cell, frame: {x: 10, y: 164, width: 100, height: 100}, zIndex: 0}
                      - {indexPath: [0, 4], category: cell, frame: {x: 137.5, y: 164, width: 100, height: 100}, zIndex: 0}
                compositional-example-a:
                  summary: The answer to worked example A.
                  description: "Hand-computed (worked example A): fl(0.25 * 307) = 76.667 at scale 3; x = k * (76.667 + 16); rows 80 + 16 apart."
                  value: {"contentSize": {"width": 375, "height": 176}, "attributes": [{"indexPath": [0, 0], "category": "cell", "frame": {"x": 0, "y": 0, "width": 76.66666666666667, "height": 76.66666666666667}, "zIndex": 0}, {"indexPath": [0, 1], "category": "cell", "frame": {"x": 92.66666666666667, "y": 0, "width": 76.66666666666667, "height": 76.66666666666667}, "zIndex": 0}, {"indexPath": [0, 2], "category": "cell", "frame": {"x": 185.33333333333334, "y": 0, "width": 76.66666666666667, "height": 76.66666666666667}, "zIndex": 0}, {"indexPath": [0, 3], "category": "cell", "frame": {"x": 278, "y": 0, "width": 76.66666666666667, "height": 76.66666666666667}, "zIndex": 0}, {"indexPath": [0, 4], "category": "cell", "frame": {"x": 0, "y": 96, "width": 76.66666666666667, "height": 76.66666666666667}, "zIndex": 0}, {"indexPath": [0, 5], "category": "cell", "frame": {"x": 92.66666666666667, "y": 96, "width": 76.66666666666667, "height": 76.66666666666667}, "zIndex": 0}, {"indexPath": [0, 6], "category": "cell", "frame": {"x": 185.33333333333334, "y": 96, "width": 76.66666666666667, "height": 76.66666666666667}, "zIndex": 0}, {"indexPath": [0, 7], "category": "cell", "frame": {"x": 278, "y": 96, "width": 76.66666666666667, "height": 76.66666666666667}, "zIndex": 0}]}
                rtl-horizontal-flow:
                  summary: "The answer to `rtl-horizontal-flow`."
                  description: "Computed by hand (see the request's description): the visible rect is x 300...600."
                  value: {
                    "contentSize": {"width": 780, "height": 200},
                    "attributes": [
                      {
                        "indexPath": [0, 0],
                        "category": "supplementary",
                        "kind": "header",
                        "frame": {"x": 540, "y": 0, "width": 40, "height": 200},
                        "zIndex": 1024,
                        "pinned": true
                      },
                      {
                        "indexPath": [0, 2],
                        "category": "cell",
                        "frame": {"x": 570, "y": 0, "width": 80, "height": 80},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 3],
                        "category": "cell",
                        "frame": {"x": 570, "y": 120, "width": 80, "height": 80},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 4],
                        "category": "cell",
                        "frame": {"x": 480, "y": 0, "width": 80, "height": 80},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 5],
                        "category": "cell",
                        "frame": {"x": 480, "y": 120, "width": 80, "height": 80},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 6],
                        "category": "cell",
                        "frame": {"x": 390, "y": 0, "width": 80, "height": 80},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 7],
                        "category": "cell",
                        "frame": {"x": 390, "y": 120, "width": 80, "height": 80},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [1, 0],
                        "category": "supplementary",
                        "kind": "header",
                        "frame": {"x": 350, "y": 0, "width": 40, "height": 200},
                        "zIndex": 0,
                        "pinned": false
                      },
                      {
                        "indexPath": [1, 0],
                        "category": "cell",
                        "frame": {"x": 270, "y": 0, "width": 80, "height": 80},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [1, 1],
                        "category": "cell",
                        "frame": {"x": 270, "y": 120, "width": 80, "height": 80},
                        "zIndex": 0
                      }
                    ]
                  }
                waterfall-full-span:
                  summary: "The answer to `waterfall-full-span`."
                  description: "Computed by hand (see the request's description)."
                  value: {
                    "contentSize": {"width": 320, "height": 320},
                    "attributes": [
                      {
                        "indexPath": [0, 0],
                        "category": "cell",
                        "frame": {"x": 0, "y": 0, "width": 100, "height": 100},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 1],
                        "category": "cell",
                        "frame": {"x": 110, "y": 0, "width": 100, "height": 50},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 2],
                        "category": "cell",
                        "frame": {"x": 0, "y": 110, "width": 320, "height": 160},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 3],
                        "category": "cell",
                        "frame": {"x": 0, "y": 280, "width": 100, "height": 30},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 4],
                        "category": "cell",
                        "frame": {"x": 110, "y": 280, "width": 100, "height": 40},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 5],
                        "category": "cell",
                        "frame": {"x": 220, "y": 280, "width": 100, "height": 20},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 6],
                        "category": "cell",
                        "frame": {"x": 220, "y": 310, "width": 100, "height": 10},
                        "zIndex": 0
                      }
                    ]
                  }
                timeline-delta:
                  summary: "The answer to `timeline-delta`."
                  description: "Computed by hand (see the request's description)."
                  value: {
                    "contentSize": {"width": 100, "height": 260},
                    "timeline": [
                      {
                        "contentOffset": {"x": 0, "y": 0},
                        "attributes": [
                          {
                            "indexPath": [0, 0],
                            "category": "supplementary",
                            "kind": "header",
                            "frame": {"x": 0, "y": 0, "width": 100, "height": 20},
                            "zIndex": 0,
                            "pinned": false
                          },
                          {
                            "indexPath": [0, 0],
                            "category": "cell",
                            "frame": {"x": 0, "y": 20, "width": 100, "height": 30},
                            "zIndex": 0
                          },
                          {
                            "indexPath": [0, 1],
                            "category": "cell",
                            "frame": {"x": 0, "y": 60, "width": 100, "height": 30},
                            "zIndex": 0
                          }
                        ]
                      },
                      {
                        "contentOffset": {"x": 0, "y": 50},
                        "attributes": [
                          {
                            "indexPath": [0, 0],
                            "category": "supplementary",
                            "kind": "header",
                            "frame": {"x": 0, "y": 50, "width": 100, "height": 20},
                            "zIndex": 1024,
                            "pinned": true
                          },
                          {
                            "indexPath": [0, 2],
                            "category": "cell",
                            "frame": {"x": 0, "y": 100, "width": 100, "height": 30},
                            "zIndex": 0
                          },
                          {
                            "indexPath": [1, 0],
                            "category": "supplementary",
                            "kind": "header",
                            "frame": {"x": 0, "y": 130, "width": 100, "height": 20},
                            "zIndex": 0,
                            "pinned": false
                          }
                        ],
                        "removed": [[0, 0, "cell", null]]
                      },
                      {
                        "contentOffset": {"x": 0, "y": 110},
                        "attributes": [
                          {
                            "indexPath": [0, 0],
                            "category": "supplementary",
                            "kind": "header",
                            "frame": {"x": 0, "y": 110, "width": 100, "height": 20},
                            "zIndex": 1024,
                            "pinned": true
                          },
                          {
                            "indexPath": [1, 0],
                            "category": "cell",
                            "frame": {"x": 0, "y": 150, "width": 100, "height": 30},
                            "zIndex": 0
                          },
                          {
                            "indexPath": [1, 1],
                            "category": "cell",
                            "frame": {"x": 0, "y": 190, "width": 100, "height": 30},
                            "zIndex": 0
                          }
                        ],
                        "removed": [[0, 1, "cell", null]]
                      },
                      {
                        "contentOffset": {"x": 0, "y": 0},
                        "attributes": [
                          {
                            "indexPath": [0, 0],
                            "category": "supplementary",
                            "kind": "header",
                            "frame": {"x": 0, "y": 0, "width": 100, "height": 20},
                            "zIndex": 0,
                            "pinned": false
                          },
                          {
                            "indexPath": [0, 0],
                            "category": "cell",
                            "frame": {"x": 0, "y": 20, "width": 100, "height": 30},
                            "zIndex": 0
                          },
                          {
                            "indexPath": [0, 1],
                            "category": "cell",
                            "frame": {"x": 0, "y": 60, "width": 100, "height": 30},
                            "zIndex": 0
                          }
                        ],
                        "removed": [
                          [0, 2, "cell", null],
                          [1, 0, "supplementary", "header"],
                          [1, 0, "cell", null],
                          [1, 1, "cell", null]
                        ]
                      }
                    ]
                  }
                chat-bottom-to-top:
                  summary: "The answer to `chat-bottom-to-top`."
                  description: |
                    Computed by hand (see the request's description): the cells meeting 100...952, msg-2 (80...124)
                    to msg-14, the two estimated ones marked, and the reported anchor. No `contentOffset`: reporting
                    does not move the offset.
                  value: {
                      "contentSize": {
                        "width": 393,
                        "height": 988
                      },
                      "anchor": {
                        "position": "bottomItem",
                        "item": "msg-12",
                        "distance": -18
                      },
                      "attributes": [
                        {
                          "indexPath": [
                            0,
                            1
                          ],
                          "id": "msg-2",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 80,
                            "width": 393,
                            "height": 44
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            2
                          ],
                          "id": "msg-3",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 132,
                            "width": 393,
                            "height": 84
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            3
                          ],
                          "id": "msg-4",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 224,
                            "width": 393,
                            "height": 44
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            4
                          ],
                          "id": "msg-5",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 276,
                            "width": 393,
                            "height": 104
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            5
                          ],
                          "id": "msg-6",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 388,
                            "width": 393,
                            "height": 64
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            6
                          ],
                          "id": "msg-7",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 460,
                            "width": 393,
                            "height": 44
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            7
                          ],
                          "id": "msg-8",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 512,
                            "width": 393,
                            "height": 64
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            8
                          ],
                          "id": "msg-9",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 584,
                            "width": 393,
                            "height": 84
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            9
                          ],
                          "id": "msg-10",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 676,
                            "width": 393,
                            "height": 44
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            10
                          ],
                          "id": "msg-11",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 728,
                            "width": 393,
                            "height": 64
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            11
                          ],
                          "id": "msg-12",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 800,
                            "width": 393,
                            "height": 44
                          },
                          "zIndex": 0
                        },
                        {
                          "indexPath": [
                            0,
                            12
                          ],
                          "id": "msg-13",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 852,
                            "width": 393,
                            "height": 60
                          },
                          "zIndex": 0,
                          "estimated": true
                        },
                        {
                          "indexPath": [
                            0,
                            13
                          ],
                          "id": "msg-14",
                          "category": "cell",
                          "frame": {
                            "x": 0,
                            "y": 920,
                            "width": 393,
                            "height": 60
                          },
                          "zIndex": 0,
                          "estimated": true
                        }
                      ]
                    }
                scroll-to:
                  summary: "The answer to `scroll-to`."
                  description: "Computed by hand (see the request's description)."
                  value: {
                    "contentSize": {"width": 100, "height": 390},
                    "contentOffset": {"x": 0, "y": 90},
                    "attributes": [
                      {
                        "indexPath": [0, 2],
                        "category": "cell",
                        "frame": {"x": 0, "y": 80, "width": 100, "height": 30},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 3],
                        "category": "cell",
                        "frame": {"x": 0, "y": 120, "width": 100, "height": 30},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 4],
                        "category": "cell",
                        "frame": {"x": 0, "y": 160, "width": 100, "height": 30},
                        "zIndex": 0
                      }
                    ]
                  }
                chat-append-fade:
                  summary: "The answer to `chat-append-fade`."
                  description: "Derived by hand in the request's description: B, C, D unchanged, E inserted, its `from` y 440 at alpha 0."
                  value: {"contentSize": {"width": 375, "height": 540}, "contentOffset": {"x": 0, "y": 290}, "anchor": {"position": "bottom"}, "attributes": [{"indexPath": [0, 2], "id": "C", "category": "cell", "frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0}, {"indexPath": [0, 3], "id": "D", "category": "cell", "frame": {"x": 0, "y": 330, "width": 375, "height": 100}, "zIndex": 0}, {"indexPath": [0, 4], "id": "E", "category": "cell", "frame": {"x": 0, "y": 440, "width": 375, "height": 100}, "zIndex": 0}], "updates": {"from": {"x": 0, "y": 180}, "to": {"x": 0, "y": 290}, "elements": [{"change": "unchanged", "indexPath": [0, 1], "previousIndexPath": [0, 1], "id": "B", "category": "cell", "from": {"frame": {"x": 0, "y": 110, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}, "to": {"frame": {"x": 0, "y": 110, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}}, {"change": "unchanged", "indexPath": [0, 2], "previousIndexPath": [0, 2], "id": "C", "category": "cell", "from": {"frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}, "to": {"frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}}, {"change": "unchanged", "indexPath": [0, 3], "previousIndexPath": [0, 3], "id": "D", "category": "cell", "from": {"frame": {"x": 0, "y": 330, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}, "to": {"frame": {"x": 0, "y": 330, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}}, {"change": "inserted", "indexPath": [0, 4], "id": "E", "category": "cell", "from": {"frame": {"x": 0, "y": 440, "width": 375, "height": 100}, "zIndex": 0, "alpha": 0}, "to": {"frame": {"x": 0, "y": 440, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}}]}}
                chat-append-magazine:
                  summary: "The answer to `chat-append-magazine`."
                  description: "Derived by hand in the request's description: E's `from` is y 330 at alpha 0 (its final frame moved by d = -110)."
                  value: {"contentSize": {"width": 375, "height": 540}, "contentOffset": {"x": 0, "y": 290}, "anchor": {"position": "bottom"}, "attributes": [{"indexPath": [0, 2], "id": "C", "category": "cell", "frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0}, {"indexPath": [0, 3], "id": "D", "category": "cell", "frame": {"x": 0, "y": 330, "width": 375, "height": 100}, "zIndex": 0}, {"indexPath": [0, 4], "id": "E", "category": "cell", "frame": {"x": 0, "y": 440, "width": 375, "height": 100}, "zIndex": 0}], "updates": {"from": {"x": 0, "y": 180}, "to": {"x": 0, "y": 290}, "elements": [{"change": "unchanged", "indexPath": [0, 1], "previousIndexPath": [0, 1], "id": "B", "category": "cell", "from": {"frame": {"x": 0, "y": 110, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}, "to": {"frame": {"x": 0, "y": 110, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}}, {"change": "unchanged", "indexPath": [0, 2], "previousIndexPath": [0, 2], "id": "C", "category": "cell", "from": {"frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}, "to": {"frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}}, {"change": "unchanged", "indexPath": [0, 3], "previousIndexPath": [0, 3], "id": "D", "category": "cell", "from": {"frame": {"x": 0, "y": 330, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}, "to": {"frame": {"x": 0, "y": 330, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}}, {"change": "inserted", "indexPath": [0, 4], "id": "E", "category": "cell", "from": {"frame": {"x": 0, "y": 330, "width": 375, "height": 100}, "zIndex": 0, "alpha": 0}, "to": {"frame": {"x": 0, "y": 440, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}}]}}
                scroll-range:
                  summary: "The answer to `scroll-range`."
                  description: |
                    Computed by hand (see the request's description): the seven elements visible somewhere in
                    -10...120, at rest (headers `pinned: false`, zIndex 0), each header with its `follows`. Applying
                    `min(max(o + offset, min), max)` to the headers and keeping what meets `{0, o, 100, 100}` gives,
                    at every `o` of the range, the single-offset answer. The `live` stage holds the server's answer
                    equal to this one.
                  value: {
                    "contentSize": {"width": 100, "height": 260},
                    "scrollRange": {"from": -10, "to": 120},
                    "attributes": [
                      {
                        "indexPath": [0, 0],
                        "category": "supplementary",
                        "kind": "header",
                        "frame": {"x": 0, "y": 0, "width": 100, "height": 20},
                        "zIndex": 0,
                        "pinned": false,
                        "follows": {"offset": 10, "min": 0, "max": 110, "zIndex": 1024}
                      },
                      {
                        "indexPath": [0, 0],
                        "category": "cell",
                        "frame": {"x": 0, "y": 20, "width": 100, "height": 30},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 1],
                        "category": "cell",
                        "frame": {"x": 0, "y": 60, "width": 100, "height": 30},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [0, 2],
                        "category": "cell",
                        "frame": {"x": 0, "y": 100, "width": 100, "height": 30},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [1, 0],
                        "category": "supplementary",
                        "kind": "header",
                        "frame": {"x": 0, "y": 130, "width": 100, "height": 20},
                        "zIndex": 0,
                        "pinned": false,
                        "follows": {"offset": 10, "min": 130, "max": 240, "zIndex": 1024}
                      },
                      {
                        "indexPath": [1, 0],
                        "category": "cell",
                        "frame": {"x": 0, "y": 150, "width": 100, "height": 30},
                        "zIndex": 0
                      },
                      {
                        "indexPath": [1, 1],
                        "category": "cell",
                        "frame": {"x": 0, "y": 190, "width": 100, "height": 30},
                        "zIndex": 0
                      }
                    ]
                  }
                carousel-fling:
                  summary: "The answer to `carousel-fling`."
                  description: "Derived by hand in the request's description: at rest at 400, item 2 snapped, a decay of 240 ms."
                  value: {"contentSize": {"width": 1175, "height": 200}, "contentOffset": {"x": 400, "y": 0}, "fling": {"projectedOffset": {"x": 697.4958123671104, "y": 0}, "targetOffset": {"x": 400, "y": 0}, "restingOffset": {"x": 400, "y": 0}, "snappedTo": {"indexPath": [0, 2]}, "bounced": false, "curve": {"model": "decay", "rate": 0.9753099120283326, "duration": 240}}, "attributes": [{"indexPath": [0, 1], "category": "cell", "frame": {"x": 287.5, "y": 25, "width": 200, "height": 150}, "zIndex": 0}, {"indexPath": [0, 2], "category": "cell", "frame": {"x": 487.5, "y": 25, "width": 200, "height": 150}, "zIndex": 0}, {"indexPath": [0, 3], "category": "cell", "frame": {"x": 687.5, "y": 25, "width": 200, "height": 150}, "zIndex": 0}]}
                carousel-snap-points:
                  summary: "The answer to `carousel-snap-points`."
                  description: "Derived by hand in the request's description: the resolved preset, all five snap points, items 0–3 at rest."
                  value: {"contentSize": {"width": 1175, "height": 200}, "scrollRange": {"from": 0, "to": 400}, "snapping": {"policy": "item", "decelerationRate": 0.99, "projection": "continuous", "coefficient": 0.01005033585350145, "maxVelocity": 10, "reach": 994.9916247342207, "bounce": "automatic", "anchor": "center", "candidates": "releaseBounds", "select": {"rule": "nearest"}, "limit": null, "floor": true}, "snapPoints": [{"offset": 0, "extent": [87.5, 287.5], "indexPath": [0, 0]}, {"offset": 200, "extent": [287.5, 487.5], "indexPath": [0, 1]}, {"offset": 400, "extent": [487.5, 687.5], "indexPath": [0, 2]}, {"offset": 600, "extent": [687.5, 887.5], "indexPath": [0, 3]}, {"offset": 800, "extent": [887.5, 1087.5], "indexPath": [0, 4]}], "attributes": [{"indexPath": [0, 0], "category": "cell", "frame": {"x": 87.5, "y": 25, "width": 200, "height": 150}, "zIndex": 0}, {"indexPath": [0, 1], "category": "cell", "frame": {"x": 287.5, "y": 25, "width": 200, "height": 150}, "zIndex": 0}, {"indexPath": [0, 2], "category": "cell", "frame": {"x": 487.5, "y": 25, "width": 200, "height": 150}, "zIndex": 0}, {"indexPath": [0, 3], "category": "cell", "frame": {"x": 687.5, "y": 25, "width": 200, "height": 150}, "zIndex": 0}]}
                compositional-group-paging-fling:
                  summary: "The answer to `compositional-group-paging-fling`."
                  description: "Derived by hand in the request's description: the section at rest at 620 by a spring of 758 ms, groups 1–3 answered."
                  value: {"contentSize": {"width": 375, "height": 200}, "fling": {"projectedOffset": {"x": 519.3989949681065, "y": 0}, "targetOffset": {"x": 620, "y": 0}, "restingOffset": {"x": 620, "y": 0}, "snappedTo": null, "bounced": false, "curve": {"model": "spring", "duration": 758}}, "attributes": [{"indexPath": [0, 1], "category": "cell", "frame": {"x": 326, "y": 0, "width": 300, "height": 200}, "zIndex": 0, "orthogonal": true}, {"indexPath": [0, 2], "category": "cell", "frame": {"x": 636, "y": 0, "width": 300, "height": 200}, "zIndex": 0, "orthogonal": true}, {"indexPath": [0, 3], "category": "cell", "frame": {"x": 946, "y": 0, "width": 300, "height": 200}, "zIndex": 0, "orthogonal": true}]}
            image/svg+xml:
              schema:
                type: string
                description: |
                  An SVG document of the returned elements (sent when the request's `Accept` asks for it), drawn
                  from the engine's own answer (its section bands and pin lines). A picture drawing more than
                  `--max-svg-elements` elements (default 5,000: returned attributes plus section bands, over every
                  panel of a timeline) is a 422 at `/elements`, and so is one whose document would be larger than
                  `--max-answer-bytes`; each is found before anything is drawn, or (the size) before it grows past
                  the limit.
        "400":
          $ref: "#/components/responses/BadRequest"
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
        "406":
          $ref: "#/components/responses/ContractNotSupported"
        "413":
          $ref: "#/components/responses/ContentTooLarge"
        "415":
          $ref: "#/components/responses/UnsupportedMediaType"
        "422":
          $ref: "#/components/responses/UnprocessableContent"
        "500":
          $ref: "#/components/responses/InternalServerError"
        "503":
          $ref: "#/components/responses/ServiceUnavailable"
    options:
      tags: [layout]
      operationId: preflightLayout
      summary: "A browser's CORS preflight for a page's POST /layout (answered while --cors-origins allows any)."
      description: |
        A browser asks before it sends a page's `POST /layout` from another origin (its `Content-Type:
        application/json` is not one a page may send unasked). With `--cors-origins` set the answer is a 204; for
        an allowed `Origin` it names the origin and says what the page may send: `POST`, the headers
        `Content-Type`, `Content-Encoding`, `Accept`, `Accept-Encoding`, `If-None-Match`, `Layout-Contract` and
        `Authorization` (the API key an edge in front may ask for; layoutd ignores it), for two hours (Chromium's
        own ceiling). For another origin the 204 has none of these, and the browser keeps the page's request from
        being sent. Credentials (cookies, client certificates) are never allowed. Without `--cors-origins` (the
        default) `OPTIONS` is a 405, as for any method the path does not list.
      parameters:
        - name: Origin
          in: header
          required: false
          description: The page's origin, as the browser serialises it (`https://app.example.com`).
          schema: {type: string}
        - name: Access-Control-Request-Method
          in: header
          required: false
          description: The method the page will send (`POST`).
          schema: {type: string}
        - name: Access-Control-Request-Headers
          in: header
          required: false
          description: The headers the page will send that a page may not send unasked, lowercased.
          schema: {type: string}
      responses:
        "204":
          description: |
            The preflight's answer. For an allowed `Origin`: `Access-Control-Allow-Origin` (the origin, or `*` when
            every origin is allowed), `-Allow-Methods`, `-Allow-Headers`, `-Max-Age` and `-Expose-Headers`; for
            another origin none of them. `Vary: Origin` when a list of origins is allowed. No body.
          headers:
            Allow:
              description: "`POST, OPTIONS`."
              required: true
              schema: {type: string, const: "POST, OPTIONS"}
            Access-Control-Allow-Origin:
              description: The page's origin, or `*` when every origin is allowed; absent for an origin not allowed.
              schema: {type: string}
            Access-Control-Allow-Methods:
              description: "`POST`, for an allowed origin."
              schema: {type: string, const: POST}
            Access-Control-Allow-Headers:
              description: The request headers a page may send, for an allowed origin.
              schema:
                type: string
                const: "Content-Type, Content-Encoding, Accept, Accept-Encoding, If-None-Match, Layout-Contract, Authorization"
            Access-Control-Max-Age:
              description: Seconds the browser may keep this answer (7200), for an allowed origin.
              schema: {type: string, const: "7200"}
            Access-Control-Expose-Headers: {$ref: "#/components/headers/AccessControlExposeHeaders"}
            Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
  /healthz:
    get:
      tags: [operations]
      operationId: healthz
      summary: "Liveness: the process is up and answering."
      description: Always 200 while the process serves requests, draining included (liveness, not readiness).
      responses:
        "200":
          description: Alive.
          headers:
            Cache-Control: {$ref: "#/components/headers/NoStore"}
            Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Health"
              example: {status: ok}
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
  /readyz:
    get:
      tags: [operations]
      operationId: readyz
      summary: "Readiness: 200 while accepting work, 503 once draining on SIGTERM."
      responses:
        "200":
          description: Ready to accept requests.
          headers:
            Cache-Control: {$ref: "#/components/headers/NoStore"}
            Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Health"
              example: {status: ready}
        "503":
          description: "Draining after SIGTERM: in-flight requests finish, new work should go elsewhere."
          headers:
            Cache-Control: {$ref: "#/components/headers/NoStore"}
            Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Health"
              example: {status: draining}
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
  /metrics:
    get:
      tags: [operations]
      operationId: metrics
      summary: Prometheus metrics in the text exposition format (version 0.0.4).
      description: |
        Prometheus' standard process metrics (`process_cpu_seconds_total`, `process_resident_memory_bytes`,
        `process_virtual_memory_bytes`, `process_open_fds`, `process_max_fds`, `process_start_time_seconds`,
        read from `/proc`), then `http_requests_total{method,route,code}`, the `http_request_duration_seconds`
        histogram, in-flight requests, items laid out, `layoutd_requests_total{family}` (`POST /layout` answers
        by layout family, `undecoded` when the body was refused before its family was known: malformed or invalid
        JSON, a 413, a 415), `layoutd_problems_total{type}` (problem answers by their `type`) and a
        `layoutd_build_info` gauge. Labels are low-cardinality: `route` is one of the paths listed here or `other`;
        families and problem types are closed sets, each exported from 0.
      responses:
        "200":
          description: The metrics.
          headers:
            Cache-Control: {$ref: "#/components/headers/NoStore"}
            Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
          content:
            text/plain:
              schema:
                type: string
              example: |
                # HELP http_requests_total Requests answered, by method, route and status code.
                # TYPE http_requests_total counter
                http_requests_total{method="POST",route="/layout",code="200"} 12
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
  /openapi.yaml:
    get:
      tags: [operations]
      operationId: openapi
      summary: This document, as served.
      parameters:
        - $ref: "#/components/parameters/IfNoneMatch"
      responses:
        "200":
          description: The OpenAPI document, byte for byte the repository's `openapi.yaml`, as UTF-8 text.
          headers:
            ETag: {$ref: "#/components/headers/ETag"}
            Cache-Control: {$ref: "#/components/headers/NoCache"}
            Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
          content:
            application/yaml:
              schema:
                title: OpenAPIDocumentText
                description: The YAML text of this document.
                type: string
        "304":
          $ref: "#/components/responses/NotModified"
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
  /:
    get:
      tags: [operations]
      operationId: playground
      summary: The playground page.
      description: Edit or pick an example request, drag a scroll slider, and see the SVG and the JSON update.
      parameters:
        - $ref: "#/components/parameters/IfNoneMatch"
      responses:
        "200":
          description: The playground HTML page.
          headers:
            ETag: {$ref: "#/components/headers/ETag"}
            Cache-Control: {$ref: "#/components/headers/NoCache"}
            Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
          content:
            text/html:
              schema:
                type: string
        "304":
          $ref: "#/components/responses/NotModified"
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
components:
  parameters:
    LayoutContract:
      name: Layout-Contract
      in: header
      required: false
      description: |
        The contract version the request needs, a whole number from 1 in decimal digits. 1 to 5 (the values the
        pattern allows) are served as without the header, since each contract keeps the earlier ones' requests
        valid; a later version is a 406 naming the server's, before the body is read; anything else a 400
        (`/problems/malformed-request`).
      schema:
        type: string
        pattern: '^[ \t]*0*[1-5][ \t]*$'
      example: "5"
    IfNoneMatch:
      name: If-None-Match
      in: header
      required: false
      description: |
        Entity tags from an earlier answer (a list, or `*`), compared weakly with this document's `ETag`: a match is
        a 304 without a body.
      schema:
        type: string
  headers:
    LayoutContract:
      description: |
        The contract version the server speaks: 5, this document's. On every answer, whatever its status (but those
        the HTTP library gives before the service sees the request: the 431, 414, 413 and 400 of "HTTP" above).
      required: true
      schema: {type: string, const: "5"}
    AccessControlExposeHeaders:
      description: |
        With `--cors-origins`, on every answer to an allowed `Origin`: the answer headers its page may read beyond
        the ones every page may (`ETag, Retry-After, Layout-Contract`). Beside it `Access-Control-Allow-Origin` and,
        with a list of origins, `Vary: Origin`.
      schema: {type: string, const: "ETag, Retry-After, Layout-Contract"}
    NoStore:
      description: "`no-store`: the answer describes this moment (or one request), so no cache may keep it."
      required: true
      schema: {type: string, const: no-store}
    NoCache:
      description: "`no-cache`: a cache may keep the answer but must revalidate it (`If-None-Match`) before each use."
      required: true
      schema: {type: string, const: no-cache}
    ETag:
      description: |
        A strong entity tag of the document's bytes, `"<64-bit FNV-1a hash>-<length>"` in hex, fixed for the build;
        weak (`W/"…"`) on a gzip-compressed answer, whose bytes are another representation of the same content.
      required: true
      schema: {type: string, pattern: '^(W/)?"[0-9a-f]+-[0-9a-f]+"$'}
  responses:
    NotModified:
      description: |
        `If-None-Match` matched: the copy the client holds is current. No body; `ETag`, `Cache-Control` and
        `Vary` as the 200 would have them, and `Content-Length` the length of that 200's body.
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        ETag: {$ref: "#/components/headers/ETag"}
        Cache-Control: {$ref: "#/components/headers/NoCache"}
    BadRequest:
      description: |
        Malformed JSON (an empty body included), a wrong type, an unknown or misspelt field, a missing required
        field, a value out of range (a negative size, a number beyond 1e9 in magnitude or not finite, `scale`
        outside 1...4), `items` together with `itemCount`, or JSON nested deeper than 64 levels. `errors` names
        each place with a JSON pointer into the request body. Also a `Content-Encoding: gzip` body that is not
        gzip, is corrupt or ends early (type `/problems/malformed-request`, pointer `""`, the detail says which), or
        a `Layout-Contract` that is not a contract version (the same type; the detail quotes it). An unknown field's
        problem adds to its `detail` which contract the server speaks ("This server speaks layout contract 5."): a
        field of a later contract is unknown to an earlier server.
        (v4) Updates: `previous` with `collectionView.contentOffsets` or `scrollTo` (pointer `/previous`),
        `updateAnimation` without `previous` (`/updateAnimation`), a `contentOffset` or `contentOffsets` inside
        `previous.collectionView`, a section `id` repeated among one side's sections (at the repeat,
        `/sections/N/id` or `/previous/sections/N/id`); everything inside `previous` is validated like a request,
        with pointers under `/previous`. (v4) Scroll ranges: `from` after `to` (`/elements/scrollRange`); a range
        together with `collectionView.contentOffsets`, `scrollTo` or an `anchor`, `"report"` included
        (`/elements`); a range together with `previous` (`/previous`).
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          examples:
            repeatedSectionId:
              summary: Two sections of the previous data with one id
              value:
                type: /problems/invalid-request
                title: Invalid request
                status: 400
                detail: "The request has an invalid value at /previous/sections/1/id: repeats the id of /sections/0."
                errors:
                  - pointer: /previous/sections/1/id
                    detail: repeats the id of /sections/0
            unknownField:
              summary: A misspelt field
              value:
                type: /problems/invalid-request
                title: Invalid request
                status: 400
                detail: "The request has an invalid value at /layout/minimumLineSpaceing: unknown field for a flow layout. This server speaks layout contract 5."
                errors:
                  - pointer: /layout/minimumLineSpaceing
                    detail: unknown field for a flow layout
            negativeSize:
              summary: A negative item height
              value:
                type: /problems/invalid-request
                title: Invalid request
                status: 400
                detail: "The request has an invalid value at /sections/2/items/5/height: must be a finite number >= 0."
                errors:
                  - pointer: /sections/2/items/5/height
                    detail: must be a finite number >= 0
            malformed:
              summary: A body that is not JSON
              value:
                type: /problems/malformed-json
                title: Malformed JSON
                status: 400
                detail: expected a JSON value; the body is empty or blank
                errors:
                  - pointer: ""
                    detail: expected a JSON value; the body is empty or blank
    MethodNotAllowed:
      description: The path exists but not for this method; `Allow` lists the methods it accepts.
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
        Allow:
          description: |
            The methods the path accepts: `POST` for `/layout` (`POST, OPTIONS` while calls from web pages are
            allowed) and `GET, HEAD` for the others.
          required: true
          schema:
            type: string
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          example:
            type: /problems/method-not-allowed
            title: Method not allowed
            status: 405
            detail: /layout answers POST, not this method
            errors:
              - pointer: ""
                detail: method not allowed
    NotFound:
      description: Any path not listed in this document.
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          example:
            type: /problems/not-found
            title: Not found
            status: 404
            detail: there is nothing at this path; the service answers POST /layout
            errors:
              - pointer: ""
                detail: unknown path
    ContractNotSupported:
      description: |
        The request's `Layout-Contract` names a later contract than the server speaks (type
        `/problems/unsupported-contract`, pointer `""`): the server is older than the client. The detail and the
        answer's own `Layout-Contract` name the server's version; nothing was computed, and the body was not read.
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          example:
            type: /problems/unsupported-contract
            title: Contract not supported
            status: 406
            detail: this server speaks layout contract 5; the request needs contract 6
            errors:
              - pointer: ""
                detail: this server speaks layout contract 5; the request needs contract 6
    ContentTooLarge:
      description: |
        The body is over the configured byte limit (`--max-body-bytes`, default 8 MiB), answered from
        `Content-Length` before the body is read, or for a chunked body as soon as the limit is passed; or the
        request holds more
        explicit items across all sections than `--max-items` (default 1,000,000; uniform `itemCount` sections
        do not count), or more sections than `--max-sections` (default 100,000). For the two counts `errors`
        points at the `items` array where the total passed the limit, or at `/sections`. (v4) With `previous` both
        counts take both sides together: the previous data's items and sections after the request's own (pointers
        under `/previous` when the previous data passes the limit). A `Content-Encoding: gzip`
        body is held to the limit twice: as sent, and as inflated, refused as soon as inflating would pass it (a
        small body that inflates a thousandfold costs no more than the limit).
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          example:
            type: /problems/too-large
            title: Request too large
            status: 413
            detail: more than 1000000 items in the request
            errors:
              - pointer: /sections/3/items
                detail: more than 1000000 items in the request
    UnsupportedMediaType:
      description: |
        The body is not JSON: `Content-Type` is missing, is not `application/json`, or names a charset other than
        utf-8. Or it comes in a content coding the server cannot read: a `Content-Encoding` other than `gzip`,
        `x-gzip` or `identity`, or more than one (type `/problems/unsupported-content-encoding`, with an
        `Accept-Encoding: gzip` header, and the connection is closed).
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
        Accept-Encoding:
          description: "`gzip`, on a 415 for a content coding: the one coding the server reads in request bodies."
          schema: {type: string, const: gzip}
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          example:
            type: /problems/unsupported-media-type
            title: Unsupported media type
            status: 415
            detail: "the body must be application/json (charset utf-8), not text/plain"
            errors:
              - pointer: ""
                detail: not JSON
    UnprocessableContent:
      description: |
        A well-formed request that no layout can satisfy: a waterfall `columnCount` below 1, a magazine
        `{"fractional": n}` with n below 1, horizontal scrolling for `waterfall` or `magazine` (vertical only),
        a `contentInset` wider than the bounds (pointer `/collectionView/contentInset`, every family), (v4) a
        section inset (flow `sectionInset` and a section's `inset`, waterfall `sectionInset` and `inset`, iglist
        `inset`, magazine `sectionInsets`) whose left + right (top + bottom when scrolling horizontally) is more
        than the content width (pointer: that inset, the layout's field or the section's own override; a width of
        exactly 0 is valid), waterfall columns that do not fit (`(columnCount - 1) * minimumColumnSpacing` more
        than the section's width; pointer: the section's `minimumColumnSpacing` when it has one, else
        `/layout/minimumColumnSpacing`), or a request
        whose cost a few bytes multiply past the work budget (300,000 units, about 20 ms of CPU): a compositional
        group tree repeated inside itself (`count` and `repeatingSubitem` groups nested, each item, group and absent
        copy solved counted; pointer: the group or item), or an IGListKit uniform section whose rows have no period
        at a screen scale whose pixel grid has none, such as 2.4 (each row past a section's first 104 counted;
        pointer `/sections/<s>/itemCount`). Nothing else is counted: a request's work is bounded by its body and its
        answer by the way it is computed (uniform sections in closed form whatever their `itemCount`, sections found
        by search, a query examining about what it returns), so every other valid request is answered.
        Also a result holding more
        attributes than `--max-attributes` (default 100,000; pointer `/elements`), or an answer whose body would
        be larger than `--max-answer-bytes` (default 64 MiB of JSON; pointer `/elements`; every timeline entry,
        anchor and offset counted; found before the body is built, so an answer within the limit is never
        refused), or an SVG picture that would draw more than `--max-svg-elements` (default 5,000; pointer
        `/elements`): ask for a smaller `elements: {"rect": ...}` instead. (v4) With `previous`: a
        `previous.layout.type` other than the request's (`/previous/layout/type`); the previous layout's own 422s
        located under `/previous`; the attribute limit counting the answer's attributes and both ends of every
        update element (`UpdateAnimation`). (v4) A scroll range's attributes
        (and its `follows`) count against the same two limits (pointer `/elements`): ask for a shorter range.
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          examples:
            zeroColumns:
              summary: A waterfall with no columns
              value:
                type: /problems/unprocessable-layout
                title: Layout cannot be computed
                status: 422
                detail: columnCount must be at least 1 (got 0)
                errors:
                  - pointer: /layout/columnCount
                    detail: columnCount must be at least 1 (got 0)
            previousOfAnotherFamily:
              summary: Previous data of another layout family
              value:
                type: /problems/unprocessable-layout
                title: Layout cannot be computed
                status: 422
                detail: "the previous data's layout must be of the request's family: an update animates a change of data, not of layout family"
                errors:
                  - pointer: /previous/layout/type
                    detail: "the previous data's layout must be of the request's family: an update animates a change of data, not of layout family"
            tooManyAttributes:
              summary: A result over the attribute limit
              value:
                type: /problems/unprocessable-layout
                title: Layout cannot be computed
                status: 422
                detail: 'the result would hold more than 100000 attributes; ask for a smaller rect with "elements": {"rect": ...} instead'
                errors:
                  - pointer: /elements
                    detail: 'the result would hold more than 100000 attributes; ask for a smaller rect with "elements": {"rect": ...} instead'
            answerTooLarge:
              summary: An answer over the answer size
              value:
                type: /problems/unprocessable-layout
                title: Layout cannot be computed
                status: 422
                detail: 'the answer would be larger than the limit of 67108864 bytes; ask for a smaller rect with "elements": {"rect": ...} instead'
                errors:
                  - pointer: /elements
                    detail: 'the answer would be larger than the limit of 67108864 bytes; ask for a smaller rect with "elements": {"rect": ...} instead'
    InternalServerError:
      description: Never the answer to any input; if it happens it is a bug. No internal text is leaked.
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
    ServiceUnavailable:
      description: |
        The server cannot take the work now, and computed nothing: its queue of requests waiting for a worker is
        full, the request bodies it holds and the answers it has not yet sent are at their bound, or it is
        stopping (then with `Connection: close`). Type `/problems/unavailable`, pointer `""`. Retry after
        `Retry-After` seconds, on another replica if there is one. A body refused before it was read (its
        `Content-Length` alone would pass the bound) also gets `Connection: close`.
      headers:
        Layout-Contract: {$ref: "#/components/headers/LayoutContract"}
        Cache-Control: {$ref: "#/components/headers/NoStore"}
        Retry-After:
          description: Seconds to wait before retrying (1).
          required: true
          schema: {type: integer, minimum: 1}
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          example:
            type: /problems/unavailable
            title: Service unavailable
            status: 503
            detail: the server has 64 requests waiting already; retry shortly
            errors:
              - pointer: ""
                detail: the server has 64 requests waiting already; retry shortly
  schemas:
    # ---------------------------------------------------------------- numbers and geometry
    Number:
      title: Number
      description: A finite number of magnitude at most 1e9 (400 beyond).
      type: number
      minimum: -1000000000
      maximum: 1000000000
    Length:
      title: Length
      description: A finite number in 0...1e9, for sizes, insets and spacings (400 below 0 or beyond 1e9).
      type: number
      minimum: 0
      maximum: 1000000000
    Count:
      title: Count
      description: A whole number in 0...1e9.
      type: integer
      minimum: 0
      maximum: 1000000000
    ItemCount:
      title: ItemCount
      description: The number of items of a uniform section, 0...10^12 (400 beyond). It costs O(1) to lay out.
      type: integer
      minimum: 0
      maximum: 1000000000000
    Size:
      title: Size
      type: object
      additionalProperties: false
      required: [width, height]
      properties:
        width: {$ref: "#/components/schemas/Length"}
        height: {$ref: "#/components/schemas/Length"}
    Point:
      title: Point
      type: object
      additionalProperties: false
      required: [x, y]
      properties:
        x: {$ref: "#/components/schemas/Coordinate"}
        y: {$ref: "#/components/schemas/Coordinate"}
    Rect:
      title: Rect
      type: object
      additionalProperties: false
      required: [x, y, width, height]
      properties:
        x: {$ref: "#/components/schemas/Coordinate"}
        y: {$ref: "#/components/schemas/Coordinate"}
        width: {$ref: "#/components/schemas/Extent"}
        height: {$ref: "#/components/schemas/Extent"}
    Coordinate:
      title: Coordinate
      description: A position in the content, finite and within ±1e15 (400 beyond).
      type: number
      minimum: -1000000000000000
      maximum: 1000000000000000
    Extent:
      title: Extent
      description: A query rect's width or height, in 0...2e15 (400 beyond).
      type: number
      minimum: 0
      maximum: 2000000000000000
    Insets:
      title: Insets
      description: Edge insets; each edge is optional and defaults to 0.
      type: object
      additionalProperties: false
      properties:
        top: {$ref: "#/components/schemas/Length", default: 0}
        left: {$ref: "#/components/schemas/Length", default: 0}
        bottom: {$ref: "#/components/schemas/Length", default: 0}
        right: {$ref: "#/components/schemas/Length", default: 0}
    # ---------------------------------------------------------------- the request
    LayoutRequest:
      title: LayoutRequest
      description: |
        The scroll view, the layout family and its data, and which attributes to return. Every request has the
        same four members: `collectionView`, `layout`, `sections` and `elements`. Which family `layout.type`
        names decides the schema of `layout` (a branch of `Layout`) and of every entry of `sections` (that
        family's section schema), so the request is one of the per-family requests below; exactly one matches,
        since their `layout.type` constants differ.
      oneOf:
        - $ref: "#/components/schemas/FlowLayoutRequest"
        - $ref: "#/components/schemas/WaterfallLayoutRequest"
        - $ref: "#/components/schemas/IGListLayoutRequest"
        - $ref: "#/components/schemas/MagazineLayoutRequest"
        - $ref: "#/components/schemas/CompositionalLayoutRequest"
    FlowLayoutRequest:
      title: FlowLayoutRequest
      description: A request laying out a `flow` layout and its `FlowSection`s.
      type: object
      additionalProperties: false
      required: [collectionView, layout, sections]
      properties:
        collectionView: {$ref: "#/components/schemas/CollectionView"}
        layout: {$ref: "#/components/schemas/FlowLayout"}
        sections:
          description: The data, one entry per section (may be empty). At most 100,000 sections (`--max-sections`; 413).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/FlowSection"}
        elements: {$ref: "#/components/schemas/Elements"}
        scrollTo: {$ref: "#/components/schemas/ScrollTo"}
        timelineEncoding: {$ref: "#/components/schemas/TimelineEncoding"}
        anchor: {$ref: "#/components/schemas/AnchorRequest"}
        previous: {$ref: "#/components/schemas/FlowPrevious"}
        updateAnimation: {$ref: "#/components/schemas/UpdateAnimation"}
        fling: {$ref: "#/components/schemas/Fling"}
      # scrollTo answers at one offset: not together with a timeline (400 at /scrollTo). An anchor to resolve
      # chooses the offset: not together with a timeline or scrollTo (400 at /anchor). An update answers at one
      # new offset: previous not together with a timeline or scrollTo (400 at /previous); updateAnimation only
      # with previous (400 at /updateAnimation). A scroll range answers every offset of its range: not together
      # with a timeline, scrollTo or any anchor (400 at /elements), nor with previous (400 at /previous). A fling
      # answers where it comes to rest: not together with a timeline, scrollTo, an anchor to resolve or previous
      # (400 at /fling).
      dependentSchemas:
        scrollTo: {properties: {collectionView: {not: {required: [contentOffsets]}}}}
        anchor:
          if: {properties: {anchor: {type: object}}}
          then: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        previous: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        updateAnimation: {required: [previous]}
        fling:
          properties:
            collectionView: {not: {required: [contentOffsets]}}
            anchor: {not: {type: object}}
            scrollTo: {not: {}}
            previous: {not: {}}
        elements:
          if: {properties: {elements: {type: object, required: [scrollRange]}}}
          then:
            properties:
              collectionView: {not: {required: [contentOffsets]}}
              scrollTo: {not: {}}
              anchor: {not: {}}
              previous: {not: {}}
    WaterfallLayoutRequest:
      title: WaterfallLayoutRequest
      description: A request laying out a `waterfall` layout and its `WaterfallSection`s.
      type: object
      additionalProperties: false
      required: [collectionView, layout, sections]
      properties:
        collectionView: {$ref: "#/components/schemas/CollectionView"}
        layout: {$ref: "#/components/schemas/WaterfallLayout"}
        sections:
          description: The data, one entry per section (may be empty). At most 100,000 sections (`--max-sections`; 413).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/WaterfallSection"}
        elements: {$ref: "#/components/schemas/Elements"}
        scrollTo: {$ref: "#/components/schemas/ScrollTo"}
        timelineEncoding: {$ref: "#/components/schemas/TimelineEncoding"}
        anchor: {$ref: "#/components/schemas/AnchorRequest"}
        previous: {$ref: "#/components/schemas/WaterfallPrevious"}
        updateAnimation: {$ref: "#/components/schemas/UpdateAnimation"}
        fling: {$ref: "#/components/schemas/Fling"}
      # scrollTo answers at one offset: not together with a timeline (400 at /scrollTo). An anchor to resolve
      # chooses the offset: not together with a timeline or scrollTo (400 at /anchor). An update answers at one
      # new offset: previous not together with a timeline or scrollTo (400 at /previous); updateAnimation only
      # with previous (400 at /updateAnimation). A scroll range answers every offset of its range: not together
      # with a timeline, scrollTo or any anchor (400 at /elements), nor with previous (400 at /previous). A fling
      # answers where it comes to rest: not together with a timeline, scrollTo, an anchor to resolve or previous
      # (400 at /fling).
      dependentSchemas:
        scrollTo: {properties: {collectionView: {not: {required: [contentOffsets]}}}}
        anchor:
          if: {properties: {anchor: {type: object}}}
          then: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        previous: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        updateAnimation: {required: [previous]}
        fling:
          properties:
            collectionView: {not: {required: [contentOffsets]}}
            anchor: {not: {type: object}}
            scrollTo: {not: {}}
            previous: {not: {}}
        elements:
          if: {properties: {elements: {type: object, required: [scrollRange]}}}
          then:
            properties:
              collectionView: {not: {required: [contentOffsets]}}
              scrollTo: {not: {}}
              anchor: {not: {}}
              previous: {not: {}}
    IGListLayoutRequest:
      title: IGListLayoutRequest
      description: A request laying out a `iglist` layout and its `IGListSection`s.
      type: object
      additionalProperties: false
      required: [collectionView, layout, sections]
      properties:
        collectionView: {$ref: "#/components/schemas/CollectionView"}
        layout: {$ref: "#/components/schemas/IGListLayout"}
        sections:
          description: The data, one entry per section (may be empty). At most 100,000 sections (`--max-sections`; 413).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/IGListSection"}
        elements: {$ref: "#/components/schemas/Elements"}
        scrollTo: {$ref: "#/components/schemas/ScrollTo"}
        timelineEncoding: {$ref: "#/components/schemas/TimelineEncoding"}
        anchor: {$ref: "#/components/schemas/AnchorRequest"}
        previous: {$ref: "#/components/schemas/IGListPrevious"}
        updateAnimation: {$ref: "#/components/schemas/UpdateAnimation"}
        fling: {$ref: "#/components/schemas/Fling"}
      # scrollTo answers at one offset: not together with a timeline (400 at /scrollTo). An anchor to resolve
      # chooses the offset: not together with a timeline or scrollTo (400 at /anchor). An update answers at one
      # new offset: previous not together with a timeline or scrollTo (400 at /previous); updateAnimation only
      # with previous (400 at /updateAnimation). A scroll range answers every offset of its range: not together
      # with a timeline, scrollTo or any anchor (400 at /elements), nor with previous (400 at /previous). A fling
      # answers where it comes to rest: not together with a timeline, scrollTo, an anchor to resolve or previous
      # (400 at /fling).
      dependentSchemas:
        scrollTo: {properties: {collectionView: {not: {required: [contentOffsets]}}}}
        anchor:
          if: {properties: {anchor: {type: object}}}
          then: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        previous: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        updateAnimation: {required: [previous]}
        fling:
          properties:
            collectionView: {not: {required: [contentOffsets]}}
            anchor: {not: {type: object}}
            scrollTo: {not: {}}
            previous: {not: {}}
        elements:
          if: {properties: {elements: {type: object, required: [scrollRange]}}}
          then:
            properties:
              collectionView: {not: {required: [contentOffsets]}}
              scrollTo: {not: {}}
              anchor: {not: {}}
              previous: {not: {}}
    MagazineLayoutRequest:
      title: MagazineLayoutRequest
      description: A request laying out a `magazine` layout and its `MagazineSection`s.
      type: object
      additionalProperties: false
      required: [collectionView, layout, sections]
      properties:
        collectionView: {$ref: "#/components/schemas/CollectionView"}
        layout: {$ref: "#/components/schemas/MagazineLayout"}
        sections:
          description: The data, one entry per section (may be empty). At most 100,000 sections (`--max-sections`; 413).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/MagazineSection"}
        elements: {$ref: "#/components/schemas/Elements"}
        scrollTo: {$ref: "#/components/schemas/ScrollTo"}
        timelineEncoding: {$ref: "#/components/schemas/TimelineEncoding"}
        anchor: {$ref: "#/components/schemas/AnchorRequest"}
        previous: {$ref: "#/components/schemas/MagazinePrevious"}
        updateAnimation: {$ref: "#/components/schemas/UpdateAnimation"}
        fling: {$ref: "#/components/schemas/Fling"}
      # scrollTo answers at one offset: not together with a timeline (400 at /scrollTo). An anchor to resolve
      # chooses the offset: not together with a timeline or scrollTo (400 at /anchor). An update answers at one
      # new offset: previous not together with a timeline or scrollTo (400 at /previous); updateAnimation only
      # with previous (400 at /updateAnimation). A scroll range answers every offset of its range: not together
      # with a timeline, scrollTo or any anchor (400 at /elements), nor with previous (400 at /previous). A fling
      # answers where it comes to rest: not together with a timeline, scrollTo, an anchor to resolve or previous
      # (400 at /fling).
      dependentSchemas:
        scrollTo: {properties: {collectionView: {not: {required: [contentOffsets]}}}}
        anchor:
          if: {properties: {anchor: {type: object}}}
          then: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        previous: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        updateAnimation: {required: [previous]}
        fling:
          properties:
            collectionView: {not: {required: [contentOffsets]}}
            anchor: {not: {type: object}}
            scrollTo: {not: {}}
            previous: {not: {}}
        elements:
          if: {properties: {elements: {type: object, required: [scrollRange]}}}
          then:
            properties:
              collectionView: {not: {required: [contentOffsets]}}
              scrollTo: {not: {}}
              anchor: {not: {}}
              previous: {not: {}}
    CompositionalLayoutRequest:
      title: CompositionalLayoutRequest
      description: A request laying out a `compositional` layout and its `CompositionalSection`s.
      type: object
      additionalProperties: false
      required: [collectionView, layout, sections]
      properties:
        collectionView: {$ref: "#/components/schemas/CollectionView"}
        layout: {$ref: "#/components/schemas/CompositionalLayout"}
        sections:
          description: The data, one entry per section (may be empty). At most 100,000 sections (`--max-sections`; 413).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/CompositionalSection"}
        elements: {$ref: "#/components/schemas/Elements"}
        scrollTo: {$ref: "#/components/schemas/ScrollTo"}
        timelineEncoding: {$ref: "#/components/schemas/TimelineEncoding"}
        anchor: {$ref: "#/components/schemas/AnchorRequest"}
        previous: {$ref: "#/components/schemas/CompositionalPrevious"}
        updateAnimation: {$ref: "#/components/schemas/UpdateAnimation"}
        fling: {$ref: "#/components/schemas/Fling"}
      # scrollTo answers at one offset: not together with a timeline (400 at /scrollTo). An anchor to resolve
      # chooses the offset: not together with a timeline or scrollTo (400 at /anchor). An update answers at one
      # new offset: previous not together with a timeline or scrollTo (400 at /previous); updateAnimation only
      # with previous (400 at /updateAnimation). A scroll range answers every offset of its range: not together
      # with a timeline, scrollTo or any anchor (400 at /elements), nor with previous (400 at /previous). A fling
      # answers where it comes to rest: not together with a timeline, scrollTo, an anchor to resolve or previous
      # (400 at /fling).
      dependentSchemas:
        scrollTo: {properties: {collectionView: {not: {required: [contentOffsets]}}}}
        anchor:
          if: {properties: {anchor: {type: object}}}
          then: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        previous: {properties: {collectionView: {not: {required: [contentOffsets]}}}, not: {required: [scrollTo]}}
        updateAnimation: {required: [previous]}
        fling:
          properties:
            collectionView: {not: {required: [contentOffsets]}}
            anchor: {not: {type: object}}
            scrollTo: {not: {}}
            previous: {not: {}}
        elements:
          if: {properties: {elements: {type: object, required: [scrollRange]}}}
          then:
            properties:
              collectionView: {not: {required: [contentOffsets]}}
              scrollTo: {not: {}}
              anchor: {not: {}}
              previous: {not: {}}
    CollectionView:
      title: CollectionView
      description: The scroll view.
      type: object
      additionalProperties: false
      required: [size]
      properties:
        size:
          $ref: "#/components/schemas/Size"
          description: The bounds size.
        contentInset:
          $ref: "#/components/schemas/Insets"
          description: The *adjusted* content inset (safe area and bars included). Default 0.
        contentOffset:
          $ref: "#/components/schemas/Point"
          description: |
            The origin of the visible bounds in content coordinates. Default `{x: -contentInset.left,
            y: -contentInset.top}`, the scrolled-to-top position; in a mirrored layout (see `layoutDirection`)
            the default x is the leading (right) end, `contentSize.width - size.width + contentInset.right`. The
            visible rect is `{contentOffset.x, contentOffset.y, size.width, size.height}`. Not together with
            `contentOffsets` (400 at `/collectionView/contentOffsets`).
        contentOffsets:
          description: |
            A scroll timeline: instead of `contentOffset`, 1 to 64 positions answered at once (an empty list,
            more than 64, or `contentOffset` beside it are 400s at this field; `scrollTo` beside it is a 400 at
            `/scrollTo`). The answer is a `TimelineResponse`: one entry per offset in request order, each exactly
            what a request with that single `contentOffset` answers (pinning at that offset, `elements` applied
            at that offset). The layout is computed once and queried at every offset. The attribute limit
            (`--max-attributes`) counts the attributes of every entry as a full timeline holds them, whichever
            `timelineEncoding` is asked for, so the encoding never decides whether a request is refused.
          type: array
          minItems: 1
          maxItems: 64
          items: {$ref: "#/components/schemas/Point"}
        layoutDirection:
          $ref: "#/components/schemas/LayoutDirection"
        scale:
          description: The screen scale, for families that round to the pixel grid (`waterfall`, `iglist`, `magazine`; `flow` does not round).
          type: number
          minimum: 1
          maximum: 4
          default: 1
        safeAreaInsets:
          $ref: "#/components/schemas/Insets"
          description: The safe area insets; read by `compositional` only (`contentInsetsReference` `safeArea`). Default 0.
        layoutMargins:
          $ref: "#/components/schemas/Insets"
          description: The layout margins; read by `compositional` only (`layoutMargins`). Default 0.
        readableContentInsets:
          $ref: "#/components/schemas/Insets"
          description: The readable content guide's insets; read by `compositional` only (`readableContent`). Default 0.
      # contentOffset and contentOffsets exclude each other.
      dependentSchemas:
        contentOffsets: {properties: {contentOffset: {not: {}}}}
    LayoutDirection:
      title: LayoutDirection
      description: |
        The user interface direction. UIKit mirrors a layout whose `flipsHorizontallyInOppositeLayoutDirection`
        is true when the direction is right-to-left: the layout is computed left-to-right with the visible rect
        mirrored (`x' = contentSize.width - x - size.width`) and `contentInset.left`/`right` swapped, then every
        frame is mirrored (`x' = contentSize.width - x - width`), so a horizontal layout starts at the right end
        and its pinned headers pin to the right edge (inside `contentInset.right`). `contentOffset` keeps
        UIKit's meaning (the left edge of the visible bounds); a `rect` in `elements` is in the same (mirrored)
        coordinates as the answer. Mirroring touches only the returned elements, so a billion-item uniform
        section mirrors in constant time.
      type: string
      enum: [leftToRight, rightToLeft]
      default: leftToRight
    ScrollTo:
      title: ScrollTo
      description: |
        Answer at the offset `UICollectionView.scrollToItem(at:at:)` would scroll to, and carry it as the
        response's top-level `contentOffset`. With the item's resting frame `f` and the visible length
        `v = size.height - contentInset.top - contentInset.bottom`: `top` → `y = f.minY - contentInset.top`;
        `bottom` → `y = f.maxY - contentInset.top - v`; `centeredVertically` → `y = f.midY - contentInset.top -
        v / 2`; then clamped to `[-contentInset.top, max(-contentInset.top, contentSize.height +
        contentInset.bottom - size.height)]`. `left`, `centeredHorizontally` and `right` do the same on x (with
        `contentInset.left`/`right` and widths); in a mirrored layout they read the mirrored frame, so `left`
        still puts the item at the left edge. The other coordinate keeps `contentOffset`'s (or its default). An
        index path that does not exist (a section or item out of range, or negative) is a 422 at
        `/scrollTo/indexPath`; a uniform section's item a billion deep is found in constant time.
      type: object
      additionalProperties: false
      required: [indexPath, position]
      properties:
        indexPath:
          description: "`[section, item]`: two integers."
          type: array
          minItems: 2
          maxItems: 2
          items: {type: integer, minimum: -1000000000, maximum: 1000000000}
        position: {$ref: "#/components/schemas/ScrollPosition"}
    ScrollPosition:
      title: ScrollPosition
      description: "UIKit's `UICollectionView.ScrollPosition`: where the item ends up in the visible bounds."
      type: string
      enum: [top, centeredVertically, bottom, left, centeredHorizontally, right]
    TimelineEncoding:
      title: TimelineEncoding
      description: |
        How a timeline (`collectionView.contentOffsets`) is written: `full`, every entry with all its
        attributes; `delta`, entry k > 0 with only the attributes that appeared or changed (frame, zIndex or
        pinned) since entry k − 1, in order, and `removed` (always present on those entries, possibly empty)
        naming those that left. Without `contentOffsets` it has no effect.
      type: string
      enum: [full, delta]
      default: full
    Elements:
      title: Elements
      description: |
        Which attributes to return: those intersecting the visible rect at `contentOffset` (`"visible"`, the
        default), every element (`"all"`), those intersecting a rect (`{"rect": Rect}`, like
        `layoutAttributesForElements(in:)`), or (v4) every element visible at some offset of a scroll range, with
        how each pinned one moves (`{"scrollRange": ScrollRange}`, answered by an
        `AttributesInScrollRangeResponse`). A frame intersects a rect when the overlap has positive area, so
        zero-area frames are returned only by `"all"`.
      default: visible
      oneOf:
        - $ref: "#/components/schemas/ElementsKeyword"
        - $ref: "#/components/schemas/ElementsInRect"
        - $ref: "#/components/schemas/ElementsInScrollRange"
    ElementsKeyword:
      title: ElementsKeyword
      description: "`visible`: the elements intersecting the visible rect at `contentOffset`; `all`: every element."
      type: string
      enum: [visible, all]
    ElementsInRect:
      title: ElementsInRect
      description: The elements intersecting `rect`, like `layoutAttributesForElements(in:)`.
      type: object
      additionalProperties: false
      required: [rect]
      properties:
        rect: {$ref: "#/components/schemas/Rect"}
    ElementsInScrollRange:
      title: ElementsInScrollRange
      description: |
        (v4) Scrolling without a round trip: one answer from which the client computes, on its own and exactly,
        what the service answers at any offset of `scrollRange`. The answer is an
        `AttributesInScrollRangeResponse`: every element that a `"visible"` request would list at *some* offset of
        the range, once, in the usual order, with its resting frame and resting zIndex (headers and footers
        `"pinned": false`), and `follows` on each element pinning can move.

        Every offset of the range is a `contentOffset` whose scroll-axis coordinate (y scrolling vertically, x
        horizontally) runs over the range and whose other coordinate is `collectionView.contentOffset`'s, or its
        default; the scroll-axis coordinate of `contentOffset` itself is not read. An element marked `orthogonal`
        counts as visible where it meets the visible rect moved by its section's `orthogonalContentOffset`, as in
        any visible query.

        Refused with a 400: `from` greater than `to` (at `/elements/scrollRange`); a range together with
        `collectionView.contentOffsets`, `scrollTo` or an `anchor` (`"report"` too), each answering at offsets of
        its own (at `/elements`); a range together with `previous` (at `/previous`). A range may be as long as the
        content or longer; its attributes count against `--max-attributes` and the answer size like any answer's
        (422 at `/elements`: ask for a shorter range). Once the layout is laid out, a range costs one query and
        its answer, whatever its length.
      type: object
      additionalProperties: false
      required: [scrollRange]
      properties:
        scrollRange: {$ref: "#/components/schemas/ScrollRange"}
    ScrollRange:
      title: ScrollRange
      description: |
        (v4) A closed range of scroll offsets, `from <= to` (400 at `/elements/scrollRange` otherwise), both
        along the scroll axis: y when the layout scrolls vertically, x when horizontally. They are physical
        coordinates bounded as `contentOffset` is (finite, within ±1e15), whatever the layout direction: in a
        mirrored layout scrolling horizontally, whose start is at the right end, the start is the larger x.
        `from == to` is a range of one offset. An answer repeats the range as it was asked.
      type: object
      additionalProperties: false
      required: [from, to]
      properties:
        from:
          $ref: "#/components/schemas/Coordinate"
          description: The first offset of the range.
        to:
          $ref: "#/components/schemas/Coordinate"
          description: The last offset of the range, at least `from`.
    ScrollDirection:
      title: ScrollDirection
      description: |
        `horizontal` swaps x/y, top/left and bottom/right in every rule (lines become columns, headers sit on the
        left).
      type: string
      enum: [vertical, horizontal]
      default: vertical
    SectionSelection:
      title: SectionSelection
      description: |
        Which sections: none, all, or only the listed section indices (indices that do not exist are ignored).
      default: none
      # The keywords are an inline enum, titled so generators name it: typescript-fetch writes a referenced enum
      # branch as a cast from the array type, which tsc rejects (TS2352), and checks an inline one by its values.
      oneOf:
        - title: SectionSelectionKeyword
          description: "`none`: no section; `all`: every section."
          type: string
          enum: [none, all]
        - $ref: "#/components/schemas/SectionIndices"
    SectionIndices:
      title: SectionIndices
      description: Only the listed section indices (indices that do not exist are ignored).
      type: array
      maxItems: 100000
      items: {$ref: "#/components/schemas/Count"}
    Pinning:
      title: Pinning
      description: |
        Sticky headers and footers, for every family. Vertical scrolling (horizontal swaps the axes):
        `pinTop = contentOffset.y + contentInset.top + offset`; a pinned header sits at
        `y = max(restingY, pinTop)`, or with `stickHeight` at `y = max(restingY, pinTop - (h - stickHeight))`,
        then bounded by `until`. A pinned footer sits at `y = min(restingY, max(visibleBottom - h,
        sectionContentTop))` with `visibleBottom = contentOffset.y + size.height - contentInset.bottom`, where
        `sectionContentTop` is the bottom of the section's header, or the section's start without one (for
        `magazine`, MagazineLayout's: the section's start plus `sectionInsets.top` plus the header's height). A
        header or footer whose frame differs from its resting frame reports `pinned: true` and gets `zIndex`.
        Pinning never moves a header above its resting place, so pulling past the top carries it with the
        content. (v4) Each
        element's rule is one formula with three numbers fixed by the resting layout, `min(max(contentOffset.y + c,
        lo), hi)` (`Follows` gives them), by which the service places it at every offset it answers.
      type: object
      additionalProperties: false
      properties:
        headers:
          $ref: "#/components/schemas/SectionSelection"
          description: Which sections' headers pin to the top edge. Default `"none"`.
        footers:
          $ref: "#/components/schemas/SectionSelection"
          description: Which sections' footers pin to the bottom edge. Default `"none"`.
        offset:
          $ref: "#/components/schemas/Number"
          description: |
            Extra distance below the visible top edge (after `contentInset.top`) where headers pin, e.g. a
            navigation bar not already in the inset. May be negative. Default 0.
          default: 0
        stickHeight:
          description: |
            When set, a pinned header scrolls up until only its last `stickHeight` points remain visible, then
            stays. Default null (the whole header stays). A `stickHeight` at or above the header's height pins
            the whole header: the lift `h - stickHeight` is never negative, so a header never pins lower than
            it would without `stickHeight`.
          default: null
          type: [number, "null"]
          minimum: 0
          maximum: 1000000000
        until: {$ref: "#/components/schemas/PinningBound"}
        zIndex:
          description: |
            zIndex of pinned headers and footers. Default 1024; for `iglist`, when absent, IGListKit's scheme
            (`section*1000 + 999` for supplementaries, pinned or not).
          type: integer
          minimum: -1000000000
          maximum: 1000000000
    PinningBound:
      title: PinningBound
      description: |
        What pushes a pinned header away: the start of the next section (`nextSection`: where the layout
        begins placing the following section, before its insets; for the last section, the end of its own
        footer and footer insets), the end of its own section's content before its footer (`sectionEnd`), or
        nothing (`never`). Default `nextSection`, but `sectionEnd` for `magazine`. For `iglist` the last
        section's header is not bounded, as in IGListKit.
      type: string
      enum: [nextSection, sectionEnd, never]
    # ---------------------------------------------------------------- flings that come to rest (contract v5)
    Fling:
      title: Fling
      description: |
        (v5) Answer where a fling comes to rest: the drag was released at `collectionView.contentOffset` (its
        default when absent) with `velocity`, and the answer is the usual one computed at the resting offset
        (`elements` applied there; a scroll range as it is), with `contentOffset` the resting offset and `fling`
        (`FlingResult`) beside it. With `section`, the fling moves that `compositional` section's
        `orthogonalContentOffset` instead (released at it, answered at its resting value; no `contentOffset`).

        The four steps along the scroll axis (y, or x scrolling horizontally; the cross component of `velocity`
        is not read), in doubles in exactly this order (`o` the release offset, `size` the bounds' length, `t`
        and `b` the content insets at the axis's two ends, `C` the content length, the range `[-t, max(C - size
        + b, -t)]`): (1) `v` clamped to `±maxVelocity`; (2) the projection `p` (`Snapping.projection`); (3) the
        target by the policy and its rule (`Snapping`, `SnapSelect`); (4) the resting offset, the target
        clamped to the range. `Snapping` says each.

        Refused with a 400 at `/fling`: beside `collectionView.contentOffsets`, `scrollTo`, an Anchor to resolve
        or `previous` (each decides the offset another way); without `startOffset` while the snapping's `limit`
        counts from the drag's start (400 at `/fling/startOffset`). A `section` that is not an orthogonal
        section of a `compositional` layout (another family, no such section, or `orthogonalScrollingBehavior`
        `none`) is a 422 at `/fling/section`. A fling whose projection, target or resting offset would pass
        ±1e15 is a 422 at `/fling`.
      type: object
      additionalProperties: false
      required: [velocity]
      properties:
        velocity:
          $ref: "#/components/schemas/Point"
          description: |
            The velocity at release in points per millisecond, the unit of
            `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (an Android client sends its px/s
            as `v / (1000 * density)`).
        startOffset:
          $ref: "#/components/schemas/Point"
          description: Where the drag began (SwiftUI's `originalTarget`); read by `limit` with `from` `start`.
        section:
          description: A `compositional` section whose `orthogonalContentOffset` the fling moves.
          type: integer
          minimum: -1000000000
          maximum: 1000000000
    Snapping:
      title: Snapping
      description: |
        (v5) Where a fling comes to rest along the layout's scroll axis, every family. Default
        `{"policy": "none"}`: plain deceleration, the projection clamped to the scrollable range. `page`: equal
        pages at `origin + k * pageSize`, by arithmetic on the offsets. `item`: the cells' own frames, each with
        a snap offset `s = e - L` (`SnapAnchor`). These rules are exact by definition; where a preset stands for a
        library they are its arithmetic. What UIKit itself does (its proposal, its paging rule, its animation) is
        not claimed.

        A `preset` expands to its fields; fields given beside it replace the preset's. Fields belong to policies:
        `pageSize`, `origin` and `pageClamp` to `page`; `anchor`, `candidates` and `floor` to `item`; `select`
        and `limit` to both. A field of another policy is a 400 at it; so is a `policy` beside a preset other
        than the preset's, a rule the policy does not have (at `select`), and `FSPagerView` without `pageSize`.

        | preset | expands to | the arithmetic of |
        |---|---|---|
        | `UPCarouselFlowLayout` | `item`, `fast`, `center`, `releaseBounds`, `nearest`, `floor: true` | ink-spot/UPCarouselFlowLayout's `targetContentOffset` |
        | `CenteredCollectionView` | `item`, `fast`, `center`, `proposedRect`, `atLeastOneInDirection` | BenEmdon/CenteredCollectionView |
        | `FSPagerView` | `page`, `fast`, `origin` 0, `{"rule": "steps", "steps": 1, "threshold": 0.3}`, `pageClamp: true`; `pageSize` required (its `itemSize + interitemSpacing` on the axis) | WenchaoD/FSPagerView (`decelerationDistance` n is `steps` n, `automaticDistance` is `{"rule": "bias"}`) |
        | `AndroidPagerSnapHelper` | `item`, `normal`, `center`, `releaseBounds`, `nextInDirection` | androidx `PagerSnapHelper.findTargetSnapPosition` |
        | `FlutterPageView` | `page`, `fast`, `halfPage` | Flutter `PageScrollPhysics._getTargetPixels` |
        | `SwiftUIViewAlignedByOne` | `item`, `normal`, `leading`, `all`, `nearest`, `limit: {"count": 1, "from": "start"}` | `.viewAligned(limitBehavior: .alwaysByOne)` as documented (its arithmetic is not published) |

        In a scroll range answer a request with `snapping` (`{}` is enough) also gets `snapping` (the resolved
        policy), `snapPoints` (`item`) and `orthogonalSnapping` (`compositional`): see
        `AttributesInScrollRangeResponse`.
      type: object
      additionalProperties: false
      properties:
        preset: {$ref: "#/components/schemas/SnappingPreset"}
        policy: {$ref: "#/components/schemas/SnapPolicy"}
        decelerationRate:
          $ref: "#/components/schemas/DecelerationRate"
          description: Default `fast` under `page`, else `normal`.
        projection: {$ref: "#/components/schemas/FlingProjection"}
        maxVelocity:
          description: |
            Points per millisecond; a faster fling is computed at it, in every query, so that a scroll range's
            snap points and a single fling agree. Default 10.
          type: number
          exclusiveMinimum: 0
          maximum: 100
          default: 10
        bounce: {$ref: "#/components/schemas/Bounce"}
        pageSize:
          description: "`page`: the page length. Default the bounds' length on the axis (UIKit pages by the bounds)."
          type: number
          exclusiveMinimum: 0
          maximum: 1000000000
        origin:
          description: "`page`: pages lie at `origin + k * pageSize`. Default 0."
          type: number
          minimum: -1000000000000000
          maximum: 1000000000000000
          default: 0
        pageClamp:
          description: |
            `page`: FSPagerView's own clamp of the target, `min(C - pageSize, max(0, target))` (`C` the content
            length on the axis). Default false.
          type: boolean
          default: false
        anchor: {$ref: "#/components/schemas/SnapAnchor"}
        candidates: {$ref: "#/components/schemas/SnapCandidates"}
        select: {$ref: "#/components/schemas/SnapSelect"}
        limit: {$ref: "#/components/schemas/SnapLimit"}
        floor:
          description: "`item`: the target is `floor(s)` (UPCarouselFlowLayout's). Default false."
          type: boolean
          default: false
      # The policy's fields: each field of one policy requires that policy, by `preset` when there is one, else by
      # `policy` (the default `none` has none of them); a `policy` beside a preset is the preset's; FSPagerView's
      # page is its item size plus its spacing, so `pageSize` is required beside it. Whether `select`'s rule is
      # one the policy has would take conditionals over both forms of `select`: the 400 at `/layout/snapping/select`
      # is the server's.
      dependentSchemas:
        preset:
          if: {properties: {preset: {const: FSPagerView}}}
          then: {required: [pageSize]}
        policy:
          if: {required: [preset], properties: {preset: {enum: [UPCarouselFlowLayout, CenteredCollectionView, AndroidPagerSnapHelper, SwiftUIViewAlignedByOne]}}}
          then: {properties: {policy: {const: item}}}
          else:
            if: {required: [preset]}
            then: {properties: {policy: {const: page}}}
        pageSize:
          if: {required: [preset]}
          then: {properties: {preset: {enum: [FSPagerView, FlutterPageView]}}}
          else: {required: [policy], properties: {policy: {const: page}}}
        origin:
          if: {required: [preset]}
          then: {properties: {preset: {enum: [FSPagerView, FlutterPageView]}}}
          else: {required: [policy], properties: {policy: {const: page}}}
        pageClamp:
          if: {required: [preset]}
          then: {properties: {preset: {enum: [FSPagerView, FlutterPageView]}}}
          else: {required: [policy], properties: {policy: {const: page}}}
        anchor:
          if: {required: [preset]}
          then: {properties: {preset: {enum: [UPCarouselFlowLayout, CenteredCollectionView, AndroidPagerSnapHelper, SwiftUIViewAlignedByOne]}}}
          else: {required: [policy], properties: {policy: {const: item}}}
        candidates:
          if: {required: [preset]}
          then: {properties: {preset: {enum: [UPCarouselFlowLayout, CenteredCollectionView, AndroidPagerSnapHelper, SwiftUIViewAlignedByOne]}}}
          else: {required: [policy], properties: {policy: {const: item}}}
        floor:
          if: {required: [preset]}
          then: {properties: {preset: {enum: [UPCarouselFlowLayout, CenteredCollectionView, AndroidPagerSnapHelper, SwiftUIViewAlignedByOne]}}}
          else: {required: [policy], properties: {policy: {const: item}}}
        select:
          if: {required: [preset]}
          else: {required: [policy], properties: {policy: {enum: [page, item]}}}
        limit:
          if: {required: [preset]}
          else: {required: [policy], properties: {policy: {enum: [page, item]}}}
    SnappingPreset:
      title: SnappingPreset
      description: A named set of `Snapping` fields (the table in `Snapping`).
      type: string
      enum: [UPCarouselFlowLayout, CenteredCollectionView, FSPagerView, AndroidPagerSnapHelper, FlutterPageView, SwiftUIViewAlignedByOne]
    SnapPolicy:
      title: SnapPolicy
      description: "`none`: plain deceleration; `page`: equal pages; `item`: the cells' own frames. Default `none`."
      type: string
      enum: [none, page, item]
      default: none
    DecelerationRate:
      title: DecelerationRate
      description: |
        `d`, the fraction of the velocity kept per millisecond: `normal` 0.998 (`UIScrollView`'s default), `fast`
        0.99 (the rate UIKit pages at), or a number in (0, 1). Its coefficient `c = -ln d` is, for the named
        rates, exactly 0.0020020026706730793 and 0.01005033585350145; for a number, `-log(d)` as the C
        library's `log` gives it. A range answer carries `c`, so no client evaluates a logarithm.
      oneOf:
        - title: DecelerationRateName
          type: string
          enum: [normal, fast]
        - $ref: "#/components/schemas/DecelerationRateValue"
    DecelerationRateValue:
      title: DecelerationRateValue
      description: A deceleration rate as a number, the fraction of the velocity kept per millisecond.
      type: number
      exclusiveMinimum: 0
      exclusiveMaximum: 1
    FlingProjection:
      title: FlingProjection
      description: |
        How far a fling glides (step 2). `continuous`: `p = o + v / c`, where the decay curve itself stops.
        `wwdc`: WWDC 2018's `p = o + v * d / (1 - d)`, for apps that copied it (at 0.998 it is 0.1% shorter).
        Default `continuous`.
      type: string
      enum: [continuous, wwdc]
      default: continuous
    Bounce:
      title: Bounce
      description: |
        Whether a fling that meets an end of the scrollable range bounces: `automatic` when the range is longer
        than one offset (only such content can be dragged), `always`, `never`. Default `automatic`.
      type: string
      enum: [automatic, always, never]
      default: automatic
    SnapAnchor:
      title: SnapAnchor
      description: |
        `item`: which edge of a cell comes to rest where. A cell of positive area with scroll-axis extent
        `[min, max]` (`max = min + length`, its frame's own numbers) has the snap offset `s = e - L`: `leading`
        `e = min`, `L = t`; `center` `e = min + length / 2`, `L = size / 2 + (t - b) / 2`; `trailing`
        `e = max`, `L = size - b`. A mirrored horizontal layout swaps `leading` and `trailing`. So `leading` and
        `trailing` rest where `scrollTo` `top` and `bottom` put a cell, and `center` where
        `centeredVertically` does, up to rounding. Default `leading`.
      type: string
      enum: [leading, center, trailing]
      default: leading
    SnapCandidates:
      title: SnapCandidates
      description: |
        `item`: the cells a fling may stop on. `all`; `releaseBounds`, those visible at release (`max > o &&
        min < o + size`); `proposedRect`, those the bounds at the projection meet (`max > p && min < p + size`).
        An orthogonal section of a `compositional` layout offers only the cells of its first group. Default `all`.
      type: string
      enum: [all, releaseBounds, proposedRect]
      default: all
    SnapSelect:
      title: SnapSelect
      description: |
        Step 3's rule, by name (its defaults) or as an object. Default `nextInDirection` under `page` (one page
        per flick, the nearest after a slow release), `nearest` under `item`.

        `page`, with `x(q) = (q - origin) / pageSize`, τ the threshold, `round` halves away from zero:
        - `nearest`: `k = round(x(p))`;
        - `halfPage` (Flutter; τ default `1 / (50 * scale)`): `round(x(o) - 0.5)` when `v < -τ`,
          `round(x(o) + 0.5)` when `v > τ`, else `round(x(o))`;
        - `nextInDirection` (Android; τ 0.05): `floor(x(o)) + 1` when `v > τ`, `floor(x(o))` when `v < -τ`,
          else `ceil(x(o) - 0.5)`;
        - `bias` β (FSPagerView automatic; τ 0.3, β 0.35): `round(x(p) + β)` when `v >= τ`, `round(x(p) - β)`
          when `v <= -τ`, else `round(x(p))`;
        - `steps` n (FSPagerView; τ 0.3, n 1): `ceil(x(o) + (n - 1))` when `v >= τ`, `floor(x(o) - (n - 1))`
          when `v <= -τ`, else `round(x(p))`;
        then `limit`, and the target `origin + k * pageSize` (with `pageClamp`, clamped).

        `item`, over the candidates, `nearest(q)` the one with the least `|s - q|` (the first in snap order, by
        `s` then index path, on a tie):
        - `nearest`: `nearest(p)`;
        - `atLeastOneInDirection` (CenteredCollectionView): `nearest(p)`, but when it lies behind the release
          against the velocity, the first point with `s >= o` (`v > 0`) or the first at the greatest `s <= o`
          (`v < 0`), when there is one;
        - `nextInDirection` (Android; τ 0.05): the first point with `s > o` when `v > τ`, the first at the
          greatest `s <= o` when `v < -τ`, else `nearest(o)`;
        - `bias` β (τ 0.3, β 0.35): `nearest(p + β * size)` when `v >= τ`, `nearest(p - β * size)` when
          `v <= -τ`, else `nearest(p)`;
        then `limit`, and the target `s` (with `floor`, `floor(s)`). Where a rule finds no point the target is
        `p`, unsnapped.
      # The rule's name is an inline enum, titled so generators name it (typescript-fetch casts a referenced enum
      # branch from the object branch, which tsc rejects); its values are `SelectRule`'s.
      oneOf:
        - title: SelectRuleName
          type: string
          enum: [nearest, halfPage, nextInDirection, bias, steps, atLeastOneInDirection]
        - $ref: "#/components/schemas/SnapSelectObject"
    SelectRule:
      title: SelectRule
      description: |
        A rule (see `SnapSelect`): `nearest`, `nextInDirection` and `bias` for both policies, `halfPage` and
        `steps` for `page` only, `atLeastOneInDirection` for `item` only (another is a 400 at
        `/layout/snapping/select`).
      type: string
      enum: [nearest, halfPage, nextInDirection, bias, steps, atLeastOneInDirection]
    SnapSelectObject:
      title: SnapSelectObject
      description: |
        A rule with its parameters; a key the rule does not read is a 400 at it (`threshold` for
        `halfPage`, `nextInDirection`, `bias` and `steps`; `bias` for `bias`; `steps` for `steps`).
      type: object
      additionalProperties: false
      required: [rule]
      properties:
        rule: {$ref: "#/components/schemas/SelectRule"}
        threshold:
          description: τ in points per millisecond (defaults in `SnapSelect`).
          type: number
          minimum: 0
          maximum: 1000000000
        bias:
          description: β in [0, 1) (default 0.35); under `item` a fraction of the bounds' length.
          type: number
          minimum: 0
          exclusiveMaximum: 1
        steps:
          description: n, an integer >= 1 (default 1).
          type: integer
          minimum: 1
          maximum: 1000000000
      # The keys each rule reads.
      dependentSchemas:
        threshold: {properties: {rule: {enum: [halfPage, nextInDirection, bias, steps]}}}
        bias: {properties: {rule: {const: bias}}}
        steps: {properties: {rule: {const: steps}}}
    SnapLimit:
      title: SnapLimit
      description: |
        At most `count` pages or distinct snap offsets from where the drag began (`start`: `fling.startOffset`,
        then required) or was released (`release`). `page`: `k = min(max(k, r - n), r + n)`, `r = round(x(q))`.
        `item`: with `D` the distinct snap offsets of all cells, ascending, and `j` the index in `D` of
        `nearest(q)` over all cells, `s` becomes `min(max(s, D[max(0, j - n)]), D[min(|D| - 1, j + n)])`; when
        that moves it, the snapped cell is the first in snap order at the new offset.
      type: object
      additionalProperties: false
      required: [count, from]
      properties:
        count:
          type: integer
          minimum: 1
          maximum: 1000000000
        from: {$ref: "#/components/schemas/SnapLimitOrigin"}
    SnapLimitOrigin:
      title: SnapLimitOrigin
      description: "`start`: where the drag began (`fling.startOffset`); `release`: the release offset."
      type: string
      enum: [start, release]
    OrthogonalScrollingProperties:
      title: OrthogonalScrollingProperties
      description: |
        (v5) iOS 17's `orthogonalScrollingProperties`, read by flings only: the section's own deceleration
        rate (`automatic`, the default, is the rate its `orthogonalScrollingBehavior` takes: the parent's, or
        `fast` for the paging behaviours) and bounce (read as `Snapping.bounce`, over the section's range).

        A fling in an orthogonal section (`Fling.section`) moves its `orthogonalContentOffset` along the cross
        axis by the policy its behaviour names, with the layout's `projection` and `maxVelocity`; `pitch` is the
        first group's length on that axis plus `interGroupSpacing`, pages lie at `k * pageSize`:
        - `continuous`: `none`, at the parent's rate (the layout's resolved `decelerationRate`);
        - `continuousGroupLeadingBoundary`: `page`, `pageSize` the pitch, `nearest`, the parent's rate;
        - `paging`: `page`, `pageSize` the bounds' width (height scrolling horizontally), `nextInDirection`,
          `fast`;
        - `groupPaging`, `groupPagingCentered`: `page`, `pageSize` the pitch, `nextInDirection`, `fast` (from
          the release, not the drag's start).
        The section's range is `[0, max(0, e - CW)]` (`[-max(0, e - CW), 0]` in a mirrored vertical layout, whose
        groups rest from the right), `CW` the layout container's content width and `e` the trailing edge of
        the last group plus the section's trailing inset (`(effectiveWidth - groupWidth) / 2` for
        `groupPagingCentered`) plus the container's trailing inset (heights, top and bottom scrolling
        horizontally). UIKit's own range and paging rule are not documented; these are the service's.
      type: object
      additionalProperties: false
      properties:
        decelerationRate: {$ref: "#/components/schemas/OrthogonalDecelerationRate"}
        bounce: {$ref: "#/components/schemas/Bounce"}
    OrthogonalDecelerationRate:
      title: OrthogonalDecelerationRate
      description: "`automatic` (default), `normal`, `fast` or a number in (0, 1), as `DecelerationRate`."
      oneOf:
        - title: OrthogonalDecelerationRateName
          type: string
          enum: [automatic, normal, fast]
        - $ref: "#/components/schemas/DecelerationRateValue"
    Layout:
      title: Layout
      description: The layout family and its parameters, chosen by `type`.
      oneOf:
        - $ref: "#/components/schemas/FlowLayout"
        - $ref: "#/components/schemas/WaterfallLayout"
        - $ref: "#/components/schemas/IGListLayout"
        - $ref: "#/components/schemas/MagazineLayout"
        - $ref: "#/components/schemas/CompositionalLayout"
      discriminator:
        propertyName: type
        mapping:
          flow: "#/components/schemas/FlowLayout"
          waterfall: "#/components/schemas/WaterfallLayout"
          iglist: "#/components/schemas/IGListLayout"
          magazine: "#/components/schemas/MagazineLayout"
          compositional: "#/components/schemas/CompositionalLayout"
    # ---------------------------------------------------------------- updates that animate (contract v4)
    FlowPrevious:
      title: FlowPrevious
      description: |
        The data before an update of a `flow` request (its `previous`; `Previous` in the contract), sent beside
        the new data so that the answer says where every element comes from and goes to (`updates`). See
        `UpdateAnimation` for the rules.
      type: object
      additionalProperties: false
      required: [sections, contentOffset]
      properties:
        sections:
          description: |
            The previous data, one entry per section, validated like a request's (pointers under
            `/previous/sections`). Its sections and explicit items count against `--max-sections` and `--max-items`
            together with the request's own (413 at `/previous/sections` or at the `items` array that passes the
            limit).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/FlowSection"}
        contentOffset:
          $ref: "#/components/schemas/Point"
          description: |
            Where the previous screen stood: the previous data is laid out, pinned and queried at this offset
            (required: an update starts where the user was; the previous answer's `contentOffset`, or the offset it
            was asked at).
        collectionView:
          $ref: "#/components/schemas/PreviousCollectionView"
          description: The previous scroll view, when it changed too (a rotation); absent, the request's.
        layout:
          $ref: "#/components/schemas/Layout"
          description: |
            The previous layout, when its parameters changed too; absent, the request's. Its `type` must be the
            request's (another family is a 422 at `/previous/layout/type`).
    WaterfallPrevious:
      title: WaterfallPrevious
      description: |
        The data before an update of a `waterfall` request (its `previous`; `Previous` in the contract), sent beside
        the new data so that the answer says where every element comes from and goes to (`updates`). See
        `UpdateAnimation` for the rules.
      type: object
      additionalProperties: false
      required: [sections, contentOffset]
      properties:
        sections:
          description: |
            The previous data, one entry per section, validated like a request's (pointers under
            `/previous/sections`). Its sections and explicit items count against `--max-sections` and `--max-items`
            together with the request's own (413 at `/previous/sections` or at the `items` array that passes the
            limit).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/WaterfallSection"}
        contentOffset:
          $ref: "#/components/schemas/Point"
          description: |
            Where the previous screen stood: the previous data is laid out, pinned and queried at this offset
            (required: an update starts where the user was; the previous answer's `contentOffset`, or the offset it
            was asked at).
        collectionView:
          $ref: "#/components/schemas/PreviousCollectionView"
          description: The previous scroll view, when it changed too (a rotation); absent, the request's.
        layout:
          $ref: "#/components/schemas/Layout"
          description: |
            The previous layout, when its parameters changed too; absent, the request's. Its `type` must be the
            request's (another family is a 422 at `/previous/layout/type`).
    IGListPrevious:
      title: IGListPrevious
      description: |
        The data before an update of a `iglist` request (its `previous`; `Previous` in the contract), sent beside
        the new data so that the answer says where every element comes from and goes to (`updates`). See
        `UpdateAnimation` for the rules.
      type: object
      additionalProperties: false
      required: [sections, contentOffset]
      properties:
        sections:
          description: |
            The previous data, one entry per section, validated like a request's (pointers under
            `/previous/sections`). Its sections and explicit items count against `--max-sections` and `--max-items`
            together with the request's own (413 at `/previous/sections` or at the `items` array that passes the
            limit).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/IGListSection"}
        contentOffset:
          $ref: "#/components/schemas/Point"
          description: |
            Where the previous screen stood: the previous data is laid out, pinned and queried at this offset
            (required: an update starts where the user was; the previous answer's `contentOffset`, or the offset it
            was asked at).
        collectionView:
          $ref: "#/components/schemas/PreviousCollectionView"
          description: The previous scroll view, when it changed too (a rotation); absent, the request's.
        layout:
          $ref: "#/components/schemas/Layout"
          description: |
            The previous layout, when its parameters changed too; absent, the request's. Its `type` must be the
            request's (another family is a 422 at `/previous/layout/type`).
    MagazinePrevious:
      title: MagazinePrevious
      description: |
        The data before an update of a `magazine` request (its `previous`; `Previous` in the contract), sent beside
        the new data so that the answer says where every element comes from and goes to (`updates`). See
        `UpdateAnimation` for the rules.
      type: object
      additionalProperties: false
      required: [sections, contentOffset]
      properties:
        sections:
          description: |
            The previous data, one entry per section, validated like a request's (pointers under
            `/previous/sections`). Its sections and explicit items count against `--max-sections` and `--max-items`
            together with the request's own (413 at `/previous/sections` or at the `items` array that passes the
            limit).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/MagazineSection"}
        contentOffset:
          $ref: "#/components/schemas/Point"
          description: |
            Where the previous screen stood: the previous data is laid out, pinned and queried at this offset
            (required: an update starts where the user was; the previous answer's `contentOffset`, or the offset it
            was asked at).
        collectionView:
          $ref: "#/components/schemas/PreviousCollectionView"
          description: The previous scroll view, when it changed too (a rotation); absent, the request's.
        layout:
          $ref: "#/components/schemas/Layout"
          description: |
            The previous layout, when its parameters changed too; absent, the request's. Its `type` must be the
            request's (another family is a 422 at `/previous/layout/type`).
    CompositionalPrevious:
      title: CompositionalPrevious
      description: |
        The data before an update of a `compositional` request (its `previous`; `Previous` in the contract), sent beside
        the new data so that the answer says where every element comes from and goes to (`updates`). See
        `UpdateAnimation` for the rules.
      type: object
      additionalProperties: false
      required: [sections, contentOffset]
      properties:
        sections:
          description: |
            The previous data, one entry per section, validated like a request's (pointers under
            `/previous/sections`). Its sections and explicit items count against `--max-sections` and `--max-items`
            together with the request's own (413 at `/previous/sections` or at the `items` array that passes the
            limit).
          type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/CompositionalSection"}
        contentOffset:
          $ref: "#/components/schemas/Point"
          description: |
            Where the previous screen stood: the previous data is laid out, pinned and queried at this offset
            (required: an update starts where the user was; the previous answer's `contentOffset`, or the offset it
            was asked at).
        collectionView:
          $ref: "#/components/schemas/PreviousCollectionView"
          description: The previous scroll view, when it changed too (a rotation); absent, the request's.
        layout:
          $ref: "#/components/schemas/Layout"
          description: |
            The previous layout, when its parameters changed too; absent, the request's. Its `type` must be the
            request's (another family is a 422 at `/previous/layout/type`).
    PreviousCollectionView:
      title: PreviousCollectionView
      description: |
        The scroll view of the data before an update, when it differs from the request's: a `CollectionView`
        without `contentOffset` and `contentOffsets` (400 at `/previous/collectionView/contentOffset` and
        `.../contentOffsets`: the previous data is answered at `previous.contentOffset` alone).
      type: object
      additionalProperties: false
      required: [size]
      properties:
        size:
          $ref: "#/components/schemas/Size"
          description: The bounds size.
        contentInset:
          $ref: "#/components/schemas/Insets"
          description: The *adjusted* content inset (safe area and bars included). Default 0.
        layoutDirection:
          $ref: "#/components/schemas/LayoutDirection"
        scale:
          description: The screen scale, for families that round to the pixel grid.
          type: number
          minimum: 1
          maximum: 4
          default: 1
        safeAreaInsets:
          $ref: "#/components/schemas/Insets"
          description: The safe area insets; read by `compositional` only. Default 0.
        layoutMargins:
          $ref: "#/components/schemas/Insets"
          description: The layout margins; read by `compositional` only. Default 0.
        readableContentInsets:
          $ref: "#/components/schemas/Insets"
          description: The readable content guide's insets; read by `compositional` only. Default 0.
    UpdateAnimation:
      title: UpdateAnimation
      description: |
        (v4) How an update animates: with `previous` in the request (only then: 400 at `/updateAnimation`
        otherwise) the answer adds `updates`, where every element comes from and goes to.

        The request is laid out twice: the previous data (`previous.sections`, with `previous.collectionView` and
        `previous.layout` when given, else the request's) at `previous.contentOffset`, and the new data at the new
        offset (`collectionView.contentOffset`, its default, or the offset the request's `anchor` resolves to,
        typically the anchor the previous answer reported). Every element the request's `elements` selects in
        either (`"visible"`: the visible rect of each side at its offset; a rect or `"all"`: the same on both
        sides) is listed once, matched by the identity rules: a section with an `id` matches the section of the
        other side with the same `id`, one without matches the section at the same index that has none; a cell
        with an item `id` matches the cell with the same `id` wherever it is, one without the cell at the same item
        index of the matched section that has none; a header, footer, decoration or compositional anchored
        supplementary matches the element of the same category, kind and item index in the matched section; a
        compositional layout's own boundary items match by kind.

        An end an element has is its attributes on that side at that side's offset (pinned where it pins there),
        alpha 1, whether or not it was visible there. The end it lacks, with `d = previousOffset - newOffset`
        along the scroll axis (computed in that order, added to the frame's scroll-axis origin), is this policy's:

        | | `none` (UIKit's documented nil) | `fade` (default; UIKit's observed stock animation) | `magazine` (MagazineLayout) |
        |---|---|---|---|
        | inserted cell, `from` | `to` | `to`'s frame and zIndex, alpha 0 | `to`'s frame moved by `d`, `to`'s zIndex, alpha 0 |
        | inserted supplementary or decoration, `from` | `to` | `to`'s frame and zIndex, alpha 0 | `to`'s frame (no `d`), `to`'s zIndex, alpha 0 |
        | deleted element, `to` | `from` | `from`'s frame and zIndex, alpha 0 | `from`'s frame, zIndex 0, alpha 0 |
        | element in both, `from` | its own | its own | its own frame, zIndex 0 |

        Limits count both sides: `--max-items` and `--max-sections` the previous data's explicit items and sections
        together with the request's (413), and the work budget counts both layouts' compositional groups and aperiodic
        IGListKit rows (422 at the input that drives it); `--max-attributes` counts the answer's attributes and both
        ends of every update element, `attributes + 2 × elements` (422 at `/elements`). An engine 422 in the previous
        layout is located under `/previous` (`/previous/sections/...`, `/previous/layout/...` and
        `/previous/collectionView/...` when `previous` gave them; a pointer into the request's own layout or scroll
        view, which the previous data shares, otherwise); a coordinate past ±1e15 at the previous offset, or an
        inserted cell's `from` moved past it by `d`, is a 422 at `/previous/contentOffset`.
      type: string
      enum: [fade, none, magazine]
      default: fade
    # ---------------------------------------------------------------- data that changes (contract v3)
    AnchorRequest:
      title: AnchorRequest
      description: |
        `"report"`: the answer carries `anchor`, where the collection stands at the answered offset (after
        `scrollTo`; with `collectionView.contentOffsets` every timeline entry carries its own). An `Anchor`, as an
        earlier answer reported it: the scroll-axis coordinate of the offset is resolved from it instead of read
        from `collectionView.contentOffset` (the other coordinate keeps `contentOffset`'s, or its default), and the
        answer carries the resolved `contentOffset` and the anchor reported again at it. An Anchor together with
        `collectionView.contentOffsets` or `scrollTo` is a 400 at `/anchor`.

        The rules are MagazineLayout's (`LayoutState.targetContentOffsetAnchor` and `yOffset(for:)`), for every
        family. Vertical scrolling is described; horizontal swaps the axes (top and bottom become left and right);
        a mirrored layout reports and resolves in its unmirrored space, and the resolved offset is then mirrored as
        any `contentOffset` is. `B` is the whole bounds `{contentOffset, size}`, `t` and `b` the top and bottom
        `contentInset`, `H` `contentSize.height`, `a(v) = (v * scale).rounded() / scale` (to nearest, halves away
        from zero), `minY = -t`, `maxY = max(H - size.height + b, -t)`.

        Reporting: the candidates are the cells (never supplementaries or decorations) with `frame.maxY > B.minY
        && frame.minY < B.maxY`, in index-path order; `first` is the first that is not estimated and lies entirely
        inside `B`, else the first candidate, and `last` likewise from the end. `topToBottom`: no candidate, or
        `B.minY <= a(minY)` → `top`; else `topItem(first, a(first.minY - (B.minY + t)))`. `bottomToTop`: no
        candidate, or `B.minY >= a(maxY)` → `bottom`; else `bottomItem(last, a(last.maxY - (B.maxY - b)))`.
        Content shorter than the visible area is both at the top and at the bottom. An item is named by its `id`
        when it has one, else by its index path.

        Resolving, with `f` the item's resting frame in the request's own layout: `top` → `minY`; `bottom` →
        `maxY`; `topItem` → `f.minY - t - d`; `bottomItem` → `f.maxY - size.height + b - d`; the result clamped to
        `[minY, maxY]` and not rounded to the pixel grid (v4: rounding would move the item by up to half a pixel
        at every change, always the same way when its frame lies off the grid). An item the
        request does not have (an unknown id, an index path out of range or negative) leaves the offset at
        `contentOffset`'s (its default when absent), as MagazineLayout keeps the offset when its anchor item is
        gone. Resolving a reported anchor against the same request gives back its offset whenever that offset,
        the insets and the item's frame lie on the pixel grid and the offset is within `[minY, maxY]`; with items
        inserted above the anchor item, or cells above it measured taller, the item keeps its distance. An item
        by id is found in constant time, as is a uniform section's item a billion deep by index path.
      oneOf:
        - $ref: "#/components/schemas/AnchorKeyword"
        - $ref: "#/components/schemas/Anchor"
    AnchorKeyword:
      title: AnchorKeyword
      description: "`report`: the answer reports where it stands."
      type: string
      enum: [report]
    Anchor:
      title: Anchor
      description: |
        Where a collection stands: scrolled to the `top` or the `bottom`, or `item`'s top `distance` points below
        the visible top (`topItem`, after `contentInset.top`), or its bottom `distance` points below the visible
        bottom (`bottomItem`, before `contentInset.bottom`; usually negative). `item` and `distance` are required
        with `topItem` and `bottomItem` and refused with `top` and `bottom` (400). A reported distance is on the
        pixel grid; a sent one may be any number within ±1e15.
      type: object
      additionalProperties: false
      required: [position]
      properties:
        position: {$ref: "#/components/schemas/AnchorPosition"}
        item: {$ref: "#/components/schemas/ItemRef"}
        distance:
          $ref: "#/components/schemas/Coordinate"
          description: Points from the visible edge to the item's edge (down is positive).
      if: {properties: {position: {enum: [topItem, bottomItem]}}}
      then: {required: [item, distance]}
      else: {properties: {item: {not: {}}, distance: {not: {}}}}
    AnchorPosition:
      title: AnchorPosition
      description: "Which edge an anchor keeps: the content's (`top`, `bottom`) or an item's (`topItem`, `bottomItem`)."
      type: string
      enum: [top, bottom, topItem, bottomItem]
    ItemRef:
      title: ItemRef
      description: |
        An item: by its `id`, or by its index path `[section, item]` (the only way for a uniform section's items).
      oneOf:
        - $ref: "#/components/schemas/ItemId"
        - $ref: "#/components/schemas/ItemIndexPath"
    ItemId:
      title: ItemId
      description: |
        An explicit item's stable id: a string of 1 to 256 UTF-8 bytes (400 otherwise; `maxLength` counts
        characters, the bound is on bytes), unique within the request (a repeat is a 400 at the second one, e.g.
        `/sections/3/items/7/id`). A cell's attributes carry its item's id.
      type: string
      minLength: 1
      maxLength: 256
    SectionId:
      title: SectionId
      description: |
        (v4) A section's stable id: a string of 1 to 256 UTF-8 bytes (400 otherwise; `maxLength` counts characters,
        the bound is on bytes), unique among the sections of its side (the request's, or `previous`'s; a repeat is a
        400 at the second one, e.g. `/sections/3/id` or `/previous/sections/3/id`). Used only to match sections
        across an update (`previous`): a section with an id matches the section of the other side with the same id,
        one without matches the section at the same index that has none. Answers never echo it, so it changes no
        answer but `updates`.
      type: string
      minLength: 1
      maxLength: 256
    ItemIndexPath:
      title: ItemIndexPath
      description: "`[section, item]`: two integers (one that names no item is not an error where an anchor names it)."
      type: array
      minItems: 2
      maxItems: 2
      items: {type: integer, minimum: -1000000000, maximum: 1000000000}
    ItemEstimated:
      title: ItemEstimated
      description: |
        The item's size is an estimate: its cell has not been measured yet (contract v3). The layout uses the
        estimate as it would a measured size and the answer marks the cell `estimated`. Default false.
      type: boolean
      default: false
    SectionEstimated:
      title: SectionEstimated
      description: |
        Every item of the section is an estimate (the way to say it of a uniform section); the answer marks its
        cells `estimated`. Default false.
      type: boolean
      default: false
    VerticalLayoutDirection:
      title: VerticalLayoutDirection
      description: |
        MagazineLayout's `verticalLayoutDirection`: which end the screen keeps. Frames do not change; it picks the
        anchor an answer reports (see `AnchorRequest`), and `bottomToTop` makes the default `contentOffset.y` the
        bottom, `max(contentSize.height - size.height + contentInset.bottom, -contentInset.top)`. Vertical
        scrolling only: `bottomToTop` with `scrollDirection: "horizontal"` is a 422 at
        `/layout/verticalLayoutDirection`.
      type: string
      enum: [topToBottom, bottomToTop]
      default: topToBottom
    ShortContentAlignment:
      title: ShortContentAlignment
      description: |
        Where content shorter than the visible area sits (ChatLayout's `keepContentAtBottomOfVisibleArea`): with
        `Vh = size.height - contentInset.top - contentInset.bottom`, when `round(contentSize.height) <= round(Vh)`
        (whole points, halves away from zero) `bottom` moves every resting frame down by `round(Vh) -
        round(contentSize.height)` before pinning; `contentSize` does not change. Vertical scrolling only:
        `bottom` with `scrollDirection: "horizontal"` is a 422 at `/layout/shortContentAlignment`.
      type: string
      enum: [top, bottom]
      default: top
    # ---------------------------------------------------------------- flow
    FlowLayout:
      title: FlowLayout
      description: |
        UICollectionViewFlowLayout, with UIKit's names and defaults. zIndex is 0 unless pinned; frames are not
        rounded (`scale` is ignored).

        Vertical rules: the content width is `size.width - contentInset.left - contentInset.right`. A section
        is its header (x 0, the full content width, the reference height; none when that height is 0), then
        `inset.top`, then lines separated by `minimumLineSpacing`, then `inset.bottom`, then the footer; the next
        section begins right after it. A line fills greedily: the first item costs its width, each further item
        `minimumInteritemSpacing + width`, summed left to right; an item joins the line while that sum stays
        within `contentWidth - inset.left - inset.right + 1/1024` (a tolerance far below a pixel, so widths
        computed as `(available - (k-1)·spacing) / k` put exactly `k` items on a line whatever the rounding).
        A uniform section (`itemCount`) gives exactly the lines of its explicit equivalent. An item wider than
        the line sits alone on its line, at the left inset. `justified` spreads the leftover space evenly over
        the gaps, so the first item touches the left inset and the last the right, and a line holding one item
        is centred; `start`/`center`/`end` pack the items at `minimumInteritemSpacing`. The *last* line of a
        section follows `lastLineAlignment`. Items are placed across their line by `itemAlignment`, and a line
        is as tall as its tallest item. `contentSize` is `{content width, end of the last section}`. Horizontal scrolling is
        the same with the axes swapped.
      type: object
      additionalProperties: false
      required: [type]
      properties:
        type: {type: string, const: flow}
        scrollDirection: {$ref: "#/components/schemas/ScrollDirection"}
        pinning: {$ref: "#/components/schemas/Pinning"}
        flipsHorizontallyInOppositeLayoutDirection:
          description: |
            Whether `collectionView.layoutDirection: "rightToLeft"` mirrors this layout (see `CollectionView`).
            Default: the family's own answer, here flow (UICollectionViewFlowLayout answers false; apps subclass
            it to answer true).
          type: boolean
          default: false
        verticalLayoutDirection: {$ref: "#/components/schemas/VerticalLayoutDirection"}
        shortContentAlignment: {$ref: "#/components/schemas/ShortContentAlignment"}
        snapping: {$ref: "#/components/schemas/Snapping"}
        itemSize:
          $ref: "#/components/schemas/Size"
          description: "The size of a uniform section's items. Default `{width: 50, height: 50}`."
          default: {width: 50, height: 50}
        minimumLineSpacing:
          $ref: "#/components/schemas/Length"
          default: 10
        minimumInteritemSpacing:
          $ref: "#/components/schemas/Length"
          default: 10
        sectionInset:
          $ref: "#/components/schemas/Insets"
          description: Default 0.
        headerReferenceSize:
          $ref: "#/components/schemas/Size"
          description: Only the height is used (the width when scrolling horizontally). Default `{0, 0}`, no headers.
          default: {width: 0, height: 0}
        footerReferenceSize:
          $ref: "#/components/schemas/Size"
          description: Only the height is used (the width when scrolling horizontally). Default `{0, 0}`, no footers.
          default: {width: 0, height: 0}
        sectionHeadersPinToVisibleBounds:
          description: |
            UIKit's flag: `true` is shorthand for `pinning.headers = "all"` and wins over any `pinning.headers`;
            `false` leaves `pinning.headers` as given.
          type: boolean
          default: false
        sectionFootersPinToVisibleBounds:
          description: |
            UIKit's flag: `true` is shorthand for `pinning.footers = "all"` and wins over any `pinning.footers`;
            `false` leaves `pinning.footers` as given.
          type: boolean
          default: false
        lineAlignment:
          $ref: "#/components/schemas/FlowLineAlignment"
          default: justified
        lastLineAlignment:
          description: |
            How each section's last line is placed. `automatic` is UIKit's behaviour: with `justified` lines,
            when every item of the section has the same size (any uniform section, or a list of equal sizes)
            the last line stays on the grid of the lines above (`grid`); when sizes differ it is packed at
            `minimumInteritemSpacing` from the left inset, a lone item at the left inset (`start`); with another
            `lineAlignment` the last line is placed like the others. `grid`: as if filled with further items of
            its last item's size, then aligned like a full line (a lone item is centred only when it alone fills
            the line). When the last item is 0 wide and `minimumInteritemSpacing` is 0 the filling never ends,
            and such a line is placed at its limit: packed at `minimumInteritemSpacing` from the left inset with
            `justified` (a lone item at the left inset), by its own length with `start`/`center`/`end`.
            `start`/`center`/`end`/`justified`: like any line with that alignment. Evidence for
            UIKit's rule: PSTCollectionView's defaults read from UIKit (last row aligned left, "justify is the
            default except for the last row"), its author's radar 20825965 ("last row is left-aligned by
            default if items have a non-uniform height"), and the long-standing answers behind
            UICollectionViewLeftAlignedLayout.
          type: string
          enum: [automatic, grid, start, center, end, justified]
          default: automatic
        itemAlignment:
          $ref: "#/components/schemas/FlowItemAlignment"
          default: center
        estimatedItemSize:
          $ref: "#/components/schemas/Size"
          description: |
            UIKit's `estimatedItemSize` (contract v3): the size of an item sent as `{"estimated": true}` without
            `width` and `height`, and of an estimated uniform section's items when it names no `itemSize`. It
            changes no other item; an item that is only `{"estimated": true}` without it is a 400 at the item.
            UIKit's `automaticSize` has no documented numeric value: send the estimate the app configures.
    FlowLineAlignment:
      title: FlowLineAlignment
      description: How a line spreads its items; `justified` is UIKit's behaviour.
      type: string
      enum: [justified, start, center, end]
    FlowItemAlignment:
      title: FlowItemAlignment
      description: Where an item sits across its line when the line is taller; `center` is UIKit's.
      type: string
      enum: [center, start, end]
    FlowItem:
      title: FlowItem
      description: |
        An item's size, optionally with an `id` and `estimated`. `width` and `height` are required, except of an
        item that is `{"estimated": true}` without either, which is the layout's `estimatedItemSize` large (a 400
        at the item when the layout has none). Giving only one of them is a 400.
      type: object
      additionalProperties: false
      properties:
        width: {$ref: "#/components/schemas/Length"}
        height: {$ref: "#/components/schemas/Length"}
        id: {$ref: "#/components/schemas/ItemId"}
        estimated: {$ref: "#/components/schemas/ItemEstimated"}
      if: {required: [estimated], properties: {estimated: {const: true}}}
      then: {dependentRequired: {width: [height], height: [width]}}
      else: {required: [width, height]}
    FlowSection:
      title: FlowSection
      description: |
        A flow section: exactly one of `items` (explicit sizes) or `itemCount` (+ optional `itemSize`), and the
        `UICollectionViewDelegateFlowLayout` answers, each defaulting to the layout's value.
      type: object
      additionalProperties: false
      properties:
        id: {$ref: "#/components/schemas/SectionId"}
        items:
          description: Explicit item sizes, in item order.
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/FlowItem"}
        itemCount:
          $ref: "#/components/schemas/ItemCount"
          description: A uniform section of `itemCount` items of `itemSize`.
        estimated:
          $ref: "#/components/schemas/SectionEstimated"
          description: |
            Every item of the section is an estimate (see `SectionEstimated`). An estimated uniform section without
            `itemSize` takes the layout's `estimatedItemSize` when it has one, else its `itemSize`.
        itemSize:
          $ref: "#/components/schemas/Size"
          description: |
            A uniform section's item size; default the layout's `itemSize`. Used only with `itemCount` (with
            `items` it is accepted and has no effect).
        inset: {$ref: "#/components/schemas/Insets"}
        minimumLineSpacing: {$ref: "#/components/schemas/Length"}
        minimumInteritemSpacing: {$ref: "#/components/schemas/Length"}
        headerSize:
          $ref: "#/components/schemas/Size"
          description: This section's header reference size.
        footerSize:
          $ref: "#/components/schemas/Size"
          description: This section's footer reference size.
      # Exactly one of `items` / `itemCount`: `itemCount` is required when `items` is absent, and forbidden
      # when it is present.
      if: {not: {required: [items]}}
      then: {required: [itemCount]}
      dependentSchemas:
        items: {properties: {itemCount: {not: {}}}}
    # ---------------------------------------------------------------- waterfall
    WaterfallLayout:
      title: WaterfallLayout
      description: |
        Bit-for-bit the Swift CHTCollectionViewWaterfallLayout with `sectionInsetReference = .fromContentInset`
        and `UIScreen.main.scale = collectionView.scale`. Vertical only: `scrollDirection: "horizontal"` is a
        422. Items are *aspect* sizes: every item is as wide as a column, and its height keeps the aspect,
        floored to the pixel grid. Ties between equally short columns go to the lowest index. zIndex is 0
        unless pinned. `contentSize` is `{size.width, max(end of the last section, minimumContentHeight)}`, and
        `{0, 0}` with no sections. Sticky headers and footers (which CHT lacks) come from `pinning`. Columns that
        do not fit, `(columnCount - 1) * minimumColumnSpacing` more than the section's width (the content width
        less the section inset), are a 422 at the section's `minimumColumnSpacing` when it has one, else at
        `/layout/minimumColumnSpacing` (v4).
      type: object
      additionalProperties: false
      required: [type]
      properties:
        type: {type: string, const: waterfall}
        scrollDirection:
          description: Vertical only; `"horizontal"` is a well-formed request no layout can satisfy (422).
          type: string
          const: vertical
          default: vertical
        pinning: {$ref: "#/components/schemas/Pinning"}
        flipsHorizontallyInOppositeLayoutDirection:
          description: |
            Whether `collectionView.layoutDirection: "rightToLeft"` mirrors this layout (see `CollectionView`).
            Default: the family's own answer, here waterfall (CHT's layout answers false).
          type: boolean
          default: false
        verticalLayoutDirection: {$ref: "#/components/schemas/VerticalLayoutDirection"}
        shortContentAlignment: {$ref: "#/components/schemas/ShortContentAlignment"}
        snapping: {$ref: "#/components/schemas/Snapping"}
        columnCount:
          description: Columns per section. Default 2; below 1 is a 422, above 1,000 a 400.
          type: integer
          minimum: 1
          maximum: 1000
          default: 2
        minimumColumnSpacing:
          $ref: "#/components/schemas/Length"
          default: 10
        minimumInteritemSpacing:
          $ref: "#/components/schemas/Length"
          default: 10
        headerHeight:
          $ref: "#/components/schemas/Length"
          default: 0
        footerHeight:
          $ref: "#/components/schemas/Length"
          default: 0
        headerInset: {$ref: "#/components/schemas/Insets"}
        footerInset: {$ref: "#/components/schemas/Insets"}
        sectionInset: {$ref: "#/components/schemas/Insets"}
        itemRenderDirection:
          $ref: "#/components/schemas/WaterfallItemRenderDirection"
          default: shortestFirst
        minimumContentHeight:
          $ref: "#/components/schemas/Length"
          default: 0
        itemSize:
          $ref: "#/components/schemas/Size"
          description: The aspect size of a uniform section's items when the section names none. Default `{50, 50}`.
          default: {width: 50, height: 50}
    WaterfallItemRenderDirection:
      title: WaterfallItemRenderDirection
      description: "CHT's `itemRenderDirection`: the shortest column first, or columns in turn from either side."
      type: string
      enum: [shortestFirst, leftToRight, rightToLeft]
    WaterfallSection:
      title: WaterfallSection
      description: |
        A waterfall section: exactly one of `items` (aspect sizes) or `itemCount` (+ optional `itemSize`), and
        CHT's per-section delegate answers, each defaulting to the layout's value.
      type: object
      additionalProperties: false
      properties:
        id: {$ref: "#/components/schemas/SectionId"}
        items:
          description: Aspect sizes, in item order, each optionally full-span.
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/WaterfallItem"}
        itemCount: {$ref: "#/components/schemas/ItemCount"}
        estimated: {$ref: "#/components/schemas/SectionEstimated"}
        itemSize:
          $ref: "#/components/schemas/Size"
          description: |
            A uniform section's aspect size; default the layout's `itemSize`. Used only with `itemCount` (with
            `items` it is accepted and has no effect).
        columnCount:
          description: Below 1 is a 422, above 1,000 a 400.
          type: integer
          minimum: 1
          maximum: 1000
        minimumColumnSpacing: {$ref: "#/components/schemas/Length"}
        minimumInteritemSpacing: {$ref: "#/components/schemas/Length"}
        inset: {$ref: "#/components/schemas/Insets"}
        headerHeight: {$ref: "#/components/schemas/Length"}
        footerHeight: {$ref: "#/components/schemas/Length"}
        headerInset: {$ref: "#/components/schemas/Insets"}
        footerInset: {$ref: "#/components/schemas/Insets"}
      # Exactly one of `items` / `itemCount`: `itemCount` is required when `items` is absent, and forbidden
      # when it is present.
      if: {not: {required: [items]}}
      then: {required: [itemCount]}
      dependentSchemas:
        items: {properties: {itemCount: {not: {}}}}
    WaterfallItem:
      title: WaterfallItem
      description: |
        An aspect size. With `"fullSpan": true` (Android's `setFullSpan`, CHT's unmerged full-width items) the
        item is as wide as the section's content (`size.width - contentInset.left - contentInset.right -
        inset.left - inset.right`, floored to the pixel grid), at `x = inset.left`; its height scales to that
        width as a column item's does (floored to the pixel grid; 0 unless both aspect sides are positive); it
        starts at the bottom of the longest column (CHT's column heights, trailing `minimumInteritemSpacing`
        included), and afterwards every column restarts below it (its bottom plus `minimumInteritemSpacing`).
        With `leftToRight` / `rightToLeft` placement, item `i` still goes to column `i % columnCount` (full-span
        items keep their index in the count), as CHT's `nextColumnIndexForItem` does.
      type: object
      additionalProperties: false
      required: [width, height]
      properties:
        width: {$ref: "#/components/schemas/Length"}
        height: {$ref: "#/components/schemas/Length"}
        fullSpan:
          type: boolean
          default: false
        id: {$ref: "#/components/schemas/ItemId"}
        estimated: {$ref: "#/components/schemas/ItemEstimated"}
    # ---------------------------------------------------------------- iglist
    IGListLayout:
      title: IGListLayout
      description: |
        IGListKit's IGListCollectionViewLayout: sections flow into each other and may share a row, items are
        left-packed and top-aligned, a row breaks when the next item overshoots by more than 1 point, a non-zero
        header forces a new row, origins are floored and sizes ceiled to the pixel grid. IGListKit's sticky
        headers are `pinning: {headers: "all", offset: topContentInset + stickyHeaderYOffset}`; the last
        section's header is not bounded. zIndex follows IGListKit: `section*1000 + item` for cells,
        `section*1000 + 999` for supplementaries, pinned or not, unless `pinning.zIndex` is given.
      type: object
      additionalProperties: false
      required: [type]
      properties:
        type: {type: string, const: iglist}
        scrollDirection: {$ref: "#/components/schemas/ScrollDirection"}
        pinning: {$ref: "#/components/schemas/Pinning"}
        flipsHorizontallyInOppositeLayoutDirection:
          description: |
            Whether `collectionView.layoutDirection: "rightToLeft"` mirrors this layout (see `CollectionView`).
            Default: the family's own answer, here iglist (IGListKit's layout answers false).
          type: boolean
          default: false
        verticalLayoutDirection: {$ref: "#/components/schemas/VerticalLayoutDirection"}
        shortContentAlignment: {$ref: "#/components/schemas/ShortContentAlignment"}
        snapping: {$ref: "#/components/schemas/Snapping"}
        stretchToEdge:
          type: boolean
          default: false
        showHeaderWhenEmpty:
          type: boolean
          default: false
        itemSize:
          $ref: "#/components/schemas/Size"
          description: The size of a uniform section's items when the section names none. Default `{50, 50}`.
          default: {width: 50, height: 50}
    IGListItem:
      title: IGListItem
      description: An item's size (both required), optionally with an `id` and `estimated` (the flag only).
      type: object
      additionalProperties: false
      required: [width, height]
      properties:
        width: {$ref: "#/components/schemas/Length"}
        height: {$ref: "#/components/schemas/Length"}
        id: {$ref: "#/components/schemas/ItemId"}
        estimated: {$ref: "#/components/schemas/ItemEstimated"}
    IGListSection:
      title: IGListSection
      description: |
        One section controller: exactly one of `items` or `itemCount` (+ optional `itemSize`), and its inset,
        spacings, header and footer sizes (all 0 by default).
      type: object
      additionalProperties: false
      properties:
        id: {$ref: "#/components/schemas/SectionId"}
        items:
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/IGListItem"}
        itemCount: {$ref: "#/components/schemas/ItemCount"}
        estimated: {$ref: "#/components/schemas/SectionEstimated"}
        itemSize:
          $ref: "#/components/schemas/Size"
          description: |
            A uniform section's item size; default the layout's `itemSize`. Used only with `itemCount` (with
            `items` it is accepted and has no effect).
        inset: {$ref: "#/components/schemas/Insets"}
        minimumLineSpacing:
          $ref: "#/components/schemas/Length"
          default: 0
        minimumInteritemSpacing:
          $ref: "#/components/schemas/Length"
          default: 0
        headerSize:
          $ref: "#/components/schemas/Size"
          default: {width: 0, height: 0}
        footerSize:
          $ref: "#/components/schemas/Size"
          default: {width: 0, height: 0}
      # Exactly one of `items` / `itemCount`: `itemCount` is required when `items` is absent, and forbidden
      # when it is present.
      if: {not: {required: [items]}}
      then: {required: [itemCount]}
      dependentSchemas:
        items: {properties: {itemCount: {not: {}}}}
    # ---------------------------------------------------------------- magazine
    MagazineLayout:
      title: MagazineLayout
      description: |
        Airbnb's MagazineLayout. Vertical only: `scrollDirection: "horizontal"` is a 422. Items are rows of
        fractions of the section's width; a row ends when it is full or when the next item's width mode differs;
        items are top-aligned in a row. Geometry, spacing and rounding follow MagazineLayout. Pinned headers are
        bounded by their section's footer, so `pinning.until` defaults to `"sectionEnd"`. A pinned footer goes no
        higher than its section's start plus `sectionInsets.top` plus its header's height (MagazineLayout's
        `SectionModel.calculateFrameForFooter`). A section without items has no `itemInsets`: its footer follows
        its header, and with neither it is `sectionInsets.top + sectionInsets.bottom` tall. The layout's fields are
        the defaults of the per-section delegate answers (all 0).
      type: object
      additionalProperties: false
      required: [type]
      properties:
        type: {type: string, const: magazine}
        scrollDirection:
          description: Vertical only; `"horizontal"` is a well-formed request no layout can satisfy (422).
          type: string
          const: vertical
          default: vertical
        pinning: {$ref: "#/components/schemas/Pinning"}
        flipsHorizontallyInOppositeLayoutDirection:
          description: |
            Whether `collectionView.layoutDirection: "rightToLeft"` mirrors this layout (see `CollectionView`).
            Default: the family's own answer, here magazine (MagazineLayout's initialiser defaults to true).
          type: boolean
          default: true
        verticalLayoutDirection: {$ref: "#/components/schemas/VerticalLayoutDirection"}
        shortContentAlignment: {$ref: "#/components/schemas/ShortContentAlignment"}
        snapping: {$ref: "#/components/schemas/Snapping"}
        sectionInsets: {$ref: "#/components/schemas/Insets"}
        itemInsets: {$ref: "#/components/schemas/Insets"}
        horizontalSpacing:
          $ref: "#/components/schemas/Length"
          default: 0
        verticalSpacing:
          $ref: "#/components/schemas/Length"
          default: 0
    MagazineWidthMode:
      title: MagazineWidthMode
      description: |
        `fullWidth` respects `itemInsets`; `fullWidthIgnoringInsets` ignores `itemInsets` but keeps
        `sectionInsets`; `halfWidth`, `thirdWidth`, `fourthWidth`, `fifthWidth` and `{"fractional": n}` are 1/2,
        1/3, 1/4, 1/5 and 1/n of the row. `n` below 1 is a 422.
      oneOf:
        - $ref: "#/components/schemas/MagazineWidthKeyword"
        - $ref: "#/components/schemas/MagazineFractionalWidth"
    MagazineWidthKeyword:
      title: MagazineWidthKeyword
      description: The named width modes.
      type: string
      enum: [fullWidth, fullWidthIgnoringInsets, halfWidth, thirdWidth, fourthWidth, fifthWidth]
    MagazineFractionalWidth:
      title: MagazineFractionalWidth
      description: "`1/fractional` of the row; `fractional` below 1 is a 422."
      type: object
      additionalProperties: false
      required: [fractional]
      properties:
        fractional:
          type: integer
          minimum: 1
          maximum: 1000000000
    MagazineItem:
      title: MagazineItem
      description: |
        One item: its width mode, its height mode and its height. A `static` item (the default) requires `height`.
        A `dynamic` or `dynamicAndStretchToTallestItemInRow` item without `height` is estimated at 150
        (MagazineLayout's `Default.ItemHeight`) and marked `estimated` in answers; with `height` that is its
        measured height, or its estimate with `"estimated": true`. A row is as tall as the largest `height` among
        its items, whatever their modes; every item is top-aligned in its row and keeps its own height, except a
        stretch item, whose frame is as tall as its row. A uniform section's `item` may not carry an `id` (400),
        and when it is an estimate every item of the section is.
      type: object
      additionalProperties: false
      required: [widthMode]
      properties:
        widthMode: {$ref: "#/components/schemas/MagazineWidthMode"}
        height: {$ref: "#/components/schemas/Length"}
        heightMode: {$ref: "#/components/schemas/MagazineHeightMode"}
        id: {$ref: "#/components/schemas/ItemId"}
        estimated: {$ref: "#/components/schemas/ItemEstimated"}
      # `height` is required of a static item (the default mode).
      if: {not: {required: [heightMode], properties: {heightMode: {enum: [dynamic, dynamicAndStretchToTallestItemInRow]}}}}
      then: {required: [height]}
    MagazineHeightMode:
      title: MagazineHeightMode
      description: |
        MagazineLayout's `MagazineLayoutItemHeightMode`: `static` (`.static(height:)`), `dynamic`
        (`.dynamic(estimatedHeight:)`) or `dynamicAndStretchToTallestItemInRow`.
      type: string
      enum: [static, dynamic, dynamicAndStretchToTallestItemInRow]
      default: static
    MagazineSupplementary:
      title: MagazineSupplementary
      description: |
        A visible header or footer (absent = not shown; height 0 = none). `height` is required unless
        `"estimated": true`, whose default height is 44 (MagazineLayout's `Default.HeaderHeight` and
        `Default.FooterHeight`); an estimated header or footer is marked `estimated` in answers.
      type: object
      additionalProperties: false
      properties:
        height: {$ref: "#/components/schemas/Length"}
        estimated:
          description: The height is an estimate (contract v3). Default false.
          type: boolean
          default: false
      if: {not: {required: [estimated], properties: {estimated: {const: true}}}}
      then: {required: [height]}
    MagazineSection:
      title: MagazineSection
      description: |
        A magazine section: exactly one of `items` or `itemCount` + `item` (`item` is required when `itemCount`
        is above 0, since the layout has no default item; with `items` it has no effect), an optional header and
        footer, a background, and the delegate answers.
      type: object
      additionalProperties: false
      properties:
        id: {$ref: "#/components/schemas/SectionId"}
        items:
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/MagazineItem"}
        itemCount: {$ref: "#/components/schemas/ItemCount"}
        item: {$ref: "#/components/schemas/MagazineItem"}
        estimated: {$ref: "#/components/schemas/SectionEstimated"}
        header: {$ref: "#/components/schemas/MagazineSupplementary"}
        footer: {$ref: "#/components/schemas/MagazineSupplementary"}
        background:
          description: |
            A `"decoration"` element of kind `"background"` spanning the section from its header's top to its
            footer's bottom, zIndex 0.
          type: boolean
          default: false
        sectionInsets: {$ref: "#/components/schemas/Insets"}
        itemInsets: {$ref: "#/components/schemas/Insets"}
        horizontalSpacing: {$ref: "#/components/schemas/Length"}
        verticalSpacing: {$ref: "#/components/schemas/Length"}
      # Exactly one of `items` / `itemCount` (as for the other families), and `item` with any `itemCount`
      # above 0.
      if: {not: {required: [items]}}
      then: {required: [itemCount]}
      dependentSchemas:
        items: {properties: {itemCount: {not: {}}}}
        itemCount:
          if: {properties: {itemCount: {minimum: 1}}}
          then: {required: [item]}
    # ---------------------------------------------------------------- compositional
    CompositionalLayout:
      title: CompositionalLayout
      description: |
        UICollectionViewCompositionalLayout with its configuration (UIKit's names and defaults;
        `fl(v) = floor(v * scale) / scale` for fractions only; the rules step by step are in the repository's
        docs/compositional.md, whose step numbers the descriptions below use). Every data section uses its own
        `layout` (the section provider's answer) or else `section`, which is then required (422 at
        `/layout/section`, since the schema cannot say it). The response order: layout-level top and side items; per section its top, leading and
        trailing boundary items in request order, cells by item each followed by its anchored supplementaries,
        a group's supplementaries after its cells, its bottom boundary items, then decorations; then
        layout-level bottom items. `kind` is the request's `elementKind`.

        422 (with the pointer of the cause): a group that cannot keep one item (at the group), insets or
        spacing that leave a negative size (at the `contentInsets`, `interItemSpacing` or
        `collectionView` insets), a decoration whose `contentInsets` leave it a negative size (at those
        `contentInsets`), two supplementaries of one `elementKind` in a section (at the `elementKind` of the one
        met second in arrangement order, never an enclosing group; an item-anchored kind also used by a
        group-anchored item included), groups nested deeper than 16, `pinning.headers`, `footers` or `until`, one
        group holding more than 100,000 cells, content reaching past 1e15. With several, the first in arrangement
        order is answered: the layout's own items, then section by section.

        Decisions where UIKit's documentation and renders are silent:
        - Boundary and anchored supplementaries always carry `pinned` (false unless pinning moved them).
        - `repeatingSubitem` copies are placed as step 5 places kept items (its spacing redo included) but are
          never fit-checked; copies past the last item are absent, as for `subitem` + `count`.
        - A partial last `subitems` group is solved again for the items it keeps (so one kept item has no spacing
          redo); it keeps the full group's length along the section.
        - Estimated group dimensions: children resolve against the estimate; the group's own content insets are
          ignored on that axis; an orthogonal section is as tall as its tallest group.
        - `groupPagingCentered` centres the first group in the layout container's effective width, from its
          leading inset.
        - Group supplementaries are numbered in solve order (a group before the groups nested in it).
        - A section's top-level group ignores its own `edgeSpacing`.
        - `leading`/`trailing` boundary items centre on the span from the first group's start to the last
          group's end (in an empty section, on its content top) and pin like headers; `extendsBoundary` does not
          move them.
        - Custom group frames are relative to the group's content box; a custom item's `zIndex` is its cell's.
          Cells promoted in a decorated section go from 0 to 1 (other custom zIndex values are kept).
        - A background spans the layout container's content width (x 0), the section's boundary items
          included, less its own `contentInsets`.
        - Kinds that would give two elements one index path are duplicates: among a section's (or the
          layout's) boundary items, between a boundary item and an anchored one, within one item's or group's
          anchored items, and between item-anchored and group-anchored kinds of one section.
        - `contentSize.height` is where the stacking ends (the layout's bottom items included); elements moved
          by `absoluteOffset` or anchor offsets may lie beyond it.
        - Worked example B's "spacing fixed 8" is both the group's `interItemSpacing` and the section's
          `interGroupSpacing` (the next group at 16 + 375 + 8 = 399).
        - `count` is at most 100,000.
      type: object
      additionalProperties: false
      required: [type]
      properties:
        type: {type: string, const: compositional}
        scrollDirection: {$ref: "#/components/schemas/ScrollDirection"}
        flipsHorizontallyInOppositeLayoutDirection:
          description: |
            Whether `collectionView.layoutDirection: "rightToLeft"` mirrors this layout (see `CollectionView`).
            Default: the family's own answer, here true (`UICollectionViewCompositionalLayout` mirrors).
          type: boolean
          default: true
        verticalLayoutDirection: {$ref: "#/components/schemas/VerticalLayoutDirection"}
        shortContentAlignment: {$ref: "#/components/schemas/ShortContentAlignment"}
        snapping: {$ref: "#/components/schemas/Snapping"}
        pinning: {$ref: "#/components/schemas/CompositionalPinning"}
        interSectionSpacing:
          $ref: "#/components/schemas/Length"
          description: Space between sections (not before the first or after the last). Default 0.
          default: 0
        contentInsetsReference:
          description: The layout's reference (`automatic` is only for sections). Default `safeArea`.
          type: string
          enum: [none, safeArea, layoutMargins, readableContent]
          default: safeArea
        boundarySupplementaryItems:
          description: Layout-level items before section 0 and after the last section (index path `[0, 0]`).
          type: array
          items: {$ref: "#/components/schemas/CompositionalBoundaryItem"}
        section: {$ref: "#/components/schemas/CompositionalSectionLayout"}
    CompositionalPinning:
      title: CompositionalPinning
      description: |
        This family pins boundary items with `pinToVisibleBounds` (step 17): a header at
        `min(max(resting, contentOffset.y + contentInset.top + offset - (h - stickHeight)), hostMaxY - h)`, a
        footer at `max(min(resting, visibleBottom - h), hostMinY)`, the host being the section (the whole content
        for layout-level items). `headers` or `footers` other than `"none"`, and `until`, are a 422.
      type: object
      additionalProperties: false
      properties:
        headers:
          description: Only `"none"` (the default); this family pins with `pinToVisibleBounds`.
          type: string
          const: none
        footers:
          description: Only `"none"` (the default).
          type: string
          const: none
        offset:
          $ref: "#/components/schemas/Number"
          default: 0
        stickHeight:
          type: [number, "null"]
          minimum: 0
          maximum: 1000000000
          default: null
        zIndex:
          description: The zIndex of a pinned item whose frame moved; default its own `zIndex`.
          type: integer
          minimum: -1000000000
          maximum: 1000000000
    CompositionalSection:
      title: CompositionalSection
      description: |
        One data section: exactly one of `items` (measured sizes, read only on estimated axes) or `itemCount`;
        `layout` (the section provider's answer; default the layout's `section`); `orthogonalContentOffset` (an
        orthogonal section's scroll position: its elements are tested against the query rect moved by it; the
        offset is physical, so in a right-to-left layout the rect moves by it after mirroring, and a negative x
        scrolls toward the trailing groups, which lie to the left).
      type: object
      additionalProperties: false
      properties:
        id: {$ref: "#/components/schemas/SectionId"}
        items:
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/CompositionalSectionItem"}
        itemCount: {$ref: "#/components/schemas/ItemCount"}
        estimated: {$ref: "#/components/schemas/SectionEstimated"}
        layout: {$ref: "#/components/schemas/CompositionalSectionLayout"}
        orthogonalContentOffset: {$ref: "#/components/schemas/Point"}
      if: {not: {required: [items]}}
      then: {required: [itemCount]}
      dependentSchemas:
        items: {properties: {itemCount: {not: {}}}}
    CompositionalSectionItem:
      title: CompositionalSectionItem
      description: |
        An item's measured size, read only on its estimated dimensions, optionally with an `id` and `estimated`.
        `width` and `height` are required, except of an item that is `{"estimated": true}` without either: it is
        unmeasured and laid out at its dimensions' estimates, as an `itemCount` section's cells are. With a size
        and `"estimated": true` the size is the estimate. Either way the cell is marked `estimated`, as is every
        cell laid out at an `estimated` dimension it was not measured against (every cell of an `itemCount`
        section with one) in the answer to any request that uses a field of contract v3; a v2 request's answer
        stays as it was, without the mark. Giving only one of `width` and `height` is a 400.
      type: object
      additionalProperties: false
      properties:
        width: {$ref: "#/components/schemas/Length"}
        height: {$ref: "#/components/schemas/Length"}
        id: {$ref: "#/components/schemas/ItemId"}
        estimated: {$ref: "#/components/schemas/ItemEstimated"}
      if: {required: [estimated], properties: {estimated: {const: true}}}
      then: {dependentRequired: {width: [height], height: [width]}}
      else: {required: [width, height]}
    CompositionalSectionLayout:
      title: CompositionalSectionLayout
      description: |
        `NSCollectionLayoutSection`. Its group resolves in the layout container's effective width less
        `contentInsets.leading + trailing` (orthogonal sections: not reduced) and the container's height; groups
        repeat `interGroupSpacing` apart; an empty section has no groups, no insets and no background.
      type: object
      additionalProperties: false
      required: [group]
      properties:
        group: {$ref: "#/components/schemas/CompositionalGroup"}
        contentInsets: {$ref: "#/components/schemas/DirectionalInsets"}
        contentInsetsReference:
          description: "`automatic` (default) is the layout's reference."
          type: string
          enum: [automatic, none, safeArea, layoutMargins, readableContent]
          default: automatic
        interGroupSpacing:
          $ref: "#/components/schemas/Length"
          default: 0
        orthogonalScrollingBehavior:
          description: |
            Other than `none`, groups run across the scroll axis from the leading inset (`groupPagingCentered`:
            from `(effectiveWidth - groupWidth) / 2`); cells carry `orthogonal: true`, unscrolled.
          type: string
          enum: [none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered]
          default: none
        supplementariesFollowContentInsets:
          type: boolean
          default: true
        boundarySupplementaryItems:
          type: array
          items: {$ref: "#/components/schemas/CompositionalBoundaryItem"}
        decorationItems:
          type: array
          items: {$ref: "#/components/schemas/CompositionalDecorationItem"}
        orthogonalScrollingProperties: {$ref: "#/components/schemas/OrthogonalScrollingProperties"}
    CompositionalSubitem:
      title: CompositionalSubitem
      description: A group's subitem, told apart by `group` and the member that holds a group's subitems.
      # The item last, in this order and by name (openapi-generator sorts branches by name): generators take the
      # first branch whose required members are present, and an item's (layoutSize) are a part of every group's.
      oneOf:
        - $ref: "#/components/schemas/CompositionalListGroup"
        - $ref: "#/components/schemas/CompositionalCountGroup"
        - $ref: "#/components/schemas/CompositionalRepeatingGroup"
        - $ref: "#/components/schemas/CompositionalCustomGroup"
        - $ref: "#/components/schemas/CompositionalSingleItem"
    CompositionalSingleItem:
      title: CompositionalSingleItem
      description: |
        `NSCollectionLayoutItem`: its `contentInsets` shrink the cell inside its slot (not on an estimated axis)
        and never move neighbours.
      type: object
      additionalProperties: false
      required: [layoutSize]
      properties:
        layoutSize: {$ref: "#/components/schemas/CompositionalSize"}
        contentInsets: {$ref: "#/components/schemas/DirectionalInsets"}
        edgeSpacing: {$ref: "#/components/schemas/CompositionalEdgeSpacing"}
        supplementaryItems:
          type: array
          items: {$ref: "#/components/schemas/CompositionalSupplementaryItem"}
    CompositionalGroup:
      title: CompositionalGroup
      description: |
        `NSCollectionLayoutGroup`: an item plus `group` and exactly one of `subitems`, `subitem` + `count`,
        `repeatingSubitem` + `count` or (with `group: custom`) `customItems`. A group that cannot keep one item
        is a 422. Its content box is its frame less `contentInsets`; its subitems resolve in it.
      oneOf:
        - $ref: "#/components/schemas/CompositionalListGroup"
        - $ref: "#/components/schemas/CompositionalCountGroup"
        - $ref: "#/components/schemas/CompositionalRepeatingGroup"
        - $ref: "#/components/schemas/CompositionalCustomGroup"
    CompositionalListGroup:
      title: CompositionalListGroup
      description: |
        `horizontal`/`vertical(layoutSize:subitems:)`: the subitems walked cyclically along the axis while
        `length - Σ(item lengths and edge spacings) - charged >= -0.25` (a quarter-point tolerance; `charged` is
        `spacing * (n - 1)` unless a kept item is fractional along the axis), stopping once they hold the
        section's remaining items; with a fixed non-zero spacing, two or more kept items and a fractional one,
        the kept items resolve again in the box shortened by `spacing * (n - 1)` (the spacing redo).
      type: object
      additionalProperties: false
      required: [group, layoutSize, subitems]
      properties:
        group:
          type: string
          enum: [horizontal, vertical]
        layoutSize: {$ref: "#/components/schemas/CompositionalSize"}
        contentInsets: {$ref: "#/components/schemas/DirectionalInsets"}
        edgeSpacing: {$ref: "#/components/schemas/CompositionalEdgeSpacing"}
        supplementaryItems:
          type: array
          items: {$ref: "#/components/schemas/CompositionalSupplementaryItem"}
        interItemSpacing: {$ref: "#/components/schemas/CompositionalOptionalSpacing"}
        subitems:
          type: array
          minItems: 1
          items: {$ref: "#/components/schemas/CompositionalSubitem"}
    CompositionalCountGroup:
      title: CompositionalCountGroup
      description: |
        iOS 13 `horizontal`/`vertical(layoutSize:subitem:count:)`: exactly `count` copies, each
        `fl((1.0 / count) * L')` long along the axis with `L' = length - spacing * (count - 1)`, the other
        dimension resolved in the shortened box; in a partial last group the copies past the last item are laid
        out but absent.
      type: object
      additionalProperties: false
      required: [group, layoutSize, subitem, count]
      properties:
        group:
          type: string
          enum: [horizontal, vertical]
        layoutSize: {$ref: "#/components/schemas/CompositionalSize"}
        contentInsets: {$ref: "#/components/schemas/DirectionalInsets"}
        edgeSpacing: {$ref: "#/components/schemas/CompositionalEdgeSpacing"}
        supplementaryItems:
          type: array
          items: {$ref: "#/components/schemas/CompositionalSupplementaryItem"}
        interItemSpacing: {$ref: "#/components/schemas/CompositionalOptionalSpacing"}
        subitem: {$ref: "#/components/schemas/CompositionalSubitem"}
        count:
          type: integer
          minimum: 1
          maximum: 100000
    CompositionalRepeatingGroup:
      title: CompositionalRepeatingGroup
      description: "iOS 16 `…(layoutSize:repeatingSubitem:count:)`: `count` copies at the subitem's own size."
      type: object
      additionalProperties: false
      required: [group, layoutSize, repeatingSubitem, count]
      properties:
        group:
          type: string
          enum: [horizontal, vertical]
        layoutSize: {$ref: "#/components/schemas/CompositionalSize"}
        contentInsets: {$ref: "#/components/schemas/DirectionalInsets"}
        edgeSpacing: {$ref: "#/components/schemas/CompositionalEdgeSpacing"}
        supplementaryItems:
          type: array
          items: {$ref: "#/components/schemas/CompositionalSupplementaryItem"}
        interItemSpacing: {$ref: "#/components/schemas/CompositionalOptionalSpacing"}
        repeatingSubitem: {$ref: "#/components/schemas/CompositionalSubitem"}
        count:
          type: integer
          minimum: 1
          maximum: 100000
    CompositionalCustomGroup:
      title: CompositionalCustomGroup
      description: "`custom(layoutSize:itemProvider:)`: the provider's frames, in order, relative to the group's content box."
      type: object
      additionalProperties: false
      required: [group, layoutSize, customItems]
      properties:
        group:
          type: string
          const: custom
        layoutSize: {$ref: "#/components/schemas/CompositionalSize"}
        contentInsets: {$ref: "#/components/schemas/DirectionalInsets"}
        edgeSpacing: {$ref: "#/components/schemas/CompositionalEdgeSpacing"}
        supplementaryItems:
          type: array
          items: {$ref: "#/components/schemas/CompositionalSupplementaryItem"}
        interItemSpacing: {$ref: "#/components/schemas/CompositionalOptionalSpacing"}
        customItems:
          type: array
          minItems: 1
          items: {$ref: "#/components/schemas/CompositionalCustomItem"}
    CompositionalCustomItem:
      title: CompositionalCustomItem
      description: A custom group's item (`NSCollectionLayoutGroupCustomItem`), its frame relative to the group's content box.
      type: object
      additionalProperties: false
      required: [frame]
      properties:
        frame: {$ref: "#/components/schemas/Rect"}
        zIndex:
          type: integer
          minimum: -1000000000
          maximum: 1000000000
          default: 0
    CompositionalSize:
      title: CompositionalSize
      description: "`NSCollectionLayoutSize`."
      type: object
      additionalProperties: false
      required: [widthDimension, heightDimension]
      properties:
        widthDimension: {$ref: "#/components/schemas/CompositionalDimension"}
        heightDimension: {$ref: "#/components/schemas/CompositionalDimension"}
    CompositionalDimension:
      title: CompositionalDimension
      description: |
        `NSCollectionLayoutDimension`: in a container of effective size E, `fractionalWidth(f)` is
        `fl(f * E.width)`, `fractionalHeight(f)` `fl(f * E.height)` (either axis may use either), `absolute(v)` is
        v, `estimated(v)` the measured size from `sections[i].items[k]` when given, else v.
      oneOf:
        - $ref: "#/components/schemas/FractionalWidthDimension"
        - $ref: "#/components/schemas/FractionalHeightDimension"
        - $ref: "#/components/schemas/AbsoluteDimension"
        - $ref: "#/components/schemas/EstimatedDimension"
    FractionalWidthDimension:
      title: FractionalWidthDimension
      type: object
      additionalProperties: false
      required: [fractionalWidth]
      properties:
        fractionalWidth: {type: number, exclusiveMinimum: 0, maximum: 1000000000}
    FractionalHeightDimension:
      title: FractionalHeightDimension
      type: object
      additionalProperties: false
      required: [fractionalHeight]
      properties:
        fractionalHeight: {type: number, exclusiveMinimum: 0, maximum: 1000000000}
    AbsoluteDimension:
      title: AbsoluteDimension
      type: object
      additionalProperties: false
      required: [absolute]
      properties:
        absolute: {$ref: "#/components/schemas/Length"}
    EstimatedDimension:
      title: EstimatedDimension
      type: object
      additionalProperties: false
      required: [estimated]
      properties:
        estimated: {$ref: "#/components/schemas/Length"}
    CompositionalOptionalSpacing:
      title: CompositionalOptionalSpacing
      description: "`NSCollectionLayoutSpacing`, or null (none; for `interItemSpacing` fixed 0)."
      oneOf:
        - $ref: "#/components/schemas/FixedSpacing"
        - $ref: "#/components/schemas/FlexibleSpacing"
        - $ref: "#/components/schemas/NoSpacing"
    FixedSpacing:
      title: FixedSpacing
      type: object
      additionalProperties: false
      required: [fixed]
      properties:
        fixed: {$ref: "#/components/schemas/Length"}
    FlexibleSpacing:
      title: FlexibleSpacing
      description: A minimum; the leftover along the group's axis is shared equally among its flexible spacings.
      type: object
      additionalProperties: false
      required: [flexible]
      properties:
        flexible: {$ref: "#/components/schemas/Length"}
    NoSpacing:
      title: NoSpacing
      type: "null"
    CompositionalEdgeSpacing:
      title: CompositionalEdgeSpacing
      description: "`NSCollectionLayoutEdgeSpacing` (or null): each edge a spacing or null."
      type: [object, "null"]
      additionalProperties: false
      properties:
        leading: {$ref: "#/components/schemas/CompositionalOptionalSpacing"}
        top: {$ref: "#/components/schemas/CompositionalOptionalSpacing"}
        trailing: {$ref: "#/components/schemas/CompositionalOptionalSpacing"}
        bottom: {$ref: "#/components/schemas/CompositionalOptionalSpacing"}
    DirectionalInsets:
      title: DirectionalInsets
      description: "`NSDirectionalEdgeInsets`; each edge optional, default 0 (leading = left in left-to-right)."
      type: object
      additionalProperties: false
      properties:
        top: {$ref: "#/components/schemas/Length", default: 0}
        leading: {$ref: "#/components/schemas/Length", default: 0}
        bottom: {$ref: "#/components/schemas/Length", default: 0}
        trailing: {$ref: "#/components/schemas/Length", default: 0}
    CompositionalBoundaryItem:
      title: CompositionalBoundaryItem
      description: |
        `NSCollectionLayoutBoundarySupplementaryItem`: sized in the section's width (less its insets when they
        are followed) and the container's height; `top*` items that extend the boundary sit above the content
        (which moves down by the tallest), `bottom*` ones after the bottom inset; without `extendsBoundary` they
        overlap the first or last group; `leading`/`trailing` centre on the content; `absoluteOffset` last.
      type: object
      additionalProperties: false
      required: [elementKind, layoutSize, alignment]
      properties:
        elementKind: {$ref: "#/components/schemas/ElementKind"}
        layoutSize: {$ref: "#/components/schemas/CompositionalSize"}
        alignment: {$ref: "#/components/schemas/CompositionalAlignment"}
        absoluteOffset: {$ref: "#/components/schemas/Point"}
        extendsBoundary: {type: boolean, default: true}
        pinToVisibleBounds: {type: boolean, default: false}
        zIndex: {type: integer, minimum: -1000000000, maximum: 1000000000, default: 1}
        contentInsets: {$ref: "#/components/schemas/DirectionalInsets"}
    ElementKind:
      title: ElementKind
      description: |
        A compositional supplementary's or decoration's kind (UIKit's `elementKind`): a string of 1 to 128 UTF-8
        bytes, counted after unescaping (a 400 at the `elementKind` otherwise; `maxLength` counts characters, the
        bound is on bytes). An answer repeats it on every element of that kind.
      type: string
      minLength: 1
      maxLength: 128
    CompositionalAlignment:
      title: CompositionalAlignment
      description: "`NSRectAlignment`: `top`/`bottom` centred across, `…Leading` at the leading edge, `…Trailing` at the trailing edge."
      type: string
      enum: [top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing]
    CompositionalSupplementaryItem:
      title: CompositionalSupplementaryItem
      description: |
        `NSCollectionLayoutSupplementaryItem` on an item (host: its cell) or a group (host: its content box):
        `origin = host.origin + a * (host.size - z) + offset`, or with an item anchor b
        `host.origin + a * host.size - b * z + offset - itemOffset`; fractional sizes refer to the host; not
        floored. Index path: the item's, or `[section, n]` counting the section's groups carrying the kind.
      type: object
      additionalProperties: false
      required: [elementKind, layoutSize, containerAnchor]
      properties:
        elementKind: {$ref: "#/components/schemas/ElementKind"}
        layoutSize: {$ref: "#/components/schemas/CompositionalSize"}
        containerAnchor: {$ref: "#/components/schemas/CompositionalAnchor"}
        itemAnchor:
          description: null (default) is the container anchor's edges without an offset.
          oneOf:
            - $ref: "#/components/schemas/CompositionalAnchor"
            - $ref: "#/components/schemas/NoAnchor"
        zIndex: {type: integer, minimum: -1000000000, maximum: 1000000000, default: 1}
    NoAnchor:
      title: NoAnchor
      type: "null"
    CompositionalAnchor:
      title: CompositionalAnchor
      description: |
        `NSCollectionLayoutAnchor`: `edges` (empty: the centre; leading 0, trailing 1, neither or both 0.5 of the
        host, likewise top/bottom) and at most one of `absoluteOffset` and `fractionalOffset` (a fraction of the
        supplementary's size).
      # The anchor without an offset last, in this order and by name (openapi-generator sorts branches by name): it
      # requires nothing, so generators would take it for every anchor.
      oneOf:
        - $ref: "#/components/schemas/CompositionalAbsoluteOffsetAnchor"
        - $ref: "#/components/schemas/CompositionalFractionalOffsetAnchor"
        - $ref: "#/components/schemas/CompositionalNoOffsetAnchor"
    CompositionalNoOffsetAnchor:
      title: CompositionalNoOffsetAnchor
      description: An anchor without an offset.
      type: object
      additionalProperties: false
      properties:
        edges:
          type: array
          items:
            type: string
            enum: [top, leading, bottom, trailing]
          default: []
    CompositionalAbsoluteOffsetAnchor:
      title: CompositionalAbsoluteOffsetAnchor
      description: An anchor moved by a point offset.
      type: object
      additionalProperties: false
      required: [absoluteOffset]
      properties:
        edges:
          type: array
          items:
            type: string
            enum: [top, leading, bottom, trailing]
          default: []
        absoluteOffset: {$ref: "#/components/schemas/Point"}
    CompositionalFractionalOffsetAnchor:
      title: CompositionalFractionalOffsetAnchor
      description: An anchor moved by a fraction of the supplementary's own size.
      type: object
      additionalProperties: false
      required: [fractionalOffset]
      properties:
        edges:
          type: array
          items:
            type: string
            enum: [top, leading, bottom, trailing]
          default: []
        fractionalOffset: {$ref: "#/components/schemas/Point"}
    CompositionalDecorationItem:
      title: CompositionalDecorationItem
      description: |
        `NSCollectionLayoutDecorationItem` (a section background): the layout container's width, the section's
        extent, less `contentInsets`; index path `[section, 0]`. Cells of a decorated section get zIndex 1.
      type: object
      additionalProperties: false
      required: [elementKind]
      properties:
        elementKind: {$ref: "#/components/schemas/ElementKind"}
        zIndex: {type: integer, minimum: -1000000000, maximum: 1000000000, default: 0}
        contentInsets: {$ref: "#/components/schemas/DirectionalInsets"}
    # ---------------------------------------------------------------- the response
    LayoutResponse:
      title: LayoutResponse
      description: |
        The answer: an `AttributesResponse`; a `TimelineResponse` when the request has
        `collectionView.contentOffsets`; (v4) an `AttributesInScrollRangeResponse` when its `elements` is a
        `scrollRange`. Numbers are the shortest decimal that round-trips to the same double; integral values have
        no fraction (`64`, never `64.0`); NaN and infinities never appear.
      # The range answer comes first, and its name sorts before AttributesResponse's: it has every member
      # AttributesResponse requires, and generators take the first branch whose required members are present (in
      # this order, or sorted by name), so a range answer read as AttributesResponse would lose `scrollRange`.
      oneOf:
        - $ref: "#/components/schemas/AttributesInScrollRangeResponse"
        - $ref: "#/components/schemas/AttributesResponse"
        - $ref: "#/components/schemas/TimelineResponse"
    AttributesResponse:
      title: AttributesResponse
      description: |
        The content size and the selected elements' attributes, in order: by section; within a section the
        header, then cells by item, then the footer, then decorations (`compositional`: the order described in
        `CompositionalLayout`). At most `--max-attributes` (default 100,000) attributes, else 422. With
        `scrollTo` or an anchor to resolve, `contentOffset` is the offset the answer was computed at; with any
        `anchor` in the request, `anchor` is where the answer stands; with `previous`, `updates` is where every
        selected element comes from and goes to, and everything before it is byte for byte the answer to the same
        request without `previous` and `updateAnimation`. (v5) With `fling`, `contentOffset` is the resting offset
        (absent for an orthogonal section's fling) and `fling` says how it got there. Members are written in the
        order `contentSize`, `contentOffset`, `anchor`, `fling`, `attributes`, `updates` (the contract's "plus
        `updates`": after the rest of the answer).
      type: object
      additionalProperties: false
      required: [contentSize, attributes]
      properties:
        contentSize: {$ref: "#/components/schemas/ResponseSize"}
        contentOffset:
          $ref: "#/components/schemas/ResponsePoint"
          description: |
            With `scrollTo`, the offset `scrollToItem(at:at:)` scrolls to; with an Anchor in the request, the offset
            it resolves to. Absent otherwise.
        anchor:
          $ref: "#/components/schemas/Anchor"
          description: "With `anchor` in the request (`\"report\"` or an Anchor), where the answer stands."
        fling:
          $ref: "#/components/schemas/FlingResult"
          description: (v5) With `fling` in the request, where it comes to rest (the answer is computed there).
        attributes:
          type: array
          items: {$ref: "#/components/schemas/LayoutAttributes"}
        updates: {$ref: "#/components/schemas/Updates"}
    AttributesInScrollRangeResponse:
      title: AttributesInScrollRangeResponse
      description: |
        (v4) The answer to `elements: {"scrollRange": ...}`: the content size, the range as asked, and every
        element that the same request with `elements: "visible"` would list at some offset `o` of the range, each
        once, in the usual order (by section: header, cells by item, footer, decorations; `compositional`: its
        own order), with its resting frame and resting zIndex; headers and footers say `"pinned": false`; `id`,
        `orthogonal` and `estimated` as in any answer. Members in the order `contentSize`, `contentOffset`,
        `fling`, `scrollRange`, `snapping`, `snapPoints`, `orthogonalSnapping`, `attributes`, each when present.

        (v5) With `layout.snapping` the answer also carries the snapping, from which a client computes any fling
        released at an offset `o` of the range, from a drag begun in it, at any velocity, without a request: it
        runs `Fling`'s four steps over `snapPoints` alone, with its request, `contentSize` and `snapping`, and has
        the `projectedOffset`, `targetOffset`, `restingOffset` and `snappedTo` the service answers, every number
        bit for bit (the service computes a single fling by the same steps). Without `layout.snapping` a range
        answer is v4's, byte for byte.

        Each element pinning can move (a header or footer `pinning` selects, a compositional boundary item with
        `pinToVisibleBounds`) carries `follows` (`Follows`), even where it stays at rest over the whole range. The
        client places such an element at offset `o` by `Follows` alone, keeps, in this order, the elements whose
        frame at `o` meets the visible rect at `o` (`{contentOffset, collectionView.size}`, positive area; an
        `orthogonal` element against that rect moved by its section's `orthogonalContentOffset`), and has exactly
        the `attributes` of the single-offset answer at `o`, every number bit for bit: the service places pinned
        elements at a single offset, and in each timeline entry, with the same formula and the same three numbers.
        Outside the range the same computation runs but misses the elements visible only out there.
      type: object
      additionalProperties: false
      required: [contentSize, scrollRange, attributes]
      properties:
        contentSize: {$ref: "#/components/schemas/ResponseSize"}
        contentOffset:
          $ref: "#/components/schemas/ResponsePoint"
          description: (v5) With `fling` in the request (not for a section's), its resting offset.
        fling:
          $ref: "#/components/schemas/FlingResult"
          description: (v5) With `fling` in the request, where it comes to rest.
        scrollRange:
          $ref: "#/components/schemas/ScrollRange"
          description: The range answered, as the request asked it.
        snapping:
          $ref: "#/components/schemas/ResolvedSnapping"
          description: (v5) With `layout.snapping` in the request (`{}` is enough), the policy resolved.
        snapPoints:
          description: |
            (v5) Under the `item` policy, in snap order (by offset, then index path): every cell whose extent
            meets `(w0, w1 + size)` or whose offset lies in `[w0, w1]`, and beyond each end of `[w0, w1]` every
            cell at the `n + 1` nearest distinct offsets (`n` = `limit.count`, 0 without), where `w0 = (from -
            reach) - B`, `w1 = (to + reach) + B`, `B = bias * size` under the `bias` rule, else 0. They count
            toward the attribute limit with `attributes`.
          type: array
          items: {$ref: "#/components/schemas/SnapPoint"}
        orthogonalSnapping:
          description: (v5) `compositional` only, every orthogonal section the answer lists an element of.
          type: array
          items: {$ref: "#/components/schemas/OrthogonalSnapping"}
        attributes:
          type: array
          items: {$ref: "#/components/schemas/LayoutAttributes"}
    Follows:
      title: Follows
      description: |
        (v4) How an element that pinning can move follows the scroll, in a scroll range answer: at scroll offset
        `o` (`contentOffset.y` scrolling vertically, `.x` horizontally) its origin along the scroll axis is

        `min(max(o + offset, min), max)`

        computed in doubles in exactly that order: one addition, then the lower bound, then the upper; a bound
        that is absent is skipped. Its size and its other coordinate never change. Where that origin differs from
        the resting one (the attribute's `frame`) the element is `"pinned": true` with zIndex `zIndex`; elsewhere
        it keeps its resting zIndex and `"pinned": false`. `min <= max` whenever both are present. Members in the
        order `offset`, `min`, `max`, `zIndex`; `follows` is the last member of its attribute object.

        The numbers, vertically (`t`, `b` the content insets, `h` the element's height, `restingY` its resting
        y), from the rules in `Pinning`:
        - a header: `offset = t + pinning.offset - lift` with `lift = max(0, h - stickHeight)` (0 without
          `stickHeight`); `min = restingY`; `max = max(restingY, bound - h)` with `until`'s bound (`nextSection`:
          where the next section begins, for the last one where a further one would; `sectionEnd`: where the
          section's footer begins), absent for `never` and for IGListKit's last header;
        - a footer: `offset = size.height - b - h`; `min = min(sectionContentTop, restingY)`; `max = restingY`;
        - a compositional boundary item with `pinToVisibleBounds`: a header's numbers with `max = max(restingY,
          hostMaxY - h)`, a footer's with `min = min(hostMinY, restingY)`, its host being its section (the whole
          content for the layout's own items).
        Scrolling horizontally the same with x, the left and right insets, the width and `size.width`. A mirrored
        horizontal layout computes them in its unmirrored space and answers them in physical coordinates, with
        `w` the element's width: `offset' = size.width - w - offset`, `min' = contentSize.width - w - max`,
        `max' = contentSize.width - w - min` (an absent `max` makes `min'` absent). A mirrored vertical layout's
        numbers are unchanged.
      type: object
      additionalProperties: false
      required: [offset, zIndex]
      properties:
        offset:
          description: "`c`: the origin's distance from the offset while the element moves with it."
          type: number
        min:
          description: "`lo`: the lowest origin; absent when unbounded."
          type: number
        max:
          description: "`hi`: the highest origin; absent when unbounded (`until: never`, IGListKit's last header)."
          type: number
        zIndex:
          description: |
            The zIndex while pinned: `pinning.zIndex` (default 1024); without one, IGListKit's `section*1000 + 999`
            for `iglist` and the item's own `zIndex` for a compositional boundary item.
          type: integer
    FlingResult:
      title: FlingResult
      description: |
        (v5) Where the fling comes to rest and how it moves there. The three offsets are points whose
        coordinate along the axis (the scroll axis, or the section's cross axis) is the projection `p`, the
        target and the resting offset, and whose other coordinate is the release offset's. The target may lie
        outside the scrollable range (UPCarouselFlowLayout and CenteredCollectionView do not clamp theirs;
        UIKit rests at the end after a bounce); the resting offset is within it. Members in the order
        `projectedOffset`, `targetOffset`, `restingOffset`, `snappedTo`, `bounced`, `curve`.
      type: object
      additionalProperties: false
      required: [projectedOffset, targetOffset, restingOffset, snappedTo, bounced, curve]
      properties:
        projectedOffset: {$ref: "#/components/schemas/ResponsePoint"}
        targetOffset: {$ref: "#/components/schemas/ResponsePoint"}
        restingOffset: {$ref: "#/components/schemas/ResponsePoint"}
        snappedTo:
          description: The cell the fling snapped to (`item`), or null (`none`, `page`, or no cell found).
          oneOf:
            - $ref: "#/components/schemas/SnappedCell"
            - $ref: "#/components/schemas/NoSnappedCell"
        bounced:
          description: Whether the curve is a decay that meets an end of the range and the policy bounces there.
          type: boolean
        curve: {$ref: "#/components/schemas/FlingCurve"}
    NoSnappedCell:
      title: NoSnappedCell
      description: No cell was snapped to.
      type: "null"
    SnappedCell:
      title: SnappedCell
      description: The snapped cell's index path, and its item's `id` when it has one.
      type: object
      additionalProperties: false
      required: [indexPath]
      properties:
        indexPath: {$ref: "#/components/schemas/IndexPath"}
        id: {$ref: "#/components/schemas/ItemId"}
    FlingCurve:
      title: FlingCurve
      description: |
        A model of the motion a client can evaluate, exact by definition (not a claim about UIKit's animation).
        Times `τ` in milliseconds from release; `o` the release offset, `v` the velocity after step 1, `r` the
        target, `s` the resting offset, `ε` 0.5 points, `ω` 0.01 per millisecond. `duration` is whole
        milliseconds, rounded up.
        - `decay` toward `r`: `x(τ) = o + v * (rate^τ - 1) / ln(rate)`, `rate` = `d` when `r` is the
          `continuous` projection itself, else `exp(-v / (r - o))` so that it ends at `r`. With `D = |r - o|`
          it is within `ε` of `r` at `(D / |v|) * ln(D / ε)` (0 when `D <= ε`). When `s ≠ r` it meets the bound
          at `boundAt = (D / |v|) * ln(D / (D - |s - o|))`; a policy that bounces then follows with a spring
          from the bound, `x = s + u * w * exp(-ω u)` (`u = τ - boundAt`, `w = v * (D - |s - o|) / D`), to the
          last `u` at which it is `ε` from `s`; otherwise it stops at the bound at `boundAt`.
        - `spring` to `s`: `x(τ) = s + (A + B τ) exp(-ω τ)`, `A = o - s`, `B = v + ω A`, a critically damped
          spring (stiffness 100, mass 1); the duration is the last `τ` at which `|A + B τ| exp(-ω τ) = ε` (0
          when it never exceeds `ε`).
        Which: released outside the range, `v = 0`, or `r` not in the velocity's direction (a test of signs):
        the spring. Not snapped (the target is `p`): the decay. Snapped in the velocity's direction: the decay
        when its duration is no longer than the spring's, else the spring; a decay whose numbers overflow
        counts as longer than any. Its numbers use `exp` and `ln`, so a client's own evaluation may differ in
        the last bits: the curve is outside the bit-for-bit promise the offsets keep.
      oneOf:
        - $ref: "#/components/schemas/DecayCurve"
        - $ref: "#/components/schemas/SpringCurve"
      discriminator:
        propertyName: model
        mapping:
          decay: "#/components/schemas/DecayCurve"
          spring: "#/components/schemas/SpringCurve"
    DecayCurve:
      title: DecayCurve
      type: object
      additionalProperties: false
      required: [model, rate, duration]
      properties:
        model: {type: string, const: decay}
        rate:
          description: The decay's rate per millisecond.
          type: number
        boundAt:
          description: When it meets an end of the range, in milliseconds; absent when it does not.
          type: number
        duration:
          description: Whole milliseconds.
          type: number
          minimum: 0
    SpringCurve:
      title: SpringCurve
      type: object
      additionalProperties: false
      required: [model, duration]
      properties:
        model: {type: string, const: spring}
        duration:
          description: Whole milliseconds.
          type: number
          minimum: 0
    ResolvedSnapping:
      title: ResolvedSnapping
      description: |
        (v5) A snapping policy with every field it reads explicit: presets expanded, `decelerationRate` a
        number, `select` an object with the keys its rule reads, `limit` null when none; `coefficient` (`c =
        -ln d`) under `continuous`, and `reach`, the projection's distance at `maxVelocity` (`maxVelocity / c`,
        or `maxVelocity * d / (1 - d)`). Only the policy's fields, one schema each (`policy` tells them apart):
        `pageSize`, `origin` and `pageClamp` under `page`; `anchor`, `candidates` and `floor` under `item`;
        `select` and `limit` under both. Members in the order of the properties of `ResolvedItemSnapping`, the
        page fields in place of the cell fields.
      oneOf:
        - $ref: "#/components/schemas/ResolvedNoneSnapping"
        - $ref: "#/components/schemas/ResolvedPageSnapping"
        - $ref: "#/components/schemas/ResolvedItemSnapping"
      discriminator:
        propertyName: policy
        mapping:
          none: "#/components/schemas/ResolvedNoneSnapping"
          page: "#/components/schemas/ResolvedPageSnapping"
          item: "#/components/schemas/ResolvedItemSnapping"
    ResolvedNoneSnapping:
      title: ResolvedNoneSnapping
      description: "`none` resolved: plain deceleration."
      type: object
      additionalProperties: false
      required: [policy, decelerationRate, projection, maxVelocity, reach, bounce]
      properties:
        policy: {type: string, const: none}
        decelerationRate: {type: number}
        projection: {$ref: "#/components/schemas/FlingProjection"}
        coefficient: {type: number}
        maxVelocity: {type: number}
        reach: {type: number}
        bounce: {$ref: "#/components/schemas/Bounce"}
    ResolvedPageSnapping:
      title: ResolvedPageSnapping
      description: "`page` resolved: equal pages at `origin + k * pageSize`."
      type: object
      additionalProperties: false
      required: [policy, decelerationRate, projection, maxVelocity, reach, bounce, pageSize, origin, pageClamp, select, limit]
      properties:
        policy: {type: string, const: page}
        decelerationRate: {type: number}
        projection: {$ref: "#/components/schemas/FlingProjection"}
        coefficient: {type: number}
        maxVelocity: {type: number}
        reach: {type: number}
        bounce: {$ref: "#/components/schemas/Bounce"}
        pageSize: {type: number}
        origin: {type: number}
        pageClamp: {type: boolean}
        select: {$ref: "#/components/schemas/ResolvedSelect"}
        limit:
          oneOf:
            - $ref: "#/components/schemas/SnapLimit"
            - $ref: "#/components/schemas/NoSnapLimit"
    ResolvedItemSnapping:
      title: ResolvedItemSnapping
      description: "`item` resolved: the cells' own frames."
      type: object
      additionalProperties: false
      required: [policy, decelerationRate, projection, maxVelocity, reach, bounce, anchor, candidates, select, limit, floor]
      properties:
        policy: {type: string, const: item}
        decelerationRate: {type: number}
        projection: {$ref: "#/components/schemas/FlingProjection"}
        coefficient: {type: number}
        maxVelocity: {type: number}
        reach: {type: number}
        bounce: {$ref: "#/components/schemas/Bounce"}
        anchor: {$ref: "#/components/schemas/SnapAnchor"}
        candidates: {$ref: "#/components/schemas/SnapCandidates"}
        select: {$ref: "#/components/schemas/ResolvedSelect"}
        limit:
          oneOf:
            - $ref: "#/components/schemas/SnapLimit"
            - $ref: "#/components/schemas/NoSnapLimit"
        floor: {type: boolean}
    NoSnapLimit:
      title: NoSnapLimit
      description: No limit.
      type: "null"
    ResolvedSelect:
      title: ResolvedSelect
      description: A rule with the parameters it reads (`threshold`, `bias`, `steps`), defaults filled in.
      type: object
      additionalProperties: false
      required: [rule]
      properties:
        rule: {$ref: "#/components/schemas/SelectRule"}
        threshold: {type: number}
        bias: {type: number}
        steps: {type: integer}
    SnapPoint:
      title: SnapPoint
      description: |
        (v5) A cell a fling may stop on: its snap offset `s` (`SnapAnchor`), its extent `[min, max]` along the
        scroll axis, its index path and its item's `id` when it has one. Members in that order.
      type: object
      additionalProperties: false
      required: [offset, extent, indexPath]
      properties:
        offset: {type: number}
        extent:
          type: array
          minItems: 2
          maxItems: 2
          items: {type: number}
        indexPath: {$ref: "#/components/schemas/IndexPath"}
        id: {$ref: "#/components/schemas/ItemId"}
    OrthogonalSnapping:
      title: OrthogonalSnapping
      description: |
        (v5) An orthogonal section's snapping (`OrthogonalScrollingProperties` says how its behaviour names
        it): the range of its `orthogonalContentOffset` along the cross axis, `[min, max]`, and the resolved
        policy.
      type: object
      additionalProperties: false
      required: [section, range, snapping]
      properties:
        section: {type: integer, minimum: 0}
        range:
          type: array
          minItems: 2
          maxItems: 2
          items: {type: number}
        snapping: {$ref: "#/components/schemas/ResolvedSnapping"}
    TimelineResponse:
      title: TimelineResponse
      description: |
        A scroll timeline: the content size and one entry per requested offset, in request order. The attribute
        limit counts every entry's attributes (as a full timeline holds them).
      type: object
      additionalProperties: false
      required: [contentSize, timeline]
      properties:
        contentSize: {$ref: "#/components/schemas/ResponseSize"}
        timeline:
          type: array
          minItems: 1
          maxItems: 64
          items: {$ref: "#/components/schemas/TimelineEntry"}
    TimelineEntry:
      title: TimelineEntry
      description: |
        One offset's answer. In a `full` timeline (and the first entry of a `delta` one) `attributes` is exactly
        what a request with that single `contentOffset` answers. In a `delta` timeline every later entry lists
        only the attributes that appeared or changed (frame, zIndex or pinned) since the entry before, in the
        response order, and `removed` names the elements of the entry before that this one no longer holds, in
        that entry's order.
      type: object
      additionalProperties: false
      required: [contentOffset, attributes]
      properties:
        contentOffset: {$ref: "#/components/schemas/ResponsePoint"}
        anchor:
          $ref: "#/components/schemas/Anchor"
          description: "With `\"anchor\": \"report\"`, where this entry stands (written after `contentOffset`)."
        attributes:
          type: array
          items: {$ref: "#/components/schemas/LayoutAttributes"}
        removed:
          type: array
          # Each entry is written here rather than as a named array schema: swift6 cannot type an array of a
          # named array (it writes `[Array]`). The tuple's positions are checked by prefixItems; generators read
          # `items` (a member of any position).
          items:
            description: "`[section, item, category, kind]`: an element that left; `kind` is null for cells."
            type: array
            minItems: 4
            maxItems: 4
            prefixItems:
              - {type: integer, minimum: 0}
              - {type: integer, minimum: 0}
              - {$ref: "#/components/schemas/ElementCategory"}
              - {type: [string, "null"]}
            items: {$ref: "#/components/schemas/RemovedElementMember"}
    RemovedElementMember:
      title: RemovedElementMember
      description: |
        One position of a removed element, `[section, item, category, kind]`: an index, a name, or the null kind
        of a cell (each position's own schema is in the tuple's prefixItems).
      oneOf:
        - $ref: "#/components/schemas/RemovedElementIndex"
        - $ref: "#/components/schemas/RemovedElementName"
        - $ref: "#/components/schemas/RemovedElementNoKind"
    RemovedElementIndex:
      title: RemovedElementIndex
      description: A section or item index.
      type: integer
      minimum: 0
    RemovedElementName:
      title: RemovedElementName
      description: A category or a kind.
      type: string
    RemovedElementNoKind:
      title: RemovedElementNoKind
      description: A cell's kind.
      type: "null"
    Updates:
      title: Updates
      description: |
        (v4) With `previous` in the request: the two offsets and every selected element's two ends (see
        `UpdateAnimation`). `elements` lists the elements the new layout has, in the new answer's order (by section:
        header, cells by item, footer, decorations; `compositional`: its own order), then the deleted ones in the
        previous layout's order. Members in the order `from`, `to`, `elements`. Frames are content coordinates of
        their own side: a client shows `from` against `updates.from` and `to` against `updates.to`.
      type: object
      additionalProperties: false
      required: [from, to, elements]
      properties:
        from:
          $ref: "#/components/schemas/ResponsePoint"
          description: The previous offset (`previous.contentOffset`).
        to:
          $ref: "#/components/schemas/ResponsePoint"
          description: The new offset (given, its default, or resolved from the request's anchor).
        elements:
          type: array
          items: {$ref: "#/components/schemas/UpdateElement"}
    UpdateElement:
      title: UpdateElement
      description: |
        One element of an update, its members in the order `change`, `indexPath`, `previousIndexPath`, `id`,
        `category`, `kind`, `from`, `to`.
      # swift6 makes a model with an `id` member Identifiable; an element's id is optional (only cells with an item
      # id have one), so the model opts out.
      x-swift-identifiable: false
      type: object
      additionalProperties: false
      required: [change, category, from, to]
      properties:
        change: {$ref: "#/components/schemas/UpdateChange"}
        indexPath:
          $ref: "#/components/schemas/IndexPath"
          description: The element's index path in the new layout; absent for a deleted element.
        previousIndexPath:
          $ref: "#/components/schemas/IndexPath"
          description: Its index path in the previous layout; absent for an inserted element.
        id:
          type: string
          description: A cell's item id (the new side's, else the previous side's), as on cells; absent otherwise.
        category: {$ref: "#/components/schemas/ElementCategory"}
        kind:
          type: string
          description: A supplementary's or decoration's kind, as in its attributes; absent for cells.
        from: {$ref: "#/components/schemas/UpdateEnd"}
        to: {$ref: "#/components/schemas/UpdateEnd"}
    UpdateChange:
      title: UpdateChange
      description: |
        `inserted` (only in the new layout), `deleted` (only in the previous), `moved` (in both, at another index
        path) or `unchanged` (in both, at the same index path; its frame may still change).
      type: string
      enum: [inserted, deleted, moved, unchanged]
    UpdateEnd:
      title: UpdateEnd
      description: One end of an element's animation.
      type: object
      additionalProperties: false
      required: [frame, zIndex, alpha]
      properties:
        frame: {$ref: "#/components/schemas/Frame"}
        zIndex: {type: integer}
        alpha:
          type: number
          minimum: 0
          maximum: 1
    ElementCategory:
      title: ElementCategory
      description: An element's category, as in its attributes.
      type: string
      enum: [cell, supplementary, decoration]
    ResponsePoint:
      title: ResponsePoint
      type: object
      additionalProperties: false
      required: [x, y]
      properties:
        x: {type: number}
        y: {type: number}
    ResponseSize:
      title: ResponseSize
      type: object
      additionalProperties: false
      required: [width, height]
      properties:
        width: {type: number, minimum: 0}
        height: {type: number, minimum: 0}
    Frame:
      title: Frame
      type: object
      additionalProperties: false
      required: [x, y, width, height]
      properties:
        x: {type: number}
        y: {type: number}
        width: {type: number, minimum: 0}
        height: {type: number, minimum: 0}
    IndexPath:
      title: IndexPath
      description: "`[section, item]`; headers, footers and decorations use item 0 of their section."
      type: array
      minItems: 2
      maxItems: 2
      items: {type: integer, minimum: 0}
    LayoutAttributes:
      title: LayoutAttributes
      description: One element, like `UICollectionViewLayoutAttributes`.
      # swift6 makes a model with an `id` member Identifiable, and counts a cell's `id` for this union too, whose
      # enum then cannot conform: the union opts out (its branches keep the conformance where they have the id).
      x-swift-identifiable: false
      oneOf:
        - $ref: "#/components/schemas/CellAttributes"
        - $ref: "#/components/schemas/SupplementaryAttributes"
        - $ref: "#/components/schemas/DecorationAttributes"
      discriminator:
        propertyName: category
        mapping:
          cell: "#/components/schemas/CellAttributes"
          supplementary: "#/components/schemas/SupplementaryAttributes"
          decoration: "#/components/schemas/DecorationAttributes"
    CellAttributes:
      title: CellAttributes
      type: object
      additionalProperties: false
      required: [indexPath, category, frame, zIndex]
      properties:
        indexPath: {$ref: "#/components/schemas/IndexPath"}
        id:
          $ref: "#/components/schemas/ItemId"
          description: The item's `id`, when it has one (written after `indexPath`).
        category: {type: string, const: cell}
        frame: {$ref: "#/components/schemas/Frame"}
        zIndex: {type: integer}
        orthogonal: {$ref: "#/components/schemas/OrthogonalFlag"}
        estimated: {$ref: "#/components/schemas/EstimatedFlag"}
    SupplementaryAttributes:
      title: SupplementaryAttributes
      description: |
        A header or footer; it always carries `pinned`. One of zero length along the scroll axis does not exist
        and is never returned.
      type: object
      additionalProperties: false
      required: [indexPath, category, kind, frame, zIndex, pinned]
      properties:
        indexPath: {$ref: "#/components/schemas/IndexPath"}
        category: {type: string, const: supplementary}
        kind: {$ref: "#/components/schemas/SupplementaryKind"}
        frame: {$ref: "#/components/schemas/Frame"}
        zIndex: {type: integer}
        pinned:
          description: Whether pinning moved it off its resting frame (it then has `pinning.zIndex`).
          type: boolean
        orthogonal: {$ref: "#/components/schemas/OrthogonalFlag"}
        estimated: {$ref: "#/components/schemas/EstimatedFlag"}
        follows:
          $ref: "#/components/schemas/Follows"
          description: |
            (v4) Only in an `AttributesInScrollRangeResponse`, on every header or footer pinning can move (its frame
            there is the resting one): how it moves with the offset. Written last.
    SupplementaryKind:
      title: SupplementaryKind
      description: |
        UIKit's `elementKindSectionHeader` / `elementKindSectionFooter` (`header`, `footer`) for every family but
        `compositional`, whose supplementaries carry the request's `elementKind` verbatim.
      type: string
    OrthogonalFlag:
      title: OrthogonalFlag
      description: |
        Present (and true) only on the cells and anchored supplementaries of an orthogonally scrolling
        `compositional` section: their frames are unscrolled, where the outer layout reports them. (Written as
        `not: {const: false}` rather than `const: true`, which swift6 turns into an enum it cannot compile.)
      type: boolean
      not: {const: false}
    EstimatedFlag:
      title: EstimatedFlag
      description: |
        Present (and true) only on an element whose size is an estimate (contract v3): a cell whose item or
        section the request calls `estimated`, a magazine item laid out at an estimated height, a compositional
        cell laid out at an estimate it was not measured against, an estimated magazine header or footer. It is
        written last in the attribute object, before only a scroll range answer's `follows`. (Written as
        `not: {const: false}`, as `OrthogonalFlag` is.)
      type: boolean
      not: {const: false}
    DecorationAttributes:
      title: DecorationAttributes
      type: object
      additionalProperties: false
      required: [indexPath, category, kind, frame, zIndex]
      properties:
        indexPath: {$ref: "#/components/schemas/IndexPath"}
        category: {type: string, const: decoration}
        kind: {$ref: "#/components/schemas/DecorationKind"}
        frame: {$ref: "#/components/schemas/Frame"}
        zIndex: {type: integer}
    DecorationKind:
      title: DecorationKind
      description: |
        A decoration view's kind: `background` (MagazineLayout's section background), or a `compositional`
        decoration item's `elementKind` verbatim.
      type: string
    # ---------------------------------------------------------------- errors and health
    Problem:
      title: Problem
      description: RFC 9457 problem details.
      type: object
      additionalProperties: false
      required: [type, title, status, detail]
      properties:
        type:
          description: |
            A relative URI reference naming the kind of problem: `/problems/malformed-json`,
            `/problems/invalid-request`, `/problems/not-found`, `/problems/method-not-allowed`,
            `/problems/too-large`, `/problems/unsupported-media-type`, `/problems/unprocessable-layout`,
            `/problems/internal`, `/problems/unsupported-contract` (a `Layout-Contract` later than the server's),
            and from the HTTP layer `/problems/malformed-request` (a request it cannot frame, a malformed gzip body,
            or a `Layout-Contract` that is not a version), `/problems/unsupported-content-encoding` and
            `/problems/unavailable`.
          type: string
        title:
          description: A short, fixed summary of the kind of problem.
          type: string
        status:
          type: integer
          minimum: 400
          maximum: 599
        detail:
          description: What went wrong, for a person; never internal text.
          type: string
        errors:
          description: Validation errors, each naming the exact place in the request body.
          type: array
          items: {$ref: "#/components/schemas/ProblemError"}
    ProblemError:
      title: ProblemError
      type: object
      additionalProperties: false
      required: [pointer, detail]
      properties:
        pointer:
          description: A JSON pointer (RFC 6901) into the request body; `""` is the whole body.
          type: string
        detail:
          type: string
    Health:
      title: Health
      type: object
      additionalProperties: false
      required: [status]
      properties:
        status: {$ref: "#/components/schemas/HealthStatus"}
    HealthStatus:
      title: HealthStatus
      description: "`ok` from /healthz; `ready` or `draining` from /readyz."
      type: string
      enum: [ok, ready, draining]

"""##
}
