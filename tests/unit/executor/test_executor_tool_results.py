"""Reading MCP tool results, and keeping credentials out of them."""

from mcp import types

from assent_executor.redaction import REDACTED, redact, redact_value
from assent_executor.tool_results import read_tool_result


def test_structured_content_wins_over_text() -> None:
    text = types.TextContent(type="text", text='{"login": "alice"}')
    result = types.CallToolResult(content=[text], structured_content={"login": "alice"})

    outcome = read_tool_result(result)

    assert (outcome.status, outcome.result, outcome.error) == ("succeeded", {"login": "alice"}, None)


def test_text_blocks_are_joined() -> None:
    result = types.CallToolResult(
        content=[types.TextContent(type="text", text="one"), types.TextContent(type="text", text="two")]
    )

    assert read_tool_result(result).result == "one\ntwo"


def test_other_content_is_kept_as_blocks() -> None:
    result = types.CallToolResult(
        content=[
            types.TextContent(type="text", text="a chart"),
            types.ImageContent(type="image", data="aGk=", mime_type="image/png"),
        ]
    )

    value = read_tool_result(result).result

    assert [block["type"] for block in value] == ["text", "image"]


def test_an_error_result_fails_with_its_text_and_no_result() -> None:
    text = types.TextContent(type="text", text="no such repo")
    result = types.CallToolResult(content=[text], is_error=True)

    outcome = read_tool_result(result)

    assert (outcome.status, outcome.result, outcome.error) == ("failed", None, "no such repo")


def test_an_error_result_without_text_still_explains() -> None:
    assert read_tool_result(types.CallToolResult(content=[], is_error=True)).error


def test_redaction_reaches_nested_strings_and_keys() -> None:
    value = {"token": "s3cret", "s3cret": ["a s3cret b", 1, None], "n": 2}

    assert redact_value(value, "s3cret") == {
        "token": REDACTED,
        REDACTED: [f"a {REDACTED} b", 1, None],
        "n": 2,
    }
    assert redact("nothing to hide", "") == "nothing to hide"
