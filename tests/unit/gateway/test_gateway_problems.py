"""Problem details: pointers, body shape, and how framework errors map to stable codes."""

from typing import Any

import pytest
from litestar import Litestar, get, post
from litestar.params import JSONBody
from litestar.testing import TestClient
from pydantic import BaseModel, Field

from assent_gateway.problems import EXCEPTION_HANDLERS, FieldProblem, ProblemError, json_pointer, problem_body


@pytest.mark.parametrize(
    ("location", "pointer"),
    [((), ""), (("a",), "/a"), (("a", 0, "b"), "/a/0/b"), (("a/b", "c~d"), "/a~1b/c~0d"), (("",), "/")],
)
def test_locations_become_rfc6901_pointers(location: tuple[str | int, ...], pointer: str) -> None:
    assert json_pointer(location) == pointer


def test_a_problem_body_has_the_standard_members_and_extensions_cannot_override_them() -> None:
    problem = ProblemError(
        409,
        "decision_conflict",
        "already approved",
        [FieldProblem("bad", "/decision", code="x")],
        extra={"status": "overridden?", "proposal_status": "approve"},
    )
    assert problem_body(problem) == {
        "type": "urn:assent:problem:decision_conflict",
        "title": "Conflict",
        "status": 409,
        "code": "decision_conflict",
        "detail": "already approved",
        "errors": [{"detail": "bad", "pointer": "/decision", "code": "x"}],
        "proposal_status": "approve",
    }


class Inner(BaseModel):
    n: int


class Body(BaseModel):
    name: str = Field(min_length=1)
    items: list[Inner]


@post("/body")
async def take_body(data: JSONBody[Body]) -> dict[str, Any]:
    return {}


@get("/boom")
async def boom() -> dict[str, Any]:
    raise RuntimeError("secret internals")


@get("/problem")
async def problem() -> dict[str, Any]:
    raise ProblemError(418, "teapot", "short and stout")


@pytest.fixture(scope="module")
def client() -> Any:
    app = Litestar([take_body, boom, problem], exception_handlers=EXCEPTION_HANDLERS)  # type: ignore[arg-type]
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def test_body_validation_errors_point_at_each_problem(client: Any) -> None:
    response = client.post("/body", json={"name": "", "items": [{"n": "x"}]})
    assert response.status_code == 422
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["code"] == "validation_error"
    assert [e["pointer"] for e in body["errors"]] == ["/name", "/items/0/n"]


def test_malformed_json_is_malformed_json(client: Any) -> None:
    response = client.post("/body", content=b"{oops", headers={"content-type": "application/json"})
    assert (response.status_code, response.json()["code"]) == (400, "malformed_json")


def test_an_unexpected_exception_is_an_internal_error_without_details(client: Any) -> None:
    response = client.get("/boom")
    assert (response.status_code, response.json()["code"]) == (500, "internal_error")
    assert "secret internals" not in response.text and "RuntimeError" not in response.text


def test_a_raised_problem_is_answered_as_is(client: Any) -> None:
    response = client.get("/problem")
    assert response.status_code == 418
    assert response.json()["code"] == "teapot"


def test_unknown_paths_are_not_found_problems(client: Any) -> None:
    response = client.get("/nowhere")
    assert (response.status_code, response.json()["code"]) == (404, "not_found")
