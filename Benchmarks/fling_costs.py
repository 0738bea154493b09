#!/usr/bin/env python3
"""What contract v5's flings cost on the server, as instruction ratios within one build (callgrind, in process,
through the whole handler: decoding, layout, the fling's snap points, the query at rest, encoding).

    Benchmarks/fling_costs.py BUILD_DIR      (a release build holding LayoutBenchmarks and layoutd)

- A fling against a single-offset query of the same request: the typical request (`LayoutBenchmarks write
  typical-visible`) with `layout.snapping` (cells' leading edges, every rule reading the cells; and pages) at y 2000,
  answered plainly there and flung from there at 3 pt/ms (answered where it rests). The same for a billion-item
  uniform section, where the fling's candidates come from the section's closed form.
- Ten screens with snap points against the same ten screens without: the typical request with pinned headers and
  `layout.snapping` (cells), `"elements": {"scrollRange"}` over ten screens from y 2000, with and without snapping.

Per request = (Ir(11 calls) - Ir(1 call)) / 10 of `LayoutBenchmarks profile body`, as `anchor_costs.py` measures.
"""
import copy
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from anchor_costs import per_request  # noqa: E402  (the same callgrind measure)
from update_costs import answer  # noqa: E402  (`layoutd compute` of the same build)


def with_snapping(body, snapping, fling=None, elements=None):
    b = copy.deepcopy(body)
    b["layout"]["snapping"] = snapping
    if fling is not None:
        b["fling"] = {"velocity": {"x": 0, "y": fling}}
    if elements is not None:
        b["elements"] = elements
    return b


def billion():
    return {
        "collectionView": {"size": {"width": 390, "height": 844}, "contentOffset": {"x": 0, "y": 1e10}},
        "layout": {"type": "flow", "itemSize": {"width": 120, "height": 90}, "minimumLineSpacing": 8},
        "sections": [{"itemCount": 1_000_000_000}],
    }


def main():
    bench = os.path.join(sys.argv[1], "LayoutBenchmarks")
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        path = f.name
    subprocess.run([bench, "write", "typical-visible", path], check=True)
    typical = json.load(open(path))
    os.unlink(path)
    typical["collectionView"]["contentOffset"] = {"x": 0, "y": 2000}

    rows = []
    for label, base, snapping in [
        ("typical, cells (leading, nearest)", typical, {"policy": "item"}),
        ("typical, cells (Android's next in the direction)", typical, {"preset": "AndroidPagerSnapHelper"}),
        ("typical, pages", typical, {"policy": "page"}),
        ("10^9 uniform items, cells", billion(), {"policy": "item"}),
    ]:
        plain = with_snapping(base, snapping)
        flung = with_snapping(base, snapping, fling=3)
        counts = [len(answer(bench, b)["attributes"]) for b in (plain, flung)]
        plain_ir = per_request(bench, plain)
        flung_ir = per_request(bench, flung)
        rows.append((f"{label}: one offset / a fling from it ({counts[0]} / {counts[1]} attributes)",
                     plain_ir, flung_ir))

    screen = typical["collectionView"]["size"]["height"]
    pinned = copy.deepcopy(typical)
    pinned["layout"]["pinning"] = {"headers": "all"}
    ten = {"scrollRange": {"from": 2000, "to": 2000 + 9 * screen}}
    without = dict(pinned, elements=ten)
    snapped = with_snapping(pinned, {"policy": "item"}, elements=ten)
    points = len(answer(bench, snapped).get("snapPoints", []))
    attributes = len(answer(bench, without)["attributes"])
    rows.append((f"ten screens: without / with snap points ({attributes} attributes; {points} points)",
                 per_request(bench, without), per_request(bench, snapped)))

    print("| measure | Ir per request | ratio |")
    print("|---|---|---|")
    for label, base_ir, other_ir in rows:
        print(f"| {label} | {base_ir:,.0f} / {other_ir:,.0f} | 1 / {other_ir / base_ir:.2f} |")


if __name__ == "__main__":
    main()
