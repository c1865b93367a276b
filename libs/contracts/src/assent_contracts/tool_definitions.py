"""Tool definitions (seed 000, DESIGN §4b): the OpenAI function-calling shape, checked with JSON pointers.

``TOOL_SCHEMA`` is the seed's plain JSON Schema plus ``function.strict`` and a root ``permission``.
``validate_tool`` reports every problem at once, with an RFC 6901 pointer and a sentence a person
understands, and never raises. ``ToolDefinition`` keeps the JSON it was given verbatim (extension
fields and key order included), so nothing is dropped on the way through the server.

``permission`` sits at the root, beside ``type``, not inside ``function``: ``function`` is what a
provider receives, while the root is the wrapper the client and Assent own.
"""

import json
import re
from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any, Literal, cast

from jsonschema import Draft202012Validator, ValidationError
from jsonschema.protocols import Validator
from jsonschema.validators import extend
from pydantic import BaseModel, ConfigDict, RootModel, model_validator

from assent_contracts.directory import Permission

FieldType = Literal["string", "boolean", "object"]
PERMISSIONS: tuple[Permission, ...] = ("allow", "ask", "deny")
DEFAULT_PERMISSION: Permission = "ask"
SEARCH_TOOL = "assent_search_tools"
"""The helper the model (or an external agent) searches actions and reads their parameters with."""
EXECUTE_TOOL = "assent_execute_tool"
"""The helper the model (or an external agent) proposes an action with."""
RESERVED_TOOL_NAMES = frozenset({SEARCH_TOOL, EXECUTE_TOOL})
TOOL_NAME_PATTERN = re.compile(r"[a-zA-Z0-9_-]{1,64}")
MAX_TOOL_BYTES = 64 * 1024
"""Largest definition accepted, measured as compact UTF-8 JSON."""
MAX_CHECKED_BYTES = 1024 * 1024
"""Past this size only the size is reported, so a huge paste cannot stall validation."""
MAX_TOOLS = 128
JSON_TYPES = ("array", "boolean", "integer", "null", "number", "object", "string")

_TYPE_HELP = 'Always "function": the OpenAI function-calling shape.'
_NAME_HELP = "What the model calls: 1 to 64 letters, digits, underscores or hyphens."
_DESCRIPTION_HELP = "Tells the model what the function does and when to call it."
_PARAMETERS_HELP = "JSON Schema of the arguments: an object schema with properties and required."
_STRICT_HELP = "Asks the provider to follow the parameters schema exactly."
_PERMISSION_HELP = "deny: never offered to the model; ask: each call waits for approval; allow: sent at once."

TOOL_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "urn:assent:schema:tool-definition:1",
    "title": "Tool definition",
    "type": "object",
    "required": ["type", "function"],
    "properties": {
        "type": {"const": "function", "description": _TYPE_HELP},
        "function": {
            "type": "object",
            "required": ["name", "description", "parameters"],
            "properties": {
                "name": {"type": "string", "description": _NAME_HELP},
                "description": {"type": "string", "description": _DESCRIPTION_HELP},
                "parameters": {
                    "type": "object",
                    "description": _PARAMETERS_HELP,
                    "required": ["type", "properties", "required", "additionalProperties"],
                    "properties": {
                        "type": {"const": "object"},
                        "properties": {"type": "object"},
                        "required": {"type": "array", "items": {"type": "string"}},
                        "additionalProperties": {"type": ["boolean", "object"]},
                    },
                },
                "strict": {"type": "boolean", "description": _STRICT_HELP},
            },
        },
        "permission": {
            "enum": list(PERMISSIONS),
            "default": DEFAULT_PERMISSION,
            "description": _PERMISSION_HELP,
        },
    },
}


class ToolField(BaseModel):
    """One field a UI renders for a tool (the seed's ToolConfiguration metadata, permission included)."""

    model_config = ConfigDict(frozen=True)

    path: str
    pointer: str
    title: str
    type: FieldType
    required: bool
    description: str
    enum: tuple[str, ...] | None = None
    default: str | None = None


