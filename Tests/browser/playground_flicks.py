#!/usr/bin/env python3
"""The playground's flicks in a real headless Chromium, each held to the service's single fling query.

Usage: playground_flicks.py LAYOUTD_BINARY ARTIFACTS_DIR

Starts `layoutd --host 127.0.0.1 --port 0` and opens the carousel example (`/?example=carousel-fling`, an
UPCarouselFlowLayout carousel) in the playground. For each case of CASES (the example as it is, the same carousel
under three other snappings typed into the request, and a longer carousel whose windows do not hold every offset) it
flicks the page's screen through its hook `window.layoutdFlick(velocity, {release, start})` at every flick of
FLICKS: both directions, below every select rule's threshold, between two thresholds, ordinary and past
`maxVelocity`, released at offsets across the range. The page computes each rest itself from the range answer it
holds (or asks the service's single query when no held window covers the release) and animates the curve; the test
waits until the screen is still at the resting offset the hook reported, then asks the service itself, POST /layout
with `fling` for the same request, release offset, velocity and drag start, and compares the projected, target and
resting offsets bit for bit and the snapped cell. Every request the page makes is counted. Then one flick by a real
pointer drag (selenium's pointer actions), held to the service's query for the velocity the page measured. Last
the rules: the page's own `flingSteps` (fling.js), run in the browser over range answers the test asks for under
every preset and select rule (RULE_LAYOUTS x RULE_SNAPPINGS, seeded flings), against the single query.

Prints 'flicks: N, requests: R (...), resting offsets equal: E/N', then 'N passed, N failed'; exits non-zero when a
check failed. Stops the browser and the server on exit.
"""
import json
import os
import random
import subprocess
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from playground_screenshot import TIMEOUT, browser, post_layout, set_value, start_layoutd

passed = 0
failed = 0


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok    {message}")
    else:
        failed += 1
        print(f"FAIL  {message}")
    return condition


# (label, the snapping typed into layout.snapping (None: the example's own), the carousel's item count (None: the
# example's 5)). The thresholds: UPCarouselFlowLayout's `nearest` has none; AndroidPagerSnapHelper 0.05 pt/ms;
# FSPagerView 0.3 (pages of 200, the item width plus spacing 0); SwiftUIViewAlignedByOne counts one snap offset
# from the drag's start. 60 items make 11,175 points of content, 29.8 screens: the page holds a few at a time.
CASES = (
    ("UPCarouselFlowLayout (the example)", None, None),
    ("AndroidPagerSnapHelper", {"preset": "AndroidPagerSnapHelper"}, None),
    ("FSPagerView", {"preset": "FSPagerView", "pageSize": 200}, None),
    ("SwiftUIViewAlignedByOne, 60 items", {"preset": "SwiftUIViewAlignedByOne"}, 60),
)
# (release, drag start, velocity in pt/ms along x) as fractions of the scroll range for the offsets: 0.03 is below
# every threshold, 0.2 between Android's and FSPagerView's, 25 past maxVelocity (10); both directions; released on
# a snap offset, between two, at both ends.
FLICKS = (
    (0.25, 0.25, 0.03),
    (0.25, 0.25, -0.03),
    (0.41, 0.375, 0.2),
    (0.41, 0.45, -0.2),
    (0.1, 0.05, 1.5),
    (0.6, 0.65, -1.5),
    (0.0, 0.0, 5),
    (0.5, 0.5, -5),
    (0.333, 0.3, 25),
    (1.0, 1.0, -25),
)


def screen_state(driver):
    return driver.execute_script("return window.playground.screen()")


def requests(driver):
    return driver.execute_script("return Object.assign({}, window.playground.requests)")


def wait_still(driver, offset):
    """Waits until the flick has ended at `offset` and the picture and JSON that follow it are drawn."""
    WebDriverWait(driver, TIMEOUT).until(
        lambda d: d.execute_script(
            "const s = window.playground.screen();"
            " return window.playground.settled() && !!s && s.covered && s.offset === arguments[0]",
            offset,
        )
    )


def service_fling(base, request, axis, at, release, velocity, start):
    """The service's single query for the flick: the page's request released at `release`."""
    other = "y" if axis == "x" else "x"
    body = json.loads(json.dumps(request))
    body.pop("anchor", None)
    body.pop("elements", None)
    body["collectionView"]["contentOffset"] = {axis: release, other: at[other]}
    body["fling"] = {"velocity": {axis: velocity, other: 0}, "startOffset": {axis: start, other: at[other]}}
    return post_layout(base, body)["fling"]


def same_bits(a, b):
    return float(a).hex() == float(b).hex()


