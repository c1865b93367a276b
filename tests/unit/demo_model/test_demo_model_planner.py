"""The planning rules, driven through whole turns by a small hand-written stand-in for Assent: it
answers searches from a catalog and executions from canned outcomes, as the orchestrator would."""

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from assent_demo.model.planner import plan
from assent_demo.model.reply import Reply, ToolCall

SEARCH = "assent_search_tools"
EXECUTE = "assent_execute_tool"
HELPERS = [
    {"type": "function", "function": {"name": SEARCH, "description": "search", "parameters": {}}},
    {"type": "function", "function": {"name": EXECUTE, "description": "execute", "parameters": {}}},
]
CREATE_ISSUE_PARAMETERS = {
    "type": "object",
    "properties": {"owner": {"type": "string"}, "repo": {"type": "string"}, "title": {"type": "string"}},
    "required": ["owner", "repo", "title"],
}
CATALOG = [
    {"name": "github.get_me", "description": "Get my GitHub profile", "read_only": True, "parameters": {}},
    {"name": "github.create_issue", "description": "Create an issue in a repository", "parameters": None},
    {
        "name": "slack.post_message",
        "description": "Post a message to a Slack channel",
        "parameters": {
            "type": "object",
            "properties": {"channel": {"type": "string"}, "text": {"type": "string"}},
            "required": ["channel", "text"],
        },
    },
]


@dataclass
class FakeAssent:
    """Runs rounds until the model answers in words; records every reply."""

    catalog: list[dict[str, Any]] = field(default_factory=lambda: copy.deepcopy(CATALOG))
    outcome: Callable[[str, dict[str, Any]], dict[str, Any]] = lambda name, args: {
        "status": "succeeded",
        "result": {"login": "alice"},
    }
    tools: list[dict[str, Any]] = field(default_factory=lambda: list(HELPERS))
    replies: list[Reply] = field(default_factory=list)

    def answer(self, call: ToolCall) -> dict[str, Any]:
        if call.name == SEARCH and "names" in call.arguments:
            found = [a for a in self.catalog if a["name"] in call.arguments["names"]]
            for action in found:
                if action["name"] == "github.create_issue":
                    action["parameters"] = CREATE_ISSUE_PARAMETERS
            return {"results": found, "hint": None}
        if call.name == SEARCH:
            return {"results": self.catalog, "hint": None}
        if call.name == EXECUTE:
            return self.outcome(call.arguments["name"], call.arguments["arguments"])
        return {"temperature": 21}

    def run(self, user_text: str) -> list[Reply]:
        messages: list[dict[str, Any]] = [{"role": "system", "content": "Be useful."}]
        messages.append({"role": "user", "content": user_text})
        for round_number in range(8):
            reply = plan(messages, self.tools)
            self.replies.append(reply)
            if not reply.tool_calls:
                return self.replies
            ids = [f"call_{round_number}_{i}" for i in range(len(reply.tool_calls))]
            messages.append(
                {
                    "role": "assistant",
                    "content": reply.text or None,
                    "tool_calls": [
                        {
                            "id": i,
                            "type": "function",
                            "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
                        }
                        for i, c in zip(ids, reply.tool_calls, strict=True)
                    ],
                }
            )
            for call_id, call in zip(ids, reply.tool_calls, strict=True):
                messages.append(
                    {"role": "tool", "tool_call_id": call_id, "content": json.dumps(self.answer(call))}
                )
        raise AssertionError("the demo model never answered in words")


def test_user_message_searches_with_the_users_words() -> None:
    reply = plan([{"role": "user", "content": "Who am I on GitHub?"}], HELPERS)
    assert reply.tool_calls == (ToolCall(SEARCH, {"query": "Who am I on GitHub"}),)


def test_small_parameters_inline_lead_straight_to_a_proposal_then_a_summary() -> None:
    replies = FakeAssent().run("Who am I on GitHub?")
    assert [r.tool_calls for r in replies[:2]] == [
        (ToolCall(SEARCH, {"query": "Who am I on GitHub"}),),
        (ToolCall(EXECUTE, {"name": "github.get_me", "arguments": {}}),),
    ]
    assert "github.get_me succeeded" in replies[-1].text
    assert "login: alice" in replies[-1].text


def test_missing_parameters_are_read_by_name_before_proposing() -> None:
    replies = FakeAssent().run("Create an issue in acme/web titled 'Login broken'")
    assert replies[1].tool_calls == (ToolCall(SEARCH, {"names": ["github.create_issue"]}),)
    arguments = {"owner": "acme", "repo": "web", "title": "Login broken"}
    assert replies[2].tool_calls == (
        ToolCall(EXECUTE, {"name": "github.create_issue", "arguments": arguments}),
    )


def test_a_required_parameter_that_cannot_be_filled_is_asked_for() -> None:
    replies = FakeAssent().run("Create an issue in acme/web")
    assert replies[-1].tool_calls == ()
    assert "title" in replies[-1].text and "in quotes" in replies[-1].text
    assert all(c.name != EXECUTE for r in replies for c in r.tool_calls)


