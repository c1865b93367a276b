"""The OpenAPI document declares the statuses the routes really answer (issue 9, item 7, in part):
decision and tool-result posts answer 202 (recorded now) or 200 (already recorded), never the 201
Litestar declares for a POST by default; connecting an account answers 201 (new) or 200 (reconnected)."""

from pathlib import Path
from typing import Any

import pytest

from assent_gateway.app import create_app
from assent_gateway.settings import GatewaySettings


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    key = Path(tmp_path_factory.mktemp("dev")) / "dev-key.json"
    app = create_app(GatewaySettings(dev_mode=True, dev_key_path=str(key)))
    return app.openapi_schema.to_schema()


@pytest.mark.parametrize(
    ("path", "statuses"),
    [
        ("/v1/turns/{turn_id}/proposals/{proposal_id}/decision", {"202", "200"}),
        ("/v1/turns/{turn_id}/tool-results", {"202", "200"}),
        ("/v1/connections", {"201", "200"}),
    ],
)
def test_a_post_declares_the_success_statuses_it_answers(
    document: dict[str, Any], path: str, statuses: set[str]
) -> None:
    declared = {code for code in document["paths"][path]["post"]["responses"] if code.startswith("2")}
    assert declared == statuses
    for code in statuses:
        content = document["paths"][path]["post"]["responses"][code]["content"]
        assert "application/json" in content
