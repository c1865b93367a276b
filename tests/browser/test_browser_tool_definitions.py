"""Seed 000 in the browser: the tool definitions panel (quick fields synced with the raw JSON editor,
live validation at JSON pointers, a permission that survives every round trip, delete) and a
client-side tool call answered in the page (an ``ask`` tool is approved first)."""

import json

from playwright.sync_api import Locator, Page, expect

from assent_cli.system import System

from .playground import assert_accessible, proposal, select_tools, send, sign_in, wait_idle


def raw_json(editor: Locator) -> dict[str, object]:
    return json.loads(editor.inner_text())


def replace_raw_json(page: Page, editor: Locator, value: object) -> None:
    """Select everything in the CodeMirror editor and type the new document (inserted as text, so the
    editor's bracket closing does not add to it)."""
    editor.click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(json.dumps(value))


def test_quick_fields_and_raw_json_stay_in_sync_and_the_permission_survives(
    page: Page, web_system: System
) -> None:
    sign_in(page, web_system, "alice")
    page.get_by_role("button", name="Add function tool").click()
    tool = page.get_by_role("article", name="tool_1")
    editor = tool.get_by_role("textbox", name="Raw JSON of tool_1")
    expect(tool.get_by_text("Valid tool definition.")).to_be_visible()

    # Quick fields → raw JSON, the permission kept.
    tool.get_by_label("Permission").select_option("deny")
    tool.get_by_label("Function name").fill("lookup_weather")
    tool = page.get_by_role("article", name="lookup_weather")
    editor = tool.get_by_role("textbox", name="Raw JSON of lookup_weather")
    tool.get_by_label("Function description").fill("Weather for a city.")
    document = raw_json(editor)
    assert document["permission"] == "deny"
    assert document["function"]["name"] == "lookup_weather"  # type: ignore[index]
    assert document["function"]["description"] == "Weather for a city."  # type: ignore[index]

    # Raw JSON → quick fields, an extension field and the new permission kept through later edits.
    document["permission"] = "allow"
    document["x-ui"] = {"collapsed": True}
    replace_raw_json(page, editor, document)
    expect(tool.get_by_label("Permission")).to_have_value("allow")
    expect(tool.get_by_label("Function name")).to_have_value("lookup_weather")
    tool.get_by_label("Function name").fill("get_weather")
    tool = page.get_by_role("article", name="get_weather")
    after = raw_json(tool.get_by_role("textbox", name="Raw JSON of get_weather"))
    assert after["permission"] == "allow" and after["x-ui"] == {"collapsed": True}
    assert after["function"]["name"] == "get_weather"  # type: ignore[index]

    # Live validation by the server, each problem at its pointer.
    tool.get_by_label("Function name").fill("bad name!")
    tool = page.get_by_role("article", name="bad name!")
    problems = tool.get_by_role("list", name="Problems in bad name!")
    expect(problems).to_contain_text("/function/name")
    expect(problems).to_contain_text("function.name must be 1 to 64 letters")
    expect(page.get_by_text("fix the tool definitions")).to_be_visible()
    assert_accessible(page)
    tool.get_by_label("Function name").fill("get_weather")
    tool = page.get_by_role("article", name="get_weather")
    expect(tool.get_by_text("Valid tool definition.")).to_be_visible()
    assert raw_json(tool.get_by_role("textbox", name="Raw JSON of get_weather"))["permission"] == "allow"

    page.get_by_role("button", name="Add function tool").click()
    expect(page.get_by_role("article", name="tool_2")).to_be_visible()
    page.get_by_role("button", name="Delete tool get_weather").click()
    expect(page.get_by_role("article", name="get_weather")).to_have_count(0)
    expect(page.get_by_role("article", name="tool_2")).to_be_visible()


def test_an_ask_tool_call_is_approved_then_answered_in_the_page(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    page.get_by_role("button", name="Add function tool").click()
    page.get_by_role("article", name="tool_1").get_by_label("Function name").fill("get_weather")
    tool = page.get_by_role("article", name="get_weather")
    expect(tool.get_by_label("Permission")).to_have_value("ask")
    expect(tool.get_by_text("Valid tool definition.")).to_be_visible()

    send(page, 'What is the weather in "Paris, France"? use get_weather')
    card = proposal(page, "get_weather")
    expect(card.get_by_text("Client-side tool: Your app (client-side tool)")).to_be_visible()
    expect(card.get_by_label("Arguments of get_weather")).to_contain_text('"location": "Paris, France"')
    card.get_by_role("button", name="Approve get_weather").click()

    call = page.get_by_role("article", name="Call of get_weather")
    call.get_by_label("Result of get_weather").fill('{"celsius": 21, "sky": "sunny"}')
    call.get_by_role("button", name="Send result").click()
    expect(call.get_by_text("Result sent.")).to_be_visible()
    wait_idle(page)
    expect(page.locator(".assistant-text").last).to_contain_text("get_weather")
    assert_accessible(page)
