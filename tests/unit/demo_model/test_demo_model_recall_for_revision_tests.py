"""``demo-recall``: proposes an action found in an earlier turn without searching again (the revision
tests use it to reach ``assent_execute_tool`` in a later turn of the same conversation)."""

import json

from assent_demo.model.planner import plan
from assent_demo.model.summaries import EXECUTE, SEARCH
from assent_demo.model.variants import DEMO, DEMO_RECALL, vary

CREATE_ISSUE = {
    "name": "github.create_issue",
    "description": "Create an issue in a repository.",
    "read_only": False,
    "parameters": {
        "type": "object",
        "properties": {"repo": {"type": "string"}, "title": {"type": "string"}},
        "required": ["repo", "title"],
    },
}


def earlier_turn(results: list[dict[str, object]]) -> list[dict[str, object]]:
    """A finished turn: the user asked, the model searched, then answered in words."""
    call = {"id": "c1", "type": "function", "function": {"name": SEARCH, "arguments": '{"query": "issue"}'}}
    return [
        {"role": "user", "content": 'Create an issue in acme/widgets titled "First"'},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"results": results})},
        {"role": "assistant", "content": "You declined it, so nothing was done."},
    ]


def answer(model: str, messages: list[dict[str, object]]):
    return vary(
        model, messages, plan(messages, [{"function": {"name": SEARCH}}, {"function": {"name": EXECUTE}}])
    )


def test_an_action_found_in_an_earlier_turn_is_proposed_at_once() -> None:
    messages = [
        *earlier_turn([CREATE_ISSUE]),
        {"role": "user", "content": 'Create an issue in acme/widgets titled "Again"'},
    ]

    reply = answer(DEMO_RECALL, messages)

    assert [(call.name, call.arguments) for call in reply.tool_calls] == [
        (EXECUTE, {"name": "github.create_issue", "arguments": {"repo": "acme/widgets", "title": "Again"}})
    ]
    assert [call.name for call in answer(DEMO, messages).tool_calls] == [SEARCH]  # the normal plan searches


def test_without_an_earlier_finding_or_with_missing_arguments_it_searches_as_usual() -> None:
    first_turn: list[dict[str, object]] = [
        {"role": "user", "content": 'Create an issue in acme/widgets titled "First"'}
    ]
    assert [call.name for call in answer(DEMO_RECALL, first_turn).tool_calls] == [SEARCH]
    vague = [*earlier_turn([CREATE_ISSUE]), {"role": "user", "content": "Create an issue please"}]
    assert [call.name for call in answer(DEMO_RECALL, vague).tool_calls] == [SEARCH]
    unread = [*earlier_turn([{**CREATE_ISSUE, "parameters": None}]), first_turn[0]]
    assert [call.name for call in answer(DEMO_RECALL, unread).tool_calls] == [SEARCH]