def compare(base, request, axis, at, got, label):
    """Whether the page's flick `got` is the service's single query for it, every offset to the bit."""
    want = service_fling(base, request, axis, at, got["release"], got["velocity"], got["start"])
    return compare_answer(got, want, axis, label)


def compare_answer(got, want, axis, label):
    """Whether the page's fling `got` has the service's `fling` offsets to the bit and its snapped cell."""
    names = ("projectedOffset", "targetOffset", "restingOffset")
    equal = all(same_bits(got[n], want[n][axis]) for n in names)
    snapped = (want["snappedTo"] or {}).get("indexPath")
    if equal and got["snappedTo"] == snapped:
        return True
    check(
        False,
        f"{label}: released at {got['release']} at {got['velocity']} pt/ms the page rests at "
        f"{[got[n] for n in names]} on {got['snappedTo']}, the service at {[want[n][axis] for n in names]} on {snapped}",
    )
    return False


def load_case(driver, base, snapping, item_count):
    driver.get(f"{base}/?example=carousel-fling")
    WebDriverWait(driver, TIMEOUT).until(
        lambda d: d.execute_script(
            "const s = window.playground.screen(); return window.playground.settled() && !!s && s.covered"
        )
    )
    if snapping is not None or item_count is not None:
        request = json.loads(driver.execute_script("return document.getElementById('request').value"))
        if snapping is not None:
            request["layout"]["snapping"] = snapping
            # A limit counted from the drag's start needs the start beside the example's own fling.
            request["fling"]["startOffset"] = request["collectionView"]["contentOffset"]
        if item_count is not None:
            request["sections"][0]["itemCount"] = item_count
        before = screen_state(driver)["limits"]
        set_value(driver, "request", json.dumps(request, indent=2))
        WebDriverWait(driver, TIMEOUT).until(
            lambda d: d.execute_script(
                "const s = window.playground.screen();"
                " return window.playground.settled() && !!s && s.covered && (arguments[0] || s.limits[1] !== arguments[1])",
                item_count is None,
                before[1],
            )
        )
    return json.loads(driver.execute_script("return document.getElementById('request').value"))


def check_flicks(driver, base):
    flicks = equal = 0
    totals = {"range": 0, "fling": 0, "single": 0}
    sources = {"held": 0, "service": 0}
    for label, snapping, item_count in CASES:
        request = load_case(driver, base, snapping, item_count)
        state = screen_state(driver)
        axis, (lo, hi), at = state["axis"], state["limits"], state["at"]
        counted = requests(driver)
        case_equal = 0
        for release, start, velocity in FLICKS:
            o, s = lo + release * (hi - lo), lo + start * (hi - lo)
            got = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                " window.layoutdFlick(arguments[0], {release: arguments[1], start: arguments[2]})"
                ".then(done, (e) => done({error: String(e)}));",
                velocity,
                o,
                s,
            )
            flicks += 1
            if not check(got and "error" not in got, f"{label}: the hook flicked at {velocity} from {o} ({got})"):
                continue
            sources[got["source"]] += 1
            wait_still(driver, got["restingOffset"])
            if compare(base, request, axis, at, got, label):
                equal += 1
                case_equal += 1
            if got["source"] == "held":
                check(
                    got["requests"]["fling"] == 0,
                    f"{label}: a release a held window covers is computed with no fling query ({got['requests']})",
                )
            # A request with its own `fling` takes the flick: its JSON is the service's answer for it.
            if "fling" in request:
                answer = json.loads(driver.execute_script("return document.getElementById('json').textContent"))
                check(
                    same_bits(answer["contentOffset"][axis], got["restingOffset"]),
                    f"{label}: the page's JSON after the flick (released at {got['release']}, {velocity} pt/ms) "
                    f"rests at {answer['contentOffset'][axis]}, where the screen did",
                )
        after = requests(driver)
        made = {k: after.get(k, 0) - counted.get(k, 0) for k in totals}
        for k in totals:
            totals[k] += made[k]
        check(
            case_equal == len(FLICKS),
            f"{label}: {case_equal} of {len(FLICKS)} flicks rest where the service's single query does, to the bit "
            f"(requests: {made['range']} windows, {made['fling']} fling queries, {made['single']} for the picture "
            f"and JSON at rest)",
        )

    # A real drag: pressed on the screen, moved left 150 px in 5 steps of 30 ms, released while moving.
    request = load_case(driver, base, None, None)
    # Scrolled to the start first (the example's own fling then rests it where the service says).
    driver.execute_script("window.playground.scrollTo(0)")
    WebDriverWait(driver, TIMEOUT).until(lambda d: d.execute_script("return window.playground.settled()"))
    counted = requests(driver)
    screen = driver.find_element(By.ID, "screen")
    actions = ActionChains(driver, duration=30)
    actions.move_to_element(screen).click_and_hold()
    for _ in range(5):
        actions.move_by_offset(-30, 0)
    actions.release().perform()
    WebDriverWait(driver, TIMEOUT).until(lambda d: d.execute_script("return !!window.playground.lastFlick()"))
    got = driver.execute_script("return window.playground.lastFlick()")
    wait_still(driver, got["restingOffset"])
    state = screen_state(driver)
    flicks += 1
    sources[got["source"]] += 1
    after = requests(driver)
    for k in totals:
        totals[k] += after.get(k, 0) - counted.get(k, 0)
    check(
        got["velocity"] > 0 and got["release"] > 0,
        f"a drag to the left flicks forward: released at {got['release']} at {got['velocity']:.4f} pt/ms, measured "
        f"over the drag's last 100 ms, rests at {got['restingOffset']} ({got['curve']})",
    )
    if compare(base, request, state["axis"], state["at"], got, "the drag"):
        equal += 1
    requested = sum(totals.values())
    print(
        f"flicks: {flicks}, requests: {requested} ({totals['range']} windows and {totals['fling']} fling queries for "
        f"the flicks, {totals['single']} for the picture and JSON once at rest), resting offsets equal: {equal}/{flicks}"
    )
    print(f"      computed from held windows: {sources['held']}, asked of the service: {sources['service']}")
    check(equal == flicks, f"every flick's resting offset is the service's ({equal}/{flicks})")


