"""What route handlers receive: the wired ``Gateway`` and the authenticated caller."""

from dataclasses import dataclass
from typing import Any

from litestar import Request
from litestar.datastructures import State
from litestar.di import NamedDependency
from redis.asyncio import Redis

from assent_contracts.directory import Directory, DirectoryFile, User
from assent_gateway.agent_tokens import AgentTokenStore
from assent_gateway.command_bus import CommandBus
from assent_gateway.event_hub import EventHub
from assent_gateway.identity import Identity
from assent_gateway.settings import GatewaySettings
from assent_runtime.connection_overrides import current_directory


@dataclass(frozen=True)
class Gateway:
    """Everything a request may use, built once by ``create_app``'s lifespan."""

    settings: GatewaySettings
    directory_file: DirectoryFile
    redis: Redis
    bus: CommandBus
    hub: EventHub
    identity: Identity
    agent_tokens: AgentTokenStore

    @property
    def directory(self) -> Directory:
        """The directory as the file says now: users, models and toolkits. Connections may have changed
        at run time since; look them up in ``current_directory()``."""
        return self.directory_file.current()

    async def current_directory(self) -> Directory:
        """The directory with the connections changed at run time applied (reads Redis)."""
        return await current_directory(self.redis, self.directory_file.current())


def provide_gateway(state: State) -> Gateway:
    return state.gateway


def provide_caller(request: Request[User, Any, Any]) -> User:
    return request.user


GatewayDep = NamedDependency[Gateway]
"""Annotation of a handler parameter named ``gateway``."""
CallerDep = NamedDependency[User]
"""Annotation of a handler parameter named ``caller``: the signed-in user (``authentication``)."""
