#!/usr/bin/env python3
"""Sends every example through the client openapi-python-client generated, and compares what it reads back.

For each Examples/*.json: the family's generated request model reads the file and writes it back unchanged;
`compute_layout` posts it to the live server; the `LayoutResponse` it parses, written back with `to_dict()`, equals
the JSON the server answers for the file's own bytes (posted raw), frame by frame. A scroll range example's answer
is read as `AttributesInScrollRangeResponse`, its range and every header's `follows` (a `Follows`) number for
number. Each request names the contract it needs (`layout_contract="5"`) and each answer's `Layout-Contract` header
is read from the generated client's response: 5. The generated client also answers GET /openapi.yaml as the
document's text, a bad request as a parsed `Problem`, and a request needing contract 6 as the server's 406, a
`Problem` naming contract 5.

    PYTHONPATH=.build/clients/python python roundtrip.py http://127.0.0.1:PORT Examples/*.json
"""

import json
import pathlib
import sys
import urllib.request

from layoutd_client import Client, models
from layoutd_client.api.layout import compute_layout
from layoutd_client.api.operations import openapi
from layoutd_client.models import (
    AttributesInScrollRangeResponse,
    AttributesResponse,
    CellAttributes,
    DecorationAttributes,
    FlowLayoutRequest,
    Follows,
    Problem,
    SupplementaryAttributes,
    TimelineResponse,
)
from layoutd_client.types import UNSET

# Every per-family request the contract has (`FlowLayoutRequest`, ...): the one whose layout's `type` constant
# matches reads the example; the others refuse it.
REQUEST_MODELS = [getattr(models, name) for name in sorted(dir(models)) if name.endswith("LayoutRequest")]
ATTRIBUTE_MODELS = {"cell": CellAttributes, "supplementary": SupplementaryAttributes, "decoration": DecorationAttributes}


def request_model(raw_request):
    """The generated request model that reads this request (its family's), or None."""
    readers = []
    for model in REQUEST_MODELS:
        try:
            model.from_dict(raw_request)
        except (KeyError, ValueError, TypeError):
            continue
        readers.append(model)
    return readers[0] if len(readers) == 1 else None


