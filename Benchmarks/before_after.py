#!/usr/bin/env python3
"""Before/after instruction counts (callgrind) of two builds, for BENCHMARKS.md's issue 21 table.

    Benchmarks/before_after.py OLD_DIR NEW_DIR

Each directory holds release builds of `LayoutBenchmarks` and `layoutd` (e.g. `.build/release` of two checkouts).
Instruction counts are what the machine cannot blur: the same binary, input and environment give the same count
whatever else runs, so a before/after ratio holds on a shared machine where times drift by 2x.

- Profile cases (`LayoutBenchmarks profile CASE N`): per call = (Ir(N = 3) - Ir(N = 1)) / 2, so set-up and the
  process's start are cancelled.
- Request bodies (`layoutd compute` on standard input): per request = Ir(body) - Ir(a trivial request).

A request one build refuses (say a 422 the other answers) is reported with its status.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

PROFILE_CASES = [
    ("engine: flow, 1,000,000 items, all", "flow-all"),
    ("engine: waterfall, 1,000,000 items, all", "waterfall-all"),
    ("engine: flow, 1,000,000 items, visible", "flow-visible"),
    ("engine: waterfall, 1,000,000 items, visible", "waterfall-visible"),
    ("query: computeLayout, typical request", "layout-typical"),
    ("codec + layout: handle, typical request (all)", "path-typical"),
    ("codec + layout: handle, typical request (visible)", "path-typical-visible"),
    ("codec + layout: handle, waterfall visible", "path-waterfall-visible"),
    ("timeline: handle, 64-offset flow timeline", "timeline-typical"),
]

ENV = dict(os.environ, GLIBC_TUNABLES="glibc.malloc.hugetlb=0")


def instructions(command, stdin=None):
    """Total instructions callgrind counts for `command`, and its exit status."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
            input=stdin, capture_output=True, env=ENV)
        text = open(out).read()
    total = re.search(r"^summary:\s+(\d+)", text, re.M) or re.search(r"^totals:\s+(\d+)", text, re.M)
    return int(total.group(1)), run.returncode, run.stdout


def profile(binary, case):
    one, _, _ = instructions([binary, "profile", case, "1"])
    three, _, _ = instructions([binary, "profile", case, "3"])
    return (three - one) / 2


def compositional_bodies(root):
    """The compositional requests issue 21 names: one offset, a 64-offset timeline, scrollTo a billion deep."""
    nested = json.load(open(os.path.join(root, "Examples", "compositional-nested-groups.json")))
    nested.pop("elements", None)
    one = dict(nested)
    timeline = json.loads(json.dumps(nested))
    timeline["collectionView"].pop("contentOffset", None)
    timeline["collectionView"]["contentOffsets"] = [{"x": 0, "y": 25 * k} for k in range(64)]
    billion = {
        "collectionView": {"size": {"width": 375, "height": 812}},
        "layout": {"type": "compositional", "section": {"interGroupSpacing": 8, "group": {
            "group": "horizontal",
            "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 100}},
            "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                                       "heightDimension": {"fractionalHeight": 1}}},
            "count": 3}}},
        "sections": [{"itemCount": 1000000000}],
    }
    top = json.loads(json.dumps(billion))
    deep = json.loads(json.dumps(billion))
    deep["scrollTo"] = {"indexPath": [0, 999999999], "position": "bottom"}
    flow = {
        "collectionView": {"size": {"width": 375, "height": 812}},
        "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}},
        "sections": [{"itemCount": 1000000000}],
    }
    flow_deep = dict(flow, scrollTo={"indexPath": [0, 999999999], "position": "bottom"})
    return [
        ("compositional nested groups, one offset", one),
        ("compositional nested groups, 64-offset timeline", timeline),
        ("compositional billion items, at the top", top),
        ("compositional billion items, scrollTo the last", deep),
        ("flow billion items, scrollTo the last", flow_deep),
    ]


def main():
    old, new = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    print("| measure | before (Ir) | after (Ir) | after / before |")
    print("|---|---|---|---|")
    for label, case in PROFILE_CASES:
        b = profile(os.path.join(old, "LayoutBenchmarks"), case)
        a = profile(os.path.join(new, "LayoutBenchmarks"), case)
        print(f"| {label} | {b:,.0f} | {a:,.0f} | {a / b:.3f} |", flush=True)
    trivial = b'{"collectionView":{"size":{"width":10,"height":10}},"layout":{"type":"flow"},"sections":[]}'
    base = {d: instructions([os.path.join(d, "layoutd"), "compute"], trivial)[0] for d in (old, new)}
    for label, body in compositional_bodies(root):
        data = json.dumps(body).encode()
        cells = []
        for d in (old, new):
            ir, status, out = instructions([os.path.join(d, "layoutd"), "compute"], data)
            cells.append((ir - base[d], status, out))
        (b, bs, bo), (a, as_, ao) = cells

        def show(ir, status, out):
            if status != 0:
                return f"422 ({ir:,.0f})" if b'"status":422' in out else f"exit {status}"
            return f"{ir:,.0f}"

        ratio = f"{a / b:.3f}" if bs == 0 and as_ == 0 else "—"
        print(f"| {label} | {show(b, bs, bo)} | {show(a, as_, ao)} | {ratio} |", flush=True)


if __name__ == "__main__":
    main()
