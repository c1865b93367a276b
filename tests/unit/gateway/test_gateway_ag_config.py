"""The Playground's ``ag_config`` turn body mapped to Assent's ``TurnCreate``, as plain functions."""

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from assent_contracts.conversations import Conversation
from assent_gateway.ag_config import check_against_conversation, parse_turn_body
from assent_gateway.problems import ProblemError

NO_ARGUMENTS = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
TOOL = {
    "type": "function",
    "function": {"name": "get_time", "description": "Now.", "parameters": NO_ARGUMENTS},
    "permission": "allow",
}
MESSAGES = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "What time is it?"},
]


def ag_body(**llm_config: Any) -> dict[str, Any]:
    config = {"model": "demo"} | llm_config
    return {"ag_config": {"prompt": {"messages": MESSAGES, "llm_config": config}}}


def conversation(tools: list[dict[str, Any]] | None = None, model: str = "demo") -> Conversation:
    now = datetime.now(UTC)
    return Conversation(
        id="conv_1",
        user_id="alice",
        org="acme",
        model=model,
        project_key="demo",
        connections=[],
        tools=tools or [],
        created_at=now,
        expires_at=now + timedelta(days=1),
    )


def problems(error: pytest.ExceptionInfo[ProblemError]) -> list[tuple[str | None, str | None]]:
    return [(p.pointer, p.code) for p in error.value.errors]


def test_the_ag_config_shape_maps_to_the_turn_settings() -> None:
    body = parse_turn_body(
        ag_body(
            tools=[TOOL],
            tool_choice="none",
            temperature=0.2,
            max_tokens=800,
            response_format={"type": "text"},
        )
    )

    request = body.request
    assert [m.model_dump(exclude_none=True) for m in request.messages] == MESSAGES
    assert (request.tool_choice, request.temperature, request.max_tokens) == ("none", 0.2, 800)
    assert request.response_format == {"type": "text"}
    assert body.ag_config is not None and body.ignored == []


def test_tool_choice_auto_or_absent_leaves_tools_on() -> None:
    assert parse_turn_body(ag_body(tool_choice="auto")).request.tool_choice == "auto"
    assert parse_turn_body(ag_body(tool_choice=None)).request.tool_choice is None
    assert parse_turn_body(ag_body()).request.tool_choice is None


def test_members_assent_does_not_use_are_named_back() -> None:
    raw = ag_body(top_p=0.9, stream=True)
    raw["inputs"] = {"city": "Paris"}
    raw["ag_config"]["prompt"]["template_format"] = "curly"

    assert parse_turn_body(raw).ignored == [
        "/inputs",
        "/ag_config/prompt/template_format",
        "/ag_config/prompt/llm_config/top_p",
        "/ag_config/prompt/llm_config/stream",
    ]


def test_assents_own_body_is_parsed_as_before() -> None:
    body = parse_turn_body({"messages": [{"role": "user", "content": "hi"}], "tool_choice": "none"})
    assert body.ag_config is None and body.request.tool_choice == "none"
    with pytest.raises(ProblemError) as error:
        parse_turn_body({"messages": [{"role": "user", "content": "hi"}], "surprise": 1})
    assert problems(error) == [("/surprise", None)]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        pytest.param(
            ag_body(tool_choice="required"), [("/ag_config/prompt/llm_config/tool_choice", None)], id="tc"
        ),
        pytest.param(ag_body(temperature=3), [("/ag_config/prompt/llm_config/temperature", None)], id="temp"),
        pytest.param(ag_body(max_tokens=0), [("/ag_config/prompt/llm_config/max_tokens", None)], id="max"),
        pytest.param(
            {"ag_config": {"prompt": {"messages": MESSAGES}}}, [("/ag_config/prompt/llm_config", None)]
        ),
        pytest.param(
            {"ag_config": {"prompt": {"messages": [], "llm_config": {"model": "demo"}}}},
            [("/ag_config/prompt/messages", None)],
            id="no-messages",
        ),
        pytest.param(
            {"ag_config": {"prompt": {"messages": MESSAGES[:1], "llm_config": {"model": "demo"}}}},
            [("/ag_config/prompt/messages/0/role", "last_message_not_user")],
            id="last-not-user",
        ),
        pytest.param(
            ag_body() | {"messages": MESSAGES}, [("/messages", "validation_error")], id="both-shapes"
        ),
    ],
)
def test_a_bad_ag_config_body_points_at_each_problem(raw: dict[str, Any], expected: list) -> None:
    with pytest.raises(ProblemError) as error:
        parse_turn_body(raw)
    assert error.value.status == 422
    assert problems(error) == expected


def test_invalid_tools_are_reported_under_the_llm_config() -> None:
    broken = {
        "type": "function",
        "function": {"name": "bad name", "description": "d", "parameters": NO_ARGUMENTS},
    }
    with pytest.raises(ProblemError) as error:
        parse_turn_body(ag_body(tools=[TOOL, broken, TOOL]))
    assert problems(error) == [
        ("/ag_config/prompt/llm_config/tools/1/function/name", "invalid_tool"),
        ("/ag_config/prompt/llm_config/tools/2/function/name", "invalid_tool"),
    ]


def test_the_model_must_be_the_conversations() -> None:
    body = parse_turn_body(ag_body(model="gpt-4o-mini"))
    assert body.ag_config is not None
    with pytest.raises(ProblemError) as error:
        check_against_conversation(body.ag_config, conversation())
    assert error.value.code == "model_mismatch"
    assert problems(error) == [("/ag_config/prompt/llm_config/model", "model_mismatch")]


def test_tools_given_must_be_the_conversations() -> None:
    same = parse_turn_body(ag_body(tools=[TOOL])).ag_config
    changed = parse_turn_body(ag_body(tools=[TOOL | {"permission": "deny"}])).ag_config
    none_given = parse_turn_body(ag_body()).ag_config
    assert same is not None and changed is not None and none_given is not None

    check_against_conversation(same, conversation([TOOL]))
    check_against_conversation(none_given, conversation([TOOL]))
    with pytest.raises(ProblemError) as error:
        check_against_conversation(changed, conversation([TOOL]))
    assert error.value.code == "tools_changed"
    assert "new conversation" in error.value.errors[0].detail
    with pytest.raises(ProblemError):
        check_against_conversation(same, conversation([]))
