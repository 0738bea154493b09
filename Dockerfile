# layoutd container image.
#
#   docker build -t layoutd .
#   docker run --rm -p 8080:8080 layoutd
#
# The build stage runs the same scripts/bootstrap as `./scripts/serve` (apt: libmicrohttpd-dev, pkg-config,
# curl) and the same release build, with the Swift standard library linked statically so the run stage needs
# only libmicrohttpd from Debian.

# ---------------------------------------------------------------------------- build
# Swift 6.3.1 on Debian 12 (bookworm): the toolchain the repository is developed and tested with.
FROM swift:6.3.1-bookworm AS build
WORKDIR /build
COPY scripts/bootstrap scripts/bootstrap
RUN scripts/bootstrap && rm -rf /var/lib/apt/lists/*
COPY . .
RUN swift build -c release --product layoutd --static-swift-stdlib \
    && cp "$(swift build -c release --show-bin-path)/layoutd" /build/layoutd

# ---------------------------------------------------------------------------- run
FROM debian:bookworm-slim
# libmicrohttpd12 is left unpinned on purpose: bookworm's security updates replace the exact version, so a pin
# would break the build; the base image tag fixes the Debian release.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 layoutd \
    && useradd --system --uid 10001 --gid layoutd --no-create-home --shell /usr/sbin/nologin layoutd
WORKDIR /app
# /openapi.yaml is served from a copy built into the binary; the file beside it is for people inspecting the image.
COPY --from=build /build/layoutd /app/layoutd
COPY --from=build /build/openapi.yaml /app/openapi.yaml
USER 10001:10001
ENV LAYOUTD_HOST=0.0.0.0 \
    LAYOUTD_PORT=8080
EXPOSE 8080
# `layoutd healthcheck` GETs /healthz on 127.0.0.1:$LAYOUTD_PORT and exits 0 only on a 200 (curl is not in
# the slim image).
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["/app/layoutd", "healthcheck"]
# Exec form: layoutd is PID 1 and receives SIGTERM directly, so it drains and exits cleanly.
ENTRYPOINT ["/app/layoutd"]
