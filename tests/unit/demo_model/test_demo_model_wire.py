import json
from typing import Any

from assent_demo.model.openai_wire import completion_body, stream_chunks, text_pieces
from assent_demo.model.reply import Reply, ToolCall
from assent_demo.model.variants import DEMO, DEMO_FAIL, DEMO_FAIL_AFTER_ACTION, failure

LONG_ARGUMENTS = {
    "name": "github.create_issue",
    "arguments": {"owner": "acme", "repo": "web", "title": "A" * 40},
}


def reassemble(chunks: list[dict[str, Any]]) -> tuple[str, dict[int, dict[str, str]], str | None]:
    text, calls, finish = "", {}, None
    for chunk in chunks:
        for choice in chunk["choices"]:
            delta = choice["delta"]
            text += delta.get("content") or ""
            for call in delta.get("tool_calls") or []:
                entry = calls.setdefault(call["index"], {"id": "", "name": "", "arguments": ""})
                entry["id"] += call.get("id", "")
                entry["name"] += call.get("function", {}).get("name", "")
                entry["arguments"] += call.get("function", {}).get("arguments", "")
            finish = choice["finish_reason"] or finish
    return text, calls, finish


def test_text_is_cut_per_word_and_nothing_is_lost() -> None:
    assert text_pieces("Hello  there, world") == ["Hello  ", "there, ", "world"]
    chunks = list(stream_chunks(Reply(text="Hello there, world"), DEMO, []))
    assert len(chunks) == 5
    assert reassemble(chunks) == ("Hello there, world", {}, "stop")


def test_tool_call_arguments_stream_in_pieces_that_reassemble() -> None:
    reply = Reply(
        tool_calls=(
            ToolCall("assent_search_tools", {"query": "q"}),
            ToolCall("assent_execute_tool", LONG_ARGUMENTS),
        )
    )
    chunks = list(stream_chunks(reply, DEMO, []))
    _, calls, finish = reassemble(chunks)
    assert finish == "tool_calls"
    assert [c["name"] for c in calls.values()] == ["assent_search_tools", "assent_execute_tool"]
    assert json.loads(calls[1]["arguments"]) == LONG_ARGUMENTS
    assert all(c["id"].startswith("call_") for c in calls.values())
    argument_chunks = [
        c for c in chunks if "arguments" in str(c) and c["choices"][0]["delta"].get("tool_calls")
    ]
    assert len(argument_chunks) > 4


def test_usage_chunk_when_asked() -> None:
    chunks = list(stream_chunks(Reply(text="hi"), DEMO, [], include_usage=True))
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["total_tokens"] > 0


def test_completion_carries_text_and_tool_calls() -> None:
    body = completion_body(Reply(text="ok", tool_calls=(ToolCall("f", {"a": 1}),)), DEMO, [])
    message = body["choices"][0]["message"]
    assert message["content"] == "ok"
    assert json.loads(message["tool_calls"][0]["function"]["arguments"]) == {"a": 1}
    assert body["choices"][0]["finish_reason"] == "tool_calls"


def executed(status: str) -> list[dict[str, Any]]:
    call = {"id": "c", "type": "function", "function": {"name": "assent_execute_tool", "arguments": "{}"}}
    return [
        {"role": "user", "content": "x"},
        {"role": "assistant", "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c", "content": json.dumps({"status": status})},
    ]


def test_failure_variants() -> None:
    assert failure(DEMO, executed("succeeded")) is None
    assert failure(DEMO_FAIL, []) is not None
    assert failure(DEMO_FAIL_AFTER_ACTION, executed("declined")) is None
    assert failure(DEMO_FAIL_AFTER_ACTION, executed("succeeded")) is not None
