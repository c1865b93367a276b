"""What a person does on the page, as plain typed functions over Playwright (found by role and name)."""

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Locator, Page, expect

from assent_cli.system import System
from assent_cli.tokens import dev_claims
from assent_gateway.dev_tokens import issue_dev_token, load_or_create_dev_key
from assent_gateway.settings import GatewaySettings

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"

AXE = Axe()


PASSWORDS = {"alice": "alice-dev-password", "bob": "bob-dev-password"}
"""The development OpenID provider's demo users (dev/oidc-provider/users.json)."""


def sign_in(page: Page, system: System, user: str) -> None:
    """The browser sign-in: the page → the provider's sign-in and consent forms → back, with a session."""
    page.goto(system.base_url + "/")
    page.get_by_role("link", name="Sign in with your organisation").click()
    page.get_by_label("Username").fill(user)
    page.get_by_label("Password").fill(PASSWORDS[user])
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_role("heading", name="Conversation")).to_be_visible()


def sign_in_with_token(page: Page, system: System, token: str) -> None:
    """The development sign-in with a token, as `make up` and `assent token USER` print it."""
    page.goto(system.base_url + "/")
    page.get_by_label("Developer token").fill(token)
    page.get_by_role("button", name="Sign in", exact=True).click()
    expect(page.get_by_role("heading", name="Conversation")).to_be_visible()


def token_for(system: System, user: str) -> str:
    """A development bearer token for any user of the system's directory (``carol`` of ``globex`` too,
    whom the dev provider does not know)."""
    settings = GatewaySettings()
    key = load_or_create_dev_key(settings.dev_key_path)
    claims = dev_claims(user, str(system.directory_path))
    return issue_dev_token(claims, key, audience=settings.oidc_audience, ttl_s=3600)


def api(system: System, user: str) -> httpx.Client:
    """The public API as ``user``, with a development token (for what a test sets up or checks)."""
    return httpx.Client(
        base_url=system.base_url, headers={"Authorization": f"Bearer {token_for(system, user)}"}, timeout=10
    )


@contextmanager
def another_person(browser: Browser, screenshot: str) -> Iterator[Page]:
    """A second person's browser (a context of its own: its own cookies), saved as ``screenshot``."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        yield page
    finally:
        SCREENSHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{screenshot}.png"), full_page=True)
        context.close()


def select_tools(page: Page, *names: str) -> None:
    """Open Select tools, tick exactly ``names``, apply."""
    page.get_by_role("button", name="Select tools").click()
    dialog = page.get_by_role("dialog", name="Select tools")
    for box in dialog.get_by_role("checkbox").all():
        if box.is_enabled():
            box.set_checked(False)
    for name in names:
        dialog.get_by_role("checkbox", name=name).check()
    dialog.get_by_role("button", name="Apply").click()
    expect(dialog).to_be_hidden()


def choose_model(page: Page, model: str) -> None:
    page.get_by_label("Model").select_option(model)


def send(page: Page, text: str) -> None:
    page.get_by_label("Message").fill(text)
    page.get_by_role("button", name="Send").click()


def proposal(page: Page, name: str) -> Locator:
    """The card of the (last) proposal of action ``name`` in the transcript."""
    return page.get_by_role("list", name="Transcript").get_by_role("article", name=name).last


def details(page: Page, name: str) -> Locator:
    return page.get_by_role("group", name=f"Details of {name}").last


def wait_idle(page: Page) -> None:
    """The turn has ended: the Stop button is gone."""
    expect(page.get_by_role("button", name="Stop")).to_have_count(0, timeout=60_000)


def stats(system: System, toolkit: str = "github") -> dict[str, int]:
    """The demo MCP server's ``tools/call`` counters, by tool."""
    port = system.ports.github if toolkit == "github" else system.ports.slack
    return httpx.get(f"http://127.0.0.1:{port}/stats", timeout=5).json()["calls"]


def assert_accessible(page: Page) -> None:
    """axe-core finds no serious or critical violation on what the page shows now."""
    results: Any = AXE.run(page)
    bad = [v for v in results.response["violations"] if v.get("impact") in ("serious", "critical")]
    assert bad == [], "\n".join(f"{v['id']}: {v['help']} {[n['target'] for n in v['nodes']]}" for v in bad)
