#!/usr/bin/env python3
"""What contract v4's scroll ranges cost on the server, as instruction ratios within one build (callgrind, in
process, through the whole handler: decoding, layout, query, encoding).

    Benchmarks/range_costs.py BUILD_DIR      (a release build holding LayoutBenchmarks and layoutd)

- Ten screens against one: the typical request (`LayoutBenchmarks write typical-visible`, pinned headers)
  scrolled to y 2000, answered at that offset (`"visible"`) and over the ten screens from it (`scrollRange`). A
  range answers more attributes, and encoding each costs the same whatever the query: they are separated by
  answering the same band as a rect (`{"rect"}` over the ten screens' sweep, the same resting elements), whose
  extra cost over the visible query is the extra attributes' querying and encoding. Target: the range less that
  extra at most 2x the visible query.
- A range in 100,000 sections against the same range in 100: 6-item flow sections under pinned headers, ten
  screens from y 30,000. Decoding and laying out the sections is O(sections) in both and not the range's cost, so
  each range is measured past it: its cost less that of the same body asking for a 1-point rect at that offset
  (the same decoding and layout, a query of one section). Target: at most 1.5x.

Per request = (Ir(11 calls) - Ir(1 call)) / 10 of `LayoutBenchmarks profile body` (LAYOUT_PROFILE_BODY names the
body), so the process's start and the first call's one-time costs cancel.
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from anchor_costs import per_request  # noqa: E402  (the same callgrind measure)
from update_costs import answer  # noqa: E402  (`layoutd compute` of the same build)


def sections_body(count):
    return {
        "collectionView": {"size": {"width": 390, "height": 844}, "contentOffset": {"x": 0, "y": 10_000}},
        "layout": {"type": "flow", "itemSize": {"width": 120, "height": 90}, "minimumLineSpacing": 8,
                   "headerReferenceSize": {"width": 0, "height": 30}, "pinning": {"headers": "all"}},
        "sections": [{"itemCount": 6}] * count,
    }


def main():
    bench = os.path.join(sys.argv[1], "LayoutBenchmarks")
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        path = f.name
    subprocess.run([bench, "write", "typical-visible", path], check=True)
    typical = json.load(open(path))
    os.unlink(path)
    typical["layout"]["pinning"] = {"headers": "all"}
    typical["collectionView"]["contentOffset"] = {"x": 0, "y": 2000}
    size = typical["collectionView"]["size"]
    screen = size["height"]
    ranged = dict(typical, elements={"scrollRange": {"from": 2000, "to": 2000 + 9 * screen}})
    band = dict(typical, elements={"rect": {"x": 0, "y": 2000, "width": size["width"], "height": 10 * screen}})
    counts = [len(answer(bench, b)["attributes"]) for b in (typical, ranged, band)]

    visible_ir = per_request(bench, typical)
    range_ir = per_request(bench, ranged)
    band_ir = per_request(bench, band)
    extra = band_ir - visible_ir

    def past_layout(count):
        body = sections_body(count)
        screen = body["collectionView"]["size"]["height"]
        body_range = dict(body, elements={"scrollRange": {"from": 10_000, "to": 10_000 + 9 * screen}})
        body_point = dict(body, elements={"rect": {"x": 0, "y": 10_000, "width": 1, "height": 1}})
        return per_request(bench, body_range) - per_request(bench, body_point)

    few = past_layout(100)
    many = past_layout(100_000)

    print(f"attributes: visible {counts[0]}, ten-screen range {counts[1]}, the same band as a rect {counts[2]}")
    print("| measure | Ir per request | ratio | target |")
    print("|---|---|---|---|")
    print(f"| typical, one visible query | {visible_ir:,.0f} | 1 | |")
    print(f"| typical, ten-screen scrollRange | {range_ir:,.0f} | {range_ir / visible_ir:.2f} | |")
    print(f"| typical, the same band as a rect (extra attributes: {extra:,.0f}) | {band_ir:,.0f} | "
          f"{band_ir / visible_ir:.2f} | |")
    print(f"| ten-screen range less its extra attributes | {range_ir - extra:,.0f} | "
          f"{(range_ir - extra) / visible_ir:.2f} | <= 2 |")
    print(f"| range past the layout, 100 sections | {few:,.0f} | 1 | |")
    print(f"| range past the layout, 100,000 sections | {many:,.0f} | {many / few:.2f} | <= 1.5 |")


if __name__ == "__main__":
    main()
