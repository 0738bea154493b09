"""Protocol hygiene at the edges: framing and Host errors, answers libmicrohttpd gives by itself, every
answer counted once in /metrics and the access log, HEAD where Allow lists it, OPTIONS, and never two answers to one
request. RELIABILITY.md ("Answers at the HTTP layer") lists which answers come from where."""

import json
import re
import socket
import tempfile
import time

from support import Server, expect, flow_request, problem, read_response

SMALL = json.dumps(flow_request([{"itemCount": 3}], elements="all")).encode()


def exchange(server, data, quiet=1.0):
    """Sends raw bytes on a fresh connection and reads until the server closes it or stays quiet for `quiet`
    seconds: (every byte received, whether the server closed the connection)."""
    sock = server.raw_socket()
    sock.sendall(data)
    sock.settimeout(quiet)
    received = b""
    closed = False
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                closed = True
                break
            received += chunk
    except ConnectionResetError:
        closed = True
    except socket.timeout:
        pass
    sock.close()
    return received, closed


def status_lines(data):
    """The status lines in `data`, wherever they start (a head follows the previous body without a line break)."""
    return re.findall(rb"HTTP/1\.[01] \d{3} [^\r]*", data)


def head_of(data):
    """The first response in `data`: (status, headers lowercased, body bytes per its Content-Length, the rest)."""
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    return int(lines[0].split()[1]), headers, rest[:length], rest[length:]


def metrics(server):
    """/metrics as {sample name with labels: value}."""
    status, _, body = server.request("GET", "/metrics")
    expect(status == 200, f"/metrics answered {status}")
    samples = {}
    for line in body.decode().splitlines():
        if line and not line.startswith("#"):
            name, _, value = line.rpartition(" ")
            samples[name] = float(value)
    return samples


def metrics_when(server, condition, within=3.0):
    """/metrics once `condition(samples)` holds, polling for up to `within` seconds (libmicrohttpd reports its own
    answers when it has closed their connection, which a client may see a moment before): the last samples."""
    deadline = time.monotonic() + within
    while True:
        samples = metrics(server)
        if condition(samples) or time.monotonic() > deadline:
            return samples
        time.sleep(0.05)


def requests_total(samples):
    return sum(v for k, v in samples.items() if k.startswith("http_requests_total{"))


def count(samples, method, route, code):
    return samples.get(f'http_requests_total{{method="{method}",route="{route}",code="{code}"}}', 0)


POST_HEAD = b"POST /layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"


def test_conflicting_content_lengths_are_400_and_close():
    """Two Content-Length values that differ are a request-smuggling shape (RFC 9112 §6.3): 400, then close."""
    with Server() as server:
        data, closed = exchange(server, POST_HEAD + b"Content-Length: 2\r\nContent-Length: 5\r\n\r\n{}xyz")
        status, headers, body, rest = head_of(data)
        expect(status == 400, f"expected 400, got {status}: {data[:200]!r}")
        expect(headers.get("content-type") == "application/problem+json", f"content type {headers}")
        expect(headers.get("connection", "").lower() == "close", "a framing error must close the connection")
        expect("Content-Length" in json.loads(body)["detail"], f"detail {body[:200]!r}")
        expect(rest == b"" and closed, f"one answer, then the connection closed: rest {rest[:80]!r}, closed {closed}")
        # The same value twice is one length (RFC 9110 §8.6 allows treating it so): served normally.
        head = POST_HEAD + b"Content-Length: %d\r\nContent-Length: %d\r\n\r\n" % (len(SMALL), len(SMALL))
        data, _ = exchange(server, head + SMALL)
        expect(head_of(data)[0] == 200, f"identical Content-Lengths answered {data[:120]!r}")
        expect(count(metrics(server), "POST", "/layout", 400) == 1, "the 400 is counted once")


def test_content_length_with_transfer_encoding_is_400():
    with Server() as server:
        data, closed = exchange(
            server, POST_HEAD + b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
        )
        status, headers, body, rest = head_of(data)
        expect(status == 400, f"expected 400, got {status}: {data[:200]!r}")
        expect(headers.get("content-type") == "application/problem+json", f"content type {headers}")
        expect("Transfer-Encoding" in json.loads(body)["detail"], f"detail {body[:200]!r}")
        expect(rest == b"" and closed, "one answer, then the connection closed")


def test_http11_without_host_or_with_two_is_400():
    """RFC 9112 §3.2: an HTTP/1.1 request needs exactly one Host; HTTP/1.0 may go without."""
    with Server() as server:
        for raw in [b"GET /healthz HTTP/1.1\r\n\r\n", b"GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"]:
            data, closed = exchange(server, raw)
            status, headers, body, rest = head_of(data)
            expect(status == 400, f"{raw!r} answered {status}")
            expect(headers.get("content-type") == "application/problem+json", f"{raw!r}: content type {headers}")
            expect("Host" in json.loads(body)["detail"], f"{raw!r}: detail {body[:200]!r}")
            expect(rest == b"" and closed, f"{raw!r}: one answer, then close")
        data, _ = exchange(server, b"GET /healthz HTTP/1.0\r\n\r\n")
        expect(head_of(data)[0] == 200, f"HTTP/1.0 without Host answered {data[:80]!r}")
        samples = metrics(server)
        expect(count(samples, "GET", "/healthz", 400) == 2, f"both 400s counted: {samples}")


