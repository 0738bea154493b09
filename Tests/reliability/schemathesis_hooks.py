"""schemathesis hooks for Tests/reliability/schemathesis.sh: the only places a schema-valid request may be answered 422.

JSON Schema cannot say "at most --max-attributes attributes in the result", "at most 4,000,000 candidate cells
examined" or "scrollTo names an item that exists": each depends on several values together. So schemathesis.toml
lets the built-in positive-data check accept a 422, and this check narrows that back down to exactly those (the
contract, ../shared/API.md: the attribute limit and the candidate budget at /elements; "an index path that does not
exist is a 422 at /scrollTo/indexPath"). Any other 422 to valid data (at another pointer, with another reason, or
from another operation) fails the run: add it to ALLOWED only when the contract says valid data gets it.
"""

import json
import re

import schemathesis

# (pointer, words of the detail) for each 422 that schema-valid data may get, as LayoutAPI words them
# (APIError+LayoutError.swift).
ALLOWED = (
    ("/elements", "attributes; ask for a smaller rect"),  # the attribute limit (--max-attributes)
    ("/elements", "candidate cells"),  # the candidate budget
    ("/scrollTo/indexPath", "to scroll to"),  # scrollTo names an item the sections do not have
)

# compositional's 422s to schema-valid data (openapi.yaml, CompositionalLayout: each depends on sizes, insets and
# spacings together), at a pointer inside the layout or a section's own layout, or the scroll view's insets.
COMPOSITIONAL_POINTER = re.compile(r"^(/layout|/sections/\d+/layout|/collectionView)(/.*)?$")
COMPOSITIONAL_ALLOWED = (
    "the group cannot fit a single item",
    "leave a negative size",
    "a second supplementary of elementKind",
    "groups nest deeper than 16 levels",
    "one group would hold more than",
    "the content would reach past 1e15 points",
    "distinct element kinds",
)


def _is_positive(case):
    meta = getattr(case, "meta", None)
    generation = getattr(meta, "generation", None)
    mode = getattr(generation, "mode", None)
    return bool(mode is not None and mode.is_positive)


@schemathesis.check
def unprocessable_only_where_the_contract_says(ctx, response, case):
    """A 422 to schema-valid data must be one of ALLOWED, on POST /layout."""
    if response.status_code != 422 or not _is_positive(case):
        return None
    operation = f"{case.method.upper()} {case.path}"
    if operation != "POST /layout":
        raise AssertionError(f"{operation} answered schema-valid data 422; only POST /layout may, for the reasons in ALLOWED")
    try:
        problem = json.loads(response.content)
    except ValueError as error:
        raise AssertionError(f"a 422 whose body is not JSON: {error}") from None
    errors = problem.get("errors") or []
    pointers = sorted({str(e.get("pointer")) for e in errors if isinstance(e, dict)})
    detail = " ".join([str(problem.get("detail", ""))] + [str(e.get("detail", "")) for e in errors if isinstance(e, dict)])
    allowed = any(pointers[0] == pointer and words in detail for pointer, words in ALLOWED) if len(pointers) == 1 else False
    compositional = (
        len(pointers) == 1
        and COMPOSITIONAL_POINTER.match(pointers[0]) is not None
        and any(words in detail for words in COMPOSITIONAL_ALLOWED)
    )
    if not (allowed or compositional):
        raise AssertionError(
            "schema-valid data answered 422 for a reason the contract does not give valid data "
            f"(not the attribute limit, the candidate budget, a missing scrollTo item or a compositional layout that "
            f"cannot be made): pointers {pointers}, "
            f"detail {detail[:300]!r}"
        )
    return None
