"""Fixtures of the gateway's integration tests: a test directory, the app on a real Redis, tokens, a
discovery stand-in answering ``OpenContext`` as a real FastStream subscriber, and the app served by a real
uvicorn in the test's event loop (Litestar's test client runs the app on another loop and buffers
whole responses, which suits neither the stand-in nor SSE)."""

import asyncio
import json
import secrets
import socket
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import ExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
import uvicorn
from faststream.redis import RedisBroker, StreamSub
from joserfc.jwk import RSAKey
from litestar import Litestar
from tests.directory_builder import DirectoryBuilder
from tests.directory_seeding import seed

from assent_cli.oidc_provider import DevProvider, local_oidc_provider
from assent_cli.redis_server import free_port
from assent_contracts.conversations import ConnectionSelection, Conversation, conversation_key
from assent_contracts.directory import Model, connection_revision
from assent_contracts.discovery import OPEN_CONTEXT_STREAM, ContextOpened, OpenContext
from assent_contracts.identifiers import new_id
from assent_database.settings import DatabaseSettings
from assent_gateway.app import create_app
from assent_gateway.dev_tokens import issue_dev_token, load_or_create_dev_key
from assent_gateway.settings import GatewaySettings
from assent_runtime import redis_values

from .oidc_harness import OidcSetup, new_signing_key, production_settings, write_jwks

DIRECTORY = (
    DirectoryBuilder()
    .org("acme", "Acme", enabled_toolkits=["github", "slack"])
    .org("globex", "Globex")
    .user("alice", "Alice", role="admin")
    .user("bob", "Bob")
    .user("olga", "Olga", org="globex", role="admin")
    .provider(
        "demo",
        "http://127.0.0.1:9/v1",
        "demo",
        Model(id="plain", supports_tools=False),
        api_key="secret-provider-key",
    )
    .provider("other", "http://127.0.0.1:9/v1", "globex-model")
    .project_key("demo", "demo")
    .project_key("globex-key", "other", org="globex")
    .toolkit("github", "http://127.0.0.1:9/mcp", "GitHub")
    .toolkit("slack", "http://127.0.0.1:9/mcp", "Slack")
    .toolkit("linear", "http://127.0.0.1:9/mcp", "Linear")
    .connection(
        "conn_alice_github",
        "github",
        owner="alice",
        config_version=3,
        display_name="conn_alice_github display",
        credentials="secret-credential-conn_alice_github",
    )
    .connection(
        "conn_alice_old",
        "slack",
        owner="alice",
        status="disconnected",
        display_name="conn_alice_old display",
        credentials="secret-credential-conn_alice_old",
    )
    .connection(
        "conn_bob_github",
        "github",
        owner="bob",
        display_name="conn_bob_github display",
        credentials="secret-credential-conn_bob_github",
    )
    .connection(
        "conn_acme_slack",
        "slack",
        display_name="conn_acme_slack display",
        credentials="secret-credential-conn_acme_slack",
    )
    .connection(
        "conn_acme_missing",
        "slack",
        status="missing",
        display_name="conn_acme_missing display",
        credentials="secret-credential-conn_acme_missing",
    )
    .connection(
        "conn_globex_slack",
        "slack",
        org="globex",
        display_name="conn_globex_slack display",
        credentials="secret-credential-conn_globex_slack",
    )
    .data()
)


@pytest.fixture
async def database_settings(database_url: str) -> DatabaseSettings:
    """The test's database with ``DIRECTORY`` imported."""
    return await seed(database_url, DIRECTORY)


@pytest.fixture
def settings(redis_url: str, database_settings: DatabaseSettings, tmp_path: Path) -> GatewaySettings:
    """Development mode: the routes' tests sign in with dev tokens (``test_gateway_oidc_*`` use a real
    OpenID provider)."""
    return GatewaySettings(
        redis_url=redis_url,
        database=database_settings,
        dev_mode=True,
        dev_key_path=str(tmp_path / "dev-key.json"),
        discovery_timeout_s=5,
        sse_keepalive_s=5,
        sse_block_ms=2_000,
    )


def directory_claims(user_id: str) -> dict[str, Any]:
    """The claims an identity provider would send for a user of ``DIRECTORY``."""
    user = next(u for u in DIRECTORY["users"] if u["id"] == user_id)
    return {"sub": user_id, "org": user["org"], "name": user["name"], "roles": [user.get("role", "member")]}


@pytest.fixture
def token(settings: GatewaySettings) -> Callable[[str], str]:
    key = load_or_create_dev_key(settings.dev_key_path)
    return lambda user: issue_dev_token(
        directory_claims(user), key, audience=settings.oidc_audience, ttl_s=600
    )


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def app(settings: GatewaySettings, redis: aioredis.Redis) -> Litestar:
    return create_app(settings)


