"""Slow and stalled clients: the connection timeout closes them, hundreds of them do not slow real clients, and the
connection limit refuses the connection past it while the process keeps serving."""

import http.client
import json
import socket
import threading
import time

from support import Server, closed_by_peer, expect, flow_request, read_response

REQUEST = json.dumps(flow_request([{"itemCount": 20}], elements="all")).encode()


def half_request(kind):
    """Bytes of a request that stops part way: in the head, or in the body."""
    if kind == "head":
        return b"POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty"
    return b"POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (
        len(REQUEST),
        REQUEST[: len(REQUEST) // 2],
    )


def test_stalled_connections_are_closed_within_the_timeout():
    with Server("--connection-timeout", 2) as server:
        socks = []
        for kind in ("head", "body", "nothing"):
            sock = server.raw_socket()
            if kind != "nothing":
                sock.sendall(half_request(kind))
            socks.append((kind, sock))
        started = time.monotonic()
        for kind, sock in socks:
            remaining = 6 - (time.monotonic() - started)
            waited = closed_by_peer(sock, within=max(0.1, remaining))
            expect(waited is not None, f"a connection stalled in the {kind} was still open after 6 s (timeout 2 s)")
            total = time.monotonic() - started
            expect(total >= 1.5, f"the {kind}-stalled connection closed after {total:.2f} s, before the 2 s timeout")
            sock.close()
        status, _, _ = server.layout(REQUEST)
        expect(status == 200, f"after the stalls a request answered {status}")


