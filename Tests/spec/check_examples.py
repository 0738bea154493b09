#!/usr/bin/env python3
"""Checks openapi.yaml's examples against its own schemas, and Examples/*.json against the spec.

Every example in the spec (request bodies, responses, error bodies) must validate against the schema of the
media type it sits in; every request example must exist, byte-for-byte as JSON, under Examples/<name>.json,
and every file there must be one of the spec's examples; every `default` must satisfy its own schema; and a
table of known-bad requests (each a rule of the contract) must be rejected by the request schema, so the spec
stays tight enough for schema-driven tests to mean something.

Run from the repository root: python3 Tests/spec/check_examples.py
"""

import copy
import json
import pathlib
import re
import sys

import yaml
from jsonschema import Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC_URI = "urn:layoutd:openapi"

spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
registry = Registry().with_resource(SPEC_URI, DRAFT202012.create_resource(spec))

passed = 0
failed = 0


def check(name, ok, why=""):
    """Records one check and prints failures with their reason."""
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {why}")


def absolute_refs(node):
    """The schema with every local `#/...` reference made absolute, so it resolves inside the spec."""
    if isinstance(node, dict):
        return {
            k: (SPEC_URI + v if k == "$ref" and isinstance(v, str) and v.startswith("#") else absolute_refs(v))
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [absolute_refs(v) for v in node]
    return node


def validator_for(schema):
    """A 2020-12 validator whose `#/components/...` references resolve inside the spec."""
    return Draft202012Validator(absolute_refs(schema), registry=registry)


def component(name):
    return validator_for({"$ref": f"#/components/schemas/{name}"})


def errors_of(validator, instance):
    return sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))


def describe(errors):
    return "; ".join(f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:160]}" for e in errors[:3])


def resolve_response(response):
    ref = response.get("$ref")
    if ref:
        name = ref.rsplit("/", 1)[-1]
        return spec["components"]["responses"][name]
    return response


def media_examples(media):
    if "example" in media:
        yield "example", media["example"]
    for key, example in media.get("examples", {}).items():
        yield key, example["value"]


# 1. Every example in the spec validates against its media type's schema.
request_examples = {}
for path, item in spec["paths"].items():
    for method, operation in item.items():
        body = operation.get("requestBody")
        if body:
            for media_type, media in body["content"].items():
                v = validator_for(media["schema"])
                for key, value in media_examples(media):
                    errs = errors_of(v, value)
                    check(f"{method.upper()} {path} request example {key}", not errs, describe(errs))
                    request_examples[key] = value
        for status, response in operation["responses"].items():
            response = resolve_response(response)
            for media_type, media in response.get("content", {}).items():
                if "schema" not in media:
                    continue
                v = validator_for(media["schema"])
                for key, value in media_examples(media):
                    errs = errors_of(v, value)
                    check(f"{method.upper()} {path} {status} {media_type} example {key}", not errs, describe(errs))

for name, response in spec["components"]["responses"].items():
    for media_type, media in response.get("content", {}).items():
        v = validator_for(media["schema"])
        for key, value in media_examples(media):
            errs = errors_of(v, value)
            check(f"response {name} example {key}", not errs, describe(errs))

# 2. Examples/*.json are exactly the spec's request examples.
request = component("LayoutRequest")
files = {p.stem: p for p in sorted((ROOT / "Examples").glob("*.json"))}
for key, value in request_examples.items():
    path = files.get(key)
    check(f"Examples/{key}.json exists", path is not None, "the spec has this example but Examples/ lacks it")
    if path is not None:
        on_disk = json.loads(path.read_text(encoding="utf-8"))
        check(f"Examples/{key}.json equals the spec's example", on_disk == value, "they differ")
for stem, path in files.items():
    on_disk = json.loads(path.read_text(encoding="utf-8"))
    errs = errors_of(request, on_disk)
    check(f"Examples/{stem}.json validates", not errs, describe(errs))
    check(f"Examples/{stem}.json is in the spec", stem in request_examples, "add it to the requestBody examples")
for family in ("flow", "waterfall", "iglist", "magazine", "compositional"):
    check(f"an example for {family}", any(v["layout"]["type"] == family for v in request_examples.values()))
for seed in ("seed-000-waterfall-stick-header", "seed-002-flow-pin-section"):
    check(f"the seed example {seed}", seed in request_examples)

# 3. Every default satisfies the schema it sits in.


