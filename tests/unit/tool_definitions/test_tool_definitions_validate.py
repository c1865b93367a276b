"""validate_tool / validate_tools: every problem, at its JSON pointer, in words a person understands."""

import copy
import json
from typing import Any

import pytest

from assent_contracts.tool_definitions import (
    MAX_TOOL_BYTES,
    MAX_TOOLS,
    ToolProblem,
    validate_tool,
    validate_tools,
)


def _by_pointer(problems: list[ToolProblem]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for problem in problems:
        found.setdefault(problem.pointer, []).append(problem.message)
    return found


def test_the_seed_shape_is_valid(weather_tool: dict[str, Any]) -> None:
    assert validate_tool(weather_tool) == []


def test_validation_does_not_touch_the_definition(weather_tool: dict[str, Any]) -> None:
    before = copy.deepcopy(weather_tool)
    validate_tool(weather_tool)
    assert weather_tool == before


@pytest.mark.parametrize(
    ("container", "field", "message"),
    [
        ((), "type", "type is required"),
        ((), "function", "function is required"),
        (("function",), "name", "function.name is required"),
        (("function",), "description", "function.description is required"),
        (("function",), "parameters", "function.parameters is required"),
        (("function", "parameters"), "type", "function.parameters.type is required"),
        (("function", "parameters"), "properties", "function.parameters.properties is required"),
        (("function", "parameters"), "required", "function.parameters.required is required"),
        (
            ("function", "parameters"),
            "additionalProperties",
            "function.parameters.additionalProperties is required",
        ),
    ],
)
def test_each_missing_required_field_is_reported_at_its_own_pointer(
    weather_tool: dict[str, Any], container: tuple[str, ...], field: str, message: str
) -> None:
    parent = weather_tool
    for key in container:
        parent = parent[key]
    del parent[field]
    pointer = "".join(f"/{part}" for part in (*container, field))
    assert _by_pointer(validate_tool(weather_tool)) == {pointer: [message]}


def test_every_problem_is_reported_at_once() -> None:
    definition = {"type": "tool", "function": {"name": 7, "parameters": {"type": "array"}}, "permission": "x"}
    assert _by_pointer(validate_tool(definition)) == {
        "/type": ['type must be "function"'],
        "/function/name": ["function.name must be a string, got a number"],
        "/function/description": ["function.description is required"],
        "/function/parameters/type": ['function.parameters.type must be "object"'],
        "/function/parameters/properties": ["function.parameters.properties is required"],
        "/function/parameters/required": ["function.parameters.required is required"],
        "/function/parameters/additionalProperties": ["function.parameters.additionalProperties is required"],
        "/permission": ["permission must be one of allow, ask, deny"],
    }


@pytest.mark.parametrize("permission", ["allow", "ask", "deny"])
def test_each_permission_is_accepted(weather_tool: dict[str, Any], permission: str) -> None:
    weather_tool["permission"] = permission
    assert validate_tool(weather_tool) == []


@pytest.mark.parametrize("permission", ["never", "Allow", "", None, True, ["ask"]])
def test_other_permissions_are_rejected(weather_tool: dict[str, Any], permission: object) -> None:
    weather_tool["permission"] = permission
    assert validate_tool(weather_tool) == [
        ToolProblem(pointer="/permission", message="permission must be one of allow, ask, deny")
    ]


def test_permission_inside_function_is_not_silently_ignored(weather_tool: dict[str, Any]) -> None:
    weather_tool["function"]["permission"] = "deny"
    (problem,) = validate_tool(weather_tool)
    assert problem.pointer == "/function/permission"
    assert "top level" in problem.message


@pytest.mark.parametrize("name", ["", "get weather", "météo", "a.b", "x" * 65, "tool/1"])
def test_names_providers_refuse_are_reported(weather_tool: dict[str, Any], name: str) -> None:
    weather_tool["function"]["name"] = name
    assert validate_tool(weather_tool) == [
        ToolProblem(
            pointer="/function/name",
            message="function.name must be 1 to 64 letters, digits, underscores or hyphens",
        )
    ]


@pytest.mark.parametrize("name", ["a", "A-b_9", "x" * 64])
def test_names_providers_accept_pass(weather_tool: dict[str, Any], name: str) -> None:
    weather_tool["function"]["name"] = name
    assert validate_tool(weather_tool) == []


@pytest.mark.parametrize("name", ["assent_search_tools", "assent_execute_tool", "Assent_Execute_Tool"])
def test_the_helpers_names_are_reserved(weather_tool: dict[str, Any], name: str) -> None:
    weather_tool["function"]["name"] = name
    (problem,) = validate_tool(weather_tool)
    assert problem.pointer == "/function/name"
    assert "reserved" in problem.message


def test_required_names_must_be_properties(weather_tool: dict[str, Any]) -> None:
    weather_tool["function"]["parameters"]["required"] = ["location", "unit"]
    assert validate_tool(weather_tool) == [
        ToolProblem(
            pointer="/function/parameters/required/1",
            message='function.parameters.required[1] names "unit", which is not in '
            "function.parameters.properties",
        )
    ]


def test_parameters_must_be_an_object_schema(weather_tool: dict[str, Any]) -> None:
    weather_tool["function"]["parameters"]["type"] = "string"
    assert _by_pointer(validate_tool(weather_tool)) == {
        "/function/parameters/type": ['function.parameters.type must be "object"']
    }


def test_nested_parameter_schemas_are_checked_with_pointers(weather_tool: dict[str, Any]) -> None:
    properties = weather_tool["function"]["parameters"]["properties"]
    properties["unit"] = {"type": "celsius"}
    properties["days"] = {"type": "array", "items": {"anyOf": []}}
    properties["a/b"] = {"type": "object", "properties": {"x": 3}, "required": ["x", "x"]}
    properties["ok"] = {"type": ["string", "null"], "enum": ["a", None], "x-ext": {"type": "nonsense"}}
    found = _by_pointer(validate_tool(weather_tool))
    assert list(found) == [
        "/function/parameters/properties/unit/type",
        "/function/parameters/properties/days/items/anyOf",
        "/function/parameters/properties/a~1b/required/1",
        "/function/parameters/properties/a~1b/properties/x",
    ]
    assert found["/function/parameters/properties/unit/type"][0].startswith(
        "function.parameters.properties.unit.type must be one of array, boolean"
    )
    assert found["/function/parameters/properties/a~1b/properties/x"] == [
        'function.parameters.properties["a/b"].properties.x must be a JSON Schema (an object or a '
        "boolean), got a number"
    ]


def test_a_location_checked_by_the_schema_is_reported_once(weather_tool: dict[str, Any]) -> None:
    weather_tool["function"]["parameters"]["required"] = "location"
    assert validate_tool(weather_tool) == [
        ToolProblem(
            pointer="/function/parameters/required",
            message="function.parameters.required must be an array, got a string",
        )
    ]


def test_a_flat_tool_gets_a_hint_where_its_fields_belong() -> None:
    flat = {"type": "function", "name": "x", "description": "d", "parameters": {}}
    (problem,) = validate_tool(flat)
    assert problem.pointer == "/function"
    assert problem.message == "function is required (name, description and parameters go inside function)"


@pytest.mark.parametrize(
    ("value", "kind"), [("a tool", "a string"), ([], "an array"), (None, "null"), (3, "a number")]
)
def test_non_objects_are_reported_without_raising(value: object, kind: str) -> None:
    assert validate_tool(value) == [
        ToolProblem(pointer="", message=f"tool definition must be an object, got {kind}")
    ]


@pytest.mark.parametrize("value", [float("nan"), float("inf"), {1, 2}, object()])
def test_values_json_cannot_hold_are_reported(weather_tool: dict[str, Any], value: object) -> None:
    weather_tool["x-value"] = value
    (problem,) = validate_tool(weather_tool)
    assert problem.pointer == ""
    assert "not plain JSON" in problem.message


def test_a_cycle_is_reported_not_followed(weather_tool: dict[str, Any]) -> None:
    weather_tool["function"]["parameters"]["properties"]["self"] = weather_tool
    (problem,) = validate_tool(weather_tool)
    assert "not plain JSON" in problem.message


def test_an_oversized_definition_is_reported_with_every_other_problem(weather_tool: dict[str, Any]) -> None:
    weather_tool["function"]["description"] = "é" * (MAX_TOOL_BYTES // 2)
    weather_tool["permission"] = "sometimes"
    assert _by_pointer(validate_tool(weather_tool)) == {
        "": ["tool definition is 64.3 KB as JSON; the limit is 64 KB"],
        "/permission": ["permission must be one of allow, ask, deny"],
    }


def test_the_size_limit_counts_compact_utf8_json(weather_tool: dict[str, Any]) -> None:
    weather_tool["function"]["description"] = ""
    room = MAX_TOOL_BYTES - len(json.dumps(weather_tool, ensure_ascii=False, separators=(",", ":")).encode())
    weather_tool["function"]["description"] = "é" * (room // 2) + "e" * (room % 2)
    assert validate_tool(weather_tool) == []
    weather_tool["function"]["description"] += "e"
    assert [problem.pointer for problem in validate_tool(weather_tool)] == [""]


def test_a_huge_definition_reports_only_its_size(weather_tool: dict[str, Any]) -> None:
    weather_tool["function"]["parameters"]["properties"] = {f"p{i}": {"type": "bad"} for i in range(100_000)}
    (problem,) = validate_tool(weather_tool)
    assert problem.pointer == ""
    assert "the limit is 64 KB" in problem.message


def test_a_list_prefixes_pointers_and_labels(weather_tool: dict[str, Any]) -> None:
    broken = {"type": "function", "function": {"description": "d", "parameters": {}}}
    found = _by_pointer(validate_tools([weather_tool, broken]))
    assert found["/tools/1/function/name"] == ["tools[1].function.name is required"]
    assert found["/tools/1/function/parameters/type"] == ["tools[1].function.parameters.type is required"]
    assert all(pointer.startswith("/tools/1/") for pointer in found)


def test_duplicate_names_in_a_list_are_reported(weather_tool: dict[str, Any]) -> None:
    other = copy.deepcopy(weather_tool)
    other["function"]["name"] = "get_time"
    tools = [weather_tool, other, copy.deepcopy(weather_tool), copy.deepcopy(other)]
    assert validate_tools(tools) == [
        ToolProblem(
            pointer="/tools/2/function/name",
            message='tools[2].function.name "get_weather" is already the name of tools[0]',
        ),
        ToolProblem(
            pointer="/tools/3/function/name",
            message='tools[3].function.name "get_time" is already the name of tools[1]',
        ),
    ]


def test_a_valid_list_has_no_problems(weather_tool: dict[str, Any]) -> None:
    assert validate_tools([]) == []
    assert validate_tools([weather_tool]) == []


@pytest.mark.parametrize("value", [{}, "tools", None])
def test_a_list_that_is_not_a_list_is_reported(value: object) -> None:
    (problem,) = validate_tools(value)
    assert problem.pointer == "/tools"
    assert problem.message.startswith("tools must be an array, got ")


def test_too_many_tools_are_reported(weather_tool: dict[str, Any]) -> None:
    tools = []
    for index in range(MAX_TOOLS + 1):
        tool = copy.deepcopy(weather_tool)
        tool["function"]["name"] = f"tool_{index}"
        tools.append(tool)
    assert validate_tools(tools) == [
        ToolProblem(pointer="/tools", message=f"tools has {MAX_TOOLS + 1} tools; the limit is {MAX_TOOLS}")
    ]
