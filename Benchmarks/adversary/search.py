#!/usr/bin/env python3
"""Adversarial search for the most expensive requests: small bodies (issue 23), and gzip bodies (issue 33).

    search.py search  --layoutd PATH [--seconds N] [--out DIR]     mutate seeds, keep the costliest, report
    search.py search  --gzip --layoutd PATH ...                      the same over gzip bodies inflating to 1-8 MiB
    search.py compare --layoutd A [--layoutd B ...] FILE...          replay bodies, median server CPU per binary
    search.py compare --gzip --layoutd A [--layoutd B ...] FILE...   replay gzip bodies (.json.gz): CPU and memory

`search` starts from every Examples/*.json, Fuzz/corpus/*.json and Fuzz/crashers/{slow,hang,*timeout*}-*.json and
the hand-written shapes of families.py; mutates them (mutate.py), each body at most 64 KiB and valid JSON;
measures each candidate's server CPU (measure.py: a long-lived layoutd over keep-alive, its threads' run time
from /proc); keeps the costliest per shape and per family; re-measures the top --top of each family --repeat
times and writes `report.md`, `results.json` and the bodies (`worst/`) to --out (default .build/adversary/<name>).
`compare` replays bodies against one or more binaries, alternating between them, and prints a table of medians
with the verdict against --target-ms (default 20).

`search --gzip` starts from families.py's gzip seeds (shapes no generator of ours made before: 100,000 uniform
sections of 10^3...10^12 items, pinned everything, timelines, anchors, ranges, previous data, the SVG, compositional
nesting), mutates them within 1 to 8 MiB inflated (the server's body limit) with the extra mutations of
`mutate.GZIP_MUTATORS`, and sends each gzip-compressed, as an attacker would. Two objectives, both per inflated
megabyte (10^6 bytes) of body: the server CPU beyond writing the answer (1.5 ns a byte), and the resident memory the
request added at its peak (VmHWM). A candidate's cost is how far it goes past the nearer of its two bounds: CPU
against `json.loads` of a megabyte of request JSON (timed at the start) + 20 ms + the answer, memory against 12 x the
inflated body + 64 MiB + the answer (docs/concepts.md). The report ranks the finalists by each objective; their
bodies go to `worst/` compressed (`*.json.gz`; `*.svg.json.gz` asks for the SVG).

Python 3 standard library only.
"""

import argparse
import glob
import gzip
import hashlib
import json
import os
import random
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import families  # noqa: E402
from measure import Server  # noqa: E402
from mutate import GZIP_MUTATORS, MUTATORS, mutate  # noqa: E402

TRIVIAL = (b'{"collectionView":{"size":{"width":375,"height":667}},"layout":{"type":"flow",'
           b'"itemSize":{"width":100,"height":100}},"sections":[{"itemCount":5}]}')


MB = 1e6
ANSWER_NS_PER_BYTE = 1.5
CPU_SLACK_MS = 20.0
WORKING_PER_BODY_BYTE = 12
WORKING_PER_REQUEST = 64 << 20


def interned(request):
    """`request` with equal sections made one object again, as the seeds and mutations share them: a gzip body's
    100,000 sections decoded are 100,000 dicts (tens of megabytes of Python objects), shared a few dozen."""
    table = {}

    def intern(sections):
        if not isinstance(sections, list):
            return sections
        out = []
        for section in sections:
            key = json.dumps(section, separators=(",", ":"))
            out.append(table.setdefault(key, section))
        return out

    if isinstance(request, dict):
        request["sections"] = intern(request.get("sections"))
        if isinstance(request.get("previous"), dict):
            request["previous"]["sections"] = intern(request["previous"].get("sections"))
    return request


