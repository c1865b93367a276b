"""Seed 001, "Agent tools": connecting a personal account by OAuth from the page. alice's "Octo"
account (the demo github server as a toolkit connected by OAuth) has a Connect button, not a token
field; it takes the browser to the demo authorization server, which sends it back through the
gateway to ``/?connected=octo``; the page announces it, shows the account connected and cleans the
address. The account then works: an action through it runs as the login alice authorized.

As acme's administrator, alice connects a shared Octo account the same way from Administration and
comes back there. Denying at the authorization server brings the browser back to the page it left
with an alert saying so (issue 11: never a JSON page), and changes nothing."""

import secrets

from playwright.sync_api import Page, expect

from assent_cli.system import System

from .playground import (
    api,
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


def deny_at_authorization_server(page: Page, web_system: System) -> None:
    expect(page.get_by_role("heading", name="Demo GitHub")).to_be_visible()
    assert page.url.startswith(f"http://127.0.0.1:{web_system.ports.github}/")
    page.get_by_role("button", name="Deny").click()


def test_denying_at_the_authorization_server_comes_back_to_agent_tools_with_an_alert(
    page: Page, web_system: System
) -> None:
    sign_in(page, web_system, "alice")
    page.get_by_role("link", name="Agent tools").click()
    page.get_by_role("button", name="Connect alice's Octo").click()

    deny_at_authorization_server(page, web_system)

    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("Could not connect alice's Octo:")
    expect(alert).to_contain_text("did not grant access")
    assert page.url == f"{web_system.base_url}/#/agent-tools"
    expect(page.get_by_role("button", name="Connect alice's Octo")).to_be_visible()  # still not connected
    assert_accessible(page)


def test_alice_connects_a_shared_account_by_oauth_in_administration(page: Page, web_system: System) -> None:
    name = f"Acme Octo {secrets.token_hex(3)}"
    sign_in(page, web_system, "alice")
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Administration").click()
    form = page.get_by_role("form", name="New shared connection")
    form.get_by_label("Toolkit").select_option(label="Octo (GitHub by OAuth)")
    form.get_by_label("Display name").fill(name)
    form.get_by_label("Permission").select_option("allow")
    assert_accessible(page)

    form.get_by_role("button", name="Connect with OAuth").click()
    expect(page.get_by_role("heading", name="Demo GitHub")).to_be_visible()
    page.get_by_label("Login").fill("acme-bot")
    page.get_by_role("button", name="Authorize").click()

    expect(page.get_by_role("status").filter(has_text="Connected Octo (GitHub by OAuth).")).to_be_visible()
    assert page.url == f"{web_system.base_url}/#/admin"
    shared = page.get_by_role("list", name="Shared connections")
    item = shared.get_by_role("listitem").filter(has=page.get_by_role("heading", name=name))
    expect(item).to_contain_text("octo · connected · permission allow · revision c1-")
    with api(web_system, "bob") as bob:
        seen = {c["display_name"]: c for c in bob.get("/v1/connections").json()["items"]}
    assert (seen[name]["kind"], seen[name]["status"]) == ("shared", "connected")
    assert_accessible(page)

    # Reconnecting goes to the authorization server again; alice says no there: nothing changes.
    item.get_by_role("button", name=f"Reconnect {name} with OAuth").click()
    deny_at_authorization_server(page, web_system)

    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("Could not connect Octo (GitHub by OAuth): ")
    expect(alert).to_contain_text("the authorization server did not grant access")
    assert page.url == f"{web_system.base_url}/#/admin"
    expect(item).to_contain_text("revision c1-")
    assert_accessible(page)
    with api(web_system, "alice") as alice:
        assert alice.delete(f"/v1/admin/connections/{seen[name]['id']}").status_code == 204
