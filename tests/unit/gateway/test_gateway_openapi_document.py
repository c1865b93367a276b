"""The OpenAPI document describes what the routes really answer (issue 9, item 7; decision 020): every
operation lists its problem responses as ``application/problem+json`` with the ``Problem`` schema, event
streams are ``text/event-stream``, public routes need no token, body models that refuse unknown members
say so, and the automatic ``OPTIONS`` answer names every method of its path. The schemathesis run
(``tests/e2e/test_e2e_openapi_schemathesis.py``) checks the same document against the real system."""

import re
from pathlib import Path
from typing import Any, cast

import pytest
from litestar import Litestar
from litestar.exceptions.http_exceptions import RequestEntityTooLarge
from litestar.testing import TestClient

from assent_gateway.api_document import ROUTE_ANSWERS, ROUTE_BODIES, ROUTE_PROBLEMS, USER_SECURITY
from assent_gateway.app import create_app
from assent_gateway.problems import PROBLEM_MEDIA_TYPE, handle_http_exception, title_of
from assent_gateway.settings import GatewaySettings

ROOT = Path(__file__).resolve().parents[3]
PUBLIC = {"GET /v1/healthz", "GET /auth/login", "GET /auth/callback", "POST /auth/logout"}
STREAMS = {"GET /v1/turns/{turn_id}/events", "GET /v1/approvals/events"}


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Litestar:
    key = Path(tmp_path_factory.mktemp("dev")) / "dev-key.json"
    return create_app(GatewaySettings(dev_mode=True, dev_key_path=str(key)))


@pytest.fixture(scope="module")
def document(app: Litestar) -> dict[str, Any]:
    return app.openapi_schema.to_schema()


def operations(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        f"{method.upper()} {path}": operation
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if isinstance(operation, dict) and "responses" in operation
    }


def test_every_table_entry_names_a_real_operation(document: dict[str, Any]) -> None:
    known = operations(document)
    for table in (ROUTE_PROBLEMS, ROUTE_ANSWERS, ROUTE_BODIES):
        assert set(table) <= set(known), set(table) - set(known)


def test_every_error_an_operation_answers_is_a_problem(document: dict[str, Any]) -> None:
    problem = {"$ref": "#/components/schemas/Problem"}
    for key, operation in operations(document).items():
        errors = {code: r for code, r in operation["responses"].items() if code[0] in "45"}
        assert {"400", "500"} <= set(errors), key
        for code, response in errors.items():
            assert response["content"] == {PROBLEM_MEDIA_TYPE: {"schema": problem}}, (key, code)
            assert response["description"].startswith(title_of(int(code))), (key, code)
    assert set(document["components"]["schemas"]["Problem"]["required"]) == {
        "type",
        "title",
        "status",
        "code",
        "detail",
    }


def test_what_needs_a_token_says_so_and_nothing_else_does(document: dict[str, Any]) -> None:
    for key, operation in operations(document).items():
        if key in PUBLIC:
            assert operation["security"] == [], key
            assert "401" not in operation["responses"], key
        else:
            assert key.split(" ")[1].startswith("/v1/"), key
            assert operation["security"] == USER_SECURITY, key
            assert "401" in operation["responses"], key
            assert "WWW-Authenticate" in operation["responses"]["401"]["headers"], key


@pytest.mark.parametrize(
    ("key", "statuses"),
    [
        ("POST /v1/conversations", {"400", "401", "403", "413", "415", "422", "503"}),
        ("POST /v1/conversations/{conversation_id}/turns", {"404", "409", "422", "503"}),
        ("POST /v1/turns/{turn_id}/stop", {"404", "409"}),
        ("POST /v1/approvals/{proposal_id}/decision", {"404", "409", "422"}),
        ("DELETE /v1/connections/{connection_id}", {"403", "404"}),
        ("PUT /v1/admin/toolkits", {"403", "422"}),
        ("POST /v1/admin/connections/authorize", {"403", "404", "409", "422", "502"}),
        ("POST /v1/admin/connections/{connection_id}/authorize", {"403", "404", "409", "422", "502"}),
        ("GET /v1/connections/oauth/callback", {"400", "403", "404", "409", "502"}),
        ("GET /v1/activity", {"400"}),
        ("GET /v1/healthz", {"503"}),
    ],
)
def test_an_operation_lists_the_problems_it_can_answer(
    document: dict[str, Any], key: str, statuses: set[str]
) -> None:
    assert statuses <= set(operations(document)[key]["responses"])


