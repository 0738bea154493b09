#!/usr/bin/env bash
# Runs the reliability end-to-end tests (limits, slow clients, connection limit, draining under load) against a
# built layoutd and prints `N passed, N failed` last; exits non-zero if any failed.
#
#   Tests/reliability/run.sh [substring ...]     only tests whose module.name contains a substring
#
# LAYOUTD=/path/to/layoutd tests that binary; otherwise layoutd is built (debug) first, in SCRATCH_PATH if set,
# else .build. Python 3 standard library only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

if [[ -z ${LAYOUTD:-} ]]; then
    args=()
    if [[ -n ${SCRATCH_PATH:-} ]]; then
        args=(--scratch-path "$SCRATCH_PATH")
    fi
    swift build "${args[@]}" --product layoutd >&2
    LAYOUTD="$(swift build "${args[@]}" --show-bin-path)/layoutd"
fi
[[ -x $LAYOUTD ]] || {
    echo "Tests/reliability/run.sh: no layoutd binary at $LAYOUTD" >&2
    exit 2
}
export LAYOUTD
echo "reliability: testing $LAYOUTD" >&2
exec python3 -u Tests/reliability/runner.py "$@"
