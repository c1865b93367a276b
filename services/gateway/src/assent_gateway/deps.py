"""What route handlers receive: the wired ``Gateway`` and the authenticated caller."""

from dataclasses import dataclass
from typing import Any

from litestar import Request
from litestar.datastructures import State
from litestar.di import NamedDependency
from redis.asyncio import Redis

from assent_contracts.directory import Directory, User
from assent_gateway.agent_tokens import AgentTokenStore
from assent_gateway.command_bus import CommandBus
from assent_gateway.event_hub import EventHub
from assent_gateway.identity import Identity
from assent_gateway.settings import GatewaySettings
from assent_runtime.directory_source import DatabaseDirectory


@dataclass(frozen=True)
class Gateway:
    """Everything a request may use, built once by ``create_app``'s lifespan."""

    settings: GatewaySettings
    directory_source: DatabaseDirectory
    redis: Redis
    bus: CommandBus
    hub: EventHub
    identity: Identity
    agent_tokens: AgentTokenStore

    async def current_directory(self) -> Directory:
        """The directory as the database holds it now (cached; one Redis ``GET`` when unchanged)."""
        return await self.directory_source.current()


def provide_gateway(state: State) -> Gateway:
    return state.gateway


def provide_caller(request: Request[User, Any, Any]) -> User:
    return request.user


GatewayDep = NamedDependency[Gateway]
"""Annotation of a handler parameter named ``gateway``."""
CallerDep = NamedDependency[User]
"""Annotation of a handler parameter named ``caller``: the signed-in user (``authentication``)."""
