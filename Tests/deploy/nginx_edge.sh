#!/usr/bin/env bash
# The shipped edge, deploy/nginx/nginx.conf, in front of two layoutd replicas on loopback:
#   1. builds layoutd (SCRATCH_PATH or .build) and installs nginx through scripts/bootstrap when missing;
#   2. makes a throwaway certificate for 127.0.0.1 with openssl (ECDSA P-256, SHA-256, one day) and a key file of
#      three test clients, starts two replicas (with --cors-origins for a test page) on free ports and nginx on a
#      free port with the example configuration pointed at them;
#   3. TLS: 50 POST /layout over HTTPS with a key (the Examples/ requests in turn), each 200, over HTTP/2, naming
#      contract 5, byte-equal to `layoutd compute`; both replicas served some (http_requests_total on each
#      replica's /metrics); a gzip body and a gzip answer pass through unchanged (the answer, inflated, equal too);
#   4. keys: no key and an unknown key are each a 401 problem+json with WWW-Authenticate, and reach no replica; a
#      browser's preflight, which carries no key, reaches layoutd and is answered for the allowed page;
#   5. rates: a burst from one address past its rate gets 429s, each with Retry-After and a problem+json body
#      (readable by the allowed page), counted by the per-address zone; a burst of one key from five addresses,
#      each within its address's rate, gets 429s from the per-key zone;
#   6. kills one replica (SIGKILL) and checks 20 more requests still succeed, all on the survivor;
#   7. stops everything and removes its files, also on failure (trap).
# Only loopback addresses are used (127.0.0.1 and, as other clients, 127.0.0.2 to 127.0.0.14, which Linux routes
# to the loopback device); every wait and request is bounded in time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

readonly SCRATCH=${SCRATCH_PATH:-.build}
readonly REQUESTS=50
readonly REQUESTS_AFTER_KILL=20
readonly PAGE=http://127.0.0.1:8000
# The shipped rates (nginx.conf): per address 50 r/s with a burst of 100, per key 100 r/s with a burst of 200.
readonly ADDRESS_BURST=300 KEY_ADDRESSES=5 KEY_BURST_EACH=95

log() { printf 'nginx_edge: %s\n' "$*" >&2; }
fail() {
    log "FAIL: $*"
    exit 1
}

if ! command -v nginx >/dev/null 2>&1 && [[ ! -x /usr/sbin/nginx ]]; then
    scripts/bootstrap nginx
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
readonly NGINX

swift build --scratch-path "$SCRATCH" --product layoutd >&2
LAYOUTD="$(swift build --scratch-path "$SCRATCH" --show-bin-path)/layoutd"
readonly LAYOUTD

WORK=$(mktemp -d)
chmod 755 "$WORK" # nginx workers (nobody when run as root) write request bodies under it
readonly WORK
pids=()
cleanup() {
    local pid
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${pids[@]}"; do
        wait "$pid" 2>/dev/null || true
    done
    rm -rf "$WORK"
}
trap cleanup EXIT

