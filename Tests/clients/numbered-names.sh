#!/usr/bin/env bash
# Fails (exit 1) when generated code under the given directories holds a numbered model name, the name a generator
# invents for a schema the contract leaves anonymous (`LayoutRequestOneOf1`, `FlowSectionOneOf`, `IndexPathType0`,
# `Inline2`); prints each such name once.
#
#   Tests/clients/numbered-names.sh DIR...
set -euo pipefail
numbered=$(grep -rhoE '\b[A-Za-z_]*(OneOf|AnyOf|AllOf|Type|Inline)[0-9]+[A-Za-z0-9_]*' "$@" | sort -u || true)
if [[ -n $numbered ]]; then
    echo "numbered names in $*:" >&2
    echo "$numbered" >&2
    exit 1
fi