class Candidate:
    """One request: small bodies are kept as they are; a gzip body only compressed (`packed`), with its inflated
    size, and decoded again when it is mutated, so that hundreds of megabyte-sized candidates fit in memory (their
    decoded requests held 4.5 GB)."""

    __slots__ = ("shape", "family", "_request", "mutable", "_body", "packed", "inflated", "accept", "history",
                 "result", "medians", "gzip_mode", "loads_ms_per_mb")

    def __init__(self, shape, request, body, history, result=None, accept=None, gzip_mode=False, loads_ms_per_mb=0.0):
        self.shape = shape
        self.mutable = request is not None
        self._request = None if gzip_mode else request
        self.inflated = len(body)
        self.packed = gzip.compress(body, 6) if gzip_mode else None
        self._body = None if gzip_mode else body
        self.accept = accept
        self.history = history
        self.result = result
        self.medians = None
        self.gzip_mode = gzip_mode
        self.loads_ms_per_mb = loads_ms_per_mb
        layout = request.get("layout") if isinstance(request, dict) else None
        family = layout.get("type") if isinstance(layout, dict) else None
        self.family = family if isinstance(family, str) else "other"

    @property
    def request(self):
        """The request to mutate (None for a malformed seed); a gzip body's decoded from its compressed bytes."""
        if not self.gzip_mode or not self.mutable:
            return self._request
        request = interned(json.loads(self.body))
        if self.accept:
            request["__accept"] = self.accept
        return request

    @property
    def body(self):
        """The plain JSON body."""
        return self._body if self._body is not None else gzip.decompress(self.packed)

    @property
    def digest(self):
        return hashlib.sha1(self.packed if self.packed is not None else self._body).digest()

    @property
    def cost(self):
        if not self.result or self.result.cpu_ms != self.result.cpu_ms:
            return 0.0
        if not self.gzip_mode:
            return self.result.cpu_ms
        return max(cpu_ratio(self.result, self.inflated, self.loads_ms_per_mb),
                   memory_ratio(self.result, self.inflated))


def cpu_per_mb(result, inflated):
    """Server CPU beyond writing the answer, in ms per inflated megabyte."""
    return max(0.0, result.cpu_ms - ANSWER_NS_PER_BYTE * result.answer_bytes / 1e6) / (inflated / MB)


def resident_per_mb(result, inflated):
    """Resident megabytes the request added at its peak, per inflated megabyte."""
    return (result.peak_growth_kib or 0) * 1024 / MB / (inflated / MB)


def cpu_ratio(result, inflated, loads_ms_per_mb):
    """The server CPU against its bound: json.loads of the body + 20 ms + writing the answer."""
    bound = loads_ms_per_mb * inflated / MB + CPU_SLACK_MS + ANSWER_NS_PER_BYTE * result.answer_bytes / 1e6
    return result.cpu_ms / bound


def memory_ratio(result, inflated):
    """The resident growth against its bound: 12 x the inflated body + 64 MiB + the answer."""
    bound = WORKING_PER_BODY_BYTE * inflated + WORKING_PER_REQUEST + result.answer_bytes
    return (result.peak_growth_kib or 0) * 1024 / bound


def json_loads_ms(body, repeat=3):
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time_ns()
        json.loads(body)
        best = min(best, (time.process_time_ns() - start) / 1e6)
    return best


def compact(request):
    return json.dumps(request, separators=(",", ":"), allow_nan=False).encode()


def file_seeds():
    patterns = ["Examples/*.json", "Fuzz/corpus/*.json", "Fuzz/crashers/slow-*.json", "Fuzz/crashers/hang-*.json",
                "Fuzz/crashers/*timeout*.json"]
    for pattern in patterns:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            with open(path, "rb") as f:
                raw = f.read()
            if len(raw) > families.LIMIT:
                continue
            name = "seed:" + os.path.relpath(path, ROOT)
            try:
                request = json.loads(raw)
                body = compact(request)
            except (ValueError, UnicodeDecodeError):
                request, body = None, raw  # a malformed seed is measured as it is, never mutated
            yield name, request, body


def all_seeds():
    for name, request, body in file_seeds():
        yield Candidate(name, request, body, [])
    for shape, request in families.seeds():
        yield Candidate(shape, request, compact(request), [])


def gzip_seeds(loads_ms_per_mb):
    for shape, request in families.gzip_seeds():
        body, accept = families.wire(request)
        yield Candidate(shape, request, body, [], accept=accept, gzip_mode=True, loads_ms_per_mb=loads_ms_per_mb)


