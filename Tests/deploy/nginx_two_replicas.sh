#!/usr/bin/env bash
# Two layoutd replicas behind nginx on loopback, configured from deploy/nginx/nginx.conf:
#   1. builds layoutd (SCRATCH_PATH or .build) and installs nginx through scripts/bootstrap when missing;
#   2. starts two replicas on free ports and nginx on a free port with a config generated from the example;
#   3. sends 50 POST /layout through nginx (the Examples/ requests in turn): each must be 200 and byte-equal
#      to `layoutd compute` for the same body;
#   4. checks both replicas served some (http_requests_total for route /layout on each one's /metrics);
#   5. kills one replica (SIGKILL) and checks 20 more requests still succeed, all on the survivor;
#   6. stops everything and removes its files, also on failure (trap).
# Only loopback addresses are used; every wait and request is bounded in time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

readonly SCRATCH=${SCRATCH_PATH:-.build}
readonly REQUESTS=50
readonly REQUESTS_AFTER_KILL=20

log() { printf 'nginx_two_replicas: %s\n' "$*" >&2; }
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

# Waits until GET $1 answers 200, for at most 20 s.
wait_ok() {
    local tries
    for ((tries = 0; tries < 200; tries++)); do
        if [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$1") == 200 ]]; then
            return 0
        fi
        sleep 0.1
    done
    fail "$1 did not answer 200 within 20 s"
}

# Starts a replica on a port of its choosing (--port 0); sets REPLICA_PID and REPLICA_PORT.
start_replica() {
    local name=$1 tries
    # Made here, not by the background job's redirection, which may come after the first read of it below.
    : >"$WORK/$name.err"
    "$LAYOUTD" --host 127.0.0.1 --port 0 --per-client-connections 0 --threads 2 >"$WORK/$name.log" 2>>"$WORK/$name.err" &
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

# POST /layout requests answered 200 with code 200 by the replica on port $1.
served() {
    curl -s --max-time 5 "http://127.0.0.1:$1/metrics" |
        awk '/^http_requests_total\{method="POST",route="\/layout",code="200"\} / { print $2; found = 1 }
             END { if (!found) print 0 }'
}

start_replica a
readonly PID_A=$REPLICA_PID PORT_A=$REPLICA_PORT
start_replica b
readonly PORT_B=$REPLICA_PORT

# The example configuration, pointed at these replicas, this port and this directory.
NGINX_PORT=$(free_port)
readonly NGINX_PORT
sed -e "s/listen 8080;/listen 127.0.0.1:$NGINX_PORT;/" \
    -e "s/127\.0\.0\.1:9001 /127.0.0.1:$PORT_A /" \
    -e "s/127\.0\.0\.1:9002 /127.0.0.1:$PORT_B /" \
    -e "s#/var/log/nginx/#$WORK/#g" \
    deploy/nginx/nginx.conf >"$WORK/nginx.conf"
for expected in "listen 127.0.0.1:$NGINX_PORT;" "127.0.0.1:$PORT_A " "127.0.0.1:$PORT_B "; do
    grep -qF "$expected" "$WORK/nginx.conf" || fail "the example no longer has the line to become '$expected'"
done
"$NGINX" -t -q -p "$WORK/" -e "$WORK/error.log" -c "$WORK/nginx.conf" -g "pid $WORK/nginx.pid; daemon off;"
"$NGINX" -p "$WORK/" -e "$WORK/error.log" -c "$WORK/nginx.conf" -g "pid $WORK/nginx.pid; daemon off;" &
pids+=($!)
wait_ok "http://127.0.0.1:$NGINX_PORT/healthz"
log "nginx: port $NGINX_PORT"

# What each example must come back as: the same engine without a server.
examples=(Examples/*.json)
((${#examples[@]} > 0)) || fail "no Examples/*.json"
for example in "${examples[@]}"; do
    name=$(basename "$example" .json)
    "$LAYOUTD" compute <"$example" >"$WORK/$name.expected" || fail "layoutd compute failed on $example"
done

# Sends $1 requests through nginx, cycling over the examples; each must be 200 and equal its expectation.
send() {
    local count=$1 i example name code
    for ((i = 0; i < count; i++)); do
        example=${examples[i % ${#examples[@]}]}
        name=$(basename "$example" .json)
        code=$(curl -s --max-time 10 -o "$WORK/answer" -w '%{http_code}' -H 'Content-Type: application/json' \
            --data-binary "@$example" "http://127.0.0.1:$NGINX_PORT/layout") || code="curl failed ($?)"
        [[ $code == 200 ]] || fail "request $i ($name): $code $(head -c 300 "$WORK/answer" 2>/dev/null)"
        # `layoutd compute` ends its output with a newline; the HTTP body has none.
        printf '\n' >>"$WORK/answer"
        cmp -s "$WORK/answer" "$WORK/$name.expected" || fail "request $i ($name): the body differs from layoutd compute"
    done
}

send "$REQUESTS"
served_a=$(served "$PORT_A")
served_b=$(served "$PORT_B")
log "$REQUESTS requests: 200 and correct; replica a served $served_a, replica b $served_b"
((served_a + served_b == REQUESTS)) || fail "the replicas counted $((served_a + served_b)) requests, not $REQUESTS"
((served_a > 0 && served_b > 0)) || fail "one replica served nothing (a: $served_a, b: $served_b)"

kill -KILL "$PID_A"
wait "$PID_A" 2>/dev/null || true
log "replica a killed"
send "$REQUESTS_AFTER_KILL"
after_b=$(served "$PORT_B")
log "$REQUESTS_AFTER_KILL requests after the kill: 200 and correct; replica b served $((after_b - served_b)) of them"
((after_b - served_b == REQUESTS_AFTER_KILL)) || fail "replica b served $((after_b - served_b)), not $REQUESTS_AFTER_KILL"

echo "nginx_two_replicas: $((REQUESTS + REQUESTS_AFTER_KILL)) passed, 0 failed"
