#!/usr/bin/env bash
# Builds the Dockerfile with podman, unchanged, and smoke-tests the image (stage `container` of scripts/test).
#
#   Tests/deploy/container.sh           base images, build, smoke tests
#   Tests/deploy/container.sh bases     only make (or reuse) the two base images
#
#   1. podman runs with a containers.conf and a storage.conf of its own (from the first podman call on): runc and
#      cgroupfs (crun refuses hybrid cgroups), a file events log (no systemd), default ulimits within this
#      process's hard limits, storage under .build/container/;
#   2. the base images the Dockerfile names are pulled when a registry answers; otherwise they are made here:
#      docker.io/library/debian:bookworm-slim by debootstrap (minbase) from this machine's Debian mirror, read
#      from its apt sources at run time, shaped like the official slim image; docker.io/library/swift:6.3.1-bookworm
#      from the official swiftlang Debian 12 recipe's packages on that debian:12 with this machine's Swift
#      toolchain copied into /usr. They stay in .build/container/, tagged by Swift version and Debian release,
#      so the next run reuses them;
#   3. `podman build --format docker --pull=never` of the Dockerfile (docker format keeps the HEALTHCHECK); the
#      build stage is also tagged so its layers are reused while the sources do not change;
#   4. smoke tests on free loopback ports: /healthz, /readyz, every Examples/ request byte-equal to
#      `layoutd compute` in the same image, a 400 problem+json, `podman healthcheck run` healthy (also with
#      `--port 9090`), the process's uid 10001, `ldd` resolving everything, the shell and `sleep` the Kubernetes
#      notes rely on, SIGTERM exiting 0 with the drain logged, and the hardened run of deploy/kubernetes
#      (--read-only --cap-drop=ALL --security-opt no-new-privileges);
#   5. on any exit: the containers, dangling layers, mounts, the run directory and the CNI bridge are removed; the
#      base images, the tagged build stage and the last image stay as the cache, so an unchanged rerun is quick.
# Root only (the caller, scripts/test, skips when not root or when podman cannot run).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

log() { printf 'container: %s\n' "$*" >&2; }
fail() {
    log "FAIL: $*"
    exit 1
}

ROOT=$PWD/.build/container
readonly ROOT
readonly RUN_DIR=$ROOT/run
readonly IMAGE=localhost/layoutd:container-test
readonly BUILD_STAGE=localhost/layoutd-build-stage:cache
readonly PREFIX=layoutd-container-test