def test_two_requests_make_two_searches_and_parallel_proposals() -> None:
    replies = FakeAssent().run("Who am I on GitHub and post 'hi all' to #general")
    assert [c.arguments for c in replies[0].tool_calls] == [
        {"query": "Who am I on GitHub"},
        {"query": "post to #general"},
    ]
    assert replies[1].tool_calls == (
        ToolCall(EXECUTE, {"name": "github.get_me", "arguments": {}}),
        ToolCall(
            EXECUTE, {"name": "slack.post_message", "arguments": {"channel": "general", "text": "hi all"}}
        ),
    )
    assert (
        "github.get_me succeeded" in replies[-1].text and "slack.post_message succeeded" in replies[-1].text
    )


def test_parallel_tool_calls_off_gives_one_call() -> None:
    messages = [{"role": "user", "content": "Who am I and post 'x' to #general"}]
    assert len(plan(messages, HELPERS, parallel_tool_calls=False).tool_calls) == 1


def test_nothing_found_says_so() -> None:
    replies = FakeAssent(catalog=[]).run("Order a pizza")
    assert replies[-1].text == "I searched the connected tools for “Order a pizza” but no action matches it."


def test_a_declined_action_is_acknowledged_as_not_done() -> None:
    replies = FakeAssent(outcome=lambda name, args: {"status": "declined"}).run("Who am I?")
    assert replies[-1].text == "You declined github.get_me, so nothing was done."


def test_failures_say_what_failed() -> None:
    replies = FakeAssent(outcome=lambda name, args: {"status": "failed", "error": "rate limited"}).run(
        "Who am I?"
    )
    assert replies[-1].text == "github.get_me failed: rate limited."


def test_unknown_outcome_is_not_claimed_either_way() -> None:
    replies = FakeAssent(outcome=lambda name, args: {"status": "outcome_unknown"}).run("Who am I?")
    assert "unknown" in replies[-1].text and "before repeating it" in replies[-1].text


def test_an_execute_error_without_a_proposal_is_reported() -> None:
    replies = FakeAssent(outcome=lambda name, args: {"error": "not discovered"}).run("Who am I?")
    assert replies[-1].text == "I could not propose github.get_me: not discovered."


def test_a_search_error_is_reported() -> None:
    messages = [
        {"role": "user", "content": "who am i"},
        {
            "role": "assistant",
            "tool_calls": [{"id": "c1", "type": "function", "function": {"name": SEARCH, "arguments": "{}"}}],
        },
        {"role": "tool", "tool_call_id": "c1", "content": '{"error": "discovery is unavailable"}'},
    ]
    assert plan(messages, HELPERS).text == "The search for actions failed: discovery is unavailable."


def test_a_named_client_tool_is_called_and_its_result_summarised() -> None:
    weather = {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Weather for a city",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}},
                "required": ["city"],
            },
        },
    }
    assistant = FakeAssent(tools=[*HELPERS, weather])
    replies = assistant.run("Use get weather for 'Paris'")
    assert replies[0].tool_calls == (ToolCall("get_weather", {"city": "Paris"}),)
    assert replies[-1].text == "get_weather returned: temperature: 21."


def test_no_tools_or_tool_choice_none_answers_in_words() -> None:
    messages = [{"role": "user", "content": "Who am I?"}]
    assert plan(messages).tool_calls == ()
    assert plan(messages, HELPERS, tool_choice="none").tool_calls == ()
    assert "Who am I?" in plan(messages).text


def test_only_a_system_message_gets_a_greeting() -> None:
    assert plan([{"role": "system", "content": "hi"}], HELPERS).text.startswith("Hello!")


def test_content_given_as_parts_is_read() -> None:
    messages = [{"role": "user", "content": [{"type": "text", "text": "Who am I?"}]}]
    assert plan(messages, HELPERS).tool_calls == (ToolCall(SEARCH, {"query": "Who am I"}),)


def test_only_the_latest_user_message_starts_the_turn() -> None:
    earlier = FakeAssent().run("Who am I?")
    assert earlier[-1].tool_calls == ()
    messages = [
        {"role": "user", "content": "Who am I?"},
        {"role": "assistant", "content": earlier[-1].text},
        {"role": "user", "content": "post 'hi' to #general"},
    ]
    assert plan(messages, HELPERS).tool_calls == (ToolCall(SEARCH, {"query": "post to #general"}),)


def test_the_same_action_twice_searches_once_and_proposes_twice() -> None:
    replies = FakeAssent().run("create an issue 'A' in acme/web and create an issue 'B' in acme/web")
    assert replies[0].tool_calls == (ToolCall(SEARCH, {"query": "create an issue in acme/web"}),)
    titles = [c.arguments["arguments"]["title"] for c in replies[2].tool_calls if c.name == EXECUTE]
    assert titles == ["A", "B"]
