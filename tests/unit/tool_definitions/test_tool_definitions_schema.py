"""TOOL_SCHEMA is plain JSON Schema with the seed's requirements; TOOL_FIELDS agrees with it."""

from typing import Any

import jsonschema
import pytest
from jsonschema import Draft202012Validator

from assent_contracts.tool_definitions import PERMISSIONS, TOOL_FIELDS, TOOL_SCHEMA


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    Draft202012Validator.check_schema(TOOL_SCHEMA)
    assert TOOL_SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_the_schema_requires_exactly_the_seed_fields() -> None:
    function = TOOL_SCHEMA["properties"]["function"]
    parameters = function["properties"]["parameters"]
    assert TOOL_SCHEMA["required"] == ["type", "function"]
    assert function["required"] == ["name", "description", "parameters"]
    assert parameters["required"] == ["type", "properties", "required", "additionalProperties"]


def test_plain_jsonschema_accepts_the_seed_shape_with_permission_and_extensions(
    weather_tool: dict[str, Any],
) -> None:
    weather_tool["permission"] = "deny"
    weather_tool["x-owner"] = {"team": "ops"}
    weather_tool["function"]["x-ui"] = {"collapsed": True}
    jsonschema.validate(weather_tool, TOOL_SCHEMA)


@pytest.mark.parametrize("permission", ["never", "ASK", None, 1])
def test_plain_jsonschema_rejects_other_permissions(weather_tool: dict[str, Any], permission: object) -> None:
    weather_tool["permission"] = permission
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(weather_tool, TOOL_SCHEMA)


def _schema_at(pointer: str) -> dict[str, Any]:
    schema = TOOL_SCHEMA
    for part in pointer.strip("/").split("/"):
        schema = schema["properties"][part]
    return schema


def _required_at(pointer: str) -> bool:
    parent, _, name = pointer.rpartition("/")
    parent_schema = _schema_at(parent) if parent else TOOL_SCHEMA
    return name in parent_schema.get("required", [])


def test_fields_cover_the_seed_metadata_and_permission() -> None:
    paths = [field.path for field in TOOL_FIELDS]
    for path in ("type", "function.name", "function.description", "function.parameters", "permission"):
        assert path in paths


@pytest.mark.parametrize("field", TOOL_FIELDS, ids=lambda field: field.path)
def test_each_field_matches_the_schema(field: Any) -> None:
    schema = _schema_at(field.pointer)
    assert field.pointer == "/" + field.path.replace(".", "/")
    assert field.required == _required_at(field.pointer)
    assert field.description == schema["description"]
    assert field.title
    if "enum" in schema:
        assert field.enum == tuple(schema["enum"])
    if "const" in schema:
        assert field.enum == (schema["const"],)
    if "type" in schema:
        assert field.type == schema["type"]


def test_permission_field_is_optional_with_ask_by_default() -> None:
    (permission,) = [field for field in TOOL_FIELDS if field.path == "permission"]
    assert permission.enum == PERMISSIONS == ("allow", "ask", "deny")
    assert permission.default == "ask"
    assert permission.required is False


def test_fields_serialize_for_a_ui() -> None:
    rendered = [field.model_dump(mode="json", exclude_none=True) for field in TOOL_FIELDS]
    assert rendered[-1]["enum"] == ["allow", "ask", "deny"]
    assert "enum" not in rendered[1]
