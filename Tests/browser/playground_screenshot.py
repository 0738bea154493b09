#!/usr/bin/env python3
"""The playground at GET / in a real headless Chromium, driven by selenium.

Usage: playground_screenshot.py LAYOUTD_BINARY SCREENSHOT_PNG

1. starts `layoutd --host 127.0.0.1 --port 0` and reads its port from the start-up line;
2. opens http://127.0.0.1:PORT/ and waits until the first example is drawn (`#svg svg` present, #status
   starting with "200");
3. moves the contentOffset.y slider (sets its value and dispatches an `input` event, as a drag does) and waits
   until the SVG's visible-rect outline moves to that y and the status is "200" again;
4. saves a screenshot and checks that it is not blank: many colours overall, and the SVG area painted with
   the cell fill colour the renderer uses (#d6e6ff);
5. stops the browser and the server, also on failure.
Prints 'N passed, N failed' and exits non-zero when a check failed.
"""
import os
import re
import subprocess
import sys
import time

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
CELL_FILL = (0xD6, 0xE6, 0xFF)  # SVGRenderer's cell fill
SLIDER_Y = 400
TIMEOUT = 30

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


def start_layoutd(binary, log_path):
    log = open(log_path, "w+")
    process = subprocess.Popen(
        [binary, "--host", "127.0.0.1", "--port", "0", "--threads", "2"],
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
        "--window-size=1280,900",
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
    ):
        options.add_argument(argument)
    # An explicit driver path: selenium-manager never tries to download a browser or driver.
    return webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))


def drawn(driver):
    """The visible rect's y once the SVG is drawn and the status reports a 200, else None.

    Read in one script, so a redraw between two WebDriver calls cannot leave a stale element.
    """
    return driver.execute_script(
        """
        const rect = document.querySelector("#svg svg rect.visible");
        const status = document.getElementById("status").textContent;
        return rect && status.startsWith("200") ? rect.getAttribute("y") : null;
        """
    )


def moved_from(before):
    """A wait condition: the visible rect's y once it is drawn somewhere other than `before`."""

    def condition(driver):
        y = drawn(driver)
        return y if y is not None and y != before else None

    return condition


def screenshot_checks(path, svg_box):
    image = Image.open(path).convert("RGB")
    width, height = image.size
    check(width >= 1000 and height >= 700, f"the screenshot is {width}×{height}")
    colours = image.getcolors(maxcolors=1 << 20) or []
    check(len(colours) >= 16, f"the screenshot has {len(colours)} distinct colours (a blank page has 1 or 2)")
    pixels = image.load()
    non_white = sum(1 for x in range(0, width, 2) for y in range(0, height, 2) if pixels[x, y] != (255, 255, 255))
    share = non_white / ((width + 1) // 2 * ((height + 1) // 2))
    check(share > 0.2, f"{share:.0%} of the screenshot is not white")
    left, top, right, bottom = svg_box
    area = image.crop((max(0, left), max(0, top), min(width, right), min(height, bottom)))
    cells = sum(count for count, colour in area.getcolors(maxcolors=1 << 20) or [] if colour == CELL_FILL)
    cell_share = cells / max(1, area.size[0] * area.size[1])
    check(cell_share > 0.05, f"{cell_share:.0%} of the SVG area has the cell fill colour (cells are drawn)")


def main(binary, screenshot):
    os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
    server, port = start_layoutd(binary, screenshot + ".layoutd.log")
    driver = None
    try:
        driver = browser()
        driver.get(f"http://127.0.0.1:{port}/")
        check("layoutd playground" in driver.title, f"the page title is {driver.title!r}")
        before = WebDriverWait(driver, TIMEOUT).until(drawn)
        check(before == "0", f"the first example is drawn with the visible rect at y={before}")
        check(
            len(driver.find_elements(By.CSS_SELECTOR, "#svg svg g.cell")) > 0,
            "the SVG has cell rectangles",
        )
        check(driver.find_element(By.ID, "json").text.lstrip().startswith("{"), "the JSON response is shown")

        slider = driver.find_element(By.ID, "offset")
        driver.execute_script(
            "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input', {bubbles: true}));",
            slider,
            SLIDER_Y,
        )
        after = WebDriverWait(driver, TIMEOUT).until(moved_from(before))
        check(after == str(SLIDER_Y), f"after moving the slider to {SLIDER_Y} the visible rect is at y={after}")
        check(
            driver.find_element(By.ID, "offsetValue").text == str(SLIDER_Y),
            "the slider's output shows the new offset",
        )

        svg = driver.find_element(By.ID, "svg")
        box = (svg.rect["x"], svg.rect["y"], svg.rect["x"] + svg.rect["width"], svg.rect["y"] + svg.rect["height"])
        driver.save_screenshot(screenshot)
        check(os.path.getsize(screenshot) > 10_000, f"the screenshot {screenshot} was written")
        screenshot_checks(screenshot, tuple(int(v) for v in box))
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
