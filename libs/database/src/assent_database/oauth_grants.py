"""An OAuth-connected account's grant as it is kept: the tokens and everything needed to refresh or
revoke them without another discovery (the token and revocation endpoints, the client), sealed as
one value by the ``cipher`` in ``connections.oauth_tokens``. Never logged, never in an event: the
secrets are ``SecretStr`` and only ``seal`` reveals them, into the cipher."""

import json
import time

from pydantic import BaseModel, ConfigDict, SecretStr

from assent_database.cipher import CredentialCipher


class OAuthGrant(BaseModel):
    model_config = ConfigDict(frozen=True)

    access_token: SecretStr
    refresh_token: SecretStr | None = None
    expires_at: float | None = None
    """Seconds since the epoch when the access token expires, if the server said (``expires_in``)."""
    issuer: str
    token_endpoint: str
    revocation_endpoint: str | None = None
    resource: str
    """The RFC 8707 resource indicator the tokens were asked for: the toolkit's MCP endpoint."""
    client_id: str
    client_secret: SecretStr | None = None
    auth_method: str = "client_secret_post"

    def expires_within(self, seconds: float, now: float | None = None) -> bool:
        if self.expires_at is None:
            return False
        return self.expires_at - (time.time() if now is None else now) <= seconds

    def with_tokens(self, token: dict[str, object], now: float | None = None) -> "OAuthGrant":
        """This grant after a token response (``access_token``, maybe ``refresh_token``, ``expires_in``):
        a refresh token that is not sent again stays the one we have (RFC 6749 §6)."""
        expires_in = token.get("expires_in")
        refresh = token.get("refresh_token")
        return self.model_copy(
            update={
                "access_token": SecretStr(str(token["access_token"])),
                "refresh_token": SecretStr(str(refresh)) if refresh else self.refresh_token,
                "expires_at": (time.time() if now is None else now) + float(expires_in)
                if isinstance(expires_in, int | float | str) and str(expires_in).strip()
                else None,
            }
        )


def seal_grant(cipher: CredentialCipher, grant: OAuthGrant) -> str:
    plain = grant.model_dump(mode="python")
    for name in ("access_token", "refresh_token", "client_secret"):
        value = getattr(grant, name)
        plain[name] = None if value is None else value.get_secret_value()
    return cipher.encrypt(json.dumps(plain))


def open_grant(cipher: CredentialCipher, sealed: str) -> OAuthGrant:
    return OAuthGrant.model_validate(json.loads(cipher.decrypt(sealed)))
