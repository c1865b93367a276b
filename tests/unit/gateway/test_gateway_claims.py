"""Claims map to a user by configuration; dev tokens are standard JWTs of the dev issuer."""

import pytest

from assent_gateway.users import ClaimsMapping, UnmappableClaims, user_from_claims


def test_the_default_mapping() -> None:
    claims = {"sub": "alice", "email": "a@acme.example", "name": "Alice", "org": "acme", "roles": ["admin"]}
    user = user_from_claims(claims, ClaimsMapping())
    assert (user.id, user.email, user.name, user.org, user.role) == (
        "alice",
        "a@acme.example",
        "Alice",
        "acme",
        "admin",
    )


def test_a_configured_mapping_with_space_separated_roles_and_a_default_org() -> None:
    mapping = ClaimsMapping(
        user_id="preferred_username",
        roles="groups",
        admin_roles=frozenset({"assent-admins"}),
        default_org="acme",
    )
    user = user_from_claims(
        {"sub": "x1", "preferred_username": "bob", "groups": "staff assent-admins"}, mapping
    )
    assert (user.id, user.org, user.role, user.name, user.email) == ("bob", "acme", "admin", "bob", None)


@pytest.mark.parametrize("roles", [None, [], ["member"], "admins", {"admin": True}])
def test_anything_but_an_admin_role_is_a_member(roles: object) -> None:
    claims = {"sub": "bob", "org": "acme", "roles": roles}
    assert user_from_claims(claims, ClaimsMapping()).role == "member"


@pytest.mark.parametrize(
    "claims", [{"org": "acme"}, {"sub": "", "org": "acme"}, {"sub": 7, "org": "acme"}, {"sub": "bob"}]
)
def test_no_user_without_an_id_and_an_organisation(claims: dict[str, object]) -> None:
    with pytest.raises(UnmappableClaims):
        user_from_claims(claims, ClaimsMapping())
