"""Seed 001, "Agent tools": connecting a personal account by OAuth from the page. alice's "Octo"
account (the demo github server as a toolkit connected by OAuth) has a Connect button, not a token
field; it takes the browser to the demo authorization server, which sends it back through the
gateway to ``/?connected=octo``; the page announces it, shows the account connected and cleans the
address. The account then works: an action through it runs as the login alice authorized."""

from playwright.sync_api import Page, expect

from assent_cli.system import System

from .playground import (
    assert_accessible,
    details,
    proposal,
    select_tools,
    send,
    sign_in,
    stats,
    wait_idle,
)


def test_alice_connects_an_account_by_oauth_and_uses_it(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "alice")
    page.get_by_role("link", name="Agent tools").click()
    connect = page.get_by_role("button", name="Connect alice's Octo")
    expect(connect).to_be_visible()
    expect(page.get_by_label("Access token for alice's Octo")).to_have_count(0)
    expect(connect).to_have_accessible_description("You sign in at octo and come back here.")
    assert_accessible(page)

    connect.click()
    expect(page.get_by_role("heading", name="Demo GitHub")).to_be_visible()
    assert page.url.startswith(f"http://127.0.0.1:{web_system.ports.github}/")
    page.get_by_label("Login").fill("alice")
    page.get_by_role("button", name="Authorize").click()

    expect(page.get_by_role("status").filter(has_text="Connected alice's Octo.")).to_be_visible()
    assert page.url == f"{web_system.base_url}/#/agent-tools"  # ?connected= read once, then gone
    disconnect = page.get_by_role("button", name="Disconnect alice's Octo")
    expect(disconnect).to_be_visible()
    assert_accessible(page)

    page.get_by_role("link", name="Playground").click()
    before = stats(web_system).get("get_me", 0)
    select_tools(page, "alice's Octo")
    send(page, "Who am I on GitHub?")
    card = proposal(page, "octo.get_me")
    expect(card.get_by_text("Connection: alice's Octo")).to_be_visible()
    card.get_by_role("button", name="Approve octo.get_me").click()
    expect(details(page, "octo.get_me")).to_contain_text("Succeeded")
    wait_idle(page)
    expect(page.get_by_text("login: alice")).to_be_visible()
    assert stats(web_system).get("get_me", 0) == before + 1

    page.get_by_role("link", name="Agent tools").click()
    disconnect.click()
    expect(page.get_by_role("button", name="Connect alice's Octo")).to_be_visible()
