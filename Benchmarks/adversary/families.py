"""Hand-written seeds: shapes known or suspected to cost far more CPU than their size suggests.

Each is a request small enough for a 64 KiB body; the search mutates them further. The shape names say what
drives the cost; `fill` makes as many copies of a section as fit the body limit.
"""

import json

LIMIT = 65536
BILLION = 1_000_000_000
TRILLION = 1_000_000_000_000
PHONE = {"size": {"width": 375, "height": 812}}


def size_of(request):
    """The length of `request`'s compact JSON, without writing it: each object or array shared in several places
    (the lever of a gzip body: one section a hundred thousand times) is measured once. A mutation that puts many
    copies of something into an object shared by every section would make a JSON of gigabytes; this measures it."""
    memo = {}

    def size(value):
        if isinstance(value, dict):
            key = id(value)
            if key not in memo:
                memo[key] = 1 + sum(len(json.dumps(k)) + 2 + size(v) for k, v in value.items()) + (not value)
            return memo[key]
        if isinstance(value, (list, tuple)):
            key = id(value)
            if key not in memo:
                memo[key] = 1 + sum(size(v) + 1 for v in value) + (not value)
            return memo[key]
        return len(json.dumps(value, allow_nan=False))

    return size(request)


def fill(request, section, limit=LIMIT, most=100_000):
    """`request` with `sections` holding as many copies of `section` as fit in `limit` bytes (at most `most`)."""
    request = dict(request, sections=[])
    empty = size_of(request)
    each = len(json.dumps(section, separators=(",", ":"))) + 1
    n = max(1, min(most, (limit - empty) // each))
    request["sections"] = [section] * n
    while n > 1 and size_of(request) > limit:
        n -= 1
        request["sections"] = [section] * n
    return request


def offsets(n=64, start=0.0, end=5e8, axis="y"):
    """`n` content offsets from `start` to `end` along `axis`."""
    step = (end - start) / max(1, n - 1)
    return [{"x": 0, "y": start + k * step} if axis == "y" else {"x": start + k * step, "y": 0} for k in range(n)]


def timeline(request, n=64, start=0.0, end=5e8):
    cv = dict(request["collectionView"])
    cv.pop("contentOffset", None)
    cv["contentOffsets"] = offsets(n, start, end)
    out = dict(request, collectionView=cv)
    out.pop("scrollTo", None)
    out.pop("anchor", None)
    return out


# Compositional building blocks (the wire shape docs/compositional.md describes).
def dim(kind, value):
    return {kind: value}


def lsize(width, height):
    return {"widthDimension": width, "heightDimension": height}


FULL = lsize(dim("fractionalWidth", 1), dim("fractionalHeight", 1))


def item(layout_size=FULL, **extra):
    return dict({"layoutSize": layout_size}, **extra)


def count_group(subitem, count, layout_size, axis="horizontal"):
    return {"group": axis, "layoutSize": layout_size, "subitem": subitem, "count": count}


def compositional(group, sections, **top):
    layout = {"type": "compositional", "section": {"group": group}}
    return dict({"collectionView": dict(PHONE), "layout": layout, "sections": sections}, **top)


def rect(x, y, width=1, height=1):
    return {"rect": {"x": x, "y": y, "width": width, "height": height}}


def compositional_seeds():
    one_point_row = lsize(dim("fractionalWidth", 1), dim("absolute", 1))
    tiny = count_group(item(), 100_000, one_point_row)
    nested = count_group(count_group(item(), 300, FULL, "vertical"), 300, lsize(dim("fractionalWidth", 1),
                                                                                 dim("absolute", 300)))
    deep = item()
    for level in range(16):
        deep = count_group(deep, 2, FULL if level < 15 else one_point_row, "vertical" if level % 2 else "horizontal")
    yield "comp-count-tiny", compositional(tiny, [{"itemCount": BILLION}], elements=rect(0, 5e8))
    yield "comp-count-nested-300x300", compositional(nested, [{"itemCount": BILLION}], elements=rect(0, 5e8))
    yield "comp-count-tiny-timeline64", timeline(compositional(tiny, [{"itemCount": BILLION}],
                                                              elements=rect(0, 5e8)))
    yield "comp-count-nested-timeline64", timeline(compositional(nested, [{"itemCount": BILLION}],
                                                                elements=rect(0, 5e8)))
    # A few items per section: the whole group is solved all the same, once per section.
    yield "comp-count-tiny-one-item-sections", compositional(tiny, [{"itemCount": 1}] * 10)
    yield "comp-nested-16-deep", compositional(deep, [{"itemCount": BILLION}], elements=rect(0, 5e8))
    # `subitems`: kept one by one while they fit, up to the cell limit of a group.
    needles = {"group": "horizontal", "layoutSize": one_point_row,
               "subitems": [item(lsize(dim("absolute", 1e-6), dim("absolute", 1)))]}
    yield "comp-subitems-needles", compositional(needles, [{"itemCount": BILLION}], elements=rect(0, 5e8))
    # iOS 16 repeatingSubitem copies at their own size.
    repeating = {"group": "horizontal", "layoutSize": one_point_row, "count": 100_000,
                 "repeatingSubitem": item(lsize(dim("absolute", 1e-6), dim("absolute", 1)))}
    yield "comp-repeating-tiny", compositional(repeating, [{"itemCount": BILLION}], elements=rect(0, 5e8))
    # Each section its own section provider answer: one expensive group per section.
    per_section = {"itemCount": BILLION, "layout": {"group": count_group(item(), 100_000, one_point_row)}}
    base = {"collectionView": dict(PHONE), "layout": {"type": "compositional"}, "elements": rect(0, 5e8)}
    yield "comp-per-section-groups", fill(base, per_section)
    # Orthogonal sections: groups run across, each a sliver.
    ortho = {"group": count_group(item(), 1000, lsize(dim("absolute", 1e-3), dim("absolute", 100))),
             "orthogonalScrollingBehavior": "continuous"}
    yield "comp-orthogonal-slivers", {"collectionView": dict(PHONE), "layout": {"type": "compositional",
                                                                                 "section": ortho},
                                      "sections": [{"itemCount": BILLION, "orthogonalContentOffset":
                                                    {"x": 1e5, "y": 0}}], "elements": "visible"}
    # Estimated heights with measured items: every repetition solved from its own measurements.
    estimated = {"group": "horizontal", "layoutSize": lsize(dim("fractionalWidth", 1), dim("estimated", 10)),
                 "subitems": [item(lsize(dim("absolute", 1), dim("estimated", 10)))]}
    yield "comp-estimated-measured", fill(compositional(estimated, [], elements="all"),
                                          {"items": [{"width": 1, "height": 1}] * 2500}, most=1)
    # Custom groups: the provider's frames, many per group.
    custom = {"group": "custom", "layoutSize": one_point_row,
              "customItems": [{"frame": {"x": k * 1e-3, "y": 0, "width": 1e-3, "height": 1}} for k in range(1000)]}
    yield "comp-custom-frames", compositional(custom, [{"itemCount": BILLION}], elements=rect(0, 5e8))
    # Anchored badges on every one of many cells.
    badge = {"elementKind": "badge", "layoutSize": lsize(dim("absolute", 1), dim("absolute", 1)),
             "containerAnchor": {"edges": ["top", "trailing"]}}
    badged = count_group(item(supplementaryItems=[badge]), 100_000, one_point_row)
    yield "comp-badged-tiny", compositional(badged, [{"itemCount": BILLION}], elements=rect(0, 5e8))
    yield "comp-scrollto-deep", compositional(nested, [{"itemCount": BILLION}],
                                              scrollTo={"indexPath": [0, BILLION - 1], "position": "bottom"})
    yield "comp-anchor-report-timeline64", dict(timeline(compositional(tiny, [{"itemCount": BILLION}])),
                                                anchor="report")


def uniform_seeds():
    narrow = {"width": 1e-6, "height": 10}
    beside = rect(400, 0, 10, 600)
    flow = {"type": "flow", "itemSize": narrow, "minimumInteritemSpacing": 0}
    yield "flow-needles-rect-beside", {"collectionView": dict(PHONE), "layout": flow,
                                       "sections": [{"itemCount": TRILLION}], "elements": beside}
    yield "flow-needles-timeline64", timeline({"collectionView": dict(PHONE), "layout": flow,
                                               "sections": [{"itemCount": TRILLION}], "elements": beside}, end=1e6)
    yield "flow-zero-size", {"collectionView": dict(PHONE), "layout": {"type": "flow", "itemSize": {"width": 0,
                                                                                                   "height": 0}},
                             "sections": [{"itemCount": TRILLION}], "elements": "visible"}
    yield "flow-scrollto-deep", {"collectionView": dict(PHONE), "layout": {"type": "flow", "itemSize": narrow},
                                 "sections": [{"itemCount": TRILLION}],
                                 "scrollTo": {"indexPath": [0, TRILLION - 1], "position": "centeredVertically"}}
    iglist = {"type": "iglist"}
    yield "iglist-needles-rect-beside", {"collectionView": dict(PHONE), "layout": iglist,
                                         "sections": [{"itemCount": TRILLION, "itemSize": {"width": 1e-6,
                                                                                            "height": 10},
                                                       "minimumInteritemSpacing": 0}], "elements": beside}
    yield "iglist-needles-timeline64", timeline({"collectionView": dict(PHONE), "layout": iglist,
                                                 "sections": [{"itemCount": TRILLION,
                                                               "itemSize": {"width": 1e-6, "height": 10},
                                                               "minimumInteritemSpacing": 0}],
                                                 "elements": beside}, end=1e6)
    yield "iglist-zero-height", {"collectionView": dict(PHONE), "layout": iglist,
                                 "sections": [{"itemCount": TRILLION, "itemSize": {"width": 21, "height": 0},
                                               "headerSize": {"width": 51, "height": 66}}]}
    waterfall = {"type": "waterfall", "columnCount": 1000, "minimumColumnSpacing": 0}
    yield "waterfall-columns-rect-beside", {"collectionView": dict(PHONE), "layout": waterfall,
                                            "sections": [{"itemCount": TRILLION}], "elements": beside}
    yield "waterfall-columns-timeline64", timeline({"collectionView": dict(PHONE), "layout": waterfall,
                                                    "sections": [{"itemCount": TRILLION}]}, end=1e9)
    magazine = {"type": "magazine"}
    yield "magazine-fractional-rect-beside", {"collectionView": dict(PHONE), "layout": magazine,
                                              "sections": [{"itemCount": TRILLION,
                                                            "item": {"widthMode": {"fractional": 1_000_000},
                                                                     "height": 10}}], "elements": beside}
    yield "magazine-zero-height", {"collectionView": dict(PHONE), "layout": magazine,
                                   "sections": [{"itemCount": TRILLION, "item": {"widthMode": "fifthWidth",
                                                                                 "height": 0},
                                                 "header": {"height": 50}}]}


def answer_seeds():
    """Answers just under the attribute limit (100,000): the cost is in building and encoding them."""
    cv = dict(PHONE)
    yield "flow-answer-100k", {"collectionView": cv, "layout": {"type": "flow", "itemSize": {"width": 1, "height": 1},
                                                                "minimumInteritemSpacing": 0,
                                                                "minimumLineSpacing": 0},
                               "sections": [{"itemCount": 99_999}], "elements": "all"}
    yield "magazine-answer-100k", {"collectionView": cv, "layout": {"type": "magazine"},
                                   "sections": [{"itemCount": 99_998, "item": {"widthMode": "fifthWidth",
                                                                               "height": 1},
                                                 "background": True}], "elements": "all"}
    yield "comp-answer-100k", compositional(count_group(item(), 1000, lsize(dim("fractionalWidth", 1),
                                                                            dim("absolute", 1))),
                                            [{"itemCount": 99_999}], elements="all")
    yield "flow-timeline64-full-screens", timeline(
        {"collectionView": cv, "layout": {"type": "flow", "itemSize": {"width": 15, "height": 15},
                                          "minimumInteritemSpacing": 0, "minimumLineSpacing": 0},
         "sections": [{"itemCount": BILLION}]}, end=1e6)


def many_section_seeds():
    cv = dict(PHONE)
    yield "waterfall-many-sections-1000-columns", fill(
        {"collectionView": cv, "layout": {"type": "waterfall", "columnCount": 1000}, "elements": "visible"},
        {"itemCount": 1})
    yield "waterfall-many-sections-timeline64", timeline(fill(
        {"collectionView": cv, "layout": {"type": "waterfall", "columnCount": 1000, "headerHeight": 1,
                                          "pinning": {"headers": "all"}}},
        {"itemCount": 1}, limit=LIMIT - 2600), end=4e4)
    yield "flow-many-sections-pinned-timeline64", timeline(fill(
        {"collectionView": cv, "layout": {"type": "flow", "headerReferenceSize": {"width": 0, "height": 1},
                                          "pinning": {"headers": "all", "footers": "all"}}},
        {"itemCount": 1}, limit=LIMIT - 2600), end=2e5)
    yield "iglist-many-sections", fill({"collectionView": cv, "layout": {"type": "iglist"}, "elements": "all"},
                                       {"itemCount": 3, "itemSize": {"width": 1, "height": 1}})
    yield "magazine-many-sections-backgrounds", fill(
        {"collectionView": cv, "layout": {"type": "magazine", "pinning": {"headers": "all"}}, "elements": "all"},
        {"itemCount": 1, "item": {"widthMode": "fullWidth", "height": 1}, "background": True,
         "header": {"height": 1}})
    yield "compositional-many-sections", fill(
        {"collectionView": cv, "layout": {"type": "compositional", "section": {"group": count_group(
            item(), 3, lsize(dim("fractionalWidth", 1), dim("absolute", 1)))}}, "elements": "all"},
        {"itemCount": 1})
    yield "flow-explicit-items-timeline64", timeline(fill(
        {"collectionView": cv, "layout": {"type": "flow", "minimumInteritemSpacing": 0, "minimumLineSpacing": 0,
                                          "lastLineAlignment": "justified"}},
        {"items": [{"width": 1, "height": 1}, {"width": 2, "height": 3}] * 1000}, limit=LIMIT - 2600, most=1),
        end=1e3)
    yield "waterfall-explicit-items-anchor", dict(fill(
        {"collectionView": cv, "layout": {"type": "waterfall", "columnCount": 1000}},
        {"items": [{"width": 1, "height": 1}] * 2500}, most=1), anchor="report")


def seeds():
    """Every hand-written seed as (shape, request), each at most 64 KiB."""
    for generator in (compositional_seeds, uniform_seeds, answer_seeds, many_section_seeds):
        for shape, request in generator():
            if size_of(request) <= LIMIT:
                yield shape, request


# Gzip bodies (issue 33): a uniform section is one short line of JSON, so a few kilobytes on the wire inflate to
# 100,000 sections; the server holds the inflated body to its body limit, 8 MiB.
GZIP_LIMIT = 8 << 20
SECTIONS = 100_000
SCALES = (1000, 10**4, 10**5, 10**6)


def mixed_counts(make, n=SECTIONS, huge=(10**9, 10**12)):
    """`n` sections from `make(count)`, their counts cycling through 10^3...10^6, with one section of each `huge`
    count in the middle (content within the contract's 1e15 points with 1-point items)."""
    made = {count: make(count) for count in SCALES + tuple(huge)}  # shared: a copy is cheap, a mutation is everyone's
    sections = [made[SCALES[k % len(SCALES)]] for k in range(n)]
    for j, count in enumerate(huge):
        sections[n // 2 + j] = made[count]
    return sections


def pinned_flow(sections, **top):
    layout = {"type": "flow", "itemSize": {"width": 50, "height": 20}, "headerReferenceSize": {"width": 0, "height": 5},
              "footerReferenceSize": {"width": 0, "height": 5}, "pinning": {"headers": "all", "footers": "all"}}
    return dict({"collectionView": dict(PHONE, contentOffset={"x": 0, "y": 2e6}), "layout": layout,
                 "sections": sections}, **top)


def gzip_seeds():
    """Shapes no generator of ours made before issue 33, each inflating to 1 to 8 MiB: (shape, request). A request
    may carry `"__accept"` (sent as the `Accept` header, never in the body: `wire`)."""
    one = {"width": 1, "height": 1}
    # The finding 1: iglist, 100,000 sections of 1,000 (and of 100) 1x1 items.
    for items in (1000, 100):
        yield f"gz-iglist-100k-sections-{items}", {
            "collectionView": dict(PHONE), "layout": {"type": "iglist"},
            "sections": [{"itemCount": items, "itemSize": one}] * SECTIONS}
    # Finding 2: flow, 100,000 pinned one-item sections, asked every way.
    base = pinned_flow([{"itemCount": 1}] * SECTIONS)
    yield "gz-flow-100k-pinned", base
    yield "gz-flow-100k-pinned-timeline64", timeline(base, end=3e6)
    yield "gz-flow-100k-pinned-anchor", dict(base, anchor="report")
    yield "gz-flow-100k-pinned-range", dict(base, elements={"scrollRange": {"from": 2e6, "to": 2e6 + 2436}})
    yield "gz-flow-100k-pinned-svg", dict(base, __accept="image/svg+xml")
    yield "gz-flow-100k-pinned-scrollto", dict(base, scrollTo={"indexPath": [SECTIONS - 1, 0], "position": "bottom"},
                                               collectionView=dict(PHONE))
    half = pinned_flow([{"itemCount": 1}] * (SECTIONS // 2), collectionView=dict(PHONE, contentOffset={"x": 0, "y": 1e6}))
    yield "gz-flow-50k-pinned-previous", dict(half, previous={"sections": [{"itemCount": 1}] * (SECTIONS // 2),
                                                              "contentOffset": {"x": 0, "y": 1e6 - 30}})
    # Each family: 100,000 uniform sections of 10^3...10^12 items, pinned where the family pins, at an offset deep in.
    deep = dict(PHONE, contentOffset={"x": 0, "y": 5e8})
    yield "gz-flow-100k-mixed-pinned", {
        "collectionView": deep, "layout": {"type": "flow", "itemSize": one, "headerReferenceSize": {"width": 0, "height": 1},
                                           "pinning": {"headers": "all"}},
        "sections": mixed_counts(lambda c: {"itemCount": c})}
    yield "gz-waterfall-100k-mixed-1000-columns", {
        "collectionView": deep, "layout": {"type": "waterfall", "columnCount": 1000, "minimumColumnSpacing": 0,
                                           "headerHeight": 1, "pinning": {"headers": "all"}},
        "sections": mixed_counts(lambda c: {"itemCount": c, "itemSize": one})}
    yield "gz-iglist-100k-mixed", {
        "collectionView": deep, "layout": {"type": "iglist", "itemSize": one},
        "sections": mixed_counts(lambda c: {"itemCount": c})}
    yield "gz-magazine-100k-mixed-backgrounds", {
        "collectionView": deep, "layout": {"type": "magazine", "pinning": {"headers": "all"}},
        "sections": mixed_counts(lambda c: {"itemCount": c, "item": {"widthMode": "fifthWidth", "height": 1},
                                            "background": True, "header": {"height": 1}}, n=SECTIONS // 2)}
    # Compositional: nested count groups and a pinned header in every one of 10,000 sections (each its own layout).
    nested = count_group(count_group(item(), 30, FULL, "vertical"), 30, lsize(dim("fractionalWidth", 1),
                                                                             dim("absolute", 30)))
    header = {"elementKind": "header", "alignment": "top", "pinToVisibleBounds": True,
              "layoutSize": lsize(dim("fractionalWidth", 1), dim("absolute", 1))}
    own = {"group": nested, "boundarySupplementaryItems": [header], "decorationItems": [{"elementKind": "background"}]}
    yield "gz-comp-10k-own-layouts-nested", {
        "collectionView": deep, "layout": {"type": "compositional"},
        "sections": mixed_counts(lambda c: {"itemCount": c, "layout": own}, n=10_000)}
    yield "gz-comp-100k-nested-pinned-timeline64", timeline({
        "collectionView": dict(PHONE), "layout": {"type": "compositional", "section": own},
        "sections": mixed_counts(lambda c: {"itemCount": c})}, end=1e9)
    # Explicit items: 300,000 of them in one section (the body's own items, laid out once).
    yield "gz-flow-300k-explicit-items-all", {
        "collectionView": dict(PHONE), "layout": {"type": "flow", "minimumInteritemSpacing": 0},
        "sections": [{"items": [one] * 300_000}], "elements": {"rect": {"x": 0, "y": 0, "width": 375, "height": 812}}}


def wire(request):
    """The body and `Accept` of `request`: its `"__accept"` taken out of the JSON."""
    if isinstance(request, dict) and "__accept" in request:
        request = dict(request)
        accept = request.pop("__accept")
    else:
        accept = None
    return json.dumps(request, separators=(",", ":"), allow_nan=False).encode(), accept
