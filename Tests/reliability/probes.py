#!/usr/bin/env python3
"""Each attack of attacks.py as a probe against a release build with default flags, printing what it was
answered, the server's peak resident memory, and /healthz's median and worst latency on the admin port during it.
Not part of CI (it waits out the default deadlines: about two minutes).

    swift build -c release --product layoutd
    Tests/reliability/probes.py [path/to/layoutd]      # default .build/release/layoutd

Each probe gets a fresh server (`--host 127.0.0.1 --port 0 --log-level off`, every limit at its default), so its
peak RSS (VmHWM) is its own. The probes are attacks.py's, as the reliability tests run them, but with the default
deadlines waited out rather than shortened.
"""

import os
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import attacks  # noqa: E402
from support import ROOT, Server  # noqa: E402
from watch import Watch  # noqa: E402

PROBES = [
    ("1 43 KB request, 42,600-character elementKind", lambda s: attacks.finding_1_long_element_kind(s)),
    ("2 SVG of 99,999 cells; 49,000 sections gzip; 10 abandoned", lambda s: attacks.finding_2_svg(s)),
    ("3 300 slow readers of a 10 MB answer", lambda s: attacks.finding_3_slow_readers(s, hold=5.0)),
    # The request deadline is 30 s: held past it.
    ("4 70 stalled gzip + 40 stalled 8 MiB uploads", lambda s: attacks.finding_4_stalled_uploads(s, hold=33.0)),
    # The head deadline is 10 s, the keep-alive timeout 5 s: held past both.
    ("5 1,024 trickled heads, then 1,100 idle keep-alives", lambda s: attacks.finding_5_every_connection_held(s, hold=12.0)),
    ("6 48 clients of 100,000-attribute gzip answers", lambda s: attacks.finding_6_saturated(s, duration=8.0)),
    ("7 HTTP/2.0 request line; 40 KB target", lambda s: attacks.finding_7_http2_request_line(s)),
]


def described(outcome):
    parts = [f"{status}×{count}" for status, count in outcome.statuses.items()]
    if outcome.detail:
        parts.append(f"({outcome.detail})")
    return ", ".join(parts)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build" / "release" / "layoutd")
    os.environ["LAYOUTD"] = binary
    print(f"probes against {binary}, default flags")
    print(f"{'finding':<58} {'peak RSS':>9} {'/healthz median':>15} {'worst':>8}  answered")
    for name, probe in PROBES:
        with Server(checked=False) as server:
            with Watch(server) as watch:
                outcome = probe(server)
            alive = "alive" if server.process.poll() is None else f"DIED ({server.process.poll()})"
            print(
                f"{name:<58} {watch.peak_rss_kib / 1024:>6.1f} MiB {watch.median * 1000:>12.1f} ms "
                f"{watch.worst * 1000:>5.0f} ms  {described(outcome)}; {watch.failures} /healthz failures; {alive}",
                flush=True,
            )


if __name__ == "__main__":
    main()
