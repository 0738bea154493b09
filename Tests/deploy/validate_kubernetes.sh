#!/usr/bin/env bash
# Validates deploy/kubernetes/ offline: against the Kubernetes JSON schemas of every version from the first
# that has the preStop `sleep` handler (1.29) to the newest that kubernetes-validate ships, strictly (unknown
# fields fail), then against layoutd itself (Tests/deploy/check_kubernetes.py).
#
#   Tests/deploy/validate_kubernetes.sh [VENV]
#
# VENV is a Python virtual environment to use or create (default .build/venv-deploy); kubernetes-validate is
# installed into it at the pinned version when missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

readonly VENV=${1:-.build/venv-deploy}
readonly VALIDATOR=kubernetes-validate==1.37.0
# From the first version whose schema knows lifecycle.preStop.sleep to the newest this validator ships.
readonly VERSIONS=(1.29.0 1.30.0 1.31.0 1.32.0 1.33.0 1.34.0 1.35.0 1.36.0 1.37.0)
readonly MANIFESTS=(deploy/kubernetes/*.yaml)

if [[ ! -x $VENV/bin/kubernetes-validate ]]; then
    if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
        scripts/bootstrap python3 python3-venv
    fi
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "$VALIDATOR"
fi

for version in "${VERSIONS[@]}"; do
    "$VENV/bin/kubernetes-validate" --strict --quiet -k "$version" "${MANIFESTS[@]}"
    echo "kubernetes-validate --strict $version: ${#MANIFESTS[@]} manifests ok"
done

# The validator must really be strict: the 1.28 schema has no preStop sleep and has to reject the Deployment.
if "$VENV/bin/kubernetes-validate" --strict --quiet -k 1.28.0 deploy/kubernetes/deployment.yaml >/dev/null 2>&1; then
    echo "validate_kubernetes: the 1.28 schema accepted lifecycle.preStop.sleep: validation is not strict" >&2
    exit 1
fi
echo "kubernetes-validate --strict 1.28.0: rejects the preStop sleep, as expected (needs Kubernetes >= 1.29)"

"$VENV/bin/python" Tests/deploy/check_kubernetes.py deploy/kubernetes .