# The rules check: the page's own fling.js (its global flingSteps, as the flicks run it) over range answers the test
# asks for, under every policy and select rule, against the single query. Three layouts: the carousel; the same
# carousel mirrored (right-to-left, flipped: leading and trailing swap); a vertical grid of three columns in two
# sections under a navigation bar's inset (cells share snap offsets, so ties and the limit's distinct offsets count);
# a grid shorter than its bounds (its scrollable range is the one offset -contentInset.top).
RULE_LAYOUTS = (
    (
        "carousel",
        {
            "collectionView": {"size": {"width": 375, "height": 200}},
            "layout": {
                "type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 150},
                "minimumLineSpacing": 0, "sectionInset": {"top": 25, "left": 87.5, "bottom": 25, "right": 87.5},
            },
            "sections": [{"itemCount": 12}],
        },
    ),
    (
        "mirrored carousel",
        {
            "collectionView": {"size": {"width": 375, "height": 200}, "layoutDirection": "rightToLeft"},
            "layout": {
                "type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 190, "height": 150},
                "minimumLineSpacing": 10, "flipsHorizontallyInOppositeLayoutDirection": True,
            },
            "sections": [{"itemCount": 12}],
        },
    ),
    (
        "grid",
        {
            "collectionView": {"size": {"width": 375, "height": 667}, "contentInset": {"top": 64, "bottom": 34}},
            "layout": {
                "type": "flow", "itemSize": {"width": 120, "height": 97.3}, "minimumLineSpacing": 7,
                "minimumInteritemSpacing": 5, "sectionInset": {"top": 3, "bottom": 11},
            },
            "sections": [{"itemCount": 80}, {"itemCount": 13}],
        },
    ),
    (
        "grid shorter than its bounds",
        {
            "collectionView": {"size": {"width": 375, "height": 667}, "contentInset": {"top": 64, "bottom": 34}},
            "layout": {"type": "flow", "itemSize": {"width": 120, "height": 97.3}, "minimumLineSpacing": 7},
            "sections": [{"itemCount": 5}],
        },
    ),
)
# Every preset, every select rule of both policies, both projections, a numeric rate, limits from the start and
# from the release, each anchor and candidate set, `floor`, `bounce: never`, and the default (no snapping). Every
# other snapping's range starts at the start of the scrollable range, and its first fling is released there at rest:
# under pages of 200 from origin 100 that is x(0) = -0.5, a tie that rounds away from zero to page -1.
RULE_SNAPPINGS = (
    None,
    {"preset": "UPCarouselFlowLayout"},
    {"preset": "CenteredCollectionView"},
    {"preset": "FSPagerView", "pageSize": 200},
    {"preset": "FSPagerView", "pageSize": 200, "select": {"rule": "bias"}},
    {"preset": "AndroidPagerSnapHelper"},
    {"preset": "FlutterPageView"},
    {"preset": "SwiftUIViewAlignedByOne"},
    {"policy": "page", "select": "nearest", "projection": "wwdc", "decelerationRate": 0.9931,
     "limit": {"count": 1, "from": "start"}},
    {"policy": "page", "select": {"rule": "steps", "steps": 2, "threshold": 0.1}, "pageSize": 137.5, "origin": -20},
    {"policy": "page", "select": "nearest", "pageSize": 200, "origin": 100},
    {"policy": "item", "select": {"rule": "bias", "bias": 0.2}, "limit": {"count": 2, "from": "release"}},
    {"policy": "item", "anchor": "trailing", "select": "nextInDirection", "decelerationRate": 0.95},
    {"policy": "item", "select": "atLeastOneInDirection", "candidates": "proposedRect", "anchor": "center",
     "floor": True},
    {"policy": "none", "decelerationRate": "fast", "bounce": "never", "maxVelocity": 4},
)
RULE_VELOCITIES = (0, 0.03, -0.03, 0.2, -0.2, 1.5, -1.5, 5, -5, 25, -25)
RULE_FLINGS = 16  # per layout and snapping, each at a velocity of RULE_VELOCITIES in turn or a random one