def walk(node, where):
    if isinstance(node, dict):
        if "default" in node:
            schema = {k: v for k, v in node.items() if k not in ("default", "description", "title")}
            errs = errors_of(validator_for(schema), node["default"])
            check(f"default at {where}", not errs, describe(errs))
        for key, value in node.items():
            walk(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            walk(value, f"{where}/{i}")


walk(spec["components"]["schemas"], "#/components/schemas")

# 4. Known-bad requests are rejected by the request schema (each line is a rule of the contract).
base = request_examples["flow"]


def mutated(edit):
    body = copy.deepcopy(base)
    edit(body)
    return body


def set_path(body, path, value):
    node = body
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


def delete_path(body, path):
    node = body
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]


BAD = [
    ("unknown top-level field", lambda b: set_path(b, ["extra"], 1)),
    ("misspelt layout field", lambda b: set_path(b, ["layout", "minimumLineSpaceing"], 10)),
    ("unknown field in Size", lambda b: set_path(b, ["collectionView", "size", "depth"], 1)),
    ("unknown field in Insets", lambda b: set_path(b, ["layout", "sectionInset", "start"], 1)),
    ("missing sections", lambda b: delete_path(b, ["sections"])),
    ("missing collectionView", lambda b: delete_path(b, ["collectionView"])),
    ("missing layout type", lambda b: delete_path(b, ["layout", "type"])),
    ("unknown layout type", lambda b: set_path(b, ["layout", "type"], "grid")),
    ("string where a number goes", lambda b: set_path(b, ["collectionView", "size", "width"], "375")),
    ("negative size", lambda b: set_path(b, ["collectionView", "size", "width"], -1)),
    ("negative inset", lambda b: set_path(b, ["layout", "sectionInset", "top"], -1)),
    ("negative spacing", lambda b: set_path(b, ["layout", "minimumLineSpacing"], -0.5)),
    ("coordinate beyond 1e15", lambda b: set_path(b, ["collectionView", "contentOffset"], {"x": 0, "y": 1e16})),
    ("size beyond 1e9", lambda b: set_path(b, ["collectionView", "size", "width"], 2e9)),
    ("scale below 1", lambda b: set_path(b, ["collectionView", "scale"], 0.5)),
    ("scale above 4", lambda b: set_path(b, ["collectionView", "scale"], 5)),
    ("items with itemCount", lambda b: set_path(b, ["sections", 0, "items"], [{"width": 1, "height": 1}])),
    ("neither items nor itemCount", lambda b: delete_path(b, ["sections", 0, "itemCount"])),
    ("fractional itemCount", lambda b: set_path(b, ["sections", 0, "itemCount"], 2.5)),
    ("negative itemCount", lambda b: set_path(b, ["sections", 0, "itemCount"], -1)),
    ("itemCount above 10^12", lambda b: set_path(b, ["sections", 0, "itemCount"], 10**12 + 1)),
    ("elements neither keyword nor rect", lambda b: set_path(b, ["elements"], "some")),
    ("rect with negative width", lambda b: set_path(b, ["elements"], {"rect": {"x": 0, "y": 0, "width": -1, "height": 1}})),
    ("pinning headers not a selection", lambda b: set_path(b, ["layout", "pinning"], {"headers": "first"})),
    ("pinning headers negative index", lambda b: set_path(b, ["layout", "pinning"], {"headers": [-1]})),
    ("pinning until unknown", lambda b: set_path(b, ["layout", "pinning"], {"until": "forever"})),
    ("pinning zIndex fractional", lambda b: set_path(b, ["layout", "pinning"], {"zIndex": 1.5})),
    ("pinning negative stickHeight", lambda b: set_path(b, ["layout", "pinning"], {"stickHeight": -1})),
    ("flow lineAlignment unknown", lambda b: set_path(b, ["layout", "lineAlignment"], "left")),
    ("waterfall field on flow", lambda b: set_path(b, ["layout", "columnCount"], 2)),
    ("empty contentOffsets", lambda b: set_path(b, ["collectionView", "contentOffsets"], [])),
    ("65 contentOffsets", lambda b: set_path(b, ["collectionView", "contentOffsets"], [{"x": 0, "y": 0}] * 65)),
    ("contentOffset beside contentOffsets", lambda b: set_path(b, ["collectionView"], {"size": {"width": 1, "height": 1}, "contentOffset": {"x": 0, "y": 0}, "contentOffsets": [{"x": 0, "y": 0}]})),
    ("layoutDirection unknown", lambda b: set_path(b, ["collectionView", "layoutDirection"], "rtl")),
    ("timelineEncoding unknown", lambda b: set_path(b, ["timelineEncoding"], "diff")),
    ("scrollTo beside contentOffsets", lambda b: (set_path(b, ["scrollTo"], {"indexPath": [0, 0], "position": "top"}),
                                                   set_path(b, ["collectionView", "contentOffsets"], [{"x": 0, "y": 0}]))),
    ("scrollTo without position", lambda b: set_path(b, ["scrollTo"], {"indexPath": [0, 0]})),
    ("scrollTo position unknown", lambda b: set_path(b, ["scrollTo"], {"indexPath": [0, 0], "position": "middle"})),
    ("fullSpan on a flow item", lambda b: set_path(b, ["sections", 0], {"items": [{"width": 1, "height": 1, "fullSpan": True}]})),
    ("flow section with a magazine item", lambda b: set_path(b, ["sections", 0, "item"], {"widthMode": "halfWidth", "height": 1})),
    # Data that changes: ids, estimates, anchors, bottom to top.
    ("anchor keyword unknown", lambda b: set_path(b, ["anchor"], "keep")),
    ("anchor position unknown", lambda b: set_path(b, ["anchor"], {"position": "middle"})),
    ("topItem anchor without item", lambda b: set_path(b, ["anchor"], {"position": "topItem", "distance": 0})),
    ("bottomItem anchor without distance", lambda b: set_path(b, ["anchor"], {"position": "bottomItem", "item": "a"})),
    ("top anchor with an item", lambda b: set_path(b, ["anchor"], {"position": "top", "item": "a", "distance": 0})),
    ("anchor item neither id nor index path", lambda b: set_path(b, ["anchor"], {"position": "topItem", "item": 3, "distance": 0})),
    ("anchor item an empty id", lambda b: set_path(b, ["anchor"], {"position": "topItem", "item": "", "distance": 0})),
    ("anchor beside scrollTo", lambda b: (set_path(b, ["anchor"], {"position": "top"}),
                                          set_path(b, ["scrollTo"], {"indexPath": [0, 0], "position": "top"}))),
    ("anchor beside contentOffsets", lambda b: (set_path(b, ["anchor"], {"position": "bottom"}),
                                                set_path(b, ["collectionView", "contentOffsets"], [{"x": 0, "y": 0}]))),
    ("verticalLayoutDirection unknown", lambda b: set_path(b, ["layout", "verticalLayoutDirection"], "up")),
    ("shortContentAlignment unknown", lambda b: set_path(b, ["layout", "shortContentAlignment"], "center")),
    ("an item id of 257 bytes", lambda b: set_path(b, ["sections", 0], {"items": [{"width": 1, "height": 1, "id": "x" * 257}]})),
    ("an item id that is a number", lambda b: set_path(b, ["sections", 0], {"items": [{"width": 1, "height": 1, "id": 7}]})),
    ("a flow item without a size, not estimated", lambda b: set_path(b, ["sections", 0], {"items": [{"id": "a"}]})),
    ("an estimated flow item with only a width", lambda b: set_path(b, ["sections", 0], {"items": [{"width": 1, "estimated": True}]})),
    ("estimated not a boolean", lambda b: set_path(b, ["sections", 0, "estimated"], "yes")),
    ("estimatedItemSize negative", lambda b: set_path(b, ["layout", "estimatedItemSize"], {"width": -1, "height": 1})),
    # Updates that animate.
    ("updateAnimation without previous", lambda b: set_path(b, ["updateAnimation"], "fade")),
    ("updateAnimation unknown", lambda b: (set_path(b, ["previous"], {"sections": [], "contentOffset": {"x": 0, "y": 0}}),
                                           set_path(b, ["updateAnimation"], "slide"))),
    ("previous without contentOffset", lambda b: set_path(b, ["previous"], {"sections": []})),
    ("previous without sections", lambda b: set_path(b, ["previous"], {"contentOffset": {"x": 0, "y": 0}})),
    ("previous with an unknown field", lambda b: set_path(b, ["previous"], {"sections": [], "contentOffset": {"x": 0, "y": 0}, "anchor": "report"})),
    ("previous beside scrollTo", lambda b: (set_path(b, ["previous"], {"sections": [], "contentOffset": {"x": 0, "y": 0}}),
                                            set_path(b, ["scrollTo"], {"indexPath": [0, 0], "position": "top"}))),
    ("previous beside contentOffsets", lambda b: (set_path(b, ["previous"], {"sections": [], "contentOffset": {"x": 0, "y": 0}}),
                                                  set_path(b, ["collectionView", "contentOffsets"], [{"x": 0, "y": 0}]))),
    ("previous collectionView with a contentOffset", lambda b: set_path(b, ["previous"], {"sections": [], "contentOffset": {"x": 0, "y": 0}, "collectionView": {"size": {"width": 1, "height": 1}, "contentOffset": {"x": 0, "y": 0}}})),
    ("previous sections of another family", lambda b: set_path(b, ["previous"], {"sections": [{"items": [{"widthMode": "fullWidth", "height": 1}]}], "contentOffset": {"x": 0, "y": 0}})),
    ("an empty section id", lambda b: set_path(b, ["sections", 0, "id"], "")),
    ("a section id that is a number", lambda b: set_path(b, ["sections", 0, "id"], 3)),
    # Scroll ranges. (`from` after `to` is a 400 the schema cannot say: ScrollRange's description.)
    ("scrollRange without to", lambda b: set_path(b, ["elements"], {"scrollRange": {"from": 0}})),
    ("scrollRange with an unknown field", lambda b: set_path(b, ["elements"], {"scrollRange": {"from": 0, "to": 1, "step": 1}})),
    ("scrollRange beyond 1e15", lambda b: set_path(b, ["elements"], {"scrollRange": {"from": 0, "to": 2e15}})),
    ("scrollRange beside rect", lambda b: set_path(b, ["elements"], {"rect": {"x": 0, "y": 0, "width": 1, "height": 1},
                                                                    "scrollRange": {"from": 0, "to": 1}})),
    ("scrollRange beside contentOffsets", lambda b: (set_path(b, ["elements"], {"scrollRange": {"from": 0, "to": 1}}),
                                                     set_path(b, ["collectionView", "contentOffsets"], [{"x": 0, "y": 0}]))),
    ("scrollRange beside scrollTo", lambda b: (set_path(b, ["elements"], {"scrollRange": {"from": 0, "to": 1}}),
                                               set_path(b, ["scrollTo"], {"indexPath": [0, 0], "position": "top"}))),
    ("scrollRange beside anchor report", lambda b: (set_path(b, ["elements"], {"scrollRange": {"from": 0, "to": 1}}),
                                                    set_path(b, ["anchor"], "report"))),
    ("scrollRange beside an anchor to resolve", lambda b: (set_path(b, ["elements"], {"scrollRange": {"from": 0, "to": 1}}),
                                                           set_path(b, ["anchor"], {"position": "top"}))),
    ("scrollRange beside previous", lambda b: (set_path(b, ["elements"], {"scrollRange": {"from": 0, "to": 1}}),
                                               set_path(b, ["previous"], {"sections": [], "contentOffset": {"x": 0, "y": 0}}))),
]