def _field(
    path: str,
    title: str,
    type: FieldType,
    required: bool,
    description: str,
    enum: tuple[str, ...] | None = None,
    default: str | None = None,
) -> ToolField:
    pointer = "/" + path.replace(".", "/")
    return ToolField(path=path, pointer=pointer, title=title, type=type, required=required,
                     description=description, enum=enum, default=default)  # fmt: skip


TOOL_FIELDS: tuple[ToolField, ...] = (
    _field("type", "Type", "string", True, _TYPE_HELP, enum=("function",)),
    _field("function.name", "Name", "string", True, _NAME_HELP),
    _field("function.description", "Description", "string", True, _DESCRIPTION_HELP),
    _field("function.parameters", "Parameters", "object", True, _PARAMETERS_HELP),
    _field("function.strict", "Strict", "boolean", False, _STRICT_HELP),
    _field("permission", "Permission", "string", False, _PERMISSION_HELP, PERMISSIONS, DEFAULT_PERMISSION),
)


class ToolProblem(BaseModel):
    """One problem: ``pointer`` locates it (for a missing field, the field itself), ``message`` explains."""

    model_config = ConfigDict(frozen=True)

    pointer: str
    message: str


class ToolDefinition(RootModel[dict[str, Any]]):
    """A valid tool definition, kept exactly as given; dumping it gives back the same JSON object."""

    model_config = ConfigDict(frozen=True)

    @model_validator(mode="after")
    def _check(self) -> "ToolDefinition":
        problems = validate_tool(self.root)
        if problems:
            raise ValueError("; ".join(f"{p.pointer or '/'}: {p.message}" for p in problems))
        return self

    @property
    def function(self) -> dict[str, Any]:
        return self.root["function"]

    @property
    def name(self) -> str:
        return self.function["name"]

    @property
    def description(self) -> str:
        return self.function["description"]

    @property
    def parameters(self) -> dict[str, Any]:
        return self.function["parameters"]

    @property
    def strict(self) -> bool:
        return self.function.get("strict", False)

    @property
    def permission(self) -> Permission:
        return self.root.get("permission", DEFAULT_PERMISSION)

    def provider_tool(self) -> dict[str, Any]:
        """The tool as a provider receives it: Assent's root fields and unknown ``function`` keys left out."""
        known = ("name", "description", "parameters", "strict")
        return {"type": "function", "function": {k: v for k, v in self.function.items() if k in known}}


def validate_tool(definition: object) -> list[ToolProblem]:
    """Every problem of one definition, in a stable order; an empty list means it is valid."""
    return _tool_problems(definition, ())


def validate_tools(definitions: object) -> list[ToolProblem]:
    """Every problem of a list of definitions; pointers start with ``/tools/<i>``."""
    if not isinstance(definitions, list):
        return [_problem(("tools",), f"must be an array, got {_kind(definitions)}")]
    problems: list[ToolProblem] = []
    if len(definitions) > MAX_TOOLS:
        problems.append(_problem(("tools",), f"has {len(definitions)} tools; the limit is {MAX_TOOLS}"))
    first_index: dict[str, int] = {}
    for index, definition in enumerate(definitions):
        problems.extend(_tool_problems(definition, ("tools", index)))
        name = _function_name(definition)
        if name is None:
            continue
        if name in first_index:
            message = f'"{name}" is already the name of tools[{first_index[name]}]'
            problems.append(_problem(("tools", index, "function", "name"), message))
        else:
            first_index[name] = index
    return problems


# --- checks -------------------------------------------------------------------------------------

Path = tuple[str | int, ...]


@cache
def _tool_validator() -> Validator:
    """TOOL_SCHEMA compiled once; ``required`` reports the missing member's own path."""

    def required(validator: Validator, names: list[str], instance: Any, _schema: object) -> Iterator:
        if validator.is_type(instance, "object"):
            for name in names:
                if name not in instance:
                    yield ValidationError(f"{name} is required", path=[name])

    cls = extend(Draft202012Validator, validators={"required": required})
    return cls(json.loads(json.dumps(TOOL_SCHEMA)))


