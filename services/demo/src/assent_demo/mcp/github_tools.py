"""The ``github`` toolkit: MCP tools over one in-memory :class:`GitHub`, acting as the caller's login.

Annotations describe the demo truthfully: reads are read-only; closing an issue changes existing
state (destructive) but repeating it changes nothing more (idempotent); creating issues, comments
and workflow runs only adds (not destructive) and repeats add again (not idempotent). Everything
stays inside this in-memory server, so no tool reaches an open world.
"""

from typing import Annotated

import anyio
from mcp.server.mcpserver.tools import Tool
from pydantic import Field

from assent_demo.mcp.auth import current_login
from assent_demo.mcp.github import (
    Comment,
    GitHub,
    Issue,
    IssueFilter,
    IssueList,
    RepositoryList,
    User,
    WorkflowRun,
)
from assent_demo.mcp.refusals import refusals
from assent_demo.mcp.tool_kinds import ADD, CHANGE, READ, define

Repo = Annotated[str, Field(description="Repository as owner/name, e.g. acme/widgets.", min_length=3)]
IssueNumber = Annotated[int, Field(description="The issue number within the repository.", ge=1)]


def github_tools(github: GitHub) -> list[Tool]:
    """The toolkit's tools, in the order ``tools/list`` shows them."""

    async def get_me() -> User:
        return github.me(current_login())

    async def list_repos() -> RepositoryList:
        return github.list_repos()

    async def list_issues(
        repo: Repo,
        state: Annotated[IssueFilter, Field(description="Which issues: open, closed or all.")] = "open",
    ) -> IssueList:
        with refusals():
            return github.list_issues(repo, state)

    async def get_issue(repo: Repo, number: IssueNumber) -> Issue:
        with refusals():
            return github.get_issue(repo, number)

    async def create_issue(
        repo: Repo,
        title: Annotated[str, Field(description="A one-line summary of the issue.", min_length=1)],
        body: Annotated[str, Field(description="The issue's description, in Markdown.")] = "",
    ) -> Issue:
        with refusals():
            return github.create_issue(current_login(), repo, title, body)

    async def close_issue(repo: Repo, number: IssueNumber) -> Issue:
        with refusals():
            return github.close_issue(repo, number)

    async def add_comment(
        repo: Repo,
        number: IssueNumber,
        body: Annotated[str, Field(description="The comment text, in Markdown.", min_length=1)],
    ) -> Comment:
        with refusals():
            return github.add_comment(current_login(), repo, number, body)

    async def run_workflow(
        repo: Repo,
        workflow: Annotated[str, Field(description="The workflow file or name, e.g. ci.yml.", min_length=1)],
        seconds: Annotated[
            float, Field(description="How long the run takes in seconds (0: at once).", ge=0, le=3600)
        ] = 0,
    ) -> WorkflowRun:
        login = current_login()
        with refusals():
            github.check_run(repo, workflow)
        await anyio.sleep(seconds)
        with refusals():
            return github.start_run(login, repo, workflow)

    return [
        define(
            get_me,
            title="Get my GitHub profile",
            description="Return the GitHub user this connection acts as: login, name and profile URL.",
            kind=READ,
        ),
        define(
            list_repos,
            title="List repositories",
            description="List the repositories this account can see, with their open issue counts.",
            kind=READ,
        ),
        define(
            list_issues,
            title="List issues",
            description="List a repository's issues (open ones by default) with number, title and author.",
            kind=READ,
        ),
        define(
            get_issue,
            title="Get an issue",
            description="Return one issue of a repository with its full body and comments.",
            kind=READ,
        ),
        define(
            create_issue,
            title="Create an issue",
            description="Open a new issue in a repository, authored by this account. Returns the new issue.",
            kind=ADD,
        ),
        define(
            close_issue,
            title="Close an issue",
            description="Close an open issue of a repository. Closing a closed issue changes nothing.",
            kind=CHANGE,
        ),
        define(
            add_comment,
            title="Comment on an issue",
            description="Add a comment, authored by this account, to an issue of a repository.",
            kind=ADD,
        ),
        define(
            run_workflow,
            title="Run a workflow",
            description="Run a CI workflow in a repository, wait until it finishes and return its run id.",
            kind=ADD,
        ),
    ]
