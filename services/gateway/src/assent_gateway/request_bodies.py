"""Every request body is checked once, before its route runs (Litestar's ``before_request``).

A route that takes a body (a ``data`` parameter) gets it only when it is declared JSON
(``application/json`` or ``application/*+json``, else 415 ``unsupported_media_type``), parses
(else 400 ``malformed_json``) and nests at most ``MAX_JSON_DEPTH`` arrays and objects (else 400
``nesting_too_deep`` with the JSON pointer of the first value too deep, or ``""`` when the body is too
deep to parse at all). So no route, validator or serializer ever meets a body that would exhaust it,
and nothing is stored, locked or published for one. The parsed body is Litestar's own cached
``request.json()``: the route does not parse it again.
"""

from typing import Any

from litestar import Request
from litestar.exceptions import SerializationException

from assent_gateway.problems import FieldProblem, ProblemError, json_pointer

MAX_JSON_DEPTH = 64
"""Arrays and objects inside each other, the body itself counting as one (documented in docs/api.md)."""

Trail = tuple[str | int, "Trail"] | None
"""The keys from the body down to a value, innermost first, as a linked list (cheap to extend)."""


def is_json_media_type(content_type: str) -> bool:
    media_type = content_type.partition(";")[0].strip().lower()
    kind, _, subtype = media_type.partition("/")
    return kind == "application" and (subtype == "json" or subtype.endswith("+json"))


def too_deep(value: Any, limit: int = MAX_JSON_DEPTH) -> list[str | int] | None:
    """The location of the first array or object nested deeper than ``limit``, or None. Iterative, so
    any depth the parser produced is walked without recursion."""
    stack: list[tuple[Any, int, Trail]] = [(value, 1, None)]
    while stack:
        current, depth, trail = stack.pop()
        if isinstance(current, dict):
            children: Any = current.items()
        elif isinstance(current, list):
            children = enumerate(current)
        else:
            continue
        if depth > limit:
            return _location(trail)
        stack.extend((child, depth + 1, (key, trail)) for key, child in children)
    return None


def _location(trail: Trail) -> list[str | int]:
    keys: list[str | int] = []
    while trail is not None:
        key, trail = trail
        keys.append(key)
    return keys[::-1]


def _nesting_problem(pointer: str) -> ProblemError:
    detail = f"the body nests arrays and objects deeper than {MAX_JSON_DEPTH} levels"
    return ProblemError(
        400, "nesting_too_deep", detail, [FieldProblem(detail, pointer, code="nesting_too_deep")]
    )


async def check_request_body(request: Request[Any, Any, Any]) -> None:
    """``before_request`` hook of the gateway: refuse a body its route must never see (see above)."""
    if "data" not in request.route_handler.parsed_fn_signature.parameters:
        return
    body = await request.body()
    content_type = request.headers.get("content-type")
    if (body or content_type is not None) and not is_json_media_type(content_type or ""):
        raise ProblemError(
            415,
            "unsupported_media_type",
            "the body must be sent as application/json (Content-Type: application/json)",
        )
    if not body:
        return  # Litestar answers the missing body (400 malformed_json)
    try:
        parsed = await request.json()
    except RecursionError:
        raise _nesting_problem("") from None
    except SerializationException:
        raise ProblemError(400, "malformed_json", "the request body is not valid JSON") from None
    location = too_deep(parsed)
    if location is not None:
        raise _nesting_problem(json_pointer(location))
