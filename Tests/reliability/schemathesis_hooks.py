"""schemathesis hooks for Tests/reliability/schemathesis.sh: the one place a schema-valid request may be answered 422.

JSON Schema cannot say "at most --max-attributes attributes in the result" or "at most 4,000,000 candidate cells
examined": both depend on several values together. So schemathesis.toml lets the built-in positive-data check accept
a 422, and this check narrows that back down: a 422 to schema-valid data passes only when it is POST /layout's
attribute limit or candidate budget, located at /elements. Any other 422 to valid data (at another pointer, with
another reason, or from another operation) fails the run.
"""

import json

import schemathesis

# The two limits' details, as LayoutAPI words them (APIError+LayoutError.swift).
ELEMENTS_LIMITS = ("attributes; ask for a smaller rect", "candidate cells")


def _is_positive(case):
    meta = getattr(case, "meta", None)
    generation = getattr(meta, "generation", None)
    mode = getattr(generation, "mode", None)
    return bool(mode is not None and mode.is_positive)


@schemathesis.check
def unprocessable_only_at_elements_limits(ctx, response, case):
    """A 422 to schema-valid data must be /elements' attribute limit or candidate budget on POST /layout."""
    if response.status_code != 422 or not _is_positive(case):
        return None
    operation = f"{case.method.upper()} {case.path}"
    if operation != "POST /layout":
        raise AssertionError(f"{operation} answered schema-valid data 422; only POST /layout's /elements limits may")
    try:
        problem = json.loads(response.content)
    except ValueError as error:
        raise AssertionError(f"a 422 whose body is not JSON: {error}") from None
    errors = problem.get("errors") or []
    pointers = sorted({str(e.get("pointer")) for e in errors if isinstance(e, dict)})
    detail = " ".join([str(problem.get("detail", ""))] + [str(e.get("detail", "")) for e in errors if isinstance(e, dict)])
    if pointers != ["/elements"] or not any(limit in detail for limit in ELEMENTS_LIMITS):
        raise AssertionError(
            "schema-valid data answered 422 for a reason other than the attribute limit or the candidate budget: "
            f"pointers {pointers}, detail {detail[:300]!r}"
        )
    return None
