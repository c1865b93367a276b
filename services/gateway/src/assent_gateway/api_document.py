"""The OpenAPI document, completed from what the routes really answer (decision 020).

Litestar documents each route's success and the body it takes. Everything else a route can answer is
added here, in one place, when the app is made (``describe_api``): the problem responses (RFC 9457,
``application/problem+json``, one ``Problem`` schema), the event streams' ``text/event-stream``, and
which routes need a signed-in user. Most of it follows from the route itself, so a new route is
described as soon as it is added:

- every route may answer ``400 malformed_request``, ``431 headers_too_large`` (``http_server``) and
  ``500 internal_error``; a route that changes state, ``403 csrf_failed`` (a cookie request without the
  CSRF header);
- behind ``UserAuthenticationMiddleware``: ``401 unauthorized`` and ``503`` when the identity provider,
  the store or the database cannot be reached, and the bearer or session security schemes; any other
  route needs no token (``security: []``);
- a body: ``400 malformed_json``/``nesting_too_deep``, ``413``, ``415`` and ``422 validation_error``;
  a path parameter: ``404``; a query or header parameter: ``400``;
- an event stream (a handler answering ``ServerSentEvent``): ``200 text/event-stream`` and ``429``.

What only the route's own logic can answer (a ``409``, a ``403`` of its own, a ``503`` of a dependency)
is in ``ROUTE_PROBLEMS``, by method and path; the unit test checks every entry names a real operation.
"""

import dataclasses
import typing
from dataclasses import dataclass
from typing import Any, cast

from litestar import Litestar
from litestar.handlers import HTTPRouteHandler
from litestar.middleware import DefineMiddleware
from litestar.openapi.spec import (
    OpenAPI,
    OpenAPIHeader,
    OpenAPIMediaType,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Parameter,
    Reference,
    Schema,
)
from litestar.response import ServerSentEvent
from litestar.routes import HTTPRoute
from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from assent_gateway.ag_config import AgConfigTurnCreate
from assent_gateway.authentication import UserAuthenticationMiddleware
from assent_gateway.problems import PROBLEM_MEDIA_TYPE, title_of
from assent_gateway.schemas import TurnCreate

USER_SECURITY: list[dict[str, list[str]]] = [{"bearer": []}, {"session": []}]
"""A signed-in user: a bearer token of the issuer, or the page's session cookie (decision 018)."""

STATE_CHANGING = {"POST", "PUT", "PATCH", "DELETE"}
EVENT_STREAM = "text/event-stream"

Problems = dict[int, list[str]]

