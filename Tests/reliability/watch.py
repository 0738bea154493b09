"""What every attack test watches while it runs: `/healthz` on the admin port, sampled from a background thread, and
the server's resident memory, from /proc.

    with Watch(server) as watch:
        ... the attack ...
    watch.expect_healthy()      # alive, /healthz median <= 100 ms and worst <= 1 s, peak RSS <= 512 MiB

The limits: the Kubernetes manifest gives a pod 512 MiB (deploy/kubernetes/deployment.yaml), and a
liveness probe must get its answer quickly (its timeout is 2 s) while every /layout worker and main connection is
busy. Each sample is a fresh connection to the admin listener, as a kubelet probe makes one; a sample that fails
(refused, reset, no answer within 2 s, not 200) counts as a failure of its own, and fails the test. The samples
are taken by a process of their own (this file run as a script), so that the attack's threads, which hold
Python's interpreter lock while they build requests or parse answers, cannot delay them; a thread here reads
their figures.
"""

import socket
import statistics
import subprocess
import sys
import threading
import time

MANIFEST_MEMORY_MIB = 512  # deploy/kubernetes/deployment.yaml: resources.limits.memory
HEALTH_MEDIAN_SECONDS = 0.100
HEALTH_WORST_SECONDS = 1.0


def memory_kib(pid):
    """(VmHWM, VmRSS) of `pid` in KiB: the peak resident set since the process started, and the current one."""
    figures = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmHWM", "VmRSS"):
                figures[name] = int(value.split()[0])
    return figures.get("VmHWM", 0), figures.get("VmRSS", 0)


def health_once(port, timeout=2.0):
    """One GET /healthz on a fresh connection to 127.0.0.1:`port`: the seconds it took, or None when it failed."""
    started = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
            sock.settimeout(max(0.05, timeout - (time.monotonic() - started)))
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = sock.recv(4096)
                if not chunk:
                    return None
                data += chunk
            if not data.startswith(b"HTTP/1.1 200 "):
                return None
    except OSError:
        return None
    return time.monotonic() - started


class Watch:
    """Samples /healthz on `server`'s admin port every `interval` seconds and its memory, until the block ends (and at
    least `MINIMUM_SAMPLES` times)."""

    MINIMUM_SAMPLES = 5

    def __init__(self, server, interval=0.05):
        self.server = server
        self.interval = interval
        self.latencies = []
        self.failures = 0
        self.peak_rss_kib = 0
        self._stop = threading.Event()
        self._sampler = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._memory = threading.Thread(target=self._watch_memory, daemon=True)

    def __enter__(self):
        self._sampler = subprocess.Popen(
            [sys.executable, __file__, str(self.server.admin_port), str(self.interval)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self._thread.start()
        self._memory.start()
        return self

    def __exit__(self, *exc):
        # An attack answered at once still gets its few samples, taken just after it.
        deadline = time.monotonic() + 5
        while len(self.latencies) + self.failures < self.MINIMUM_SAMPLES and time.monotonic() < deadline:
            time.sleep(self.interval)
        self._stop.set()
        self._sampler.stdin.close()  # the sampler ends at the end of its standard input
        self._sampler.wait(10)
        self._thread.join(10)
        self._memory.join(10)
        self._sample_memory()

    def _sample_memory(self):
        try:
            hwm, rss = memory_kib(self.server.process.pid)
        except OSError:
            return
        self.peak_rss_kib = max(self.peak_rss_kib, hwm, rss)

    def _run(self):
        for line in self._sampler.stdout:
            if line.startswith("ok "):
                self.latencies.append(float(line.split()[1]))
            elif line.startswith("failed"):
                self.failures += 1

    def _watch_memory(self):
        while not self._stop.is_set():
            self._sample_memory()
            self._stop.wait(self.interval)

    @property
    def median(self):
        return statistics.median(self.latencies) if self.latencies else float("inf")

    @property
    def worst(self):
        return max(self.latencies) if self.latencies else float("inf")

    def summary(self):
        """One line: samples, failures, median and worst latency, peak RSS."""
        return (
            f"/healthz {len(self.latencies)} samples, {self.failures} failed, median {self.median * 1000:.1f} ms, "
            f"worst {self.worst * 1000:.0f} ms; peak RSS {self.peak_rss_kib / 1024:.1f} MiB"
        )

    def expect_healthy(self, memory_mib=MANIFEST_MEMORY_MIB):
        """Fails unless the process is alive, every sample was answered 200, the median and worst latencies are
        within those bounds, and the peak resident memory is within the manifest's limit."""
        from support import expect  # here, not at the top: the sampler process runs this file without it

        expect(self.server.process.poll() is None, f"the server died (exit {self.server.process.poll()})")
        expect(len(self.latencies) >= self.MINIMUM_SAMPLES, f"too few /healthz samples to judge: {self.summary()}")
        expect(self.failures == 0, f"/healthz failed during the attack: {self.summary()}")
        expect(self.median <= HEALTH_MEDIAN_SECONDS, f"/healthz median over 100 ms: {self.summary()}")
        expect(self.worst <= HEALTH_WORST_SECONDS, f"/healthz worst over 1 s: {self.summary()}")
        expect(self.peak_rss_kib <= memory_mib * 1024, f"resident memory over {memory_mib} MiB: {self.summary()}")


def sample(port, interval):
    """The sampler process: one /healthz on `port` every `interval` seconds, each printed as `ok SECONDS` or
    `failed`, until standard input ends."""
    stop = threading.Event()

    def watch_input():
        sys.stdin.read()
        stop.set()

    threading.Thread(target=watch_input, daemon=True).start()
    while not stop.is_set():
        seconds = health_once(port)
        print("failed" if seconds is None else f"ok {seconds:.6f}", flush=True)
        stop.wait(interval)


if __name__ == "__main__":
    sample(int(sys.argv[1]), float(sys.argv[2]))
