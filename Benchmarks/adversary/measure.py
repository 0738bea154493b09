"""Server CPU (and peak resident memory) per request: a long-lived layoutd, bodies POSTed over one keep-alive
connection, as they are or gzip-compressed.

Why a server and not `layoutd compute`: the question is what one request costs the service, and a `compute`
process spends a few milliseconds starting up (dynamic linking, the Swift runtime), far more than a typical
request, with jitter of the same order; subtracting a measured start-up would leave the 20 ms target inside the
noise. A server pays that once.

Why `/proc/PID/task/*/schedstat` and not `/proc/PID/stat`: `stat`'s utime + stime count clock ticks (10 ms at
USER_HZ 100), the size of the target itself; `schedstat`'s first field is each thread's run time in
nanoseconds. The server runs with `--threads 1` (libmicrohttpd's one internal epoll thread parses, computes and
sends), and the sum over its threads, read before the request and after the answer has been read and the
server has gone idle again, is the CPU the request cost: parsing, layout, encoding and sending included.

Peak resident memory (gzip bodies): each is sent to a fresh server, warmed with one trivial request, whose
high-water mark (`VmHWM`) is then reset (`/proc/PID/clear_refs`, 5) and read after the answer; what the request
added is that peak less the resident size before it. A fresh one, because an allocator keeps what earlier requests
freed, and a request that reuses it would seem to cost nothing.
"""

import gzip
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import threading
import time


class Result:
    """One measurement: HTTP status (or "timeout" / "crash"), server CPU in ms, the problem's first pointer."""

    __slots__ = ("status", "cpu_ms", "wall_ms", "pointer", "answer_bytes", "peak_growth_kib", "sent_bytes")

    def __init__(self, status, cpu_ms, wall_ms, pointer=None, answer_bytes=0, peak_growth_kib=None, sent_bytes=0):
        self.status = status
        self.cpu_ms = cpu_ms
        self.wall_ms = wall_ms
        self.pointer = pointer
        self.answer_bytes = answer_bytes
        self.peak_growth_kib = peak_growth_kib
        self.sent_bytes = sent_bytes

    def as_dict(self):
        return {k: getattr(self, k) for k in self.__slots__}


def problem_pointer(body):
    """The first `errors[].pointer` of a problem answer, else its title."""
    try:
        problem = json.loads(body)
    except ValueError:
        return None
    errors = problem.get("errors") or []
    if errors and isinstance(errors[0], dict) and "pointer" in errors[0]:
        return errors[0]["pointer"]
    return problem.get("title")


class Server:
    """A layoutd server started by this process, restarted when a request outlives `timeout` or kills it."""

    def __init__(self, binary, timeout=5.0, extra_args=()):
        self.binary = binary
        self.timeout = timeout
        self.extra_args = list(extra_args)
        self.proc = None
        self.conn = None
        self.restarts = 0
        self._start()

    def _start(self):
        args = [self.binary, "--host", "127.0.0.1", "--port", "0", "--threads", "1", "--log-level", "off",
                "--connection-timeout", "3600"] + self.extra_args
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True)
        line = self.proc.stderr.readline()
        match = re.search(r"listening on \S*:(\d+) ", line)
        if not match:
            self.proc.kill()
            raise RuntimeError(f"{self.binary} did not start: {line!r}")
        self.port = int(match.group(1))
        # Drain whatever else it writes, so that a chatty server never blocks on a full pipe.
        threading.Thread(target=self._drain, args=(self.proc.stderr,), daemon=True).start()
        self._connect()

    @staticmethod
    def _drain(stream):
        for _ in stream:
            pass

    def _connect(self):
        if self.conn is not None:
            self.conn.close()
        self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)

    def cpu_ns(self):
        """Run time of every thread of the server so far, in nanoseconds."""
        total = 0
        base = f"/proc/{self.proc.pid}/task"
        try:
            tids = os.listdir(base)
        except FileNotFoundError:
            return 0
        for tid in tids:
            try:
                with open(f"{base}/{tid}/schedstat") as f:
                    total += int(f.read().split()[0])
            except (FileNotFoundError, ProcessLookupError, IndexError, ValueError):
                pass
        return total

    def _settled_cpu_ns(self):
        """The run time once the server has stopped running (it may free the answer after the last byte)."""
        last = self.cpu_ns()
        for _ in range(40):
            time.sleep(0.0003)
            now = self.cpu_ns()
            if now - last < 20_000:
                return now
            last = now
        return last

    def _status_kib(self, key):
        try:
            with open(f"/proc/{self.proc.pid}/status") as f:
                for line in f:
                    if line.startswith(key + ":"):
                        return int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError):
            pass
        return 0

    def _reset_peak(self):
        """Resets VmHWM to the resident size now (clear_refs 5); the resident size, in KiB."""
        try:
            with open(f"/proc/{self.proc.pid}/clear_refs", "w") as f:
                f.write("5")
        except OSError:
            pass
        return self._status_kib("VmRSS")

    def restart(self, counted=True):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        if self.proc is not None:
            self.proc.wait()
        if counted:
            self.restarts += 1
        self._start()

    def fresh(self, warm_up):
        """A new server process, past one request of `warm_up` (bytes)."""
        self.restart(counted=False)
        self.conn.request("POST", "/layout", body=warm_up, headers={"Content-Type": "application/json"})
        self.conn.getresponse().read()

    def measure(self, body, gzip_body=False, accept=None, packed=None):
        """POSTs `body` (bytes) to /layout, gzip-compressed when `gzip_body` (`packed`: already compressed), with
        `Accept: accept` when given, and returns its Result (with the peak resident growth when `gzip_body`: call
        `fresh` first)."""
        sent = (packed if packed is not None else gzip.compress(body, 6)) if gzip_body else body
        headers = {"Content-Type": "application/json"}
        if gzip_body:
            headers["Content-Encoding"] = "gzip"
        if accept:
            headers["Accept"] = accept
        for attempt in range(2):
            before = self._settled_cpu_ns()
            resident = self._reset_peak() if gzip_body else None
            start = time.perf_counter()
            try:
                self.conn.request("POST", "/layout", body=sent, headers=headers)
                response = self.conn.getresponse()
                answer = response.read()
            except socket.timeout:
                cpu = (self.cpu_ns() - before) / 1e6
                wall = (time.perf_counter() - start) * 1e3
                self.restart()
                return Result("timeout", cpu, wall, sent_bytes=len(sent))
            except (ConnectionError, http.client.HTTPException, OSError):
                alive = self.proc.poll() is None
                cpu = (self.cpu_ns() - before) / 1e6 if alive else float("nan")
                wall = (time.perf_counter() - start) * 1e3
                if alive and attempt == 0:
                    # A keep-alive connection the server closed (e.g. after a 413): try once more on a new one.
                    self._connect()
                    continue
                self.restart()
                return Result("crash" if not alive else "reset", cpu, wall, sent_bytes=len(sent))
            wall = (time.perf_counter() - start) * 1e3
            after = self._settled_cpu_ns()
            growth = self._status_kib("VmHWM") - resident if resident is not None else None
            pointer = problem_pointer(answer) if response.status != 200 else None
            if response.getheader("Connection", "").lower() == "close":
                self._connect()
            return Result(response.status, (after - before) / 1e6, wall, pointer, len(answer), growth, len(sent))
        raise AssertionError("unreachable")

    def close(self):
        if self.conn is not None:
            self.conn.close()
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