def raw_answer(base, body):
    request = urllib.request.Request(
        base + "/layout", data=body, method="POST", headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def main(base, paths):
    client = Client(base_url=base, raise_on_unexpected_status=True, timeout=30)
    failures = 0
    frames = 0
    round_tripped = 0
    flow_example = None
    for path in map(pathlib.Path, paths):
        raw_request_bytes = path.read_bytes()
        raw_request = json.loads(raw_request_bytes)
        family = raw_request["layout"]["type"]
        if family == "flow" and flow_example is None:
            flow_example = raw_request
        model = request_model(raw_request)
        if model is None:
            print(f"python: FAIL {path.name}: not exactly one generated request model reads a {family!r} request")
            failures += 1
            continue
        request = model.from_dict(raw_request)
        if request.to_dict() != raw_request:
            print(f"python: FAIL {path.name}: {model.__name__} does not write the example back unchanged")
            failures += 1
            continue
        response = compute_layout.sync_detailed(client=client, body=request, layout_contract="5")
        answer = response.parsed
        if response.headers.get("Layout-Contract") != "5":
            print(f"python: FAIL {path.name}: the answer's Layout-Contract is {response.headers.get('Layout-Contract')}")
            failures += 1
            continue
        expected = raw_answer(base, raw_request_bytes)
        # The answer's shape follows the request: a timeline for `contentOffsets`, a range answer for a
        # `scrollRange`, else attributes.
        if "timeline" in expected:
            shape = TimelineResponse
        elif "scrollRange" in expected:
            shape = AttributesInScrollRangeResponse
        else:
            shape = AttributesResponse
        if not isinstance(answer, shape):
            print(f"python: FAIL {path.name}: answered {type(answer).__name__}, not {shape.__name__}")
            failures += 1
            continue
        if shape is TimelineResponse:
            typed_attributes = [a for entry in answer.timeline for a in entry.attributes]
            wire_attributes = [a for entry in expected["timeline"] for a in entry["attributes"]]
        else:
            typed_attributes, wire_attributes = answer.attributes, expected["attributes"]
        mismatches = []
        if answer.content_size.to_dict() != expected["contentSize"]:
            mismatches.append(f"contentSize {answer.content_size.to_dict()} != {expected['contentSize']}")
        if len(typed_attributes) != len(wire_attributes):
            mismatches.append(f"{len(typed_attributes)} attributes != {len(wire_attributes)}")
        for index, (typed, wire) in enumerate(zip(typed_attributes, wire_attributes)):
            kind = ATTRIBUTE_MODELS[wire["category"]]
            if not isinstance(typed, kind):
                mismatches.append(f"attributes[{index}] parsed as {type(typed).__name__}, not {kind.__name__}")
            elif typed.to_dict() != wire or typed.frame.to_dict() != wire["frame"]:
                mismatches.append(f"attributes[{index}] {typed.to_dict()} != {wire}")
        # An update example's `updates`, each element read as the generated `UpdateElement`.
        update_count = 0
        if "updates" in expected:
            typed_updates = getattr(answer, "updates", None)
            wire_updates = expected["updates"]["elements"]
            if not isinstance(typed_updates, models.Updates) or len(typed_updates.elements) != len(wire_updates):
                mismatches.append(f"updates read as {type(typed_updates).__name__}, not {len(wire_updates)} elements")
            else:
                for index, (typed, wire) in enumerate(zip(typed_updates.elements, wire_updates)):
                    if not isinstance(typed, models.UpdateElement) or typed.to_dict() != wire:
                        mismatches.append(f"updates.elements[{index}] {typed.to_dict()} != {wire}")
                update_count = len(wire_updates)
        # A range example's range, and each follower's numbers read as the generated `Follows`
        # (`min`/`max` absent stay absent); a range answer without any follower would check nothing here.
        follower_count = 0
        point_count = 0
        if shape is AttributesInScrollRangeResponse:
            if answer.scroll_range.to_dict() != expected["scrollRange"]:
                mismatches.append(f"scrollRange {answer.scroll_range.to_dict()} != {expected['scrollRange']}")
            for index, (typed, wire) in enumerate(zip(typed_attributes, wire_attributes)):
                follows = getattr(typed, "follows", UNSET)
                if "follows" not in wire:
                    if follows is not UNSET:
                        mismatches.append(f"attributes[{index}] read a follows the server did not send")
                    continue
                sent = wire["follows"]
                read = (
                    (follows.offset, follows.min_, follows.max_, follows.z_index)
                    if isinstance(follows, Follows)
                    else None
                )
                if read != (sent["offset"], sent.get("min", UNSET), sent.get("max", UNSET), sent["zIndex"]):
                    mismatches.append(f"attributes[{index}].follows read as {read}, sent {sent}")
                follower_count += 1
            # A range of a layout with snapping: its snap points, offset for offset.
            wire_points = expected.get("snapPoints")
            if wire_points is not None:
                points = getattr(answer, "snap_points", UNSET)
                if points is UNSET or [p.offset for p in points] != [p["offset"] for p in wire_points]:
                    mismatches.append(f"snapPoints read as {points}, sent {wire_points}")
                point_count = len(wire_points)
            if follower_count == 0 and point_count == 0:
                mismatches.append("a scroll range example whose answer has no follows and no snap points")
        # A fling example's resting offset, read as the generated `FlingResult`.
        flung = ""
        if "fling" in expected:
            fling = getattr(answer, "fling", UNSET)
            if fling is UNSET or fling.resting_offset.to_dict() != expected["fling"]["restingOffset"]:
                mismatches.append(f"fling read as {fling}, sent {expected['fling']}")
            else:
                flung = f", flung to {fling.resting_offset.to_dict()}"
        if answer.to_dict() != expected:
            mismatches.append("the whole answer differs")
        if mismatches:
            print(f"python: FAIL {path.name}: " + "; ".join(mismatches[:3]))
            failures += 1
        else:
            round_tripped += 1
            frames += len(typed_attributes)
            updates = f", {update_count} update elements" if update_count else ""
            followers = f", {follower_count} follows" if follower_count else ""
            followers += f", {point_count} snap points" if point_count else ""
            followers += flung
            print(
                f"python: ok {path.name}: {model.__name__} -> {shape.__name__}, "
                f"{len(typed_attributes)} frames equal to the raw JSON{updates}{followers}"
            )

    document = openapi.sync_detailed(client=client)
    if document.status_code != 200 or not document.content.startswith(b"openapi: 3.1"):
        print(f"python: FAIL GET /openapi.yaml answered {document.status_code}")
        failures += 1
    bad = FlowLayoutRequest.from_dict(flow_example)
    bad.collection_view.scale = 9
    problem = compute_layout.sync(client=client, body=bad)
    if not isinstance(problem, Problem) or problem.status != 400 or problem.errors[0].pointer != "/collectionView/scale":
        print(f"python: FAIL scale 9 answered {problem!r}, not a Problem at /collectionView/scale")
        failures += 1

    later = compute_layout.sync_detailed(client=client, body=FlowLayoutRequest.from_dict(flow_example), layout_contract="6")
    problem = later.parsed
    if (later.status_code != 406 or later.headers.get("Layout-Contract") != "5" or not isinstance(problem, Problem)
            or problem.type_ != "/problems/unsupported-contract"
            or problem.detail != "this server speaks layout contract 5; the request needs contract 6"):
        print(f"python: FAIL contract 6 answered {later.status_code} {problem!r}")
        failures += 1
    else:
        print(f"python: ok a request needing contract 6: {later.status_code} {problem.type_}: {problem.detail}")

    print(f"python: {round_tripped} of {len(paths)} examples round-tripped with Layout-Contract 5 read from each "
          f"answer, {frames} frames compared; {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
