"""Driving the demo authorization server (``assent_demo.mcp.oauth``) as a person would: the
authorization URL followed with a real HTTP client through its redirects to the sign-in form, the
form submitted as a login, and the redirect back to the client taken as it comes."""

import re
from urllib.parse import parse_qs, urljoin, urlsplit

import httpx

FORM = re.compile(r'<form method="post" action="([^"]+)">')
REQUEST_FIELD = re.compile(r'name="request" value="([^"]*)"')


def sign_in_at_authorization_server(authorization_url: str, login: str) -> str:
    """The URL the authorization server sends the browser back to (the client's callback, with
    ``code`` and ``state``, or ``error``) once ``login`` approved. Blocking: from async code run it
    in a thread (``asyncio.to_thread``)."""
    with httpx.Client(timeout=20) as http:
        page = http.get(authorization_url, follow_redirects=True)
        assert page.status_code == 200, page.text[:300]
        action, request_id = FORM.search(page.text), REQUEST_FIELD.search(page.text)
        assert action is not None and request_id is not None, page.text[:300]
        answer = http.post(
            urljoin(str(page.url), action.group(1)), data={"request": request_id.group(1), "login": login}
        )
    assert answer.status_code == 302, answer.text[:300]
    return urljoin(str(answer.url), answer.headers["location"])


def query_of(url: str) -> dict[str, str]:
    return {name: values[0] for name, values in parse_qs(urlsplit(url).query).items()}


def with_query(url: str, **changes: str) -> str:
    """``url`` (a callback) with some query parameters replaced: a forged or mixed-up callback."""
    query = query_of(url) | changes
    parts = urlsplit(url)
    return parts._replace(query=httpx.QueryParams(query).__str__()).geturl()


def connect_by_oauth(
    client: httpx.Client, login: str, toolkit: str = "github", return_to: str = "/"
) -> httpx.Response:
    """A signed-in user's browser connecting ``toolkit`` through the gateway: ``POST …/authorize``,
    the authorization server's sign-in as ``login``, then the gateway's callback (its 303, unfollowed)."""
    return authorize_by_oauth(client, login, f"/v1/connections/{toolkit}/authorize", {"return_to": return_to})


def authorize_by_oauth(client: httpx.Client, login: str, path: str, body: dict[str, str]) -> httpx.Response:
    """``POST path`` (an ``authorize`` route) with ``body``, the sign-in as ``login``, then the
    gateway's callback (its answer, unfollowed)."""
    started = client.post(path, json=body)
    assert started.status_code == 200, started.text
    return client.get(sign_in_at_authorization_server(started.json()["authorization_url"], login))
