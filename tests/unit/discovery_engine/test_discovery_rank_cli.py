"""`assent discovery rank` end to end on tiny files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assent_discovery.rank import main

ACTIONS = [
    {
        "name": "github.create_issue",
        "title": "Create issue",
        "description": "Create a new issue.",
        "input_schema": {"type": "object", "properties": {"title": {"type": "string"}}},
    },
    {
        "name": "slack.post_message",
        "description": "Post a message to a channel.",
        "input_schema": {"type": "object", "properties": {"text": {"type": "string"}}},
        "annotations": {"readOnlyHint": False},
    },
    {
        "name": "weather.get_forecast",
        "title": None,
        "description": "Weather forecast for a city.",
        "input_schema": {},
    },
]


def _write(path: Path, lines: list[object]) -> Path:
    path.write_text("\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n")
    return path


@pytest.fixture
def catalog(tmp_path: Path) -> Path:
    return _write(tmp_path / "actions.jsonl", [*ACTIONS, ""])


def test_ranks_every_query_in_order(
    tmp_path: Path, catalog: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    queries = _write(
        tmp_path / "q.jsonl", [{"id": "a", "text": "open an issue"}, {"id": 2, "text": "rain tomorrow?"}]
    )
    assert main(["--catalog", str(catalog), "--queries", str(queries), "--k", "2"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["id"] for line in lines] == ["a", 2]
    assert lines[0]["results"][0] == "github.create_issue"
    assert lines[1]["results"][0] == "weather.get_forecast"
    assert all(len(line["results"]) <= 2 for line in lines)


def test_writes_to_out_when_given(tmp_path: Path, catalog: Path, capsys: pytest.CaptureFixture[str]) -> None:
    queries = _write(tmp_path / "q.jsonl", [{"id": 1, "text": "post in the channel"}])
    out = tmp_path / "ranked.jsonl"
    assert main(["--catalog", str(catalog), "--queries", str(queries), "--out", str(out)]) == 0
    assert capsys.readouterr().out == ""
    assert json.loads(out.read_text())["results"][0] == "slack.post_message"


@pytest.mark.parametrize(
    ("catalog_lines", "query_lines", "message"),
    [
        (["{not json"], [{"id": 1, "text": "x"}], "actions.jsonl:1: not valid JSON"),
        ([ACTIONS[0], ["a", "list"]], [{"id": 1, "text": "x"}], "actions.jsonl:2: expected a JSON object"),
        ([{"description": "no name"}], [{"id": 1, "text": "x"}], "actions.jsonl:1: 'name' must be"),
        (
            [{"name": "a.b", "input_schema": "nope"}],
            [{"id": 1, "text": "x"}],
            "'input_schema' must be an object",
        ),
        ([ACTIONS[0]], [{"text": "no id"}], "q.jsonl:1: 'id' must be"),
        ([ACTIONS[0]], [{"id": 1, "text": 5}], "q.jsonl:1: 'text' must be a string"),
    ],
)
def test_a_bad_line_is_reported_with_exit_status_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    catalog_lines: list[object],
    query_lines: list[object],
    message: str,
) -> None:
    catalog = _write(tmp_path / "actions.jsonl", catalog_lines)
    queries = _write(tmp_path / "q.jsonl", query_lines)
    assert main(["--catalog", str(catalog), "--queries", str(queries)]) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert captured.out == ""


def test_missing_files_and_bad_arguments_exit_2(
    tmp_path: Path, catalog: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--catalog", str(tmp_path / "missing.jsonl"), "--queries", str(catalog)]) == 2
    assert "missing.jsonl: cannot read" in capsys.readouterr().err
    assert main(["--catalog", str(catalog)]) == 2
    assert main(["--catalog", str(catalog), "--queries", str(catalog), "--k", "0"]) == 2


def test_a_duplicate_name_is_kept_once_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    catalog = _write(tmp_path / "actions.jsonl", [ACTIONS[0], ACTIONS[0]])
    queries = _write(tmp_path / "q.jsonl", [{"id": 1, "text": "issue"}])
    assert main(["--catalog", str(catalog), "--queries", str(queries)]) == 0
    captured = capsys.readouterr()
    assert "duplicate name" in captured.err
    assert json.loads(captured.out)["results"] == ["github.create_issue"]
