#!/usr/bin/env python3
"""The playground at GET / in a real headless Chromium, driven by selenium, checked by its pixels.

Usage: playground_screenshot.py LAYOUTD_BINARY ARTIFACTS_DIR

Starts `layoutd --host 127.0.0.1 --port 0`, then for each scene opens a deep link (`/?example=NAME&y=Y`, `x=` for
the horizontal example) in a 1280×900 window, waits until the page has drawn that offset, saves
ARTIFACTS_DIR/playground-NAME-yY.png and checks the screenshot itself, not the DOM:

- the visible rect's dashed outline (its colour, #e0245e, in long runs of pixels: the legend's swatch and the
  red notes are too short to count) is found, all four edges, inside the browser's viewport and inside the
  picture panel, with the bounds' aspect ratio;
- every header the page's JSON answer reports as pinned is painted with the pinned fill where its frame maps
  to (frames are mapped to screen pixels through the outline found above, i.e. through the picture alone);
  when the answer pins nothing, no pinned fill shows inside the visible rect;
- cells are painted inside the visible rect (the picture is not blank).

Then the controls, through the DOM: the offset slider starts at -contentInset.top and ends at the real maximum
offset, a contentOffset typed into the request is kept and followed by the controls, moving the slider writes
the offset into the request, a device preset writes its size, scale and adjusted inset. Then the anchor: the page
shows the anchor the answer reports, and "insert above" (3 items, by id in the chat, by index path in a uniform
grid) keeps the anchor item at its distance while the offset grows by the inserted height; in the chat it sends
`previous` and the anchor item stays at one screen position through the animation. Last the animated append, on
the page's screen through its hook `window.playground` (the animation held, drawn at chosen progress values, so
no check depends on the wall clock): in the bottom-to-top chat at its end, under `magazine` the appended message
stays at one screen position from its first frame to its last while it fades in, under `fade` it rises with the
content; the bottom anchor keeps the newest message in view. Then the scrolling on range answers, through the same
hook: each case of SCROLL_CASES is scrolled over its whole content, the windows the page asks for are counted, and
at both ends, the quarters and every offset where a follower starts or stops moving the elements the screen draws
are the service's own single-offset answer there (fetched by the test), number for number.
Prints 'N passed, N failed' and exits non-zero when a check failed. Stops the browser and the server on exit.
"""
import json
import os
import re
import subprocess
import sys
import time
import urllib.request

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
WINDOW = (1280, 900)
VISIBLE = (0xE0, 0x24, 0x5E)  # SVGRenderer.visibleColour
PINNED = (0xFF, 0xD9, 0xA0)  # Style.pinned fill
CELL = (0xD6, 0xE6, 0xFF)  # Style.cell fill
TIMEOUT = 30

# (example, deep link parameters, axis, offset the picture must be drawn at): three offsets of seed 002 (top,
# section 2's header pinned at 600 + 64, the end of the scroll range 1400 - 667), three of the iPhone 15 grid
# (scrolled to top at -contentInset.top = -103, 900 with section 1's header pinned at 900 + 103, and 1900 near
# its end), the horizontal flow at x 500, the right-to-left flow at its x 300 (header 0 pinned at the right edge),
# scrollTo's example at the offset it scrolls to (90, from its openapi description), and entry 1 of the delta
# timeline (y 50, header 0 pinned at 50).
SCENES = [
    ("seed-002-flow-pin-section", "y=0", "y", 0),
    ("seed-002-flow-pin-section", "y=600", "y", 600),
    ("seed-002-flow-pin-section", "y=733", "y", 733),
    ("flow-sticky-grid", "y=-103", "y", -103),
    ("flow-sticky-grid", "y=900", "y", 900),
    ("flow-sticky-grid", "y=1900", "y", 1900),
    ("flow-horizontal", "x=500", "x", 500),
    ("rtl-horizontal-flow", "", "x", 300),
    ("scroll-to", "", "y", 90),
    ("timeline-delta", "t=1", "y", 50),
]

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


def start_layoutd(binary, log_path):
    log = open(log_path, "w+")
    process = subprocess.Popen(
        [binary, "--host", "127.0.0.1", "--port", "0", "--threads", "2", "--log-level", "off"],
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        log.seek(0)
        match = re.search(r"listening on 127\.0\.0\.1:(\d+) ", log.read())
        if match:
            return process, int(match.group(1))
        if process.poll() is not None:
            break
        time.sleep(0.1)
    process.kill()
    log.seek(0)
    raise SystemExit(f"layoutd did not start: {log.read()}")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root, where Chromium's sandbox cannot start
        "--disable-dev-shm-usage",
        "--disable-gpu",
        f"--window-size={WINDOW[0]},{WINDOW[1]}",
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
    ):
        options.add_argument(argument)
    # An explicit driver path: selenium-manager never tries to download a browser or driver.
    return webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))


