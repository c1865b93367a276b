"""ToolDefinition keeps a definition verbatim (seed 000's known gap, closed) and types its fields."""

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from assent_contracts.tool_definitions import (
    RESERVED_TOOL_NAMES,
    ToolDefinition,
    validate_tool,
)

SETTINGS = settings(max_examples=150, deadline=None, database=None)

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)
extension_keys = st.text(max_size=10).map(lambda key: f"x-{key}")


@st.composite
def shuffled_object(draw: st.DrawFn, fields: dict[str, Any], extensions: st.SearchStrategy[str]) -> dict:
    """``fields`` plus unknown members, in any key order."""
    extra = draw(st.dictionaries(extensions, json_values, max_size=2))
    members = [*fields.items(), *((k, v) for k, v in extra.items() if k not in fields)]
    return dict(draw(st.permutations(members)))


@st.composite
def leaf_schemas(draw: st.DrawFn) -> dict:
    kind = draw(st.sampled_from(["string", "integer", "number", "boolean", "null"]))
    fields: dict[str, Any] = {"type": kind}
    if draw(st.booleans()):
        fields["description"] = draw(st.text(max_size=20))
    return draw(shuffled_object(fields, extension_keys))


def nested_schemas(inner: st.SearchStrategy[dict]) -> st.SearchStrategy[dict]:
    objects = st.dictionaries(st.text(max_size=8), inner, max_size=3).map(
        lambda props: {"type": "object", "properties": props, "required": sorted(props)[:1]}
    )
    arrays = inner.map(lambda items: {"type": "array", "items": items})
    unions = st.lists(inner, min_size=1, max_size=2).map(lambda options: {"anyOf": options})
    return objects | arrays | unions


schemas = st.recursive(leaf_schemas(), nested_schemas, max_leaves=6)
names = st.from_regex(r"[a-zA-Z0-9_-]{1,64}", fullmatch=True).filter(
    lambda name: name.lower() not in RESERVED_TOOL_NAMES
)
root_keys = st.text(max_size=10).filter(lambda key: key not in {"type", "function", "permission"})
function_keys = st.text(max_size=10).filter(
    lambda key: key not in {"name", "description", "parameters", "strict", "permission"}
)


@st.composite
def definitions(draw: st.DrawFn) -> dict:
    properties = draw(st.dictionaries(st.text(max_size=10), schemas, max_size=4))
    required = draw(st.lists(st.sampled_from(sorted(properties)), unique=True) if properties else st.just([]))
    parameters = {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": draw(st.booleans() | schemas),
    }
    function: dict[str, Any] = {
        "name": draw(names),
        "description": draw(st.text(max_size=40)),
        "parameters": draw(shuffled_object(parameters, extension_keys)),
    }
    if draw(st.booleans()):
        function["strict"] = draw(st.booleans())
    root: dict[str, Any] = {"type": "function", "function": draw(shuffled_object(function, function_keys))}
    if draw(st.booleans()):
        root["permission"] = draw(st.sampled_from(["allow", "ask", "deny"]))
    return draw(shuffled_object(root, root_keys))


def _ordered(text: str) -> Any:
    """The JSON object with key order made visible, so equality also compares order."""
    return json.loads(text, object_pairs_hook=lambda pairs: [list(pair) for pair in pairs])


@SETTINGS
@given(definitions())
def test_generated_definitions_are_valid(definition: dict) -> None:
    assert validate_tool(definition) == []


@SETTINGS
@given(definitions())
def test_parse_then_dump_gives_back_the_same_object(definition: dict) -> None:
    dumped = ToolDefinition.model_validate(definition).model_dump()
    assert json.dumps(dumped, ensure_ascii=False) == json.dumps(definition, ensure_ascii=False)


@SETTINGS
@given(definitions())
def test_json_in_json_out_keeps_every_member_in_order(definition: dict) -> None:
    text = json.dumps(definition, ensure_ascii=False)
    out = ToolDefinition.model_validate_json(text).model_dump_json()
    assert _ordered(out) == _ordered(text)


@SETTINGS
@given(json_values)
def test_validation_never_raises_on_any_json(value: object) -> None:
    assert all(problem.pointer == "" or problem.pointer.startswith("/") for problem in validate_tool(value))


parameter_keywords = ["type", "properties", "required", "additionalProperties", "items", "anyOf", "enum"]
noisy_parameters = st.dictionaries(st.sampled_from(parameter_keywords), json_values | schemas, max_size=5)
noisy_function = st.fixed_dictionaries(
    {}, optional={"name": json_values | names, "description": json_values, "parameters": noisy_parameters}
)
tool_shaped_noise = st.fixed_dictionaries(
    {"type": json_values, "function": noisy_function | json_values}, optional={"permission": json_values}
)


def _resolves(document: object, pointer: str) -> bool:
    node = document
    for raw in pointer.split("/")[1:]:
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


@SETTINGS
@given(tool_shaped_noise)
def test_every_pointer_names_a_member_or_a_missing_member_of_an_existing_parent(definition: dict) -> None:
    for problem in validate_tool(definition):
        parent = problem.pointer.rpartition("/")[0]
        assert _resolves(definition, parent), problem


def test_accessors_type_the_fields(weather_tool: dict[str, Any]) -> None:
    tool = ToolDefinition.model_validate(weather_tool)
    assert tool.name == "get_weather"
    assert tool.description.startswith("Get current temperature")
    assert tool.parameters["required"] == ["location"]
    assert tool.strict is True
    assert tool.permission == "ask"


def test_permission_and_strict_are_read_from_where_they_live(weather_tool: dict[str, Any]) -> None:
    del weather_tool["function"]["strict"]
    weather_tool["permission"] = "deny"
    tool = ToolDefinition.model_validate(weather_tool)
    assert tool.permission == "deny"
    assert tool.strict is False


def test_the_provider_sees_the_function_without_assent_fields(weather_tool: dict[str, Any]) -> None:
    weather_tool["permission"] = "allow"
    weather_tool["x-owner"] = "ops"
    weather_tool["function"]["x-ui"] = {"collapsed": True}
    provider_tool = ToolDefinition.model_validate(weather_tool).provider_tool()
    assert provider_tool == {
        "type": "function",
        "function": {k: v for k, v in weather_tool["function"].items() if k != "x-ui"},
    }


def test_an_invalid_definition_is_refused_with_its_pointers(weather_tool: dict[str, Any]) -> None:
    weather_tool["permission"] = "sometimes"
    del weather_tool["function"]["name"]
    with pytest.raises(ValidationError) as refused:
        ToolDefinition.model_validate(weather_tool)
    text = str(refused.value)
    assert "/function/name: function.name is required" in text
    assert "/permission: permission must be one of allow, ask, deny" in text


def test_a_list_of_definitions_dumps_as_the_raw_objects(weather_tool: dict[str, Any]) -> None:
    weather_tool["x-order"] = 1
    tool = ToolDefinition.model_validate(weather_tool)
    assert json.loads(json.dumps([tool.model_dump()])) == [weather_tool]
