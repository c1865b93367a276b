"""Seed 001, "Move to an external agent", and MCP Activity in the browser: personal accounts connected
and disconnected, agent tokens shown once and revoked, an external agent's proposal approved from the
inbox, and the activity table."""

import asyncio
import secrets
import threading
from typing import Any

from playwright.sync_api import Page, expect
from tests.e2e.agent_client import agent, text_of

from assent_cli.system import System

from .playground import assert_accessible, proposal, select_tools, send, sign_in, stats, wait_idle


def test_bob_connects_and_disconnects_his_account(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "bob")
    page.get_by_role("link", name="Agent tools").click()
    expect(page.get_by_role("heading", name="Agent tools", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", name="Agent setup")).to_be_visible()
    expect(page.get_by_text(f"{web_system.base_url}/mcp", exact=True)).to_be_visible()
    # GitHub connects by OAuth (the demo authorization server): a Connect button, no token field.
    expect(page.get_by_label("Access token for bob on GitHub")).to_have_count(0)
    page.get_by_role("button", name="Connect bob on GitHub").click()
    expect(page.get_by_role("heading", name="Demo GitHub")).to_be_visible()
    page.get_by_label("Login").fill("bob")
    page.get_by_role("button", name="Authorize").click()
    expect(page.get_by_role("status").filter(has_text="Connected bob on GitHub.")).to_be_visible()
    disconnect = page.get_by_role("button", name="Disconnect bob on GitHub")
    expect(disconnect).to_be_visible()
    assert_accessible(page)
    disconnect.click()
    expect(page.get_by_role("button", name="Connect bob on GitHub")).to_be_visible()
    page.set_viewport_size({"width": 390, "height": 844})
    assert_accessible(page)


def _agent_creates_an_issue(base_url: str, token: str, title: str, out: dict[str, Any]) -> None:
    """The external agent, on a thread of its own: read the action's parameters, then propose it (the
    call returns once the owner has decided and it ran)."""

    async def run() -> None:
        async with agent(base_url, token) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            result = await client.call_tool(
                "assent_execute_tool",
                {"name": "github.create_issue", "arguments": {"repo": "acme/widgets", "title": title}},
            )
            out["text"] = text_of(result)

    try:
        asyncio.run(asyncio.wait_for(run(), timeout=60))
    except BaseException as error:  # reported by the test thread
        out["error"] = repr(error)


def test_an_agent_token_is_shown_once_and_its_proposal_is_approved_from_the_inbox(
    page: Page, web_system: System
) -> None:
    sign_in(page, web_system, "alice")
    page.get_by_role("link", name="Agent tools").click()
    name = f"browser agent {secrets.token_hex(3)}"
    page.get_by_label("Agent name").fill(name)
    tokens = page.get_by_role("region", name="Agent tokens")
    tokens.get_by_role("checkbox", name="alice on GitHub").check()
    tokens.get_by_role("button", name="Create token").click()
    token = page.get_by_label("New agent token").input_value()
    assert token
    expect(page.get_by_role("list", name="Agent tokens").get_by_role("heading", name=name)).to_be_visible()

    before = stats(web_system).get("create_issue", 0)
    title = f"From an agent {secrets.token_hex(3)}"
    out: dict[str, Any] = {}
    thread = threading.Thread(target=_agent_creates_an_issue, args=(web_system.base_url, token, title, out))
    thread.start()
    inbox = page.get_by_role("region", name="Approvals from your agents")
    card = inbox.get_by_role("article", name="github.create_issue")
    expect(card.get_by_text(f"Agent: {name}")).to_be_visible()
    expect(card.get_by_label("Arguments of github.create_issue")).to_contain_text(title)
    assert stats(web_system).get("create_issue", 0) == before
    assert_accessible(page)
    card.get_by_role("button", name=f"Approve github.create_issue for {name}").click()
    expect(inbox.get_by_text("Nothing waits for your approval.")).to_be_visible()
    thread.join(timeout=60)
    assert "error" not in out, out
    assert title in out["text"]
    assert stats(web_system).get("create_issue", 0) == before + 1

    page.get_by_role("button", name=f"Revoke {name}").click()
    expect(page.get_by_role("list", name="Agent tokens").get_by_role("heading", name=name)).to_have_count(0)


def test_mcp_activity_lists_the_callers_actions_metadata_only_and_filters(
    page: Page, web_system: System
) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    send(page, "Who am I on GitHub?")
    proposal(page, "github.get_me").get_by_role("button", name="Approve github.get_me").click()
    wait_idle(page)

    page.get_by_role("link", name="MCP Activity").click()
    table = page.get_by_role("table")
    expect(table.get_by_role("row").filter(has_text="github.get_me").first).to_be_visible()
    expect(table.get_by_role("columnheader")).to_have_text(
        ["Action", "Connection", "Status", "Started", "Duration", "Approval id"]
    )
    expect(table).not_to_contain_text('"login"')  # metadata only: never results
    page.get_by_label("Filter").fill("github.get_me")
    rows = table.get_by_role("row")
    assert all("github.get_me" in text for text in rows.all_inner_texts()[1:])
    page.get_by_label("Status").select_option("outcome_unknown")  # filtered by the server
    expect(page.get_by_text("No activity matches this status and connection.")).to_be_visible()
    expect(page.get_by_role("button", name="Newer")).to_be_disabled()
    assert_accessible(page)
    page.set_viewport_size({"width": 390, "height": 844})
    assert_accessible(page)
