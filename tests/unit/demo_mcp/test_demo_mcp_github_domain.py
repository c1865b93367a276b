"""The in-memory GitHub: seed data, issue life cycle, refusals."""

import pytest

from assent_demo.mcp.github import GitHub, GitHubError


def test_seed_has_two_repositories_and_two_open_widget_issues():
    github = GitHub()

    repos = {repo.full_name: repo for repo in github.list_repos().repositories}

    assert list(repos) == ["acme/widgets", "acme/gadgets"]
    assert repos["acme/widgets"].open_issues == 2
    assert [issue.number for issue in github.list_issues("acme/widgets").issues] == [1, 2]
    assert github.list_issues("acme/gadgets").issues == []


def test_issue_life_cycle():
    github = GitHub()

    created = github.create_issue("carol", "acme/gadgets", "Gadget hums", "Loudly.")
    comment = github.add_comment("dave", "acme/gadgets", created.number, "Me too.")
    closed = github.close_issue("acme/gadgets", created.number)
    closed_again = github.close_issue("acme/gadgets", created.number)

    assert (created.number, created.author, created.state) == (1, "carol", "open")
    assert comment.author == "dave"
    assert closed.state == "closed" and closed.comments == [comment]
    assert closed_again == closed
    assert github.list_issues("acme/gadgets").issues == []
    assert [issue.comments for issue in github.list_issues("acme/gadgets", "closed").issues] == [1]
    assert len(github.list_issues("acme/gadgets", "all").issues) == 1


def test_returned_issues_are_copies():
    github = GitHub()

    issue = github.get_issue("acme/widgets", 1)
    issue.title = "changed outside"

    assert github.get_issue("acme/widgets", 1).title == "Widget spins backwards"


@pytest.mark.parametrize(
    "call",
    [
        lambda github: github.list_issues("acme/unknown"),
        lambda github: github.get_issue("acme/widgets", 42),
        lambda github: github.create_issue("alice", "acme/widgets", "   "),
        lambda github: github.add_comment("alice", "acme/widgets", 1, ""),
        lambda github: github.close_issue("nope/nope", 1),
        lambda github: github.check_run("acme/widgets", " "),
    ],
)
def test_refusals(call):
    with pytest.raises(GitHubError):
        call(GitHub())


def test_runs_are_numbered_and_remember_who_started_them():
    github = GitHub()

    first = github.start_run("alice", "acme/widgets", "ci.yml")
    second = github.start_run("bob", "acme/gadgets", "release.yml")

    assert (first.run_id, first.triggered_by) == (1, "alice")
    assert (second.run_id, second.triggered_by) == (2, "bob")


def test_me_is_derived_from_the_login():
    assert GitHub.me("alice").model_dump() == {
        "login": "alice",
        "name": "Alice",
        "html_url": "https://github.example/alice",
        "type": "User",
    }