def measure_repeatedly(server, body, repeat, gzip_body=False, accept=None, packed=None):
    results = []
    for _ in range(repeat):
        if gzip_body:
            server.fresh(TRIVIAL)
        results.append(server.measure(body, gzip_body=gzip_body, accept=accept, packed=packed))
    return results


def summarize(results):
    costs = [r.cpu_ms for r in results if r.cpu_ms == r.cpu_ms]
    growths = [r.peak_growth_kib for r in results if r.peak_growth_kib is not None]
    statuses = sorted({str(r.status) for r in results})
    pointers = sorted({r.pointer for r in results if r.pointer})
    return {"cpu_ms": statistics.median(costs) if costs else float("nan"), "status": "/".join(statuses),
            "pointer": ", ".join(pointers), "runs": [round(c, 3) for c in costs],
            "answer_bytes": max(r.answer_bytes for r in results),
            "peak_growth_kib": max(growths) if growths else None,
            "sent_bytes": max(r.sent_bytes for r in results)}


class Search:
    def __init__(self, args):
        self.args = args
        self.gzip_mode = args.gzip
        self.limit = families.GZIP_LIMIT if args.gzip else families.LIMIT
        self.minimum = int(MB) if args.gzip else 0
        self.mutators = GZIP_MUTATORS if args.gzip else MUTATORS
        self.loads_ms_per_mb = 0.0
        self.rng = random.Random(args.seed)
        self.server = Server(args.layoutd, timeout=args.timeout)
        self.seen = set()
        self.by_shape = {}  # shape -> candidates, costliest first, at most args.keep
        self.measured = 0
        self.statuses = {}

    def record(self, candidate):
        self.measured += 1
        status = str(candidate.result.status)
        self.statuses[status] = self.statuses.get(status, 0) + 1
        kept = self.by_shape.setdefault(candidate.shape, [])
        if len(kept) < self.args.keep or candidate.cost > kept[-1].cost:
            kept.append(candidate)
            kept.sort(key=lambda c: -c.cost)
            del kept[self.args.keep:]

    def measure(self, candidate):
        digest = candidate.digest
        if digest in self.seen:
            return False
        self.seen.add(digest)
        if self.gzip_mode:
            self.server.fresh(TRIVIAL)
            candidate.result = self.server.measure(None, gzip_body=True, accept=candidate.accept,
                                                   packed=candidate.packed)
        else:
            candidate.result = self.server.measure(candidate.body)
        self.record(candidate)
        return True

    def pick_shape(self):
        shapes = [s for s, kept in self.by_shape.items() if any(c.mutable for c in kept)]
        if self.rng.random() < 0.3:
            return self.rng.choice(shapes)
        # Capped, so that shapes already far past the target do not take all the time from the others.
        cap, floor = (10.0, 0.01) if self.gzip_mode else (200.0, 0.2)
        weights = [min(self.by_shape[s][0].cost, cap) + floor for s in shapes]
        return self.rng.choices(shapes, weights)[0]

    def pick_parent(self, shape):
        kept = [c for c in self.by_shape[shape] if c.mutable]
        # A request that timed out costs --timeout per try; its children mostly would too.
        kept = [c for c in kept if c.result.status != "timeout"] or kept
        if self.rng.random() < 0.15:
            return kept[-1]  # now and then a cheaper one, to leave a local maximum
        return kept[min(len(kept) - 1, int(self.rng.expovariate(0.7)))]

    def progress(self, start):
        top = sorted((c for kept in self.by_shape.values() for c in kept[:1]), key=lambda c: -c.cost)[:5]
        print(f"  {time.monotonic() - start:6.0f} s, {self.measured} measured "
              f"({', '.join(f'{k}: {v}' for k, v in sorted(self.statuses.items()))}); costliest: "
              + "; ".join(f"{c.shape} {c.cost:.{2 if self.gzip_mode else 1}f}{'' if self.gzip_mode else ' ms'} "
                          f"({c.result.status})" for c in top), flush=True)

    def run(self):
        trivial = [self.server.measure(TRIVIAL).cpu_ms for _ in range(31)]
        self.trivial_ms = statistics.median(trivial)
        print(f"adversary: {self.args.layoutd}: a trivial request costs {self.trivial_ms * 1000:.0f} us of server "
              f"CPU (median of 31)", flush=True)
        if self.gzip_mode:
            reference, _ = families.wire(dict(families.gzip_seeds()).get("gz-flow-100k-pinned"))
            self.loads_ms_per_mb = json_loads_ms(reference, 5) / (len(reference) / MB)
            print(f"adversary: CPython's json.loads reads {self.loads_ms_per_mb:.1f} ms a megabyte of request JSON",
                  flush=True)
        for candidate in (gzip_seeds(self.loads_ms_per_mb) if self.gzip_mode else all_seeds()):
            self.measure(candidate)
        print(f"adversary: {self.measured} seeds measured; searching for {self.args.seconds} s", flush=True)
        start = time.monotonic()
        deadline = start + self.args.seconds
        last = start
        while time.monotonic() < deadline:
            shape = self.pick_shape()
            parent = self.pick_parent(shape)
            out, done = mutate(parent.request, self.rng, self.rng.choice((1, 1, 2, 2, 3, 4)), limit=self.limit,
                               mutators=self.mutators, minimum=self.minimum)
            if out is None:
                continue
            request, body, accept = out
            history = (parent.history + done)[-12:]
            self.measure(Candidate(shape, request, body, history, accept=accept, gzip_mode=self.gzip_mode,
                                   loads_ms_per_mb=self.loads_ms_per_mb))
            if time.monotonic() - last > 30:
                last = time.monotonic()
                self.progress(start)
        self.progress(start)

    def finalists(self):
        """The top --top of each family, and each shape's costliest, by their single measurement."""
        everyone = {}
        for kept in self.by_shape.values():
            for c in kept:
                everyone[c.digest] = c
        chosen = {}
        by_family = {}
        for key, c in everyone.items():
            by_family.setdefault(c.family, []).append((key, c))
        for entries in by_family.values():
            entries.sort(key=lambda e: -e[1].cost)
            for key, c in entries[:self.args.top]:
                chosen[key] = c
        for kept in self.by_shape.values():
            chosen[kept[0].digest] = kept[0]
        return list(chosen.values())

    def remeasure(self, finalists):
        print(f"adversary: re-measuring {len(finalists)} finalists {self.args.repeat} times", flush=True)
        for c in sorted(finalists, key=lambda c: c.cost):
            if c.result.status == "timeout":
                c.medians = summarize([c.result])
            else:
                c.medians = summarize(measure_repeatedly(self.server, None if self.gzip_mode else c.body,
                                                         self.args.repeat, gzip_body=self.gzip_mode, accept=c.accept,
                                                         packed=c.packed))
            if self.gzip_mode:
                c.medians["loads_ms"] = json_loads_ms(c.body)

    def close(self):
        self.server.close()


