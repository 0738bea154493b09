#!/usr/bin/env python3
"""What contract v4's updates cost, as instruction ratios within one build (callgrind, in process).

    Benchmarks/update_costs.py BUILD_DIR      (a release build holding LayoutBenchmarks and layoutd)

Each update is the new request of an app's change sent with `previous` (the data before it) and
`"updateAnimation": "magazine"`, against the same new request alone (the same bytes without `previous` and
`updateAnimation`); target: at most 2.5x (issue 29):
- the typical visible request (3 sections of 100 items, `LayoutBenchmarks write typical-visible`) with ids, at y
  2000, five items inserted at the top of section 0, the new offset resolved from the anchor the previous answer
  reported there;
- the same collection with `"elements": "all"` (every element listed on both sides);
- a 50,000-item explicit flow section with ids (a chat; both sides within the 8 MiB body), one message appended,
  the anchor `bottom`.

Per request = (Ir(11 calls) - Ir(1 call)) / 10 of `LayoutBenchmarks profile body` (LAYOUT_PROFILE_BODY names the
body), so the process's start and the first call's one-time costs cancel.
"""
import copy
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from anchor_costs import per_request  # noqa: E402  the same callgrind measure, one place


def answer(bench, body):
    out = subprocess.run([os.path.join(os.path.dirname(bench), "layoutd"), "compute"],
                         input=json.dumps(body).encode(), capture_output=True, check=True)
    return json.loads(out.stdout)


def without_update(body):
    alone = dict(body)
    alone.pop("previous", None)
    alone.pop("updateAnimation", None)
    return alone


def main():
    bench = os.path.join(sys.argv[1], "LayoutBenchmarks")
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        path = f.name
    subprocess.run([bench, "write", "typical-visible", path], check=True)
    typical = json.load(open(path))
    os.unlink(path)
    for s, section in enumerate(typical["sections"]):
        for i, item in enumerate(section["items"]):
            item["id"] = f"m{s}-{i}"
    before = copy.deepcopy(typical)
    before["collectionView"]["contentOffset"] = {"x": 0, "y": 2000}
    reported = answer(bench, dict(before, anchor="report"))["anchor"]
    after = copy.deepcopy(typical)
    after["collectionView"].pop("contentOffset", None)
    arrived = [dict(after["sections"][0]["items"][k], id=f"new-{k}") for k in range(5)]
    after["sections"][0]["items"] = arrived + after["sections"][0]["items"]
    visible = dict(after, anchor=reported, updateAnimation="magazine",
                   previous={"sections": before["sections"], "contentOffset": {"x": 0, "y": 2000}})
    every = dict(visible, elements="all")

    messages = [{"id": f"msg-{k}", "width": 390, "height": 40 + (k * 7) % 60} for k in range(50_000)]
    chat = {
        "collectionView": {"size": {"width": 390, "height": 844}, "contentInset": {"top": 47, "bottom": 34}},
        "layout": {"type": "flow", "minimumLineSpacing": 8, "verticalLayoutDirection": "bottomToTop"},
        "sections": [{"items": messages + [{"id": "msg-new", "width": 390, "height": 60}]}],
        "anchor": {"position": "bottom"},
        "updateAnimation": "magazine",
    }
    # The previous screen stood at the bottom of the previous content: maxY = height + inset.bottom - size.height.
    height = answer(bench, dict(without_update(chat), sections=[{"items": messages}]))["contentSize"]["height"]
    chat["previous"] = {"sections": [{"items": messages}], "contentOffset": {"x": 0, "y": height + 34 - 844}}
    print("| request | alone (Ir) | with previous (Ir) | ratio | target |")
    print("|---|---|---|---|---|")
    for name, body in [("typical visible, 5 inserted above, anchor resolved", visible),
                       ("typical, every element, 5 inserted above", every),
                       ("50,000-message chat, one appended, anchor bottom", chat)]:
        if "updates" not in answer(bench, body):
            sys.exit(f"update_costs.py: {name}: no updates answered")
        alone = per_request(bench, without_update(body))
        update = per_request(bench, body)
        print(f"| {name} | {alone:,.0f} | {update:,.0f} | {update / alone:.2f} | <= 2.5 |")


if __name__ == "__main__":
    main()
