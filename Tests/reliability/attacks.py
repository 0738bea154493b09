"""Seven attacks on the bounds of work and memory, against a running server, each a function that runs its probe and returns what
the server answered (`Outcome`). `test_findings.py` asserts on them against the release build in CI; `probes.py` runs
them against a release build and prints the figures. Every attack bounds its own time.

The requests, each small for what it asks: a compositional group whose one item has an
anchored supplementary with a 42,600-character `elementKind` over 49,999 uniform items; SVG of 99,999 flow cells;
slow readers of a 10 MB answer; stalled gzip uploads that inflate to just under 8 MiB; trickled heads and idle
keep-alive connections; 48 clients asking gzip answers of 100,000 attributes; a request line with `HTTP/2.0`.
"""

import collections
import gzip
import json
import select
import socket
import threading
import time
import zlib

from support import expect

Outcome = collections.namedtuple("Outcome", "statuses detail", defaults=("",))

# ----------------------------------------------------------------------------------------------- requests


def compact(document):
    return json.dumps(document, separators=(",", ":")).encode()


def long_element_kind_request(kind_length=42_600, items=49_999):
    """Finding 1: the anchored supplementary's kind is repeated on each of `items` attributes."""
    return compact(
        {
            "collectionView": {"size": {"width": 375, "height": 812}},
            "layout": {
                "type": "compositional",
                "section": {
                    "group": {
                        "group": "horizontal",
                        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 1}},
                        "subitem": {
                            "layoutSize": {
                                "widthDimension": {"fractionalWidth": 1},
                                "heightDimension": {"fractionalHeight": 1},
                            },
                            "supplementaryItems": [
                                {
                                    "elementKind": "k" * kind_length,
                                    "layoutSize": {
                                        "widthDimension": {"absolute": 1},
                                        "heightDimension": {"absolute": 1},
                                    },
                                    "containerAnchor": {"edges": ["top", "trailing"]},
                                }
                            ],
                        },
                        "count": 1,
                    }
                },
            },
            "sections": [{"itemCount": items}],
            "elements": "all",
        }
    )


LONG_KIND_POINTER = "/layout/section/group/subitem/supplementaryItems/0/elementKind"


def flow_cells_request(count=99_999, item=(1, 1), elements="all"):
    """Findings 2, 3 and 6: `count` uniform flow cells of `item` points, every attribute asked for."""
    return compact(
        {
            "collectionView": {"size": {"width": 320, "height": 480}},
            "layout": {"type": "flow", "itemSize": {"width": item[0], "height": item[1]}},
            "sections": [{"itemCount": count}],
            "elements": elements,
        }
    )


def one_cell_sections_request(sections=49_000):
    """Finding 2's second shape: `sections` one-cell sections, a small body once gzipped."""
    return compact(
        {
            "collectionView": {"size": {"width": 320, "height": 480}},
            "layout": {"type": "flow", "itemSize": {"width": 1, "height": 1}},
            "sections": [{"itemCount": 1}] * sections,
            "elements": "all",
        }
    )


def post(body, *, accept=None, gzip_body=False, accept_gzip=False):
    """The bytes of `POST /layout` with `body`."""
    head = [
        "POST /layout HTTP/1.1",
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        f"Content-Length: {len(body)}",
    ]
    if accept:
        head.append(f"Accept: {accept}")
    if gzip_body:
        head.append("Content-Encoding: gzip")
    if accept_gzip:
        head.append("Accept-Encoding: gzip")
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


# ------------------------------------------------------------------------------------------------ sockets


