"""A failed OAuth callback, answered by content negotiation: the browser itself arriving (its Accept
prefers HTML) is sent back to the page it came from with ``?connect_error=<code>`` (and the toolkit,
when the state was its own), so nobody is left on a JSON page; an API client (JSON or ``*/*``) gets
the problem+json, with the same stable code. Either way nothing is written."""

from collections.abc import Callable

import httpx
import pytest
from tests.directory_seeding import stored_connections
from tests.oauth_browser import query_of, with_query

from . import test_gateway_oauth_connect_http as personal
from .conftest import assert_problem, bearer
from .test_gateway_oauth_connect_http import authorize, callback_url, come_back

# The personal flow's fixtures: the demo github server as an OAuth toolkit, bob's account disconnected.
database_settings = personal.database_settings

BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8"
"""What Chromium sends when it follows a redirect to a page."""
BACK = "/connections?tab=mine"


async def failed_callback(client: httpx.AsyncClient, bob: str, failure: str) -> str:
    """A callback URL that fails as ``failure`` says, for an attempt of bob's that returns to ``BACK``."""
    if failure == "state_mismatch":
        return with_query(await callback_url(client, bob, return_to=BACK), state="not-a-state-we-sent")
    if failure == "replayed_code":
        used = await callback_url(client, bob)
        assert (await come_back(client, bob, used)).status_code == 303
        return with_query(await callback_url(client, bob, return_to=BACK), code=query_of(used)["code"])
    started = query_of((await authorize(client, bob, return_to=BACK))["authorization_url"])
    return f"/v1/connections/oauth/callback?state={started['state']}&error=access_denied"


FAILURES = [
    ("state_mismatch", "oauth_state_invalid", "/?connect_error=oauth_state_invalid"),
    ("replayed_code", "oauth_failed", f"{BACK}&connect_error=oauth_failed&toolkit=github"),
    ("access_denied", "oauth_failed", f"{BACK}&connect_error=oauth_failed&toolkit=github"),
]


@pytest.mark.parametrize(("failure", "code", "location"), FAILURES)
async def test_a_browser_is_sent_back_to_its_page_with_the_code(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    database_url: str,
    failure: str,
    code: str,
    location: str,
) -> None:
    url = await failed_callback(client, token("bob"), failure)
    before = await stored_connections(database_url)

    back = await client.get(url, headers=bearer(token("bob")) | {"Accept": BROWSER})

    assert back.status_code == 303, back.text
    assert back.headers["location"] == location
    assert query_of(url).get("code", "-") not in back.text + back.headers["location"]
    assert await stored_connections(database_url) == before


@pytest.mark.parametrize("accept", ["application/json", "*/*", "application/json, text/html;q=0.9"])
@pytest.mark.parametrize(("failure", "code", "location"), FAILURES)
async def test_an_api_client_gets_the_problem_with_the_same_code(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    database_url: str,
    accept: str,
    failure: str,
    code: str,
    location: str,
) -> None:
    url = await failed_callback(client, token("bob"), failure)
    before = await stored_connections(database_url)

    answer = await client.get(url, headers=bearer(token("bob")) | {"Accept": accept})

    assert_problem(answer, 400, code)
    assert "location" not in answer.headers
    assert await stored_connections(database_url) == before
