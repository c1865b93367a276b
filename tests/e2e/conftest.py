"""The whole system as real processes: Redis, demo model, demo MCP servers and the four services."""

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from assent_cli.redis_server import free_port, local_redis, redis_binary
from assent_cli.system import Ports, System, running_system
from assent_gateway.auth import issue_token
from assent_gateway.settings import GatewaySettings

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def system_redis_url(redis_url: str) -> Iterator[str]:
    """A Redis of the system's own, so its consumers never see the other tests' streams: a fresh local
    server when one can be started, else database 1 of the configured one."""
    if redis_binary() is None:
        yield redis_url.rsplit("/", 1)[0] + "/1"
        return
    with local_redis() as url:
        yield url


@pytest.fixture(scope="session")
def system(system_redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[System]:
    ports = Ports(gateway=free_port(), model=free_port(), github=free_port(), slack=free_port())
    log_dir = tmp_path_factory.mktemp("logs")
    with running_system(
        ports, directory=ROOT / "config" / "directory.json", redis_url=system_redis_url, log_dir=log_dir
    ) as running:
        try:
            yield running
        finally:
            print(running.logs())


@pytest.fixture(scope="session")
def token() -> Callable[[str], str]:
    secret = GatewaySettings().token_secret.get_secret_value()
    return lambda user: issue_token(user, secret, ttl_s=3600)


@pytest.fixture
def alice(system: System, token: Callable[[str], str]) -> Iterator[httpx.Client]:
    with httpx.Client(
        base_url=system.base_url, headers={"Authorization": f"Bearer {token('alice')}"}, timeout=30
    ) as client:
        yield client


@dataclass
class SseEvent:
    id: str
    event: str
    data: dict[str, Any]


@dataclass
class TurnWalk:
    """What a frontend saw of one turn."""

    events: list[SseEvent] = field(default_factory=list)

    @property
    def types(self) -> list[str]:
        return [e.event for e in self.events]

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [e.data for e in self.events if e.event == kind]


def read_sse(
    client: httpx.Client, turn_id: str, on_event: Callable[[SseEvent], None], last_event_id: str | None = None
) -> None:
    headers = {"Accept": "text/event-stream"}
    if last_event_id:
        headers["Last-Event-ID"] = last_event_id
    fields: dict[str, str] = {}
    with client.stream("GET", f"/v1/turns/{turn_id}/events", headers=headers, timeout=60) as stream:
        assert stream.status_code == 200, stream.read()
        for line in stream.iter_lines():
            if line.startswith(":"):
                continue
            if line:
                key, _, value = line.partition(":")
                fields[key] = value.removeprefix(" ")
                continue
            if "data" in fields:
                event = SseEvent(fields.get("id", ""), fields.get("event", ""), json.loads(fields["data"]))
                on_event(event)
                if event.event in ("turn.completed", "turn.failed", "turn.stopped"):
                    return
            fields = {}


@pytest.fixture
def walk_turn() -> Callable[..., TurnWalk]:
    """Run one turn: post it, read its events, answer each proposal with ``decide(event) -> decision``."""

    def walk(
        client: httpx.Client,
        conversation_id: str,
        text: str,
        decide: Callable[[dict[str, Any]], str] = lambda _: "approve",
    ) -> TurnWalk:
        response = client.post(
            f"/v1/conversations/{conversation_id}/turns",
            json={"messages": [{"role": "user", "content": text}]},
        )
        assert response.status_code == 202, response.text
        turn_id = response.json()["turn_id"]
        seen = TurnWalk()

        def on_event(event: SseEvent) -> None:
            seen.events.append(event)
            if event.event == "action.proposed":
                decision = decide(event.data)
                answer = client.post(
                    f"/v1/turns/{turn_id}/proposals/{event.data['proposal_id']}/decision",
                    json={"decision": decision},
                )
                assert answer.status_code in (200, 202), answer.text

        read_sse(client, turn_id, on_event)
        return seen

    return walk


@pytest.fixture
def conversation(alice: httpx.Client) -> Callable[..., str]:
    def create(*connection_ids: str, model: str = "demo") -> str:
        response = alice.post(
            "/v1/conversations",
            json={
                "model": model,
                "project_key": "demo",
                "connection_ids": list(connection_ids) or ["conn_alice_github"],
            },
        )
        assert response.status_code == 201, response.text
        return response.json()["id"]

    return create
