"""Driving the dev OpenID provider (``dev/oidc-provider``) as a person and an API client would: its
login and consent forms filled by an HTTP client that follows redirects, and tokens fetched at its
token endpoint with the authorization code flow and PKCE."""

import base64
import hashlib
import re
import secrets
from urllib.parse import parse_qs, urljoin, urlsplit

import httpx

from assent_cli.oidc_provider import DevProvider

FORM_ACTION = re.compile(r'<form[^>]*method="post"[^>]*action="([^"]+)"')


async def fill_forms(
    http: httpx.AsyncClient, page: httpx.Response, username: str, password: str
) -> httpx.Response:
    """Answer the provider's sign-in and consent pages until a page without a form (or a redirect that
    leaves the provider) comes back; the client follows every redirect on the way."""
    for _ in range(4):
        found = (
            FORM_ACTION.search(page.text)
            if page.headers.get("content-type", "").startswith("text/html")
            else None
        )
        if found is None or page.status_code >= 400:
            return page
        action = urljoin(str(page.url), found.group(1))
        fields = {"login": username, "password": password} if 'name="password"' in page.text else {}
        page = await http.post(action, data=fields, follow_redirects=True)
    raise AssertionError(f"the provider kept asking: {page.status_code} {page.text[:300]}")


def pkce_pair() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


async def provider_tokens(provider: DevProvider, redirect_uri: str, username: str, password: str) -> dict:
    """Tokens for ``username`` from the provider's token endpoint, as an API client gets them: the
    authorization code flow with PKCE, the code taken from the redirect before it reaches anyone."""
    verifier, challenge = pkce_pair()
    state = secrets.token_urlsafe(16)
    params = {
        "client_id": provider.client_id,
        "response_type": "code",
        "scope": "openid email profile",
        "redirect_uri": redirect_uri,
        "state": state,
        "nonce": secrets.token_urlsafe(16),
        "code_challenge": challenge,
        "code_challenge_method": "S256",
        "resource": provider.audience,
    }
    redirect_host = urlsplit(redirect_uri).netloc
    async with httpx.AsyncClient(timeout=20) as http:
        response = await http.get(f"{provider.issuer}/auth", params=params)
        for _ in range(12):
            location = response.headers.get("location")
            if location is not None:
                target = urljoin(str(response.url), location)
                if urlsplit(target).netloc == redirect_host:
                    query = parse_qs(urlsplit(target).query)
                    assert query["state"] == [state] and "code" in query, query
                    code = query["code"][0]
                    break
                response = await http.get(target)
                continue
            found = FORM_ACTION.search(response.text)
            assert found is not None, response.text[:300]
            fields = {"login": username, "password": password} if 'name="password"' in response.text else {}
            response = await http.post(urljoin(str(response.url), found.group(1)), data=fields)
        else:
            raise AssertionError("the provider never redirected back")
        token = await http.post(
            f"{provider.issuer}/token",
            data={
                "grant_type": "authorization_code",
                "code": code,
                "redirect_uri": redirect_uri,
                "code_verifier": verifier,
                "resource": provider.audience,
            },
            auth=(provider.client_id, provider.client_secret),
        )
        assert token.status_code == 200, token.text
        return token.json()