def _tool_problems(definition: object, base: Path) -> list[ToolProblem]:
    try:
        size = len(
            json.dumps(definition, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode()
        )
    except (TypeError, ValueError, RecursionError):
        message = (
            "is not plain JSON: it holds NaN, Infinity, an unpaired surrogate, a cycle or a non-JSON value"
        )
        return [_problem(base, message)]
    problems: list[ToolProblem] = []
    if size > MAX_TOOL_BYTES:
        limit = MAX_TOOL_BYTES // 1024
        problems.append(_problem(base, f"is {size / 1024:.1f} KB as JSON; the limit is {limit} KB"))
        if size > MAX_CHECKED_BYTES:
            return problems
    errors = _tool_validator().iter_errors(cast(Any, definition))
    schema_problems = [_schema_error_problem(error, base, definition) for error in errors]
    problems.extend(schema_problems)
    function = definition.get("function") if isinstance(definition, dict) else None
    if not isinstance(function, dict):
        return problems
    path = (*base, "function")
    problems.extend(_function_problems(function, path))
    if isinstance(function.get("parameters"), dict):
        # TOOL_SCHEMA already checked the top of parameters; report each location once.
        reported = {p.pointer for p in schema_problems}
        walked = _subschema_problems(function["parameters"], (*path, "parameters"))
        problems.extend(p for p in walked if p.pointer not in reported)
    return problems


def _function_problems(function: dict[str, Any], path: Path) -> Iterator[ToolProblem]:
    name = function.get("name")
    if isinstance(name, str):
        if not TOOL_NAME_PATTERN.fullmatch(name):
            yield _problem((*path, "name"), "must be 1 to 64 letters, digits, underscores or hyphens")
        elif name.lower() in RESERVED_TOOL_NAMES:
            yield _problem((*path, "name"), f'"{name}" is reserved for an Assent helper; choose another name')
    if "permission" in function:
        yield _problem(
            (*path, "permission"), "belongs at the top level of the tool, beside type and function"
        )
    parameters = function.get("parameters")
    if isinstance(parameters, dict):
        required, properties = parameters.get("required"), parameters.get("properties")
        if isinstance(required, list) and isinstance(properties, dict):
            for index, item in enumerate(required):
                if isinstance(item, str) and item not in properties:
                    message = f'names "{item}", which is not in {_label((*path, "parameters", "properties"))}'
                    yield _problem((*path, "parameters", "required", index), message)


_SCHEMA_KEYWORDS = ("items", "additionalProperties", "not", "if", "then", "else", "contains",
                    "propertyNames", "unevaluatedProperties", "unevaluatedItems")  # fmt: skip
_SCHEMA_MAP_KEYWORDS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SCHEMA_LIST_KEYWORDS = ("allOf", "anyOf", "oneOf", "prefixItems")


def _subschema_problems(root: object, root_path: Path) -> Iterator[ToolProblem]:
    """Walks a JSON Schema in document order, without recursion (plain JSON has no cycles)."""
    stack: list[tuple[object, Path]] = [(root, root_path)]
    while stack:
        schema, path = stack.pop()
        if isinstance(schema, bool):
            continue
        if not isinstance(schema, dict):
            yield _problem(path, f"must be a JSON Schema (an object or a boolean), got {_kind(schema)}")
            continue
        children: list[tuple[object, Path]] = []
        for keyword, value in schema.items():
            here = (*path, keyword)
            if keyword in _SCHEMA_KEYWORDS:
                if keyword == "items" and isinstance(value, list):  # the tuple form of older drafts
                    children.extend((item, (*here, i)) for i, item in enumerate(value))
                else:
                    children.append((value, here))
            elif keyword in _SCHEMA_MAP_KEYWORDS:
                if isinstance(value, dict):
                    children.extend((member, (*here, key)) for key, member in value.items())
                else:
                    yield _problem(here, f"must be an object, got {_kind(value)}")
            elif keyword in _SCHEMA_LIST_KEYWORDS:
                if isinstance(value, list) and value:
                    children.extend((member, (*here, i)) for i, member in enumerate(value))
                else:
                    yield _problem(here, "must be a non-empty array of schemas")
            else:
                yield from _keyword_problems(keyword, value, here)
        stack.extend(reversed(children))


def _keyword_problems(keyword: str, value: object, path: Path) -> Iterator[ToolProblem]:
    if keyword == "type":
        kinds = value if isinstance(value, list) else [value]
        if not kinds or any(kind not in JSON_TYPES for kind in kinds):
            yield _problem(path, f"must be one of {', '.join(JSON_TYPES)}, or a list of them")
    elif keyword == "enum" and not isinstance(value, list):
        yield _problem(path, f"must be an array, got {_kind(value)}")
    elif keyword == "required" and not isinstance(value, list):
        yield _problem(path, f"must be an array of property names, got {_kind(value)}")
    elif keyword == "required" and isinstance(value, list):
        seen: set[str] = set()
        for index, name in enumerate(value):
            if not isinstance(name, str):
                yield _problem((*path, index), f"must be a string, got {_kind(name)}")
            elif name in seen:
                yield _problem((*path, index), f'repeats "{name}"')
            else:
                seen.add(name)


# --- messages -----------------------------------------------------------------------------------


def _schema_error_problem(error: ValidationError, base: Path, definition: object) -> ToolProblem:
    path: Path = (*base, *error.absolute_path)
    value: Any = error.validator_value
    if error.validator == "required":
        hint = ""
        flat = isinstance(definition, dict) and any(k in definition for k in ("name", "parameters"))
        if flat and path[len(base) :] == ("function",):
            hint = " (name, description and parameters go inside function)"
        return _problem(path, f"is required{hint}")
    if error.validator == "type":
        expected = " or ".join(_article(t) for t in (value if isinstance(value, list) else [value]))
        return _problem(path, f"must be {expected}, got {_kind(error.instance)}")
    if error.validator == "const":
        return _problem(path, f"must be {json.dumps(value)}")
    if error.validator == "enum":
        return _problem(path, f"must be one of {', '.join(str(v) for v in value)}")
    return _problem(path, error.message)


def _problem(path: Path, message: str) -> ToolProblem:
    return ToolProblem(pointer=_pointer(path), message=f"{_label(path)} {message}")


def _pointer(path: Sequence[str | int]) -> str:
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in path)