def from_example(name, edit):
    def make():
        body = copy.deepcopy(request_examples[name])
        edit(body)
        return body
    return make


BAD_FROM = [
    ("waterfall columnCount 0", "waterfall", lambda b: set_path(b, ["layout", "columnCount"], 0)),
    ("waterfall columnCount above 1000", "waterfall", lambda b: set_path(b, ["layout", "columnCount"], 1001)),
    ("horizontal waterfall", "waterfall", lambda b: set_path(b, ["layout", "scrollDirection"], "horizontal")),
    ("horizontal magazine", "magazine", lambda b: set_path(b, ["layout", "scrollDirection"], "horizontal")),
    ("magazine fractional 0", "magazine", lambda b: set_path(b, ["sections", 1, "item", "widthMode"], {"fractional": 0})),
    ("magazine widthMode unknown", "magazine", lambda b: set_path(b, ["sections", 0, "items", 0, "widthMode"], "quarterWidth")),
    ("magazine item without height", "magazine", lambda b: delete_path(b, ["sections", 0, "items", 0, "height"])),
    ("magazine itemCount without item", "magazine", lambda b: delete_path(b, ["sections", 1, "item"])),
    ("magazine header without height", "magazine", lambda b: set_path(b, ["sections", 0, "header"], {})),
    ("magazine header not estimated without height", "magazine", lambda b: set_path(b, ["sections", 0, "header"], {"estimated": False})),
    ("magazine static item without height", "magazine", lambda b: set_path(b, ["sections", 0, "items", 0], {"widthMode": "fullWidth", "heightMode": "static"})),
    ("magazine heightMode unknown", "magazine", lambda b: set_path(b, ["sections", 0, "items", 0, "heightMode"], "auto")),
    ("iglist estimated item without a size", "iglist", lambda b: set_path(b, ["sections", 0, "items", 0], {"estimated": True})),
    ("waterfall estimated item without a size", "waterfall", lambda b: set_path(b, ["sections", 0, "items", 0], {"estimated": True})),
    ("compositional item with only a height", "compositional-example-a", lambda b: set_path(b, ["sections", 0], {"items": [{"height": 1, "estimated": True}]})),
    ("iglist unknown section field", "iglist", lambda b: set_path(b, ["sections", 0, "columnCount"], 2)),
    ("flow section in an iglist request", "iglist", lambda b: set_path(b, ["sections", 0, "minimumLineSpacing"], -1)),
    # Flings that come to rest.
    ("fling without velocity", "carousel-fling", lambda b: set_path(b, ["fling"], {"startOffset": {"x": 0, "y": 0}})),
    ("fling beside scrollTo", "carousel-fling", lambda b: set_path(b, ["scrollTo"], {"indexPath": [0, 1], "position": "left"})),
    ("fling beside contentOffsets", "carousel-fling",
     lambda b: (delete_path(b, ["collectionView", "contentOffset"]), set_path(b, ["collectionView", "contentOffsets"], [{"x": 0, "y": 0}]))),
    ("fling beside an anchor to resolve", "carousel-fling", lambda b: set_path(b, ["anchor"], {"position": "top"})),
    ("fling beside previous", "carousel-fling",
     lambda b: set_path(b, ["previous"], {"sections": [], "contentOffset": {"x": 0, "y": 0}})),
    ("unknown preset", "carousel-fling", lambda b: set_path(b, ["layout", "snapping"], {"preset": "UPCarousel"})),
    ("a page policy beside an item preset", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"preset": "UPCarouselFlowLayout", "policy": "page"})),
    ("FSPagerView without pageSize", "carousel-fling", lambda b: set_path(b, ["layout", "snapping"], {"preset": "FSPagerView"})),
    ("pageSize under item", "carousel-fling", lambda b: set_path(b, ["layout", "snapping"], {"policy": "item", "pageSize": 100})),
    ("anchor under a page preset", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"preset": "FlutterPageView", "anchor": "center"})),
    ("floor under none", "carousel-fling", lambda b: set_path(b, ["layout", "snapping"], {"floor": True})),
    ("limit under none", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"policy": "none", "limit": {"count": 1, "from": "release"}})),
    ("a rate of 1", "carousel-fling", lambda b: set_path(b, ["layout", "snapping"], {"decelerationRate": 1})),
    ("maxVelocity above 100", "carousel-fling", lambda b: set_path(b, ["layout", "snapping"], {"maxVelocity": 101})),
    ("a threshold the rule does not read", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"policy": "item", "select": {"rule": "nearest", "threshold": 0.1}})),
    ("a bias of 1", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"policy": "page", "select": {"rule": "bias", "bias": 1}})),
    ("a limit of 0", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"policy": "item", "limit": {"count": 0, "from": "start"}})),
    ("an orthogonal rate of 0", "compositional-group-paging-fling",
     lambda b: set_path(b, ["layout", "section", "orthogonalScrollingProperties"], {"decelerationRate": 0})),
]

