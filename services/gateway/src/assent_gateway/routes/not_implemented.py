"""Routes of the contract that are not built yet: each answers 501 ``not_implemented``."""

from typing import Any

from litestar import get, post
from litestar.params import FromPath

from assent_gateway.problems import ProblemError


def _not_yet(what: str) -> ProblemError:
    return ProblemError(501, "not_implemented", f"{what} is not available yet")


@post("/turns/{turn_id:str}/tool-results", tags=["turns"], status_code=501)
async def submit_tool_result(turn_id: FromPath[str]) -> dict[str, Any]:
    """The result of a client-side function tool (not available yet)."""
    raise _not_yet("submitting client tool results")


@get("/tools/schema", tags=["tools"])
async def tool_schema() -> dict[str, Any]:
    """The tool-definition JSON Schema (not available yet)."""
    raise _not_yet("the tool-definition schema")


@post("/tools/validate", tags=["tools"], status_code=501)
async def validate_tools() -> dict[str, Any]:
    """Live validation of tool definitions (not available yet)."""
    raise _not_yet("tool validation")
