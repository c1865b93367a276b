"""Seed 001, "Start a tool conversation": Select tools takes at most 20 accounts (the 21st cannot be
ticked, and says why), and changing the selected tools in an open conversation says first that it
starts a new one."""

import re

from playwright.sync_api import Page, expect

from assent_cli.system import System

from .conftest import MANY_CONNECTIONS
from .playground import (
    assert_accessible,
    proposal,
    select_tools,
    send,
    sign_in,
    sign_in_with_token,
    token_for,
    wait_idle,
)

LIMIT = 20


def test_select_tools_takes_at_most_20_accounts_and_says_why(page: Page, web_system: System) -> None:
    # carol's organisation, globex, shares 21 connected accounts.
    sign_in_with_token(page, web_system, token_for(web_system, "carol"))
    page.get_by_role("button", name="Select tools").click()
    dialog = page.get_by_role("dialog", name="Select tools")
    expect(dialog.get_by_role("checkbox")).to_have_count(MANY_CONNECTIONS)
    for n in range(1, LIMIT + 1):
        dialog.get_by_role("checkbox", name=f"Globex Slack {n:02d}").check()
    expect(dialog.get_by_text(f"at most {LIMIT}. {LIMIT} selected.")).to_be_visible()

    last = dialog.get_by_role("checkbox", name=f"Globex Slack {MANY_CONNECTIONS}")
    expect(last).to_be_disabled()
    expect(last).to_have_accessible_description(
        re.compile(f"{LIMIT} selected already, the most a conversation can use: unselect one first")
    )
    expect(dialog.get_by_role("checkbox", name="Globex Slack 01")).to_have_accessible_description(
        "shared · connected"
    )
    assert_accessible(page)

    dialog.get_by_role("checkbox", name="Globex Slack 01").uncheck()
    expect(last).to_be_enabled()
    expect(last).to_have_accessible_description("shared · connected")
    last.check()
    expect(dialog.get_by_role("checkbox", name="Globex Slack 01")).to_be_disabled()
    dialog.get_by_role("button", name="Apply").click()
    expect(page.get_by_role("button", name=f"Select tools ({LIMIT})")).to_be_visible()
    expect(page.get_by_text("Globex Slack 21.")).to_be_visible()  # the composer's tool list ends with it
    expect(page.get_by_text("Globex Slack 01,")).to_have_count(0)


def test_changing_the_selected_tools_says_it_starts_a_new_conversation(
    page: Page, web_system: System
) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    send(page, "Who am I on GitHub?")
    proposal(page, "github.get_me").get_by_role("button", name="Approve github.get_me").click()
    wait_idle(page)
    transcript = page.get_by_role("list", name="Transcript")
    expect(transcript.get_by_role("article", name="github.get_me")).to_have_count(1)

    page.get_by_role("button", name="Select tools (1)").click()
    dialog = page.get_by_role("dialog", name="Select tools")
    warning = dialog.get_by_text("Changing the selected tools starts a new conversation")
    expect(warning).to_have_count(0)  # nothing changed yet: nothing to warn about
    dialog.get_by_role("checkbox", name="Acme Slack").check()
    expect(warning).to_be_visible()
    expect(warning).to_contain_text("the current transcript is cleared")
    assert_accessible(page)
    # Cancel keeps the conversation and the selection as they were.
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    expect(transcript.get_by_role("article", name="github.get_me")).to_have_count(1)
    expect(page.get_by_role("button", name="Select tools (1)")).to_be_visible()

    page.get_by_role("button", name="Select tools (1)").click()
    expect(dialog.get_by_role("checkbox", name="Acme Slack")).not_to_be_checked()
    dialog.get_by_role("checkbox", name="Acme Slack").check()
    dialog.get_by_role("button", name="Apply and start new conversation").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("list", name="Transcript")).to_have_count(0)
    expect(page.get_by_text("No messages yet.")).to_be_visible()
    expect(page.get_by_role("button", name="Select tools (2)")).to_be_visible()
    # The new conversation has both accounts; no warning before the first message of it.
    page.get_by_role("button", name="Select tools (2)").click()
    dialog.get_by_role("checkbox", name="Acme Slack").uncheck()
    expect(warning).to_have_count(0)
    expect(dialog.get_by_role("button", name="Apply", exact=True)).to_be_enabled()
    dialog.get_by_role("button", name="Cancel").click()
