"""The tool-definition schema and live validation of tool definitions (docs/tool-definitions.md)."""

from typing import Any

from litestar import get, post
from litestar.params import JSONBody
from litestar.status_codes import HTTP_200_OK

from assent_gateway.tools import ToolsValidated, schema_view, validation_view


@get("/tools/schema", tags=["tools"])
async def tool_schema() -> dict[str, Any]:
    """``TOOL_SCHEMA`` (JSON Schema 2020-12), the fields a tool editor renders, and the limits."""
    return schema_view()


@post("/tools/validate", tags=["tools"], status_code=HTTP_200_OK)
async def validate_tools(data: JSONBody[Any]) -> ToolsValidated:
    """Check one tool (the body, or ``{"tool": …}``) or a list (``{"tools": […]}``): ``valid`` and every
    problem with its JSON pointer. Problems are the answer here, not an error; nothing is stored."""
    return validation_view(data)
