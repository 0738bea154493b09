// Generated from openapi.yaml by `scripts/embed-openapi`; a test checks it matches the file byte for byte.
// swift-format-ignore-file

/// The contract as served at `GET /openapi.yaml`, built into the binary so every deployment serves it.
enum OpenAPIDocument {
    static let text = ##"""
openapi: 3.1.0
jsonSchemaDialect: https://spec.openapis.org/oas/3.1/dialect/base
info:
  title: layoutd
  version: 1.0.0
  summary: UICollectionViewLayout families computed as an HTTP service.
  description: |
    `POST /layout` takes a collection view (size, adjusted content inset, scroll position, screen scale), a
    layout family with its parameters (`flow` = UICollectionViewFlowLayout, `waterfall` =
    CHTCollectionViewWaterfallLayout, `iglist` = IGListKit's IGListCollectionViewLayout, `magazine` = Airbnb's
    MagazineLayout), sticky-header rules and the sections' data, and answers the layout attributes that
    `layoutAttributesForElements(in:)` would return.

    Coordinates are UIKit's: points, origin at the top-left of the *content*, y grows downwards.
    `contentOffset` is the origin of the visible bounds in content coordinates, exactly as in `UIScrollView`
    (with `contentInset.top = 64` the scrolled-to-top offset is `y = -64`).

    This document describes wire contract v1 exactly. Where the contract leaves a choice open, the choice is
    written into the description of the field or response it concerns. The decisions that apply everywhere:

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
      footer, `/collectionView/contentOffset` for a pinned element pushed out of range. NaN and infinities
      are never written as numbers.
    - **Nesting.** JSON nested deeper than 64 arrays/objects is a 400 pointing at the first value too deep;
      the deepest valid request nests 6 levels.
    - **Limits** (each configurable, defaults shown): request body 8 MiB (`--max-body-bytes`), answered 413
      from `Content-Length` before the body is read, and for chunked bodies as soon as the limit is passed;
      explicit items across all sections 1,000,000 (`--max-items`, 413; uniform `itemCount` sections are not
      counted, they cost O(1)); sections 100,000 (`--max-sections`, 413); attributes in one response 100,000
      (`--max-attributes`, 422 with a hint to query a `rect` instead).
    - **Errors** are `application/problem+json` (RFC 9457). A 404 answers any path not listed here; a wrong
      method on a listed path is a 405 with an `Allow` header. A 500 is never the answer to any input: it
      would be a bug.
servers:
  - url: http://localhost:8080
    description: "`./scripts/serve` (default host 0.0.0.0, port 8080)"
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
        a section the header, then cells by item, then the footer, then decorations. Equal requests give
        byte-identical responses.