ROUTE_PROBLEMS: dict[str, Problems] = {
    "GET /v1/healthz": {503: ["unhealthy"]},
    "POST /v1/connections": {
        409: ["personal_connection_exists"],
        422: ["unknown_toolkit", "toolkit_disabled", "display_name_taken"],
    },
    "DELETE /v1/connections/{connection_id}": {
        403: ["connection_managed_by_admin"],
        404: ["connection_not_found"],
    },
    "POST /v1/conversations": {
        422: [
            "unknown_model",
            "model_without_tools",
            "unknown_project_key",
            "no_connections",
            "too_many_connections",
            "duplicate_connection",
            "unknown_connection",
            "connection_unavailable",
            "toolkit_disabled",
            "invalid_tool",
            "credentials_refused",
        ],
        503: ["discovery_unavailable", "connection_unreachable"],
    },
    "POST /v1/connections/{toolkit}/authorize": {
        403: ["toolkit_disabled"],
        404: ["unknown_toolkit"],
        409: ["toolkit_not_oauth"],
        422: ["invalid_return_to"],
        502: ["oauth_unavailable"],
    },
    "GET /v1/connections/oauth/callback": {
        400: ["oauth_state_invalid", "oauth_failed"],
        403: ["toolkit_disabled", "admin_required"],
        404: ["unknown_toolkit", "connection_not_found"],
        409: ["toolkit_not_oauth", "personal_connection_exists"],
        502: ["oauth_unavailable"],
    },
    "GET /v1/conversations/{conversation_id}": {404: ["conversation_not_found"]},
    "POST /v1/conversations/{conversation_id}/turns": {
        404: ["conversation_not_found"],
        409: ["turn_running", "conversation_locked"],
        422: ["last_message_not_user", "model_mismatch", "tools_changed"],
        503: ["orchestrator_unavailable"],
    },
    "GET /v1/turns/{turn_id}/events": {
        400: ["invalid_last_event_id"],
        404: ["turn_not_found"],
        410: ["events_expired"],
    },
    "POST /v1/turns/{turn_id}/proposals/{proposal_id}/decision": {
        404: ["turn_not_found", "proposal_not_found"],
        409: ["decision_conflict"],
        503: ["orchestrator_unavailable"],
    },
    "POST /v1/turns/{turn_id}/tool-results": {
        404: ["turn_not_found", "tool_call_not_found"],
        409: ["tool_call_answered", "tool_call_expired", "tool_call_cancelled"],
        422: ["tool_result_too_large"],
        503: ["orchestrator_unavailable"],
    },
    "POST /v1/turns/{turn_id}/stop": {
        404: ["turn_not_found"],
        409: ["turn_finished"],
        503: ["orchestrator_unavailable"],
    },
    "GET /v1/activity": {400: ["invalid_parameter"]},
    "POST /v1/agent-tokens": {
        422: [
            "no_connections",
            "unknown_connection",
            "connection_unavailable",
            "duplicate_connection",
            "duplicate_toolkit",
            "expiry_too_long",
        ],
    },
    "DELETE /v1/agent-tokens/{token_id}": {404: ["agent_token_not_found"]},
    "GET /v1/approvals/events": {400: ["invalid_last_event_id"]},
    "POST /v1/approvals/{proposal_id}/decision": {
        404: ["approval_not_found"],
        409: ["decision_conflict"],
        503: ["orchestrator_unavailable"],
    },
    "GET /v1/admin/toolkits": {403: ["admin_required"]},
    "PUT /v1/admin/toolkits": {403: ["admin_required"], 422: ["unknown_toolkit"]},
    "GET /v1/admin/connections": {403: ["admin_required"]},
    "POST /v1/admin/connections": {403: ["admin_required"], 422: ["unknown_toolkit", "toolkit_disabled"]},
    "POST /v1/admin/connections/authorize": {
        403: ["admin_required", "toolkit_disabled"],
        404: ["unknown_toolkit"],
        409: ["toolkit_not_oauth"],
        422: ["invalid_return_to"],
        502: ["oauth_unavailable"],
    },
    "POST /v1/admin/connections/{connection_id}/authorize": {
        403: ["admin_required", "toolkit_disabled"],
        404: ["connection_not_found", "unknown_toolkit"],
        409: ["toolkit_not_oauth"],
        422: ["invalid_return_to"],
        502: ["oauth_unavailable"],
    },
    "PATCH /v1/admin/connections/{connection_id}": {
        403: ["admin_required"],
        404: ["connection_not_found"],
    },
    "DELETE /v1/admin/connections/{connection_id}": {
        403: ["admin_required"],
        404: ["connection_not_found"],
    },
    "GET /auth/login": {503: ["sign_in_unavailable", "identity_unavailable", "store_unavailable"]},
    "GET /auth/callback": {
        400: ["sign_in_failed"],
        503: ["sign_in_unavailable", "identity_unavailable", "store_unavailable"],
    },
    "POST /auth/logout": {503: ["store_unavailable"]},
}

ROUTE_ANSWERS: dict[str, dict[int, str]] = {
    "GET /v1/turns/{turn_id}/events": {
        204: "`Last-Event-ID` is the turn's terminal event: nothing follows (an EventSource stops)",
    },
}
"""Answers that are no problem and that Litestar cannot see in the handler's signature."""

ROUTE_BODIES: dict[str, tuple[type[BaseModel], ...]] = {
    "POST /v1/conversations/{conversation_id}/turns": (TurnCreate, AgConfigTurnCreate),
}
"""Bodies a route reads as a plain object and parses itself: the document shows their real shapes."""

