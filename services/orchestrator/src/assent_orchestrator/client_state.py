"""Client-side function tools in the turn's state: the ones offered to the model, and their calls.

Pure data. A conversation's own tools (``Conversation.tools``) run in the client, never here: a call
waits for the user's approval when the tool's permission is ``ask``, then for the client's result
(``POST /v1/turns/{tid}/tool-results``). ``deny`` tools are never offered.
"""

from typing import Any, Literal

from pydantic import BaseModel

from assent_contracts.tool_definitions import ToolDefinition

ClientCallStatus = Literal["awaiting_approval", "requested", "settled"]


class ClientTool(BaseModel):
    """One offered client tool: its name, its permission and the definition the provider receives."""

    name: str
    permission: Literal["allow", "ask"]
    definition: dict[str, Any]

    @property
    def parameters(self) -> dict[str, Any]:
        return self.definition["function"]["parameters"]


class ClientCall(BaseModel):
    """A model's call of a client tool. ``approval_id`` is set when it needed an approval (``ask``)."""

    name: str
    arguments: dict[str, Any]
    approval_id: str | None = None
    status: ClientCallStatus


def offered_client_tools(tools: list[dict[str, Any]]) -> list[ClientTool]:
    """The conversation's tools the model may call (``deny`` left out), in the conversation's order.

    Raises pydantic's ``ValidationError`` for a definition that is not valid (the gateway checked them).
    """
    offered = []
    for tool in (ToolDefinition.model_validate(raw) for raw in tools):
        if tool.permission != "deny":
            offered.append(
                ClientTool(name=tool.name, permission=tool.permission, definition=tool.provider_tool())
            )
    return offered