        With `Accept: image/svg+xml` the same layout is answered as an SVG picture: every returned element as a
        labelled rectangle, the visible rect outlined, pinned elements marked.
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
      responses:
        "200":
          description: The layout attributes of the selected elements.
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
            image/svg+xml:
              schema:
                type: string
                description: An SVG document of the returned elements (sent when the request's `Accept` asks for it).
        "400":
          $ref: "#/components/responses/BadRequest"
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
        "413":
          $ref: "#/components/responses/ContentTooLarge"
        "415":
          $ref: "#/components/responses/UnsupportedMediaType"
        "422":
          $ref: "#/components/responses/UnprocessableContent"
        "500":
          $ref: "#/components/responses/InternalServerError"
  /healthz:
    get:
      tags: [operations]
      operationId: healthz
      summary: "Liveness: the process is up and answering."
      description: Always 200 while the process serves requests, draining included (liveness, not readiness).
      responses:
        "200":
          description: Alive.
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
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Health"
              example: {status: ready}
        "503":
          description: "Draining after SIGTERM: in-flight requests finish, new work should go elsewhere."
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
        `http_requests_total{method,route,code}`, the `http_request_duration_seconds` histogram, in-flight
        requests, items laid out and a `layoutd_build_info` gauge. Labels are low-cardinality: `route` is one of
        the paths listed here or `other`.
      responses:
        "200":
          description: The metrics.
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
      responses:
        "200":
          description: The OpenAPI document, byte for byte the repository's `openapi.yaml`.
          content:
            application/yaml:
              # The schema describes the parsed document (a YAML mapping), as tools that read YAML bodies see it.
              schema:
                type: object
                required: [openapi, info, paths]
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
  /:
    get:
      tags: [operations]
      operationId: playground
      summary: The playground page.
      description: Edit or pick an example request, drag a scroll slider, and see the SVG and the JSON update.
      responses:
        "200":
          description: The playground HTML page.
          content:
            text/html:
              schema:
                type: string
        "405":
          $ref: "#/components/responses/MethodNotAllowed"
components:
  responses:
    BadRequest:
      description: |
        Malformed JSON (an empty body included), a wrong type, an unknown or misspelt field, a missing required
        field, a value out of range (a negative size, a number beyond 1e9 in magnitude or not finite, `scale`
        outside 1...4), `items` together with `itemCount`, or JSON nested deeper than 64 levels. `errors` names
        each place with a JSON pointer into the request body.
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
          examples:
            unknownField:
              summary: A misspelt field
              value:
                type: /problems/invalid-request
                title: Invalid request
                status: 400
                detail: "The request has an invalid value at /layout/minimumLineSpaceing: unknown field for a flow layout."
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
        Allow:
          description: The methods the path accepts, `POST` for `/layout` and `GET, HEAD` for the others.
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
    ContentTooLarge:
      description: |
        The body is over the configured byte limit (`--max-body-bytes`, default 8 MiB), answered from
        `Content-Length` before the body is read, or for a chunked body as soon as the limit is passed; or the
        request holds more
        explicit items across all sections than `--max-items` (default 1,000,000; uniform `itemCount` sections
        do not count), or more sections than `--max-sections` (default 100,000). For the two counts `errors`
        points at the `items` array where the total passed the limit, or at `/sections`.
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
        utf-8.
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
        or a query that would examine more than 4,000,000 candidate cells (pointer `/elements`; only uniform
        sections of items so small that a line holds millions of them reach it). Also a result holding more
        attributes than `--max-attributes` (default 100,000; pointer `/elements`): ask for a smaller
        `elements: {"rect": ...}` instead.
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
    InternalServerError:
      description: Never the answer to any input; if it happens it is a bug. No internal text is leaked.
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
  schemas:
    # ---------------------------------------------------------------- numbers and geometry
    Number:
      description: A finite number of magnitude at most 1e9 (400 beyond).
      type: number
      minimum: -1000000000
      maximum: 1000000000
    Length:
      description: A finite number in 0...1e9, for sizes, insets and spacings (400 below 0 or beyond 1e9).
      type: number
      minimum: 0
      maximum: 1000000000
    Count:
      description: A whole number in 0...1e9.
      type: integer
      minimum: 0
      maximum: 1000000000
    ItemCount:
      description: The number of items of a uniform section, 0...10^12 (400 beyond). It costs O(1) to lay out.
      type: integer
      minimum: 0
      maximum: 1000000000000
    Size:
      type: object
      additionalProperties: false
      required: [width, height]
      properties:
        width: {$ref: "#/components/schemas/Length"}
        height: {$ref: "#/components/schemas/Length"}
    Point:
      type: object
      additionalProperties: false
      required: [x, y]
      properties:
        x: {$ref: "#/components/schemas/Coordinate"}
        y: {$ref: "#/components/schemas/Coordinate"}
    Rect:
      type: object
      additionalProperties: false
      required: [x, y, width, height]
      properties:
        x: {$ref: "#/components/schemas/Coordinate"}
        y: {$ref: "#/components/schemas/Coordinate"}
        width: {$ref: "#/components/schemas/Extent"}
        height: {$ref: "#/components/schemas/Extent"}
    Coordinate:
      description: A position in the content, finite and within ±1e15 (400 beyond).
      type: number
      minimum: -1000000000000000
      maximum: 1000000000000000
    Extent:
      description: A query rect's width or height, in 0...2e15 (400 beyond).
      type: number
      minimum: 0
      maximum: 2000000000000000
    Insets:
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
      description: |
        The scroll view, the layout family and its data, and which attributes to return. `sections` holds the
        section schema of the family named by `layout.type`.
      type: object
      additionalProperties: false
      required: [collectionView, layout, sections]
      properties:
        collectionView: {$ref: "#/components/schemas/CollectionView"}
        layout: {$ref: "#/components/schemas/Layout"}
        sections:
          description: The data, one entry per section (may be empty). At most 100,000 sections (`--max-sections`; 413).
          type: array
          maxItems: 100000
        elements: {$ref: "#/components/schemas/Elements"}
      oneOf:
        - properties:
            layout: {properties: {type: {const: flow}}}
            sections: {items: {$ref: "#/components/schemas/FlowSection"}}
        - properties:
            layout: {properties: {type: {const: waterfall}}}
            sections: {items: {$ref: "#/components/schemas/WaterfallSection"}}
        - properties:
            layout: {properties: {type: {const: iglist}}}
            sections: {items: {$ref: "#/components/schemas/IGListSection"}}
        - properties:
            layout: {properties: {type: {const: magazine}}}
            sections: {items: {$ref: "#/components/schemas/MagazineSection"}}
    CollectionView:
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
            y: -contentInset.top}`, the scrolled-to-top position. The visible rect is `{contentOffset.x,
            contentOffset.y, size.width, size.height}`.
        scale:
          description: The screen scale, for families that round to the pixel grid (`waterfall`, `iglist`, `magazine`; `flow` does not round).
          type: number
          minimum: 1
          maximum: 4
          default: 1
    Elements:
      description: |
        Which attributes to return: those intersecting the visible rect at `contentOffset` (`"visible"`, the
        default), every element (`"all"`), or those intersecting a rect (`{"rect": Rect}`, like
        `layoutAttributesForElements(in:)`). A frame intersects a rect when the overlap has positive area, so
        zero-area frames are returned only by `"all"`.
      default: visible
      oneOf:
        - type: string
          enum: [visible, all]
        - type: object
          additionalProperties: false
          required: [rect]
          properties:
            rect: {$ref: "#/components/schemas/Rect"}
    ScrollDirection:
      description: |
        `horizontal` swaps x/y, top/left and bottom/right in every rule (lines become columns, headers sit on the
        left).
      type: string
      enum: [vertical, horizontal]
      default: vertical
    SectionSelection:
      description: |
        Which sections: none, all, or only the listed section indices (indices that do not exist are ignored).
      default: none
      oneOf:
        - type: string
          enum: [none, all]
        - type: array
          maxItems: 100000
          items: {$ref: "#/components/schemas/Count"}
    Pinning:
      description: |
        Sticky headers and footers, for every family. Vertical scrolling (horizontal swaps the axes):
        `pinTop = contentOffset.y + contentInset.top + offset`; a pinned header sits at
        `y = max(restingY, pinTop)`, or with `stickHeight` at `y = max(restingY, pinTop - (h - stickHeight))`,
        then bounded by `until`. A pinned footer sits at `y = min(restingY, max(visibleBottom - h,
        sectionContentTop))` with `visibleBottom = contentOffset.y + size.height - contentInset.bottom`. A header or
        footer whose frame differs from its resting frame reports `pinned: true` and gets `zIndex`. Pinning never
        moves a header above its resting place, so pulling past the top carries it with the content.
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
          oneOf:
            - $ref: "#/components/schemas/Length"
            - type: "null"
        until:
          description: |
            What pushes a pinned header away: the start of the next section (`nextSection`: where the layout
            begins placing the following section, before its insets; for the last section, the end of its own
            footer and footer insets), the end of its own section's content before its footer (`sectionEnd`), or
            nothing (`never`). Default `nextSection`, but `sectionEnd` for `magazine`. For `iglist` the last
            section's header is not bounded, as in IGListKit.
          type: string
          enum: [nextSection, sectionEnd, never]
        zIndex:
          description: |
            zIndex of pinned headers and footers. Default 1024; for `iglist`, when absent, IGListKit's scheme
            (`section*1000 + 999` for supplementaries, pinned or not).
          type: integer
          minimum: -1000000000
          maximum: 1000000000
    Layout:
      description: The layout family and its parameters, chosen by `type`.
      oneOf:
        - $ref: "#/components/schemas/FlowLayout"
        - $ref: "#/components/schemas/WaterfallLayout"
        - $ref: "#/components/schemas/IGListLayout"
        - $ref: "#/components/schemas/MagazineLayout"
      discriminator:
        propertyName: type
        mapping:
          flow: "#/components/schemas/FlowLayout"
          waterfall: "#/components/schemas/WaterfallLayout"
          iglist: "#/components/schemas/IGListLayout"
          magazine: "#/components/schemas/MagazineLayout"
    # ---------------------------------------------------------------- flow
    FlowLayout:
      title: flow
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
        type: {const: flow}
        scrollDirection: {$ref: "#/components/schemas/ScrollDirection"}
        pinning: {$ref: "#/components/schemas/Pinning"}
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
          description: How a line spreads its items; `justified` is UIKit's behaviour.
          type: string
          enum: [justified, start, center, end]
          default: justified
        lastLineAlignment:
          description: |
            How each section's last line is placed. `automatic` is UIKit's behaviour: with `justified` lines,
            when every item of the section has the same size (any uniform section, or a list of equal sizes)
            the last line stays on the grid of the lines above (`grid`); when sizes differ it is packed at
            `minimumInteritemSpacing` from the left inset, a lone item at the left inset (`start`); with another
            `lineAlignment` the last line is placed like the others. `grid`: as if filled with further items of
            its last item's size, then aligned like a full line (a lone item is centred only when it alone fills
            the line). `start`/`center`/`end`/`justified`: like any line with that alignment. Evidence for
            UIKit's rule: PSTCollectionView's defaults read from UIKit (last row aligned left, "justify is the
            default except for the last row"), its author's radar 20825965 ("last row is left-aligned by
            default if items have a non-uniform height"), and the long-standing answers behind
            UICollectionViewLeftAlignedLayout.
          type: string
          enum: [automatic, grid, start, center, end, justified]
          default: automatic
        itemAlignment:
          description: Where an item sits across its line when the line is taller; `center` is UIKit's.
          type: string
          enum: [center, start, end]
          default: center
    FlowSection:
      description: |
        A flow section: exactly one of `items` (explicit sizes) or `itemCount` (+ optional `itemSize`), and the
        `UICollectionViewDelegateFlowLayout` answers, each defaulting to the layout's value.
      type: object
      additionalProperties: false
      properties:
        items:
          description: Explicit item sizes, in item order.
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/Size"}
        itemCount:
          $ref: "#/components/schemas/ItemCount"
          description: A uniform section of `itemCount` items of `itemSize`.
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
      oneOf:
        - required: [items]
          properties: {itemCount: false}
        - required: [itemCount]
          properties: {items: false}
    # ---------------------------------------------------------------- waterfall
    WaterfallLayout:
      title: waterfall
      description: |
        Bit-for-bit the Swift CHTCollectionViewWaterfallLayout with `sectionInsetReference = .fromContentInset`
        and `UIScreen.main.scale = collectionView.scale`. Vertical only: `scrollDirection: "horizontal"` is a
        422. Items are *aspect* sizes: every item is as wide as a column, and its height keeps the aspect,
        floored to the pixel grid. Ties between equally short columns go to the lowest index. zIndex is 0
        unless pinned. `contentSize` is `{size.width, max(end of the last section, minimumContentHeight)}`, and
        `{0, 0}` with no sections. Sticky headers and footers (which CHT lacks) come from `pinning`.
      type: object
      additionalProperties: false
      required: [type]
      properties:
        type: {const: waterfall}
        scrollDirection:
          description: Vertical only; `"horizontal"` is a well-formed request no layout can satisfy (422).
          type: string
          const: vertical
          default: vertical
        pinning: {$ref: "#/components/schemas/Pinning"}
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
          type: string
          enum: [shortestFirst, leftToRight, rightToLeft]
          default: shortestFirst
        minimumContentHeight:
          $ref: "#/components/schemas/Length"
          default: 0
        itemSize:
          $ref: "#/components/schemas/Size"
          description: The aspect size of a uniform section's items when the section names none. Default `{50, 50}`.
          default: {width: 50, height: 50}
    WaterfallSection:
      description: |
        A waterfall section: exactly one of `items` (aspect sizes) or `itemCount` (+ optional `itemSize`), and
        CHT's per-section delegate answers, each defaulting to the layout's value.
      type: object
      additionalProperties: false
      properties:
        items:
          description: Aspect sizes, in item order.
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/Size"}
        itemCount: {$ref: "#/components/schemas/ItemCount"}
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
      oneOf:
        - required: [items]
          properties: {itemCount: false}
        - required: [itemCount]
          properties: {items: false}
    # ---------------------------------------------------------------- iglist
    IGListLayout:
      title: iglist
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
        type: {const: iglist}
        scrollDirection: {$ref: "#/components/schemas/ScrollDirection"}
        pinning: {$ref: "#/components/schemas/Pinning"}
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
    IGListSection:
      description: |
        One section controller: exactly one of `items` or `itemCount` (+ optional `itemSize`), and its inset,
        spacings, header and footer sizes (all 0 by default).
      type: object
      additionalProperties: false
      properties:
        items:
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/Size"}
        itemCount: {$ref: "#/components/schemas/ItemCount"}
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
      oneOf:
        - required: [items]
          properties: {itemCount: false}
        - required: [itemCount]
          properties: {items: false}
    # ---------------------------------------------------------------- magazine
    MagazineLayout:
      title: magazine
      description: |
        Airbnb's MagazineLayout. Vertical only: `scrollDirection: "horizontal"` is a 422. Items are rows of
        fractions of the section's width; a row ends when it is full or when the next item's width mode differs;
        items are top-aligned in a row. Geometry, spacing and rounding follow MagazineLayout. Pinned headers are
        bounded by their section's footer, so `pinning.until` defaults to `"sectionEnd"`. The layout's fields are
        the defaults of the per-section delegate answers (all 0).
      type: object
      additionalProperties: false
      required: [type]
      properties:
        type: {const: magazine}
        scrollDirection:
          description: Vertical only; `"horizontal"` is a well-formed request no layout can satisfy (422).
          type: string
          const: vertical
          default: vertical
        pinning: {$ref: "#/components/schemas/Pinning"}
        sectionInsets: {$ref: "#/components/schemas/Insets"}
        itemInsets: {$ref: "#/components/schemas/Insets"}
        horizontalSpacing:
          $ref: "#/components/schemas/Length"
          default: 0
        verticalSpacing:
          $ref: "#/components/schemas/Length"
          default: 0
    MagazineWidthMode:
      description: |
        `fullWidth` respects `itemInsets`; `fullWidthIgnoringInsets` ignores `itemInsets` but keeps
        `sectionInsets`; `halfWidth`, `thirdWidth`, `fourthWidth`, `fifthWidth` and `{"fractional": n}` are 1/2,
        1/3, 1/4, 1/5 and 1/n of the row. `n` below 1 is a 422.
      oneOf:
        - type: string
          enum: [fullWidth, fullWidthIgnoringInsets, halfWidth, thirdWidth, fourthWidth, fifthWidth]
        - type: object
          additionalProperties: false
          required: [fractional]
          properties:
            fractional:
              type: integer
              minimum: 1
              maximum: 1000000000
    MagazineItem:
      description: One item's width mode and static height (both required).
      type: object
      additionalProperties: false
      required: [widthMode, height]
      properties:
        widthMode: {$ref: "#/components/schemas/MagazineWidthMode"}
        height: {$ref: "#/components/schemas/Length"}
    MagazineSupplementary:
      description: A visible header or footer of a static height (absent = not shown; height 0 = none).
      type: object
      additionalProperties: false
      required: [height]
      properties:
        height: {$ref: "#/components/schemas/Length"}
    MagazineSection:
      description: |
        A magazine section: exactly one of `items` or `itemCount` + `item` (`item` is required when `itemCount`
        is above 0, since the layout has no default item; with `items` it has no effect), an optional header and
        footer, a background, and the delegate answers.
      type: object
      additionalProperties: false
      properties:
        items:
          type: array
          maxItems: 1000000
          items: {$ref: "#/components/schemas/MagazineItem"}
        itemCount: {$ref: "#/components/schemas/ItemCount"}
        item: {$ref: "#/components/schemas/MagazineItem"}
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
      oneOf:
        - required: [items]
          properties: {itemCount: false}
        - required: [itemCount]
          properties: {items: false}
          anyOf:
            - required: [item]
            - properties: {itemCount: {const: 0}}
    # ---------------------------------------------------------------- the response
    LayoutResponse:
      description: |
        The content size and the selected elements' attributes, in order: by section; within a section the
        header, then cells by item, then the footer, then decorations. At most `--max-attributes` (default
        100,000) attributes, else 422. Numbers are the shortest decimal that round-trips to the same double;
        integral values have no fraction (`64`, never `64.0`); NaN and infinities never appear.
      type: object
      additionalProperties: false
      required: [contentSize, attributes]
      properties:
        contentSize: {$ref: "#/components/schemas/ResponseSize"}
        attributes:
          type: array
          items: {$ref: "#/components/schemas/LayoutAttributes"}
    ResponseSize:
      type: object
      additionalProperties: false
      required: [width, height]
      properties:
        width: {type: number, minimum: 0}
        height: {type: number, minimum: 0}
    Frame:
      type: object
      additionalProperties: false
      required: [x, y, width, height]
      properties:
        x: {type: number}
        y: {type: number}
        width: {type: number, minimum: 0}
        height: {type: number, minimum: 0}
    IndexPath:
      description: "`[section, item]`; headers, footers and decorations use item 0 of their section."
      type: array
      prefixItems:
        - {type: integer, minimum: 0}
        - {type: integer, minimum: 0}
      minItems: 2
      maxItems: 2
      items: false
    LayoutAttributes:
      description: One element, like `UICollectionViewLayoutAttributes`.
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
      type: object
      additionalProperties: false
      required: [indexPath, category, frame, zIndex]
      properties:
        indexPath: {$ref: "#/components/schemas/IndexPath"}
        category: {const: cell}
        frame: {$ref: "#/components/schemas/Frame"}
        zIndex: {type: integer}
    SupplementaryAttributes:
      description: |
        A header or footer; it always carries `pinned`. One of zero length along the scroll axis does not exist
        and is never returned.
      type: object
      additionalProperties: false
      required: [indexPath, category, kind, frame, zIndex, pinned]
      properties:
        indexPath: {$ref: "#/components/schemas/IndexPath"}
        category: {const: supplementary}
        kind:
          type: string
          enum: [header, footer]
        frame: {$ref: "#/components/schemas/Frame"}
        zIndex: {type: integer}
        pinned:
          description: Whether pinning moved it off its resting frame (it then has `pinning.zIndex`).
          type: boolean
    DecorationAttributes:
      type: object
      additionalProperties: false
      required: [indexPath, category, kind, frame, zIndex]
      properties:
        indexPath: {$ref: "#/components/schemas/IndexPath"}
        category: {const: decoration}
        kind:
          type: string
          enum: [background]
        frame: {$ref: "#/components/schemas/Frame"}
        zIndex: {type: integer}
    # ---------------------------------------------------------------- errors and health
    Problem:
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
            `/problems/internal`.
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
      type: object
      additionalProperties: false
      required: [status]
      properties:
        status:
          type: string
          description: "`ok` from /healthz; `ready` or `draining` from /readyz."
          enum: [ok, ready, draining]

"""##
}
