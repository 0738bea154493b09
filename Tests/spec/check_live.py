#!/usr/bin/env python3
"""Checks a running layoutd against openapi.yaml: the documented statuses, media types and schemas.

Starts the given layoutd binary on 127.0.0.1 (a free port), then:
- every GET endpoint answers with its documented status and media type, and /openapi.yaml is the repository's file;
- every Examples/*.json answers 200 with a body that validates against LayoutResponse, and the spec's own response
  example (hand-computed from the contract) is exactly what the server answers;
- the two seed scenarios pin their header where the contract's formula puts it;
- one request per documented error status answers that status as application/problem+json validating against
  Problem, with the pointer the spec promises;
- /metrics parses with Prometheus' text parser and its counters move as requests are answered
  (Tests/spec/check_metrics.py);
- the contract version: every answer says `Layout-Contract: 5` (openapi-core holds each response to the document,
  which requires it), a request naming a later contract is a 406 naming the server's, a malformed one a 400;
- calls from web pages, with curl as a browser would send them, against a second server started with
  `--cors-origins`: the preflight's 204 and its headers (printed), an allowed origin named on the answer, another
  origin's answer without any CORS header; and the default server answering OPTIONS with the 405;
- every response above, whatever the check, is validated by openapi-core against the document as the server
  serves it (Tests/spec/contract.py);
- SIGTERM ends the server with exit code 0.

Run from the repository root: python3 Tests/spec/check_live.py path/to/layoutd
"""

import http.client
import json
import pathlib
import signal
import socket
import subprocess
import sys
import time

import check_metrics
import yaml
from contract import Contract, ContractViolation
from jsonschema import Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC_URI = "urn:layoutd:openapi"
SPEC_BYTES = (ROOT / "openapi.yaml").read_bytes()
spec = yaml.safe_load(SPEC_BYTES)
registry = Registry().with_resource(SPEC_URI, DRAFT202012.create_resource(spec))

passed = 0
failed = 0