for name, edit in BAD:
    check(f"rejects: {name}", not request.is_valid(mutated(edit)), "the request schema accepts it")
for name, example, edit in BAD_FROM:
    check(f"rejects: {name}", not request.is_valid(from_example(example, edit)()), "the request schema accepts it")

# A few good variants stay accepted, so the table above cannot pass by rejecting everything.
GOOD = [
    ("empty sections", lambda b: set_path(b, ["sections"], [])),
    ("elements rect", lambda b: set_path(b, ["elements"], {"rect": {"x": 0, "y": -64, "width": 375, "height": 100}})),
    ("negative pinning offset", lambda b: set_path(b, ["layout", "pinning"], {"headers": "all", "offset": -20})),
    ("stickHeight null", lambda b: set_path(b, ["layout", "pinning"], {"stickHeight": None})),
    ("horizontal flow", lambda b: set_path(b, ["layout", "scrollDirection"], "horizontal")),
    ("explicit items", lambda b: set_path(b, ["sections", 0], {"items": [{"width": 10, "height": 0}]})),
    ("UIKit pin flag", lambda b: set_path(b, ["layout", "sectionHeadersPinToVisibleBounds"], True)),
    ("magnitudes at the bound", lambda b: set_path(b, ["collectionView", "contentOffset"], {"x": -1e9, "y": 1e9})),
    ("itemSize beside items (no effect)", lambda b: set_path(b, ["sections", 0], {"items": [], "itemSize": {"width": 1, "height": 1}})),
    ("itemCount at 10^12", lambda b: set_path(b, ["sections", 0, "itemCount"], 10**12)),
    ("integral float as an integer", lambda b: set_path(b, ["sections", 0, "itemCount"], 5.0)),
    ("64 contentOffsets", lambda b: set_path(b, ["collectionView", "contentOffsets"], [{"x": 0, "y": 0}] * 64)),
    ("right to left, flipped", lambda b: (set_path(b, ["collectionView", "layoutDirection"], "rightToLeft"),
                                          set_path(b, ["layout", "flipsHorizontallyInOppositeLayoutDirection"], True))),
    ("scrollTo every position", lambda b: set_path(b, ["scrollTo"], {"indexPath": [0, 4], "position": "right"})),
    # Data that changes: ids, estimates, anchors, bottom to top.
    ("anchor report", lambda b: set_path(b, ["anchor"], "report")),
    ("anchor report beside scrollTo", lambda b: (set_path(b, ["anchor"], "report"),
                                                 set_path(b, ["scrollTo"], {"indexPath": [0, 0], "position": "top"}))),
    ("anchor report beside contentOffsets", lambda b: (set_path(b, ["anchor"], "report"),
                                                       set_path(b, ["collectionView", "contentOffsets"], [{"x": 0, "y": 0}]))),
    ("anchor top", lambda b: set_path(b, ["anchor"], {"position": "top"})),
    ("anchor topItem by id", lambda b: set_path(b, ["anchor"], {"position": "topItem", "item": "m-1", "distance": -12.5})),
    ("anchor bottomItem by index path", lambda b: set_path(b, ["anchor"], {"position": "bottomItem", "item": [0, 3], "distance": 0})),
    ("bottom to top, content at the bottom", lambda b: (set_path(b, ["layout", "verticalLayoutDirection"], "bottomToTop"),
                                                        set_path(b, ["layout", "shortContentAlignment"], "bottom"))),
    ("items with ids and estimates", lambda b: set_path(b, ["sections", 0], {"items": [{"width": 1, "height": 2, "id": "a", "estimated": True}, {"estimated": True}], "estimated": False})),
    ("estimatedItemSize", lambda b: set_path(b, ["layout", "estimatedItemSize"], {"width": 100, "height": 44})),
    ("an estimated uniform section", lambda b: set_path(b, ["sections", 0, "estimated"], True)),
    # Updates that animate.
    ("previous with its own layout and scroll view", lambda b: (
        set_path(b, ["previous"], {"sections": [{"id": "s", "itemCount": 2}], "contentOffset": {"x": 0, "y": 40},
                                   "collectionView": {"size": {"width": 320, "height": 480}},
                                   "layout": {"type": "flow", "minimumLineSpacing": 4}}),
        set_path(b, ["updateAnimation"], "magazine"))),
    ("a previous layout of another family (a 422, not a schema error)", lambda b: set_path(b, ["previous"], {"sections": [], "contentOffset": {"x": 0, "y": 0}, "layout": {"type": "waterfall"}})),
    ("a section id", lambda b: set_path(b, ["sections", 0, "id"], "news")),
    # Scroll ranges.
    ("a scroll range", lambda b: set_path(b, ["elements"], {"scrollRange": {"from": -64, "to": 1e15}})),
    ("a scroll range of one offset beside a contentOffset", lambda b: (
        set_path(b, ["elements"], {"scrollRange": {"from": 5, "to": 5}}),
        set_path(b, ["collectionView", "contentOffset"], {"x": 0, "y": 100}))),
    ("a rect beside an anchor report (only a range excludes it)", lambda b: (
        set_path(b, ["elements"], {"rect": {"x": 0, "y": 0, "width": 1, "height": 1}}), set_path(b, ["anchor"], "report"))),
]
for name, edit in GOOD:
    body = mutated(edit)
    errs = errors_of(request, body)
    check(f"accepts: {name}", not errs, describe(errs))

