"""Mutations of a request toward the expensive: numbers to extremes, counts up, deeper nesting, longer timelines,
other `elements`, other families; for gzip bodies also section counts up to 100,000, counts of 10^3...10^12 mixed
across sections, previous data, scroll ranges and the SVG picture. Each takes a request (a fresh copy it may
change), a `random.Random` and the body limit, and returns a short description of what it did, or None when it does
not apply.
"""

import copy
import json

from families import BILLION, LIMIT, TRILLION, count_group, dim, item, lsize, offsets, size_of, wire

FAMILIES = ("flow", "waterfall", "iglist", "magazine", "compositional")


def nodes(value, path="", seen=None):
    """Every (container, key, value, path) below `value`, each container once: a gzip body's 100,000 sections are
    mostly the same few objects (so a mutation of one changes every section sharing it)."""
    if seen is None:
        seen = set()
    if isinstance(value, (dict, list)):
        if id(value) in seen:
            return
        seen.add(id(value))
    if isinstance(value, dict):
        for key, child in value.items():
            yield value, key, child, f"{path}/{key}"
            yield from nodes(child, f"{path}/{key}", seen)
    elif isinstance(value, list):
        for index, child in enumerate(value):
            if isinstance(child, (dict, list)) and id(child) in seen:
                continue
            yield value, index, child, f"{path}/{index}"
            yield from nodes(child, f"{path}/{index}", seen)


def numbers(request):
    return [n for n in nodes(request) if isinstance(n[2], (int, float)) and not isinstance(n[2], bool)]


INT_EXTREMES = {
    "itemCount": (0, 1, 2, 1000, 1562, 99_999, 10**6, BILLION, TRILLION),
    "count": (1, 2, 3, 10, 100, 300, 316, 1000, 10_000, 100_000),
    "columnCount": (1, 2, 3, 100, 999, 1000),
    "fractional": (1, 2, 3, 1000, 10**6, BILLION),
    "zIndex": (0, 1, -1, 2**31 - 1),
}
FLOAT_EXTREMES = (0, 1e-7, 1e-6, 1e-3, 0.1, 0.5, 1, 2, 3, 44, 375, 1e3, 1e6, 1e9)
COORD_EXTREMES = (0, -1e9, -1, 1, 400, 1e6, 5e8, 1e9, 1e12, 1e15 - 1e3)
COORD_KEYS = {"x", "y"}


def m_number(request, rng, limit=LIMIT):
    found = numbers(request)
    if not found:
        return None
    container, key, value, path = rng.choice(found)
    if key in INT_EXTREMES:
        new = rng.choice(INT_EXTREMES[key] + (value * 10, value * 2, max(0, value - 1)))
        new = int(new)
    elif key in COORD_KEYS:
        new = rng.choice(COORD_EXTREMES + (value * 10, -value, value + 1))
    elif key in ("fractionalWidth", "fractionalHeight"):
        new = rng.choice((1e-7, 1e-6, 1e-3, 0.01, 0.25, 0.5, 1, 2, 10, 1000))
    elif key == "scale":
        new = rng.choice((1, 2, 3, 4, 2.5, 3.7, 1.1))
    else:
        new = rng.choice(FLOAT_EXTREMES + (value * 10, value / 10, value * 2, value / 2))
    if isinstance(new, float) and new.is_integer() and abs(new) < 1e15:
        new = int(new)
    container[key] = new
    return f"{path}={new:g}" if isinstance(new, float) else f"{path}={new}"


def m_counts_up(request, rng, limit=LIMIT):
    changed = 0
    factor = rng.choice((10, 100, 1000))
    for container, key, value, _ in list(nodes(request)):
        if key == "itemCount" and isinstance(value, int):
            container[key] = min(TRILLION, max(1, value) * factor)
            changed += 1
        elif key == "count" and isinstance(value, int):
            container[key] = min(100_000, max(1, value) * factor)
            changed += 1
    return f"counts x{factor}" if changed else None


def _fit(request, array, element, extra, limit=LIMIT):
    """Appends copies of `element` to `array` (inside `request`) while the body fits, at most `extra`."""
    # What one more copy adds to the body: more than its own size when `array` is shared by many sections.
    before = size_of(request)
    array.append(element)
    each = max(1, size_of(request) - before)
    array.pop()
    room = (limit - before) // each
    n = max(0, min(extra, room))
    array.extend(copy.deepcopy(element) if isinstance(element, (dict, list)) and n <= 10_000 else element
                 for _ in range(n))
    while array and size_of(request) > limit:
        array.pop()
        n -= 1
    return n


