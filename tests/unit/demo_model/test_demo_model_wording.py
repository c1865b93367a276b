from assent_demo.model.choosing import best_match, relevance
from assent_demo.model.wording import concepts, quoted_strings, search_query, split_requests


def test_quoted_strings_in_all_usual_quotes() -> None:
    text = """Create "Bug one" and 'Bug two' and “Bug three” but don't split isn't"""
    assert quoted_strings(text) == ["Bug one", "Bug two", "Bug three"]


def test_one_request_stays_whole() -> None:
    assert split_requests("List issues in acme/web and acme/api") == ["List issues in acme/web and acme/api"]


def test_a_word_of_a_tool_name_starts_no_request() -> None:
    text = "Add the numbers 17 and 25 with get-sum"
    assert split_requests(text) == [text]


def test_two_requests_split_on_and_outside_quotes() -> None:
    text = "Post 'salt and pepper' to #general and create an issue in acme/web titled 'X'"
    assert split_requests(text) == [
        "Post 'salt and pepper' to #general",
        "create an issue in acme/web titled 'X'",
    ]


def test_requests_split_on_then_and_semicolons() -> None:
    assert split_requests("who am I; then list issues in a/b") == ["who am I", "list issues in a/b"]


def test_search_query_drops_quoted_content_and_politeness() -> None:
    assert search_query("Please post 'Deploy done' to #general!") == "post to #general"


def test_search_query_keeps_the_text_when_only_quotes_remain() -> None:
    assert search_query("'hello'") == "'hello'"


def test_concepts_fold_synonyms_and_plurals() -> None:
    assert concepts("Show the issues") == {"list", "issue"}
    assert concepts("who am I") == {"me"}
    assert concepts("github.get_me", is_name=True) == {"github", "get", "me"}


def test_open_an_issue_creates_but_open_issues_are_a_state() -> None:
    assert "create" in concepts("open an issue")
    assert "create" not in concepts("list open issues")


def test_first_result_wins_unless_another_fits_clearly_better() -> None:
    results = [
        {"name": "github.list_issues", "description": "List issues of a repository"},
        {"name": "github.create_issue", "description": "Create an issue in a repository"},
        {"name": "slack.post_message", "description": "Post a message to a Slack channel"},
    ]
    assert best_match("create an issue", results) == results[1]
    assert best_match("issues please", results) == results[0]
    assert best_match("send a message to #general", results) == results[2]
    assert relevance("post a message", results[2]) > relevance("post a message", results[0])


def test_no_results_no_match() -> None:
    assert best_match("anything", []) is None