# A free loopback TCP port (the kernel's choice; nginx cannot take port 0).
free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# Waits until GET $1 answers 200 (curl arguments after it), for at most 20 s.
wait_ok() {
    local url=$1 tries
    shift
    for ((tries = 0; tries < 200; tries++)); do
        if [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$@" "$url") == 200 ]]; then
            return 0
        fi
        sleep 0.1
    done
    fail "$url did not answer 200 within 20 s"
}

# Starts a replica on a port of its choosing (--port 0); sets REPLICA_PID and REPLICA_PORT.
start_replica() {
    local name=$1 tries
    # Made here, not by the background job's redirection, which may come after the first read of it below.
    : >"$WORK/$name.err"
    "$LAYOUTD" --host 127.0.0.1 --port 0 --admin-port 0 --per-client-connections 0 --threads 2 \
        --cors-origins "$PAGE" >"$WORK/$name.log" 2>>"$WORK/$name.err" &
    REPLICA_PID=$!
    pids+=("$REPLICA_PID")
    REPLICA_PORT=
    for ((tries = 0; tries < 100; tries++)); do
        REPLICA_PORT=$(sed -n 's/.* listening on 127\.0\.0\.1:\([0-9]*\) .*/\1/p' "$WORK/$name.err")
        [[ -n $REPLICA_PORT ]] && break
        sleep 0.1
    done
    [[ -n $REPLICA_PORT ]] || fail "$name did not start: $(cat "$WORK/$name.err")"
    wait_ok "http://127.0.0.1:$REPLICA_PORT/readyz"
    log "$name: pid $REPLICA_PID, port $REPLICA_PORT"
}

# Requests answered by the replica on port $1 (http_requests_total over every code and method of route /layout).
served() {
    curl -s --max-time 5 "http://127.0.0.1:$1/metrics" |
        awk '/^http_requests_total\{method="[A-Z]*",route="\/layout",code="[0-9]*"\} / { n += $2 } END { print n + 0 }'
}

start_replica a
readonly PID_A=$REPLICA_PID PORT_A=$REPLICA_PORT
start_replica b
readonly PORT_B=$REPLICA_PORT

# A throwaway certificate for 127.0.0.1, as App Transport Security would take one from a real authority: ECDSA
# P-256, signed with SHA-256.
mkdir -p "$WORK/tls"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -sha256 -days 1 -nodes -subj /CN=localhost \
    -addext 'subjectAltName=DNS:localhost,IP:127.0.0.1' -keyout "$WORK/tls/layoutd.key" \
    -out "$WORK/tls/layoutd.crt" 2>/dev/null || fail "openssl could not make a certificate"
readonly CERT=$WORK/tls/layoutd.crt
# Three clients, each with the key of one check.
readonly KEY_MAIN=0d2c4a1f6e8b9d7c5a3f1e2d4c6b8a9f0e1d2c3b4a596877 KEY_ADDRESS=a1b2c3d4e5f60718293a4b5c6d7e8f9012345678aabbccdd
readonly KEY_BURST=ffeeddccbbaa99887766554433221100fedcba9876543210
{
    echo "\"Bearer $KEY_MAIN\" main;"
    echo "\"Bearer $KEY_ADDRESS\" one-address;"
    echo "\"Bearer $KEY_BURST\" many-addresses;"
} >"$WORK/api-keys.map"

# The example configuration, pointed at these replicas, this port, this directory and the test page's origin.
NGINX_PORT=$(free_port)
readonly NGINX_PORT
sed -e "s/listen 8443 ssl http2;/listen 127.0.0.1:$NGINX_PORT ssl http2;/" \
    -e "s/127\.0\.0\.1:9001 /127.0.0.1:$PORT_A /" \
    -e "s/127\.0\.0\.1:9002 /127.0.0.1:$PORT_B /" \
    -e "s#/var/log/nginx/#$WORK/#g" \
    -e "s|# \"https://app.example.com\" \$http_origin;|\"$PAGE\" \$http_origin;|" \
    deploy/nginx/nginx.conf >"$WORK/nginx.conf"
for expected in "listen 127.0.0.1:$NGINX_PORT ssl http2;" "127.0.0.1:$PORT_A " "127.0.0.1:$PORT_B " \
    "\"$PAGE\" \$http_origin;" "ssl_certificate tls/layoutd.crt;" "include api-keys.map;"; do
    grep -qF "$expected" "$WORK/nginx.conf" || fail "the example no longer has the line to become '$expected'"
done
"$NGINX" -t -q -p "$WORK/" -e "$WORK/error.log" -c "$WORK/nginx.conf" -g "pid $WORK/nginx.pid; daemon off;"
"$NGINX" -p "$WORK/" -e "$WORK/error.log" -c "$WORK/nginx.conf" -g "pid $WORK/nginx.pid; daemon off;" &
pids+=($!)
readonly EDGE=https://127.0.0.1:$NGINX_PORT
readonly TLS=(--cacert "$CERT")
wait_ok "$EDGE/healthz" "${TLS[@]}"
log "nginx: https port $NGINX_PORT"
edge_log=$WORK/layoutd-error.log

# What each example must come back as: the same engine without a server.
examples=(Examples/*.json)
((${#examples[@]} > 0)) || fail "no Examples/*.json"
for example in "${examples[@]}"; do
    name=$(basename "$example" .json)
    "$LAYOUTD" compute <"$example" >"$WORK/$name.expected" || fail "layoutd compute failed on $example"
done

# ---------------------------------------------------------------------------- TLS

# Sends $1 requests with the main key over TLS, cycling over the examples; each must be 200 over HTTP/2, name
# contract 5, and equal its expectation.
send() {
    local count=$1 i example name written code version contract
    for ((i = 0; i < count; i++)); do
        example=${examples[i % ${#examples[@]}]}
        name=$(basename "$example" .json)
        written=$(curl -s --max-time 10 "${TLS[@]}" -o "$WORK/answer" -H "Authorization: Bearer $KEY_MAIN" \
            -w '%{http_code} %{http_version} %header{layout-contract}' -H 'Content-Type: application/json' \
            --data-binary "@$example" "$EDGE/layout") || written="curl failed ($?)"
        read -r code version contract <<<"$written"
        [[ $code == 200 ]] || fail "request $i ($name): $written $(head -c 300 "$WORK/answer" 2>/dev/null)"
        [[ $version == 2 ]] || fail "request $i ($name): HTTP version $version, not 2"
        [[ $contract == 5 ]] || fail "request $i ($name): Layout-Contract '$contract', not 5"
        # `layoutd compute` ends its output with a newline; the HTTP body has none.
        printf '\n' >>"$WORK/answer"
        cmp -s "$WORK/answer" "$WORK/$name.expected" || fail "request $i ($name): the body differs from layoutd compute"
    done
}

send "$REQUESTS"
served_a=$(served "$PORT_A")
served_b=$(served "$PORT_B")
log "TLS: $REQUESTS requests over HTTPS (HTTP/2) with a key: 200, Layout-Contract 5, byte-equal to layoutd compute; replica a served $served_a, replica b $served_b"
((served_a + served_b == REQUESTS)) || fail "the replicas counted $((served_a + served_b)) requests, not $REQUESTS"
((served_a > 0 && served_b > 0)) || fail "one replica served nothing (a: $served_a, b: $served_b)"

# gzip both ways: the example with the largest answer (well over the 1 KiB layoutd compresses from), its body
# compressed, its answer asked for compressed.
largest=$(for example in "${examples[@]}"; do
    echo "$(wc -c <"$WORK/$(basename "$example" .json).expected") $example"
done | sort -n | tail -n 1 | cut -d' ' -f2)
gzip -c "$largest" >"$WORK/body.gz"
written=$(curl -s --max-time 10 "${TLS[@]}" -o "$WORK/answer.gz" -w '%{http_code} %header{content-encoding}' \
    -H "Authorization: Bearer $KEY_MAIN" -H 'Content-Type: application/json' -H 'Content-Encoding: gzip' \
    -H 'Accept-Encoding: gzip' --data-binary "@$WORK/body.gz" "$EDGE/layout")
[[ $written == "200 gzip" ]] || fail "a gzip body asking for a gzip answer: $written"
{ gzip -dc "$WORK/answer.gz" && printf '\n'; } | cmp -s - "$WORK/$(basename "$largest" .json).expected" ||
    fail "the gzip answer to $largest, inflated, differs from layoutd compute"
log "gzip: $(basename "$largest") sent gzip, answered gzip ($(wc -c <"$WORK/answer.gz") bytes), inflated equal to layoutd compute"

# ---------------------------------------------------------------------------- keys

before=$(($(served "$PORT_A") + $(served "$PORT_B")))
for case in "no key:" "an unknown key:Authorization: Bearer 00000000000000000000000000000000000000000000dead"; do
    what=${case%%:*}
    header=${case#*:}
    arguments=(-s --max-time 10 "${TLS[@]}" -D "$WORK/head" -o "$WORK/answer" -H 'Content-Type: application/json'
        --data-binary "@${examples[0]}")
    [[ -n $header ]] && arguments+=(-H "$header")
    code=$(curl "${arguments[@]}" -w '%{http_code}' "$EDGE/layout")
    [[ $code == 401 ]] || fail "$what: $code, not 401"
    grep -qi '^content-type: application/problem+json' "$WORK/head" || fail "$what: the 401 is not problem+json"
    grep -qi '^www-authenticate: Bearer realm="layoutd"' "$WORK/head" || fail "$what: the 401 has no WWW-Authenticate"
    python3 -c 'import json, sys; p = json.load(open(sys.argv[1])); assert p["type"] == "/problems/unauthorized" and p["status"] == 401, p' \
        "$WORK/answer" || fail "$what: the 401's body is not the edge's problem"
    log "keys: $what: 401 $(cat "$WORK/answer")"
done
after=$(($(served "$PORT_A") + $(served "$PORT_B")))
((after == before)) || fail "a request without a known key reached a replica ($((after - before)))"

# A browser's preflight carries no key: it goes through to layoutd, which answers it for the allowed page.
curl -s --max-time 10 "${TLS[@]}" -D "$WORK/head" -o /dev/null -X OPTIONS -H "Origin: $PAGE" \
    -H 'Access-Control-Request-Method: POST' -H 'Access-Control-Request-Headers: authorization,content-type' \
    "$EDGE/layout"
grep -q '^HTTP/2 204' "$WORK/head" || fail "the preflight through the edge: $(head -n 1 "$WORK/head")"
grep -qi "^access-control-allow-origin: $PAGE" "$WORK/head" || fail "the preflight through the edge names no origin"
grep -qi '^access-control-allow-headers: .*Authorization' "$WORK/head" || fail "the preflight does not allow the key"
log "keys: a preflight without a key through the edge: 204, Access-Control-Allow-Origin $PAGE"

# ---------------------------------------------------------------------------- rates

# Sends $3 requests from address $1 with key $2, 20 at a time over one HTTP/2 connection (within the edge's 32
# per address); writes "code retry-after access-control-allow-origin" per answer to $4.out and the bodies under $4/.
burst() {
    local from=$1 key=$2 count=$3 out=$4 i arguments
    mkdir -p "$out"
    arguments=(-s --max-time 30 -Z --parallel-max 20 "${TLS[@]}" --interface "$from"
        -H "Authorization: Bearer $key" -H 'Content-Type: application/json' -H "Origin: $PAGE"
        --data-binary "@Examples/flow.json" -w '%{http_code} %header{retry-after} %header{access-control-allow-origin}\n')
    for ((i = 0; i < count; i++)); do
        arguments+=(-o "$out/$i" "$EDGE/layout")
    done
    # curl draws a progress meter for parallel transfers even with -s: its standard error is dropped.
    curl "${arguments[@]}" >"$out.out" 2>/dev/null || true
}

# Checks the answers of the bursts $2...: each 200 or 429, at least one 429, every 429 with Retry-After 1, the
# page's origin and the edge's problem+json body.
judge() {
    local what=$1 total ok limited other
    shift
    cat "${@/%/.out}" >"$WORK/judged"
    total=$(wc -l <"$WORK/judged")
    ok=$(grep -c '^200 ' "$WORK/judged" || true)
    limited=$(grep -c '^429 ' "$WORK/judged" || true)
    other=$((total - ok - limited))
    ((other == 0)) || fail "$what: $other answers neither 200 nor 429: $(grep -v -e '^200 ' -e '^429 ' "$WORK/judged" | sort | uniq -c | head -n 3)"
    ((limited > 0)) || fail "$what: no 429 among $total requests"
    if grep '^429 ' "$WORK/judged" | grep -qv "^429 1 $PAGE\$"; then
        fail "$what: a 429 without Retry-After 1 or the page's origin: $(grep '^429 ' "$WORK/judged" | grep -v "^429 1 $PAGE\$" | head -n 1)"
    fi
    grep -rlq '"type":"/problems/too-many-requests","title":"Too many requests","status":429' "$@" ||
        fail "$what: no 429 body is the edge's problem+json"
    log "rates: $what: $ok answered, $limited refused with 429, Retry-After: 1 and a problem+json body readable by $PAGE"
}

burst 127.0.0.2 "$KEY_ADDRESS" "$ADDRESS_BURST" "$WORK/address"
judge "$ADDRESS_BURST requests from 127.0.0.2" "$WORK/address"
grep -q 'limiting requests, excess: .* by zone "per_address", client: 127\.0\.0\.2' "$edge_log" ||
    fail "the 429s from 127.0.0.2 were not the per-address zone's"

# One key from five addresses, each within its address's burst (95 of 100), together past the key's (200).
bursts=()
burst_pids=()
for ((i = 0; i < KEY_ADDRESSES; i++)); do
    burst "127.0.0.$((10 + i))" "$KEY_BURST" "$KEY_BURST_EACH" "$WORK/key$i" &
    burst_pids+=($!)
    bursts+=("$WORK/key$i")
done
for pid in "${burst_pids[@]}"; do
    wait "$pid"
done
judge "one key, $KEY_BURST_EACH requests from each of $KEY_ADDRESSES addresses" "${bursts[@]}"
grep -q 'limiting requests, excess: .* by zone "per_key"' "$edge_log" ||
    fail "the 429s of one key from several addresses were not the per-key zone's"
if grep 'by zone "per_address"' "$edge_log" | grep -q 'client: 127\.0\.0\.1[0-4],'; then
    fail "an address of the per-key burst was limited by its own zone: the check would not isolate the key's"
fi

# ---------------------------------------------------------------------------- a replica fails

sleep 2 # the main client's address refills its burst (50 r/s)
served_b=$(served "$PORT_B")
kill -KILL "$PID_A"
wait "$PID_A" 2>/dev/null || true
log "replica a killed"
send "$REQUESTS_AFTER_KILL"
after_b=$(served "$PORT_B")
log "$REQUESTS_AFTER_KILL requests after the kill: 200 and correct; replica b served $((after_b - served_b)) of them"
((after_b - served_b == REQUESTS_AFTER_KILL)) || fail "replica b served $((after_b - served_b)), not $REQUESTS_AFTER_KILL"

echo "nginx_edge: TLS ($((REQUESTS + REQUESTS_AFTER_KILL)) answers, gzip), keys (two 401s, a preflight), rates (per address, per key) passed, 0 failed"