@dataclass
class DiscoveryStandIn:
    """Answers ``OpenContext`` like discovery: each directory connection's revision, unless told otherwise."""

    unavailable: dict[str, str] = field(default_factory=dict)
    requests: list[OpenContext] = field(default_factory=list)

    def answer(self, request: OpenContext) -> ContextOpened:
        self.requests.append(request)
        versions = {c["id"]: c.get("config_version", 1) for c in DIRECTORY["connections"]}
        return ContextOpened(
            connections=[
                ConnectionSelection(id=cid, revision=connection_revision(cid, versions[cid]))
                for cid in request.connection_ids
                if cid not in self.unavailable
            ],
            unavailable={
                cid: reason for cid, reason in self.unavailable.items() if cid in request.connection_ids
            },
        )


@pytest.fixture
async def discovery(redis_url: str, redis: aioredis.Redis) -> AsyncIterator[DiscoveryStandIn]:
    stand_in = DiscoveryStandIn()
    broker = RedisBroker(redis_url)

    @broker.subscriber(stream=StreamSub(OPEN_CONTEXT_STREAM, group="discovery", consumer="stand-in"))
    async def on_open_context(message: OpenContext) -> ContextOpened:
        return stand_in.answer(message)

    async with broker:
        await broker.start()
        yield stand_in


def free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # accepted sockets inherit it
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    return sock


@asynccontextmanager
async def serve(app: Litestar, sock: socket.socket | None = None) -> AsyncIterator[httpx.AsyncClient]:
    """``app`` served by uvicorn on a socket bound before the server starts (``sock``, else a new one),
    so no waiting is needed, and an HTTP client for it."""
    sock = sock or free_socket()
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, lifespan="on", log_level="warning", ws="none"))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=20) as http:
            yield http
    finally:
        server.should_exit = True
        await task
        sock.close()


@pytest.fixture
async def client(app: Litestar) -> AsyncIterator[httpx.AsyncClient]:
    async with serve(app) as http:
        yield http


async def keys_and_lengths(redis: aioredis.Redis) -> dict[str, int]:
    """Every key, with its length when it is a stream: equal before and after means nothing changed."""
    found: dict[str, int] = {}
    for raw in await redis.keys("*"):
        key = redis_values.as_text(raw)
        found[key] = await redis.xlen(key) if await redis.type(key) == b"stream" else -1
    return found


def assert_problem(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.json()
    assert problem["code"] == code, problem
    assert problem["status"] == status
    assert {"type", "title", "detail"} <= problem.keys()
    assert "Traceback" not in response.text
    return problem


async def store_conversation(redis: aioredis.Redis, user_id: str = "alice") -> str:
    """A conversation as ``POST /v1/conversations`` would have stored it."""
    now = datetime.now(UTC)
    conversation = Conversation(
        id=new_id("conv"),
        user_id=user_id,
        org="acme",
        model="demo",
        project_key="demo",
        connections=[
            ConnectionSelection(id="conn_acme_slack", revision=connection_revision("conn_acme_slack", 1))
        ],
        created_at=now,
        expires_at=now + timedelta(days=1),
    )
    await redis.set(conversation_key(conversation.id), conversation.model_dump_json(), ex=86_400)
    return conversation.id


async def start_turn(client: httpx.AsyncClient, token: str, conversation_id: str) -> str:
    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns",
        json={"messages": [{"role": "user", "content": "hello"}]},
        headers=bearer(token),
    )
    assert response.status_code == 202, response.text
    return response.json()["turn_id"]


@dataclass
class SseItem:
    """One SSE event (``id``, ``event``, ``data``) or a comment."""

    id: str | None = None
    event: str | None = None
    data: dict[str, Any] | None = None
    comment: str | None = None


async def sse_items(response: httpx.Response) -> AsyncIterator[SseItem]:
    fields: dict[str, str] = {}
    async for line in response.aiter_lines():
        if line.startswith(":"):
            yield SseItem(comment=line[1:].strip())
        elif line:
            key, _, value = line.partition(":")
            fields[key] = value.removeprefix(" ")
        elif fields:
            yield SseItem(fields.get("id"), fields.get("event"), json.loads(fields["data"]))
            fields = {}


@pytest.fixture
def oidc(redis_url: str, database_settings: DatabaseSettings, tmp_path: Path) -> Iterator[OidcSetup]:
    """A real OpenID provider (``dev/oidc-provider``) with a signing key of the test's, and production
    settings for a gateway to be served on ``oidc.gateway_socket``."""
    sock = free_socket()
    port, client_secret = free_port(), secrets.token_urlsafe(16)
    callback = f"http://127.0.0.1:{sock.getsockname()[1]}/auth/callback"
    with ExitStack() as outer:
        log = outer.enter_context((tmp_path / "oidc-provider.log").open("ab"))
        running = ExitStack()
        outer.callback(lambda: running.close())

        def start(key: RSAKey) -> DevProvider:
            jwks = write_jwks(tmp_path / f"provider-jwks-{key.kid}.json", key)
            return running.enter_context(
                local_oidc_provider(
                    port, redirect_uris=[callback], client_secret=client_secret, jwks_file=jwks, log=log
                )
            )

        def restart(key: RSAKey) -> None:
            nonlocal running
            running.close()
            running = ExitStack()
            setup.provider, setup.key = start(key), key

        key = new_signing_key()
        provider = start(key)
        settings = production_settings(redis_url, database_settings, provider)
        setup = OidcSetup(provider, key, sock, settings, restart)
        yield setup
    sock.close()