def test_event_streams_are_text_event_stream_with_their_own_answers(document: dict[str, Any]) -> None:
    found = operations(document)
    for key in STREAMS:
        responses = found[key]["responses"]
        assert set(responses["200"]["content"]) == {"text/event-stream"}, key
        assert {"400", "429"} <= set(responses), key
    turn = found["GET /v1/turns/{turn_id}/events"]["responses"]
    assert {"204", "404", "410"} <= set(turn)
    assert "content" not in turn["204"]
    streaming = {
        key
        for key, op in found.items()
        if "text/event-stream" in op["responses"].get("200", {}).get("content", {})
    }
    assert streaming == STREAMS


def test_the_approval_decision_declares_what_it_answers(document: dict[str, Any]) -> None:
    responses = operations(document)["POST /v1/approvals/{proposal_id}/decision"]["responses"]
    assert {code for code in responses if code.startswith("2")} == {"202", "200"}


def test_body_models_that_refuse_unknown_members_say_so(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    for name in ("ConversationCreate", "ConnectionCreate", "DecisionCreate", "ToolkitsUpdate", "TurnCreate"):
        assert schemas[name]["additionalProperties"] is False, name
    assert schemas["ChatMessage"].get("additionalProperties") is not False
    turn = operations(document)["POST /v1/conversations/{conversation_id}/turns"]["requestBody"]
    shapes = turn["content"]["application/json"]["schema"]["oneOf"]
    assert shapes == [
        {"$ref": "#/components/schemas/TurnCreate"},
        {"$ref": "#/components/schemas/AgConfigTurnCreate"},
    ]
    assert schemas["AgConfigTurnCreate"]["not"] == {"required": ["messages"]}


def test_a_parameter_is_never_null_and_says_its_form(document: dict[str, Any]) -> None:
    found = operations(document)
    for key, operation in found.items():
        for parameter in operation.get("parameters", []):
            assert "oneOf" not in parameter["schema"], (key, parameter["name"])
    (cursor,) = [p for p in found["GET /v1/activity"]["parameters"] if p["name"] == "cursor"]
    assert cursor["schema"] == {
        "type": "string",
        "pattern": "^[0-9]{1,19}$",
        "description": "`next_cursor` of the previous page",
    }


def test_problem_titles_are_the_reason_phrases_docs_api_md_shows() -> None:
    """docs/api.md shows a 422 titled as RFC 9110 names it; so does every Python the gateway runs on."""
    text = (ROOT / "docs" / "api.md").read_text()
    shown = re.findall(r'"title": "([^"]+)", "status": (\d+)', text)
    assert shown
    for title, status in shown:
        assert title_of(int(status)) == title
    assert [title_of(status) for status in (404, 413, 422)] == [
        "Not Found",
        "Content Too Large",
        "Unprocessable Content",
    ]


@pytest.mark.parametrize(
    ("path", "methods"),
    [
        ("/v1/connections", "GET, HEAD, OPTIONS, POST"),
        ("/v1/admin/connections/conn_x", "DELETE, OPTIONS, PATCH"),
        ("/v1/admin/connections/conn_x/authorize", "OPTIONS, POST"),
        ("/v1/admin/connections/authorize", "OPTIONS, POST"),
        ("/v1/agent-tokens", "GET, HEAD, OPTIONS, POST"),
        ("/v1/healthz", "GET, HEAD, OPTIONS"),
    ],
)
def test_options_names_every_method_of_the_path(app: Litestar, path: str, methods: str) -> None:
    """Litestar 2 answered ``Allow: GET, OPTIONS`` for ``/v1/connections`` (litestar#4169); ``HEAD`` is
    served wherever ``GET`` is (``head_requests``)."""
    client = TestClient(app)
    response = client.options(path)
    assert response.status_code == 204
    assert response.headers["allow"] == methods


def test_a_body_too_large_is_the_documented_413_problem() -> None:
    """``request_max_body_size`` raises Litestar's ``RequestEntityTooLarge``: its problem is titled and
    coded as RFC 9110 names the status, whatever Python's ``HTTPStatus`` calls it."""
    response = handle_http_exception(cast("Any", None), RequestEntityTooLarge())
    assert response.status_code == 413
    assert response.media_type == PROBLEM_MEDIA_TYPE
    assert isinstance(response.content, dict)
    assert (response.content["title"], response.content["code"]) == ("Content Too Large", "content_too_large")
