"""Shared helpers for the reliability tests: start layoutd, speak raw HTTP/1.1 over sockets, small assertions.

Python 3 standard library only. The binary is $LAYOUTD, else .build/debug/layoutd (run.sh sets LAYOUTD).
"""

import http.client
import json
import os
import pathlib
import re
import signal
import socket
import subprocess
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def binary():
    """The layoutd under test."""
    return os.environ.get("LAYOUTD") or str(ROOT / ".build" / "debug" / "layoutd")


class Failure(AssertionError):
    """A failed expectation; the message says what was expected and what came."""


def expect(condition, message):
    if not condition:
        raise Failure(message)


class Server:
    """One layoutd process on 127.0.0.1 and a port the kernel picked (`--port 0`, read back from its banner)."""

    def __init__(self, *flags, threads=2, log_level="off", access_log=None):
        """`access_log`: a writable file that receives the access log (standard output), else it is discarded."""
        self.stderr_lines = []
        args = [binary(), "--host", "127.0.0.1", "--port", "0", "--log-level", log_level, "--threads", str(threads)]
        self.process = subprocess.Popen(
            args + [str(f) for f in flags],
            stdin=subprocess.DEVNULL,
            stdout=access_log if access_log is not None else subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        self.port = None
        ready = threading.Event()
        threading.Thread(target=self._read_stderr, args=(ready,), daemon=True).start()
        if not ready.wait(30) or self.port is None:
            self.kill()
            raise Failure(f"layoutd did not start: {' '.join(self.stderr_lines)[-400:]}")

    def _read_stderr(self, ready):
        for raw in self.process.stderr:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            self.stderr_lines.append(line)
            match = re.search(r"listening on \S+:(\d+)", line)
            if match and self.port is None:
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
            return response.status, {k.lower(): v for k, v in response.getheaders()}, data
        finally:
            conn.close()

    def layout(self, request, timeout=10):
        body = request if isinstance(request, bytes) else json.dumps(request).encode()
        return self.request("POST", "/layout", body=body, timeout=timeout)

    def raw_socket(self, timeout=10):
        s = socket.create_connection(("127.0.0.1", self.port), timeout=timeout)
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return s

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


def read_response(sock, deadline_seconds=10):
    """Reads one HTTP/1.1 response from a raw socket: (status, headers dict lowercased, body bytes).

    Handles Content-Length bodies only (layoutd never answers chunked); raises Failure on a short read.
    """
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
    length = int(headers.get("content-length", "0"))
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
