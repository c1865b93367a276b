"""Conversation and turn checks against a small directory: every problem, with its pointer and code."""

import pytest
from tests.directory_builder import DirectoryBuilder

from assent_contracts.conversations import ChatMessage
from assent_contracts.directory import Model, User
from assent_gateway.problems import ProblemError
from assent_gateway.schemas import ConversationCreate
from assent_gateway.validation import (
    check_connections,
    raise_if_any,
    validate_conversation_tools,
    validate_new_conversation,
    validate_turn_messages,
)

DIRECTORY = (
    DirectoryBuilder()
    .org("acme", "Acme")
    .org("globex", "Globex")
    .user("alice", "A")
    .user("bob", "B")
    .provider("p", "http://x", "m", Model(id="plain", supports_tools=False))
    .project_key("k", "p")
    .project_key("g", "p", org="globex")
    .toolkit("github", "http://x", "GitHub")
    .connection("mine", "github", owner="alice", display_name="d")
    .connection("bobs", "github", owner="bob", display_name="d")
    .connection("shared", "github", display_name="d")
    .connection("gone", "github", display_name="d", status="missing")
    .connection("old", "github", owner="alice", display_name="d", status="disconnected")
    .connection("theirs", "github", org="globex", display_name="d")
    .build()
)
ALICE = User(id="alice", org="acme", name="A")


def request(**overrides: object) -> ConversationCreate:
    return ConversationCreate.model_validate(
        {"model": "m", "project_key": "k", "connection_ids": ["mine"]} | overrides
    )


def problems_of(create: ConversationCreate) -> list[tuple[str | None, str | None]]:
    with pytest.raises(ProblemError) as raised:
        validate_new_conversation(DIRECTORY, ALICE, create)
    assert raised.value.status == 422
    assert raised.value.code == raised.value.errors[0].code
    return [(e.pointer, e.code) for e in raised.value.errors]


def test_a_valid_request_yields_the_selected_connections_in_order() -> None:
    found = validate_new_conversation(DIRECTORY, ALICE, request(connection_ids=["shared", "mine"]))
    assert [c.id for c in found] == ["shared", "mine"]


@pytest.mark.parametrize(
    ("overrides", "expected"),
    [
        ({"project_key": "nope"}, [("/project_key", "unknown_project_key")]),
        ({"project_key": "g"}, [("/project_key", "unknown_project_key")]),
        ({"model": "nope"}, [("/model", "unknown_model")]),
        ({"model": "plain"}, [("/model", "model_without_tools")]),
        ({"connection_ids": []}, [("/connection_ids", "no_connections")]),
        ({"connection_ids": ["mine", "mine"]}, [("/connection_ids/1", "duplicate_connection")]),
        ({"connection_ids": ["bobs"]}, [("/connection_ids/0", "unknown_connection")]),
        ({"connection_ids": ["theirs"]}, [("/connection_ids/0", "unknown_connection")]),
        ({"connection_ids": ["nope"]}, [("/connection_ids/0", "unknown_connection")]),
        ({"connection_ids": ["old"]}, [("/connection_ids/0", "connection_unavailable")]),
        ({"connection_ids": ["gone"]}, [("/connection_ids/0", "connection_unavailable")]),
        (
            {"tools": [{}, "x", 3]},
            [
                ("/tools/0/type", "invalid_tool"),
                ("/tools/0/function", "invalid_tool"),
                ("/tools/1", "invalid_tool"),
                ("/tools/2", "invalid_tool"),
            ],
        ),
    ],
)
def test_each_problem_is_reported_with_its_pointer(overrides: dict, expected: list) -> None:
    assert problems_of(request(**overrides)) == expected


def test_more_than_twenty_connections_is_too_many() -> None:
    assert problems_of(request(connection_ids=["mine"] + [f"c{i}" for i in range(20)]))[0] == (
        "/connection_ids",
        "too_many_connections",
    )


def test_usable_connected_connections_pass() -> None:
    found, problems = check_connections(DIRECTORY, ALICE, ["mine", "shared"])
    assert problems == [] and len(found) == 2


def test_the_hint_of_an_unavailable_connection_tells_who_can_fix_it() -> None:
    _, personal = check_connections(DIRECTORY, ALICE, ["old"])
    _, shared = check_connections(DIRECTORY, ALICE, ["gone"])
    assert "Agent tools" in personal[0].detail
    assert "administrator" in shared[0].detail


def test_the_tool_hook_accepts_valid_tool_definitions() -> None:
    parameters = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
    tool = {"type": "function", "function": {"name": "now", "description": "d", "parameters": parameters}}
    assert validate_conversation_tools([tool]) == []


def test_raise_if_any_does_nothing_without_problems() -> None:
    raise_if_any([])


def test_a_turn_must_end_with_the_users_message() -> None:
    validate_turn_messages([ChatMessage(role="user", content="hi")])
    with pytest.raises(ProblemError) as raised:
        validate_turn_messages(
            [ChatMessage(role="user", content="hi"), ChatMessage(role="assistant", content="yo")]
        )
    assert raised.value.code == "last_message_not_user"
    assert raised.value.errors[0].pointer == "/messages/1/role"