def check(name, ok, why=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {why}")


def schema(name):
    return Draft202012Validator({"$ref": f"{SPEC_URI}#/components/schemas/{name}"}, registry=registry)


def schema_errors(name, instance):
    errors = sorted(schema(name).iter_errors(instance), key=lambda e: list(e.absolute_path))
    return "; ".join(f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:160]}" for e in errors[:3])


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, binary, *arguments):
        self.port = free_port()
        self.process = subprocess.Popen(
            [binary, "--host", "127.0.0.1", "--port", str(self.port), "--admin-port", "0", "--log-level", "off",
             *arguments],
            stdin=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                if self.request("GET", "/healthz")[0] == 200:
                    return
            except OSError:
                time.sleep(0.1)
            if self.process.poll() is not None:
                raise SystemExit(f"layoutd exited with {self.process.returncode} before answering /healthz")
        raise SystemExit("layoutd did not answer /healthz within 20 s")

    def start_contract(self):
        """From now on every response is validated against the document the server serves."""
        self.contract = Contract.served_by(f"http://127.0.0.1:{self.port}")

    contract = None

    def request(self, method, path, body=None, headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            answer = response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()
        if self.contract is not None:
            try:
                self.contract.check(method, path, *answer, request_body=body)
            except ContractViolation as violation:
                check(f"openapi-core: {method} {path}", False, str(violation))
        return answer

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return None


def media_type(headers):
    value = next((v for k, v in headers.items() if k.lower() == "content-type"), "")
    return value.split(";")[0].strip().lower()


def header(headers, name):
    return next((v for k, v in headers.items() if k.lower() == name.lower()), None)


def post_layout(server, body, content_type="application/json"):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    return server.request("POST", "/layout", data, {"Content-Type": content_type})


def check_contract_rejects(contract):
    """The validation can fail: answers the document does not allow are rejected."""
    json_type = {"Content-Type": "application/json", "Layout-Contract": "5"}
    problem_type = {"Content-Type": "application/problem+json", "Layout-Contract": "5"}
    wrong = [
        ("a frame without height", "POST", "/layout", 200, json_type,
         b'{"contentSize":{"width":1,"height":1},"attributes":[{"indexPath":[0,0],"category":"cell",'
         b'"frame":{"x":0,"y":0,"width":1},"zIndex":0}]}'),
        ("an unknown category", "POST", "/layout", 200, json_type,
         b'{"contentSize":{"width":1,"height":1},"attributes":[{"indexPath":[0,0],"category":"tile",'
         b'"frame":{"x":0,"y":0,"width":1,"height":1},"zIndex":0}]}'),
        ("a problem without detail", "POST", "/layout", 400, problem_type,
         b'{"type":"/problems/invalid-request","title":"Invalid request","status":400}'),
        ("a problem as plain JSON", "POST", "/layout", 422, json_type,
         b'{"type":"/problems/unprocessable-layout","title":"t","status":422,"detail":"d"}'),
        ("an undocumented status", "GET", "/healthz", 418, json_type, b'{"status":"ok"}'),
        ("a 405 without Allow", "GET", "/layout", 405, problem_type,
         b'{"type":"/problems/method-not-allowed","title":"t","status":405,"detail":"d"}'),
        ("the document as HTML", "GET", "/openapi.yaml", 200, {"Content-Type": "text/html", "Layout-Contract": "5"},
         b"<p>"),
        ("an answer without Layout-Contract", "GET", "/healthz", 200, {"Content-Type": "application/json"},
         b'{"status":"ok"}'),
        ("an answer speaking another contract", "GET", "/healthz", 200,
         {"Content-Type": "application/json", "Layout-Contract": "4"}, b'{"status":"ok"}'),
    ]
    for name, method, path, status, headers, body in wrong:
        try:
            contract.check(method, path, status, headers, body)
            rejected = False
        except ContractViolation:
            rejected = True
        check(f"openapi-core rejects {name}", rejected, "the contract check accepted it")


def main(binary):
    server = Server(binary)
    try:
        server.start_contract()
        run(server)
        validated = server.contract.checked
        check(f"openapi-core validated every response ({validated})", validated > 0, "no response was validated")
        check_contract_rejects(server.contract)
    finally:
        code = server.stop()
        check("SIGTERM ends the server with exit code 0", code == 0, f"exit code {code}")
    pages = Server(binary, "--cors-origins", f"{PAGE}, https://other.example")
    try:
        pages.start_contract()
        run_cross_origin(pages)
    finally:
        pages.stop()
    print(f"live spec: {passed} passed, {failed} failed")
    return 1 if failed else 0


def run(server):
    # 1. GET endpoints: status and media type as documented.
    for path, item in spec["paths"].items():
        if "get" not in item:
            continue
        documented = item["get"]["responses"]["200"]["content"]
        status, headers, body = server.request("GET", path)
        check(f"GET {path} is 200", status == 200, f"got {status}")
        check(f"GET {path} media type is documented", media_type(headers) in documented,
              f"{media_type(headers)} not in {list(documented)}")
        if "application/json" in documented and media_type(headers) == "application/json":
            errs = schema_errors("Health", json.loads(body))
            check(f"GET {path} body validates", not errs, errs)
        status, headers, _ = server.request("POST", path, b"{}", {"Content-Type": "application/json"})
        check(f"POST {path} is 405 with Allow", status == 405 and header(headers, "Allow") is not None,
              f"got {status}, Allow {header(headers, 'Allow')}")
    status, _, body = server.request("GET", "/openapi.yaml")
    check("GET /openapi.yaml serves the repository's file byte for byte", body == SPEC_BYTES,
          "the served document differs (run scripts/embed and rebuild)")

    # 2. Every example request answers 200 with a schema-valid body.
    operation = spec["paths"]["/layout"]["post"]
    request_examples = operation["requestBody"]["content"]["application/json"]["examples"]
    response_examples = operation["responses"]["200"]["content"]["application/json"]["examples"]
    answers = {}
    for path in sorted((ROOT / "Examples").glob("*.json")):
        status, headers, body = post_layout(server, path.read_bytes())
        check(f"Examples/{path.name} is 200", status == 200, f"got {status}: {body[:300]!r}")
        check(f"Examples/{path.name} is application/json", media_type(headers) == "application/json",
              media_type(headers))
        if status == 200:
            answers[path.stem] = json.loads(body)
            errs = schema_errors("LayoutResponse", answers[path.stem])
            check(f"Examples/{path.name} response validates", not errs, errs)
    for name, example in response_examples.items():
        check(f"the spec's response example '{name}' is the server's answer",
              answers.get(name) == example["value"], f"server answered {json.dumps(answers.get(name))[:400]}")
    check("every request example was answered", set(request_examples) <= set(answers),
          f"missing {set(request_examples) - set(answers)}")

    # 3. The seed scenarios pin their headers where the contract's formula puts them.
    def header_of(answer, section):
        return next((a for a in answer.get("attributes", []) if a.get("kind") == "header"
                     and a["indexPath"] == [section, 0]), None)

    seed0 = header_of(answers.get("seed-000-waterfall-stick-header", {}), 0)
    # pinTop = 300 + 0 + 0; stickHeight 64 of a 200-point header: y = max(0, 300 - (200 - 64)) = 164.
    check("seed 000 header sticks at y 164 with zIndex 2048",
          seed0 is not None and seed0["frame"]["y"] == 164 and seed0["zIndex"] == 2048 and seed0["pinned"],
          f"got {seed0}")
    seed2 = header_of(answers.get("seed-002-flow-pin-section", {}), 2)
    # Section 2's header rests at 460 (sections end at 170 and 460); pinTop = 600 + 0 + 64 = 664; until never.
    check("seed 002 section 2 header pins at y 664 with zIndex 20",
          seed2 is not None and seed2["frame"]["y"] == 664 and seed2["zIndex"] == 20 and seed2["pinned"],
          f"got {seed2}")

    # 3b. Data that changes, round trip: the anchor the estimated feed reports is the one the measured feed sends, and
    #     resolves to 702 - 103 - 159 = 440 (the examples' descriptions compute both).
    estimated = answers.get("feed-estimated", {})
    measured_request = json.loads((ROOT / "Examples" / "feed-measured.json").read_text())
    check("feed-estimated reports the anchor feed-measured sends",
          estimated.get("anchor") == measured_request["anchor"], f"reported {estimated.get('anchor')}")
    measured = answers.get("feed-measured", {})
    check("feed-measured resolves its anchor to y 440 and reports it again",
          measured.get("contentOffset") == {"x": 0, "y": 440} and measured.get("anchor") == measured_request["anchor"],
          f"got {measured.get('contentOffset')} {measured.get('anchor')}")
    chat = answers.get("chat-bottom-to-top", {})
    check("chat-bottom-to-top echoes ids and marks its two unmeasured messages",
          [a.get("id") for a in chat.get("attributes", []) if a.get("estimated")] == ["msg-13", "msg-14"],
          f"got {chat.get('attributes', [])[-2:]}")

    # 4. One request per documented error status, answered as the spec says.
    flow = json.loads((ROOT / "Examples" / "flow.json").read_text())
    waterfall = json.loads((ROOT / "Examples" / "waterfall.json").read_text())
    misspelt = json.loads(json.dumps(flow))
    misspelt["layout"]["minimumLineSpaceing"] = 10
    negative = json.loads(json.dumps(flow))
    negative["sections"] = [{"items": [{"width": 10, "height": -1}]}]
    zero_columns = json.loads(json.dumps(waterfall))
    zero_columns["layout"]["columnCount"] = 0
    too_many = json.loads(json.dumps(flow))
    too_many["sections"] = [{"itemCount": 1_000_000}]
    too_many["elements"] = "all"
    repeated_id = json.loads(json.dumps(flow))
    repeated_id["sections"] = [{"items": [{"width": 1, "height": 1, "id": "a"}]}, {"itemCount": 2},
                               {"items": [{"width": 1, "height": 1}, {"width": 1, "height": 1, "id": "a"}]}]
    anchor_and_scroll = json.loads(json.dumps(flow))
    anchor_and_scroll["anchor"] = {"position": "top"}
    anchor_and_scroll["scrollTo"] = {"indexPath": [0, 1], "position": "top"}
    bottom_to_top_across = json.loads(json.dumps(flow))
    bottom_to_top_across["layout"].update(scrollDirection="horizontal", verticalLayoutDirection="bottomToTop")
    # Scroll ranges: a range that runs backwards, and a range beside what answers other offsets.
    def ranged(start, end, **members):
        body = json.loads(json.dumps(flow))
        body["elements"] = {"scrollRange": {"from": start, "to": end}}
        body.update(members)
        return body

    backwards_range = ranged(100, 0)
    range_and_timeline = ranged(0, 100)
    range_and_timeline["collectionView"]["contentOffsets"] = [{"x": 0, "y": 0}]
    range_and_scroll_to = ranged(0, 100, scrollTo={"indexPath": [0, 1], "position": "top"})
    range_and_anchor = ranged(0, 100, anchor="report")
    range_and_previous = ranged(0, 100, previous={"sections": [{"itemCount": 2}], "contentOffset": {"x": 0, "y": 0}})
    cases = [
        ("malformed JSON", lambda: post_layout(server, b'{"collectionView": '), 400, "/collectionView"),
        ("empty body", lambda: post_layout(server, b""), 400, ""),
        ("misspelt field", lambda: post_layout(server, misspelt), 400, "/layout/minimumLineSpaceing"),
        ("negative size", lambda: post_layout(server, negative), 400, "/sections/0/items/0/height"),
        ("1e999", lambda: post_layout(server, json.dumps(flow).replace('"height": 667', '"height": 1e999').encode()),
         400, "/collectionView/size/height"),
        ("unknown path", lambda: server.request("GET", "/nope"), 404, None),
        ("GET /layout", lambda: server.request("GET", "/layout"), 405, None),
        ("text/plain body", lambda: post_layout(server, flow, "text/plain"), 415, None),
        ("zero columns", lambda: post_layout(server, zero_columns), 422, "/layout/columnCount"),
        ("over the attribute limit", lambda: post_layout(server, too_many), 422, "/elements"),
        ("a repeated id", lambda: post_layout(server, repeated_id), 400, "/sections/2/items/1/id"),
        ("an anchor beside scrollTo", lambda: post_layout(server, anchor_and_scroll), 400, "/anchor"),
        ("bottom to top, scrolling horizontally", lambda: post_layout(server, bottom_to_top_across), 422,
         "/layout/verticalLayoutDirection"),
        ("a scroll range from 100 to 0", lambda: post_layout(server, backwards_range), 400, "/elements/scrollRange"),
        ("a scroll range beside contentOffsets", lambda: post_layout(server, range_and_timeline), 400, "/elements"),
        ("a scroll range beside scrollTo", lambda: post_layout(server, range_and_scroll_to), 400, "/elements"),
        ("a scroll range beside an anchor report", lambda: post_layout(server, range_and_anchor), 400, "/elements"),
        ("a scroll range beside previous", lambda: post_layout(server, range_and_previous), 400, "/previous"),
        ("a request needing contract 6", lambda: server.request(
            "POST", "/layout", json.dumps(flow).encode(), {"Content-Type": "application/json", "Layout-Contract": "6"}),
         406, ""),
        ("a Layout-Contract that is not a version", lambda: server.request(
            "POST", "/layout", json.dumps(flow).encode(), {"Content-Type": "application/json", "Layout-Contract": "v5"}),
         400, ""),
    ]
    for name, send, expected, pointer in cases:
        status, headers, body = send()
        check(f"{name} is {expected}", status == expected, f"got {status}: {body[:300]!r}")
        check(f"{name} is application/problem+json", media_type(headers) == "application/problem+json",
              media_type(headers))
        try:
            problem = json.loads(body)
        except ValueError:
            check(f"{name} body is JSON", False, repr(body[:200]))
            continue
        errs = schema_errors("Problem", problem)
        check(f"{name} body validates against Problem", not errs, errs)
        check(f"{name} problem status is {expected}", problem.get("status") == expected, problem.get("status"))
        if pointer is not None:
            pointers = [e.get("pointer") for e in problem.get("errors", [])]
            check(f"{name} points at {pointer!r}", pointer in pointers, f"pointers {pointers}")

    # 413 from Content-Length alone: a declared 64 MiB body, none of it sent.
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        connection.putrequest("POST", "/layout")
        connection.putheader("Content-Type", "application/json")
        connection.putheader("Content-Length", str(64 * 1024 * 1024))
        connection.endheaders()
        response = connection.getresponse()
        body = response.read()
        check("a declared 64 MiB body is 413 before it is sent", response.status == 413, f"got {response.status}")
        check("the 413 is application/problem+json", media_type(dict(response.getheaders())) ==
              "application/problem+json", response.getheader("Content-Type"))
        errs = schema_errors("Problem", json.loads(body)) if body else "empty body"
        check("the 413 body validates against Problem", not errs, errs)
    finally:
        connection.close()

    # 4b. The contract version: named on every answer (openapi-core requires the header of each response above),
    #     served when the request names this contract or an earlier one, refused with the server's when later.
    for named in ("1", "5"):
        status, headers, body = server.request(
            "POST", "/layout", json.dumps(flow).encode(), {"Content-Type": "application/json", "Layout-Contract": named})
        check(f"a request needing contract {named} is answered as one naming none",
              status == 200 and json.loads(body) == answers.get("flow"), f"got {status}")
    status, headers, body = server.request(
        "POST", "/layout", json.dumps(flow).encode(), {"Content-Type": "application/json", "Layout-Contract": "6"})
    problem = json.loads(body)
    check("the 406 names the server's contract", header(headers, "Layout-Contract") == "5"
          and problem.get("type") == "/problems/unsupported-contract"
          and problem.get("detail") == "this server speaks layout contract 5; the request needs contract 6",
          f"{header(headers, 'Layout-Contract')} {problem}")
    print(f"  a request needing contract 6: {status} Layout-Contract: {header(headers, 'Layout-Contract')} {body.decode()}")
    status, _, body = post_layout(server, misspelt)
    check("an unknown field's 400 says which contract the server speaks",
          json.loads(body).get("detail", "").endswith(" This server speaks layout contract 5."), body[:300])
    status, headers, _ = server.request("OPTIONS", "/layout", None, {"Origin": PAGE,
                                                                     "Access-Control-Request-Method": "POST"})
    check("without --cors-origins OPTIONS /layout is a 405 listing POST",
          status == 405 and header(headers, "Allow") == "POST" and header(headers, "Access-Control-Allow-Origin") is None,
          f"got {status}, Allow {header(headers, 'Allow')}")

    # 5. /metrics through Prometheus' parser.
    check_metrics.run(server, post_layout, check)

    # The server still answers correctly afterwards.
    status, _, body = post_layout(server, flow)
    check("the server still answers after the errors", status == 200 and json.loads(body) == answers.get("flow"),
          f"got {status}")


PAGE = "http://127.0.0.1:8000"


def curl(*arguments):
    """curl's answer: status, headers (names lowercased; a repeated one joined with ", "), body, and the head as
    text."""
    result = subprocess.run(["curl", "-s", "-i", "--max-time", "10", *arguments], capture_output=True, timeout=20)
    head, _, body = result.stdout.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        key = name.strip().lower()
        headers[key] = f"{headers[key]}, {value.strip()}" if key in headers else value.strip()
    status = int(lines[0].split()[1]) if lines and len(lines[0].split()) > 1 else 0
    return status, headers, body, head.decode("latin-1")


def run_cross_origin(server):
    """A server with --cors-origins, called with curl as Chromium calls it for a page's fetch() with
    Content-Type: application/json: the preflight, then the request."""
    base = f"http://127.0.0.1:{server.port}"
    flow = (ROOT / "Examples" / "flow.json").read_bytes()
    preflight = ["-X", "OPTIONS", f"{base}/layout", "-H", "Access-Control-Request-Method: POST",
                 "-H", "Access-Control-Request-Headers: content-type,layout-contract"]
    status, headers, body, head = curl(*preflight, "-H", f"Origin: {PAGE}")
    print("  curl -i -X OPTIONS /layout -H 'Origin: " + PAGE + "' -H 'Access-Control-Request-Method: POST' "
          "-H 'Access-Control-Request-Headers: content-type,layout-contract':")
    print("    " + head.replace("\r\n", "\n    "))
    server.contract.check("OPTIONS", "/layout", status, headers, body)
    expected = {
        "access-control-allow-origin": PAGE,
        "access-control-allow-methods": "POST",
        "access-control-allow-headers": "Content-Type, Content-Encoding, Accept, Accept-Encoding, If-None-Match, "
                                        "Layout-Contract, Authorization",
        "access-control-max-age": "7200",
        "access-control-expose-headers": "ETag, Retry-After, Layout-Contract",
        "allow": "POST, OPTIONS",
        "vary": "Origin",
        "layout-contract": "5",
    }
    check("the preflight of an allowed origin is 204 without a body", status == 204 and body == b"", f"got {status}")
    for name, value in expected.items():
        check(f"the preflight says {name}: {value}", headers.get(name) == value, f"got {headers.get(name)!r}")
    for name in ("content-type", "access-control-allow-credentials"):
        check(f"the preflight has no {name}", name not in headers, headers.get(name))

    status, headers, body, _ = curl(*preflight, "-H", "Origin: http://127.0.0.1:8001")
    check("another origin's preflight is a 204 without any CORS header",
          status == 204 and not [n for n in headers if n.startswith("access-control-")], f"{status} {headers}")

    post = [f"{base}/layout", "-H", "Content-Type: application/json", "--data-binary", flow]
    status, headers, body, _ = curl(*post, "-H", f"Origin: {PAGE}", "-H", "Layout-Contract: 5")
    server.contract.check("POST", "/layout", status, headers, body, request_body=flow)
    check("an allowed origin's answer names it and what the page may read",
          status == 200 and headers.get("access-control-allow-origin") == PAGE
          and headers.get("access-control-expose-headers") == "ETag, Retry-After, Layout-Contract"
          and "Origin" in headers.get("vary", ""), f"{status} {headers}")
    plain_status, plain_headers, plain_body, _ = curl(*post)
    check("the answer's body is the one a client without Origin gets", body == plain_body and plain_status == 200,
          f"{plain_status}")
    status, headers, other_body, _ = curl(*post, "-H", "Origin: http://127.0.0.1:8001")
    check("another origin gets the same answer without any CORS header",
          status == 200 and other_body == plain_body and not [n for n in headers if n.startswith("access-control-")]
          and "Origin" in headers.get("vary", ""), f"{status} {headers}")
    # The server's own answer (a declared 64 MiB body, refused before it is read) names the page too.
    status, headers, body, _ = curl(f"{base}/layout", "-H", "Content-Type: application/json", "-H", f"Origin: {PAGE}",
                                    "-H", f"Content-Length: {64 << 20}", "-X", "POST")
    check("the server's own 413 names an allowed origin, so the page can read it",
          status == 413 and headers.get("access-control-allow-origin") == PAGE
          and headers.get("layout-contract") == "5", f"{status} {headers}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: check_live.py path/to/layoutd")
    sys.exit(main(sys.argv[1]))
