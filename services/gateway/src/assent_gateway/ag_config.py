"""A turn in the Playground's ``ag_config`` shape, mapped to Assent's own (docs/tool-definitions.md).

``{"ag_config": {"prompt": {"messages": [...], "llm_config": {"model", "tools", "tool_choice",
"temperature", "max_tokens", "response_format"}}}}`` becomes a ``TurnCreate``. What only the
conversation can tell (the model and the tools are fixed per conversation) is checked by
``check_against_conversation``; everything else here is a plain check of the body. Members Assent does
not use are named back to the client (``ignored``), never dropped silently.
"""

from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from assent_contracts.conversations import ChatMessage, Conversation
from assent_contracts.tool_definitions import validate_tools
from assent_gateway.problems import FieldProblem, ProblemError, json_pointer
from assent_gateway.schemas import TurnAccepted, TurnCreate
from assent_gateway.validation import raise_if_any

LLM_CONFIG = "/ag_config/prompt/llm_config"
ModelT = TypeVar("ModelT", bound=BaseModel)


class _Open(BaseModel):
    """Unknown members are kept (and reported as ignored), as the Playground sends more than Assent uses."""

    model_config = ConfigDict(extra="allow")


class AgLlmConfig(_Open):
    model: str = Field(min_length=1, max_length=200)
    tools: list[Any] | None = None
    """If given, must be the conversation's tools: changing them starts a new conversation."""
    tool_choice: Literal["none", "auto"] | None = None
    temperature: float | None = Field(default=None, ge=0, le=2)
    max_tokens: int | None = Field(default=None, ge=1)
    response_format: dict[str, Any] | None = None


class AgPrompt(_Open):
    messages: list[ChatMessage] = Field(min_length=1)
    llm_config: AgLlmConfig


class AgConfig(_Open):
    prompt: AgPrompt


class AgConfigTurnCreate(_Open):
    model_config = ConfigDict(extra="allow", json_schema_extra={"not": {"required": ["messages"]}})
    """Members of its own are kept, except ``messages``: a body gives either that or ``ag_config``."""

    ag_config: AgConfig


class AgConfigTurnAccepted(TurnAccepted):
    ignored: list[str] = Field(default_factory=list)
    """JSON pointers of the request's members Assent did not use."""


@dataclass(frozen=True)
class TurnBody:
    """A turn request as Assent's ``TurnCreate``, and the ``ag_config`` it came from, if any."""

    request: TurnCreate
    ag_config: AgConfigTurnCreate | None = None
    ignored: list[str] = field(default_factory=list)


def parse_turn_body(body: dict[str, Any]) -> TurnBody:
    """Assent's own turn body, or the ``ag_config`` one; ``ProblemError`` (422) lists every problem."""
    if "ag_config" not in body:
        return TurnBody(_validated(TurnCreate, body))
    if "messages" in body:
        detail = "give either messages or ag_config, not both"
        raise_if_any([FieldProblem(detail, "/messages", code="validation_error")])
    ag = _validated(AgConfigTurnCreate, body)
    prompt, llm = ag.ag_config.prompt, ag.ag_config.prompt.llm_config
    problems: list[FieldProblem] = []
    if prompt.messages[-1].role != "user":
        pointer = f"/ag_config/prompt/messages/{len(prompt.messages) - 1}/role"
        problems.append(
            FieldProblem("the last message must be from the user", pointer, code="last_message_not_user")
        )
    if llm.tools is not None:
        problems += [
            FieldProblem(p.message, LLM_CONFIG + p.pointer, code="invalid_tool")
            for p in validate_tools(llm.tools)
        ]
    raise_if_any(problems)
    request = TurnCreate(
        messages=prompt.messages,
        tool_choice=llm.tool_choice,
        temperature=llm.temperature,
        max_tokens=llm.max_tokens,
        response_format=llm.response_format,
    )
    return TurnBody(request, ag, ignored_members(ag))


def check_against_conversation(ag: AgConfigTurnCreate, conversation: Conversation) -> None:
    """The model and the tools are fixed per conversation: ``model_mismatch``, ``tools_changed`` (422)."""
    llm = ag.ag_config.prompt.llm_config
    problems: list[FieldProblem] = []
    if llm.model != conversation.model:
        detail = (
            f"this conversation uses the model {conversation.model!r}; the model is fixed per conversation, "
            f"so start a new conversation to use {llm.model!r}"
        )
        problems.append(FieldProblem(detail, f"{LLM_CONFIG}/model", code="model_mismatch"))
    if llm.tools is not None and llm.tools != conversation.tools:
        detail = "changing the selected tools starts a new conversation"
        problems.append(FieldProblem(detail, f"{LLM_CONFIG}/tools", code="tools_changed"))
    raise_if_any(problems)


def ignored_members(ag: AgConfigTurnCreate) -> list[str]:
    """Pointers of the members the ``ag_config`` body holds that Assent does not use."""
    levels: list[tuple[str, BaseModel]] = [
        ("", ag),
        ("/ag_config", ag.ag_config),
        ("/ag_config/prompt", ag.ag_config.prompt),
        (LLM_CONFIG, ag.ag_config.prompt.llm_config),
    ]
    return [f"{base}{json_pointer([key])}" for base, level in levels for key in level.model_extra or {}]


def _validated(model: type[ModelT], body: dict[str, Any]) -> ModelT:
    try:
        return model.model_validate(body)
    except ValidationError as error:
        found = [FieldProblem(e["msg"], json_pointer(e["loc"])) for e in error.errors(include_url=False)]
        raise ProblemError(422, "validation_error", "the request body is invalid", found) from None
