"""The gateway application: ``create_app`` wires settings, the database, Redis, the broker and the event hub.

The gateway owns the database migrations: its lifespan upgrades the schema before it serves
(decision 014)."""

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, AsyncExitStack, asynccontextmanager

import httpx
from faststream.redis import RedisBroker
from litestar import Litestar, Router
from litestar.di import Provide
from litestar.middleware import DefineMiddleware
from litestar.openapi import OpenAPIConfig
from litestar.openapi.spec import Components, SecurityScheme
from mcp.server.mcpserver import MCPServer
from redis.asyncio import BlockingConnectionPool, Redis

from assent_database.engine import create_engine, session_factory
from assent_database.migrate import upgrade_when_reachable
from assent_gateway.agent_token_store import SqlAgentTokenStore
from assent_gateway.allow_header import allow_every_method
from assent_gateway.api_document import describe_api
from assent_gateway.authentication import UserAuthenticationMiddleware
from assent_gateway.command_bus import BrokerCommandBus
from assent_gateway.csrf import SessionCsrfMiddleware, csrf_config
from assent_gateway.database_users import DatabaseUserStore
from assent_gateway.deps import Gateway, provide_caller, provide_gateway
from assent_gateway.event_hub import EventHub
from assent_gateway.identity import build_identity
from assent_gateway.mcp_endpoint import create_mcp_server, mcp_handler
from assent_gateway.page import page_handlers
from assent_gateway.problems import EXCEPTION_HANDLERS
from assent_gateway.request_bodies import check_request_body
from assent_gateway.routes import (
    activity,
    admin,
    agent_setup,
    agent_tokens,
    approvals,
    connection_oauth,
    connections,
    conversations,
    me,
    models,
    sign_in,
    system,
    tool_results,
    tools,
    turns,
)
from assent_gateway.settings import GatewaySettings
from assent_gateway.startup_checks import startup_secret
from assent_runtime.directory_source import DatabaseDirectory
from assent_runtime.redis_reconnects import reconnecting_retry, subscription_client
from assent_runtime.reply_channel import ReplyChannel
from assent_runtime.task_ending import cancel_and_wait
from assent_runtime.worker_settings import consumer_name

V1_HANDLERS = [
    system.healthz,
    agent_setup.agent_setup,
    models.list_models,
    connections.list_connections,
    connections.connect,
    connections.disconnect,
    connection_oauth.authorize_connection,
    connection_oauth.oauth_callback,
    conversations.create_conversation,
    conversations.create_turn,
    turns.turn_events,
    turns.decide,
    turns.stop,
    activity.list_activity,
    conversations.get_conversation,
    tool_results.submit_tool_result_route,
    tools.tool_schema,
    tools.validate_tools,
    agent_tokens.create_agent_token_route,
    agent_tokens.list_agent_tokens,
    agent_tokens.revoke_agent_token_route,
    approvals.list_approvals,
    approvals.approval_events,
    approvals.decide_approval_route,
    me.me,
    *admin.HANDLERS,
]
AUTH_HANDLERS = [sign_in.login, sign_in.callback, sign_in.logout]