def check_rules(driver, base):
    """The page's fling.js over range answers against the service's single query, every offset to the bit."""
    rng = random.Random(35)
    flings = equal = curves = 0
    for label, layout in RULE_LAYOUTS:
        for index, snapping in enumerate(RULE_SNAPPINGS):
            request = json.loads(json.dumps(layout))
            if snapping is not None:
                request["layout"]["snapping"] = snapping
            axis = "x" if request["layout"].get("scrollDirection") == "horizontal" else "y"
            other = "y" if axis == "x" else "x"
            size = request["collectionView"]["size"]["width" if axis == "x" else "height"]
            inset = {"top": 0, "left": 0, "bottom": 0, "right": 0} | request["collectionView"].get("contentInset", {})
            t, b = (inset["left"], inset["right"]) if axis == "x" else (inset["top"], inset["bottom"])
            content = post_layout(base, request)["contentSize"]["width" if axis == "x" else "height"]
            lo, hi = -t, max(content - size + b, -t)
            start = lo if index % 2 == 0 else lo + rng.random() * 0.5 * (hi - lo)
            end = start + rng.random() * 0.5 * (hi - lo)
            answer = post_layout(base, dict(request, elements={"scrollRange": {"from": start, "to": end}}))
            cases = []
            for i in range(RULE_FLINGS):
                o = start if i == 0 else end if i == 1 else start + rng.random() * (end - start)
                velocity = RULE_VELOCITIES[i] if i < len(RULE_VELOCITIES) else rng.uniform(-12, 12)
                cases.append((o, velocity, start + rng.random() * (end - start)))
            got = driver.execute_script(
                """
                const [answer, size, t, b, content, cases] = arguments;
                const axis = flingAxis(size, t, b, content);
                return cases.map(([o, v, start]) => {
                  const f = flingSteps(answer.snapping || defaultSnapping, axis, answer.snapPoints || [], o, v, start);
                  return Object.assign({}, f, { snappedTo: f.snappedTo && f.snappedTo.indexPath,
                    curve: { model: f.curve.model, duration: f.curve.duration } });
                });
                """,
                answer, size, t, b, content, cases,
            )
            for (o, velocity, drag_start), page in zip(cases, got):
                flings += 1
                page.update(release=o, velocity=velocity, start=drag_start)
                want = service_fling(base, request, axis, {axis: 0, other: 0}, o, velocity, drag_start)
                if compare_answer(page, want, axis, f"rules: {label} under {json.dumps(snapping)}"):
                    equal += 1
                curves += page["curve"]["model"] == want["curve"]["model"] and page["curve"]["duration"] == want["curve"]["duration"]
    check(
        equal == flings,
        f"rules: the page's fling.js over range answers equals the service's single query in {equal} of {flings} "
        f"flings ({len(RULE_LAYOUTS)} layouts x {len(RULE_SNAPPINGS)} snappings x {RULE_FLINGS}), every offset to the "
        f"bit; the curve's model and duration agree in {curves} (outside the bit-for-bit promise)",
    )


def main(binary, directory):
    os.makedirs(directory, exist_ok=True)
    server, port = start_layoutd(binary, os.path.join(directory, "layoutd-flicks.log"))
    base = f"http://127.0.0.1:{port}"
    driver = None
    try:
        driver = browser()
        check_flicks(driver, base)
        check_rules(driver, base)
    except Exception as error:  # a timeout or a browser failure is a failed check, reported like the others
        check(False, f"{type(error).__name__}: {error}".strip())
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
    print(f"playground_flicks: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
