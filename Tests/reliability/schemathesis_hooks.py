"""schemathesis hooks for Tests/reliability/schemathesis.sh: the only places a schema-valid request may be answered 422
(or 400: a repeated item id).

JSON Schema cannot say "at most --max-attributes attributes in the result", "at most 4,000,000 candidate cells
examined" or "scrollTo names an item that exists": each depends on several values together. So schemathesis.toml
lets the built-in positive-data check accept a 422, and this check narrows that back down to exactly those (the
contract, openapi.yaml: the attribute limit and the candidate budget at /elements; "an index path that does not
exist is a 422 at /scrollTo/indexPath"). Any other 422 to valid data (at another pointer, with another reason, or
from another operation) fails the run: add it to ALLOWED only when the contract says valid data gets it. Section
insets and waterfall columns that leave no width compare two fields, which JSON Schema cannot: they are
allowed at their own pointers (SECTION_WIDTH_ALLOWED). The compositional family's own 422s (the list in
openapi.yaml's CompositionalLayout) are allowed for compositional requests only, at pointers into their layouts.

The checks fail closed and prove they fire: each counts the responses it saw, those to schema-valid data of POST
/layout it judged and those with its status; schemathesis.sh prints the counts (written at exit to
$SCHEMATHESIS_CHECK_COUNTS) and fails the run when a check saw no response, or none to schema-valid data. A case
whose metadata does not say whether its data is schema-valid fails the check instead of passing unexamined.
"""

import atexit
import json
import os
import re
import threading

import schemathesis

# For each custom check: responses seen, those to schema-valid data of POST /layout, those with the status the
# check judges (400 or 422).
CHECKS = ("bad_request_only_where_the_schema_cannot_say", "unprocessable_only_where_the_contract_says")
COUNTS = {check: {"responses": 0, "valid data": 0, "judged": 0} for check in CHECKS}
_COUNTS_LOCK = threading.Lock()


def _count(check, key):
    with _COUNTS_LOCK:
        COUNTS[check][key] += 1


@atexit.register
def _write_counts():
    path = os.environ.get("SCHEMATHESIS_CHECK_COUNTS")
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump(COUNTS, out)

# (pointer, words of the detail) for each 422 that schema-valid data may get, as LayoutAPI words them
# (APIError+LayoutError.swift).
ALLOWED = (
    ("/elements", "attributes; ask for a smaller rect"),  # the attribute limit (--max-attributes)
    ("/scrollTo/indexPath", "to scroll to"),  # scrollTo names an item the sections do not have
    # A contentInset wider than the bounds leaves the content a negative width, for every family.
    ("/collectionView/contentInset", "larger than the bounds"),
    # Bottom to top and short content at the bottom apply to vertical scrolling only.
    ("/layout/verticalLayoutDirection", "scrolls vertically"),
    ("/layout/shortContentAlignment", "scrolls vertically"),
    # A fling's section must be an orthogonal section of a compositional layout: which sections exist and how
    # they scroll is the data's.
    ("/fling/section", "is not an orthogonally scrolling section"),
)

# A section inset whose left + right (top + bottom scrolling horizontally) exceed the content width, at that
# inset (the layout's field or a section's own override), and waterfall columns that do not fit the section's
# width, at the section's minimumColumnSpacing or the layout's: JSON Schema cannot compare two fields.
SECTION_WIDTH_ALLOWED = (
    (re.compile(r"^/(layout/sectionInsets?|sections/[0-9]+/(inset|sectionInsets))$"), "larger than the content width"),
    (re.compile(r"^/(layout|sections/[0-9]+)/minimumColumnSpacing$"), "more than the section's width"),
)

# The work budget: the pointer names the input that drives the cost (the rect, a timeline's offsets, the anchor,
# a uniform section's itemCount, a compositional item or group).
WORK_BUDGET_WORDS = "units of work"
WORK_BUDGET_POINTER = re.compile(
    r"^/(elements|collectionView/contentOffsets|anchor|sections/[0-9]+/itemCount|layout/section/group(/.*)?|"
    r"sections/[0-9]+/layout/group(/.*)?)$"
)

