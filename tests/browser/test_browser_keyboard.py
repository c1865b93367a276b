"""Seed 001's main flow without a mouse, and at a phone's width: sign in, select tools, send, approve,
see the result. The keyboard walk only presses keys (Tab until the control has the focus, then Enter,
Space or typing); the narrow one runs at 390×844 and is checked with axe-core."""

from playwright.sync_api import Locator, Page, expect

from assent_cli.system import System

from .playground import (
    PASSWORDS,
    assert_accessible,
    details,
    proposal,
    select_tools,
    send,
    sign_in,
    stats,
    wait_idle,
)

MAX_TABS = 80


def tab_to(page: Page, target: Locator, *, backwards: bool = False) -> None:
    """Press Tab (or Shift+Tab) until ``target`` has the keyboard focus."""
    target.wait_for()
    for _ in range(MAX_TABS):
        if target.evaluate("element => element === document.activeElement"):
            return
        page.keyboard.press("Shift+Tab" if backwards else "Tab")
    raise AssertionError(f"{target} never got the focus in {MAX_TABS} presses of Tab")


def test_the_main_flow_by_keyboard_only(page: Page, web_system: System) -> None:
    before = stats(web_system).get("get_me", 0)
    page.goto(web_system.base_url + "/")
    tab_to(page, page.get_by_role("link", name="Sign in with your organisation"))
    page.keyboard.press("Enter")
    tab_to(page, page.get_by_label("Username"))
    page.keyboard.type("alice")
    tab_to(page, page.get_by_label("Password"))
    page.keyboard.type(PASSWORDS["alice"])
    page.keyboard.press("Enter")
    tab_to(page, page.get_by_role("button", name="Continue"))
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Conversation")).to_be_visible()

    tab_to(page, page.get_by_role("button", name="Select tools (0)"))
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="Select tools")
    expect(dialog).to_be_visible()
    tab_to(page, dialog.get_by_role("checkbox", name="alice on GitHub"))
    page.keyboard.press("Space")
    expect(dialog.get_by_role("checkbox", name="alice on GitHub")).to_be_checked()
    tab_to(page, dialog.get_by_role("button", name="Apply"))
    page.keyboard.press("Enter")
    expect(dialog).to_be_hidden()

    tab_to(page, page.get_by_label("Message"), backwards=True)
    page.keyboard.type("Who am I on GitHub?")
    page.keyboard.press("Control+Enter")
    approve = proposal(page, "github.get_me").get_by_role("button", name="Approve github.get_me")
    tab_to(page, approve, backwards=True)
    page.keyboard.press("Enter")
    expect(details(page, "github.get_me")).to_contain_text("Succeeded")
    wait_idle(page)
    expect(page.get_by_text("login: alice")).to_be_visible()
    assert stats(web_system).get("get_me", 0) == before + 1

    # The result's JSON view and the timeline open from the keyboard too.
    result = details(page, "github.get_me").get_by_text("Result")
    tab_to(page, result, backwards=True)
    page.keyboard.press("Enter")
    expect(details(page, "github.get_me").locator("pre")).to_contain_text('"login": "alice"')

    # A second turn declined by keyboard: nothing runs.
    created = stats(web_system).get("create_issue", 0)
    tab_to(page, page.get_by_label("Message"))
    page.keyboard.type('Create an issue "Keyboard" in acme/widgets')
    tab_to(page, page.get_by_role("button", name="Send"))
    page.keyboard.press("Enter")
    decline = proposal(page, "github.create_issue").get_by_role("button", name="Decline github.create_issue")
    tab_to(page, decline, backwards=True)
    page.keyboard.press("Enter")
    expect(details(page, "github.create_issue")).to_contain_text("Declined: nothing was done")
    wait_idle(page)
    assert stats(web_system).get("create_issue", 0) == created


def test_the_main_flow_at_390_wide(page: Page, web_system: System) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    before = stats(web_system).get("get_me", 0)
    sign_in(page, web_system, "alice")
    assert_accessible(page)
    select_tools(page, "alice on GitHub")
    send(page, "Who am I on GitHub?")
    card = proposal(page, "github.get_me")
    expect(card.get_by_text("Connection: alice on GitHub")).to_be_visible()
    assert_accessible(page)
    approve = card.get_by_role("button", name="Approve github.get_me")
    approve.scroll_into_view_if_needed()
    approve.click()
    expect(details(page, "github.get_me")).to_contain_text("Succeeded")
    wait_idle(page)
    expect(page.get_by_text("login: alice")).to_be_visible()
    assert stats(web_system).get("get_me", 0) == before + 1
    # Nothing is wider than the viewport: no sideways scrolling of the page.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    views = {"MCP Activity": "MCP Activity", "Agent tools": "Agent setup", "Administration": "Toolkits"}
    for view, heading in {**views, "Playground": "Conversation"}.items():
        page.get_by_role("link", name=view).click()
        expect(page.get_by_role("heading", name=heading, exact=True)).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, view
    assert_accessible(page)