def describe(c):
    history = "; ".join(c.history) if c.history else "(the seed itself)"
    return history if len(history) <= 160 else "…" + history[-159:]


def write_report(search, finalists, out):
    os.makedirs(os.path.join(out, "worst"), exist_ok=True)
    finalists.sort(key=lambda c: -(c.medians["cpu_ms"] if c.medians["cpu_ms"] == c.medians["cpu_ms"] else 1e9))
    rows = []
    for rank, c in enumerate(finalists, 1):
        name = f"{rank:03d}-{c.shape.replace('seed:', '').replace('/', '_').replace('.json', '')}.json"
        with open(os.path.join(out, "worst", name), "wb") as f:
            f.write(c.body)
        rows.append({"rank": rank, "file": f"worst/{name}", "shape": c.shape, "family": c.family,
                     "bytes": len(c.body), "single_cpu_ms": round(c.cost, 3), **c.medians,
                     "mutations": c.history})
    with open(os.path.join(out, "results.json"), "w") as f:
        json.dump({"layoutd": search.args.layoutd, "seconds": search.args.seconds, "seed": search.args.seed,
                   "measured": search.measured, "statuses": search.statuses,
                   "trivial_cpu_ms": search.trivial_ms, "restarts": search.server.restarts, "finalists": rows},
                  f, indent=1)
    lines = [f"# Most expensive small requests: `{search.args.layoutd}`", "",
             f"{search.measured} requests measured in {search.args.seconds} s of search (random seed "
             f"{search.args.seed}); statuses {search.statuses}; server restarts (timeouts, crashes) "
             f"{search.server.restarts}. A trivial request: {search.trivial_ms * 1000:.0f} us. CPU = the server's "
             f"run time for the request (median of {search.args.repeat}).", "",
             "| # | shape | family | bytes | status | CPU ms | 422 pointer | mutations from the seed |",
             "|---|---|---|---|---|---|---|---|"]
    for row, c in zip(rows, finalists):
        lines.append(f"| {row['rank']} | {c.shape} | {c.family} | {row['bytes']} | {row['status']} | "
                     f"{row['cpu_ms']:.2f} | {row['pointer'] or ''} | {describe(c).replace('|', '/')} |")
    with open(os.path.join(out, "report.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines[:6 + 25]))
    print(f"adversary: report in {os.path.join(out, 'report.md')}")


def gzip_row(c):
    """A gzip finalist's figures from its re-measured medians."""
    m = c.medians
    result = type("Medians", (), {"cpu_ms": m["cpu_ms"], "answer_bytes": m["answer_bytes"],
                                  "peak_growth_kib": m["peak_growth_kib"]})()
    inflated = c.inflated
    return {"shape": c.shape, "family": c.family, "svg": bool(c.accept), "inflated_bytes": inflated,
            "sent_bytes": m["sent_bytes"], "status": m["status"], "pointer": m["pointer"], "cpu_ms": m["cpu_ms"],
            "answer_bytes": m["answer_bytes"], "cpu_ms_per_mb": cpu_per_mb(result, inflated),
            "loads_ms_per_mb": m["loads_ms"] / (inflated / MB), "cpu_ratio": cpu_ratio(result, inflated,
                                                                                        m["loads_ms"] / (inflated / MB)),
            "peak_growth_mb": (m["peak_growth_kib"] or 0) * 1024 / MB,
            "resident_mb_per_mb": resident_per_mb(result, inflated), "memory_ratio": memory_ratio(result, inflated),
            "mutations": c.history}


def write_gzip_report(search, finalists, out):
    os.makedirs(os.path.join(out, "worst"), exist_ok=True)
    rows = []
    for c in finalists:
        if c.medians["cpu_ms"] != c.medians["cpu_ms"]:
            continue
        row = gzip_row(c)
        name = f"{len(rows):03d}-{c.shape}{'.svg' if c.accept else ''}.json.gz"
        with open(os.path.join(out, "worst", name), "wb") as f:
            f.write(c.packed)
        row["file"] = f"worst/{name}"
        rows.append((row, c))
    with open(os.path.join(out, "results.json"), "w") as f:
        json.dump({"layoutd": search.args.layoutd, "seconds": search.args.seconds, "seed": search.args.seed,
                   "measured": search.measured, "statuses": search.statuses,
                   "loads_ms_per_mb": search.loads_ms_per_mb, "restarts": search.server.restarts,
                   "finalists": [r for r, _ in rows]}, f, indent=1)
    lines = [f"# Costliest gzip bodies: `{search.args.layoutd}`", "",
             f"{search.measured} gzip bodies (1 to 8 MiB inflated) measured in {search.args.seconds} s of search "
             f"(random seed {search.args.seed}); statuses {search.statuses}; server restarts {search.server.restarts}. "
             f"CPython's json.loads: {search.loads_ms_per_mb:.1f} ms a megabyte. Finalists re-measured "
             f"{search.args.repeat} times (CPU the median, peak the largest).", ""]
    for title, key, columns in (
        ("Server CPU beyond writing the answer, per inflated megabyte", "cpu_ms_per_mb",
         lambda r: f"{r['cpu_ms']:.1f} | **{r['cpu_ms_per_mb']:.1f}** | {r['loads_ms_per_mb']:.1f} | "
                   f"{r['cpu_ratio']:.2f}"),
        ("Resident memory added at the peak, per inflated megabyte", "resident_mb_per_mb",
         lambda r: f"{r['peak_growth_mb']:.1f} | **{r['resident_mb_per_mb']:.1f}** | {r['memory_ratio']:.2f}"),
    ):
        head = ("CPU ms | ms per MB | json.loads ms per MB | CPU / bound" if key == "cpu_ms_per_mb"
                else "peak growth MB | MB per MB | growth / bound")
        lines += [f"## {title}", "", f"| # | file | shape | inflated MB | sent KB | status | {head} | mutations |",
                  "|---|---|---|---|---|---|" + "---|" * (4 if key == "cpu_ms_per_mb" else 3) + "---|"]
        for rank, (row, c) in enumerate(sorted(rows, key=lambda rc: -rc[0][key])[:25], 1):
            lines.append(f"| {rank} | {row['file']} | {row['shape']} | {row['inflated_bytes'] / MB:.2f} | "
                         f"{row['sent_bytes'] / 1000:.1f} | {row['status']} | {columns(row)} | "
                         f"{describe(c).replace('|', '/')} |")
        lines.append("")
    with open(os.path.join(out, "report.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines[:60]))
    print(f"adversary: report in {os.path.join(out, 'report.md')}")


def cmd_search(args):
    out = args.out or os.path.join(ROOT, ".build", "adversary",
                                   os.path.basename(os.path.dirname(os.path.dirname(os.path.dirname(
                                       os.path.abspath(args.layoutd))))) or "run")
    search = Search(args)
    try:
        search.run()
        finalists = search.finalists()
        search.remeasure(finalists)
        (write_gzip_report if args.gzip else write_report)(search, finalists, out)
    finally:
        search.close()


def cmd_compare(args):
    labels = args.label or [os.path.relpath(p) for p in args.layoutd]
    if len(labels) != len(args.layoutd):
        sys.exit("compare: one --label per --layoutd")
    servers = [Server(p, timeout=args.timeout) for p in args.layoutd]
    rows = []
    try:
        for path in args.files:
            with open(path, "rb") as f:
                body = f.read()
            if path.endswith(".gz"):
                body = gzip.decompress(body)
            accept = "image/svg+xml" if ".svg." in os.path.basename(path) else None
            results = [[] for _ in servers]
            for run in range(args.repeat):
                for k, server in enumerate(servers):
                    # Far past the target a second run changes nothing but the machine's load.
                    if run == 0 or results[k][0].cpu_ms < args.once_over_ms:
                        if args.gzip:
                            server.fresh(TRIVIAL)
                        results[k].append(server.measure(body, gzip_body=args.gzip, accept=accept))
            summaries = [summarize(r) for r in results]
            if args.gzip:
                loads = json_loads_ms(body)
                for m in summaries:
                    m["loads_ms"] = loads
            rows.append((path, len(body), summaries))
    finally:
        for server in servers:
            server.close()
    text = compare_gzip_table(rows, labels) if args.gzip else compare_table(rows, labels, args.target_ms)
    print(text)
    if args.out:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as f:
            f.write(text + "\n")


def compare_table(rows, labels, target_ms):
    header = "| request | bytes | " + " | ".join(f"{label}: status, CPU ms, pointer" for label in labels) + " |"
    lines = [header, "|---|---|" + "---|" * len(labels)]
    for path, size, summaries in rows:
        cells = [f"{s['status']}, {s['cpu_ms']:.2f}, {s['pointer'] or '-'}" for s in summaries]
        lines.append(f"| {os.path.basename(path)} | {size} | " + " | ".join(cells) + " |")
    verdicts = []
    for k, label in enumerate(labels):
        worst = max((s[k]["cpu_ms"] for _, _, s in rows), default=0.0)
        verdicts.append(f"{label}: worst {worst:.2f} ms (target <= {target_ms:g} ms: "
                        f"{'met' if worst <= target_ms else 'MISSED'})")
    return "\n".join(lines + [""] + verdicts)


def compare_gzip_table(rows, labels):
    """Per gzip body and binary: status, CPU ms and ms per inflated MB beyond the answer, peak growth MB and MB per
    inflated MB, and each against its bound (CPU: `json.loads` of the body, timed in the same run, + 20 ms + the
    answer; memory: 12 x the body + 64 MiB + the answer); then each binary's worst of each."""
    header = "| request | inflated MB | json.loads ms | " + " | ".join(
        f"{label}: status, CPU ms (per MB, / bound), peak MB (per MB, / bound)" for label in labels) + " |"
    lines = [header, "|---|---|---|" + "---|" * len(labels)]
    worst = [[0.0, 0.0, 0.0, 0.0] for _ in labels]
    for path, size, summaries in rows:
        cells = []
        for k, m in enumerate(summaries):
            result = type("Medians", (), {"cpu_ms": m["cpu_ms"], "answer_bytes": m["answer_bytes"],
                                          "peak_growth_kib": m["peak_growth_kib"]})()
            per_cpu, per_mb = cpu_per_mb(result, size), resident_per_mb(result, size)
            over_cpu = cpu_ratio(result, size, m["loads_ms"] / (size / MB))
            over_mb = memory_ratio(result, size)
            worst[k] = [max(a, b) for a, b in zip(worst[k], (per_cpu, per_mb, over_cpu, over_mb))]
            growth = (m["peak_growth_kib"] or 0) * 1024 / MB
            cells.append(f"{m['status']}, {m['cpu_ms']:.1f} ({per_cpu:.1f}, {over_cpu:.2f}), "
                         f"{growth:.1f} ({per_mb:.1f}, {over_mb:.2f})")
        lines.append(f"| {os.path.basename(path)} | {size / MB:.2f} | {summaries[0]['loads_ms']:.1f} | "
                     + " | ".join(cells) + " |")
    verdicts = [f"{label}: worst {w[0]:.1f} ms of CPU and {w[1]:.1f} resident MB per inflated MB; worst against the "
                f"bounds {w[2]:.2f} (CPU) and {w[3]:.2f} (memory)" for label, w in zip(labels, worst)]
    return "\n".join(lines + [""] + verdicts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("search", help="mutate seeds toward expensive requests and report the costliest")
    s.add_argument("--layoutd", required=True, help="a release layoutd binary")
    s.add_argument("--seconds", type=float, default=120, help="how long to search (default 120)")
    s.add_argument("--out", help="report directory (default .build/adversary/<checkout name>)")
    s.add_argument("--seed", type=int, default=23, help="random seed (default 23)")
    s.add_argument("--keep", type=int, default=20, help="candidates kept per shape (default 20)")
    s.add_argument("--top", type=int, default=20, help="finalists per family (default 20)")
    s.add_argument("--repeat", type=int, default=3, help="re-measurements of each finalist (default 3)")
    s.add_argument("--timeout", type=float, default=5, help="seconds before a request counts as a timeout")
    s.add_argument("--gzip", action="store_true", help="search gzip bodies inflating to 1-8 MiB, CPU and memory")
    s.set_defaults(run=cmd_search)
    c = sub.add_parser("compare", help="replay bodies against each binary, alternating; median server CPU")
    c.add_argument("--layoutd", action="append", required=True, help="a binary (repeat for before/after)")
    c.add_argument("--label", action="append", help="a column name for each --layoutd")
    c.add_argument("--repeat", type=int, default=3)
    c.add_argument("--timeout", type=float, default=10)
    c.add_argument("--target-ms", type=float, default=20)
    c.add_argument("--once-over-ms", type=float, default=1000,
                   help="measure only once a body whose first run costs more (default 1000)")
    c.add_argument("--out", help="also write the table to this file")
    c.add_argument("--gzip", action="store_true", help="send the bodies gzip-compressed; report memory too")
    c.add_argument("files", nargs="+")
    c.set_defaults(run=cmd_compare)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