GROWABLE = {"sections", "items", "subitems", "customItems", "boundarySupplementaryItems", "supplementaryItems",
            "decorationItems", "headers", "footers"}


def m_grow(request, rng, limit=LIMIT):
    arrays = [(c, k, v, p) for c, k, v, p in nodes(request) if k in GROWABLE and isinstance(v, list) and v]
    if not arrays:
        return None
    _, key, array, path = rng.choice(arrays)
    element = rng.choice(array)
    extra = rng.choice((len(array), 10 * len(array), 10**6))
    # Within the server's counts (100,000 sections, 1,000,000 explicit items), past which it answers 413 unread.
    extra = min(extra, {"sections": 100_000, "items": 1_000_000}.get(key, extra + len(array)) - len(array))
    n = _fit(request, array, element, extra, limit)
    return f"{path} +{n}" if n else None


def groups(request):
    return [(c, k, v, p) for c, k, v, p in nodes(request)
            if isinstance(v, dict) and v.get("group") in ("horizontal", "vertical")]


def m_nest(request, rng, limit=LIMIT):
    """Puts a `count` group between a group and its child: the child's cells multiply by the count."""
    found = groups(request)
    if not found:
        return None
    _, _, group, path = rng.choice(found)
    for field in ("subitem", "repeatingSubitem"):
        if field in group:
            child_key = field
            break
    else:
        if not group.get("subitems"):
            return None
        child_key = None
    count = rng.choice((2, 10, 100, 300, 1000))
    axis = rng.choice(("horizontal", "vertical"))
    if child_key:
        group[child_key] = count_group(group[child_key], count, dict(lsize(dim("fractionalWidth", 1),
                                                                           dim("fractionalHeight", 1))), axis)
    else:
        index = rng.randrange(len(group["subitems"]))
        group["subitems"][index] = count_group(group["subitems"][index], count,
                                               lsize(dim("fractionalWidth", 1), dim("fractionalHeight", 1)), axis)
    return f"{path} nest x{count}"


def scroll_axis(request):
    return "x" if request.get("layout", {}).get("scrollDirection") == "horizontal" else "y"


def m_timeline(request, rng, limit=LIMIT):
    cv = request.get("collectionView")
    if not isinstance(cv, dict):
        return None
    n = rng.choice((64, 64, 64, 32, 8))
    mode = rng.choice(("spread", "spread", "same", "zigzag", "deep"))
    end = rng.choice((1e3, 1e5, 1e7, 5e8, 1e9, 1e12))
    axis = scroll_axis(request)
    if mode == "spread":
        points = offsets(n, 0, end, axis)
    elif mode == "same":
        points = offsets(n, end, end, axis)
    elif mode == "deep":
        points = offsets(n, end - 64 * 812, end, axis)
    else:
        points = [p if i % 2 else offsets(1, 0, 0, axis)[0] for i, p in enumerate(offsets(n, 0, end, axis))]
    cv.pop("contentOffset", None)
    cv["contentOffsets"] = points
    request.pop("scrollTo", None)
    if isinstance(request.get("anchor"), dict):
        request.pop("anchor")
    if rng.random() < 0.3:
        request["timelineEncoding"] = "delta"
    return f"timeline {n} {mode} to {end:g}"


def m_elements(request, rng, limit=LIMIT):
    choice = rng.choice(("all", "visible", "rect", "rect", "beside"))
    width = request.get("collectionView", {}).get("size", {}).get("width", 375)
    if choice == "rect":
        request["elements"] = {"rect": {"x": rng.choice((0, 1, 100, 1e6)), "y": rng.choice(COORD_EXTREMES),
                                        "width": rng.choice((1e-7, 1, 10, 1e3, 1e9)),
                                        "height": rng.choice((1e-7, 1, 10, 1e3, 1e9))}}
    elif choice == "beside":
        request["elements"] = {"rect": {"x": width + rng.choice((1, 25, 1e6)), "y": rng.choice(COORD_EXTREMES),
                                        "width": 10, "height": rng.choice((1, 600, 1e6, 1e9))}}
    else:
        request["elements"] = choice
    return f"elements {choice}"


def biggest_section(request):
    sections = request.get("sections") or []
    best, best_n = None, -1
    for index, section in enumerate(sections):
        if not isinstance(section, dict):
            continue
        n = section.get("itemCount", len(section.get("items", [])) if isinstance(section.get("items"), list) else 0)
        if isinstance(n, int) and n > best_n:
            best, best_n = index, n
    return best, best_n


