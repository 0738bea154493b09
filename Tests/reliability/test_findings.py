"""The seven attacks of attacks.py, each against the real server with its default limits (only a deadline is shortened,
where waiting for the default would make the test long): the answer the attack gets, the process alive afterwards,
its peak resident memory within the manifest's 512 MiB, and /healthz on the admin port answered throughout (median
within 100 ms, worst within 1 s), sampled from a background thread (watch.py). The attacks are in attacks.py, shared
with probes.py, which runs them against a release build and prints the figures."""

import tempfile

import attacks
from support import Server, expect
from watch import Watch


def test_finding_1_an_over_long_element_kind_is_400_at_it():
    with Server() as server:
        with Watch(server) as watch:
            outcome = attacks.finding_1_long_element_kind(server)
        watch.expect_healthy()
        expect(outcome.statuses == {400: 1}, f"the 42,600-character elementKind answered {dict(outcome.statuses)}")
        expect(outcome.detail == attacks.LONG_KIND_POINTER, f"the 400 points at {outcome.detail!r}")


def test_finding_2_svg_is_bounded_and_abandoned_requests_are_not_computed():
    with Server() as server:
        with Watch(server) as watch:
            outcome = attacks.finding_2_svg(server)
        watch.expect_healthy()
        attacks.expect_statuses(outcome, {200, 422}, "SVG of 99,999 cells and of 49,000 sections")
        expect(outcome.statuses["svg bytes <= 16 MiB: True"] == 2, f"an SVG answer over 16 MiB: {outcome.statuses}")
        expect(outcome.statuses["heavy 200"] == 8, f"the requests keeping the workers busy got {outcome.statuses}")
        expect(
            outcome.detail["abandoned computed"] == 0,
            f"requests whose clients had gone were computed: {outcome.detail}",
        )
        expect(outcome.detail["abandoned dropped"] >= 1, f"no abandoned request was dropped: {outcome.detail}")


def test_finding_3_slow_readers_of_large_answers_hold_at_most_the_bytes_in_flight():
    with Server() as server:
        with Watch(server) as watch:
            outcome = attacks.finding_3_slow_readers(server)
        watch.expect_healthy()
        attacks.expect_statuses(outcome, {200, 503}, "300 slow readers of a 10 MB answer")
        # 300 answers of 10 MB are far more than the 256 MiB in flight: most must be refused before computing.
        expect(outcome.statuses[503] >= 100, f"too few refused for the bytes in flight: {dict(outcome.statuses)}")
        expect(outcome.statuses[200] >= 1, f"none of the slow readers was served: {dict(outcome.statuses)}")


def test_finding_4_stalled_uploads_are_held_compressed_and_closed_at_the_request_deadline():
    with Server("--request-timeout", 3) as server:
        with Watch(server) as watch:
            outcome = attacks.finding_4_stalled_uploads(server, hold=5.0)
        watch.expect_healthy()
        expect(outcome.statuses["still open"] == 0, f"stalled uploads outlived the 3 s deadline: {outcome.statuses}")
        samples = server.metrics()
        closed = samples['layoutd_connections_closed_total{reason="request_deadline"}']
        refused = samples['layoutd_requests_refused_total{reason="bytes_in_flight"}']
        # The gzip uploads are held compressed (8.4 KB each) until their deadline; of the 40 identity ones, those
        # whose 8 MiB would pass the 256 MiB in flight are refused from their Content-Length, the others held. So each
        # of the 110 is either refused or closed at its deadline.
        expect(refused >= 1, "no 8 MiB upload was refused for the bytes in flight (40 of them are 320 MiB)")
        expect(closed >= 1, "no upload was counted closed for the request deadline")
        expect(closed + refused == 110, f"{closed:.0f} closed and {refused:.0f} refused of 110 uploads: {outcome}")


def test_finding_5_trickled_heads_and_idle_keep_alives_cannot_hold_every_connection():
    with Server("--head-timeout", 2, "--keep-alive-timeout", 1) as server:
        with Watch(server) as watch:
            outcome = attacks.finding_5_every_connection_held(server)
        watch.expect_healthy()
        statuses = outcome.statuses
        expect(statuses["trickling sent"] >= 1000, f"the trickling connections were not all opened: {statuses}")
        expect(statuses["trickling still open"] == 0, f"trickled heads outlived the 2 s head deadline: {statuses}")
        expect(outcome.detail == [200], f"a new client after the trickle got {outcome.detail} from /healthz")
        expect(statuses["idle served"] >= 1000, f"the idle keep-alive connections were not served: {statuses}")
        expect(statuses["idle still open"] == 0, f"idle keep-alive connections outlived 1 s: {statuses}")
        samples = server.metrics()
        head = samples['layoutd_connections_closed_total{reason="head_deadline"}']
        idle = samples['layoutd_connections_closed_total{reason="keep_alive_idle"}']
        expect(head >= 1000, f"only {head:.0f} connections were counted closed for the head deadline")
        expect(idle >= 1000, f"only {idle:.0f} connections were counted closed for the keep-alive timeout")


def test_finding_6_saturated_workers_leave_health_fast_and_refuse_past_the_queue():
    with Server() as server:
        with Watch(server) as watch:
            outcome = attacks.finding_6_saturated(server)
        watch.expect_healthy()
        attacks.expect_statuses(outcome, {200, 503}, "48 clients of 100,000-attribute gzip answers")
        expect(outcome.statuses[200] >= 2, f"the saturating clients were hardly served: {dict(outcome.statuses)}")
        expect(attacks.wait_for_idle(server)["layoutd_queue_depth"] == 0, "the queue did not empty afterwards")


def test_finding_7_libmicrohttpds_own_505_and_414_are_counted_and_logged():
    with tempfile.TemporaryFile() as log:
        with Server(log_level="info", access_log=log) as server:
            with Watch(server) as watch:
                outcome = attacks.finding_7_http2_request_line(server)
            watch.expect_healthy()
            server.terminate()
        expect(outcome.statuses == {505: 1, 414: 1}, f"the request lines were answered {dict(outcome.statuses)}")
        expect(outcome.detail == {505: 1, 414: 1}, f"/metrics counted {outcome.detail}")
        log.seek(0)
        lines = log.read().decode().splitlines()
        for code in (505, 414):
            expect(
                sum(f'"status":{code}' in line for line in lines) == 1,
                f"the access log has not one {code}: {[line for line in lines if 'status' in line][-5:]}",
            )
