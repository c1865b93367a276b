"""Signed-in users: verified token claims mapped to a ``User`` by configuration, and where users are kept.

Which claim holds the user id, email, name, organisation and roles is configured (``claim_*`` settings);
a roles value listed in ``admin_roles`` makes the user an ``admin`` of their organisation, anything
else a ``member``. A user appears in the ``UserStore`` on first sign-in and is updated when their
claims change.
"""

from dataclasses import dataclass
from typing import Any, Protocol

from assent_contracts.directory import User
from assent_gateway.settings import GatewaySettings


class UnmappableClaims(Exception):
    """The claims lack what a user needs (an id, an organisation); the message names the claim only."""


@dataclass(frozen=True)
class ClaimsMapping:
    user_id: str = "sub"
    email: str = "email"
    name: str = "name"
    org: str = "org"
    roles: str = "roles"
    admin_roles: frozenset[str] = frozenset({"admin"})
    default_org: str | None = None

    @classmethod
    def from_settings(cls, settings: GatewaySettings) -> "ClaimsMapping":
        return cls(
            user_id=settings.claim_user_id,
            email=settings.claim_email,
            name=settings.claim_name,
            org=settings.claim_org,
            roles=settings.claim_roles,
            admin_roles=frozenset(settings.admin_roles),
            default_org=settings.default_org,
        )


def _text(claims: dict[str, Any], name: str) -> str | None:
    value = claims.get(name)
    return value if isinstance(value, str) and value.strip() else None


def _roles(value: object) -> set[str]:
    if isinstance(value, str):
        return set(value.split())
    if isinstance(value, list):
        return {role for role in value if isinstance(role, str)}
    return set()


def user_from_claims(claims: dict[str, Any], mapping: ClaimsMapping) -> User:
    user_id = _text(claims, mapping.user_id)
    if user_id is None:
        raise UnmappableClaims(f"the token has no {mapping.user_id!r} claim")
    org = _text(claims, mapping.org) or mapping.default_org
    if org is None:
        raise UnmappableClaims(f"the token has no {mapping.org!r} claim and no default organisation is set")
    admin = bool(_roles(claims.get(mapping.roles)) & mapping.admin_roles)
    return User(
        id=user_id,
        org=org,
        name=_text(claims, mapping.name) or user_id,
        email=_text(claims, mapping.email),
        role="admin" if admin else "member",
    )


class UserStore(Protocol):
    async def signed_in(self, user: User) -> None:
        """Record ``user`` as their identity provider describes them now (created on first sign-in)."""
        ...

    async def get(self, user_id: str) -> User | None: ...
