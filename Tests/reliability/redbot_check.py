#!/usr/bin/env python3
"""REDbot on every GET endpoint of a live layoutd: fails on any note whose level is "warning" or "bad".

    redbot_check.py LAYOUTD ARTIFACTS     (run with the REDbot venv's Python: Tests/reliability/redbot.sh)

Starts LAYOUTD on 127.0.0.1 and a port the kernel picks, lets REDbot check /healthz, /readyz, /metrics,
/openapi.yaml and / (REDbot's own follow-up requests included: gzip negotiation, If-None-Match, ranges), writes each
report as REDbot's text (with every note's explanation) to ARTIFACTS/<name>.txt and the levels to
ARTIFACTS/summary.txt, and prints the summary. /openapi.yaml and / are checked again on a server started with
--cors-origins, whose answers add `Vary: Origin` (ARTIFACTS/cors-<name>.txt). REDbot's notes have four levels: good, info, warning and bad; "info"
notes say what a response allows (for example that caches may store it) and fail nothing, the other two fail the
stage. Each endpoint is checked in a process of its own, since REDbot's event loop runs once per process.
"""

import pathlib
import re
import signal
import subprocess
import sys

ENDPOINTS = [("healthz", "/healthz"), ("readyz", "/readyz"), ("metrics", "/metrics"), ("openapi", "/openapi.yaml"),
             ("playground", "/")]
FAILING = {"warning", "bad"}


def check_one(url, report_path):
    """In this process: REDbot on `url`; writes its text report, prints one `level<TAB>summary` line per note."""
    from configparser import ConfigParser

    import thor
    from redbot.formatter import find_formatter
    from redbot.resource import HttpResource

    parser = ConfigParser()
    parser.read_dict({"redbot": {"enable_local_access": "True"}})
    config = parser["redbot"]
    resource = HttpResource(config, descend=False)
    resource.set_request(url)
    text = []
    formatter = find_formatter("text_verbose", "text", False)(
        config, resource, text.append, {"tty_out": False, "descend": False})
    formatter.bind_resource(resource)

    @thor.events.on(formatter)
    def formatter_done():
        thor.stop()

    resource.check()
    thor.run()
    pathlib.Path(report_path).write_text("".join(text))
    if not resource.response.complete:
        print(f"bad\tREDbot could not fetch {url}: {resource.fetch_error}")

    def walk(notes, depth):
        for note in notes:
            print(f"{note.level.value}\t{'  ' * depth}{note.summary}")
            walk(note.subnotes, depth + 1)

    walk(resource.response.notes, 0)


def run_server(layoutd, artifacts, arguments, endpoints, prefix, summary):
    """REDbot on `endpoints` of LAYOUTD started with `arguments`; appends to `summary`, returns the failing notes."""
    server = subprocess.Popen(
        [layoutd, "--host", "127.0.0.1", "--port", "0", "--admin-port", "0", "--log-level", "off", "--threads", "2",
         *arguments],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stderr.readline()
        match = re.search(r"listening on \S+:(\d+)", line)
        if not match:
            summary.append(f"layoutd {' '.join(arguments)} did not start: {line}")
            return 1
        port = int(match.group(1))
        failures = 0
        for name, path in endpoints:
            url = f"http://127.0.0.1:{port}{path}"
            result = subprocess.run(
                [sys.executable, __file__, "--one", url, str(artifacts / f"{prefix}{name}.txt")],
                capture_output=True, text=True, timeout=120, check=False)
            notes = [line.split("\t", 1) for line in result.stdout.splitlines() if "\t" in line]
            if result.returncode != 0 or not notes:
                notes.append(["bad", f"REDbot failed (exit {result.returncode}): {result.stderr.strip()[-300:]}"])
            summary.append(f"GET {path}" + (f" (layoutd {' '.join(arguments)})" if arguments else ""))
            for level, text in notes:
                mark = "FAIL" if level in FAILING else "    "
                failures += level in FAILING
                summary.append(f"  {mark} {level:<7} {text}")
        return failures
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()


def main(layoutd, artifacts):
    artifacts = pathlib.Path(artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    summary = []
    failures = run_server(layoutd, artifacts, [], ENDPOINTS, "", summary)
    # With calls from web pages allowed every answer also says `Vary: Origin` (a second Vary header beside the
    # server's Vary: Accept-Encoding): the two cached documents again, as caches in front would see them.
    cacheable = [endpoint for endpoint in ENDPOINTS if endpoint[0] in ("openapi", "playground")]
    failures += run_server(layoutd, artifacts, ["--cors-origins", "https://app.example.com"], cacheable, "cors-",
                           summary)
    (artifacts / "summary.txt").write_text("\n".join(summary) + "\n")
    print("\n".join(summary))
    print(f"redbot: {len(ENDPOINTS) + len(cacheable)} endpoints, {failures} warning or bad notes; reports in {artifacts}/")
    return 1 if failures else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--one"]:
        check_one(sys.argv[2], sys.argv[3])
    else:
        sys.exit(main(sys.argv[1], sys.argv[2]))
