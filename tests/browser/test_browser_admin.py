"""Seed 001, "Agent tools", as an administrator: toolkit enablement and the organisation's shared
connections (create with credentials, rotate them, delete). alice is acme's administrator in the
development provider, bob a member: he sees no Administration, and what alice changes reaches his
Select tools."""

import secrets
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from assent_cli.system import System

from .playground import another_person, api, assert_accessible, sign_in


@pytest.fixture
def slack_enabled_after(web_system: System) -> Iterator[None]:
    """The other browser tests share this system: Slack is enabled again whatever the test did."""
    yield
    with api(web_system, "alice") as alice:
        answer = alice.put("/v1/admin/toolkits", json={"toolkits": [{"slug": "slack", "enabled": True}]})
        assert answer.status_code == 200, answer.text


def open_administration(page: Page) -> None:
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Administration").click()
    expect(page.get_by_role("heading", name="Toolkits")).to_be_visible()


def select_tools_names(page: Page) -> list[str]:
    """The accounts Select tools lists (the dialog opened and closed again)."""
    page.get_by_role("button", name="Select tools").click()
    dialog = page.get_by_role("dialog", name="Select tools")
    expect(dialog).to_be_visible()
    names = [label.strip() for label in dialog.locator("li label").all_inner_texts()]
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    return names


def test_alice_disables_a_toolkit_and_its_connections_leave_bobs_page(
    page: Page, web_system: System, browser: Browser, slack_enabled_after: None
) -> None:
    with another_person(browser, "test_alice_disables_a_toolkit__bob") as bob:
        sign_in(bob, web_system, "bob")
        assert "Acme Slack" in select_tools_names(bob)

        sign_in(page, web_system, "alice")
        open_administration(page)
        toolkits = page.get_by_role("list", name="Toolkits")
        expect(toolkits.get_by_role("listitem").filter(has_text="Slack")).to_contain_text("enabled")
        assert_accessible(page)
        toolkits.get_by_role("button", name="Disable Slack").click()
        expect(page.get_by_role("status").filter(has_text="Disabled Slack.")).to_be_visible()
        expect(toolkits.get_by_role("button", name="Enable Slack")).to_be_visible()
        expect(toolkits.get_by_role("listitem").filter(has_text="Slack")).to_contain_text("disabled")
        # alice's own Playground was told: her Select tools has no Slack any more either.
        page.get_by_role("link", name="Playground").click()
        assert "Acme Slack" not in select_tools_names(page)

        bob.reload()
        expect(bob.get_by_role("heading", name="Conversation")).to_be_visible()
        names = select_tools_names(bob)
        assert "Acme Slack" not in names and "bob on GitHub" in names
        bob.get_by_role("link", name="Agent tools").click()
        expect(bob.get_by_role("heading", name="bob on GitHub")).to_be_visible()
        expect(bob.get_by_role("heading", name="Acme Slack")).to_have_count(0)

        open_administration(page)
        page.get_by_role("list", name="Toolkits").get_by_role("button", name="Enable Slack").click()
        expect(page.get_by_role("status").filter(has_text="Enabled Slack.")).to_be_visible()
        bob.reload()
        bob.get_by_role("link", name="Playground").click()
        assert "Acme Slack" in select_tools_names(bob)


def test_alice_creates_rotates_and_deletes_a_shared_connection(page: Page, web_system: System) -> None:
    name = f"Acme GitHub ops {secrets.token_hex(3)}"
    secret, rotated = f"ghp_demo_{secrets.token_hex(6)}", f"ghp_demo_{secrets.token_hex(6)}"
    sign_in(page, web_system, "alice")
    open_administration(page)
    form = page.get_by_role("form", name="New shared connection")
    form.get_by_label("Toolkit").select_option(label="GitHub")
    form.get_by_label("Display name").fill(name)
    form.get_by_label("Credentials").fill(secret)
    form.get_by_label("Permission").select_option("allow")
    form.get_by_role("button", name="Create shared connection").click()
    expect(page.get_by_role("status").filter(has_text=f"Created {name}.")).to_be_visible()

    shared = page.get_by_role("list", name="Shared connections")
    item = shared.get_by_role("listitem").filter(has=page.get_by_role("heading", name=name))
    expect(item).to_contain_text("github · connected · permission allow · revision c1-")
    with api(web_system, "bob") as bob:
        seen = {c["display_name"]: c for c in bob.get("/v1/connections").json()["items"]}
    assert seen[name]["kind"] == "shared" and seen[name]["status"] == "connected"
    assert_accessible(page)

    page.get_by_label(f"New credentials for {name}").fill(rotated)
    page.get_by_role("button", name=f"Rotate credentials of {name}").click()
    expect(page.get_by_role("status").filter(has_text=f"Rotated the credentials of {name}.")).to_be_visible()
    expect(item).to_contain_text("revision c2-")
    expect(page.locator("body")).not_to_contain_text(secret)
    expect(page.locator("body")).not_to_contain_text(rotated)

    page.get_by_role("button", name=f"Delete {name}", exact=True).click()
    page.get_by_role("group", name=f"Confirm deleting {name}").get_by_role(
        "button", name=f"Keep {name}"
    ).click()
    expect(item).to_be_visible()
    page.get_by_role("button", name=f"Delete {name}", exact=True).click()
    page.get_by_role("button", name=f"Delete {name} for everyone").click()
    expect(page.get_by_role("status").filter(has_text=f"Deleted {name}.")).to_be_visible()
    expect(shared.get_by_role("heading", name=name)).to_have_count(0)
    with api(web_system, "bob") as bob:
        assert name not in {c["display_name"] for c in bob.get("/v1/connections").json()["items"]}
    page.set_viewport_size({"width": 390, "height": 844})
    assert_accessible(page)


def test_bob_sees_no_administration(page: Page, web_system: System) -> None:
    sign_in(page, web_system, "bob")
    nav = page.get_by_role("navigation", name="Main")
    expect(nav.get_by_role("link")).to_have_text(["Playground", "MCP Activity", "Agent tools"])
    page.goto(web_system.base_url + "/#/admin")
    expect(page.get_by_role("heading", name="Conversation")).to_be_visible()
    expect(page.get_by_role("heading", name="Toolkits")).to_have_count(0)
    expect(page.get_by_role("heading", name="Shared connections")).to_have_count(0)
    # The API refuses him too, with his own session.
    answer = page.request.get(web_system.base_url + "/v1/admin/toolkits")
    assert answer.status == 403 and answer.json()["code"] == "admin_required"
