"""Issue 33's four findings, each against the real (release) server with its default flags: what a request costs
grows with what it says and what it asks, never with a product it controls. Each asserts the status, the server CPU
against CPython's `json.loads` of the same body timed in the same run (+ 20 ms + 1.5 ns an answer byte), and the
peak resident memory (VmHWM) against the body's inflated size (12 x + 64 MiB + the answer); the first also the
resident size 10 s after a burst of four concurrent clients. The requests and the bounds are in bounds.py; a request
over the CPU bound is sent again, up to three times, and its least CPU kept (noise only adds)."""

import xml.etree.ElementTree as ElementTree

import bounds
from support import Server, expect


def idle_server():
    """A server with the default flags, past its first small request: (server, idle VmHWM in KiB, idle VmRSS)."""
    server = Server(checked=False)
    bounds.post(server.port, bounds.compact(bounds.pinned_one_item_sections(10)))
    pid = server.process.pid
    return server, bounds.status_kib(pid, "VmHWM"), bounds.status_kib(pid, "VmRSS") * 1024


def test_finding_1_uniform_sections_cost_memory_by_the_body_and_give_it_back():
    server, idle_hwm, idle_rss = idle_server()
    with server:
        # 100,000 sections of 1,000 items (5.3 MB inflated from 15 KB), then of 100 items: the visible answer is past
        # the attribute limit (bounds.iglist_uniform_sections), and a 50 x 50 rect deep inside is answered.
        for items in (1000, 100):
            for top in ({}, {"elements": bounds.DEEP_RECT}):
                body = bounds.iglist_uniform_sections(items=items, **top)
                outcome = bounds.measure_least(server, body)
                what = f"iglist, 100,000 uniform sections of {items} items, {'a rect' if top else 'visible'}"
                if top:
                    expect(outcome.status == 200, f"{what}: {outcome.describe()}")
                else:
                    bounds.expect_attribute_limit(outcome, what)
                bounds.expect_within_cpu(outcome, what)
                bounds.expect_within_memory(server, idle_hwm, len(body), len(outcome.body), what)
        # Four clients at once, twice each, the rect: each request computed or refused for the bytes in flight (503
        # with Retry-After), never past the pod's 512 MiB; and the memory given back within 10 s.
        body = bounds.iglist_uniform_sections(elements=bounds.DEEP_RECT)
        statuses, retry_after = bounds.burst(server.port, body)
        expect(set(statuses) <= {200, 503}, f"the burst was answered {statuses}")
        expect(200 in statuses, f"none of the burst was computed: {statuses}")
        expect(retry_after, "a 503 of the burst without Retry-After: 1")
        expect(server.process.poll() is None, "the server died in the burst")
        peak = bounds.status_kib(server.process.pid, "VmHWM") * 1024
        expect(peak <= 512 * bounds.MIB, f"the burst took the server to {peak / bounds.MIB:.0f} MiB resident")
        later = bounds.resident_after(server, 10.0)
        expect(
            later <= idle_rss + bounds.GIVEN_BACK_WITHIN_BYTES,
            f"10 s after the burst {later / 1e6:.0f} MB resident, idle was {idle_rss / 1e6:.0f} MB",
        )


def test_finding_2_sections_cost_cpu_by_the_body_whatever_is_asked():
    server, idle_hwm, _ = idle_server()
    with server:
        largest = 0
        for name, body, accept in bounds.finding_2_variants():
            outcome = bounds.measure(server, body, accept=accept, repeat=3)
            what = f"flow, 100,000 pinned one-item sections, {name}"
            expect(outcome.status == 200, f"{what}: {outcome.describe()}")
            bounds.expect_within_cpu(outcome, what)
            largest = max(largest, len(body) * bounds.WORKING_BYTES_PER_BODY_BYTE + len(outcome.body))
        bounds.expect_within_memory(server, idle_hwm, largest // bounds.WORKING_BYTES_PER_BODY_BYTE, 0, "finding 2")


def test_finding_3_valid_requests_are_answered():
    server, idle_hwm, _ = idle_server()
    with server:
        for name, body in bounds.finding_3_bodies():
            outcome = bounds.measure_least(server, body, gzip_body=False)
            expect(outcome.status == 200, f"{name}: {outcome.describe()}")
            bounds.expect_within_cpu(outcome, name)
            bounds.expect_within_memory(server, idle_hwm, len(body), len(outcome.body), name)


def test_finding_4_svg_is_xml_whatever_the_kinds_hold():
    server, idle_hwm, _ = idle_server()
    with server:
        body = bounds.control_character_kinds()
        outcome = bounds.measure_least(server, body, gzip_body=False, accept="image/svg+xml")
        expect(outcome.status == 200, f"the SVG: {outcome.describe()}")
        expect(outcome.headers.get("content-type", "").startswith("image/svg+xml"), f"{outcome.headers}")
        text = outcome.body.decode("utf-8")
        written = sorted({f"U+{ord(c):04X}" for c in text if c in bounds.UNREPRESENTABLE})
        expect(not written, f"the SVG holds characters XML 1.0 cannot: {written}")
        expect("a\ufffdb" in text, "the kinds' characters are not drawn as U+FFFD")
        try:
            root = ElementTree.fromstring(outcome.body)  # expat: a strict XML 1.0 parser
        except ElementTree.ParseError as error:
            raise AssertionError(f"the SVG is not well-formed XML: {error}") from None
        expect(root.tag == "{http://www.w3.org/2000/svg}svg", f"the document's root is {root.tag}")
        bounds.expect_within_cpu(outcome, "the SVG")
        bounds.expect_within_memory(server, idle_hwm, len(body), len(outcome.body), "the SVG")
