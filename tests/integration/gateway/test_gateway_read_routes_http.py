"""Models, connections, activity, agent setup and the routes not built yet."""

from collections.abc import Callable
from datetime import UTC, datetime

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from assent_contracts.activity import ActivityRecord
from assent_contracts.directory import connection_revision
from assent_database.activity_store import record_activity
from assent_database.engine import session_factory

from .conftest import assert_problem, bearer


async def test_models_are_those_of_the_callers_org_per_project_key(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    alice = (await client.get("/v1/models", headers=bearer(token("alice")))).json()
    olga = (await client.get("/v1/models", headers=bearer(token("olga")))).json()
    assert alice == {
        "items": [
            {"id": "demo", "project_key": "demo", "supports_tools": True},
            {"id": "plain", "project_key": "demo", "supports_tools": False},
        ]
    }
    assert olga == {"items": [{"id": "globex-model", "project_key": "globex-key", "supports_tools": True}]}


async def test_connections_are_the_callers_and_the_orgs_with_hints_and_never_credentials(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    response = await client.get("/v1/connections", headers=bearer(token("alice")))

    assert response.status_code == 200
    items = {item["id"]: item for item in response.json()["items"]}
    assert sorted(items) == ["conn_acme_missing", "conn_acme_slack", "conn_alice_github", "conn_alice_old"]
    assert items["conn_alice_github"] == {
        "id": "conn_alice_github",
        "toolkit": "github",
        "display_name": "conn_alice_github display",
        "kind": "personal",
        "status": "connected",
        "revision": connection_revision("conn_alice_github", 3),
        "permission": "ask",
        "hint": None,
        "connect": "credentials",
    }
    assert items["conn_alice_old"]["hint"] == {
        "action": "link",
        "href": "/v1/agent-setup",
        "text": "Reconnect in Agent tools",
    }
    assert items["conn_acme_missing"]["status"] == "missing"
    assert items["conn_acme_missing"]["hint"]["text"] == "Managed by an administrator"
    assert "secret" not in response.text


def record(user_id: str, index: int) -> ActivityRecord:
    at = datetime(2026, 1, 1, tzinfo=UTC)
    return ActivityRecord(
        user_id=user_id,
        conversation_id="conv_1",
        turn_id="turn_1",
        connection_id="conn_alice_github",
        action_name=f"github.action_{index}",
        action_revision="a1",
        connection_revision="c1",
        approval_id=f"prop_{user_id}_{index}",
        status="succeeded",
        started_at=at,
        finished_at=at,
        duration_ms=index,
    )


async def test_activity_is_the_callers_newest_first_in_pages(
    client: httpx.AsyncClient, token: Callable[[str], str], database: AsyncEngine
) -> None:
    async with session_factory(database).begin() as session:
        for index in range(7):
            for user in ("alice", "bob"):
                await record_activity(session, record(user, index))

    first = (await client.get("/v1/activity?limit=4", headers=bearer(token("alice")))).json()
    second = (
        await client.get(
            f"/v1/activity?limit=4&cursor={first['next_cursor']}", headers=bearer(token("alice"))
        )
    ).json()

    names = [item["action_name"] for item in first["items"] + second["items"]]
    assert names == [f"github.action_{i}" for i in reversed(range(7))]
    assert second["next_cursor"] is None
    assert "user_id" not in first["items"][0]
    assert {"id", "status", "duration_ms", "approval_id"} <= first["items"][0].keys()


async def test_activity_filters_by_status_and_connection_before_paging(
    client: httpx.AsyncClient, token: Callable[[str], str], database: AsyncEngine
) -> None:
    statuses = ["succeeded", "failed", "outcome_unknown"]
    async with session_factory(database).begin() as session:
        for index in range(9):
            mine = record("alice", index).model_copy(
                update={
                    "status": statuses[index % 3],
                    "connection_id": "conn_acme_slack" if index % 2 else "conn_alice_github",
                }
            )
            await record_activity(session, mine)
            await record_activity(session, record("bob", index).model_copy(update={"status": "failed"}))

    async def names(query: str) -> tuple[list[str], str | None]:
        page = (await client.get(f"/v1/activity?{query}", headers=bearer(token("alice")))).json()
        return [item["action_name"] for item in page["items"]], page["next_cursor"]

    assert await names("status=failed") == ([f"github.action_{i}" for i in (7, 4, 1)], None)
    assert await names("connection_id=conn_acme_slack&status=succeeded") == (["github.action_3"], None)
    # Paging pages the matches: two of the four slack ones, then the other two.
    first, cursor = await names("connection_id=conn_acme_slack&limit=2")
    assert first == ["github.action_7", "github.action_5"] and cursor is not None
    assert await names(f"connection_id=conn_acme_slack&limit=2&cursor={cursor}") == (
        ["github.action_3", "github.action_1"],
        None,
    )
    assert await names("connection_id=conn_bob_github") == ([], None)  # bob's records stay his


@pytest.mark.parametrize(
    "query",
    ["limit=0", "limit=1000", "limit=x", "cursor=yesterday", "status=declined", f"connection_id={'c' * 129}"],
)
async def test_bad_activity_parameters_are_400_problems(
    client: httpx.AsyncClient, token: Callable[[str], str], query: str
) -> None:
    response = await client.get(f"/v1/activity?{query}", headers=bearer(token("alice")))
    problem = assert_problem(response, 400, "invalid_parameter")
    assert problem["errors"][0]["parameter"] in ("limit", "cursor", "status", "connection_id")


async def test_agent_setup_explains_how_to_connect_an_agent(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    setup = (await client.get("/v1/agent-setup", headers=bearer(token("alice")))).json()
    assert setup["mcp_endpoint"].endswith("/mcp")
    assert setup["instructions"] and setup["token_hint"]


async def test_unknown_routes_and_methods_are_problems(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    assert_problem(await client.get("/v1/nothing", headers=bearer(token("alice"))), 404, "not_found")
    assert_problem(
        await client.delete("/v1/models", headers=bearer(token("alice"))), 405, "method_not_allowed"
    )
