"""docs/tool-definitions.md shows TOOL_SCHEMA as it is, and TOOL_FIELDS the way the doc lists them."""

import json
import re
from pathlib import Path

from assent_contracts.tool_definitions import TOOL_FIELDS, TOOL_SCHEMA

DOC = Path(__file__).resolve().parents[3] / "docs" / "tool-definitions.md"


def _section(title: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def test_the_documented_schema_is_tool_schema() -> None:
    block = re.search(r"```json\n(.*?)\n```", _section("The schema"), re.DOTALL)
    assert block is not None
    assert json.loads(block.group(1)) == TOOL_SCHEMA


def test_the_documented_fields_are_tool_fields() -> None:
    rows = re.findall(r"^\| `([\w.]+)` \|", _section("Fields for a UI"), re.MULTILINE)
    assert rows == [field.path for field in TOOL_FIELDS]
