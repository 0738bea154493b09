#!/usr/bin/env python3
"""A web page on another origin calling layoutd, in a real headless Chromium: CORS as a browser enforces it.

Usage: cors_page.py LAYOUTD_BINARY ARTIFACTS_DIR

Starts `layoutd --cors-origins http://127.0.0.1:A` and serves one small page from two more loopback origins,
http://127.0.0.1:A (allowed) and http://127.0.0.1:B (not). The page POSTs Examples/flow.json to layoutd's /layout
with `Content-Type: application/json` and `Layout-Contract: 5` (so Chromium sends a preflight first), reads the
answer's `Layout-Contract` header (readable only when exposed) and draws every attribute of the answer as a filled
rectangle on a canvas. Checked, from the page's own state and from its screenshot (ARTIFACTS_DIR/cors-allowed.png,
cors-refused.png):

- from the allowed origin the page draws the answer: as many rectangles as `layoutd compute` answers attributes for
  the same body, their fill covering about the area the frames give, and the contract header read as "5";
- from the other origin the page cannot: fetch() rejects (a TypeError, as for a network failure), nothing is drawn,
  Chromium's console says the CORS policy blocked the request, and layoutd answered the preflight all the same
  (its access log has OPTIONS /layout 204 from both pages).

Prints 'N passed, N failed' and exits non-zero when a check failed. Stops the browser and the servers on exit.
"""
import json
import math
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
FILL = (0x2E, 0x7D, 0x32)  # the page's cell fill
SCALE = 0.5  # canvas pixels per point
TIMEOUT = 30

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>layoutd from another origin</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; background: #fff; } canvas { display: block; }</style></head>
<body data-state="waiting">
<canvas id="picture" width="400" height="400"></canvas>
<pre id="status"></pre>
<script>
const api = new URLSearchParams(location.search).get("api");
const request = REQUEST;
const scale = SCALE;
fetch(api + "/layout", {
  method: "POST",
  headers: {"Content-Type": "application/json", "Layout-Contract": "5"},
  body: JSON.stringify(request),
}).then(async (response) => {
  const answer = await response.json();
  const canvas = document.getElementById("picture");
  const context = canvas.getContext("2d");
  context.fillStyle = "#2e7d32";
  for (const attribute of answer.attributes) {
    const f = attribute.frame;
    context.fillRect(f.x * scale, f.y * scale, f.width * scale, f.height * scale);
  }
  document.body.dataset.status = String(response.status);
  document.body.dataset.contract = response.headers.get("Layout-Contract") || "";
  document.body.dataset.drawn = String(answer.attributes.length);
  document.body.dataset.state = "drawn";
}).catch((error) => {
  document.getElementById("status").textContent = error.name + ": " + error.message;
  document.body.dataset.error = error.name;
  document.body.dataset.state = "failed";
});
</script></body></html>
"""

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


def free_port():
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_layoutd(binary, allowed, log_path, access_path):
    log = open(log_path, "w+")
    process = subprocess.Popen(
        [binary, "--host", "127.0.0.1", "--port", "0", "--admin-port", "0", "--threads", "2",
         "--cors-origins", allowed],
        stdout=open(access_path, "w"),
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


def start_page_server(directory, port):
    process = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", directory],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 20
    import urllib.request

    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/page.html", timeout=1) as response:
                if response.status == 200:
                    return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit(f"the page server on port {port} did not start")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root, where Chromium's sandbox cannot start
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=600,600",
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # An explicit driver path: selenium-manager never tries to download a browser or driver.
    return webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))


def open_page(driver, page_port, layoutd_port, screenshot):
    """Opens the page from 127.0.0.1:page_port, waits until it drew or failed; returns its data and the share of
    canvas pixels in the fill colour."""
    driver.get(f"http://127.0.0.1:{page_port}/page.html?api=http://127.0.0.1:{layoutd_port}")
    WebDriverWait(driver, TIMEOUT).until(
        lambda d: d.execute_script("return document.body.dataset.state") != "waiting")
    data = driver.execute_script("return Object.assign({}, document.body.dataset)")
    driver.save_screenshot(screenshot)
    image = Image.open(screenshot).convert("RGB")
    canvas = image.crop((0, 0, 400, 400))
    filled = dict((colour, count) for count, colour in canvas.getcolors(400 * 400)).get(FILL, 0)
    return data, filled


def main(binary, directory):
    os.makedirs(directory, exist_ok=True)
    request = json.loads((ROOT / "Examples" / "flow.json").read_text())
    computed = subprocess.run([binary, "compute"], input=json.dumps(request).encode(), capture_output=True,
                              check=True)
    attributes = json.loads(computed.stdout)["attributes"]
    # The pixels the frames fill on the canvas, at SCALE: at least those wholly inside a frame, at most those a
    # frame touches (an edge between pixels is antialiased, so not the fill colour itself).
    def span(start, length, inner):
        low, high = start * SCALE, (start + length) * SCALE
        low, high = (math.ceil(low), math.floor(high)) if inner else (math.floor(low), math.ceil(high))
        return max(0, min(400, high) - max(0, low))

    inner = sum(span(a["frame"]["x"], a["frame"]["width"], True) * span(a["frame"]["y"], a["frame"]["height"], True)
                for a in attributes)
    outer = sum(span(a["frame"]["x"], a["frame"]["width"], False) * span(a["frame"]["y"], a["frame"]["height"], False)
                for a in attributes)

    allowed_port, other_port = free_port(), free_port()
    page_directory = tempfile.mkdtemp()
    html = PAGE.replace("REQUEST", json.dumps(request)).replace("SCALE", str(SCALE))
    pathlib.Path(page_directory, "page.html").write_text(html, encoding="utf-8")
    access_path = os.path.join(directory, "cors-layoutd-access.log")
    layoutd, layoutd_port = start_layoutd(binary, f"http://127.0.0.1:{allowed_port}",
                                          os.path.join(directory, "cors-layoutd.log"), access_path)
    pages = [start_page_server(page_directory, allowed_port), start_page_server(page_directory, other_port)]
    driver = None
    try:
        driver = browser()
        data, filled = open_page(driver, allowed_port, layoutd_port, os.path.join(directory, "cors-allowed.png"))
        print(f"      allowed page http://127.0.0.1:{allowed_port}: {data}, {filled} pixels filled")
        check(data.get("state") == "drawn",
              f"the allowed origin's page drew the answer (state {data.get('state')} {data.get('error', '')})")
        check(data.get("drawn") == str(len(attributes)),
              f"it drew {data.get('drawn')} rectangles, layoutd compute answers {len(attributes)} attributes")
        check(data.get("contract") == "5",
              f"it read the answer's Layout-Contract, exposed to the page: {data.get('contract')!r} (5 expected)")
        check(0 < inner <= filled <= outer,
              f"the screenshot's fill covers {filled} pixels, the frames {inner} to {outer}")
        driver.get_log("browser")  # what the first page logged is not the second's

        data, filled = open_page(driver, other_port, layoutd_port, os.path.join(directory, "cors-refused.png"))
        console = [entry.get("message", "") for entry in driver.get_log("browser")]
        print(f"      other page http://127.0.0.1:{other_port}: {data}, {filled} pixels filled")
        for line in console:
            print(f"      console: {line[:240]}")
        check(data.get("state") == "failed" and data.get("error") == "TypeError",
              f"the other origin's fetch() rejected with a TypeError (state {data.get('state')}, {data.get('error')})")
        check(filled == 0, f"the other origin's page drew nothing ({filled} pixels filled)")
        check(any("blocked by CORS policy" in line for line in console),
              "Chromium's console says the CORS policy blocked the other origin's request")
    except Exception as error:  # a timeout or a browser failure is a failed check, reported like the others
        check(False, f"{type(error).__name__}: {error}".strip())
    finally:
        if driver is not None:
            driver.quit()
        for process in pages + [layoutd]:
            process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()

    # layoutd answered both preflights; only the allowed page's request followed.
    lines = [json.loads(line) for line in pathlib.Path(access_path).read_text().splitlines() if line.startswith("{")]
    preflights = [line for line in lines if line.get("method") == "OPTIONS" and line.get("path") == "/layout"]
    posts = [line for line in lines if line.get("method") == "POST" and line.get("path") == "/layout"]
    check(len(preflights) == 2 and all(line.get("status") == 204 for line in preflights),
          f"layoutd answered both pages' preflights 204 ({[line.get('status') for line in preflights]})")
    check(len(posts) == 1 and posts[0].get("status") == 200,
          f"only the allowed page's POST /layout was sent ({[line.get('status') for line in posts]})")
    print(f"cors_page: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
