"""Every valid request is answered: a generative test against the real (release) server with its default flags.

The space: the five families x uniform `itemCount` 0, 1, 7, 1,000, 4,096, 4,097, 10^6, 10^9 and 10^12 x 1 to
100,000 sections (those that keep the content within the contract's 1e15 points: 10^12 items fit in 10 sections)
x what is asked: one offset deep in the content, a 64-offset timeline, an anchor report, a three-screen scroll
range, or the SVG picture. Items are at least 10 points and every section at least 12 (a header, or insets), so an
answer stays small (a few hundred elements a screen) and within every limit: each must be a 200 within the CPU and
memory bounds of bounds.py (CPU against `json.loads` of the same body in the same run, peak resident memory
against the inflated body), with no exception. Bodies go gzip-compressed, as an attacker's would.

CI sends a sample: for every family x count x question, one of its section counts (seeded, so every run sends the
same 225 requests); `EVERY_VALID_REQUEST=all` sends the whole space (1,030). It prints how many it sent. They are
sent from the smallest body up, so the peak resident size after each (VmHWM only grows) is checked against that
request's own bound; one over the CPU bound is sent again, up to three times, and its least CPU kept.
"""

import os
import random

import bounds
from support import Server, expect

FAMILIES = ("flow", "waterfall", "iglist", "magazine", "compositional")
ITEM_COUNTS = (0, 1, 7, 1000, 4096, 4097, 10**6, 10**9, 10**12)
SECTION_COUNTS = (1, 10, 1000, 10_000, 100_000)
QUESTIONS = ("offset", "timeline", "anchor", "range", "svg")
HEADER = 12  # points, every section's header
VIEW = {"width": 375, "height": 812}

# The contract's coordinates reach 1e15 points; content past that is a 422. Kept well inside, as the estimate below
# is rough.
MOST_CONTENT = 4e14

# Points of content per item (rows of several items: flow 6 a row of 20 + 10 spacing, waterfall 3 columns of
# 59 + 10, iglist 6 a row of 20, magazine and compositional 4 a row of 20), to put "deep" inside the content.
POINTS_PER_ITEM = {"flow": 5.0, "waterfall": 23.0, "iglist": 3.3, "magazine": 5.0, "compositional": 5.0}


def layout_and_section(family, count):
    """The family's layout and one uniform section of `count` items, items at least 10 points."""
    if family == "flow":
        layout = {"type": "flow", "itemSize": {"width": 50, "height": 20},
                  "headerReferenceSize": {"width": 0, "height": HEADER}}
        return layout, {"itemCount": count}
    if family == "waterfall":
        # CHT ends an empty section minimumInteritemSpacing above where its header ends: insets keep it 12 tall.
        layout = {"type": "waterfall", "columnCount": 3, "headerHeight": HEADER,
                  "sectionInset": {"top": 5, "bottom": 5}}
        return layout, {"itemCount": count, "itemSize": {"width": 100, "height": 50}}
    # Per-section fields cost bytes a hundred thousand times: what the layout can say, it says (a body stays within
    # the 8 MiB limit).
    if family == "iglist":
        layout = {"type": "iglist", "itemSize": {"width": 60, "height": 20}, "showHeaderWhenEmpty": True}
        return layout, {"itemCount": count, "headerSize": {"width": 375, "height": HEADER}}
    if family == "magazine":
        return {"type": "magazine", "sectionInsets": {"top": HEADER}}, {
            "itemCount": count, "item": {"widthMode": "fourthWidth", "height": 20}}
    header = {"elementKind": "header", "alignment": "top",
              "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": HEADER}}}
    group = {"group": "horizontal", "count": 4,
             "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 20}},
             "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.25},
                                        "heightDimension": {"fractionalHeight": 1}}}}
    layout = {"type": "compositional", "section": {"group": group, "boundarySupplementaryItems": [header]}}
    return layout, {"itemCount": count}


def content_points(family, count, sections):
    """About how long the content is."""
    return sections * (HEADER + count * POINTS_PER_ITEM[family])


def request(family, count, sections, question):
    """(body, accept) of one point of the space."""
    layout, section = layout_and_section(family, count)
    content = content_points(family, count, sections)
    deep = round(min(0.6 * content, 9e8), 1)
    view = {"size": VIEW, "contentOffset": {"x": 0, "y": deep}}
    document = {"collectionView": view, "layout": layout, "sections": [section] * sections}
    accept = None
    if question == "timeline":
        view.pop("contentOffset")
        view["contentOffsets"] = [{"x": 0, "y": round(deep * k / 63, 1)} for k in range(64)]
    elif question == "anchor":
        document["anchor"] = "report"
    elif question == "range":
        document["elements"] = {"scrollRange": {"from": deep, "to": deep + 3 * VIEW["height"]}}
    elif question == "svg":
        accept = "image/svg+xml"
    return bounds.compact(document), accept


def space():
    """Every point of the space in CI's sample, or all of it with EVERY_VALID_REQUEST=all: the section counts whose
    content stays within the contract's coordinates (10^12 items in 100,000 sections would reach past 1e15)."""
    everything = os.environ.get("EVERY_VALID_REQUEST") == "all"
    rng = random.Random(33)
    for family in FAMILIES:
        for count in ITEM_COUNTS:
            valid = [n for n in SECTION_COUNTS if content_points(family, count, n) <= MOST_CONTENT]
            for question in QUESTIONS:
                for sections in valid if everything else (rng.choice(valid),):
                    yield family, count, sections, question


def test_every_valid_request_is_answered_within_its_bounds():
    points = [(point, request(*point)) for point in space()]
    points.sort(key=lambda p: len(p[1][0]))
    failures = []
    worst = (0.0, "")
    with Server(checked=False) as server:
        bounds.post(server.port, points[0][1][0])
        idle_hwm = bounds.status_kib(server.process.pid, "VmHWM")
        for (family, count, sections, question), (body, accept) in points:
            what = f"{family}, {sections:,} sections x {count:,} items, {question}"
            outcome = bounds.measure_least(server, body, accept=accept)
            if outcome.status != 200:
                failures.append(f"{what}: {outcome.describe()}")
            elif outcome.cpu_ms > outcome.cpu_bound_ms:
                failures.append(f"{what}: over the CPU bound: {outcome.describe()}")
            else:
                worst = max(worst, (outcome.cpu_ms / outcome.cpu_bound_ms, what))
                peak = bounds.status_kib(server.process.pid, "VmHWM") * 1024
                bound = idle_hwm * 1024 + bounds.memory_bound_bytes(len(body), len(outcome.body))
                if peak > bound:
                    failures.append(f"{what}: peak resident {peak / bounds.MIB:.0f} MiB over {bound / bounds.MIB:.0f}")
            expect(server.process.poll() is None, f"the server died at {what}")
    for line in failures:
        print(f"      {line}", flush=True)
    print(f"      every valid request: {len(points)} requests sent, {len(failures)} not answered within the bounds; "
          f"the most CPU against its bound: {worst[0]:.2f} x ({worst[1]})", flush=True)
    expect(not failures, f"{len(failures)} of {len(points)} requests were not answered within the bounds (above)")
