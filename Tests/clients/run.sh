#!/usr/bin/env bash
# Generates three clients from openapi.yaml with the generators teams use, and drives each against a live layoutd:
# every Examples/*.json is sent through the generated client and every answer read back through its models must
# equal the raw JSON the server sends for the same bytes.
#
#   Tests/clients/run.sh /path/to/layoutd
#
#   python      openapi-python-client           generated, imported, run with the venv's Python
#   swift       openapi-generator `swift6`      generated, built with `swift build`, run as an executable
#   typescript  openapi-generator `typescript-fetch`, type-checked and compiled with Debian's tsc, run under Node
#
# The generators are pinned PyPI packages in .build/venv-clients (openapi-generator-cli bundles the generator's
# jar and runs it with the machine's Java, from Debian's default-jre-headless when missing). Generated code and
# builds live under .build/clients and are never committed. Examples/SwiftClient (the hand-written Swift client as an
# app uses it) is built and run against the same server. No model name of any of the three may be a numbered
# invention (`...OneOf1`, `...Type0`): the contract names every schema.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

readonly LAYOUTD=${1:?usage: Tests/clients/run.sh /path/to/layoutd}
readonly VENV=.build/venv-clients
readonly OUT=.build/clients
readonly GENERATORS=(
    openapi-python-client==0.29.1
    openapi-generator-cli==7.26.0
)

log() { printf 'clients: %s\n' "$*" >&2; }

# ---------------------------------------------------------------------------- tools

if ! command -v java >/dev/null 2>&1; then
    scripts/bootstrap default-jre-headless
fi
if ! command -v node >/dev/null 2>&1; then
    scripts/bootstrap nodejs
fi
if ! command -v tsc >/dev/null 2>&1; then
    scripts/bootstrap node-typescript
fi
if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    scripts/bootstrap python3 python3-venv
fi
stamp="$VENV/.tools-$(printf '%s\n' "${GENERATORS[@]}" | cksum | cut -d' ' -f1)"
if [[ ! -f $stamp ]]; then
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${GENERATORS[@]}"
    touch "$stamp"
fi
log "$("$VENV/bin/openapi-python-client" --version), openapi-generator $("$VENV/bin/openapi-generator-cli" version), $(java -version 2>&1 | head -n 1), node $(node --version), tsc $(tsc --version)"

# ---------------------------------------------------------------------------- generate

# Generated code is regenerated every run; the Swift build directories are kept, so a rerun builds incrementally.
rm -rf "$OUT/python" "$OUT/swift/LayoutdGenerated" "$OUT/swift/RoundTrip" "$OUT/typescript"
mkdir -p "$OUT"

started=$SECONDS
# The venv's bin on PATH: the generator formats its output with the ruff installed beside it.
PATH="$PWD/$VENV/bin:$PATH" openapi-python-client generate --path openapi.yaml --meta none \
    --config Tests/clients/python/config.yaml --output-path "$OUT/python/layoutd_client" >"$OUT/python-generate.log" 2>&1 ||
    { cat "$OUT/python-generate.log" >&2; exit 1; }
if grep -qi 'warning' "$OUT/python-generate.log"; then
    cat "$OUT/python-generate.log" >&2
    log "openapi-python-client warned: some of the contract is missing from the generated client"
    exit 1
fi
"$VENV/bin/openapi-generator-cli" generate -g swift6 -i openapi.yaml -o "$OUT/swift/LayoutdGenerated" \
    --additional-properties=projectName=LayoutdGenerated >"$OUT/swift-generate.log" 2>&1 ||
    { cat "$OUT/swift-generate.log" >&2; exit 1; }
"$VENV/bin/openapi-generator-cli" generate -g typescript-fetch -i openapi.yaml -o "$OUT/typescript/generated" \
    >"$OUT/typescript-generate.log" 2>&1 ||
    { cat "$OUT/typescript-generate.log" >&2; exit 1; }
log "generated the three clients in $((SECONDS - started)) s"

# No numbered names: a generator numbers a model when the contract leaves a schema anonymous.
Tests/clients/numbered-names.sh "$OUT/python/layoutd_client" "$OUT/swift/LayoutdGenerated/Sources" \
    "$OUT/typescript/generated"
for dir in "$OUT/python/layoutd_client/models" "$OUT/swift/LayoutdGenerated/Sources/LayoutdGenerated/Models" \
    "$OUT/typescript/generated/models"; do
    log "$(find "$dir" -type f | wc -l) model files in $dir, none with a numbered name (OneOf[0-9], AnyOf[0-9], Type[0-9], Inline[0-9])"