# The compositional family's 422s to well-formed data, as docs/compositional.md lists them (a group that cannot
# hold a single item, a negative effective size, two supplementaries of one elementKind in a section, nesting deeper
# than 16 groups, and pinning.headers/footers other than none) plus the layout-wide limits its decisions add (a
# missing layout.section, which JSON Schema cannot express; one group over the cell limit; content past 1e15; more
# kinds than attributes can name). Allowed only for a compositional request, at a pointer into its layout(s) or the
# scroll view's insets.
COMPOSITIONAL_ALLOWED = (
    "cannot fit a single item",
    "leave a negative size",
    "a second supplementary of elementKind",
    "groups nest deeper than 16",
    "pins boundary items with",
    "is required unless every section has its own",
    "one group would hold more than",
    "past 1e15",
    "distinct element kinds",
)
COMPOSITIONAL_POINTER = re.compile(r"^/(layout|sections/[0-9]+/layout|collectionView)(/|$)")

# openapi.yaml ("Never an impossible number"): a layout that would hold a coordinate beyond ±1e15 is a 422, for
# every family, at the input that drives it (APIError+LayoutError.swift, `impossibleNumber`): a listed item, a
# uniform section's itemSize or itemCount, a section (its header, footer or insets), or the offset that moved a
# pinned element or is itself out of range (contentOffset, a timeline's entry, scrollTo's target, the resolved
# anchor).
CONTENT_LIMIT_WORDS = "a coordinate beyond ±1e15"
CONTENT_LIMIT_POINTER = re.compile(
    r"^/(sections/[0-9]+(/items/[0-9]+|/itemSize|/itemCount)?|collectionView/contentOffset"
    r"|collectionView/contentOffsets/[0-9]+|scrollTo|anchor|fling|layout/snapping/decelerationRate)$"
)


def _is_compositional(case):
    body = getattr(case, "body", None)
    layout = body.get("layout") if isinstance(body, dict) else None
    return isinstance(layout, dict) and layout.get("type") == "compositional"


# An update's previous layout of another family than the request's: the schema's `Layout` allows any.
PREVIOUS_TYPE = ("/previous/layout/type", "must be of the request's family")


def _allowed(case, pointer, detail):
    if pointer == PREVIOUS_TYPE[0] and PREVIOUS_TYPE[1] in detail:
        return True
    # The previous data of an update is validated and laid out like a request: its 422s are the same ones,
    # located under /previous.
    if pointer.startswith("/previous/"):
        pointer = pointer[len("/previous"):]
    if any(pointer == allowed and words in detail for allowed, words in ALLOWED):
        return True
    if any(pattern.match(pointer) and words in detail for pattern, words in SECTION_WIDTH_ALLOWED):
        return True
    if CONTENT_LIMIT_WORDS in detail and CONTENT_LIMIT_POINTER.match(pointer) is not None:
        return True
    if WORK_BUDGET_WORDS in detail and WORK_BUDGET_POINTER.match(pointer) is not None:
        return True
    return (
        _is_compositional(case)
        and COMPOSITIONAL_POINTER.match(pointer) is not None
        and any(words in detail for words in COMPOSITIONAL_ALLOWED)
    )


def _is_positive(case):
    """Whether the case's data is schema-valid; raises when its metadata cannot say (a schemathesis whose case
    metadata changed shape would otherwise make every check pass without looking)."""
    mode = getattr(getattr(getattr(case, "meta", None), "generation", None), "mode", None)
    is_positive = getattr(mode, "is_positive", None)
    if not isinstance(is_positive, bool):
        raise AssertionError(
            "cannot tell whether this case's data is schema-valid (case.meta.generation.mode.is_positive is "
            f"{is_positive!r}): the custom checks would pass unexamined"
        )
    return is_positive