GOOD_FROM = [
    ("magazine itemCount 0 without item", "magazine", lambda b: set_path(b, ["sections", 1], {"itemCount": 0})),
    ("waterfall columnCount 1000", "waterfall", lambda b: set_path(b, ["layout", "columnCount"], 1000)),
    ("magazine fractional 7", "magazine", lambda b: set_path(b, ["sections", 1, "item", "widthMode"], {"fractional": 7})),
    ("magazine dynamic item without height", "magazine", lambda b: set_path(b, ["sections", 0, "items", 0], {"widthMode": "halfWidth", "heightMode": "dynamic", "id": "p"})),
    ("magazine stretch item, estimated height", "magazine", lambda b: set_path(b, ["sections", 0, "items", 0], {"widthMode": "halfWidth", "heightMode": "dynamicAndStretchToTallestItemInRow", "height": 80, "estimated": True})),
    ("magazine estimated header without height", "magazine", lambda b: set_path(b, ["sections", 0, "header"], {"estimated": True})),
    ("waterfall item with id and estimate", "waterfall", lambda b: set_path(b, ["sections", 0, "items", 0], {"width": 1, "height": 1, "id": "w", "estimated": True, "fullSpan": True})),
    ("iglist item with id", "iglist", lambda b: set_path(b, ["sections", 0, "items", 0], {"width": 320, "height": 60, "id": "i"})),
    ("compositional unmeasured and estimated items", "compositional-example-a", lambda b: set_path(b, ["sections", 0], {"items": [{"estimated": True}, {"width": 1, "height": 1, "estimated": True, "id": "c"}], "estimated": True})),
    # Flings that come to rest.
    ("a preset with its own policy and a field of it", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"preset": "UPCarouselFlowLayout", "policy": "item", "anchor": "leading"})),
    ("FSPagerView with pageSize and bias", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"preset": "FSPagerView", "pageSize": 210, "select": {"rule": "bias", "bias": 0.2}})),
    ("every page field", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"policy": "page", "decelerationRate": 0.95, "projection": "wwdc", "maxVelocity": 100, "bounce": "never", "pageSize": 300, "origin": -20, "pageClamp": True, "select": {"rule": "steps", "steps": 2, "threshold": 0}, "limit": {"count": 2, "from": "release"}})),
    ("every item field", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"policy": "item", "anchor": "trailing", "candidates": "proposedRect", "select": "atLeastOneInDirection", "limit": {"count": 1, "from": "start"}, "floor": False})),
    ("none with its own fields", "carousel-fling",
     lambda b: set_path(b, ["layout", "snapping"], {"policy": "none", "decelerationRate": "fast", "bounce": "always"})),
    ("a fling beside a range", "carousel-fling",
     lambda b: (set_path(b, ["elements"], {"scrollRange": {"from": 0, "to": 10}}), set_path(b, ["fling", "startOffset"], {"x": 0, "y": 0}))),
    ("a section's fling", "compositional-group-paging-fling", lambda b: set_path(b, ["fling", "section"], 0)),
    ("orthogonalScrollingProperties", "compositional-group-paging-fling",
     lambda b: set_path(b, ["layout", "section", "orthogonalScrollingProperties"], {"decelerationRate": "automatic", "bounce": "never"})),
]
for name, example, edit in GOOD_FROM:
    errs = errors_of(request, from_example(example, edit)())
    check(f"accepts: {name}", not errs, describe(errs))