done

# ---------------------------------------------------------------------------- build

started=$SECONDS
mkdir -p "$OUT/swift/RoundTrip/Sources/RoundTrip"
cp Tests/clients/swift/Package.swift "$OUT/swift/RoundTrip/Package.swift"
cp Tests/clients/swift/Sources/RoundTrip/main.swift "$OUT/swift/RoundTrip/Sources/RoundTrip/main.swift"
swift build --package-path "$OUT/swift/RoundTrip" --scratch-path "$OUT/swift/build" 2>&1 | tail -n 3
swift_bin="$(swift build --package-path "$OUT/swift/RoundTrip" --scratch-path "$OUT/swift/build" --show-bin-path)/RoundTrip"
log "built the Swift client and its round trip in $((SECONDS - started)) s"

# The hand-written client's example package (Examples/SwiftClient, depending on this package by path), run below.
started=$SECONDS
swift build --package-path Examples/SwiftClient --scratch-path "$OUT/swift-example" 2>&1 | tail -n 1
example_bin="$(swift build --package-path Examples/SwiftClient --scratch-path "$OUT/swift-example" --show-bin-path)/SwiftClient"
log "built Examples/SwiftClient in $((SECONDS - started)) s"

started=$SECONDS
cp Tests/clients/typescript/roundtrip.ts Tests/clients/typescript/tsconfig.json \
    Tests/clients/typescript/tsconfig.generated.json "$OUT/typescript/"
# strict, the generated client and then the round trip (two projects: tsconfig.generated.json says why); any
# diagnostic at all fails the stage.
if ! (cd "$OUT/typescript" && tsc -b tsconfig.json) >"$OUT/tsc.log" 2>&1 || [[ -s $OUT/tsc.log ]]; then
    cat "$OUT/tsc.log" >&2
    log "tsc reported $(grep -c 'error TS' "$OUT/tsc.log") diagnostics"
    exit 1
fi
[[ -f $OUT/typescript/dist/roundtrip.js ]] || { log "tsc wrote no dist/roundtrip.js"; exit 1; }
log "type-checked and compiled the TypeScript client in $((SECONDS - started)) s"

# ---------------------------------------------------------------------------- run against a live server

server_log=$(mktemp)
"$LAYOUTD" --host 127.0.0.1 --port 0 --log-level error >"$server_log" 2>&1 &
pid=$!
# shellcheck disable=SC2317  # called by the EXIT trap
stop_server() {
    if kill -0 "$pid" 2>/dev/null; then
        kill -KILL "$pid" 2>/dev/null || true
    fi
    rm -f "$server_log"
}
trap stop_server EXIT
port=
for _ in $(seq 100); do
    port=$(sed -n 's/.*listening on [^ ]*:\([0-9][0-9]*\) .*/\1/p' "$server_log" | head -n 1)
    [[ -n $port ]] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
done
if [[ -z $port ]]; then
    log "layoutd did not start: $(cat "$server_log")"
    exit 1
fi
base="http://127.0.0.1:$port"
log "layoutd (pid $pid) on $base"

status=0
PYTHONPATH="$OUT/python" "$VENV/bin/python" Tests/clients/python/roundtrip.py "$base" Examples/*.json || status=1
"$swift_bin" "$base" Examples/*.json || status=1
node "$OUT/typescript/dist/roundtrip.js" "$base" Examples/*.json || status=1
if example=$("$example_bin" "$base") && grep -qE '^[1-9][0-9]* visible cells, 2 headers \(1 pinned\)$' <<<"$example"; then
    log "Examples/SwiftClient: $(tail -n 1 <<<"$example")"
else
    log "Examples/SwiftClient failed: $(tail -n 3 <<<"$example")"
    status=1
fi
# The scroll range example: one range answer computed at three offsets, then the model scrolled for a second.
range_bin="$(dirname "$example_bin")/ScrollRange"
if ranged=$("$range_bin" "$base") && grep -qE '^range .*[1-9][0-9]* follow the scroll$' <<<"$ranged"; then
    log "Examples/SwiftClient ScrollRange: $(head -n 2 <<<"$ranged" | tr '\n' ' ')"
else
    log "Examples/SwiftClient ScrollRange failed: $(tail -n 3 <<<"$ranged")"
    status=1
fi

kill -TERM "$pid"
wait "$pid" && server_status=0 || server_status=$?
if ((server_status != 0)); then
    log "layoutd exited with $server_status after SIGTERM"
    status=1
fi
exit "$status"