def connect(port, *, source="127.0.0.1", receive_buffer=None, timeout=5):
    """A TCP connection to 127.0.0.1:`port` from `source` (any 127/8 address is this machine's), or None when the
    server refused it."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if receive_buffer:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.settimeout(timeout)
    try:
        sock.bind((source, 0))
        sock.connect(("127.0.0.1", port))
    except OSError:
        sock.close()
        return None
    return sock


def spread(count, per_address=16):
    """Source addresses for `count` connections, `per_address` from each (127.0.1.1, 127.0.1.2, ...): many clients
    as the server sees them, each within the default per-client connection limit, so that the limits behind it are
    the ones attacked."""
    return [f"127.0.{1 + (i // per_address) // 250}.{1 + (i // per_address) % 250}" for i in range(count)]


def send_quietly(sock, data):
    """`sendall`, False when the server has closed the connection (refused after accept, or shut it)."""
    try:
        sock.sendall(data)
        return True
    except OSError:
        return False


def status_of(sock, timeout=10):
    """The status of the answer on `sock` (its head only is read), or the reason there is none."""
    sock.settimeout(timeout)
    data = b""
    try:
        while b"\r\n" not in data:
            chunk = sock.recv(4096)
            if not chunk:
                return "closed"
            data += chunk
    except socket.timeout:
        return "no answer"
    except OSError:
        return "reset"
    return int(data.split(b" ", 2)[1])


def read_answer(sock, timeout=30):
    """One whole answer on `sock`: (status, headers lowercased, body), or (reason, {}, b"") without one."""
    sock.settimeout(timeout)
    data = b""
    try:
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                return "closed", {}, b""
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
        length = int(headers.get("content-length", "0"))
        while len(body) < length:
            chunk = sock.recv(1 << 20)
            if not chunk:
                return "truncated", headers, body
            body += chunk
        return int(lines[0].split()[1]), headers, body[:length]
    except socket.timeout:
        return "no answer", {}, b""
    except OSError:
        return "reset", {}, b""


def closed_within(sock, seconds):
    """Whether the server closes `sock` within `seconds` (0: has closed it already), reading and dropping whatever
    it sends first."""
    deadline = time.monotonic() + seconds
    try:
        while True:
            sock.settimeout(max(0.001, deadline - time.monotonic()))
            if not sock.recv(65536):
                return True
    except socket.timeout:
        return False
    except OSError:
        return True


def close_all(socks):
    for sock in socks:
        if sock is not None:
            sock.close()


# ------------------------------------------------------------------------------------------------ attacks


def finding_1_long_element_kind(server):
    """A 43 KB request whose 42,600-character elementKind the answer would repeat 49,999 times."""
    sock = connect(server.port)
    send_quietly(sock, post(long_element_kind_request()))
    status, _, body = read_answer(sock)
    sock.close()
    pointer = ""
    if isinstance(status, int) and status >= 400:
        errors = json.loads(body).get("errors") or [{}]
        pointer = errors[0].get("pointer", "")
    return Outcome(collections.Counter([status]), pointer)


def finding_2_svg(server, abandoned=10, heavy=8):
    """SVG of 99,999 cells; SVG of 49,000 one-cell sections from a 2.3 KB gzip body; then `abandoned` SVG requests
    whose clients hang up at once, queued behind `heavy` requests that keep every worker busy. Returns the statuses
    of the two SVG answers and, as detail, how many POST /layout answers the server counted beyond the heavy ones
    and the SVG two (0 when no abandoned request was computed) and how many it dropped as abandoned."""
    statuses = collections.Counter()
    for body, gzipped in ((flow_cells_request(), False), (gzip.compress(one_cell_sections_request()), True)):
        sock = connect(server.port)
        send_quietly(sock, post(body, accept="image/svg+xml", gzip_body=gzipped))
        status, headers, answer = read_answer(sock)
        statuses[status] += 1
        statuses[f"svg bytes <= 16 MiB: {len(answer) <= 16 << 20}"] += 1
        sock.close()
    before = server.metrics()
    answered_before = layout_answers(before)
    # Every worker busy for a while, with more queued behind them, then the abandoned ones queued behind those.
    busy = [connect(server.port) for _ in range(heavy)]
    for sock in busy:
        send_quietly(sock, post(flow_cells_request(100_000, item=(10, 10)), accept_gzip=True))
    time.sleep(0.05)
    for _ in range(abandoned):
        sock = connect(server.port)
        send_quietly(sock, post(flow_cells_request(), accept="image/svg+xml"))
        sock.close()
    for sock in busy:
        statuses[f"heavy {read_answer(sock, timeout=60)[0]}"] += 1
    close_all(busy)
    after = wait_for_idle(server)
    computed = layout_answers(after) - answered_before - heavy
    dropped = after.get("layoutd_requests_abandoned_total", 0) - before.get("layoutd_requests_abandoned_total", 0)
    return Outcome(statuses, {"abandoned computed": int(computed), "abandoned dropped": int(dropped)})


def layout_answers(samples):
    """POST /layout answers counted in `samples` (every status)."""
    prefix = 'http_requests_total{method="POST",route="/layout",'
    return sum(value for name, value in samples.items() if name.startswith(prefix))


def wait_for_idle(server, timeout=30):
    """The server's metrics once no request is in flight or queued (or after `timeout` seconds)."""
    deadline = time.monotonic() + timeout
    while True:
        samples = server.metrics()
        busy = samples.get("layoutd_queue_depth", 0) + samples.get("layoutd_workers_busy", 0)
        if busy == 0 or time.monotonic() > deadline:
            return samples
        time.sleep(0.05)


