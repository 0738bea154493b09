#!/usr/bin/env python3
"""gzip's cost (issue 23): the compression level by measurement, and server CPU per request with and without gzip.

    Benchmarks/gzip_load.py levels                      level 1..6 on the two answers: CPU per compression, bytes
    Benchmarks/gzip_load.py load NEW BASE CANNED [SECONDS] [ROUNDS]
                                                        server CPU per request under wrk, in the same run

The two answers are the ones BENCHMARKS.md names: the typical request's (`LayoutBenchmarks write waterfall-visible`,
1,703 bytes) and a ~1 MB `"elements": "all"` answer (flow, 3 x 3,200 cells of 100 x 100). Both are computed by NEW's
`layoutd compute`; the bodies are written under .build/bench/gzip (LayoutBenchmarks from .build/release, else
/work/base's).

`levels` compresses each answer with Python's zlib module, which calls the same libz.so.1 the server links, with the
server's parameters (`GzipCompressor`: gzip wrapper, the smallest window 2^9..2^15 at least the body's size, memLevel
bits - 7), repeating until 2 s of CPU have passed; it prints CPU µs per compression and the compressed bytes.

`load` starts, all on 127.0.0.1 with 2 threads and pinned to CPU 0 (wrk to CPU 1): CANNED (the C canned server of
scripts/load, answering the typical answer's bytes), BASE and NEW layoutd with --log-level off, and measures each
(server, request, Accept-Encoding) case in turn, ROUNDS times (in reverse order every other round), as scripts/load
does: utime + stime of the server
(/proc/PID/stat) over one wrk run of SECONDS, divided by the responses wrk counted. Ratios are taken within a round,
then the median over rounds. The bytes on the wire are each answer's Content-Length. Every answer is checked once
before the runs: gzip answers decompress (Python's gzip) to the identity answer, which is `layoutd compute`'s.
"""

import gzip
import json
import os
import pathlib
import re
import statistics
import subprocess
import sys
import time
import urllib.request
import zlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
DIR = ROOT / ".build" / "bench" / "gzip"
LARGE = {
    "collectionView": {"size": {"width": 375, "height": 667}},
    "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}, "minimumLineSpacing": 10,
               "minimumInteritemSpacing": 10},
    "sections": [{"itemCount": 3200}] * 3,
    "elements": "all",
}


def bodies(layoutd):
    """{name: (request path, answer bytes)} for the typical and the large request, computed by `layoutd`."""
    DIR.mkdir(parents=True, exist_ok=True)
    typical = DIR / "typical.json"
    benchmarks = ROOT / ".build" / "release" / "LayoutBenchmarks"
    if not benchmarks.exists():
        benchmarks = pathlib.Path("/work/base/.build/release/LayoutBenchmarks")
    subprocess.run([str(benchmarks), "write", "waterfall-visible", str(typical)], check=True, capture_output=True)
    large = DIR / "large.json"
    large.write_text(json.dumps(LARGE))
    result = {}
    for name, path in (("typical", typical), ("large", large)):
        answer = subprocess.run([layoutd, "compute"], stdin=path.open("rb"), capture_output=True, check=True).stdout
        result[name] = (path, answer[:-1])  # compute ends with a newline the server does not send
        (DIR / f"{name}.response.json").write_bytes(answer[:-1])
    return result


def window_bits(count):
    bits = 9
    while bits < 15 and (1 << bits) < count:
        bits += 1
    return bits


def compress(data, level):
    bits = window_bits(len(data))
    stream = zlib.compressobj(level, zlib.DEFLATED, bits + 16, max(1, bits - 7))
    return stream.compress(data) + stream.flush()


def levels(layoutd):
    answers = bodies(layoutd)
    print(f"zlib {zlib.ZLIB_RUNTIME_VERSION}; CPU µs per compression (process time, repeated for 2 s), bytes")
    print(f"{'level':>5} " + " ".join(f"{name + ' µs':>14} {name + ' bytes':>14}" for name in answers))
    for level in range(1, 7):
        cells = []
        for _, answer in answers.values():
            count, started = 0, time.process_time()
            while time.process_time() - started < 2.0:
                packed = compress(answer, level)
                count += 1
            micros = (time.process_time() - started) * 1e6 / count
            assert gzip.decompress(packed) == answer
            cells.append(f"{micros:14.1f} {len(packed):14d}")
        print(f"{level:>5} " + " ".join(cells))
    print("identity bytes: " + ", ".join(f"{name} {len(answer)}" for name, (_, answer) in answers.items()))


LUA = """
local file = assert(io.open(os.getenv("LOAD_BODY"), "rb"))
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local accept = os.getenv("LOAD_ACCEPT")
if accept ~= "" then wrk.headers["Accept-Encoding"] = accept end
wrk.body = file:read("*a")
file:close()
function done(summary, latency, requests)
    local e = summary.errors
    io.write(string.format("load-result %d %d\\n", summary.requests, e.connect + e.read + e.write + e.timeout + e.status))
end
"""


