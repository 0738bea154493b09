#!/usr/bin/env python3
"""Checks what the Kubernetes schemas cannot: that deploy/kubernetes/ fits layoutd itself.

Usage: check_kubernetes.py DEPLOY_DIR REPO_ROOT

- the pod's image tag is the version the service reports (Sources/LayoutService/LayoutService.swift);
- readiness is /readyz, liveness and startup /healthz, all on the admin listener's port (its own threads and
  connections, so probes get through while the main listener is saturated), as is the Prometheus annotation;
  the Service exposes the main port only;
- the worker and I/O threads do not outnumber the CPU limit, and the memory limit covers layoutd's budget: its
  baseline, every connection's memory, the bytes in flight and each worker's gzip body being inflated (the
  figures of docs/operations.md, "Limits and the pod's memory"); the bytes in flight hold the largest body and
  its working memory (12 x the body + 64 MiB), without which layoutd would not start;
- no per-client connection limit behind the Service (every connection comes from the ingress or proxy);
- the grace period outlasts the preStop pause plus layoutd's drain timeout;
- the pod runs non-root with a read-only root filesystem, no privilege escalation and no capabilities;
- every container has CPU and memory requests and limits;
- the Service, PodDisruptionBudget and HorizontalPodAutoscaler select or target the Deployment's pods;
- the HPA scales on CPU, and the body limit matches deploy/nginx/nginx.conf, whose keep-alive to the replicas
  ends before layoutd's keep-alive timeout and whose timeouts are no shorter than layoutd's deadlines.
Prints one line per failed check and exits 1 if any failed.
"""
import pathlib
import re
import sys

import yaml

DEFAULT_DRAIN_TIMEOUT = 25  # layoutd --drain-timeout default (Sources/layoutd/Configuration.swift)
DEFAULT_MAX_BODY_BYTES = 8388608  # layoutd --max-body-bytes default
DEFAULT_ADMIN_PORT = 8081  # --admin-port
DEFAULT_CONNECTION_LIMIT = 1024  # --connection-limit
DEFAULT_MAX_BYTES_IN_FLIGHT = 256 << 20  # --max-bytes-in-flight
DEFAULT_KEEP_ALIVE_TIMEOUT = 5  # --keep-alive-timeout
DEFAULT_REQUEST_TIMEOUT = 30  # --request-timeout
DEFAULT_CONNECTION_TIMEOUT = 30  # --connection-timeout
# docs/operations.md, "Limits and the pod's memory": measured on the release build.
BASELINE_MIB = 16  # resident at rest
CONNECTION_KIB = 34  # one connection's libmicrohttpd pool (32 KiB) and state
WORKER_MIB = 8  # one worker inflating a gzip body, before its working memory is counted in flight
SLACK_MIB = 64  # glibc's free lists kept per arena, fragmentation
# LayoutService.workingMemory: counted in flight for each request being computed.
WORKING_BYTES_PER_BODY_BYTE = 12
WORKING_BYTES_PER_REQUEST = 64 << 20

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def load(deploy_dir):
    documents = {}
    for path in sorted(pathlib.Path(deploy_dir).glob("*.yaml")):
        for document in yaml.safe_load_all(path.read_text()):
            if document:
                documents[document["kind"]] = document
    return documents


def nginx_body_limit(repo_root):
    text = (pathlib.Path(repo_root) / "deploy/nginx/nginx.conf").read_text()
    match = re.search(r"^\s*client_max_body_size\s+(\d+)([kKmM]?);", text, re.MULTILINE)
    if not match:
        return None
    return int(match.group(1)) * {"": 1, "k": 1024, "m": 1024 * 1024}[match.group(2).lower()]


def nginx_directives(repo_root, block=None):
    """Every `name value;` directive of deploy/nginx/nginx.conf, by name (a name given twice keeps both); only those
    inside the first `block {...}` (such as `upstream layoutd`) when given."""
    text = (pathlib.Path(repo_root) / "deploy/nginx/nginx.conf").read_text()
    text = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
    if block:
        text = re.search(re.escape(block) + r"\s*\{(.*?)\}", text, re.DOTALL).group(1)
    found = {}
    for name, value in re.findall(r"^\s*([a-z_]+)\s+([^;{]*);", text, re.MULTILINE):
        found.setdefault(name, []).append(value.strip())
    return found