def test_unreadable_content_length_is_libmicrohttpds_own_answer():
    """Pins libmicrohttpd 0.9.75's own answer to a Content-Length it cannot read (documented in RELIABILITY.md): it
    answers before calling layoutd at all, as text/html, and writes the status line and headers twice (its state
    machine builds the head again after its error path). Nothing in the application can intercept it. What layoutd
    does control is checked too: the connection is closed after it, the answer is counted, the server goes on.
    If a libmicrohttpd upgrade answers once, this test fails: update RELIABILITY.md and make it expect one head."""
    with tempfile.TemporaryFile() as log:
        with Server(log_level="info", access_log=log) as server:
            for value, expected in [(b"99999999999999999999999", 413), (b"abc", 400)]:
                data, closed = exchange(server, POST_HEAD + b"Content-Length: " + value + b"\r\n\r\n")
                lines = status_lines(data)
                expect(len(lines) == 2, f"Content-Length {value!r}: status lines {lines} (libmicrohttpd 0.9.75 sends 2)")
                expect(lines[0] == lines[1] and int(lines[0].split()[1]) == expected, f"{value!r}: {lines}")
                expect(closed, f"{value!r}: the connection must be closed after libmicrohttpd's answer")
            samples = metrics_when(server, lambda m: count(m, "OTHER", "/layout", 400) >= 1)
            expect(count(samples, "OTHER", "/layout", 413) == 1, f"the 413 counted: {samples}")
            expect(count(samples, "OTHER", "/layout", 400) == 1, f"the 400 counted: {samples}")
            expect(server.layout(SMALL)[0] == 200, "the server goes on serving")
            expect(server.terminate() == 0, "exit status")
        log.seek(0)
        entries = [json.loads(line) for line in log.read().splitlines()]
        statuses = [(e["method"], e["path"], e["status"]) for e in entries]
        expect(("-", "/layout", 413) in statuses and ("-", "/layout", 400) in statuses, f"access log {statuses}")


