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
pointer drag (selenium's pointer actions), held to the service's query for the velocity the page measured.

Prints 'flicks: N, requests: R (...), resting offsets equal: E/N', then 'N passed, N failed'; exits non-zero when a
check failed. Stops the browser and the server on exit.
"""
import json
import os
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
        lambda d: d.execute_script("const s = window.playground.screen(); return !!s && s.covered")
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
    check(
        got["velocity"] > 0 and got["release"] > 0,
        f"a drag to the left flicks forward: released at {got['release']} at {got['velocity']:.4f} pt/ms, measured "
        f"over the drag's last 100 ms, rests at {got['restingOffset']} ({got['curve']})",
    )
    if compare(base, request, state["axis"], state["at"], got, "the drag"):
        equal += 1
    requested = sum(totals.values())
    print(
        f"flicks: {flicks}, requests: {requested} ({totals['range']} windows, {totals['fling']} fling queries, "
        f"{totals['single']} for the picture and JSON at rest), resting offsets equal: {equal}/{flicks}"
    )
    print(f"      computed from held windows: {sources['held']}, asked of the service: {sources['service']}")
    check(equal == flicks, f"every flick's resting offset is the service's ({equal}/{flicks})")


def main(binary, directory):
    os.makedirs(directory, exist_ok=True)
    server, port = start_layoutd(binary, os.path.join(directory, "layoutd-flicks.log"))
    base = f"http://127.0.0.1:{port}"
    driver = None
    try:
        driver = browser()
        check_flicks(driver, base)
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
