from assent_demo.model.arguments import fill_arguments

CREATE_ISSUE = {
    "type": "object",
    "properties": {
        "owner": {"type": "string", "description": "Repository owner"},
        "repo": {"type": "string"},
        "title": {"type": "string", "description": "Issue title"},
        "body": {"type": "string"},
        "labels": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["owner", "repo", "title"],
}
POST_MESSAGE = {
    "type": "object",
    "properties": {"channel": {"type": "string"}, "text": {"type": "string"}},
    "required": ["channel", "text"],
}
LIST_ISSUES = {
    "type": "object",
    "properties": {
        "repo": {"type": "string", "description": "owner/name"},
        "state": {"type": "string", "enum": ["open", "closed", "all"]},
        "limit": {"type": "integer"},
    },
    "required": ["repo"],
}
GET_ISSUE = {
    "type": "object",
    "properties": {
        "owner": {"type": "string"},
        "repo": {"type": "string"},
        "issue_number": {"type": "integer"},
    },
    "required": ["owner", "repo", "issue_number"],
}


def test_quoted_strings_go_to_title_then_body_and_owner_repo_split() -> None:
    fill = fill_arguments(
        CREATE_ISSUE, 'Create an issue in acme/web titled "Login broken" with body "500 on submit"'
    )
    assert fill.missing == []
    assert fill.arguments == {
        "owner": "acme",
        "repo": "web",
        "title": "Login broken",
        "body": "500 on submit",
    }


def test_channel_and_text() -> None:
    fill = fill_arguments(POST_MESSAGE, "Post 'Deploy done #42' to #releases")
    assert fill.arguments == {"channel": "releases", "text": "Deploy done #42"}


def test_unquoted_text_after_saying() -> None:
    fill = fill_arguments(POST_MESSAGE, "send a message to #general saying hello team!")
    assert fill.arguments == {"channel": "general", "text": "hello team"}


def test_repo_without_owner_parameter_keeps_the_full_name_and_optional_clues_fill() -> None:
    fill = fill_arguments(LIST_ISSUES, "show the top 5 closed issues of acme/web")
    assert fill.arguments == {"repo": "acme/web", "state": "closed", "limit": 5}


def test_optional_parameters_without_clues_are_left_out() -> None:
    assert fill_arguments(LIST_ISSUES, "list issues of acme/web").arguments == {"repo": "acme/web"}


def test_issue_numbers_after_hash_or_issue() -> None:
    assert fill_arguments(GET_ISSUE, "show acme/web#12").arguments["issue_number"] == 12
    assert fill_arguments(GET_ISSUE, "read issue 7 in acme/web").arguments["issue_number"] == 7


def test_missing_required_parameters_are_named_with_a_hint() -> None:
    fill = fill_arguments(CREATE_ISSUE, "create an issue please")
    assert [(m.name, m.hint) for m in fill.missing] == [
        ("owner", "as owner/repo"),
        ("repo", "as owner/repo"),
        ("title", "in quotes"),
    ]
    assert fill.missing[0].description == "Repository owner"


def test_context_supplies_places_the_request_lacks() -> None:
    fill = fill_arguments(
        CREATE_ISSUE, "create an issue 'Flaky test'", context="In acme/web, list issues and create…"
    )
    assert fill.arguments == {"owner": "acme", "repo": "web", "title": "Flaky test"}


def test_no_schema_no_arguments() -> None:
    fill = fill_arguments(None, "who am I")
    assert (fill.arguments, fill.missing) == ({}, [])


def test_required_parameter_with_default_takes_the_default() -> None:
    schema = {
        "type": "object",
        "properties": {"mode": {"type": "string", "default": "fast"}},
        "required": ["mode"],
    }
    assert fill_arguments(schema, "go").arguments == {"mode": "fast"}


RUN_WORKFLOW = {
    "type": "object",
    "properties": {
        "repo": {"type": "string", "description": "Repository as owner/name, e.g. acme/widgets."},
        "workflow": {"type": "string", "description": "The workflow file or name, e.g. ci.yml."},
        "seconds": {"type": "number", "default": 0},
    },
    "required": ["repo", "workflow"],
}


def test_file_names_and_durations() -> None:
    fill = fill_arguments(RUN_WORKFLOW, "run workflow ci.yml on acme/gadgets taking 2.5 seconds")
    assert fill.arguments == {"repo": "acme/gadgets", "workflow": "ci.yml", "seconds": 2.5}
    assert fill_arguments(RUN_WORKFLOW, "run 'deploy' on a/b for 30s").arguments["seconds"] == 30


GET_SUM = {
    "type": "object",
    "properties": {
        "a": {"type": "number", "description": "First number"},
        "b": {"type": "number", "description": "Second number"},
    },
    "required": ["a", "b"],
}


def test_each_number_goes_to_one_parameter_in_order() -> None:
    fill = fill_arguments(GET_SUM, "Add the numbers 17 and 25 with get-sum")
    assert fill.arguments == {"a": 17, "b": 25}
    assert fill.missing == []


def test_a_number_used_once_leaves_the_next_parameter_missing() -> None:
    fill = fill_arguments(GET_SUM, "Add 17 to something with get-sum")
    assert fill.arguments == {"a": 17}
    assert [m.name for m in fill.missing] == ["b"]


def test_a_limit_taken_by_its_words_is_not_given_to_another_number() -> None:
    schema = {
        "type": "object",
        "properties": {"limit": {"type": "integer"}, "issue_number": {"type": "integer"}},
        "required": ["limit", "issue_number"],
    }
    fill = fill_arguments(schema, "show the top 5 comments of 12")
    assert fill.arguments == {"limit": 5, "issue_number": 12}
