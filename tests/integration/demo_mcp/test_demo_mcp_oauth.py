"""The github demo server as a protected resource of its demo authorization server, driven by a
client nobody here wrote: the ``mcp`` SDK's own ``OAuthClientProvider`` (protected resource metadata,
authorization server metadata, dynamic client registration, code + PKCE + resource, refresh), with
the sign-in form filled by a real HTTP client following redirects."""

from urllib.parse import parse_qs, urljoin, urlsplit

import httpx2
from mcp import Client
from mcp.client.auth import OAuthClientProvider
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import (
    AuthorizationCodeResult,
    OAuthClientInformationFull,
    OAuthClientMetadata,
    OAuthToken,
)
from pydantic import AnyUrl

from assent_demo.mcp import RunningServer

REDIRECT = "http://127.0.0.1:1/callback"


class MemoryStorage:
    def __init__(self) -> None:
        self.tokens: OAuthToken | None = None
        self.client: OAuthClientInformationFull | None = None

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client = client_info


class Browser:
    """Follows the authorization URL, signs in as ``login`` on the form, keeps the code sent back."""

    def __init__(self, login: str) -> None:
        self.login = login
        self.result: AuthorizationCodeResult | None = None
        self.visits = 0

    async def redirect(self, authorization_url: str) -> None:
        self.visits += 1
        async with httpx2.AsyncClient() as http:
            page = await http.get(authorization_url, follow_redirects=True)
            assert page.status_code == 200 and 'name="login"' in page.text, page.text[:300]
            request_id = parse_qs(urlsplit(str(page.url)).query)["request"][0]
            answer = await http.post(
                urljoin(str(page.url), "/oauth/login"), data={"request": request_id, "login": self.login}
            )
        assert answer.status_code == 302
        location = answer.headers["location"]
        assert location.startswith(REDIRECT)
        query = parse_qs(urlsplit(location).query)
        self.result = AuthorizationCodeResult(code=query["code"][0], state=query.get("state", [None])[0])

    async def callback(self) -> AuthorizationCodeResult:
        assert self.result is not None
        return self.result


def _provider(server: RunningServer, storage: MemoryStorage, browser: Browser) -> OAuthClientProvider:
    return OAuthClientProvider(
        server.url,
        OAuthClientMetadata(redirect_uris=[AnyUrl(REDIRECT)], client_name="a test client"),
        storage,
        redirect_handler=browser.redirect,
        callback_handler=browser.callback,
    )


def _client_credentials(storage: MemoryStorage) -> dict[str, str]:
    assert storage.client is not None
    return {"client_id": storage.client.client_id or "", "client_secret": storage.client.client_secret or ""}


async def _get_me(server: RunningServer, auth: httpx2.Auth | None = None, token: str | None = None) -> dict:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with (
        httpx2.AsyncClient(auth=auth, headers=headers) as http,
        Client(streamable_http_client(server.url, http_client=http)) as client,
    ):
        result = await client.call_tool("get_me", {})
    assert result.structured_content is not None
    return result.structured_content


async def test_the_sdk_client_discovers_registers_authorizes_and_calls_as_the_signed_in_login(github):
    storage, browser = MemoryStorage(), Browser("bob")

    me = await _get_me(github, _provider(github, storage, browser))

    assert me["login"] == "bob"
    assert browser.visits == 1
    assert storage.client is not None and storage.client.client_id
    assert storage.tokens is not None and storage.tokens.refresh_token
    async with httpx2.AsyncClient() as http:
        stats = (await http.get(f"{github.base_url}/admin/oauth/stats", params={"login": "bob"})).json()
    assert stats["counts"] == {"codes_exchanged": 1, "registrations": 1}
    assert stats["active_grants"] == 1
    # The issued access token works on its own, and the static demo tokens still do.
    assert (await _get_me(github, token=storage.tokens.access_token))["login"] == "bob"
    assert (await _get_me(github, token="ghp_demo_alice"))["login"] == "alice"


async def test_metadata_documents_name_the_resource_and_its_authorization_server(github):
    async with httpx2.AsyncClient() as http:
        refused = await http.post(github.url, json={})
        resource = (await http.get(f"{github.base_url}/.well-known/oauth-protected-resource/mcp")).json()
        server = (await http.get(f"{github.base_url}/.well-known/oauth-authorization-server")).json()

    assert refused.status_code == 401
    assert "resource_metadata=" in refused.headers["www-authenticate"]
    assert resource["resource"] == github.url
    assert [url.rstrip("/") for url in resource["authorization_servers"]] == [github.base_url]
    assert server["issuer"].rstrip("/") == github.base_url
    assert server["code_challenge_methods_supported"] == ["S256"]
    assert {"registration_endpoint", "revocation_endpoint", "token_endpoint"} <= server.keys()
    assert "refresh_token" in server["grant_types_supported"]


