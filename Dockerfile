# layoutd container image.
#
#   docker build -t layoutd:1.0.0 .
#   docker run --rm -p 8080:8080 --stop-timeout 30 layoutd:1.0.0
#   podman build --format docker -t layoutd:1.0.0 .      (docker format: OCI images have no HEALTHCHECK)
#
# The build stage runs the same scripts/bootstrap as `./scripts/serve` (apt: libmicrohttpd-dev, zlib1g-dev,
# pkg-config, curl) and the same release build, with the Swift runtime and standard library linked statically
# (--static-swift-stdlib; layoutd does not use Foundation). What the binary still loads from Debian: libc and libm,
# libstdc++ and libgcc_s (parts of the Swift runtime are C++), zlib (gzip), and libmicrohttpd with its GnuTLS
# dependencies; the run stage installs those by name (apt brings libmicrohttpd's own dependencies).
# `./scripts/test container` builds this file unchanged with podman and smoke-tests the image.

# ---------------------------------------------------------------------------- build
# Swift 6.3.1 on Debian 12 (bookworm): the toolchain the repository is developed and tested with.
FROM swift:6.3.1-bookworm AS build
WORKDIR /build
COPY scripts/bootstrap scripts/bootstrap
RUN scripts/bootstrap && rm -rf /var/lib/apt/lists/*
# Only what `swift build` reads: the manifest and every target's directory (SwiftPM loads the test and benchmark
# targets' directories too, even for one product), so a change to the docs, examples or scripts reuses this cache.
COPY Package.swift ./
COPY Sources Sources
COPY Benchmarks Benchmarks
COPY Tests Tests
COPY Fuzz/Sources Fuzz/Sources
RUN swift build -c release --product layoutd --static-swift-stdlib \
    && cp "$(swift build -c release --show-bin-path)/layoutd" /build/layoutd

# ---------------------------------------------------------------------------- run
FROM debian:bookworm-slim
# libmicrohttpd12, zlib1g, libstdc++6 and libgcc-s1 are what layoutd links (`ldd /app/layoutd`; the last three are
# in the slim image only because apt and dpkg need them, so they are named here). Unpinned on purpose: bookworm's security
# updates replace the exact versions, so a pin would break the build; the base image tag fixes the Debian release.
# The user: a fixed uid/gid 10001 (deploy/kubernetes runs as 10001), a regular account outside Debian's system
# range (100-999) so no package's system user can collide with it; no home, no login shell, no lastlog entry.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 zlib1g libstdc++6 libgcc-s1 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 10001 layoutd \
    && useradd --uid 10001 --gid layoutd --no-create-home --no-log-init --home-dir /nonexistent \
        --shell /usr/sbin/nologin layoutd
WORKDIR /app
# /openapi.yaml is served from a copy built into the binary; the file beside it is for people inspecting the image.
COPY --from=build /build/layoutd /app/layoutd
COPY openapi.yaml /app/openapi.yaml
USER 10001:10001
ENV LAYOUTD_HOST=0.0.0.0 \
    LAYOUTD_PORT=8080 \
    LAYOUTD_ADMIN_PORT=8081
# 8081: the admin listener (/healthz, /readyz, /metrics), for probes and scrapers.
EXPOSE 8080 8081
# `layoutd healthcheck` GETs /healthz on 127.0.0.1's admin port and exits 0 only on a 200 (curl is not in the slim
# image). Its port is the server's: read from PID 1's command line and environment (this ENTRYPOINT), so both
# `-e LAYOUTD_ADMIN_PORT=9091` and `IMAGE --admin-port 9091` stay healthy.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["/app/layoutd", "healthcheck"]
# Exec form: layoutd is PID 1 and receives SIGTERM directly, so it drains (up to LAYOUTD_DRAIN_TIMEOUT, 25 s) and
# exits 0. Docker and podman kill after 10 s unless told otherwise: run with `--stop-timeout 30`.
ENTRYPOINT ["/app/layoutd"]