_PLAIN_KEY = re.compile(r"[A-Za-z_$][A-Za-z0-9_$-]*")


def _label(path: Sequence[str | int]) -> str:
    """``function.parameters.required[0]``; keys that are not plain words are quoted: ``x["a.b"]``."""
    if not path:
        return "tool definition"
    label = ""
    for part in path:
        if isinstance(part, int):
            label += f"[{part}]"
        elif _PLAIN_KEY.fullmatch(part):
            label += f".{part}" if label else part
        else:
            label += f"[{json.dumps(part, ensure_ascii=False)}]"
    return label


def _kind(value: object) -> str:
    """The JSON type of a value, with its article, for messages: ``got an array``."""
    kinds = ((bool, "a boolean"), (int | float, "a number"), (str, "a string"), (dict, "an object"))
    kinds += ((list, "an array"), (type(None), "null"))
    return next((name for cls, name in kinds if isinstance(value, cls)), f"a {type(value).__name__}")


def _article(json_type: str) -> str:
    return {"object": "an object", "array": "an array", "integer": "an integer", "null": "null"}.get(
        json_type, f"a {json_type}"
    )


def _function_name(definition: object) -> str | None:
    if isinstance(definition, dict) and isinstance(definition.get("function"), dict):
        name = definition["function"].get("name")
        return name if isinstance(name, str) else None
    return None
