#!/usr/bin/env python3
"""Server CPU of 100,000-section bodies against CPython's json.loads of the same bytes, for one or more builds.

    swift build -c release --product layoutd
    .build/venv/bin/python Benchmarks/section_costs.py BEFORE [AFTER ...]   [N=5] [FAMILIES=flow,compositional]
        [COUNTS=0,4097] [FINDING_2=0]

The bodies are the reliability stage's: finding 2's seven (Tests/reliability/bounds.py: flow, 100,000 one-item
sections under pinned headers and footers, asked seven ways; FINDING_2=0 leaves them out) and
test_every_valid_request.py's 100,000-section points (five families x itemCount 1, 7, 1,000, or the COUNTS given,
x five questions), each sent gzip-compressed to a server of each build in turn, N times; a row prints json.loads
(least of three, this process), then for each build the median server CPU (/proc/PID/stat, as the tests read it)
and its margin under the tests' bound (loads + 20 ms + 1.5 ns an answer byte).
"""

import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "reliability"))

import bounds  # noqa: E402
import test_every_valid_request as every  # noqa: E402
from support import Server  # noqa: E402


def probes():
    if os.environ.get("FINDING_2", "1") != "0":
        for name, body, accept in bounds.finding_2_variants():
            yield f"finding 2, {name}", body, accept
    families = os.environ.get("FAMILIES", ",".join(every.FAMILIES)).split(",")
    counts = [int(c) for c in os.environ.get("COUNTS", "1,7,1000").split(",")]
    for family in families:
        for count in counts:
            for question in every.QUESTIONS:
                body, accept = every.request(family, count, 100_000, question)
                yield f"{family} x {count}, {question}", body, accept


def main():
    binaries = sys.argv[1:]
    runs = int(os.environ.get("N", "5"))
    servers = []
    for binary in binaries:
        os.environ["LAYOUTD"] = binary
        servers.append(Server(checked=False))
        bounds.post(servers[-1].port, bounds.compact(bounds.pinned_one_item_sections(10)))
    try:
        print("| body | json.loads ms | " + " | ".join(f"{os.path.basename(b)}: CPU ms (margin)" for b in binaries) + " |")
        print("|---|---|" + "---|" * len(binaries))
        for name, body, accept in probes():
            loads = bounds.json_loads_ms(body)
            cells = []
            for server in servers:
                outcomes = [bounds.measure(server, body, accept=accept, loads_ms=loads) for _ in range(runs)]
                cpu = statistics.median(o.cpu_ms for o in outcomes)
                status = outcomes[-1].status
                cells.append(f"{cpu:.1f} ({outcomes[-1].cpu_bound_ms - cpu:+.1f})" + ("" if status == 200 else f" {status}"))
            print(f"| {name} | {loads:.1f} | " + " | ".join(cells) + " |", flush=True)
    finally:
        for server in servers:
            server.kill()


if __name__ == "__main__":
    main()
