#!/usr/bin/env bash
# Runs the reliability end-to-end tests (limits, slow clients, connection limit, draining under load) against a
# built layoutd and prints `N passed, N failed` last; exits non-zero if any failed.
#
#   Tests/reliability/run.sh [substring ...]     only tests whose module.name contains a substring
#
# LAYOUTD=/path/to/layoutd tests that binary; otherwise layoutd is built first (release: the CPU and memory bounds
# of test_bounds.py and test_every_valid_request.py are a release build's), in SCRATCH_PATH if set, else .build.
# Runs with the tools venv's Python (.build/venv, made by `scripts/test tools` when missing), whose openapi-core
# checks every response against the served contract.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

if [[ -z ${LAYOUTD:-} ]]; then
    args=()
    if [[ -n ${SCRATCH_PATH:-} ]]; then
        args=(--scratch-path "$SCRATCH_PATH")
    fi
    swift build "${args[@]}" -c release --product layoutd >&2
    LAYOUTD="$(swift build "${args[@]}" -c release --show-bin-path)/layoutd"
fi
[[ -x $LAYOUTD ]] || {
    echo "Tests/reliability/run.sh: no layoutd binary at $LAYOUTD" >&2
    exit 2
}
export LAYOUTD
echo "reliability: testing $LAYOUTD" >&2
if ! .build/venv/bin/python -c 'import openapi_core, yaml' >/dev/null 2>&1; then
    scripts/test tools >&2
fi
exec .build/venv/bin/python -u Tests/reliability/runner.py "$@"