def finding_3_slow_readers(server, connections=300, hold=3.0):
    """`connections` clients each ask the 10 MB answer for 99,999 one-point cells and read it through a 4 KiB
    receive buffer, 4 KiB every half second, for `hold` seconds; then hang up."""
    request = post(flow_cells_request())
    socks = [connect(server.port, source=source, receive_buffer=4096) for source in spread(connections)]
    refused = sum(1 for sock in socks if sock is None)
    live = [sock for sock in socks if sock is not None and send_quietly(sock, request)]
    statuses = collections.Counter({"refused at connect": refused, "closed before the request": len(socks) - refused - len(live)})
    heads = {}
    deadline = time.monotonic() + hold
    while time.monotonic() < deadline and live:
        readable, _, _ = select.select(live, [], [], 0.5)
        for sock in readable:
            try:
                chunk = sock.recv(4096)
            except OSError:
                chunk = b""
            if sock not in heads:
                heads[sock] = chunk or b"closed"
            if not chunk:
                live.remove(sock)
        time.sleep(0.5)
    for sock in socks:
        if sock is None:
            continue
        head = heads.get(sock, b"")
        if head.startswith(b"HTTP/1.1 "):
            statuses[int(head.split(b" ", 2)[1])] += 1
        else:
            statuses["closed unanswered" if head == b"closed" else "no answer yet"] += 1
    close_all(socks)
    return Outcome(statuses)


