import json

from assent_demo.model.limit_variants import MANY_PROPOSALS
from assent_demo.model.reply import Reply, ToolCall
from assent_demo.model.summaries import EXECUTE, SEARCH
from assent_demo.model.variants import DEMO, DEMO_LOOP, DEMO_MANY, vary

USER: dict[str, object] = {"role": "user", "content": "Who am I on GitHub?"}


def searched(n: int) -> list[dict[str, object]]:
    """The user's message followed by ``n`` answered searches."""
    messages: list[dict[str, object]] = [USER]
    for i in range(n):
        call = {"id": f"c{i}", "type": "function", "function": {"name": SEARCH, "arguments": "{}"}}
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        messages.append({"role": "tool", "tool_call_id": f"c{i}", "content": json.dumps({"results": []})})
    return messages


def test_demo_loop_answers_every_round_with_one_more_search() -> None:
    proposal = Reply(tool_calls=(ToolCall(EXECUTE, {"name": "github.get_me", "arguments": {}}),))
    for rounds in (0, 1, 15):
        reply = vary(DEMO_LOOP, searched(rounds), proposal)
        assert [call.name for call in reply.tool_calls] == [SEARCH]
        assert reply.tool_calls[0].arguments["query"].endswith(f"(search {rounds + 1})")


def test_demo_many_repeats_the_proposals_in_order_up_to_one_over_the_limit() -> None:
    first = ToolCall(EXECUTE, {"name": "github.get_me", "arguments": {}})
    second = ToolCall(EXECUTE, {"name": "slack.get_me", "arguments": {}})
    reply = vary(DEMO_MANY, [USER], Reply(text="ok", tool_calls=(first, second)))
    assert len(reply.tool_calls) == MANY_PROPOSALS == 21
    assert reply.tool_calls[:4] == (first, second, first, second)
    assert reply.text == "ok"


def test_demo_many_and_demo_leave_other_replies_alone() -> None:
    search = Reply(tool_calls=(ToolCall(SEARCH, {"query": "me"}),))
    assert vary(DEMO_MANY, [USER], search) == search
    assert vary(DEMO, searched(3), search) == search
