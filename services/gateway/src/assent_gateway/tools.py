"""What the tool routes answer: the tool-definition schema for an editor, and live validation.

Plain functions over ``assent_contracts.tool_definitions``; nothing here touches Redis.
"""

from typing import Any

from pydantic import BaseModel

from assent_contracts.tool_definitions import (
    MAX_TOOL_BYTES,
    MAX_TOOLS,
    TOOL_FIELDS,
    TOOL_SCHEMA,
    ToolProblem,
    validate_tool,
    validate_tools,
)


class ToolPointerProblem(BaseModel):
    pointer: str
    message: str


class ToolsValidated(BaseModel):
    valid: bool
    errors: list[ToolPointerProblem]


def schema_view() -> dict[str, Any]:
    """``TOOL_SCHEMA``, the fields a UI renders, and the limits."""
    return {
        "schema": TOOL_SCHEMA,
        "fields": [f.model_dump(mode="json", exclude_none=True) for f in TOOL_FIELDS],
        "limits": {"max_tool_bytes": MAX_TOOL_BYTES, "max_tools": MAX_TOOLS},
    }


def validation_view(body: Any) -> ToolsValidated:
    """``{"tools": [...]}`` is checked as a list (pointers ``/tools/<i>/…``), ``{"tool": {...}}`` as one
    tool (pointers relative to the tool), and anything else as one tool itself."""
    problems: list[ToolProblem]
    if isinstance(body, dict) and set(body) == {"tools"}:
        problems = validate_tools(body["tools"])
    elif isinstance(body, dict) and set(body) == {"tool"}:
        problems = validate_tool(body["tool"])
    else:
        problems = validate_tool(body)
    errors = [ToolPointerProblem(pointer=p.pointer, message=p.message) for p in problems]
    return ToolsValidated(valid=not errors, errors=errors)
