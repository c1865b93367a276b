"""A tool in the seed's shape (the OpenAI function-calling example), fresh for every test."""

from typing import Any

import pytest


@pytest.fixture
def weather_tool() -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Get current temperature for a given location.",
            "parameters": {
                "type": "object",
                "properties": {
                    "location": {"type": "string", "description": "City and country e.g. Bogotá, Colombia"}
                },
                "required": ["location"],
                "additionalProperties": False,
            },
            "strict": True,
        },
    }
