#!/usr/bin/env python3
"""Posts a request body N times on one keep-alive connection and reads each answer: the client for counting a
server's instructions per request under valgrind (BENCHMARKS.md, "HTTP: server CPU per request against C").

    post_keepalive.py PORT N [BODY]      BODY defaults to .build/bench/typical-visible.json (scripts/load writes it)
"""

import socket
import sys

port, count = int(sys.argv[1]), int(sys.argv[2])
body = open(sys.argv[3] if len(sys.argv) > 3 else ".build/bench/typical-visible.json", "rb").read()
request = (
    b"POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
    % len(body)
) + body
with socket.create_connection(("127.0.0.1", port)) as sock:
    for _ in range(count):
        sock.sendall(request)
        data = b""
        while b"\r\n\r\n" not in data:
            data += sock.recv(65536)
        head, _, rest = data.partition(b"\r\n\r\n")
        length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length"))
        while len(rest) < length:
            rest += sock.recv(65536)
