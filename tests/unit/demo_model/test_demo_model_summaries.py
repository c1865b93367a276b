import json

from assent_demo.model.summaries import summarise_execution


def succeeded(result: object) -> str:
    return summarise_execution("github.list_issues", json.dumps({"status": "succeeded", "result": result}))


def test_key_fields_of_an_object_come_first() -> None:
    text = succeeded({"id": 9, "avatar": "x", "login": "alice", "nested": {"a": 1}})
    assert text == "github.list_issues succeeded — login: alice, id: 9, avatar: x."


def test_a_list_is_counted_and_its_first_items_named() -> None:
    issues = [{"number": n, "title": f"Bug {n}"} for n in range(1, 6)]
    assert succeeded({"issues": issues}) == (
        "github.list_issues succeeded — 5 items (#1 Bug 1; #2 Bug 2; #3 Bug 3 and 2 more)."
    )


def test_mcp_shaped_results_are_unwrapped() -> None:
    structured = {"content": [{"type": "text", "text": "{}"}], "structured_content": {"login": "bob"}}
    assert succeeded(structured) == "github.list_issues succeeded — login: bob."
    text_only = {"content": [{"type": "text", "text": json.dumps({"login": "carol"})}], "is_error": False}
    assert succeeded(text_only) == "github.list_issues succeeded — login: carol."


def test_empty_success_and_cancelled_and_garbage() -> None:
    assert succeeded(None) == "github.list_issues succeeded."
    assert summarise_execution("a.b", '{"status": "cancelled"}') == "a.b was cancelled, so nothing was done."
    assert summarise_execution("a.b", "oops") == "a.b ended with an unexpected result: oops."


def test_a_list_wrapper_with_scalars_names_both() -> None:
    result = {"repo": "acme/widgets", "state": "open", "issues": [{"number": 1, "title": "Crash"}]}
    assert (
        succeeded(result)
        == "github.list_issues succeeded — 1 item (#1 Crash); state: open, repo: acme/widgets."
    )
