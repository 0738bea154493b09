"""Every response a suite sees, validated with openapi-core against the OpenAPI document the server itself serves.

    contract = Contract.served_by("http://127.0.0.1:PORT")
    contract.check("POST", "/layout", status, headers, body, request_body=sent)   # raises ContractViolation

An operation's response is checked by openapi-core (status documented for the operation, media type, schema,
documented headers such as `Allow`). openapi-core only matches requests to operations the document lists, so an
unknown path must be answered 404 and a listed path with another method 405 with `Allow`, each a problem+json body
valid against `Problem` (the document's `NotFound` and `MethodNotAllowed` responses). HEAD is answered as GET would
be (a status GET documents, or that 404/405), without a body. Media types openapi-core does not read by itself are read here: problem+json as JSON, and the
document's text types (YAML, HTML, SVG, the metrics) as text, as their schemas say.

openapi-core takes about a third of a millisecond per attribute, so a layout answer of more than 2,000 attributes
(the reliability suite asks for 100,000 at once) is validated with its first and last 1,000 attributes: every
attribute has one of three shapes, and a sample from both ends still meets all of them; the envelope, status,
headers and media type are checked in full.

Needs openapi-core (and PyYAML) from the tools venv: .build/venv (scripts/test tools).
"""

import json
import urllib.request

import yaml
from openapi_core import Config, OpenAPI
from openapi_core.testing import MockRequest, MockResponse
from openapi_schema_validator import OAS31Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012


def _text(data, **parameters):
    """A text body as the str its `type: string` schema describes (openapi-core passes the charset parameter)."""
    return data.decode(parameters.get("charset", "utf-8")) if isinstance(data, bytes) else data


def _json(data, **parameters):
    return json.loads(data)


# openapi-core reads JSON and text/plain itself; these are the document's other media types.
DESERIALIZERS = {
    "application/problem+json": _json,
    "application/yaml": _text,
    "text/html": _text,
    "image/svg+xml": _text,
}


class ContractViolation(AssertionError):
    """A response the document does not allow; the message says which and why."""


SAMPLE = 1000


def _sampled(body, content_type):
    """A large layout answer with only its first and last SAMPLE attributes (see the module's comment)."""
    if len(body) < 200_000 or not content_type.startswith("application/json"):
        return body
    try:
        document = json.loads(body)
    except ValueError:
        return body
    attributes = document.get("attributes") if isinstance(document, dict) else None
    if not isinstance(attributes, list) or len(attributes) <= 2 * SAMPLE:
        return body
    document["attributes"] = attributes[:SAMPLE] + attributes[-SAMPLE:]
    return json.dumps(document).encode()


_parsed = {}  # document bytes -> (spec, OpenAPI, Problem validator): the suites start many servers, one document


def _parse(document):
    if document not in _parsed:
        spec = yaml.safe_load(document)
        openapi = OpenAPI.from_dict(spec, config=Config(extra_media_type_deserializers=DESERIALIZERS))
        registry = Registry().with_resource("urn:layoutd", DRAFT202012.create_resource(spec))
        problem = OAS31Validator({"$ref": "urn:layoutd#/components/schemas/Problem"}, registry=registry)
        _parsed[document] = spec, openapi, problem
    return _parsed[document]


class Contract:
    def __init__(self, document, base_url):
        self.base_url = base_url.rstrip("/")
        self.spec, self.openapi, self.problem = _parse(document)
        self.checked = 0

    @classmethod
    def served_by(cls, base_url):
        """The contract as `GET /openapi.yaml` at `base_url` serves it."""
        with urllib.request.urlopen(base_url.rstrip("/") + "/openapi.yaml", timeout=10) as response:
            return cls(response.read(), base_url)

    def check(self, method, path, status, headers, body, request_body=None, request_content_type="application/json"):
        """Raises ContractViolation unless the document allows this answer to `method path`."""
        headers = {k.lower(): v for k, v in (headers or {}).items()}
        content_type = headers.get("content-type", "")
        path = path.split("?", 1)[0]
        where = f"{method} {path} answered {status} {content_type}"
        operations = self.spec["paths"].get(path)
        method = method.upper()
        if method == "HEAD":
            # GET's answer without its body where GET is listed; else the 404 or 405 (with Allow) GET would get.
            if body:
                raise ContractViolation(f"{where}: HEAD answered a body")
            if operations is not None and "get" in operations:
                documented = {str(code) for code in operations["get"]["responses"]}
                if str(status) not in documented:
                    raise ContractViolation(f"{where}: GET {path} documents {sorted(documented)}")
            elif status != (404 if operations is None else 405) or (operations is not None and not headers.get("allow")):
                raise ContractViolation(f"{where}: expected {404 if operations is None else '405 with Allow'}")
            self.checked += 1
            return
        if operations is None or method.lower() not in operations:
            expected = 404 if operations is None else 405
            if status != expected:
                raise ContractViolation(f"{where}: expected {expected}")
            if expected == 405 and not headers.get("allow"):
                raise ContractViolation(f"{where}: a 405 without Allow")
            self._check_problem(where, status, content_type, body)
            self.checked += 1
            return
        body = _sampled(body, content_type)
        request = MockRequest(
            self.base_url, method, path, data=request_body, content_type=request_content_type if request_body else None
        )
        response = MockResponse(body, status_code=status, headers=headers, content_type=content_type)
        try:
            self.openapi.validate_response(request, response)
        except Exception as error:  # openapi-core's errors chain the schema errors as causes
            causes = []
            cause = error
            while cause is not None and len(causes) < 4:
                causes.append(f"{type(cause).__name__}: {str(cause)[:300]}")
                cause = cause.__cause__ or (cause.schema_errors[0] if getattr(cause, "schema_errors", None) else None)
            raise ContractViolation(f"{where}: " + " <- ".join(causes)) from None
        if status >= 400:
            self._check_problem(where, status, content_type, body)
        self.checked += 1

    def _check_problem(self, where, status, content_type, body):
        if not content_type.startswith("application/problem+json"):
            raise ContractViolation(f"{where}: an error that is not application/problem+json")
        try:
            document = json.loads(body)
        except ValueError:
            raise ContractViolation(f"{where}: the problem is not JSON") from None
        errors = sorted(self.problem.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            raise ContractViolation(f"{where}: the problem does not fit Problem: {errors[0].message[:200]}")
        if document.get("status") != status:
            raise ContractViolation(f"{where}: the problem says status {document.get('status')}")
