"""The demo model served by uvicorn on a real local port, for the tests of this folder."""

import asyncio
import socket
from collections.abc import AsyncIterator

import pytest
import uvicorn
from pydantic import SecretStr

from assent_demo.model import DemoModelSettings, create_app

API_KEY = "demo-test-key"


@pytest.fixture(scope="session")
def demo_model_key() -> str:
    return API_KEY


@pytest.fixture(scope="module")
async def demo_model_url() -> AsyncIterator[str]:
    """Base URL (``http://127.0.0.1:<port>``) of a running demo model with api key ``API_KEY``.

    The socket is bound and listening before the server starts, so no request can race it."""
    settings = DemoModelSettings(api_key=SecretStr(API_KEY), slow_delay=0.01)
    app = create_app(settings)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    port = listener.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    serving = asyncio.create_task(server.serve(sockets=[listener]))
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await serving
        listener.close()
