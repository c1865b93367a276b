"""Reassembling streamed tool calls, parsing stream chunks and building what the model sees."""

import json

import pytest
from pydantic import SecretStr

from assent_contracts.conversations import ChatMessage, TurnInput
from assent_contracts.discovery import ActionSummary, SearchReply
from assent_orchestrator.helper_tools import EXECUTE_TOOL, SEARCH_TOOL, helper_definitions
from assent_orchestrator.model_messages import (
    assistant_message,
    build_messages,
    declined_result,
    execution_result,
    parse_result,
    search_result,
)
from assent_orchestrator.provider import ChatRequest, ModelError, parse_chunk
from assent_orchestrator.tool_calls import ToolCallAssembler


def test_tool_call_fragments_are_reassembled_by_index() -> None:
    assembler = ToolCallAssembler()
    assembler.add(
        [{"index": 0, "id": "call_a", "type": "function", "function": {"name": SEARCH_TOOL, "arguments": ""}}]
    )
    assembler.add([{"index": 1, "id": "call_b", "function": {"name": EXECUTE_TOOL, "arguments": '{"na'}}])
    assembler.add([{"index": 0, "function": {"arguments": '{"query":'}}])
    assembler.add([{"index": 1, "function": {"arguments": 'me": "github.get_me", "arguments": {}}'}}])
    assembler.add([{"index": 0, "function": {"arguments": ' "issues"}'}}])
    first, second = assembler.calls()
    assert (first.id, first.name, first.parsed_arguments()) == ("call_a", SEARCH_TOOL, {"query": "issues"})
    assert (second.id, second.name) == ("call_b", EXECUTE_TOOL)
    assert second.parsed_arguments() == {"name": "github.get_me", "arguments": {}}
    assert first.as_message_part() == {
        "id": "call_a",
        "type": "function",
        "function": {"name": SEARCH_TOOL, "arguments": '{"query": "issues"}'},
    }


def test_a_repeated_name_is_not_doubled_and_a_missing_id_is_made_up_once() -> None:
    assembler = ToolCallAssembler()
    assembler.add([{"index": 0, "function": {"name": SEARCH_TOOL, "arguments": "{}"}}])
    assembler.add([{"index": 0, "function": {"name": SEARCH_TOOL}}])
    [call] = assembler.calls()
    assert call.name == SEARCH_TOOL and call.id.startswith("call_")
    assert assembler.calls()[0].id == call.id


@pytest.mark.parametrize("raw", ["[1, 2]", "{not json", '"text"'])
def test_arguments_that_are_not_an_object_parse_to_none(raw: str) -> None:
    assembler = ToolCallAssembler()
    assembler.add([{"index": 0, "id": "c", "function": {"name": "x", "arguments": raw}}])
    assert assembler.calls()[0].parsed_arguments() is None


def test_stream_chunks_become_deltas() -> None:
    text = parse_chunk(
        json.dumps({"choices": [{"index": 0, "delta": {"role": "assistant", "content": "Hi"}}]})
    )
    assert (text.text, text.tool_calls, text.finish_reason) == ("Hi", [], None)
    done = parse_chunk(json.dumps({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}))
    assert done.finish_reason == "stop"
    assert parse_chunk(json.dumps({"choices": [], "usage": {"total_tokens": 3}})).text == ""
    with pytest.raises(ModelError, match="malformed"):
        parse_chunk("{oops")
    with pytest.raises(ModelError, match="overloaded"):
        parse_chunk(json.dumps({"error": {"message": "overloaded"}}))


def test_the_request_body_streams_and_offers_both_helpers() -> None:
    request = ChatRequest(
        base_url="http://x/v1",
        api_key=SecretStr("sk-secret"),
        model="m",
        messages=[{"role": "user", "content": "hi"}],
        tools=helper_definitions(),
        options={"temperature": 0.2},
    )
    body = request.body()
    assert body["stream"] is True and body["tool_choice"] == "auto" and body["temperature"] == 0.2
    assert [t["function"]["name"] for t in body["tools"]] == [SEARCH_TOOL, EXECUTE_TOOL]
    assert "sk-secret" not in repr(request)


def test_model_messages_are_system_transcript_then_this_turn() -> None:
    turn_input = TurnInput(messages=[ChatMessage(role="user", content="Who am I?")])
    call = {"id": "call_1", "type": "function", "function": {"name": SEARCH_TOOL, "arguments": "{}"}}
    turn = [assistant_message("", [call]), {"role": "tool", "tool_call_id": "call_1", "content": "{}"}]
    messages = build_messages("Be brief.", turn_input, turn)
    assert messages == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Who am I?"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "call_1", "content": "{}"},
    ]
    assert build_messages(None, turn_input, [])[0]["role"] == "user"


def test_tool_results_are_compact_and_carry_no_approval_metadata() -> None:
    reply = SearchReply(results=[ActionSummary(name="github.get_me", description="Who am I", read_only=True)])
    assert json.loads(search_result(reply)) == {
        "results": [{"name": "github.get_me", "description": "Who am I", "read_only": True}]
    }
    assert json.loads(execution_result("succeeded", {"login": "a"}, None)) == {
        "status": "succeeded",
        "result": {"login": "a"},
    }
    assert json.loads(execution_result("failed", None, "boom")) == {"status": "failed", "error": "boom"}
    unknown = json.loads(execution_result("outcome_unknown", None, None))
    assert unknown == {"status": "outcome_unknown", "note": "inspect MCP Activity before repeating"}
    assert json.loads(declined_result())["status"] == "declined"
    assert (
        parse_result(b'{"a": 1}') == {"a": 1}
        and parse_result("plain") == "plain"
        and parse_result(None) is None
    )