def test_a_slow_but_steady_client_is_served():
    """The timeout is for inactivity: a client sending a byte every half second within it is not cut off."""
    with Server("--connection-timeout", 2) as server:
        sock = server.raw_socket()
        data = half_request("body")
        rest = REQUEST[len(REQUEST) // 2 :]
        sock.sendall(data)
        for i in range(0, len(rest), len(rest) // 5 + 1):
            time.sleep(0.5)
            sock.sendall(rest[i : i + len(rest) // 5 + 1])
        status, _, body = read_response(sock)
        expect(status == 200, f"the slow client got {status}: {body[:200]!r}")
        sock.close()


def answered(server, count):
    """`count` real requests one after another, each a whole 200 with its 20 attributes."""
    for _ in range(count):
        status, _, body = server.layout(REQUEST, timeout=60)
        expect(status == 200 and len(json.loads(body)["attributes"]) == 20, f"a real client got {status}")


def test_two_hundred_stalled_connections_do_not_hold_up_real_clients():
    """Structural, not timed: 200 connections stalled in their head or body hold nothing a real client needs (an
    I/O thread, a worker, a connection slot). Forty real requests are each answered while every stalled connection
    is still open: a server that waited on any of them would answer only after its 120 s timeout let it go, and the
    real client's 60 s read deadline only tells such a hang from an answer. How fast requests are served under
    load is measured in BENCHMARKS.md, not here."""
    # All 200 from 127.0.0.1, as behind a proxy: without the per-client limit, which would refuse most of them.
    with Server(
        "--connection-timeout", 120, "--request-timeout", 120, "--head-timeout", 120, "--per-client-connections", 0
    ) as server:
        answered(server, 5)
        stalled = []
        for i in range(200):
            sock = server.raw_socket()
            sock.sendall(half_request("head" if i % 2 else "body"))
            stalled.append(sock)
        time.sleep(0.3)
        answered(server, 40)
        # The stalled ones are still held open: the server did not shed them to cope.
        open_count = sum(1 for s in stalled if closed_by_peer(s, within=0.001) is None)
        expect(open_count == 200, f"only {open_count} of 200 stalled connections were still open")
        for sock in stalled:
            sock.close()


def outcome(sock, within=3):
    """What the server does with a new connection asked for /healthz: "refused" (closed unserved, or 503),
    "served" (200), or "hung" (neither within `within` seconds: left waiting in the kernel's accept backlog)."""
    try:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        status, _, _ = read_response(sock, deadline_seconds=within)
        return "refused" if status == 503 else "served"
    except (ConnectionResetError, BrokenPipeError):
        return "refused"
    except socket.timeout:
        return "hung"
    except AssertionError:  # closed before a response head
        return "refused"


def hold_connections(server, count):
    """`count` connections, each proven accepted by a served keep-alive request, then left idle."""
    held = []
    for _ in range(count):
        sock = server.raw_socket()
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        status, _, _ = read_response(sock)
        expect(status == 200, f"connection {len(held) + 1} was not served ({status})")
        held.append(sock)
    return held


def test_the_connection_past_the_limit_is_refused_and_the_server_keeps_serving():
    with Server("--connection-limit", 8, "--connection-timeout", 30, threads=1) as server:
        held = hold_connections(server, 8)
        extra = server.raw_socket()
        what = outcome(extra)
        expect(what == "refused", f"connection 9 of a limit of 8 was {what} (expected: closed or 503 at once)")
        extra.close()
        # Everyone already connected is still served.
        for sock in held:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            expect(read_response(sock)[0] == 200, "a held connection stopped being served")
        # Once one leaves, a new client gets in.
        held.pop().close()
        time.sleep(0.3)
        status, _, _ = server.layout(REQUEST)
        expect(status == 200, f"after a connection closed, a new client got {status}")
        for sock in held:
            sock.close()
        expect(server.process.poll() is None, "the process died")


def test_the_connection_limit_holds_with_a_thread_pool():
    """With several worker threads the limit is shared among them; the server must still admit connections up to it
    in total (or close to it) and refuse past it."""
    with Server("--connection-limit", 8, "--connection-timeout", 30, threads=2) as server:
        held = []
        results = []
        for _ in range(12):
            sock = server.raw_socket()
            results.append(outcome(sock, within=2))
            if results[-1] != "served":
                sock.close()
                break
            held.append(sock)
        expect(
            results == ["served"] * 8 + ["refused"],
            f"connections under a limit of 8 with 2 threads went: {results} (expected 8 served, then refused)",
        )
        for sock in held:
            sock.close()
        time.sleep(0.3)
        status, _, _ = server.layout(REQUEST)
        expect(status == 200, f"after the burst a client got {status}")


def test_the_connection_past_the_per_client_limit_is_refused_and_other_clients_are_served():
    """32 connections per client address by default (an IPv6 client per /64); the 33rd from 127.0.0.1 is closed at
    once, while a client from 127.0.0.2 (another address of this machine) is served."""
    with Server() as server:
        held = hold_connections(server, 32)
        extra = server.raw_socket()
        what = outcome(extra)
        expect(what == "refused", f"connection 33 from one address was {what} (expected: closed at once)")
        extra.close()
        other = socket.socket()
        other.bind(("127.0.0.2", 0))
        other.connect(("127.0.0.1", server.port))
        other.settimeout(5)
        other.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        expect(read_response(other)[0] == 200, "another client address was not served")
        other.close()
        refused = server.metrics()['layoutd_connections_refused_total{reason="per_client_limit"}']
        expect(refused == 1, f"{refused:.0f} connections counted refused for the per-client limit")
        for sock in held:
            sock.close()


def test_the_admin_listener_answers_health_readiness_and_metrics_only():
    """The probes' and scrapers' own listener: /healthz, /readyz and /metrics; anything else 404 there (POST /layout
    included). /healthz stays on the main port too."""
    with Server() as server:
        admin = http.client.HTTPConnection("127.0.0.1", server.admin_port, timeout=5)
        for method, path, expected in (
            ("GET", "/healthz", 200),
            ("GET", "/readyz", 200),
            ("GET", "/metrics", 200),
            ("GET", "/openapi.yaml", 404),
            ("POST", "/layout", 404),
        ):
            admin.request(method, path, body=REQUEST if method == "POST" else None)
            answer = admin.getresponse()
            answer.read()
            expect(answer.status == expected, f"admin {method} {path} answered {answer.status}, not {expected}")
        admin.close()
        expect(server.request("GET", "/healthz")[0] == 200, "/healthz left the main port")