def _lifespan(
    settings: GatewaySettings,
    redis: Redis | None,
    broker: RedisBroker | None,
    mcp_server: MCPServer,
) -> Callable[[Litestar], AbstractAsyncContextManager[None]]:
    """Connect what was not given (and close only that on shutdown); start the shared event reader."""

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            cipher = settings.database.cipher()
            engine = create_engine(settings.database.url, pool_size=settings.database.pool_size)
            stack.push_async_callback(engine.dispose)
            await upgrade_when_reachable(engine, settings.database.wait_s)
            client = redis
            if client is None:
                client = Redis.from_pool(
                    BlockingConnectionPool.from_url(
                        settings.redis_url,
                        retry=reconnecting_retry(),
                        max_connections=settings.redis_pool_size,
                        timeout=settings.redis_pool_wait_s,
                    )
                )
                stack.push_async_callback(client.aclose)
            publisher = broker
            if publisher is None:
                # Retried commands reconnect a stale pooled connection (after a Redis restart) and go
                # through; FastStream's broker retries nothing by default.
                publisher = RedisBroker(
                    settings.redis_url,
                    retry=reconnecting_retry(),
                    max_connections=2 * settings.redis_pool_size,
                )
                stack.push_async_callback(publisher.stop)
            await publisher.connect()
            # Replies to this process's requests (discovery's answers) come on its own channel.
            subscriber = subscription_client(settings.redis_url)
            stack.push_async_callback(subscriber.aclose)
            channel = f"assent:gateway:{consumer_name('gateway')}:replies"
            replies = ReplyChannel(publisher, subscriber, channel)
            reading = asyncio.create_task(replies.run(), name="gateway reply channel")
            stack.push_async_callback(cancel_and_wait, reading)
            hub = EventHub(
                reader=Redis.from_url(
                    settings.redis_url,
                    single_connection_client=True,
                    socket_timeout=settings.sse_block_ms / 1000 + 10,
                ),
                control=client,
                block_ms=settings.sse_block_ms,
            )
            await hub.start()
            stack.push_async_callback(hub.stop)
            http = httpx.AsyncClient(timeout=10, follow_redirects=False)
            stack.push_async_callback(http.aclose)
            directory_source = DatabaseDirectory(
                session_factory(engine),
                client,
                cipher,
                refresh_margin_s=settings.oauth.refresh_margin_s,
                refresh_timeout_s=settings.oauth.refresh_timeout_s,
            )
            app.state.gateway = Gateway(
                settings=settings,
                directory_source=directory_source,
                redis=client,
                bus=BrokerCommandBus(
                    publisher,
                    replies,
                    max_in_flight=settings.redis_pool_size,
                    wait_s=settings.redis_pool_wait_s,
                ),
                hub=hub,
                identity=build_identity(settings, client, http, DatabaseUserStore(directory_source)),
                agent_tokens=SqlAgentTokenStore(session_factory(engine)),
            )
            await stack.enter_async_context(mcp_server.session_manager.run())
            yield

    return lifespan


def create_app(
    settings: GatewaySettings, *, redis: Redis | None = None, broker: RedisBroker | None = None
) -> Litestar:
    """The gateway. A given ``redis`` client or ``broker`` stays the caller's to close. Raises
    ``InsecureStartup`` for settings that would let anyone forge a session (``startup_checks``)."""
    secret = startup_secret(settings)
    app: Litestar | None = None

    def current_gateway() -> Gateway:
        assert app is not None, "the gateway is wired once the app has started"
        return app.state.gateway

    mcp_server = create_mcp_server(current_gateway, issuer_url=settings.public_url or "http://127.0.0.1")
    mcp = mcp_handler(mcp_server)
    v1 = Router(
        "/v1",
        route_handlers=V1_HANDLERS,
        middleware=[DefineMiddleware(UserAuthenticationMiddleware)],
    )
    csrf = DefineMiddleware(
        SessionCsrfMiddleware,
        config=csrf_config(secret, secure=settings.secure_cookies),
        session_cookie=settings.session_cookie,
    )
    app = Litestar(
        route_handlers=[v1, mcp, *AUTH_HANDLERS, *page_handlers(settings.web_dist)],
        middleware=[csrf],
        lifespan=[_lifespan(settings, redis, broker, mcp_server)],
        dependencies={
            "gateway": Provide(provide_gateway, sync_to_thread=False),
            "caller": Provide(provide_caller, sync_to_thread=False),
        },
        exception_handlers=EXCEPTION_HANDLERS,
        before_request=check_request_body,
        before_send=[allow_every_method],
        request_max_body_size=settings.max_body_bytes,
        openapi_config=OpenAPIConfig(
            title="Assent",
            version="1",
            description="A Playground backend where a model uses real tools, only with the user's approval.",
            path="/schema",
            components=Components(
                security_schemes={
                    "bearer": SecurityScheme(type="http", scheme="bearer", bearer_format="JWT"),
                    "session": SecurityScheme(
                        type="apiKey", name=settings.session_cookie, security_scheme_in="cookie"
                    ),
                }
            ),
        ),
    )
    describe_api(app)
    return app