def stalled_gzip_upload(inflated=8 * 1024 * 1024 - 4096):
    """A gzip body inflating to `inflated` bytes of JSON-like text, without its final block: (the bytes to send now,
    an empty deflate block that keeps the upload alive)."""
    text = (b'{"a":[' + b"0," * (inflated // 2))[:inflated]
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    data = compressor.compress(text) + compressor.flush(zlib.Z_SYNC_FLUSH)
    # After a sync flush the stream is on a byte boundary: an empty stored block is its header byte, then LEN 0 and
    # NLEN 0xffff (RFC 1951 §3.2.4). zlib itself would give nothing for a second flush with no input.
    keepalive = b"\x00\x00\x00\xff\xff"
    return data, keepalive


def finding_4_stalled_uploads(server, gzip_uploads=70, identity_uploads=40, hold=4.0, tick=1.0):
    """`gzip_uploads` chunked gzip uploads of about 8.4 KB, each inflating to just under 8 MiB, and
    `identity_uploads` of 8 MiB less one byte, all stalled before their end and kept alive every `tick` seconds
    (an empty deflate block; one byte of the identity body's last), for `hold` seconds. Returns how each
    connection ended: closed by the server, or still open when the attack stopped."""
    data, keepalive = stalled_gzip_upload()
    gzip_head = (
        b"POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    body = b"x" * (8 << 20)
    identity_head = (
        b"POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\n\r\n" % len(body)
    )
    chunk = lambda piece: b"%x\r\n%s\r\n" % (len(piece), piece)  # noqa: E731
    uploads = []  # (socket, keep-alive bytes)
    sources = spread(gzip_uploads + identity_uploads)
    for source in sources[:gzip_uploads]:
        sock = connect(server.port, source=source)
        if sock is not None and send_quietly(sock, gzip_head + chunk(data)):
            uploads.append((sock, chunk(keepalive)))
    for source in sources[gzip_uploads:]:
        sock = connect(server.port, source=source)
        if sock is not None and send_quietly(sock, identity_head + body[: len(body) - 1 - 64]):
            uploads.append((sock, b"x"))
    statuses = collections.Counter({"refused or cut while sending": gzip_uploads + identity_uploads - len(uploads)})
    deadline = time.monotonic() + hold
    open_uploads = list(uploads)
    while time.monotonic() < deadline and open_uploads:
        time.sleep(tick)
        for upload in list(open_uploads):
            if not send_quietly(upload[0], upload[1]) or closed_within(upload[0], 0):
                open_uploads.remove(upload)
    statuses["closed by the server"] += len(uploads) - len(open_uploads)
    statuses["still open"] += len(open_uploads)
    close_all(sock for sock, _ in uploads)
    return Outcome(statuses)


def finding_5_every_connection_held(server, trickling=1024, idle=1100, hold=4.0):
    """`trickling` connections from many addresses that each send half a head and then one more byte every second,
    for `hold` seconds; then `idle` keep-alive connections left idle after one answered request, for `hold`
    seconds. Returns how many of each the server accepted and how many it had closed by the end, and, as detail,
    what a fresh client (127.0.0.2) got from /healthz on the main port each second, after the server had closed
    the trickling connections."""
    statuses = collections.Counter()
    trickle = []
    for source in spread(trickling):
        sock = connect(server.port, source=source)
        if sock is not None and send_quietly(sock, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "):
            trickle.append(sock)
    deadline = time.monotonic() + hold
    alive = list(trickle)
    while time.monotonic() < deadline and alive:
        time.sleep(1.0)
        alive = [sock for sock in alive if send_quietly(sock, b"a") and not closed_within(sock, 0)]
    statuses["trickling sent"] = len(trickle)
    statuses["trickling still open"] = len(alive)
    close_all(trickle)
    after = []
    probe = connect(server.port, source="127.0.0.2")
    if probe is not None and send_quietly(probe, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"):
        after.append(status_of(probe, timeout=2))
    close_all([probe])
    kept = []
    for source in spread(idle):
        sock = connect(server.port, source=source)
        if sock is not None and send_quietly(sock, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"):
            if status_of(sock, timeout=2) == 200:
                kept.append(sock)
                continue
        close_all([sock])
    statuses["idle served"] = len(kept)
    time.sleep(hold)
    statuses["idle still open"] = sum(1 for sock in kept if not closed_within(sock, 0))
    close_all(kept)
    return Outcome(statuses, after)


def finding_6_saturated(server, clients=48, duration=4.0):
    """`clients` threads each asking, again and again for `duration` seconds, the gzip answer of 100,000
    attributes; then they hang up. Returns the statuses they got."""
    request = post(flow_cells_request(100_000, item=(10, 10)), accept_gzip=True)
    statuses = collections.Counter()
    lock = threading.Lock()
    stop = time.monotonic() + duration

    def client(source):
        sock = None
        while time.monotonic() < stop:
            if sock is None:
                sock = connect(server.port, source=source, timeout=2)
                if sock is None:
                    with lock:
                        statuses["refused"] += 1
                    time.sleep(0.1)
                    continue
            if not send_quietly(sock, request):
                sock.close()
                sock = None
                continue
            status, headers, _ = read_answer(sock, timeout=max(0.1, stop - time.monotonic()))
            if status == "no answer" and time.monotonic() >= stop:
                status = "waiting when the clients stopped"
            with lock:
                statuses[status] += 1
            if not isinstance(status, int) or headers.get("connection", "").lower() == "close":
                sock.close()
                sock = None
        if sock is not None:
            sock.close()

    threads = [threading.Thread(target=client, args=(source,), daemon=True) for source in spread(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(duration + 30)
    return Outcome(statuses)


def finding_7_http2_request_line(server):
    """A request line with `HTTP/2.0`, and one whose target is 40,000 bytes: libmicrohttpd's own 505 and 414.
    Returns the statuses sent and, as detail, how /metrics counted them."""
    statuses = collections.Counter()
    before = server.metrics()
    for line in (b"GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n", b"GET /" + b"a" * 40_000 + b" HTTP/1.1\r\n\r\n"):
        sock = connect(server.port)
        send_quietly(sock, line)
        statuses[status_of(sock)] += 1
        sock.close()
    time.sleep(0.2)  # the connection-closed notification counts them
    after = server.metrics()
    counted = {}
    for code in (505, 414):
        name = f'http_requests_total{{method="OTHER",route="other",code="{code}"}}'
        counted[code] = int(after.get(name, 0) - before.get(name, 0))
    return Outcome(statuses, counted)


def expect_statuses(outcome, allowed, what):
    """Fails unless every status in `outcome` is one of `allowed` (ints; descriptive keys are ignored)."""
    unexpected = {s: n for s, n in outcome.statuses.items() if n and isinstance(s, int) and s not in allowed}
    expect(not unexpected, f"{what}: unexpected statuses {unexpected} (all: {dict(outcome.statuses)})")