_SCHEMAS = {
    "FieldProblem": Schema(
        type=OpenAPIType.OBJECT,
        description="One problem with one part of the request.",
        required=["detail"],
        properties={
            "detail": Schema(type=OpenAPIType.STRING),
            "pointer": Schema(type=OpenAPIType.STRING, description="RFC 6901 JSON pointer into the body"),
            "parameter": Schema(type=OpenAPIType.STRING, description="a query, path or header parameter"),
            "code": Schema(type=OpenAPIType.STRING),
        },
    ),
    "Problem": Schema(
        type=OpenAPIType.OBJECT,
        description=(
            "RFC 9457 problem details. Switch on `code`; `title` is the status's reason phrase. Some "
            "problems add members (`turn_id`, `reason`, `proposal_status`, `tool_call_status`, "
            "`limit`, `checks`), see docs/api.md."
        ),
        required=["type", "title", "status", "code", "detail"],
        properties={
            "type": Schema(type=OpenAPIType.STRING, description="`urn:assent:problem:<code>`"),
            "title": Schema(type=OpenAPIType.STRING),
            "status": Schema(type=OpenAPIType.INTEGER),
            "code": Schema(type=OpenAPIType.STRING),
            "detail": Schema(type=OpenAPIType.STRING),
            "errors": Schema(
                type=OpenAPIType.ARRAY, items=Reference(ref="#/components/schemas/FieldProblem")
            ),
        },
    ),
}
_HEADERS = {
    401: {"WWW-Authenticate": OpenAPIHeader(schema=Schema(type=OpenAPIType.STRING), required=True)},
    429: {"Retry-After": OpenAPIHeader(schema=Schema(type=OpenAPIType.STRING), required=True)},
}


@dataclass(frozen=True)
class _Route:
    """What the document needs to know of one operation's handler."""

    method: str
    path: str
    authenticated: bool
    streams_events: bool

    @property
    def key(self) -> str:
        return f"{self.method} {self.path}"


def describe_api(app: Litestar) -> None:
    """Complete ``app``'s OpenAPI document in place (it is built now, once; a route registered after
    this would rebuild it without these additions, so the gateway registers none)."""
    document = app.openapi_schema
    document.components.schemas.update(_SCHEMAS)
    for route in app.routes:
        if not isinstance(route, HTTPRoute):
            continue
        for handler in route.route_handlers:
            if not handler.resolve_include_in_schema():
                continue
            _forbid_extra_members(document, handler)
            for method in handler.http_methods:
                described = _route_of(route, handler, method)
                _describe(document, described)
                if described.key in ROUTE_BODIES:
                    _describe_body(document, described, ROUTE_BODIES[described.key])


def _route_of(route: HTTPRoute, handler: HTTPRouteHandler, method: str) -> _Route:
    middleware = handler.resolve_middleware()
    behind_auth = any(
        isinstance(m, DefineMiddleware) and m.middleware is UserAuthenticationMiddleware for m in middleware
    )
    returns = handler.parsed_fn_signature.return_type
    streams = returns.is_subclass_of(ServerSentEvent) or returns.has_inner_subclass_of(ServerSentEvent)
    return _Route(
        method=method,
        path=route.path_format or "/",
        authenticated=behind_auth and not handler.opt.get("exclude_from_auth", False),
        streams_events=streams,
    )


def _describe(document: OpenAPI, route: _Route) -> None:
    path_item = (document.paths or {}).get(route.path)
    operation: Operation | None = getattr(path_item, route.method.lower(), None)
    if operation is None:
        return
    operation.security = USER_SECURITY if route.authenticated else []
    for parameter in operation.parameters or []:
        if isinstance(parameter, Parameter) and isinstance(parameter.schema, Schema):
            parameter.schema = _never_null(parameter.schema)
    responses = operation.responses = dict(operation.responses or {})
    for status in [code for code in responses if code.startswith(("4", "5"))]:
        del responses[status]  # Litestar's own guess (a 400 of its ValidationException shape)
    for status, response in responses.items():
        if status == "204" and isinstance(response, OpenAPIResponse):
            response.content = None
    if route.streams_events:
        _describe_stream(responses)
    for status, description in ROUTE_ANSWERS.get(route.key, {}).items():
        responses[str(status)] = OpenAPIResponse(description=description)
    for status, codes in sorted(problems_of(route, operation).items()):
        responses[str(status)] = _problem_response(status, codes)