async def test_an_expired_access_token_is_refused_until_refreshed_and_refresh_tokens_rotate(github):
    storage, browser = MemoryStorage(), Browser("bob")
    await _get_me(github, _provider(github, storage, browser))
    assert storage.tokens is not None and storage.client is not None
    first = storage.tokens
    credentials = {
        "client_id": storage.client.client_id or "",
        "client_secret": storage.client.client_secret or "",
    }
    async with httpx2.AsyncClient() as http:
        await http.post(f"{github.base_url}/admin/oauth/expire", json={"login": "bob", "which": "access"})
        refused = await http.post(
            github.url, json={}, headers={"Authorization": f"Bearer {first.access_token}"}
        )
        refreshed = await http.post(
            f"{github.base_url}/token",
            data={"grant_type": "refresh_token", "refresh_token": first.refresh_token or "", **credentials},
        )
        reused = await http.post(
            f"{github.base_url}/token",
            data={"grant_type": "refresh_token", "refresh_token": first.refresh_token or "", **credentials},
        )
        stats = (await http.get(f"{github.base_url}/admin/oauth/stats")).json()

    assert refused.status_code == 401
    assert refreshed.status_code == 200, refreshed.text
    fresh = refreshed.json()
    assert fresh["access_token"] != first.access_token and fresh["refresh_token"] != first.refresh_token
    assert (await _get_me(github, token=fresh["access_token"]))["login"] == "bob"
    assert reused.status_code == 400 and reused.json()["error"] == "invalid_grant"
    assert stats["counts"]["refreshes"] == 1


async def test_an_expired_refresh_token_is_refused(github):
    storage, browser = MemoryStorage(), Browser("bob")
    await _get_me(github, _provider(github, storage, browser))
    assert storage.tokens is not None and storage.client is not None
    credentials = {
        "client_id": storage.client.client_id or "",
        "client_secret": storage.client.client_secret or "",
    }
    async with httpx2.AsyncClient() as http:
        await http.post(f"{github.base_url}/admin/oauth/expire", json={"login": "bob", "which": "refresh"})
        refresh = await http.post(
            f"{github.base_url}/token",
            data={
                "grant_type": "refresh_token",
                "refresh_token": storage.tokens.refresh_token or "",
                **credentials,
            },
        )
    assert refresh.status_code == 400 and refresh.json()["error"] == "invalid_grant"


async def test_revoking_a_refresh_token_ends_the_grant(github):
    storage, browser = MemoryStorage(), Browser("bob")
    await _get_me(github, _provider(github, storage, browser))
    assert storage.tokens is not None and storage.client is not None
    credentials = {
        "client_id": storage.client.client_id or "",
        "client_secret": storage.client.client_secret or "",
    }

    async with httpx2.AsyncClient() as http:
        revoked = await http.post(
            f"{github.base_url}/revoke", data={"token": storage.tokens.refresh_token or "", **credentials}
        )
        refresh = await http.post(
            f"{github.base_url}/token",
            data={
                "grant_type": "refresh_token",
                "refresh_token": storage.tokens.refresh_token or "",
                **credentials,
            },
        )
        call = await http.post(
            github.url, json={}, headers={"Authorization": f"Bearer {storage.tokens.access_token}"}
        )
        stats = (await http.get(f"{github.base_url}/admin/oauth/stats", params={"login": "bob"})).json()

    assert revoked.status_code == 200
    assert refresh.status_code == 400 and refresh.json()["error"] == "invalid_grant"
    assert call.status_code == 401
    assert stats["active_grants"] == 0 and stats["counts"]["revocations"] == 1


async def test_an_authorization_request_without_this_resource_is_refused(github):
    storage, browser = MemoryStorage(), Browser("bob")
    async with httpx2.AsyncClient() as http:
        registered = await http.post(
            f"{github.base_url}/register", json={"redirect_uris": [REDIRECT], "client_name": "x"}
        )
        client_id = registered.json()["client_id"]
        answer = await http.get(
            f"{github.base_url}/authorize",
            params={
                "client_id": client_id,
                "response_type": "code",
                "redirect_uri": REDIRECT,
                "code_challenge": "x" * 43,
                "code_challenge_method": "S256",
                "state": "s",
                "resource": "http://127.0.0.1:9/elsewhere",
            },
        )
    assert answer.status_code == 302
    assert parse_qs(urlsplit(answer.headers["location"]).query)["error"] == ["invalid_target"]
    assert storage.tokens is None and browser.visits == 0


async def test_denying_at_the_sign_in_form_sends_the_client_access_denied_and_issues_no_code(github):
    async with httpx2.AsyncClient() as http:
        registered = await http.post(
            f"{github.base_url}/register", json={"redirect_uris": [REDIRECT], "client_name": "x"}
        )
        page = await http.get(
            f"{github.base_url}/authorize",
            params={
                "client_id": registered.json()["client_id"],
                "response_type": "code",
                "redirect_uri": REDIRECT,
                "code_challenge": "x" * 43,
                "code_challenge_method": "S256",
                "state": "s",
                "resource": github.url,
            },
            follow_redirects=True,
        )
        assert '<button type="submit" name="decision" value="deny">Deny</button>' in page.text
        request_id = parse_qs(urlsplit(str(page.url)).query)["request"][0]
        form = {"request": request_id, "login": "", "decision": "deny"}
        answer = await http.post(urljoin(str(page.url), "/oauth/login"), data=form)
        again = await http.post(urljoin(str(page.url), "/oauth/login"), data=form)
        stats = (await http.get(f"{github.base_url}/admin/oauth/stats")).json()

    assert answer.status_code == 302 and answer.headers["location"].startswith(REDIRECT)
    denied = parse_qs(urlsplit(answer.headers["location"]).query)
    assert denied == {"error": ["access_denied"], "state": ["s"]}
    assert again.status_code == 400  # the request is used up
    assert stats["counts"] == {"denials": 1, "registrations": 1}
