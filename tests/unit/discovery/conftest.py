"""Fixtures of the discovery unit tests: a real Redis, a directory in memory, and a hand-written lister."""

from collections.abc import Callable
from typing import Any

import pytest
from pydantic import SecretStr
from redis.asyncio import Redis
from tests.directory_builder import DirectoryBuilder
from tests.directory_doubles import InMemoryDirectory

from assent_discovery.catalog import Catalog
from assent_discovery.deps import Discovery
from assent_discovery.listing import ListedTool, ListingFailed
from assent_discovery.settings import DiscoverySettings

GITHUB_URL = "http://github.test/mcp"
SLACK_URL = "http://slack.test/mcp"

REPO = {"type": "string", "description": "owner/name of the repository"}
GITHUB_TOOLS = [
    ListedTool(
        name="get_me",
        description="Get the authenticated GitHub user's profile.",
        input_schema={"type": "object", "properties": {}},
        annotations={"readOnlyHint": True},
    ),
    ListedTool(
        name="list_issues",
        title="List issues",
        description="List the issues of a repository, optionally filtered by state.",
        input_schema={
            "type": "object",
            "properties": {"repo": REPO, "state": {"type": "string", "enum": ["open", "closed", "all"]}},
            "required": ["repo"],
        },
        annotations={"readOnlyHint": True},
    ),
    ListedTool(
        name="create_issue",
        description="Create a new issue in a repository. "
        + "It notifies every watcher of the repository. " * 8,
        input_schema={
            "type": "object",
            "properties": {
                "repo": REPO,
                "title": {"type": "string", "minLength": 1},
                "body": {"type": "string"},
                "labels": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["repo", "title"],
            "additionalProperties": False,
        },
        annotations={"readOnlyHint": False, "destructiveHint": False},
    ),
    ListedTool(
        name="create_workflow_dispatch",
        description="Trigger a CI workflow run on a branch.",
        input_schema={
            "type": "object",
            "properties": {
                f"input_{i}": {"type": "string", "description": f"workflow input number {i} passed verbatim"}
                for i in range(12)
            },
        },
    ),
]
SLACK_TOOLS = [
    ListedTool(
        name="post_message",
        description="Post a message to a Slack channel.",
        input_schema={
            "type": "object",
            "properties": {"channel": {"type": "string"}, "text": {"type": "string"}},
            "required": ["channel", "text"],
        },
    ),
    ListedTool(
        name="list_channels",
        description="List the channels of the workspace.",
        input_schema={"type": "object", "properties": {}},
        annotations={"readOnlyHint": True},
    ),
]


def text(value: bytes | str) -> str:
    """Redis answers bytes from the fixture's client; compare as text."""
    return value.decode() if isinstance(value, bytes) else value


class FakeLister:
    """A ``ToolLister`` answering from a table: ``url -> tools`` or ``url -> ListingFailed``."""

    def __init__(self, answers: dict[str, list[ListedTool] | ListingFailed]) -> None:
        self.answers = answers
        self.calls: list[tuple[str, str]] = []

    async def list_tools(self, url: str, credentials: SecretStr, refresh: object = None) -> list[ListedTool]:
        self.calls.append((url, credentials.get_secret_value()))
        answer = self.answers.get(url, ListingFailed("the MCP server is unreachable"))
        if isinstance(answer, ListingFailed):
            raise answer
        return list(answer)


def directory_data() -> dict[str, Any]:
    return (
        DirectoryBuilder()
        .org("acme", "Acme")
        .user("alice", "Alice")
        .user("bob", "Bob")
        .toolkit("github", GITHUB_URL, "GitHub")
        .toolkit("slack", SLACK_URL, "Slack")
        .connection(
            "conn_alice_github",
            "github",
            owner="alice",
            display_name="alice on GitHub",
            credentials="ghp_secret_alice",
        )
        .connection(
            "conn_bob_github",
            "github",
            owner="bob",
            display_name="bob on GitHub",
            credentials="ghp_secret_bob",
        )
        .connection(
            "conn_shared_github",
            "github",
            display_name="Acme GitHub",
            credentials="ghp_secret_shared",
            status="disconnected",
        )
        .connection(
            "conn_acme_slack",
            "slack",
            display_name="Acme Slack",
            credentials="xoxb_secret_acme",
            permission="allow",
        )
        .data()
    )


EditDirectory = Callable[[Callable[[dict[str, Any]], None]], None]


@pytest.fixture
def directory_source() -> InMemoryDirectory:
    return InMemoryDirectory(directory_data())


@pytest.fixture
def edit_directory(directory_source: InMemoryDirectory) -> EditDirectory:
    """Change the directory as an administrator or the seed import would; seen at once."""

    def edit(change: Callable[[dict[str, Any]], None]) -> None:
        change(directory_source.data)

    return edit


@pytest.fixture
def lister() -> FakeLister:
    return FakeLister({GITHUB_URL: GITHUB_TOOLS, SLACK_URL: SLACK_TOOLS})


@pytest.fixture
def discovery(
    redis: Redis, directory_source: InMemoryDirectory, lister: FakeLister, redis_url: str
) -> Discovery:
    settings = DiscoverySettings(redis_url=redis_url, context_ttl_s=600)
    catalog = Catalog(redis, directory_source, lister)
    return Discovery(redis=redis, catalog=catalog, settings=settings)
