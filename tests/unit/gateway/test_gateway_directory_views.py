"""What the directory shows a caller: models of their org, usable connections, hints, no credentials."""

from tests.directory_builder import DirectoryBuilder

from assent_contracts.directory import User, connection_revision
from assent_gateway.connections import connection_hint, connections_for
from assent_gateway.models import models_for

DIRECTORY = (
    DirectoryBuilder()
    .org("acme", "Acme")
    .user("alice", "A")
    .provider("p", "http://x", "m", api_key="sk-secret")
    .project_key("k", "p")
    .connection(
        "a",
        "github",
        owner="alice",
        display_name="d",
        config_version=2,
        credentials="ghp_secret",
        permission="allow",
    )
    .connection("b", "github", owner="alice", display_name="d", status="disconnected")
    .connection("c", "slack", display_name="d", status="missing")
    .connection("d", "slack", owner="bob", display_name="d")
    .build()
)
ALICE = User(id="alice", org="acme", name="A")


def test_models_carry_their_project_key_and_tool_support() -> None:
    assert [m.model_dump() for m in models_for(DIRECTORY, ALICE)] == [
        {"id": "m", "project_key": "k", "supports_tools": True}
    ]


def test_connections_are_the_usable_ones_with_revision_and_permission_and_no_credentials() -> None:
    items = connections_for(DIRECTORY, ALICE)
    assert [c.id for c in items] == ["a", "b", "c"]
    assert items[0].revision == connection_revision("a", 2)
    assert items[0].permission == "allow"
    dumped = str([c.model_dump() for c in items])
    assert "secret" not in dumped


def test_hints_say_who_can_reconnect() -> None:
    personal, shared = DIRECTORY.connections[1], DIRECTORY.connections[2]
    assert connection_hint(DIRECTORY.connections[0]) is None
    link = connection_hint(personal)
    assert link is not None and (link.action, link.href) == ("link", "/v1/agent-setup")
    admin = connection_hint(shared)
    assert admin is not None and (admin.action, admin.text) == (
        "contact_admin",
        "Managed by an administrator",
    )
