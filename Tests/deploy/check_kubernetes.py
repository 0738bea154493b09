#!/usr/bin/env python3
"""Checks what the Kubernetes schemas cannot: that deploy/kubernetes/ fits layoutd itself.

Usage: check_kubernetes.py DEPLOY_DIR REPO_ROOT

- the pod's image tag is the version the service reports (Sources/LayoutService/LayoutService.swift);
- readiness is /readyz, liveness /healthz, both on the container's port;
- the grace period outlasts the preStop pause plus layoutd's drain timeout;
- the pod runs non-root with a read-only root filesystem, no privilege escalation and no capabilities;
- every container has CPU and memory requests and limits;
- the Service, PodDisruptionBudget and HorizontalPodAutoscaler select or target the Deployment's pods;
- the HPA scales on CPU, and the body limit matches deploy/nginx/nginx.conf.
Prints one line per failed check and exits 1 if any failed.
"""
import pathlib
import re
import sys

import yaml

DEFAULT_DRAIN_TIMEOUT = 25  # layoutd --drain-timeout default (Sources/layoutd/Configuration.swift)
DEFAULT_MAX_BODY_BYTES = 8388608  # layoutd --max-body-bytes default

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
    for probe, path in (("readinessProbe", "/readyz"), ("livenessProbe", "/healthz")):
        get = container.get(probe, {}).get("httpGet", {})
        check(get.get("path") == path, f"{probe} is not GET {path}")
        check(get.get("port") in ("http", ports.get("http")), f"{probe} is not on the http port")

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


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
    for failure in failures:
        print(f"check_kubernetes: {failure}")
    if failures:
        sys.exit(1)
    print("check_kubernetes: deploy/kubernetes fits layoutd (probes, drain, security, resources, selectors)")