def drawn_at(axis, offset):
    """A wait condition: the page state once the picture is drawn and placed at `offset` with a 200."""

    def condition(driver):
        return driver.execute_script(
            """
            const [axis, offset] = arguments;
            const rect = document.querySelector("#picture svg rect.visible");
            const status = document.getElementById("status").textContent;
            const picture = document.getElementById("picture");
            if (!rect || !status.startsWith("200") || !picture.dataset.zoom) return null;
            // The picture prints coordinates with two decimals.
            if (Math.abs(Number(rect.getAttribute(axis)) - offset) > 0.006) return null;
            const box = picture.getBoundingClientRect();
            return {
              answer: JSON.parse(document.getElementById("json").textContent),
              request: JSON.parse(document.getElementById("request").value),
              panel: [box.left, box.top, box.right, box.bottom],
              drawn: { x: Number(rect.getAttribute("x")), y: Number(rect.getAttribute("y")) },
            };
            """,
            axis,
            offset,
        )

    return condition


def near(pixel, colour, tolerance=40):
    return sum(abs(a - b) for a, b in zip(pixel, colour)) <= tolerance


def outline(image):
    """The visible rect's outline in screen pixels (left, top, right, bottom), from its colour alone, or None.

    Rows (columns) holding at least 40 pixels of the outline's colour are its top and bottom (left and right)
    edges; the dashes cover about 60 % of an edge (at least 100 pixels long), the legend swatch is 16 pixels and
    the notes are text in another red.
    """
    width, height = image.size
    pixels = image.load()
    rows = [0] * height
    columns = [0] * width
    for y in range(height):
        for x in range(width):
            if near(pixels[x, y], VISIBLE, 60):
                rows[y] += 1
                columns[x] += 1
    edge_rows = [y for y, count in enumerate(rows) if count >= 40]
    edge_columns = [x for x, count in enumerate(columns) if count >= 40]
    if not edge_rows or not edge_columns:
        return None
    return (min(edge_columns), min(edge_rows), max(edge_columns), max(edge_rows))


