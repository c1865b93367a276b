"""What the tool routes answer, as plain functions: the schema view and the body shapes of validation."""

from typing import Any

import pytest

from assent_contracts.tool_definitions import TOOL_SCHEMA
from assent_gateway.tool_results import model_content
from assent_gateway.tools import schema_view, validation_view

NO_ARGUMENTS = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
TOOL = {"type": "function", "function": {"name": "now", "description": "Now.", "parameters": NO_ARGUMENTS}}
NAMELESS = {"type": "function", "function": {"description": "Now.", "parameters": NO_ARGUMENTS}}


def test_the_schema_view_holds_the_schema_the_fields_and_the_limits() -> None:
    view = schema_view()
    assert view["schema"] == TOOL_SCHEMA
    assert [f["path"] for f in view["fields"]][-1] == "permission"
    assert view["limits"] == {"max_tool_bytes": 65536, "max_tools": 128}


@pytest.mark.parametrize(
    ("body", "pointers"),
    [
        pytest.param(TOOL, [], id="bare-tool"),
        pytest.param({"tool": TOOL}, [], id="tool"),
        pytest.param({"tools": [TOOL, TOOL]}, ["/tools/1/function/name"], id="duplicate-names"),
        pytest.param(NAMELESS, ["/function/name"], id="bare-broken"),
        pytest.param({"tool": NAMELESS}, ["/function/name"], id="tool-broken"),
        pytest.param({"tools": [TOOL, NAMELESS]}, ["/tools/1/function/name"], id="list-broken"),
        pytest.param({"tools": "x"}, ["/tools"], id="tools-not-a-list"),
        pytest.param("a string", [""], id="not-an-object"),
        pytest.param(None, [""], id="null"),
    ],
)
def test_validation_reports_every_problem_with_its_pointer(body: Any, pointers: list[str]) -> None:
    answer = validation_view(body)
    assert answer.valid is (pointers == [])
    assert [e.pointer for e in answer.errors] == pointers
    assert all(e.message for e in answer.errors)


def test_a_result_reaches_the_model_as_text() -> None:
    assert model_content("21 C") == "21 C"
    assert model_content({"celsius": 21, "sky": "clear"}) == '{"celsius":21,"sky":"clear"}'
    assert model_content(["é"]) == '["é"]'
