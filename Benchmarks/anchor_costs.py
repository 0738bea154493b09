#!/usr/bin/env python3
"""What contract v3's anchors cost, as instruction ratios within one build (callgrind, in process).

    Benchmarks/anchor_costs.py BUILD_DIR      (a release build holding LayoutBenchmarks and layoutd)

- the typical visible request (3 sections of 100 items, `LayoutBenchmarks write typical-visible`) scrolled to
  y 2000, with and
  without `"anchor": "report"` (target: at most 1.10x);
- a 100,000-item explicit flow section whose items all carry ids, at a plain offset and with an anchor that names
  item 50,000 by its id (target: at most 1.5x).

Per request = (Ir(11 calls) - Ir(1 call)) / 10 of `LayoutBenchmarks profile body` (LAYOUT_PROFILE_BODY names the
body), so the process's start and the first call's one-time costs cancel.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ENV = dict(os.environ, GLIBC_TUNABLES="glibc.malloc.hugetlb=0")


def instructions(command, env):
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
                       capture_output=True, env=env, check=True)
        return int(re.search(r"^summary:\s+(\d+)", open(out).read(), re.M).group(1))


def per_request(bench, body):
    # The body must be answered, not refused: `layoutd compute` of the same build says so.
    answer = subprocess.run([os.path.join(os.path.dirname(bench), "layoutd"), "compute"],
                            input=json.dumps(body).encode(), capture_output=True)
    if answer.returncode != 0:
        sys.exit(f"anchor_costs.py: the body is refused: {answer.stdout[:300]!r}")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(body, f)
    env = dict(ENV, LAYOUT_PROFILE_BODY=f.name)
    one = instructions([bench, "profile", "body", "1"], env)
    eleven = instructions([bench, "profile", "body", "11"], env)
    os.unlink(f.name)
    return (eleven - one) / 10


def main():
    bench = os.path.join(sys.argv[1], "LayoutBenchmarks")
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        path = f.name
    subprocess.run([bench, "write", "typical-visible", path], check=True)
    typical = json.load(open(path))
    os.unlink(path)
    # Scrolled into the content (at the top the report is `top` at once, without a look at the cells).
    typical["collectionView"]["contentOffset"] = {"x": 0, "y": 2000}
    reporting = dict(typical, anchor="report")

    items = [{"width": 120, "height": 40 + (k * 7) % 60, "id": f"post-{k}"} for k in range(100_000)]
    feed = {
        "collectionView": {"size": {"width": 390, "height": 844}, "contentInset": {"top": 47, "bottom": 34},
                           "contentOffset": {"x": 0, "y": 1_000_000}},
        "layout": {"type": "flow", "minimumLineSpacing": 8, "minimumInteritemSpacing": 8},
        "sections": [{"items": items}],
    }
    resolving = dict(feed, anchor={"position": "topItem", "item": "post-50000", "distance": 12})

    rows = [
        ("typical visible request", per_request(bench, typical)),
        ('typical visible request, "anchor": "report"', per_request(bench, reporting)),
        ("100,000 items with ids, at a plain offset", per_request(bench, feed)),
        ("100,000 items with ids, resolving an anchor by id", per_request(bench, resolving)),
    ]
    print("| request | Ir per request | ratio | target |")
    print("|---|---|---|---|")
    print(f"| {rows[0][0]} | {rows[0][1]:,.0f} | 1 | |")
    print(f"| {rows[1][0]} | {rows[1][1]:,.0f} | {rows[1][1] / rows[0][1]:.3f} | <= 1.10 |")
    print(f"| {rows[2][0]} | {rows[2][1]:,.0f} | 1 | |")
    print(f"| {rows[3][0]} | {rows[3][1]:,.0f} | {rows[3][1] / rows[2][1]:.3f} | <= 1.5 |")


if __name__ == "__main__":
    main()