def seconds(value):
    """An nginx time (`20s`, `1m`, `5`) in seconds."""
    match = re.fullmatch(r"(\d+)(ms|s|m)?", value)
    number, unit = int(match.group(1)), match.group(2) or "s"
    return number / 1000 if unit == "ms" else number * (60 if unit == "m" else 1)


def cpus(quantity):
    quantity = str(quantity)
    return int(quantity[:-1]) / 1000 if quantity.endswith("m") else float(quantity)


def mebibytes(quantity):
    match = re.fullmatch(r"(\d+)(Mi|Gi)", str(quantity))
    return int(match.group(1)) * (1024 if match.group(2) == "Gi" else 1)


def main(deploy_dir, repo_root):
    documents = load(deploy_dir)
    for kind in ("Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget"):
        check(kind in documents, f"no {kind} in {deploy_dir}")
    if failures:
        return
    deployment = documents["Deployment"]
    pod = deployment["spec"]["template"]["spec"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    selector = deployment["spec"]["selector"]["matchLabels"]
    check(all(labels.get(k) == v for k, v in selector.items()), "the Deployment's selector does not match its pods")
    (container,) = pod["containers"]
    env = {e["name"]: e.get("value") for e in container.get("env", [])}

    swift = (pathlib.Path(repo_root) / "Sources/LayoutService/LayoutService.swift").read_text()
    version = re.search(r'static let version = "([^"]+)"', swift).group(1)
    check(container["image"] == f"layoutd:{version}", f"image {container['image']} is not layoutd:{version}")

    ports = {p.get("name"): p["containerPort"] for p in container["ports"]}
    check(str(ports.get("http")) == env.get("LAYOUTD_PORT", "8080"), "the http port is not the port layoutd listens on")
    admin = ports.get("admin")
    check(
        admin is not None and str(admin) == env.get("LAYOUTD_ADMIN_PORT", str(DEFAULT_ADMIN_PORT)),
        "the admin port is not the port layoutd's admin listener uses",
    )
    for probe, path in (("readinessProbe", "/readyz"), ("livenessProbe", "/healthz"), ("startupProbe", "/healthz")):
        get = container.get(probe, {}).get("httpGet", {})
        check(get.get("path") == path, f"{probe} is not GET {path}")
        check(get.get("port") in ("admin", admin), f"{probe} is not on the admin port")
    annotations = deployment["spec"]["template"]["metadata"].get("annotations", {})
    check(annotations.get("prometheus.io/port") == str(admin), "Prometheus does not scrape the admin port")
    check(annotations.get("prometheus.io/path") == "/metrics", "Prometheus does not scrape /metrics")

    limit_cpus = cpus(container.get("resources", {}).get("limits", {}).get("cpu", "1"))
    for name in ("LAYOUTD_THREADS", "LAYOUTD_WORKERS"):
        check(name in env and int(env[name]) <= max(1, limit_cpus), f"{name} is unset or above the CPU limit")
    check(env.get("LAYOUTD_PER_CLIENT_CONNECTIONS") == "0", "a per-client connection limit behind the Service")
    workers = int(env.get("LAYOUTD_WORKERS", "1"))
    connections = int(env.get("LAYOUTD_CONNECTION_LIMIT", DEFAULT_CONNECTION_LIMIT))
    in_flight_bytes = int(env.get("LAYOUTD_MAX_BYTES_IN_FLIGHT", DEFAULT_MAX_BYTES_IN_FLIGHT))
    body = int(env.get("LAYOUTD_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES))
    largest = body + WORKING_BYTES_PER_BODY_BYTE * body + WORKING_BYTES_PER_REQUEST
    check(
        in_flight_bytes >= largest,
        f"the bytes in flight ({in_flight_bytes}) cannot hold the largest body and its working memory ({largest}): "
        "layoutd would not start",
    )
    in_flight = in_flight_bytes / (1 << 20)
    budget = BASELINE_MIB + connections * CONNECTION_KIB / 1024 + in_flight + workers * WORKER_MIB + SLACK_MIB
    memory = container.get("resources", {}).get("limits", {}).get("memory")
    check(
        memory is not None and budget <= mebibytes(memory),
        f"layoutd's memory budget {budget:.0f} MiB is over the limit {memory}",
    )

    pause = container.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds")
    check(isinstance(pause, int) and pause > 0, "no preStop sleep")
    drain = int(env.get("LAYOUTD_DRAIN_TIMEOUT", DEFAULT_DRAIN_TIMEOUT))
    grace = pod.get("terminationGracePeriodSeconds", 30)
    check(grace > (pause or 0) + drain, f"grace period {grace} s is not longer than preStop {pause} s + drain {drain} s")

    for scope, context in (("pod", pod.get("securityContext", {})), ("container", container.get("securityContext", {}))):
        check(context.get("runAsNonRoot") is True or scope == "container", f"{scope} does not set runAsNonRoot")
    security = container.get("securityContext", {})
    check(security.get("readOnlyRootFilesystem") is True, "root filesystem is writable")
    check(security.get("allowPrivilegeEscalation") is False, "privilege escalation is allowed")
    check(security.get("capabilities", {}).get("drop") == ["ALL"], "capabilities are not all dropped")
    check(pod.get("securityContext", {}).get("runAsUser", 0) != 0, "the pod runs as uid 0")

    resources = container.get("resources", {})
    for part in ("requests", "limits"):
        for resource in ("cpu", "memory"):
            check(resource in resources.get(part, {}), f"no {resource} {part[:-1]}")

    service = documents["Service"]["spec"]
    check(service["selector"] == selector, "the Service does not select the Deployment's pods")
    check(all(p.get("targetPort") in ("http", ports.get("http")) for p in service["ports"]), "Service targets another port")
    check(all(p.get("targetPort") not in ("admin", admin) for p in service["ports"]), "the Service exposes the admin port")
    pdb = documents["PodDisruptionBudget"]["spec"]
    check(pdb["selector"]["matchLabels"] == selector, "the PodDisruptionBudget does not select the Deployment's pods")
    hpa = documents["HorizontalPodAutoscaler"]
    check(hpa["apiVersion"] == "autoscaling/v2", "the HPA is not autoscaling/v2")
    target = hpa["spec"]["scaleTargetRef"]
    check(
        (target["kind"], target["name"]) == ("Deployment", deployment["metadata"]["name"]),
        "the HPA does not target the Deployment",
    )
    check(
        any(m.get("type") == "Resource" and m["resource"]["name"] == "cpu" for m in hpa["spec"]["metrics"]),
        "the HPA does not scale on CPU",
    )
    check(hpa["spec"].get("minReplicas", 1) >= 2, "the HPA may scale to one replica, so the PDB cannot keep one up")
    check(pdb.get("maxUnavailable") == 1 or pdb.get("minAvailable") == 1, "the PDB does not keep a replica up")

    body = int(env.get("LAYOUTD_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES))
    check(nginx_body_limit(repo_root) == body, f"nginx client_max_body_size is not LAYOUTD_MAX_BODY_BYTES ({body})")
    nginx = nginx_directives(repo_root)
    upstream = nginx_directives(repo_root, "upstream layoutd")
    keep_alive = int(env.get("LAYOUTD_KEEP_ALIVE_TIMEOUT", DEFAULT_KEEP_ALIVE_TIMEOUT))
    upstream_idle = [seconds(v) for v in upstream.get("keepalive_timeout", [])]
    check(
        upstream_idle and max(upstream_idle) < keep_alive,
        f"nginx keeps idle connections to layoutd {upstream_idle} s, not less than its keep-alive timeout {keep_alive} s",
    )
    request = int(env.get("LAYOUTD_REQUEST_TIMEOUT", DEFAULT_REQUEST_TIMEOUT))
    inactivity = int(env.get("LAYOUTD_CONNECTION_TIMEOUT", DEFAULT_CONNECTION_TIMEOUT))
    for name in ("client_body_timeout", "client_header_timeout", "send_timeout", "proxy_read_timeout"):
        values = [seconds(v) for v in nginx.get(name, [])]
        check(values and max(values) <= max(request, inactivity), f"nginx {name} {values} outlasts layoutd's deadlines")
    check("limit_conn" in nginx and "limit_conn_zone" in nginx, "nginx has no per-client connection limit")
    check(
        upstream.get("server") and all("max_conns=" in v for v in upstream["server"]),
        "nginx does not bound its connections to each replica",
    )


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
    for failure in failures:
        print(f"check_kubernetes: {failure}")
    if failures:
        sys.exit(1)
    print(
        "check_kubernetes: deploy/kubernetes fits layoutd (admin-port probes and scrape, drain, security, threads, "
        "memory budget, selectors, nginx limits)"
    )
