"""The demo GitHub: repositories, issues and workflow runs kept in memory.

Plain logic with no MCP in it: every operation takes the acting login explicitly and returns a
pydantic model, which the tools hand back as structured content. Failures the caller can fix
(unknown repository, unknown issue) raise :class:`GitHubError`.
"""

from typing import Literal

from pydantic import BaseModel, Field

IssueState = Literal["open", "closed"]
IssueFilter = Literal["open", "closed", "all"]
WEB = "https://github.example"


class GitHubError(Exception):
    """An operation the demo GitHub refuses, with a message meant for the caller."""


class User(BaseModel):
    login: str
    name: str
    html_url: str
    type: Literal["User"] = "User"


class Comment(BaseModel):
    id: int
    author: str
    body: str


class Issue(BaseModel):
    repo: str = Field(description="owner/name of the repository")
    number: int
    title: str
    body: str
    state: IssueState
    author: str
    html_url: str
    comments: list[Comment] = Field(default_factory=list)


class IssueSummary(BaseModel):
    number: int
    title: str
    state: IssueState
    author: str
    comments: int


class IssueList(BaseModel):
    repo: str
    state: IssueFilter
    issues: list[IssueSummary]


class Repository(BaseModel):
    full_name: str
    description: str
    html_url: str
    open_issues: int


class RepositoryList(BaseModel):
    repositories: list[Repository]


class WorkflowRun(BaseModel):
    run_id: int
    repo: str
    workflow: str
    triggered_by: str
    status: Literal["completed"] = "completed"
    conclusion: Literal["success"] = "success"


class _Repo:
    def __init__(self, full_name: str, description: str) -> None:
        self.full_name = full_name
        self.description = description
        self.issues: dict[int, Issue] = {}


class GitHub:
    """One in-memory GitHub with its seed data; ids are allocated in order, starting at 1."""

    def __init__(self) -> None:
        self._repos: dict[str, _Repo] = {}
        self._next_comment = 1
        self._next_run = 1
        self._seed()

    def _seed(self) -> None:
        self._repos["acme/widgets"] = _Repo("acme/widgets", "Widgets for every occasion.")
        self._repos["acme/gadgets"] = _Repo("acme/gadgets", "Gadgets, mostly harmless.")
        self.create_issue("bob", "acme/widgets", "Widget spins backwards", "It spins the wrong way.")
        self.create_issue("alice", "acme/widgets", "Add a blue widget", "Customers keep asking for blue.")

    @staticmethod
    def me(login: str) -> User:
        return User(login=login, name=login.replace("-", " ").title(), html_url=f"{WEB}/{login}")

    def list_repos(self) -> RepositoryList:
        return RepositoryList(repositories=[self._repository(repo) for repo in self._repos.values()])

    def list_issues(self, repo: str, state: IssueFilter = "open") -> IssueList:
        issues = self._repo(repo).issues.values()
        chosen = [issue for issue in issues if state == "all" or issue.state == state]
        return IssueList(repo=repo, state=state, issues=[_summary(issue) for issue in chosen])

    def get_issue(self, repo: str, number: int) -> Issue:
        issue = self._repo(repo).issues.get(number)
        if issue is None:
            raise GitHubError(f"issue #{number} not found in {repo}")
        return issue.model_copy(deep=True)

    def create_issue(self, login: str, repo: str, title: str, body: str = "") -> Issue:
        if not title.strip():
            raise GitHubError("an issue needs a non-empty title")
        issues = self._repo(repo).issues
        number = len(issues) + 1
        issues[number] = Issue(
            repo=repo,
            number=number,
            title=title,
            body=body,
            state="open",
            author=login,
            html_url=f"{WEB}/{repo}/issues/{number}",
        )
        return self.get_issue(repo, number)

    def close_issue(self, repo: str, number: int) -> Issue:
        self.get_issue(repo, number)
        self._repo(repo).issues[number].state = "closed"
        return self.get_issue(repo, number)

    def add_comment(self, login: str, repo: str, number: int, body: str) -> Comment:
        self.get_issue(repo, number)
        if not body.strip():
            raise GitHubError("a comment needs a non-empty body")
        comment = Comment(id=self._next_comment, author=login, body=body)
        self._next_comment += 1
        self._repo(repo).issues[number].comments.append(comment)
        return comment.model_copy()

    def check_run(self, repo: str, workflow: str) -> None:
        """Refuse a run of an unknown repository or an empty workflow name, before anything starts."""
        self._repo(repo)
        if not workflow.strip():
            raise GitHubError("a workflow name is required")

    def start_run(self, login: str, repo: str, workflow: str) -> WorkflowRun:
        self.check_run(repo, workflow)
        run = WorkflowRun(run_id=self._next_run, repo=repo, workflow=workflow, triggered_by=login)
        self._next_run += 1
        return run

    def _repo(self, full_name: str) -> _Repo:
        repo = self._repos.get(full_name)
        if repo is None:
            raise GitHubError(f"repository {full_name!r} not found; list_repos shows the known ones")
        return repo

    @staticmethod
    def _repository(repo: _Repo) -> Repository:
        open_issues = sum(1 for issue in repo.issues.values() if issue.state == "open")
        return Repository(
            full_name=repo.full_name,
            description=repo.description,
            html_url=f"{WEB}/{repo.full_name}",
            open_issues=open_issues,
        )


def _summary(issue: Issue) -> IssueSummary:
    return IssueSummary(
        number=issue.number,
        title=issue.title,
        state=issue.state,
        author=issue.author,
        comments=len(issue.comments),
    )