def overlap(a, b):
    """The overlap of two frames ({x, y, width, height}), or None."""
    x0, y0 = max(a["x"], b["x"]), max(a["y"], b["y"])
    x1 = min(a["x"] + a["width"], b["x"] + b["width"])
    y1 = min(a["y"] + a["height"], b["y"] + b["height"])
    if x1 <= x0 or y1 <= y0:
        return None
    return {"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0}


def share(image, box, colour):
    """The share of the pixels in `box` (left, top, right, bottom) that have `colour`."""
    left, top, right, bottom = (int(round(v)) for v in box)
    if right <= left or bottom <= top:
        return 0.0
    area = image.crop((left, top, right, bottom))
    total = area.size[0] * area.size[1]
    hits = sum(count for count, pixel in area.getcolors(maxcolors=1 << 22) or [] if near(pixel, colour, 12))
    return hits / total


def check_scene(driver, base, directory, scene):
    name, params, axis, offset = scene
    query = f"example={name}" + (f"&{params}" if params else "")
    driver.get(f"{base}/?{query}")
    state = WebDriverWait(driver, TIMEOUT).until(drawn_at(axis, offset))
    path = os.path.join(directory, f"playground-{name}-{axis}{offset}.png")
    driver.save_screenshot(path)
    print(f"      screenshot {path}")
    image = Image.open(path).convert("RGB")
    label = f"{name} at {axis}={offset}:"

    request, answer = state["request"], state["answer"]
    cv = dict(request["collectionView"])
    if params.startswith(axis + "="):
        check(
            cv["contentOffset"][axis] == offset, f"{label} the deep link put contentOffset.{axis} = {offset} in the request"
        )
    # The offset the answer was computed at (scrollTo's, a timeline entry's, a mirrored default): the picture's.
    cv["contentOffset"] = state["drawn"]
    attributes = answer.get("attributes", [])
    if "timeline" in answer:
        index = int(params.split("t=")[1])
        attributes = answer["timeline"][index]["attributes"]  # entry 1 of a delta timeline: what changed
    found = outline(image)
    if not check(found is not None, f"{label} the visible rect's outline is in the screenshot"):
        return
    left, top, right, bottom = found
    width, height = image.size  # the viewport: the window less the browser's own bars
    check(
        0 <= left and right < width and 0 <= top and bottom < height,
        f"{label} the outline {found} lies inside the {width}×{height} viewport",
    )
    p_left, p_top, p_right, p_bottom = state["panel"]
    check(
        p_left <= left and right <= p_right and p_top <= top and bottom <= p_bottom,
        f"{label} the outline lies inside the picture panel {tuple(round(v) for v in state['panel'])}",
    )
    size = cv["size"]
    aspect, expected = (right - left) / max(1, bottom - top), size["width"] / size["height"]
    check(abs(aspect / expected - 1) < 0.03, f"{label} the outline's aspect {aspect:.3f} is the bounds' {expected:.3f}")

    # Content coordinates to screen pixels, through the outline: its stroke is centred on the rect's edges.
    scale = (right - left) / size["width"]
    origin_x = (left + right) / 2 - (cv["contentOffset"]["x"] + size["width"] / 2) * scale
    origin_y = (top + bottom) / 2 - (cv["contentOffset"]["y"] + size["height"] / 2) * scale

    def to_screen(frame, inner):
        x0 = origin_x + (frame["x"] + frame["width"] * inner[0]) * scale
        y0 = origin_y + (frame["y"] + frame["height"] * inner[1]) * scale
        x1 = origin_x + (frame["x"] + frame["width"] * inner[2]) * scale
        y1 = origin_y + (frame["y"] + frame["height"] * inner[3]) * scale
        return (x0, y0, x1, y1)

    # What the bars leave visible (the inset strips shade the rest).
    inset = {"top": 0, "left": 0, "bottom": 0, "right": 0} | cv.get("contentInset", {})
    clear = {
        "x": cv["contentOffset"]["x"] + inset["left"],
        "y": cv["contentOffset"]["y"] + inset["top"],
        "width": size["width"] - inset["left"] - inset["right"],
        "height": size["height"] - inset["top"] - inset["bottom"],
    }
    pinned = [a for a in attributes if a.get("pinned")]
    for a in pinned:
        part = overlap(a["frame"], clear)
        if part is None or part["height"] * scale < 8 or part["width"] * scale < 8:
            print(f"      the pinned {a['kind']} {a['indexPath']} lies under the bars; its colour is not sampled")
            continue
        # The right part of the frame, clear of the label at its top-left and of the outlines at its edges.
        box = to_screen(part, (0.55, 0.3, 0.9, 0.75))
        got = share(image, box, PINNED)
        check(
            got > 0.7,
            f"{label} the pinned {a['kind']} {a['indexPath']} at {a['frame']['x']}, {a['frame']['y']} is painted "
            f"pinned ({got:.0%} of its pixels)",
        )
    if not pinned:
        got = share(image, (left + 4, top + 4, right - 4, bottom - 4), PINNED)
        check(got < 0.001, f"{label} nothing is pinned and no pinned fill shows in the visible rect ({got:.2%})")
    cells = share(image, (left + 4, top + 4, right - 4, bottom - 4), CELL)
    check(cells > 0.1, f"{label} {cells:.0%} of the visible rect is painted with the cell fill")


def set_value(driver, element_id, value):
    driver.execute_script(
        "const e = document.getElementById(arguments[0]); e.value = arguments[1];"
        "e.dispatchEvent(new Event('input', {bubbles: true}));",
        element_id,
        value,
    )


def check_controls(driver, base):
    driver.get(f"{base}/?example=flow-sticky-grid")
    WebDriverWait(driver, TIMEOUT).until(drawn_at("y", -103))
    slider = driver.execute_script(
        "const s = document.getElementById('offsetY'); return [Number(s.min), Number(s.max), Number(s.value)];"
    )
    # contentSize.height 2735 (2734.9999999999995) + contentInset.bottom 34 - bounds height 852.
    check(slider[0] == -103 and slider[2] == -103, f"the slider starts at -contentInset.top (min, value {slider[0]}, {slider[2]})")
    check(abs(slider[1] - 1917) < 1e-6, f"the slider ends at the maximum offset 2735 + 34 - 852 (max {slider[1]})")

    # A contentOffset typed into the request is kept, and the controls follow it.
    text = driver.execute_script("return document.getElementById('request').value")
    typed = text.replace('"scale": 3', '"contentOffset": {"x": 0, "y": 250.5},\n    "scale": 3', 1)
    set_value(driver, "request", typed)
    WebDriverWait(driver, TIMEOUT).until(drawn_at("y", 250.5))
    state = driver.execute_script(
        "return [document.getElementById('request').value, document.getElementById('offsetYNumber').value,"
        " Number(document.getElementById('offsetY').value)]"
    )
    check(state[0] == typed, "the typed request is left exactly as typed")
    check(state[1] == "250.5" and state[2] == 250.5, f"the offset controls follow the typed offset ({state[1]}, {state[2]})")

    # Moving the slider writes its offset into the request; the end of the slider is the exact maximum.
    set_value(driver, "offsetY", "1917")
    WebDriverWait(driver, TIMEOUT).until(drawn_at("y", 1916.9999999999995))
    request = json.loads(driver.execute_script("return document.getElementById('request').value"))
    check(
        request["collectionView"]["contentOffset"]["y"] == 1916.9999999999995,
        "the slider's end writes the exact maximum offset 1916.9999999999995 into the request",
    )

    # A device preset writes its size, scale and adjusted inset, and the scroll range follows the inset.
    driver.get(f"{base}/?example=seed-002-flow-pin-section&device=iphone-se&y=600")
    WebDriverWait(driver, TIMEOUT).until(drawn_at("y", 600))
    cv = json.loads(driver.execute_script("return document.getElementById('request').value"))["collectionView"]
    check(
        cv["size"] == {"width": 375, "height": 667} and cv["scale"] == 2 and cv["contentInset"] == {"top": 64, "bottom": 0},
        f"the iPhone SE preset sets 375×667 @2x, contentInset top 20 + 44 (got {cv})",
    )
    minimum = driver.execute_script("return Number(document.getElementById('offsetY').min)")
    check(minimum == -64, f"with that inset the slider starts at -64 (got {minimum})")
    hidden = driver.execute_script("return document.getElementById('rowX').hidden")
    check(hidden, "a vertical layout shows no horizontal offset control")
    driver.get(f"{base}/?example=flow-horizontal&x=500")
    WebDriverWait(driver, TIMEOUT).until(drawn_at("x", 500))
    shown = driver.execute_script(
        "const s = document.getElementById('offsetX'); return [document.getElementById('rowX').hidden, Number(s.max)]"
    )
    # contentSize.width 1300 + contentInset.right 0 - bounds width 393.
    check(not shown[0] and shown[1] == 907, f"a horizontal layout shows the x control, up to 1300 - 393 (got {shown})")


def page_anchor(driver):
    """The anchor the page shows (the #anchor line's text and the anchor it was written from)."""
    text, data = driver.execute_script(
        "const e = document.getElementById('anchor'); return [e.textContent, e.dataset.anchor || '']"
    )
    return text, (json.loads(data) if data else None)


# The animation's progress values the checks draw (through the page's hook, never the wall clock).
PROGRESS = (0, 0.1, 0.25, 0.5, 0.75, 0.9, 1)


def sample_animation(driver, match):
    """Once the page holds an animation: draws it at each of PROGRESS and returns, for each, the screen node of the
    element `match` selects (a CSS selector under #screen) as {x, y, width, height, alpha} (the rect's numbers, in
    screen points) and its painted top and left in CSS pixels, or None where the element is not drawn."""
    WebDriverWait(driver, TIMEOUT).until(lambda d: d.execute_script("return window.playground.animating()"))
    frames = []
    for t in PROGRESS:
        frames.append(
            driver.execute_script(
                """
                window.playground.renderAnimationAt(arguments[0]);
                const g = document.querySelector(arguments[1]);
                if (!g) return null;
                const r = g.querySelector("rect"), box = r.getBoundingClientRect();
                return { x: Number(r.getAttribute("x")), y: Number(r.getAttribute("y")),
                         width: Number(r.getAttribute("width")), height: Number(r.getAttribute("height")),
                         alpha: Number(g.getAttribute("opacity")), left: box.left, top: box.top };
                """,
                t,
                "#screen " + match,
            )
        )
    return frames


def hold_animations(driver, hold):
    driver.execute_script("window.playground.holdAnimations = arguments[0]", hold)


def insert_above(driver, base, query, offset, expected_height, label, anchor_item=None):
    """Loads `query`, presses insert-above with its default of 3 and returns (anchor before, anchor after, request
    after) once the page is drawn at `offset + expected_height`. With `anchor_item` (an id) the animation is held
    and sampled: that item stays at one screen position from the first frame to the last."""
    driver.get(f"{base}/?{query}")
    WebDriverWait(driver, TIMEOUT).until(drawn_at("y", offset))
    text, before = page_anchor(driver)
    check(before is not None and text.startswith("anchor: "), f"{label}: the page shows the reported anchor ({text!r})")
    count = driver.execute_script("return document.getElementById('insertCount').value")
    check(count == "3", f"{label}: insert-above inserts 3 by default (got {count!r})")
    hold_animations(driver, anchor_item is not None)
    driver.find_element(By.ID, "insertAbove").click()
    if anchor_item is not None:
        frames = sample_animation(driver, f'g[data-id="{anchor_item}"]')
        sent = json.loads(driver.execute_script("return document.getElementById('insertNote').dataset.updates"))
        check(
            sent["from"]["y"] == offset and sent["to"]["y"] == offset + expected_height,
            f"{label}: insert-above sent previous (its offset {offset}) and animates to {offset + expected_height} "
            f"(updates from {sent['from']['y']} to {sent['to']['y']})",
        )
        ys = [f and f["y"] for f in frames]
        check(
            None not in ys and len(set(ys)) == 1 and len({round(f["top"], 3) for f in frames}) == 1,
            f"{label}: the anchor item {anchor_item} stays at screen y {ys[0]} through the animation "
            f"(at t {', '.join(map(str, PROGRESS))}: {ys})",
        )
        driver.execute_script("window.playground.finishAnimation()")
        hold_animations(driver, False)
    state = WebDriverWait(driver, TIMEOUT).until(drawn_at("y", offset + expected_height))
    text, after = page_anchor(driver)
    request = state["request"]
    check(
        request["collectionView"]["contentOffset"]["y"] == offset + expected_height,
        f"{label}: the page adopted the resolved offset {offset} + {expected_height} "
        f"(got {request['collectionView']['contentOffset']['y']})",
    )
    check(state["answer"].get("anchor") == after, f"{label}: the anchor shown is the answer's ({after})")
    check("anchor" not in request or request["anchor"] == "report", f"{label}: the request reports again, it resolves no anchor")
    return before, after, request


def check_anchor(driver, base):
    # The chat (bottomToTop, ids) at its own contentOffset.y 100 reports bottomItem msg-12 at -18. The first cell
    # meeting the bounds 100 … 952 is msg-2 (frame y 80, height 44): three copies of it go before it, each 44 high
    # plus the minimumLineSpacing 8 that follows it, 3 × (44 + 8) = 156, so the offset becomes 100 + 156 = 256.
    before, after, request = insert_above(driver, base, "example=chat-bottom-to-top", 100, 156, "chat", "msg-12")
    check(
        before == {"position": "bottomItem", "item": "msg-12", "distance": -18} and after == before,
        f"chat: the anchor item and its distance are unchanged ({before} → {after})",
    )
    ids = [item.get("id") for item in request["sections"][0]["items"]]
    check(
        ids[:5] == ["msg-1", "msg-2-above-1", "msg-2-above-2", "msg-2-above-3", "msg-2"] and len(ids) == 17,
        f"chat: three copies of msg-2 with fresh ids went before it ({ids[:5]}, {len(ids)} items)",
    )

    # Seed 002 at y 600 (uniform sections, no ids; the page adds "anchor": "report") reports topItem [2, 3] at 30.
    # Section 2's first cells meeting the bounds 600 … 1267 are [2, 0] … [2, 2] (frame y 510, 110 high, three to a
    # row), so itemCount 9 → 12 adds one row: 110 + minimumLineSpacing 10 = 120, the offset 600 → 720, and the
    # same cell is now [2, 6], still 30 points below the visible top.
    before, after, request = insert_above(driver, base, "example=seed-002-flow-pin-section&y=600", 600, 120, "grid")
    check(
        before == {"position": "topItem", "item": [2, 3], "distance": 30}
        and after == {"position": "topItem", "item": [2, 6], "distance": 30},
        f"grid: the anchor item, moved down by 3 index paths, keeps its distance ({before} → {after})",
    )
    check(request["sections"][2]["itemCount"] == 12, f"grid: section 2 grew to 12 items (got {request['sections'][2]['itemCount']})")

    # The checkbox off: the page asks for no anchor (seed 002 has none of its own) and cannot insert above.
    driver.find_element(By.ID, "reportAnchor").click()
    WebDriverWait(driver, TIMEOUT).until(lambda d: page_anchor(d)[0] == "anchor not asked for")
    state = driver.execute_script(
        "return [document.getElementById('insertAbove').disabled, JSON.parse(document.getElementById('json').textContent)]"
    )
    check(state[0] and "anchor" not in state[1], "with the checkbox off the answer has no anchor and insert-above is off")


def append_message(driver, policy, label):
    """Appends one message under `policy`, the animation held: returns the sent updates, the inserted element, the
    frames (sample_animation) of the new message and of the one before it, and the page once drawn after it."""
    driver.execute_script(
        "const s = document.getElementById('updateAnimation'); s.value = arguments[0];"
        "s.dispatchEvent(new Event('change', {bubbles: true}));",
        policy,
    )
    before = json.loads(driver.execute_script("return document.getElementById('request').value"))
    previous_last = before["sections"][0]["items"][-1]["id"]
    hold_animations(driver, True)
    driver.find_element(By.ID, "append").click()
    WebDriverWait(driver, TIMEOUT).until(lambda d: d.execute_script("return window.playground.animating()"))
    updates = json.loads(driver.execute_script("return document.getElementById('insertNote').dataset.updates"))
    inserted = [e for e in updates["elements"] if e["change"] == "inserted"]
    check(len(inserted) == 1, f"{label}: one element is inserted ({[e.get('id') for e in inserted]})")
    element = inserted[0]
    frames = sample_animation(driver, f'g[data-id="{element["id"]}"]')
    older = sample_animation(driver, f'g[data-id="{previous_last}"]')
    driver.execute_script("window.playground.finishAnimation()")
    hold_animations(driver, False)
    state = WebDriverWait(driver, TIMEOUT).until(drawn_at("y", updates["to"]["y"]))
    return updates, element, frames, older, state


def check_append(driver, base):
    """The bottom-to-top chat scrolled to its end reports `bottom`; "append" adds msg-15 after msg-1 … msg-14 and, under magazine, the
    new message fades in at one screen position from the first frame to the last (the offset grows and the older
    messages move up past it), while under fade it rises into place with the others."""
    driver.get(f"{base}/?example=chat-bottom-to-top")
    WebDriverWait(driver, TIMEOUT).until(drawn_at("y", 100))
    end = driver.execute_script("return Number(document.getElementById('offsetY').max)")
    set_value(driver, "offsetY", str(end))
    WebDriverWait(driver, TIMEOUT).until(drawn_at("y", end))
    text, anchor = page_anchor(driver)
    check(anchor == {"position": "bottom"}, f"append: the chat at its last offset {end} reports bottom ({text!r})")

    updates, element, frames, older, state = append_message(driver, "magazine", "append under magazine")
    grown = updates["to"]["y"] - updates["from"]["y"]
    height = element["to"]["frame"]["height"]
    check(
        element["id"] == "msg-15" and element["indexPath"] == [0, 14] and updates["from"]["y"] == end,
        f"append: msg-15 appended at [0, 14], previous offset {updates['from']['y']} ({element.get('id')}, "
        f"{element.get('indexPath')})",
    )
    check(
        grown == height + 8,
        f"append: the bottom anchor moves the offset {end} → {updates['to']['y']}, the message's {height} + spacing 8",
    )
    ys = [f and f["y"] for f in frames]
    end_y = element["to"]["frame"]["y"] - updates["to"]["y"]
    check(
        None not in ys and set(ys) == {end_y} and len({(round(f["left"], 3), round(f["top"], 3)) for f in frames}) == 1,
        f"append under magazine: msg-15 stays at screen y {end_y} from its first frame to its last "
        f"(at t {', '.join(map(str, PROGRESS))}: {ys}; painted top {frames[0]['top']:.2f} px)",
    )
    alphas = [f["alpha"] for f in frames]
    check(
        alphas[0] == 0 and alphas[-1] == 1 and alphas == sorted(alphas),
        f"append under magazine: msg-15 fades in ({alphas})",
    )
    older_ys = [f and f["y"] for f in older]
    check(
        None not in older_ys and older_ys[0] - older_ys[-1] == grown and older_ys == sorted(older_ys, reverse=True),
        f"append under magazine: msg-14 moves up {grown} as the content scrolls ({older_ys})",
    )
    _, after = page_anchor(driver)
    request = state["request"]
    check(
        after == {"position": "bottom"} and request["collectionView"]["contentOffset"]["y"] == updates["to"]["y"]
        and [i["id"] for i in request["sections"][0]["items"]][-2:] == ["msg-14", "msg-15"] and "previous" not in request,
        f"append: the page then shows the new answer at {updates['to']['y']}, still at the bottom, msg-15 last",
    )

    updates, element, frames, older, state = append_message(driver, "fade", "append under fade")
    grown = updates["to"]["y"] - updates["from"]["y"]
    ys = [f and f["y"] for f in frames]
    end_y = element["to"]["frame"]["y"] - updates["to"]["y"]
    check(
        element["id"] == "msg-16" and None not in ys and ys[0] == end_y + grown and ys[-1] == end_y
        and len(set(ys)) == len(ys) and ys == sorted(ys, reverse=True),
        f"append under fade: msg-16 moves from screen y {ys[0]} to {ys[-1]}, up {grown} with the content ({ys})",
    )
    tops = [f["top"] for f in frames]
    check(tops[0] - tops[-1] > 10, f"append under fade: painted, it rises {tops[0] - tops[-1]:.1f} px on screen")


# Scrolled over their whole content on the page's screen (range answers), in steps of a tenth of a screen: the seeds,
# the iPhone grid (2.4 screens of scroll, three pinned headers), and seed 002 with its last section grown from 12
# to 300 items in the editor (96 rows more: 18.4 screens of scroll, header 2 pinned from y 396 on), where the
# prefetch window has to move. (label, example, last section's itemCount typed into the request, or None).
SCROLL_CASES = (
    ("seed-000-waterfall-stick-header", "seed-000-waterfall-stick-header", None),
    ("seed-002-flow-pin-section", "seed-002-flow-pin-section", None),
    ("flow-sticky-grid", "flow-sticky-grid", None),
    ("seed-002 with 300 items in section 3", "seed-002-flow-pin-section", 300),
)
SCROLL_STEPS_PER_SCREEN = 10


def post_layout(base, body):
    """The service's JSON answer to `body`, asked by the test itself."""
    request = urllib.request.Request(
        f"{base}/layout",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", "Accept": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
        return json.load(response)


def scroll_screen(driver, offset):
    """Scrolls the page's screen to `offset` through its hook (as the wheel does, drawn at once) and waits until a
    window the page holds covers it and the screen is drawn there."""
    covered = driver.execute_script("return window.playground.scrollTo(arguments[0])", offset)
    if not covered:
        WebDriverWait(driver, TIMEOUT).until(
            lambda d: d.execute_script(
                "const s = window.playground.screen(); return !!s && s.covered && s.offset === arguments[0]", offset
            )
        )


def drawn_elements(driver):
    """What the screen draws, in the answer's order: each node's element and the numbers its rect was drawn with."""
    return driver.execute_script(
        """
        const svg = document.querySelector("#screen svg");
        return [...svg.querySelectorAll("g[data-key]")].map((g) => {
          const r = g.querySelector("rect");
          return {
            order: Number(g.dataset.order), indexPath: JSON.parse(g.dataset.indexPath), category: g.dataset.category,
            kind: g.dataset.kind === undefined ? null : g.dataset.kind,
            id: g.dataset.id === undefined ? null : g.dataset.id,
            frame: { x: Number(r.getAttribute("x")), y: Number(r.getAttribute("y")),
                     width: Number(r.getAttribute("width")), height: Number(r.getAttribute("height")) },
            zIndex: Number(g.dataset.z), pinned: g.dataset.pinned === "true",
          };
        }).sort((a, b) => a.order - b.order);
        """
    )


def expected_elements(answer):
    return [
        {
            "indexPath": a["indexPath"],
            "category": a["category"],
            "kind": a.get("kind"),
            "id": None if a.get("id") is None else str(a["id"]),
            "frame": a["frame"],
            "zIndex": a["zIndex"],
            "pinned": a.get("pinned", False),
        }
        for a in answer["attributes"]
    ]


def compare_offsets(base, request, axis, limits, length):
    """The offsets the drawing is compared at: both ends, every offset where an element that follows the scroll
    starts or stops moving (from the service's own answer over the whole range, which the test asks for) with half
    a point either side, and the quarters."""
    lo, hi = limits
    whole = dict(request, elements={"scrollRange": {"from": lo, "to": hi}})
    answer = post_layout(base, whole)
    points = {lo, hi, lo + (hi - lo) / 4, lo + (hi - lo) / 2, lo + 3 * (hi - lo) / 4}
    followers = [a for a in answer["attributes"] if "follows" in a]
    for a in followers:
        f = a["follows"]
        for bound in ("min", "max"):
            if bound in f:
                o = f[bound] - f["offset"]
                points |= {o - 0.5, o, o + 0.5}
    return sorted(p for p in points if lo <= p <= hi), followers


def check_scrolling(driver, base):
    """Each seed on the screen, scrolled over its whole content on range answers: the drawing at each compared
    offset is the service's single-offset answer there, number for number, and the windows asked for are counted."""
    for name, example, item_count in SCROLL_CASES:
        driver.get(f"{base}/?example={example}")
        WebDriverWait(driver, TIMEOUT).until(
            lambda d: d.execute_script("const s = window.playground.screen(); return !!s && s.covered")
        )
        state = driver.execute_script("return window.playground.screen()")
        at_load = driver.execute_script("return Object.assign({}, window.playground.requests)")
        check(
            at_load["range"] == 1,
            f"{name}: the screen scrolls on range answers, one window asked for at load "
            f"{state['windows']} ({at_load['single']} single-offset requests for the JSON and the picture)",
        )
        if item_count is not None:
            request = json.loads(driver.execute_script("return document.getElementById('request').value"))
            request["sections"][-1]["itemCount"] = item_count
            set_value(driver, "request", json.dumps(request, indent=2))
            WebDriverWait(driver, TIMEOUT).until(
                lambda d: d.execute_script(
                    "const s = window.playground.screen(); return !!s && s.covered && s.limits[1] > arguments[0]",
                    state["limits"][1],
                )
            )
            state = driver.execute_script("return window.playground.screen()")
        axis, (lo, hi), length = state["axis"], state["limits"], state["length"]
        request = json.loads(driver.execute_script("return document.getElementById('request').value"))
        request.pop("anchor", None)

        # The whole content, top to bottom, a tenth of a screen at a time (the followers drawn at every step).
        driver.execute_script("window.playground.requests.range = 0; window.playground.requests.single = 0")
        step = length / SCROLL_STEPS_PER_SCREEN
        offsets = [lo + i * step for i in range(int((hi - lo) / step) + 1)] + [hi]
        for o in offsets:
            scroll_screen(driver, o)
        counted = driver.execute_script("return Object.assign({}, window.playground.requests)")
        screens = (hi - lo) / length
        windows = driver.execute_script("return window.playground.screen().windows")
        check(
            counted["range"] <= screens / 2 + 1 and counted["single"] <= 1,
            f"{name}: scrolling {hi - lo:g} points ({screens:.1f} screens, {len(offsets)} steps) asked for "
            f"{counted['range']} windows (at most one per two screens scrolled, plus one) and made "
            f"{counted['single']} single-offset requests; last windows held {windows}",
        )
        # Once still, the picture and the JSON follow the screen's offset.
        WebDriverWait(driver, TIMEOUT).until(drawn_at(axis, hi))
        check(True, f"{name}: once the scroll settles the picture and the JSON are drawn at {axis} {hi:g}")

        points, followers = compare_offsets(base, request, axis, (lo, hi), length)
        exact = pinned_at = 0
        for o in points:
            scroll_screen(driver, o)
            drawn = [{k: v for k, v in e.items() if k != "order"} for e in drawn_elements(driver)]
            single = dict(request, elements="visible")
            single["collectionView"] = dict(request["collectionView"])
            single["collectionView"]["contentOffset"] = dict(state["at"], **{axis: o})
            expected = expected_elements(post_layout(base, single))
            pinned_at += any(e["pinned"] for e in expected)
            if drawn == expected:
                exact += 1
            else:
                missing = [e for e in expected if e not in drawn]
                extra = [e for e in drawn if e not in expected]
                check(False, f"{name} at {axis} {o}: the screen differs from the single-offset answer "
                      f"(missing {missing[:2]}, extra {extra[:2]})")
        check(
            exact == len(points),
            f"{name}: at {exact} of {len(points)} offsets ({', '.join(f'{p:g}' for p in points)}) the screen draws "
            f"exactly the service's single-offset answer (every frame, zIndex and pinned; "
            f"{len(followers)} elements follow the scroll, pinned at {pinned_at} of the offsets)",
        )
        requests = driver.execute_script("return Object.assign({}, window.playground.requests)")
        print(f"      {name}: the comparisons' jumps asked for {requests['range'] - counted['range']} more windows")

    # The wheel scrolls the screen at the next frame, and the controls follow.
    driver.get(f"{base}/?example=seed-002-flow-pin-section&y=0")
    WebDriverWait(driver, TIMEOUT).until(
        lambda d: d.execute_script("const s = window.playground.screen(); return !!s && s.covered")
    )
    moved = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const box = document.getElementById("screen");
        box.dispatchEvent(new WheelEvent("wheel", { deltaY: 120, bubbles: true, cancelable: true }));
        requestAnimationFrame(() => requestAnimationFrame(() => done([
          window.playground.screen().offset, Number(document.getElementById("offsetY").value),
          Number(document.querySelector("#screen svg").getAttribute("viewBox").split(" ")[1])])));
        """
    )
    check(
        moved[0] > 0 and moved[1] == moved[0] == moved[2],
        f"the wheel scrolls the screen to {moved[0]} by the next frame, the slider follows ({moved})",
    )


def main(binary, directory):
    os.makedirs(directory, exist_ok=True)
    server, port = start_layoutd(binary, os.path.join(directory, "layoutd.log"))
    base = f"http://127.0.0.1:{port}"
    driver = None
    try:
        driver = browser()
        driver.get(base + "/")
        check("layoutd playground" in driver.title, f"the page title is {driver.title!r}")
        for scene in SCENES:
            try:
                check_scene(driver, base, directory, scene)
            except Exception as error:  # a timeout in one scene fails it, the others still run
                check(False, f"{scene}: {type(error).__name__}: {error}".strip())
        check_controls(driver, base)
        check_anchor(driver, base)
        check_append(driver, base)
        check_scrolling(driver, base)
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
    print(f"playground_screenshot: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
