"""Seed 001, "Stop and recover", and the page's memory-only transcript, in the browser."""

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
    stats,
    wait_idle,
)


def test_stop_while_the_slow_model_streams_cancels_the_turn(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    choose_model(page, "demo-slow")
    before = stats(web_system).get("get_me", 0)
    send(page, "Who am I on GitHub?")
    card = proposal(page, "github.get_me")
    card.get_by_role("button", name="Approve github.get_me").click()
    expect(details(page, "github.get_me")).to_contain_text("Succeeded", timeout=60_000)
    # The summary streams one word per slow delay; Stop while it does.
    expect(page.locator(".assistant-text").last).not_to_be_empty(timeout=60_000)
    page.get_by_role("button", name="Stop").click()
    expect(page.get_by_text("Stopped. Pending approvals were cancelled.")).to_be_visible()
    expect(page.get_by_role("button", name="Stop")).to_have_count(0)
    assert stats(web_system).get("get_me", 0) == before + 1
    page.get_by_label("Message").fill("Who am I on GitHub?")
    expect(page.get_by_role("button", name="Send")).to_be_enabled()


def test_stop_cancels_a_pending_approval_and_nothing_runs(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    before = stats(web_system).get("get_me", 0)
    send(page, "Who am I on GitHub?")
    expect(
        proposal(page, "github.get_me").get_by_role("button", name="Approve github.get_me")
    ).to_be_visible()
    page.get_by_role("button", name="Stop").focus()
    page.keyboard.press("Enter")
    expect(details(page, "github.get_me")).to_contain_text("Cancelled: nothing was done")
    expect(page.get_by_role("button", name="Approve github.get_me")).to_have_count(0)
    assert stats(web_system).get("get_me", 0) == before


def test_an_initial_model_error_keeps_the_draft(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    choose_model(page, "demo-fail")
    send(page, "Who am I on GitHub?")
    expect(page.get_by_role("alert").filter(has_text="The model failed")).to_be_visible()
    expect(page.get_by_text("Your message is back in the message box")).to_be_visible()
    expect(page.get_by_label("Message")).to_have_value("Who am I on GitHub?")
    expect(page.get_by_role("button", name="Send")).to_be_enabled()
    assert_accessible(page)


def test_a_failed_continuation_after_an_action_requires_a_new_conversation(
    page: Page, web_system: System
) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    choose_model(page, "demo-fail-after-action")
    before = stats(web_system).get("get_me", 0)
    send(page, "Who am I on GitHub?")
    proposal(page, "github.get_me").get_by_role("button", name="Approve github.get_me").click()
    expect(details(page, "github.get_me")).to_contain_text("Succeeded")
    expect(page.get_by_text("this conversation cannot continue: start a New conversation")).to_be_visible()
    expect(page.get_by_label("Message")).to_be_disabled()
    expect(page.get_by_role("button", name="Send")).to_be_disabled()
    assert stats(web_system).get("get_me", 0) == before + 1
    assert_accessible(page)

    page.get_by_role("alert").get_by_role("button", name="New conversation").click()
    expect(page.get_by_role("list", name="Transcript")).to_have_count(0)
    expect(page.get_by_label("Message")).to_be_enabled()
    assert stats(web_system).get("get_me", 0) == before + 1


def test_the_transcript_lives_in_memory_only_and_a_reload_clears_it(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    send(page, "Who am I on GitHub? memory-marker")
    proposal(page, "github.get_me").get_by_role("button", name="Approve github.get_me").click()
    wait_idle(page)
    expect(page.get_by_text("login: alice")).to_be_visible()
    stored = page.evaluate(
        "() => JSON.stringify("
        "[Object.entries(localStorage), Object.entries(sessionStorage), document.cookie])"
    )
    assert "memory-marker" not in stored and "login" not in stored, stored
    cookies = page.context.cookies()
    # Assent's own are the session id and the CSRF token (the provider's, on the same host, start with _).
    names = [c.get("name", "") for c in cookies]
    assert {n for n in names if not n.startswith("_")} <= {"assent_session", "csrftoken"}
    assert not any("memory-marker" in c.get("value", "") or "alice" in c.get("value", "") for c in cookies)

    page.reload()  # still signed in by the session cookie, and the transcript is gone
    expect(page.get_by_role("heading", name="Conversation")).to_be_visible()
    expect(page.get_by_text("No messages yet.")).to_be_visible()
    expect(page.get_by_text("memory-marker")).to_have_count(0)
