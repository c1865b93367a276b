"""Seed 001, "Start a tool conversation" and "Search and approve actions", in the browser."""

import secrets
from collections.abc import Callable

from playwright.sync_api import Page, expect

from assent_cli.system import System

from .playground import (
    assert_accessible,
    choose_model,
    details,
    proposal,
    select_tools,
    send,
    sign_in,
    sign_in_with_token,
    stats,
    wait_idle,
)


def test_models_keys_and_select_tools_show_what_can_be_chosen_and_why(
    page: Page, web_system: System, token: Callable[[str], str]
) -> None:
    sign_in_with_token(page, web_system, token("bob"))
    expect(page.get_by_text("Signed in as Bob (acme, development token)")).to_be_visible()
    model = page.get_by_label("Model")
    expect(model.get_by_role("option", name="demo-chat (no function-tool support)")).to_be_disabled()
    expect(page.get_by_text("Not selectable, no function-tool support: demo-chat")).to_be_visible()
    expect(page.get_by_label("Project key")).to_have_value("demo")
    expect(page.get_by_role("button", name="Send")).to_be_disabled()

    page.get_by_role("button", name="Select tools").click()
    dialog = page.get_by_role("dialog", name="Select tools")
    expect(dialog.get_by_role("checkbox", name="Acme Slack")).to_be_enabled()
    expect(dialog.get_by_role("checkbox", name="bob on GitHub")).to_be_disabled()
    expect(dialog.get_by_text("personal · disconnected")).to_be_visible()
    expect(dialog.get_by_text("shared · missing · Managed by an administrator")).to_be_visible()
    expect(dialog.get_by_role("checkbox", name="Acme GitHub (shared)")).to_be_disabled()
    assert_accessible(page)
    dialog.get_by_role("link", name="Reconnect in Agent tools").click()
    expect(page.get_by_role("heading", name="Agent tools")).to_be_visible()


def test_approve_runs_the_action_once_and_shows_its_details(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    choose_model(page, "demo")
    before = stats(web_system).get("get_me", 0)
    send(page, "Who am I on GitHub?")

    expect(page.get_by_text("Searched “Who am I on GitHub”")).to_be_visible()
    card = proposal(page, "github.get_me")
    expect(card.get_by_text("Connection: alice on GitHub")).to_be_visible()
    expect(card.get_by_role("list", name="Annotations")).to_contain_text("read-only")
    expect(card.get_by_label("Arguments of github.get_me")).to_have_text("{}")
    assert stats(web_system).get("get_me", 0) == before  # a proposal runs nothing
    assert_accessible(page)
    card.get_by_role("button", name="Approve github.get_me").click()

    expect(details(page, "github.get_me")).to_contain_text("Succeeded")
    wait_idle(page)
    expect(page.get_by_text("login: alice")).to_be_visible()
    assert stats(web_system).get("get_me", 0) == before + 1
    result = details(page, "github.get_me").get_by_text("Result")
    result.click()
    expect(details(page, "github.get_me").locator("pre")).to_contain_text('"login": "alice"')
    page.get_by_text("Timeline").click()
    timeline = page.get_by_role("list", name="Turn timeline")
    expect(timeline).to_contain_text("Model round 1")
    expect(timeline).to_contain_text("Waiting for approval: github.get_me")
    expect(timeline).to_contain_text("Running: github.get_me (execution")
    expect(page.get_by_role("button", name="Retry")).to_have_count(0)
    assert_accessible(page)


def test_decline_runs_nothing_and_the_model_is_told(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    before = stats(web_system).get("create_issue", 0)
    send(page, 'Create an issue "Page test" in acme/widgets')
    card = proposal(page, "github.create_issue")
    expect(card.get_by_label("Arguments of github.create_issue")).to_contain_text('"title": "Page test"')
    card.get_by_role("button", name="Decline github.create_issue").click()
    expect(details(page, "github.create_issue")).to_contain_text("Declined: nothing was done")
    wait_idle(page)
    expect(page.get_by_text("so nothing was done")).to_be_visible()
    assert stats(web_system).get("create_issue", 0) == before


def test_several_proposals_appear_together_and_the_approved_ones_run_in_order(
    page: Page, web_system: System
) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub", "Acme Slack")
    github, slack = stats(web_system), stats(web_system, "slack")
    title, text = f"Ordered {secrets.token_hex(4)}", f"hello {secrets.token_hex(4)}"
    send(page, f'Create an issue in acme/widgets titled "{title}" and post "{text}" to #general')
    group = page.get_by_role("region", name="2 proposed actions")
    expect(group.get_by_role("article")).to_have_count(2)
    expect(group.get_by_text("Approved actions run one after another, in this order.")).to_be_visible()
    names = [h.inner_text() for h in group.get_by_role("heading").all()]
    assert names == ["github.create_issue", "slack.post_message"]
    # Decide the second first: they still run in the order they were proposed.
    group.get_by_role("button", name="Approve slack.post_message").click()
    expect(details(page, "slack.post_message")).to_contain_text("Approved, waiting its turn")
    assert stats(web_system, "slack").get("post_message", 0) == slack.get("post_message", 0)
    group.get_by_role("button", name="Approve github.create_issue").click()
    expect(details(page, "github.create_issue")).to_contain_text("Succeeded")
    expect(details(page, "slack.post_message")).to_contain_text("Succeeded")
    wait_idle(page)
    assert stats(web_system).get("create_issue", 0) == github.get("create_issue", 0) + 1
    assert stats(web_system, "slack").get("post_message", 0) == slack.get("post_message", 0) + 1
    page.get_by_text("Timeline").last.click()
    runs = [
        t
        for t in page.get_by_role("list", name="Turn timeline").last.get_by_role("listitem").all_inner_texts()
    ]
    executions = [t.split(" (")[0] for t in runs if t.startswith("Running: ")]
    assert executions == ["Running: github.create_issue", "Running: slack.post_message"]
