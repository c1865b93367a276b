"""Errors as RFC 9457 problem details: ``application/problem+json`` with a stable ``code``.

Route code raises ``ProblemError``; the handlers below turn it, Litestar's own HTTP errors and any
unexpected exception into a problem response. No stack trace or exception text of an unexpected error
ever reaches the client: it is logged, and the client sees ``internal_error``.
"""

import logging
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, cast

from litestar import Request, Response
from litestar.exceptions import (
    ClientException,
    HTTPException,
    MethodNotAllowedException,
    NotAuthorizedException,
    NotFoundException,
    SerializationException,
    ValidationException,
)
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError
from sqlalchemy.exc import DBAPIError

from assent_database.availability import UNAVAILABLE, unavailable

PROBLEM_MEDIA_TYPE = "application/problem+json"
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FieldProblem:
    """One problem with one part of the request: ``pointer`` is an RFC 6901 JSON pointer into the body,
    ``parameter`` names a query, path or header parameter instead."""

    detail: str
    pointer: str | None = None
    parameter: str | None = None
    code: str | None = None

    def as_json(self) -> dict[str, str]:
        found = {
            "detail": self.detail,
            "pointer": self.pointer,
            "parameter": self.parameter,
            "code": self.code,
        }
        return {key: value for key, value in found.items() if value is not None}


@dataclass
class ProblemError(Exception):
    status: int
    code: str
    detail: str
    errors: list[FieldProblem] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.status} {self.code}: {self.detail}"


def json_pointer(location: tuple[str | int, ...] | list[str | int]) -> str:
    """The RFC 6901 pointer of a location such as pydantic's ``loc`` (``("a", 0)`` → ``/a/0``)."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in location)


def problem_body(problem: ProblemError) -> dict[str, Any]:
    body: dict[str, Any] = {
        "type": f"urn:assent:problem:{problem.code}",
        "title": title_of(problem.status),
        "status": problem.status,
        "code": problem.code,
        "detail": problem.detail,
    }
    if problem.errors:
        body["errors"] = [error.as_json() for error in problem.errors]
    return body | {key: value for key, value in problem.extra.items() if key not in body}


def problem_response(problem: ProblemError) -> Response[dict[str, Any]]:
    return Response(
        problem_body(problem),
        status_code=problem.status,
        media_type=PROBLEM_MEDIA_TYPE,
        headers=problem.headers or None,
    )


def unauthorized(detail: str = "a valid bearer token is required") -> ProblemError:
    return ProblemError(401, "unauthorized", detail, headers={"WWW-Authenticate": 'Bearer realm="assent"'})


REASON_PHRASES = {
    413: "Content Too Large",
    414: "URI Too Long",
    416: "Range Not Satisfiable",
    422: "Unprocessable Content",
}
"""RFC 9110's reason phrases where Python before 3.13 still has RFC 7231's ("Unprocessable Entity"):
a problem's ``title`` is the same on every Python, and the one docs/api.md shows."""


def title_of(status: int) -> str:
    """The problem ``title`` of a status: its HTTP reason phrase (RFC 9110)."""
    if status in REASON_PHRASES:
        return REASON_PHRASES[status]
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def _dotted(key: object) -> list[str | int]:
    return [*str(key).split(".")] if key else []


def _validation_problem(exc: ValidationException) -> ProblemError:
    """Body errors with exact pointers (from pydantic's ``loc`` when available), parameter errors by name."""
    cause = exc.__cause__
    errors_of = getattr(cause, "errors", None)
    if callable(errors_of):
        reported = cast("list[dict[str, Any]]", errors_of())
        found = [FieldProblem(str(e.get("msg", "invalid")), json_pointer(e.get("loc", ()))) for e in reported]
        return ProblemError(422, "validation_error", "the request body is invalid", found)
    extra = exc.extra if isinstance(exc.extra, list) else []
    body_missing = any(item.get("key") == "data" and item.get("source") == "body" for item in extra)
    if body_missing:
        return ProblemError(400, "malformed_json", "a JSON request body is required")
    parameters = [item for item in extra if item.get("source") in ("query", "path", "header", "cookie")]
    if parameters:
        found = [
            FieldProblem(str(item.get("message", "invalid")), parameter=str(item.get("key", "")))
            for item in parameters
        ]
        return ProblemError(400, "invalid_parameter", "a request parameter is invalid", found)
    found = [
        FieldProblem(str(item.get("message", "invalid")), json_pointer(_dotted(item.get("key"))))
        for item in extra
    ]
    return ProblemError(422, "validation_error", "the request body is invalid", found)


def _from_http_exception(exc: HTTPException) -> ProblemError:
    if isinstance(exc, ValidationException):
        return _validation_problem(exc)
    if isinstance(exc, NotAuthorizedException):
        return unauthorized()
    if isinstance(exc, NotFoundException):
        return ProblemError(404, "not_found", "no such resource")
    if isinstance(exc, MethodNotAllowedException):
        return ProblemError(
            405, "method_not_allowed", "this method is not allowed here", headers=exc.headers or {}
        )
    if isinstance(exc, ClientException) and isinstance(exc.__cause__, SerializationException):
        return ProblemError(400, "malformed_json", "the request body is not valid JSON")
    status = exc.status_code
    if status >= 500:
        log.error("HTTP %s raised by the framework: %s", status, type(exc).__name__)
        return ProblemError(status, "internal_error", "the server could not handle this request")
    code = title_of(status).lower().replace(" ", "_").replace("-", "_")
    return ProblemError(status, code, str(exc.detail) if exc.detail else title_of(status))


def handle_problem(_: Request[Any, Any, Any], exc: ProblemError) -> Response[dict[str, Any]]:
    return problem_response(exc)


def handle_http_exception(_: Request[Any, Any, Any], exc: HTTPException) -> Response[dict[str, Any]]:
    return problem_response(_from_http_exception(exc))


def handle_unexpected(request: Request[Any, Any, Any], exc: Exception) -> Response[dict[str, Any]]:
    log.exception("unexpected error on %s %s", request.method, request.url.path, exc_info=exc)
    return problem_response(ProblemError(500, "internal_error", "the server could not handle this request"))


def handle_database_error(request: Request[Any, Any, Any], exc: Exception) -> Response[dict[str, Any]]:
    """A database that is not there right now (refused, dropped, pool exhausted) is 503
    ``database_unavailable``, one warning line; any other database error is unexpected (500)."""
    if not unavailable(exc):
        return handle_unexpected(request, exc)
    log.warning("database unavailable on %s %s: %s", request.method, request.url.path, type(exc).__name__)
    return problem_response(
        ProblemError(503, "database_unavailable", "the gateway cannot reach its database; try again")
    )


def handle_store_unavailable(request: Request[Any, Any, Any], exc: Exception) -> Response[dict[str, Any]]:
    log.warning("Redis unavailable on %s %s: %s", request.method, request.url.path, type(exc).__name__)
    return problem_response(
        ProblemError(503, "store_unavailable", "the gateway cannot reach its store; try again")
    )


EXCEPTION_HANDLERS = {
    ProblemError: handle_problem,
    RedisConnectionError: handle_store_unavailable,
    RedisTimeoutError: handle_store_unavailable,
    **dict.fromkeys((*UNAVAILABLE, DBAPIError), handle_database_error),
    HTTPException: handle_http_exception,
    Exception: handle_unexpected,
}
