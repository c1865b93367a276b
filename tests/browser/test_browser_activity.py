"""Seed 001, "MCP Activity": the table pages with the API's cursor, past the first page and back. The
activity is made through the public API (bob posts to Acme Slack 21 times, each action approved), then
read in the page."""

import json

import httpx
from playwright.sync_api import Page, expect

from assent_cli.system import System

from .playground import api, assert_accessible, sign_in

PAGE_SIZE = 20
"""What the page asks for per page (web/src/components/ActivityView.tsx)."""
TERMINAL = {"turn.completed", "turn.failed", "turn.stopped"}


def run_approved_turn(client: httpx.Client, conversation_id: str, text: str) -> list[str]:
    """One turn whose proposals are all approved; the statuses its actions ended with."""
    body = {"messages": [{"role": "user", "content": text}]}
    turn = client.post(f"/v1/conversations/{conversation_id}/turns", json=body)
    assert turn.status_code == 202, turn.text
    turn_id, statuses = turn.json()["turn_id"], []
    with client.stream("GET", turn.json()["events_url"], timeout=60) as events:
        for line in events.iter_lines():
            if not line.startswith("data: "):
                continue
            event = json.loads(line.removeprefix("data: "))
            if event["type"] == "action.proposed":
                decision = f"/v1/turns/{turn_id}/proposals/{event['proposal_id']}/decision"
                assert client.post(decision, json={"decision": "approve"}).status_code == 202
            elif event["type"] == "action.completed":
                statuses.append(event["status"])
            elif event["type"] in TERMINAL:
                break
    return statuses


def shown_approval_ids(page: Page) -> list[str]:
    rows = page.get_by_role("table").get_by_role("row")
    return [cells[-1] for cells in (r.split("\t") for r in rows.all_inner_texts()[1:])]


def test_activity_pages_past_the_first_page_and_back(page: Page, web_system: System) -> None:
    with api(web_system, "bob") as bob:
        body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_acme_slack"]}
        conversation = bob.post("/v1/conversations", json=body)
        assert conversation.status_code == 201, conversation.text
        for n in range(PAGE_SIZE + 1):
            statuses = run_approved_turn(bob, conversation.json()["id"], f'Post "activity {n}" to #general')
            assert statuses == ["succeeded"]
        newest = bob.get("/v1/activity", params={"limit": PAGE_SIZE + 1}).json()["items"]
    assert len(newest) == PAGE_SIZE + 1

    sign_in(page, web_system, "bob")
    page.get_by_role("link", name="MCP Activity").click()
    pages = page.get_by_role("navigation", name="Activity pages")
    expect(pages).to_contain_text("Page 1")
    expect(page.get_by_role("table").get_by_role("row")).to_have_count(PAGE_SIZE + 1)
    expect(page.get_by_text(f"{PAGE_SIZE} of {PAGE_SIZE} entries on this page")).to_be_visible()
    expect(pages.get_by_role("button", name="Newer")).to_be_disabled()
    first = shown_approval_ids(page)
    assert first == [item["approval_id"] for item in newest[:PAGE_SIZE]]  # newest first, the API's order

    pages.get_by_role("button", name="Older").click()
    expect(pages).to_contain_text("Page 2")
    expect(page.get_by_role("table").get_by_role("row").nth(1)).to_contain_text(
        newest[PAGE_SIZE]["approval_id"]
    )
    second = shown_approval_ids(page)
    assert second[0] == newest[PAGE_SIZE]["approval_id"]
    assert not set(first) & set(second)
    expect(pages.get_by_role("button", name="Newer")).to_be_enabled()
    assert_accessible(page)

    pages.get_by_role("button", name="Newer").click()
    expect(pages).to_contain_text("Page 1")
    expect(page.get_by_role("table").get_by_role("row").nth(1)).to_contain_text(first[0])
    assert shown_approval_ids(page) == first


def test_activity_is_filtered_by_the_server_before_paging(page: Page, web_system: System) -> None:
    """bob's one action that failed (a post to a channel that does not exist) among his successful
    ones: filtered by status, it is the whole first page, however many succeeded after it."""
    with api(web_system, "bob") as bob:
        body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_acme_slack"]}
        conversation = bob.post("/v1/conversations", json=body).json()["id"]
        assert run_approved_turn(bob, conversation, 'Post "lost" to #no-such-channel') == ["failed"]
        for n in range(PAGE_SIZE + 1):
            assert run_approved_turn(bob, conversation, f'Post "after {n}" to #general') == ["succeeded"]
        failed = bob.get("/v1/activity", params={"status": "failed"}).json()["items"]

    sign_in(page, web_system, "bob")
    page.get_by_role("link", name="MCP Activity").click()
    table = page.get_by_role("table")
    expect(table.get_by_role("row")).to_have_count(PAGE_SIZE + 1)
    expect(table).not_to_contain_text(failed[0]["approval_id"])  # 21 newer ones fill page 1

    page.get_by_label("Status").select_option("failed")
    expect(table.get_by_role("row")).to_have_count(len(failed) + 1)
    assert shown_approval_ids(page) == [item["approval_id"] for item in failed]
    expect(table.get_by_role("row").nth(1)).to_contain_text("failed")
    page.get_by_label("Connection").select_option(label="Acme Slack")
    expect(table.get_by_role("row")).to_have_count(len(failed) + 1)
    page.get_by_label("Connection").select_option(label="bob on GitHub")
    expect(page.get_by_text("No activity matches this status and connection.")).to_be_visible()
    page.get_by_label("Status").select_option("")
    page.get_by_label("Connection").select_option("")
    expect(table.get_by_role("row")).to_have_count(PAGE_SIZE + 1)
    assert_accessible(page)
