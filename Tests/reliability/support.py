"""Shared helpers for the reliability tests: start layoutd, speak raw HTTP/1.1 over sockets, small assertions.

Every response read through `Server.request`/`Server.layout` or `read_response` on a `Server.raw_socket()` is
validated by openapi-core against the document the server serves (Tests/spec/contract.py); a response the
document does not allow fails the test. Runs with the tools venv's Python (run.sh), for openapi-core. The binary
is $LAYOUTD, else .build/release/layoutd (run.sh sets LAYOUTD).
"""

import gzip
import http.client
import json
import os
import pathlib
import re
import signal
import socket
import subprocess
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "spec"))

from contract import Contract, ContractViolation  # noqa: E402  (found through the path above)


def binary():
    """The layoutd under test."""
    return os.environ.get("LAYOUTD") or str(ROOT / ".build" / "release" / "layoutd")


class Failure(AssertionError):
    """A failed expectation; the message says what was expected and what came."""


def expect(condition, message):
    if not condition:
        raise Failure(message)


class Server:
    """One layoutd process on 127.0.0.1 and ports the kernel picked (`--port 0`, so the admin listener's too), read
    back from its banner."""

    def __init__(self, *flags, threads=2, log_level="off", access_log=None, checked=True):
        """`access_log`: a writable file that receives the access log (standard output), else it is discarded.
        `checked=False` starts a server whose answers are not checked against the contract (the one that serves it)."""
        self.stderr_lines = []
        args = [binary(), "--host", "127.0.0.1", "--port", "0", "--log-level", log_level, "--threads", str(threads)]
        self.process = subprocess.Popen(
            args + [str(f) for f in flags],
            stdin=subprocess.DEVNULL,
            stdout=access_log if access_log is not None else subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        self.port = None
        self.admin_port = None
        ready = threading.Event()
        threading.Thread(target=self._read_stderr, args=(ready,), daemon=True).start()
        if not ready.wait(30) or self.port is None:
            self.kill()
            raise Failure(f"layoutd did not start: {' '.join(self.stderr_lines)[-400:]}")
        self.contract = served_contract() if checked else None

    def check_contract(self, method, path, status, headers, body, request_body=None):
        """Fails unless the served document allows this answer. A gzip answer must vary on Accept-Encoding and is
        checked as it decompresses (Python's gzip module)."""
        if headers.get("content-encoding") == "gzip" and body:
            vary = [v.strip().lower() for v in headers.get("vary", "").split(",")]
            expect("accept-encoding" in vary, f"{method} {path}: a gzip answer without Vary: Accept-Encoding")
            body = gzip.decompress(body)
        if self.contract is None:
            return
        try:
            self.contract.check(method, path, status, headers, body, request_body=request_body)
        except ContractViolation as violation:
            raise Failure(f"openapi-core: {violation}") from None

    def _read_stderr(self, ready):
        for raw in self.process.stderr:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            self.stderr_lines.append(line)
            match = re.search(r"listening on \S+:(\d+)", line)
            if match and self.port is None:
                admin = re.search(r"admin \(.*\) on \S+:(\d+)", line)
                self.admin_port = int(admin.group(1)) if admin else None
                self.port = int(match.group(1))
                ready.set()
        ready.set()

    def connection(self, timeout=10):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def request(self, method, path, body=None, headers=None, timeout=10):
        """One request on a fresh connection: (status, headers dict with lowercased names, body bytes)."""
        conn = self.connection(timeout)
        try:
            hdrs = {"Content-Type": "application/json"} if body is not None else {}
            hdrs.update(headers or {})
            conn.request(method, path, body=body, headers=hdrs)
            response = conn.getresponse()
            data = response.read()
            headers = {k.lower(): v for k, v in response.getheaders()}
        finally:
            conn.close()
        self.last_answered = time.monotonic()  # before the contract check, for tests that time the server
        self.check_contract(method, path, response.status, headers, data, request_body=body)
        return response.status, headers, data

    def layout(self, request, timeout=10):
        body = request if isinstance(request, bytes) else json.dumps(request).encode()
        return self.request("POST", "/layout", body=body, timeout=timeout)

    def raw_socket(self, timeout=10):
        s = socket.create_connection(("127.0.0.1", self.port), timeout=timeout)
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return ContractSocket(s, self)

    def terminate(self, timeout=30):
        """SIGTERM and wait: the exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise Failure(f"layoutd did not exit within {timeout} s of SIGTERM")

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def metrics(self):
        """Every sample of the admin listener's /metrics: {"name{labels}": value}, labels as the server wrote them."""
        conn = http.client.HTTPConnection("127.0.0.1", self.admin_port, timeout=10)
        try:
            conn.request("GET", "/metrics")
            text = conn.getresponse().read().decode()
        finally:
            conn.close()
        samples = {}
        for line in text.splitlines():
            if line and not line.startswith("#"):
                name, _, value = line.rpartition(" ")
                samples[name] = float(value)
        return samples

    def cpu_seconds(self):
        """User plus system CPU time of the server so far (/proc/PID/stat, every thread)."""
        with open(f"/proc/{self.process.pid}/stat") as f:
            fields = f.read().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.kill()


_contract = None


def served_contract():
    """The contract as this binary serves it (GET /openapi.yaml), fetched once from a server of its own, so no test's
    server answers a request the test did not send (some count them)."""
    global _contract
    if _contract is None:
        with Server(checked=False) as server:
            _contract = Contract.served_by(f"http://127.0.0.1:{server.port}")
    return _contract


class ContractSocket:
    """A raw socket that remembers the request lines sent on it, so `read_response` can check each answer against
    the contract (requests on one connection are answered in order). Everything else is the socket's own."""

    METHODS = (b"GET ", b"HEAD ", b"POST ", b"PUT ", b"DELETE ", b"PATCH ", b"OPTIONS ")

    def __init__(self, sock, server):
        self._sock = sock
        self.server = server
        self.requests = []

    def sendall(self, data, *flags):
        if data.startswith(self.METHODS):
            method, _, rest = data.partition(b" ")
            self.requests.append((method.decode(), rest.split(b" ", 1)[0].decode("latin-1")))
        return self._sock.sendall(data, *flags)

    def __getattr__(self, name):
        return getattr(self._sock, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._sock.close()


def read_response(sock, deadline_seconds=10):
    """Reads one HTTP/1.1 response from a raw socket: (status, headers dict lowercased, body bytes).

    Handles Content-Length bodies only (layoutd never answers chunked); raises Failure on a short read, and on an
    answer the contract does not allow when the socket is a `Server.raw_socket()`.
    """
    status, headers, body = _read_response(sock, deadline_seconds)
    if isinstance(sock, ContractSocket) and sock.requests:
        method, path = sock.requests.pop(0)
        sock.server.check_contract(method, path, status, headers, body)
    return status, headers, body


def _read_response(sock, deadline_seconds):
    sock.settimeout(deadline_seconds)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise Failure(f"connection closed before the response head ({len(data)} bytes: {data[:80]!r})")
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    # RFC 9112 §6.3: a 1xx, 204 or 304 ends at its head (a 304's Content-Length is its 200's).
    length = 0 if status < 200 or status in (204, 304) else int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise Failure(f"truncated body: {len(rest)} of {length} bytes")
        rest += chunk
    return status, headers, rest[:length]


def closed_by_peer(sock, within):
    """Waits up to `within` seconds for the peer to close: the seconds it took, or None if still open."""
    start = time.monotonic()
    sock.settimeout(within)
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return time.monotonic() - start
    except (ConnectionResetError, BrokenPipeError):
        return time.monotonic() - start
    except socket.timeout:
        return None


def problem(body):
    """The problem+json body as a dict, and its first pointer ('' when none)."""
    document = json.loads(body)
    errors = document.get("errors") or [{}]
    return document, errors[0].get("pointer", "")


def flow_request(sections, elements=None, item=(10, 10), width=320, height=480):
    request = {
        "collectionView": {"size": {"width": width, "height": height}},
        "layout": {"type": "flow", "itemSize": {"width": item[0], "height": item[1]}},
        "sections": sections,
    }
    if elements is not None:
        request["elements"] = elements
    return request