# The base images, as the Dockerfile names them.
SWIFT_TAG=$(sed -nE 's/^FROM swift:([^ ]+) AS build$/\1/p' Dockerfile)
DEBIAN_TAG=$(sed -nE 's/^FROM debian:([^ ]+)$/\1/p' Dockerfile)
[[ -n $SWIFT_TAG && -n $DEBIAN_TAG ]] || fail "cannot read the base images from the Dockerfile's FROM lines"
readonly SWIFT_TAG DEBIAN_TAG
readonly SWIFT_VERSION=${SWIFT_TAG%%-*} # 6.3.1
readonly RELEASE=${SWIFT_TAG#*-}        # bookworm
readonly SWIFT_IMAGE=docker.io/library/swift:$SWIFT_TAG
readonly SLIM_IMAGE=docker.io/library/debian:$DEBIAN_TAG
readonly FULL_IMAGE=docker.io/library/debian:$RELEASE

# ---------------------------------------------------------------------------- podman, configured

hard_limit() {
    local value
    value=$(ulimit -H "$1")
    if [[ $value == unlimited ]] || ((value > $2)); then value=$2; fi
    echo "$value"
}

configure() {
    mkdir -p "$ROOT/storage" "$RUN_DIR" "$ROOT/cni"
    local nofile nproc
    nofile=$(hard_limit -n 65536)
    nproc=$(hard_limit -u 32768)
    cat >"$ROOT/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
events_logfile_path = "$RUN_DIR/events.log"
tmp_dir = "$RUN_DIR/libpod"

[network]
network_backend = "cni"
network_config_dir = "$ROOT/cni"
EOF
    cat >"$ROOT/storage.conf" <<EOF
[storage]
driver = "overlay"
graphroot = "$ROOT/storage"
runroot = "$RUN_DIR/storage"
EOF
    export CONTAINERS_CONF=$ROOT/containers.conf
    export CONTAINERS_STORAGE_CONF=$ROOT/storage.conf
}

# ---------------------------------------------------------------------------- base images

# The first apt source of this machine for a suite ("bookworm", "bookworm-security"), whatever the sources'
# format; DEBIAN_MIRROR overrides the first.
apt_source() {
    # shellcheck disable=SC2016 # apt's own placeholders, not shell expansions
    apt-get indextargets --no-release-info --format '$(RELEASE) $(REPO_URI)' 2>/dev/null |
        awk -v suite="$1" '$1 == suite { print $2; exit }'
}

# debian:RELEASE (minbase, as the official image) and debian:RELEASE-slim (documentation, manuals and locales
# excluded from dpkg and removed, as the official slim image), with apt pointing at this machine's mirror.
make_debian() {
    local mirror security rootfs
    mirror=${DEBIAN_MIRROR:-$(apt_source "$RELEASE")}
    security=$(apt_source "$RELEASE-security")
    [[ -n $mirror ]] || fail "no apt source for $RELEASE on this machine: set DEBIAN_MIRROR to a Debian mirror URL"
    command -v debootstrap >/dev/null || fail "debootstrap is not installed"
    rootfs=$ROOT/rootfs
    rm -rf "$rootfs"
    log "debootstrap --variant=minbase $RELEASE from this machine's apt mirror"
    debootstrap --variant=minbase "$RELEASE" "$rootfs" "$mirror" >"$ROOT/debootstrap.log" 2>&1 ||
        fail "debootstrap failed: see $ROOT/debootstrap.log"

    rm -f "$rootfs/etc/apt/sources.list"
    {
        printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: main\n' "$mirror" "$RELEASE" "$RELEASE"
        printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
        if [[ -n $security ]]; then
            printf '\nTypes: deb\nURIs: %s\nSuites: %s-security\nComponents: main\n' "$security" "$RELEASE"
            printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
        fi
    } >"$rootfs/etc/apt/sources.list.d/debian.sources"
    # apt and dpkg as in the official images: no package cache kept, no translations, fast unpacking.
    printf '%s\n' 'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };' \
        'APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };' \
        'Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";' >"$rootfs/etc/apt/apt.conf.d/docker-clean"
    echo 'Acquire::Languages "none";' >"$rootfs/etc/apt/apt.conf.d/docker-no-languages"
    echo 'APT::AutoRemove::SuggestsImportant "false";' >"$rootfs/etc/apt/apt.conf.d/docker-autoremove-suggests"
    echo 'force-unsafe-io' >"$rootfs/etc/dpkg/dpkg.cfg.d/docker-apt-speedup"
    rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
        "$rootfs"/var/log/* "$rootfs"/tmp/* "$rootfs/etc/hostname" "$rootfs/etc/resolv.conf"
    : >"$rootfs/etc/machine-id"
    import_rootfs "$rootfs" "$FULL_IMAGE"
    # The swiftlang recipe starts FROM debian:12: the same image under its version number.
    podman tag "$FULL_IMAGE" "docker.io/library/debian:$(cut -d. -f1 "$rootfs/etc/debian_version")"

    printf '%s\n' 'path-exclude /usr/share/doc/*' 'path-include /usr/share/doc/*/copyright' \
        'path-exclude /usr/share/groff/*' 'path-exclude /usr/share/info/*' 'path-exclude /usr/share/linda/*' \
        'path-exclude /usr/share/lintian/overrides/*' 'path-exclude /usr/share/locale/*' \
        'path-exclude /usr/share/man/*' >"$rootfs/etc/dpkg/dpkg.cfg.d/docker"
    find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
    find "$rootfs/usr/share/doc" -mindepth 1 -type d -empty -delete
    rm -rf "$rootfs"/usr/share/{groff,info,linda,lintian/overrides,locale,man}/*
    import_rootfs "$rootfs" "$SLIM_IMAGE"
    rm -rf "$rootfs"
}

import_rootfs() {
    tar --numeric-owner --xattrs -C "$1" -c . |
        podman import --quiet --change 'CMD ["bash"]' --change "LABEL layoutd.made-here=debootstrap" - "$2" >/dev/null
    log "made $2 ($(podman image inspect --format '{{.Size}}' "$2" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"
}

# swift:VERSION-RELEASE: the official swiftlang recipe for Debian 12 (its apt packages on debian:12), with this
# machine's toolchain (the directory above `swift`'s usr/bin) in place of the downloaded one.
make_swift() {
    local swift toolchain version debian
    swift=$(readlink -f "$(command -v swift)") || fail "swift is not on PATH"
    toolchain=$(dirname "$(dirname "$(dirname "$swift")")")
    version=$(swift --version 2>&1 | sed -nE 's/.*Swift version ([0-9.]+).*/\1/p' | head -n 1)
    [[ $version == "$SWIFT_VERSION" ]] ||
        fail "the Dockerfile builds on swift:$SWIFT_TAG but this machine's toolchain is Swift $version"
    [[ -d $toolchain/usr/bin ]] || fail "no usr/bin in the toolchain at $toolchain"
    debian=docker.io/library/debian:$(podman run --rm "$FULL_IMAGE" cut -d. -f1 /etc/debian_version)
    log "making $SWIFT_IMAGE from the swiftlang Debian 12 recipe and the toolchain in $toolchain"
    podman build --pull=never --format docker -t "$SWIFT_IMAGE" -f - "$toolchain" >"$ROOT/swift-image.log" 2>&1 <<EOF ||
FROM $debian
LABEL layoutd.made-here="swiftlang debian/12 recipe with the local toolchain"
RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true && apt-get -q update && \\
    apt-get -q install -y binutils libicu-dev libcurl4-openssl-dev libedit-dev libsqlite3-dev libncurses-dev \\
    libpython3-dev libxml2-dev pkg-config uuid-dev tzdata git gcc libstdc++-12-dev && \\
    rm -r /var/lib/apt/lists/*
COPY usr/ /usr/
RUN swift --version
EOF
        fail "building $SWIFT_IMAGE failed: see $ROOT/swift-image.log"
    log "made $SWIFT_IMAGE ($(podman image inspect --format '{{.Size}}' "$SWIFT_IMAGE" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"
}

# Pulls the real base images when a registry answers (bounded in time), else makes them here; reuses either.
base_images() {
    if podman image exists "$SWIFT_IMAGE" && podman image exists "$SLIM_IMAGE"; then
        log "reusing $SWIFT_IMAGE and $SLIM_IMAGE from $ROOT"
        return 0
    fi
    if timeout 300 podman pull -q "$SLIM_IMAGE" >/dev/null 2>&1 &&
        timeout 900 podman pull -q "$SWIFT_IMAGE" >/dev/null 2>&1; then
        log "pulled $SLIM_IMAGE and $SWIFT_IMAGE"
        return 0
    fi
    log "no registry answers: making the base images here"
    if ! podman image exists "$SLIM_IMAGE" || ! podman image exists "$FULL_IMAGE"; then
        make_debian
    fi
    if ! podman image exists "$SWIFT_IMAGE"; then
        make_swift
    fi
    podman image prune -f >/dev/null
}

# ---------------------------------------------------------------------------- cleanup

cleanup() {
    local status=$?
    if [[ -n ${CONTAINERS_CONF:-} ]]; then
        local name
        for name in $(command podman ps -a --format '{{.Names}}' | grep "^$PREFIX"); do
            command podman rm -f -t 0 "$name" >/dev/null 2>&1 || true
        done
        podman image prune -f >/dev/null 2>&1 || true
        podman unmount --all >/dev/null 2>&1 || true
    fi
    # The bridge of podman's default network (its per-container NAT rules went with the containers).
    if ip link show cni-podman0 >/dev/null 2>&1; then
        ip link delete cni-podman0 || true
    fi
    # Anything still mounted under the storage (a killed run) before the run directory goes.
    grep -o " $ROOT/[^ ]*" /proc/self/mounts | sort -r | xargs -r -n 1 umount -l 2>/dev/null || true
    rm -rf "$RUN_DIR" "$ROOT/rootfs"
    exit "$status"
}

# ---------------------------------------------------------------------------- main

configure
trap cleanup EXIT
base_images
if [[ ${1:-} == bases ]]; then
    exit 0
fi

log "base images: $(podman images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E 'swift|debian' | paste -sd ',' | sed 's/,/, /g')"

# ---------------------------------------------------------------------------- the image

# The build stage tagged first (its layers are then reused by the full build, and kept as the cache while the
# sources do not change), then the Dockerfile as it is.
log "podman build --format docker --pull=never (build stage, then the image)"
podman build --format docker --pull=never --target build -t "$BUILD_STAGE" . >"$ROOT/build.log" 2>&1 ||
    { tail -n 40 "$ROOT/build.log" >&2; fail "podman build (build stage) failed: see $ROOT/build.log"; }
podman build --format docker --pull=never -t "$IMAGE" . >>"$ROOT/build.log" 2>&1 ||
    { tail -n 40 "$ROOT/build.log" >&2; fail "podman build failed: see $ROOT/build.log"; }
log "built $IMAGE ($(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"

healthcheck=$(podman image inspect --format '{{json .Config.Healthcheck}}' "$IMAGE")
[[ $healthcheck == *'"/app/layoutd","healthcheck"'* ]] || fail "the image has no HEALTHCHECK: $healthcheck"
[[ $(podman image inspect --format '{{.Config.User}}' "$IMAGE") == 10001:10001 ]] || fail "the image's USER is not 10001:10001"

# ---------------------------------------------------------------------------- smoke tests

WORK=$RUN_DIR/work
mkdir -p "$WORK"

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# Waits until GET $1 answers 200, for at most 30 s.
wait_ok() {
    local tries
    for ((tries = 0; tries < 300; tries++)); do
        if [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$1") == 200 ]]; then
            return 0
        fi
        sleep 0.1
    done
    fail "$1 did not answer 200 within 30 s"
}

# Starts a container NAME publishing 127.0.0.1:PORT to CONTAINER_PORT, with extra run options, then `--`, then
# the image's arguments; waits for /healthz.
start() {
    local name=$PREFIX-$1 port=$2 container_port=$3 options=()
    shift 3
    while (($# > 0)) && [[ $1 != -- ]]; do
        options+=("$1")
        shift
    done
    shift || true
    run -d --name "$name" -p "127.0.0.1:$port:$container_port" "${options[@]}" "$IMAGE" "$@" >/dev/null
    wait_ok "http://127.0.0.1:$port/healthz"
}

# podman arms (and removes) a HEALTHCHECK's timer through systemd, which is not running here: each `podman run`
# and `podman rm` logs an error for it and goes on (podman 4.3 ignores --health-interval=disable for an image's
# HEALTHCHECK). Those lines are dropped; `podman healthcheck run` runs the check when asked.
podman() {
    command podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2)
}
run() {
    podman run "$@"
}

# The image's HEALTHCHECK run now in container $1: exit 0 and the container's health "healthy".
healthy() {
    local output status
    output=$(podman healthcheck run "$PREFIX-$1" 2>&1) || fail "$1: HEALTHCHECK unhealthy: $output"
    status=$(podman inspect --format '{{.State.Health.Status}}' "$PREFIX-$1")
    [[ $status == healthy ]] || fail "$1: HEALTHCHECK exited 0 but the health is '$status'"
    log "$1: HEALTHCHECK healthy"
}

# What each example must come back as: `layoutd compute` in the same image.
examples=(Examples/*.json)
((${#examples[@]} > 0)) || fail "no Examples/*.json"
for example in "${examples[@]}"; do
    name=$(basename "$example" .json)
    run --rm -i "$IMAGE" compute <"$example" >"$WORK/$name.expected" || fail "layoutd compute failed on $example"
done

# Every example POSTed to the server on port $1 answers 200, byte-equal to `layoutd compute`.
layouts_equal() {
    local example name code
    for example in "${examples[@]}"; do
        name=$(basename "$example" .json)
        code=$(curl -s --max-time 10 -o "$WORK/answer" -w '%{http_code}' -H 'Content-Type: application/json' \
            --data-binary "@$example" "http://127.0.0.1:$1/layout") || code="curl failed ($?)"
        [[ $code == 200 ]] || fail "$name: $code $(head -c 300 "$WORK/answer" 2>/dev/null)"
        printf '\n' >>"$WORK/answer" # `layoutd compute` ends with a newline; the HTTP body has none
        cmp -s "$WORK/answer" "$WORK/$name.expected" || fail "$name: the body differs from layoutd compute"
    done
}

# 1. The default run: endpoints, layouts, a problem, the HEALTHCHECK, the uid, the libraries.
port=$(free_port)
start default "$port" 8080
wait_ok "http://127.0.0.1:$port/readyz"
layouts_equal "$port"
log "default: /healthz and /readyz 200; ${#examples[@]} Examples/ layouts equal to layoutd compute"
code=$(curl -s --max-time 5 -o "$WORK/problem" -D "$WORK/problem.headers" -w '%{http_code}' \
    -H 'Content-Type: application/json' --data-binary '{"layout": ' "http://127.0.0.1:$port/layout")
[[ $code == 400 ]] || fail "a truncated body answered $code, not 400"
grep -qi '^content-type: application/problem+json' "$WORK/problem.headers" || fail "the 400 is not problem+json"
grep -q '"status":400' "$WORK/problem" || fail "the problem has no status 400: $(cat "$WORK/problem")"
log "default: a truncated body answers 400 application/problem+json"
healthy default
pid=$(podman inspect --format '{{.State.Pid}}' "$PREFIX-default")
uids=$(awk '/^Uid:/ { print $2, $3, $4, $5 }' "/proc/$pid/status")
[[ $uids == '10001 10001 10001 10001' ]] || fail "layoutd runs as uid $uids, not 10001"
log "default: the layoutd process runs as uid 10001 (real, effective, saved, filesystem)"
podman exec "$PREFIX-default" ldd /app/layoutd >"$WORK/ldd" || fail "ldd /app/layoutd failed"
if grep -q 'not found' "$WORK/ldd"; then
    fail "libraries missing: $(grep 'not found' "$WORK/ldd")"
fi
# --static-swift-stdlib: no Swift library is loaded from the image (the Dockerfile says what remains).
if grep -qE 'libswift|libFoundation|libdispatch|libBlocksRuntime' "$WORK/ldd"; then
    fail "the Swift runtime is linked dynamically: $(grep -E 'libswift|libFoundation|libdispatch' "$WORK/ldd")"
fi
log "default: ldd resolves all $(wc -l <"$WORK/ldd") libraries ($(awk '{ print $1 }' "$WORK/ldd" | sed 's/\.so.*//' | paste -sd ' '))"
# deploy/kubernetes/deployment.yaml's note: the image has a shell and `sleep` (an exec preStop can use them).
podman exec "$PREFIX-default" sh -c 'sleep 0' || fail "the image has no sh or no sleep"

# 2. SIGTERM: exits 0 and logs the drain.
podman kill --signal TERM "$PREFIX-default" >/dev/null
status=$(timeout 40 podman wait "$PREFIX-default") || fail "layoutd did not exit within 40 s of SIGTERM"
podman logs "$PREFIX-default" >"$WORK/default.log" 2>&1
[[ $status == 0 ]] || fail "layoutd exited $status after SIGTERM: $(tail -n 5 "$WORK/default.log")"
grep -q 'SIGTERM: draining' "$WORK/default.log" || fail "no drain in the log: $(tail -n 5 "$WORK/default.log")"
grep -q 'layoutd: stopped' "$WORK/default.log" || fail "no stop in the log: $(tail -n 5 "$WORK/default.log")"
log "SIGTERM: exit 0; logged: $(grep -E 'draining|stopped' "$WORK/default.log" | paste -sd ';')"

# 3. Another port given to the entrypoint, and another given through the environment: the HEALTHCHECK follows.
port=$(free_port)
start flag "$port" 9090 -- --port 9090
healthy flag
# The check can fail: probing the image's LAYOUTD_PORT (8080), as the HEALTHCHECK did before it read the
# server's own port, is unhealthy here.
if podman exec "$PREFIX-flag" /app/layoutd healthcheck --port 8080; then
    fail "flag: layoutd healthcheck --port 8080 exited 0 with the server on 9090"
fi
port=$(free_port)
start environment "$port" 9091 -e LAYOUTD_PORT=9091
healthy environment

# 4. The hardened run of deploy/kubernetes: read-only root, no capabilities, no privilege gain.
port=$(free_port)
start hardened "$port" 8080 --read-only --cap-drop=ALL --security-opt no-new-privileges
wait_ok "http://127.0.0.1:$port/readyz"
layouts_equal "$port"
healthy hardened
podman kill --signal TERM "$PREFIX-hardened" >/dev/null
status=$(timeout 40 podman wait "$PREFIX-hardened") || fail "hardened: no exit within 40 s of SIGTERM"
[[ $status == 0 ]] || fail "hardened: exited $status after SIGTERM"
log "hardened (--read-only --cap-drop=ALL --security-opt no-new-privileges): serves, healthy, SIGTERM exit 0"

log "ok: $IMAGE built from the Dockerfile and smoke-tested"
