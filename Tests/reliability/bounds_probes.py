#!/usr/bin/env python3
"""Issue 33's "must show": each finding's probe against release builds with default flags, printing a Markdown row
per probe: the answer, the server CPU, the peak resident size and the resident size 10 s later, for each binary.
Not part of CI (it waits 10 s after each probe: about five minutes a binary).

    swift build -c release --product layoutd
    Tests/reliability/bounds_probes.py BEFORE [AFTER]      # default .build/release/layoutd

Each probe gets a fresh server (`--host 127.0.0.1 --port 0 --log-level off`, every limit at its default), so its peak
(VmHWM) is its own; the requests are bounds.py's, as test_bounds.py sends them (gzip-compressed where the finding
is about gzip bodies). json.loads of each body is timed too, for the CPU bound beside it.
"""

import collections
import os
import sys
import time
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import bounds  # noqa: E402
from support import ROOT, Server  # noqa: E402


def probes():
    """(finding, name, run) where run(server) returns (status text, server CPU ms, body, answer bytes)."""

    def one(body, gzip_body=True, accept=None, check=None):
        def run(server):
            outcome = bounds.measure(server, body, gzip_body=gzip_body, accept=accept)
            status = str(outcome.status)
            if check and outcome.status == 200:
                status += check(outcome.body)
            return status, outcome.cpu_ms, body, len(outcome.body)

        return run

    def burst(body):
        def run(server):
            before = bounds.settled_cpu_ns(server.process.pid)
            statuses, _ = bounds.burst(server.port, body)
            cpu = (bounds.settled_cpu_ns(server.process.pid) - before) / 1e6
            counted = collections.Counter(statuses)
            return ", ".join(f"{n} × {s}" for s, n in sorted(counted.items(), key=str)), cpu, body, 0

        return run

    def xml(answer):
        try:
            ElementTree.fromstring(answer)
            return " (XML)"
        except ElementTree.ParseError as error:
            return f" (not XML: {error})"

    deep = {"elements": bounds.DEEP_RECT}
    out = [
        ("1", "iglist, 100,000 sections × 1,000 1×1 items: 15 KB gzip, 5.3 MB inflated (304,500 cells on screen)",
         one(bounds.iglist_uniform_sections())),
        ("1", "the same with 100 items a section", one(bounds.iglist_uniform_sections(items=100))),
        ("1", "the first asking a 50×50 rect deep inside", one(bounds.iglist_uniform_sections(**deep))),
        ("1", "that, four clients at once, twice each", burst(bounds.iglist_uniform_sections(**deep))),
    ]
    for name, body, accept in bounds.finding_2_variants():
        out.append(("2", f"flow, 100,000 pinned one-item sections (1.6 MB inflated): {name}",
                    one(body, accept=accept, check=xml if accept else None)))
    for name, body in bounds.finding_3_bodies():
        out.append(("3", f"{name} ({len(body) / 1000:.0f} KB)", one(body, gzip_body=False)))
    out.append(("4", "SVG of kinds and ids holding every character XML 1.0 cannot",
                one(bounds.control_character_kinds(), gzip_body=False, accept="image/svg+xml", check=xml)))
    return out


def main():
    binaries = sys.argv[1:] or [str(ROOT / ".build" / "release" / "layoutd")]
    print("| finding | probe | json.loads ms | " + " | ".join(
        f"{os.path.basename(b)}: status, CPU ms, peak MB, MB 10 s later" for b in binaries) + " |")
    print("|---|---|---|" + "---|" * len(binaries))
    for finding, name, run in probes():
        cells = []
        loads = None
        for binary in binaries:
            os.environ["LAYOUTD"] = binary
            with Server(checked=False) as server:
                pid = server.process.pid
                status, cpu, body, _ = run(server)
                alive = "" if server.process.poll() is None else f" (DIED {server.process.poll()})"
                peak = bounds.status_kib(pid, "VmHWM") / 1024 if not alive else float("nan")
                time.sleep(10)
                later = bounds.status_kib(pid, "VmRSS") / 1024 if not alive else float("nan")
            if loads is None:
                loads = bounds.json_loads_ms(body)
            cells.append(f"{status}{alive}, {cpu:.0f}, {peak * 1.048576:.0f}, {later * 1.048576:.0f}")
        print(f"| {finding} | {name} | {loads:.0f} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