def _problem_to_valid_data(response, case, status, check):
    """The problem body of a `status` answer to schema-valid data on POST /layout, None for any other answer;
    raises when another operation answers valid data so, or the body is not JSON. Counts for `check`."""
    _count(check, "responses")
    operation = f"{case.method.upper()} {case.path}"
    if not _is_positive(case):
        return None
    if operation == "POST /layout":
        _count(check, "valid data")
    if response.status_code != status:
        return None
    _count(check, "judged")
    if operation != "POST /layout":
        raise AssertionError(f"{operation} answered schema-valid data {status}; only POST /layout may")
    try:
        return json.loads(response.content)
    except ValueError as error:
        raise AssertionError(f"a {status} whose body is not JSON: {error}") from None


# The 400s schema-valid data may get: item ids unique across the whole request, or the previous data (JSON Schema's
# uniqueItems cannot say "no two items of any section share an id"), at the repeat, as the contract says.
BAD_REQUEST_ALLOWED = (
    (re.compile(r"^(/previous)?/sections/[0-9]+/items/[0-9]+/id$"), "repeats the id of /sections/"),
    # Section ids, unique among one side's sections, likewise.
    (re.compile(r"^(/previous)?/sections/[0-9]+/id$"), "repeats the id of /sections/"),
    # A scroll range whose `from` is after its `to` (JSON Schema cannot compare two members).
    (re.compile(r"^/elements/scrollRange$"), "from <= to"),
    # A select rule the snapping's policy does not have: the policy comes from `preset` or `policy` and the rule
    # from `select` in either of its forms, a conditional openapi.yaml leaves to the server (its comment says so).
    (re.compile(r"^(/previous)?/layout/snapping/select$"), "policy has no rule"),
    # `fling.startOffset` where the snapping's limit counts from the drag's start, given or by the SwiftUI preset:
    # one member of the request depends on another's nested value, or a preset's.
    (re.compile(r"^/fling/startOffset$"), "counts from where the drag began"),
    # A uniform magazine section's `item` is a `MagazineItem` without its `id` (its items are named by index path).
    # JSON Schema could say so only with a second schema beside the `$ref` (`properties: {id: {not: {}}}`), and the
    # generated clients then read `item` as a model of its own that drops every member of MagazineItem (the clients
    # stage's magazine example stops round-tripping), so the schema's description says it instead.
    (re.compile(r"^(/previous)?/sections/[0-9]+/item/id$"), "is only for explicit items"),
)


@schemathesis.check
def bad_request_only_where_the_schema_cannot_say(ctx, response, case):
    """A 400 to schema-valid data must list only reasons of BAD_REQUEST_ALLOWED (every violation of a request is
    listed together, so ids repeated in two places are two errors), on POST /layout."""
    problem = _problem_to_valid_data(response, case, 400, CHECKS[0])
    if problem is None:
        return None
    errors = [e for e in problem.get("errors") or [] if isinstance(e, dict)]
    if not errors or not all(
        any(
            pattern.match(str(error.get("pointer"))) and words in str(error.get("detail", ""))
            for pattern, words in BAD_REQUEST_ALLOWED
        )
        for error in errors
    ):
        raise AssertionError(
            "schema-valid data answered 400 for a reason the schema could have expressed: "
            f"{json.dumps(errors)[:300]}"
        )
    return None


@schemathesis.check
def unprocessable_only_where_the_contract_says(ctx, response, case):
    """A 422 to schema-valid data must be one of ALLOWED, on POST /layout."""
    problem = _problem_to_valid_data(response, case, 422, CHECKS[1])
    if problem is None:
        return None
    errors = problem.get("errors") or []
    pointers = sorted({str(e.get("pointer")) for e in errors if isinstance(e, dict)})
    detail = " ".join([str(problem.get("detail", ""))] + [str(e.get("detail", "")) for e in errors if isinstance(e, dict)])
    if len(pointers) != 1 or not _allowed(case, pointers[0], detail):
        raise AssertionError(
            "schema-valid data answered 422 for a reason the contract does not give valid data "
            "(not the attribute limit, the candidate budget, a missing scrollTo item, content past 1e15, a section "
            "inset or waterfall columns that leave no width, or one of the compositional family's 422s): "
            f"pointers {pointers}, "
            f"detail {detail[:300]!r}"
        )
    return None