def test_oversized_head_and_target_are_libmicrohttpds_own_431_and_414():
    """Pins the two answers libmicrohttpd gives by itself to a head that does not fit the connection's 32 KiB
    (RELIABILITY.md): 431 for headers, 414 for the target, both text/html with no Content-Type, then close. The
    431 comes after the request line reached layoutd and is counted when the request completes; the 414 comes before
    layoutd hears of the request at all, and is counted from the message libmicrohttpd logs as it queues it."""
    with Server() as server:
        before = requests_total(metrics(server))
        data, closed = exchange(server, b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 40000 + b"\r\n\r\n")
        status, headers, body, _ = head_of(data)
        expect(status == 431 and len(status_lines(data)) == 1, f"oversized headers: {status_lines(data)}")
        expect("content-type" not in headers and body.startswith(b"<html>"), f"431 headers {headers}")
        expect(closed, "431 closes the connection")
        data, closed = exchange(server, b"GET /" + b"a" * 40000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
        status, headers, body, _ = head_of(data)
        expect(status == 414 and len(status_lines(data)) == 1, f"oversized target: {status_lines(data)}")
        expect("content-type" not in headers and body.startswith(b"<html>"), f"414 headers {headers}")
        expect(closed, "414 closes the connection")
        samples = metrics_when(server, lambda m: count(m, "OTHER", "/healthz", 431) >= 1)
        expect(count(samples, "OTHER", "/healthz", 431) == 1, f"the 431 is counted: {samples}")
        expect(count(samples, "OTHER", "other", 414) == 1, f"the 414 is counted, without its path: {samples}")
        # The /metrics request above, the 431 and the 414, each once.
        expect(requests_total(samples) == before + 3, f"{requests_total(samples)} counted, {before} before")


def test_server_layer_413_is_counted_and_logged():
    """The 413 the server gives from Content-Length, before the handler, is counted and logged like any answer."""
    with tempfile.TemporaryFile() as log:
        with Server("--max-body-bytes", 4096, log_level="info", access_log=log) as server:
            sock = server.raw_socket()
            sock.sendall(POST_HEAD + b"Content-Length: 67108864\r\n\r\n")
            status, headers, body = read_response(sock)
            sock.close()
            expect(status == 413 and headers.get("content-type") == "application/problem+json", f"{status} {headers}")
            samples = metrics(server)
            expect(count(samples, "POST", "/layout", 413) == 1, f"the 413 counted: {samples}")
            expect(server.terminate() == 0, "exit status")
        log.seek(0)
        entries = [json.loads(line) for line in log.read().splitlines()]
        logged = [e for e in entries if e["status"] == 413]
        expect(len(logged) == 1, f"one 413 line: {entries}")
        expect(logged[0]["method"] == "POST" and logged[0]["bytes"] == len(body), f"413 line {logged[0]}")


def test_every_answer_is_counted_once_and_logged_once():
    """A mix of every kind of answer: /metrics's total and the access log's lines both equal what was sent."""
    sent = [
        ("POST", "/layout", SMALL, {}),  # 200
        ("POST", "/layout", b"{", {}),  # 400 from the decoder
        ("POST", "/layout", SMALL, {"Content-Type": "text/plain"}),  # 415
        ("POST", "/layout", json.dumps(flow_request([{"itemCount": 10**9}], elements="all")).encode(), {}),  # 422
        ("GET", "/nowhere", None, {}),  # 404
        ("DELETE", "/healthz", None, {}),  # 405
        ("HEAD", "/healthz", None, {}),  # 200, no body
        ("OPTIONS", "/layout", None, {}),  # 405
        ("GET", "/readyz", None, {}),  # 200
    ]
    with tempfile.TemporaryFile() as log:
        with Server("--max-attributes", 1000, "--max-body-bytes", 1 << 20, log_level="info", access_log=log) as server:
            for method, path, body, headers in sent:
                server.request(method, path, body=body, headers=headers)
            sock = server.raw_socket()  # and a 413 from the server layer
            sock.sendall(POST_HEAD + b"Content-Length: 67108864\r\n\r\n")
            read_response(sock)
            sock.close()
            time.sleep(0.1)
            samples = metrics(server)
            # Every request above, counted before the /metrics request that reads them.
            expect(requests_total(samples) == len(sent) + 1, f"{requests_total(samples)} counted, {len(sent) + 1} sent")
            expect(server.terminate() == 0, "exit status")
        log.seek(0)
        lines = log.read().splitlines()
        # The requests, the 413 and the /metrics request itself.
        expect(len(lines) == len(sent) + 2, f"{len(lines)} access log lines for {len(sent) + 2} answers")


def test_one_answer_per_request_on_a_kept_alive_connection():
    """Pipelined requests on one connection, errors among them: exactly one complete answer each, in order."""
    requests = [
        b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
        b"GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n",
        POST_HEAD + b"Content-Length: 1\r\n\r\n{",
        b"HEAD /readyz HTTP/1.1\r\nHost: x\r\n\r\n",
        b"DELETE /layout HTTP/1.1\r\nHost: x\r\n\r\n",
        POST_HEAD + b"Content-Length: %d\r\n\r\n" % len(SMALL) + SMALL,
    ]
    expected = [200, 404, 400, 200, 405, 200]
    with Server() as server:
        data, _ = exchange(server, b"".join(requests), quiet=1.5)
        statuses = []
        rest = data
        for i, request in enumerate(requests):
            status, headers, body, after = head_of(rest)
            if request.startswith(b"HEAD"):  # no body follows a HEAD answer, whatever Content-Length says
                after = body + after
            statuses.append(status)
            rest = after
        expect(statuses == expected, f"statuses {statuses}, expected {expected}")
        expect(rest == b"", f"bytes after the last answer: {rest[:120]!r}")
        expect(len(status_lines(data)) == len(requests), f"{len(status_lines(data))} status lines")


def test_head_is_answered_where_allow_lists_it():
    """Every route whose Allow lists HEAD answers it like GET without the body; /layout (Allow: POST) answers 405."""
    with Server() as server:
        for path in ["/healthz", "/readyz", "/openapi.yaml", "/"]:
            get_status, get_headers, get_body = server.request("GET", path)
            status, headers, body = server.request("HEAD", path)
            expect(status == get_status == 200, f"HEAD {path}: {status}, GET {get_status}")
            expect(body == b"", f"HEAD {path} sent a body")
            expect(headers.get("content-type") == get_headers.get("content-type"), f"HEAD {path} content type")
            expect(int(headers.get("content-length", "-1")) == len(get_body), f"HEAD {path} content length")
            _, method_headers, _ = server.request("DELETE", path)
            expect("HEAD" in method_headers.get("allow", ""), f"{path}'s Allow lists HEAD: {method_headers}")
        status, headers, _ = server.request("HEAD", "/layout")
        expect(status == 405 and headers.get("allow") == "POST", f"HEAD /layout: {status} {headers}")


def test_options_is_405_with_allow():
    """What openapi.yaml says OPTIONS gets: 405 problem+json with the route's Allow (no CORS preflight)."""
    with Server() as server:
        for path, allow in [("/layout", "POST"), ("/healthz", "GET, HEAD")]:
            status, headers, body = server.request("OPTIONS", path)
            expect(status == 405, f"OPTIONS {path}: {status}")
            expect(headers.get("allow") == allow, f"OPTIONS {path}: Allow {headers.get('allow')}")
            expect(headers.get("content-type") == "application/problem+json", f"OPTIONS {path}: {headers}")
            document, pointer = problem(body)
            expect(document["status"] == 405 and pointer == "", f"OPTIONS {path}: {document}")