# 5. The spec's field names are the decoder's: Tests/LayoutAPITests/Decoding/WireNamesSchemaTests.swift holds each
#    object's decoder enum equal to its schema's properties (and required members), so it is not repeated here.

# 6. The document stays one that code generators read (the clients stage generates and runs three clients; these
#    are the rules that keep it so, checked in a second): every component schema is titled with its own name, every
#    oneOf/anyOf branch is a named schema or a titled string enum, no boolean schema stands where a generator
#    expects a schema (`additionalProperties: false` is the one boolean every generator reads), a tuple's
#    prefixItems name their enums and come with an `items` generators can read, no array's items are a named array
#    schema, no boolean is narrowed by const/enum, no `type` lists two non-null types, and no oneOf branch (without
#    a discriminator) is taken for a later one because it requires a strict part of what the later one requires.
for name, schema in spec["components"]["schemas"].items():
    check(f"schema {name} is titled {name}", schema.get("title") == name, f"title {schema.get('title')!r}")


def generator_rules(node, where, violations):
    """Appends to `violations` every place in `node` that breaks the generators' rules."""
    if isinstance(node, dict):
        for key in ("oneOf", "anyOf"):
            for i, branch in enumerate(node.get(key, [])):
                # A titled string enum is named too (by its title), and must stay inline beside a non-object
                # branch: typescript-fetch casts a referenced enum branch from the other branch's type (TS2352).
                named_enum = (
                    isinstance(branch, dict)
                    and isinstance(branch.get("title"), str)
                    and branch.get("type") == "string"
                    and "enum" in branch
                    and set(branch) <= {"title", "description", "type", "enum"}
                )
                if not named_enum and not (
                    isinstance(branch, dict) and "$ref" in branch and set(branch) <= {"$ref", "description"}
                ):
                    violations.append(f"{where}/{key}/{i}: an anonymous branch {str(branch)[:100]}")
        if "oneOf" in node and "discriminator" not in node:
            # Generators take the first branch whose required members are present: a branch whose required set is
            # a strict part of a later branch's would be taken for that one too.
            def required(branch):
                name = branch.get("$ref", "").rsplit("/", 1)[-1] if isinstance(branch, dict) else ""
                target = spec["components"]["schemas"].get(name, {})
                return set(target.get("required", [])) if target.get("type") == "object" else None
            # In the document's order (openapi-python-client) and by name (openapi-generator sorts the branches).
            branches = [(b.get("$ref", "") if isinstance(b, dict) else "", required(b)) for b in node["oneOf"]]
            for order in (branches, sorted(branches, key=lambda b: b[0])):
                for i, (name, earlier) in enumerate(order):
                    for later, wider in order[i + 1 :]:
                        if earlier is not None and wider is not None and earlier < wider:
                            violations.append(f"{where}: {name} shadows {later} (name and order it after)")
        for key in ("items", "not", "if", "then", "else", "contains"):
            if isinstance(node.get(key), bool):
                violations.append(f"{where}/{key}: a boolean schema")
        for key in ("properties", "dependentSchemas", "patternProperties"):
            for prop, value in (node.get(key) or {}).items():
                if isinstance(value, bool):
                    violations.append(f"{where}/{key}/{prop}: a boolean schema")
        if isinstance(node.get("type"), list) and len([t for t in node["type"] if t != "null"]) > 1:
            violations.append(f"{where}: type {node['type']} (swift6 writes an empty struct; use a oneOf of named schemas)")
        if node.get("type") == "boolean" and ("const" in node or "enum" in node):
            violations.append(f"{where}: a boolean with const/enum (swift6 writes an enum of raw type Bool)")
        for i, member in enumerate(node.get("prefixItems", [])):
            if not isinstance(member, dict) or ("$ref" not in member and set(member) & {"enum", "properties", "oneOf"}):
                violations.append(f"{where}/prefixItems/{i}: an anonymous enum or object (name it)")
        if "prefixItems" in node and "items" not in node:
            violations.append(f"{where}: prefixItems without items (generators read only items)")
        ref = node.get("items", {}).get("$ref", "") if isinstance(node.get("items"), dict) else ""
        target = spec["components"]["schemas"].get(ref.rsplit("/", 1)[-1], {}) if ref.startswith("#/") else {}
        if target.get("type") == "array":
            violations.append(f"{where}/items: an array of a named array schema (swift6 writes [Array]; inline it)")
        for key, value in node.items():
            if key not in ("example", "examples", "default", "const", "enum"):
                generator_rules(value, f"{where}/{key}", violations)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            generator_rules(value, f"{where}/{i}", violations)


violations = []
generator_rules(spec["components"]["schemas"], "#/components/schemas", violations)
for path, item in spec["paths"].items():
    generator_rules(item, f"#/paths{path}", violations)
check("the generators' rules hold (tuples, unions, no boolean schemas)", not violations, "; ".join(violations[:5]))

print(f"spec examples: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
