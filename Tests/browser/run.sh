#!/usr/bin/env bash
# The playground, and a page of another origin calling layoutd, in a real headless browser: installs what they need,
# builds layoutd, runs Tests/browser/playground_screenshot.py, Tests/browser/playground_flicks.py (the flicks, each
# rest held to the service's fling query) and Tests/browser/cors_page.py, and leaves their screenshots (CI
# artefacts) in .build/artifacts/playground/: playground-EXAMPLE-yOFFSET.png for each scene it checks by pixels,
# cors-allowed.png and cors-refused.png for the two origins.
#
#   Tests/browser/run.sh
#
# Installs Debian's chromium and chromium-driver through scripts/bootstrap when missing, and selenium and
# Pillow at pinned versions in a virtual environment under .build/venv-browser (reinstalled only when the pins
# change). SCRATCH_PATH=/some/dir builds there instead of .build. Runs headless and as root (CI) or not.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

readonly VENV=.build/venv-browser
readonly PYTHON_PACKAGES=(selenium==4.51.0 pillow==13.0.0)
readonly ARTIFACTS=.build/artifacts/playground
readonly SCRATCH=${SCRATCH_PATH:-.build}

if [[ ! -x /usr/bin/chromium || ! -x /usr/bin/chromedriver ]]; then
    scripts/bootstrap chromium chromium-driver
fi

if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    scripts/bootstrap python3 python3-venv
fi
stamp="$VENV/.packages-$(printf '%s\n' "${PYTHON_PACKAGES[@]}" | cksum | cut -d' ' -f1)"
if [[ ! -f $stamp ]]; then
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${PYTHON_PACKAGES[@]}"
    touch "$stamp"
fi

swift build --scratch-path "$SCRATCH" --product layoutd >&2
layoutd="$(swift build --scratch-path "$SCRATCH" --show-bin-path)/layoutd"

# selenium must use the Debian driver given to it, never download one (this machine reaches no browser CDN).
export SE_OFFLINE=true
rm -rf "$ARTIFACTS"
status=0
"$VENV/bin/python" Tests/browser/playground_screenshot.py "$layoutd" "$ARTIFACTS" || status=1
"$VENV/bin/python" Tests/browser/playground_flicks.py "$layoutd" "$ARTIFACTS" || status=1
"$VENV/bin/python" Tests/browser/cors_page.py "$layoutd" "$ARTIFACTS" || status=1
exit "$status"
