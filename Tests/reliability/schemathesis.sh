#!/usr/bin/env bash
# Holds a live layoutd to openapi.yaml with schemathesis: every operation, positive and negative data, every check
# (all are on by default; schemathesis.toml turns one off for one operation and says why).
#
#   Tests/reliability/schemathesis.sh [max-examples]     default 100 examples per operation and phase
#
# schemathesis is pinned (4.x CLI: `--seed`, `--max-examples`; 3.x spelled them `--hypothesis-seed`,
# `--hypothesis-max-examples`) and installed in .build/venv-schemathesis on first use. layoutd is $LAYOUTD, or built
# (debug, in SCRATCH_PATH if set). It runs on 127.0.0.1 on a port the kernel picks and is stopped with SIGTERM,
# which must end it with exit code 0. The seed is fixed so a failure reproduces; reports go to
# .build/schemathesis-report (JUnit, and a pytest file reproducing each failure).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

readonly SCHEMATHESIS=schemathesis==4.32.5
readonly VENV=.build/venv-schemathesis
readonly SEED=20240601
examples=${1:-100}

if [[ ! -x $VENV/bin/schemathesis ]] || ! "$VENV/bin/python" -m pip show schemathesis 2>/dev/null |
    grep -qx "Version: ${SCHEMATHESIS#*==}"; then
    if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
        scripts/bootstrap python3 python3-venv
    fi
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "$SCHEMATHESIS"
fi

if [[ -z ${LAYOUTD:-} ]]; then
    args=()
    if [[ -n ${SCRATCH_PATH:-} ]]; then
        args=(--scratch-path "$SCRATCH_PATH")
    fi
    swift build "${args[@]}" --product layoutd >&2
    LAYOUTD="$(swift build "${args[@]}" --show-bin-path)/layoutd"
fi

log=$(mktemp)
counts=$(mktemp)
# Access log lines for 5xx answers (level error) land in the log and are shown at the end. Calls from web pages are
# allowed for one origin, so that OPTIONS /layout (the browser's preflight) is an operation to hold to the document
# too, and every other answer carries the Vary: Origin a list of origins adds.
"$LAYOUTD" --host 127.0.0.1 --port 0 --log-level error --cors-origins https://app.example.com >"$log" 2>&1 &
pid=$!
# shellcheck disable=SC2317  # called by the EXIT trap
stop_server() {
    if kill -0 "$pid" 2>/dev/null; then
        kill -KILL "$pid" 2>/dev/null || true
    fi
    rm -f "$log" "$counts"
}
trap stop_server EXIT

port=
for _ in $(seq 100); do
    port=$(sed -n 's/.*listening on [^ ]*:\([0-9][0-9]*\) .*/\1/p' "$log" | head -n 1)
    [[ -n $port ]] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
done
if [[ -z $port ]]; then
    echo "schemathesis.sh: layoutd did not start: $(cat "$log")" >&2
    exit 1
fi
echo "schemathesis.sh: layoutd (pid $pid) on 127.0.0.1:$port, $examples examples per operation, seed $SEED" >&2

status=0
# The hooks file registers the checks that narrow the 422s and 400s valid data may get to those the contract gives.
SCHEMATHESIS_HOOKS=Tests/reliability/schemathesis_hooks.py SCHEMATHESIS_CHECK_COUNTS="$counts" "$VENV/bin/schemathesis" --config-file Tests/reliability/schemathesis.toml run openapi.yaml \
    --url "http://127.0.0.1:$port" \
    --max-examples "$examples" \
    --seed "$SEED" \
    --workers 2 \
    --request-timeout 10 \
    --no-color \
    --generation-database none \
    --report junit,pytest --report-dir .build/schemathesis-report ||
    status=$?

# The custom checks prove they fired: each saw responses, and responses to schema-valid data of POST /layout
# (the hooks write their counts at exit; none written means they never ran).
"$VENV/bin/python" - "$counts" <<'PYTHON' || status=1
import json, sys
try:
    with open(sys.argv[1], encoding="utf-8") as f:
        counts = json.load(f)
except ValueError:
    sys.exit("schemathesis.sh: the custom checks wrote no counts: the hooks did not run")
failed = False
for check, c in sorted(counts.items()):
    print(f"schemathesis.sh: {check}: {c['responses']} responses, {c['valid data']} to schema-valid data "
          f"of POST /layout, {c['judged']} with its status", file=sys.stderr)
    if c["responses"] == 0 or c["valid data"] == 0:
        print(f"schemathesis.sh: {check} saw no response to judge: it cannot have checked anything",
              file=sys.stderr)
        failed = True
sys.exit(1 if failed else 0)
PYTHON

kill -TERM "$pid"
wait "$pid" && server_status=0 || server_status=$?
if ((server_status != 0)); then
    echo "schemathesis.sh: layoutd exited with $server_status after SIGTERM" >&2
    status=1
fi
if grep -v -e 'listening on' -e 'SIGTERM' -e 'stopped' "$log" | grep -q .; then
    echo "schemathesis.sh: layoutd wrote to standard error:" >&2
    grep -v -e 'listening on' -e 'SIGTERM' -e 'stopped' "$log" | head -n 20 >&2
fi
exit "$status"