def problems_of(route: _Route, operation: Operation) -> Problems:
    """Every problem status the operation can answer, with its codes."""
    found: Problems = {400: ["malformed_request"], 431: ["headers_too_large"], 500: ["internal_error"]}

    def add(status: int, *codes: str) -> None:
        listed = found.setdefault(status, [])
        listed.extend(code for code in codes if code not in listed)

    if route.method in STATE_CHANGING:
        add(403, "csrf_failed")
    if route.authenticated:
        add(401, "unauthorized")
        add(503, "identity_unavailable", "store_unavailable", "database_unavailable")
    if operation.request_body is not None:
        add(400, "malformed_json", "nesting_too_deep")
        add(413, "content_too_large")
        add(415, "unsupported_media_type")
        add(422, "validation_error")
    places = {getattr(p, "param_in", None) for p in operation.parameters or []}
    if "path" in places:
        add(404, "not_found")
    if places & {"query", "header"}:
        add(400, "invalid_parameter")
    if route.streams_events:
        add(429, "too_many_streams")
    for status, codes in ROUTE_PROBLEMS.get(route.key, {}).items():
        add(status, *codes)
    return found


def _problem_response(status: int, codes: list[str]) -> OpenAPIResponse:
    listed = ", ".join(f"`{code}`" for code in codes)
    return OpenAPIResponse(
        description=f"{title_of(status)}: {listed}",
        headers=dict(_HEADERS[status]) if status in _HEADERS else None,
        content={PROBLEM_MEDIA_TYPE: OpenAPIMediaType(schema=Reference(ref="#/components/schemas/Problem"))},
    )


def _describe_stream(responses: dict[str, Any]) -> None:
    ok = responses.get("200")
    description = ok.description if isinstance(ok, OpenAPIResponse) else "The event stream"
    responses["200"] = OpenAPIResponse(
        description=description or "The event stream",
        content={
            EVENT_STREAM: OpenAPIMediaType(
                schema=Schema(
                    type=OpenAPIType.STRING,
                    description="Server-sent events: `id:` (a Redis stream id), `event:` (the type), "
                    "`data:` (one JSON object); `: keepalive` comments while nothing happens.",
                )
            )
        },
    )


def _forbid_extra_members(document: OpenAPI, handler: HTTPRouteHandler) -> None:
    """A body model that refuses members it does not name (``extra="forbid"``) says so in the document
    (``additionalProperties: false``): Litestar leaves that out."""
    data = handler.parsed_fn_signature.parameters.get("data")
    if data is None:
        return
    schemas = document.components.schemas
    for model in _models_in(data.annotation):
        schema = schemas.get(model.__name__)
        if schema is not None and model.model_config.get("extra") == "forbid":
            schema.additional_properties = False


def _models_in(annotation: Any, seen: set[type] | None = None) -> list[type[BaseModel]]:
    """Every pydantic model in an annotation, its fields' annotations included."""
    seen = set() if seen is None else seen
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation in seen:
            return []
        seen.add(annotation)
        found: list[type[BaseModel]] = [annotation]
        for field in annotation.model_fields.values():
            found.extend(_models_in(field.annotation, seen))
        return found
    return [model for part in typing.get_args(annotation) for model in _models_in(part, seen)]


def _describe_body(document: OpenAPI, route: _Route, models: tuple[type[BaseModel], ...]) -> None:
    """The body is one of ``models`` (pydantic's own schemas, added as components)."""
    operation: Operation | None = getattr((document.paths or {}).get(route.path), route.method.lower(), None)
    body = operation.request_body if operation is not None else None
    media = getattr(body, "content", {}).get("application/json")
    if media is None:
        return
    refs, top = models_json_schema(
        [(model, "validation") for model in models], ref_template="#/components/schemas/{model}"
    )
    schemas = cast("dict[str, Any]", document.components.schemas)
    for name, schema in top.get("$defs", {}).items():
        schemas.setdefault(name, schema)
    described = media.schema if isinstance(media.schema, Schema) else Schema()
    described.one_of = [Reference(ref=refs[(model, "validation")]["$ref"]) for model in models]
    described.type = None
    described.additional_properties = None
    media.schema = described


def _never_null(schema: Schema) -> Schema:
    """A query, path or header parameter is text or absent, never JSON ``null``: ``str | None`` as
    Litestar writes it (``oneOf: [string, null]``) is just ``string`` (schemathesis sent ``null``)."""
    kept = [
        part
        for part in schema.one_of or []
        if not (isinstance(part, Schema) and part.type == OpenAPIType.NULL)
    ]
    if len(kept) != 1 or len(kept) == len(schema.one_of or []) or not isinstance(kept[0], Schema):
        return schema
    own = {
        field.name: getattr(schema, field.name)
        for field in dataclasses.fields(schema)
        if field.name != "one_of" and getattr(schema, field.name) is not None
    }
    return dataclasses.replace(kept[0], **own)
