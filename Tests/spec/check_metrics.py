"""The live server's /metrics read with Prometheus' own text parser (prometheus-client), called by check_live.py.

Checks that the standard process metrics and layoutd's request and problem counters are there with the types
Prometheus' client libraries give them and sane values, that the process figures agree with what this script
reads itself from /proc/PID for the server's process, and that a POST of a family and a bad request move exactly
the counters they should.
"""

import os
import pathlib
import time

from prometheus_client.parser import text_string_to_metric_families

ROOT = pathlib.Path(__file__).resolve().parents[2]
FAMILIES = ["flow", "waterfall", "iglist", "magazine", "compositional", "undecoded"]
PROCESS = {
    "process_cpu_seconds": "counter",
    "process_resident_memory_bytes": "gauge",
    "process_virtual_memory_bytes": "gauge",
    "process_open_fds": "gauge",
    "process_max_fds": "gauge",
    "process_start_time_seconds": "gauge",
}


def scrape(server):
    """Metric families by name (the parser drops a counter's _total), and every sample by (name, labels)."""
    status, _, body = server.request("GET", "/metrics")
    families = {f.name: f for f in text_string_to_metric_families(body.decode())}
    samples = {}
    for family in families.values():
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return status, families, samples


def value(samples, name, **labels):
    return samples.get((name, tuple(sorted(labels.items()))))


def run(server, post_layout, check):
    pid = server.process.pid
    status, families, samples = scrape(server)
    check("GET /metrics parses with prometheus_client", status == 200 and families, f"got {status}")
    for name, kind in list(PROCESS.items()) + [("layoutd_requests", "counter"), ("layoutd_problems", "counter")]:
        check(f"/metrics has {name} as a {kind}", name in families and families[name].type == kind,
              f"families: {sorted(families)}")

    # Sane values, and the same figures read independently from /proc/PID.
    cpu = value(samples, "process_cpu_seconds_total")
    rss = value(samples, "process_resident_memory_bytes")
    virtual = value(samples, "process_virtual_memory_bytes")
    open_fds = value(samples, "process_open_fds")
    max_fds = value(samples, "process_max_fds")
    start = value(samples, "process_start_time_seconds")
    check("process CPU is above 0 after serving the checks", cpu is not None and cpu > 0, f"got {cpu}")
    check("resident memory is above 0 and below virtual", rss is not None and 0 < rss <= (virtual or 0),
          f"rss {rss}, virtual {virtual}")
    check("at least 3 open descriptors, at most the limit", open_fds is not None and 3 <= open_fds <= (max_fds or 0),
          f"open {open_fds}, max {max_fds}")
    ticks = os.sysconf("SC_CLK_TCK")
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    boot = next(int(line.split()[1]) for line in open("/proc/stat") if line.startswith("btime "))
    expected_start = boot + int(fields[22 - 3]) / ticks
    check("process start time is the server's /proc starttime plus btime", start is not None and
          abs(start - expected_start) < 0.02 and start <= time.time(), f"got {start}, /proc says {expected_start}")
    limit = next(line.split()[3] for line in open(f"/proc/{pid}/limits") if line.startswith("Max open files"))
    check("max fds is the server's soft open-files limit", max_fds == float(limit), f"got {max_fds}, limit {limit}")
    listed = len(os.listdir(f"/proc/{pid}/fd"))
    check("open fds is about what /proc/PID/fd lists", open_fds is not None and abs(open_fds - listed) <= 3,
          f"got {open_fds}, /proc lists {listed}")

    # Each family's counter moves by exactly one for a POST of that family; a bad request moves its problem type.
    examples = {"flow": "flow.json", "waterfall": "waterfall.json", "iglist": "iglist.json",
                "magazine": "magazine.json", "compositional": "compositional-example-a.json"}
    for family, example in examples.items():
        _, _, before = scrape(server)
        status, _, _ = post_layout(server, (ROOT / "Examples" / example).read_bytes())
        _, _, after = scrape(server)
        moved = {f: (value(after, "layoutd_requests_total", family=f) or 0)
                 - (value(before, "layoutd_requests_total", family=f) or 0) for f in FAMILIES}
        check(f"a POST of {family} adds 1 to layoutd_requests_total{{family=\"{family}\"}} and nothing else",
              status == 200 and moved == {f: (1 if f == family else 0) for f in FAMILIES}, f"moved {moved}")

    bad = [
        ("malformed JSON", lambda: post_layout(server, b'{"collectionView": '), "/problems/malformed-json", True),
        ("a text/plain body", lambda: post_layout(server, b"{}", "text/plain"), "/problems/unsupported-media-type",
         True),
        ("GET /nope", lambda: server.request("GET", "/nope"), "/problems/not-found", False),
    ]
    for name, send, problem_type, undecoded in bad:
        _, _, before = scrape(server)
        send()
        _, _, after = scrape(server)
        problems = {key[1]: v - before.get(key, 0) for key, v in after.items() if key[0] == "layoutd_problems_total"}
        expected = {labels: (1 if dict(labels)["type"] == problem_type else 0) for labels in problems}
        check(f"{name} adds 1 to layoutd_problems_total{{type=\"{problem_type}\"}} and nothing else",
              problems == expected and problems, f"moved {problems}")
        moved = (value(after, "layoutd_requests_total", family="undecoded") or 0) - (
            value(before, "layoutd_requests_total", family="undecoded") or 0)
        check(f"{name} adds {int(undecoded)} to the undecoded family", moved == int(undecoded), f"moved {moved}")

    _, _, later = scrape(server)
    check("process CPU never goes back", cpu is not None and (value(later, "process_cpu_seconds_total") or 0) >= cpu,
          "it went back")
