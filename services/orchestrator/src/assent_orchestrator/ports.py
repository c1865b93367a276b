"""The orchestrator's ports to the other services (the model provider's port is in ``provider``)."""

from typing import Protocol

from assent_contracts.discovery import ResolveAction, ResolveReply, SearchReply, SearchRequested
from assent_contracts.execution import ExecutionRequested


class Discovery(Protocol):
    async def search(self, request: SearchRequested) -> SearchReply:
        """Search or read parameters; raise ``TimeoutError`` when discovery does not answer in time."""
        ...

    async def resolve(self, request: ResolveAction) -> ResolveReply:
        """Check a proposed action; raise ``TimeoutError`` when discovery does not answer in time."""
        ...


class ExecutionQueue(Protocol):
    async def request_execution(self, request: ExecutionRequested) -> None:
        """Hand one approved action to the executor."""
        ...