def m_scroll_to(request, rng, limit=LIMIT):
    index, n = biggest_section(request)
    if index is None or n < 1:
        return None
    position = rng.choice(("top", "bottom", "centeredVertically", "left", "right", "centeredHorizontally"))
    target = rng.choice((n - 1, n // 2, 0))
    request["scrollTo"] = {"indexPath": [index, target], "position": position}
    request.get("collectionView", {}).pop("contentOffsets", None)
    request.pop("anchor", None)
    return f"scrollTo [{index},{target}] {position}"


def m_anchor(request, rng, limit=LIMIT):
    index, n = biggest_section(request)
    if rng.random() < 0.5 or index is None or n < 1:
        request["anchor"] = "report"
        return "anchor report"
    target = rng.choice((n - 1, n // 2, 0))
    request["anchor"] = {"position": rng.choice(("topItem", "bottomItem")), "item": [index, target],
                         "distance": rng.choice((0, -1e9, 1e9))}
    request.get("collectionView", {}).pop("contentOffsets", None)
    request.pop("scrollTo", None)
    return f"anchor item [{index},{target}]"


SIZE_KEYS = {"itemSize", "estimatedItemSize"}


def m_tiny(request, rng, limit=LIMIT):
    """Every item size (uniform sizes, magazine heights, compositional absolute dimensions) tiny or zero."""
    value = rng.choice((0, 1e-7, 1e-6, 1e-3))
    changed = 0
    for container, key, child, _ in list(nodes(request)):
        if key in SIZE_KEYS and isinstance(child, dict):
            for axis in ("width", "height"):
                if axis in child and rng.random() < 0.8:
                    child[axis] = value
                    changed += 1
        elif key == "item" and isinstance(child, dict) and "height" in child:
            child["height"] = value
            changed += 1
        elif key == "absolute" and rng.random() < 0.7:
            container[key] = value if value else 1e-7
            changed += 1
    return f"tiny {value:g}" if changed else None


PROTECTED = {"type", "size", "sections", "layout", "collectionView", "group", "layoutSize", "widthDimension",
             "heightDimension"}


def m_delete(request, rng, limit=LIMIT):
    found = [(c, k, p) for c, k, v, p in nodes(request) if isinstance(c, dict) and k not in PROTECTED]
    if not found:
        return None
    container, key, path = rng.choice(found)
    del container[key]
    return f"delete {path}"


def m_view(request, rng, limit=LIMIT):
    cv = request.get("collectionView")
    layout = request.get("layout")
    if not isinstance(cv, dict) or not isinstance(layout, dict):
        return None
    what = rng.choice(("scale", "rtl", "horizontal", "bottomToTop", "shortBottom", "size", "inset"))
    if what == "scale":
        cv["scale"] = rng.choice((1, 2, 3, 4, 2.5, 3.7, 1.1))
    elif what == "rtl":
        cv["layoutDirection"] = "rightToLeft"
        layout["flipsHorizontallyInOppositeLayoutDirection"] = True
    elif what == "horizontal":
        layout["scrollDirection"] = "horizontal" if layout.get("scrollDirection") != "horizontal" else "vertical"
    elif what == "bottomToTop":
        layout["verticalLayoutDirection"] = "bottomToTop"
    elif what == "shortBottom":
        layout["shortContentAlignment"] = "bottom"
    elif what == "size":
        cv["size"] = {"width": rng.choice((1e-3, 1, 375, 1e6, 1e9)), "height": rng.choice((1e-3, 1, 812, 1e6, 1e9))}
    else:
        cv["contentInset"] = {"top": rng.choice((0, 44, 1e6)), "bottom": rng.choice((0, 34, 1e6))}
    return f"view {what}"


def header_fields(family, rng):
    h = rng.choice((1e-3, 1, 44))
    if family == "flow":
        return "layout", {"headerReferenceSize": {"width": 1, "height": h}, "footerReferenceSize": {"width": 1,
                                                                                                     "height": h}}
    if family == "waterfall":
        return "layout", {"headerHeight": h, "footerHeight": h}
    if family == "iglist":
        return "section", {"headerSize": {"width": 1, "height": h}, "footerSize": {"width": 1, "height": h}}
    if family == "magazine":
        return "section", {"header": {"height": h}, "footer": {"height": h}, "background": True}
    return "compositional", None


def m_pinning(request, rng, limit=LIMIT):
    layout = request.get("layout")
    if not isinstance(layout, dict):
        return None
    family = layout.get("type")
    where, fields = header_fields(family, rng)
    if family != "compositional":
        pinning = {"headers": "all", "footers": rng.choice(("all", "none"))}
        if rng.random() < 0.5:
            pinning["until"] = rng.choice(("nextSection", "sectionEnd", "never"))
        if rng.random() < 0.3:
            pinning["stickHeight"] = rng.choice((0, 1, 1e-3))
        layout["pinning"] = pinning
    if where == "layout":
        layout.update(fields)
    elif where == "section":
        for section in request.get("sections") or []:
            if isinstance(section, dict):
                section.update(fields)
        if size_of(request) > limit:
            return None
    else:
        header = {"elementKind": "header", "alignment": "top", "pinToVisibleBounds": True,
                  "layoutSize": lsize(dim("fractionalWidth", 1), dim("absolute", rng.choice((1e-3, 1, 44))))}
        sections = [layout.get("section")] + [s.get("layout") for s in request.get("sections") or []
                                              if isinstance(s, dict)]
        for section in sections:
            if isinstance(section, dict):
                section["boundarySupplementaryItems"] = [header, dict(header, elementKind="footer",
                                                                       alignment="bottom")]
                section["decorationItems"] = [{"elementKind": "background"}]
        if size_of(request) > limit:
            return None
    return f"pinning {family}"


def m_estimated(request, rng, limit=LIMIT):
    changed = 0
    for section in request.get("sections") or []:
        if isinstance(section, dict):
            section["estimated"] = True
            changed += 1
    layout = request.get("layout", {})
    if layout.get("type") == "flow":
        layout["estimatedItemSize"] = {"width": rng.choice((1e-6, 1, 50)), "height": rng.choice((1e-6, 1, 50))}
    return "sections estimated" if changed else None


def section_for(family, section, rng):
    """`section` (any family's) as a section of `family`: its items or count, nothing family-specific."""
    out = {}
    if isinstance(section.get("itemCount"), int):
        out["itemCount"] = section["itemCount"]
    elif isinstance(section.get("items"), list):
        items = section["items"]
        if family == "magazine":
            out["items"] = [{"widthMode": "fourthWidth", "height": it.get("height", 1) if isinstance(it, dict)
                             else 1} for it in items]
        elif family == "compositional":
            out["items"] = [{"width": it.get("width", 1), "height": it.get("height", 1)} if isinstance(it, dict)
                            else {"width": 1, "height": 1} for it in items]
        else:
            out["items"] = [{"width": it.get("width", 1) if isinstance(it, dict) else 1,
                             "height": it.get("height", 1) if isinstance(it, dict) else 1} for it in items]
    else:
        out["itemCount"] = 1
    if family == "magazine" and "itemCount" in out:
        out["item"] = {"widthMode": rng.choice(("fifthWidth", {"fractional": 1000})), "height": rng.choice((0, 1))}
    if family in ("flow", "iglist") and "itemCount" in out and rng.random() < 0.5:
        out["itemSize"] = {"width": rng.choice((1e-6, 1)), "height": rng.choice((0, 1))}
    return out


def layout_for(family, rng):
    if family == "flow":
        return {"type": "flow", "itemSize": {"width": rng.choice((1e-6, 1, 50)), "height": rng.choice((0, 1, 50))},
                "minimumInteritemSpacing": 0, "minimumLineSpacing": 0}
    if family == "waterfall":
        return {"type": "waterfall", "columnCount": rng.choice((2, 1000)), "minimumColumnSpacing": 0}
    if family == "iglist":
        return {"type": "iglist"}
    if family == "magazine":
        return {"type": "magazine"}
    sub = item()
    group = count_group(sub, rng.choice((1000, 100_000)), lsize(dim("fractionalWidth", 1), dim("absolute", 1)))
    return {"type": "compositional", "section": {"group": group}}


def m_family(request, rng, limit=LIMIT):
    layout = request.get("layout")
    sections = request.get("sections")
    if not isinstance(layout, dict) or not isinstance(sections, list):
        return None
    family = rng.choice([f for f in FAMILIES if f != layout.get("type")])
    request["layout"] = layout_for(family, rng)
    request["sections"] = [section_for(family, s, rng) if isinstance(s, dict) else s for s in sections]
    if size_of(request) > limit:
        return None
    return f"family {family}"


def m_sections(request, rng, limit=LIMIT):
    """The sections repeated (the same objects: a gzip body's lever) up to a count of 1,000 to 100,000."""
    sections = request.get("sections")
    if not isinstance(sections, list) or not sections:
        return None
    n = rng.choice((1000, 10_000, 50_000, 100_000))
    request["sections"] = [sections[k % len(sections)] for k in range(n)]
    while len(request["sections"]) > 1 and size_of(request) > limit:
        n //= 2
        request["sections"] = request["sections"][:n]
    return f"sections x{len(request['sections'])}"


def m_mixed_counts(request, rng, limit=LIMIT):
    """Uniform sections' counts cycling through a few of 0...10^12."""
    sections = request.get("sections")
    if not isinstance(sections, list):
        return None
    choices = rng.sample((0, 1, 7, 1000, 4096, 4097, 10**6, BILLION, TRILLION), rng.choice((2, 3, 4)))
    made = {}
    out = []
    for k, section in enumerate(sections):
        if isinstance(section, dict) and "itemCount" in section:
            count = choices[k % len(choices)]
            key = (id(section), count)
            if key not in made:
                made[key] = dict(section, itemCount=count)
            section = made[key]
        out.append(section)
    request["sections"] = out
    return f"counts cycling {choices}"


def m_previous(request, rng, limit=LIMIT):
    """The request as an update: its sections (or half of them) as the previous data."""
    sections = request.get("sections")
    cv = request.get("collectionView")
    if not isinstance(sections, list) or not isinstance(cv, dict):
        return None
    for key in ("contentOffsets", "scrollTo"):
        cv.pop(key, None)
        request.pop(key, None)
    if isinstance(request.get("elements"), dict) and "scrollRange" in request["elements"]:
        request["elements"] = "visible"
    offset = cv.get("contentOffset") or {"x": 0, "y": 0}
    kept = sections[: max(1, len(sections) // rng.choice((1, 2)))]
    request["previous"] = {"sections": list(kept), "contentOffset": {"x": offset.get("x", 0),
                                                                      "y": offset.get("y", 0) - rng.choice((0, 30, 1e4))}}
    if rng.random() < 0.5:
        request["updateAnimation"] = rng.choice(("fade", "none", "magazine"))
    if size_of(request) > limit:
        return None
    return f"previous {len(kept)} sections"


def m_range(request, rng, limit=LIMIT):
    """A scroll range from the offset (or a coordinate far in), one to thirty screens long."""
    cv = request.get("collectionView")
    if not isinstance(cv, dict):
        return None
    cv.pop("contentOffsets", None)
    request.pop("scrollTo", None)
    request.pop("anchor", None)
    request.pop("previous", None)
    request.pop("updateAnimation", None)
    start = rng.choice(((cv.get("contentOffset") or {}).get("y", 0), 0, 1e6, 5e8, 1e9))
    request["elements"] = {"scrollRange": {"from": start, "to": start + rng.choice((1, 3, 30)) * 812}}
    return f"scrollRange from {start:g}"


def m_svg(request, rng, limit=LIMIT):
    """Ask for the SVG picture instead (or back to JSON)."""
    if request.pop("__accept", None):
        return "JSON"
    request["__accept"] = "image/svg+xml"
    return "SVG"


MUTATORS = (
    (m_number, 6), (m_counts_up, 2), (m_grow, 2), (m_nest, 2), (m_timeline, 3), (m_elements, 3),
    (m_scroll_to, 1), (m_anchor, 1), (m_tiny, 2), (m_delete, 1), (m_view, 1), (m_pinning, 1),
    (m_estimated, 1), (m_family, 1),
)

# For gzip bodies also the shapes only a large body reaches.
GZIP_MUTATORS = MUTATORS + ((m_sections, 2), (m_mixed_counts, 2), (m_previous, 1), (m_range, 1), (m_svg, 1))


def mutate(request, rng, steps, limit=LIMIT, mutators=MUTATORS, minimum=0):
    """A mutated copy of `request` and what was done, or (None, ...) when it leaves the body limits (`minimum` to
    `limit` bytes) or JSON. The body is `families.wire`'s: a `"__accept"` is the header, not the body."""
    out = copy.deepcopy(request)
    done = []
    functions = [f for f, _ in mutators]
    weights = [w for _, w in mutators]
    for _ in range(steps):
        mutator = rng.choices(functions, weights)[0]
        try:
            what = mutator(out, rng, limit)
        except (TypeError, ValueError, KeyError, AttributeError, OverflowError):
            what = None
        if what:
            done.append(what)
    if not done:
        return None, done
    try:
        if size_of(out) > limit + 64:  # (an "__accept" is not sent) measured before writing a body of gigabytes
            return None, done
        body, accept = wire(out)
    except ValueError:
        return None, done
    if not minimum <= len(body) <= limit:
        return None, done
    return (out, body, accept), done