def start(name, command):
    process = subprocess.Popen(["taskset", "-c", "0"] + command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    match = re.search(r"listening on \S+:(\d+)", process.stderr.readline())
    if not match:
        process.kill()
        sys.exit(f"gzip_load: {name} did not start")
    return process, int(match.group(1))


def cpu(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def post(port, path, accept):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/layout", data=path.read_bytes(), method="POST",
                                     headers={"Content-Type": "application/json", "Accept-Encoding": accept})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.headers, response.read()


def load(new, base, canned, seconds=5.0, rounds=3):
    answers = bodies(new)
    lua = DIR / "post.lua"
    lua.write_text(LUA)
    servers = {
        "c": start("c", [canned, "--host", "127.0.0.1", "--port", "0", "--threads", "2", "--response",
                         str(DIR / "typical.response.json")]),
        "base": start("base", [base, "--host", "127.0.0.1", "--port", "0", "--threads", "2", "--log-level", "off"]),
        "new": start("new", [new, "--host", "127.0.0.1", "--port", "0", "--threads", "2", "--log-level", "off"]),
    }
    # (label, server, request, Accept-Encoding, connections)
    cases = [
        ("C canned, typical", "c", "typical", "", 32),
        ("base, typical", "base", "typical", "", 32),
        ("new, typical", "new", "typical", "", 32),
        ("new, typical, gzip", "new", "typical", "gzip", 32),
        ("base, 1 MB", "base", "large", "", 4),
        ("new, 1 MB", "new", "large", "", 4),
        ("new, 1 MB, gzip", "new", "large", "gzip", 4),
    ]
    try:
        wire = {}
        for label, server, name, accept, _ in cases:
            if server == "c":
                continue
            headers, body = post(servers[server][1], answers[name][0], accept or "identity")
            plain = gzip.decompress(body) if headers.get("Content-Encoding") == "gzip" else body
            assert plain == answers[name][1], f"{label}: the answer differs from layoutd compute's"
            assert (headers.get("Content-Encoding") == "gzip") == (accept == "gzip"), label
            wire[label] = int(headers["Content-Length"])
        hz = os.sysconf("SC_CLK_TCK")
        results = {label: [] for label, *_ in cases}
        for label, server, name, accept, connections in cases:  # warm-up
            run(servers[server], answers[name][0], accept, connections, 1, lua, hz)
        for round_ in range(rounds):
            # Forward on even rounds, backward on odd ones: a case always run right after another would carry
            # the machine's drift between the two into their ratio.
            for label, server, name, accept, connections in cases if round_ % 2 == 0 else reversed(cases):
                micros = run(servers[server], answers[name][0], accept, connections, seconds, lua, hz)
                results[label].append(micros)
                print(f"round {round_ + 1}  {label:<22} {micros:10.2f} µs/request", flush=True)
    finally:
        for process, _ in servers.values():
            process.terminate()
            process.wait(30)
    print()
    print(f"{'case':<22} {'CPU µs/req (median)':>20} {'bytes on the wire':>18}")
    for label, values in results.items():
        print(f"{label:<22} {statistics.median(values):20.2f} {wire.get(label, len(answers['typical'][1])):18d}")

    def ratio(a, b):
        per = [x / y for x, y in zip(results[a], results[b])]
        return f"{statistics.median(per):.2f} (rounds: {', '.join(f'{r:.2f}' for r in per)})"

    print()
    print("new / C canned, typical:      " + ratio("new, typical", "C canned, typical") + "; target <= 2.5")
    print("new / base, typical:          " + ratio("new, typical", "base, typical"))
    print("gzip / identity, typical:     " + ratio("new, typical, gzip", "new, typical"))
    print("new / base, 1 MB:             " + ratio("new, 1 MB", "base, 1 MB"))
    print("gzip / identity, 1 MB:        " + ratio("new, 1 MB, gzip", "new, 1 MB"))


def run(server, body, accept, connections, seconds, lua, hz):
    """One wrk run against `server`: the server's CPU µs per response."""
    process, port = server
    before = cpu(process.pid)
    env = dict(os.environ, LOAD_BODY=str(body), LOAD_ACCEPT=accept)
    out = subprocess.run(
        ["taskset", "-c", "1", "wrk", "-t1", f"-c{connections}", f"-d{seconds:g}s", "--timeout", "10s", "-s", str(lua),
         f"http://127.0.0.1:{port}/layout"], env=env, capture_output=True, text=True, check=True).stdout
    after = cpu(process.pid)
    requests, errors = map(int, re.search(r"load-result (\d+) (\d+)", out).groups())
    assert errors == 0, f"wrk saw {errors} errors: {out}"
    return (after - before) / hz * 1e6 / requests


if __name__ == "__main__":
    if sys.argv[1:2] == ["levels"]:
        levels(sys.argv[2] if len(sys.argv) > 2 else str(ROOT / ".build" / "release" / "layoutd"))
    elif sys.argv[1:2] == ["load"] and len(sys.argv) >= 5:
        load(sys.argv[2], sys.argv[3], sys.argv[4], *(float(a) for a in sys.argv[5:6]), *(int(a) for a in sys.argv[6:7]))
    else:
        sys.exit(__doc__)
