"""The demo model's HTTP app: an OpenAI-compatible chat-completions server (Litestar, any ASGI server).

Routes: ``GET /v1/models`` and ``/v1/models/{id}``, ``POST /v1/chat/completions`` (streamed as SSE
``chat.completion.chunk`` lines ending in ``data: [DONE]``, or a whole completion), all behind the
Bearer api key; ``GET /healthz``; and the demo-only debugging aid ``GET /debug/requests`` and
``POST /debug/reset``. Errors use OpenAI's shape ``{"error": {message, type, param, code}}``."""

import asyncio
import hmac
import json
from collections.abc import AsyncIterator, Sequence
from typing import Any

from litestar import Litestar, Request, Response, get, post
from litestar.connection import ASGIConnection
from litestar.exceptions import HTTPException
from litestar.handlers.base import BaseRouteHandler
from litestar.params import FromPath, FromQuery
from litestar.response import Stream
from pydantic import BaseModel, ConfigDict, ValidationError

from assent_demo.model.openai_wire import (
    completion_body,
    error_body,
    model_entry,
    models_body,
    sse_data,
    stream_chunks,
)
from assent_demo.model.planner import plan
from assent_demo.model.reply import Reply
from assent_demo.model.request_log import RequestLog, StreamOutcome
from assent_demo.model.settings import DemoModelSettings
from assent_demo.model.variants import DEMO_SLOW, MODEL_IDS, failure, vary


class ProviderError(Exception):
    """An error answered in OpenAI's error shape."""

    def __init__(self, status: int, message: str, type_: str, code: str | None, param: str | None = None):
        super().__init__(message)
        self.status = status
        self.body = error_body(message, type_, code, param)


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="allow")

    model: str
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] | None = None
    tool_choice: str | dict[str, Any] | None = None
    parallel_tool_calls: bool | None = None
    stream: bool | None = False
    stream_options: dict[str, Any] | None = None


def create_app(settings: DemoModelSettings) -> Litestar:
    log = RequestLog(settings.debug_capacity)
    expected_key = settings.api_key.get_secret_value()

    def require_api_key(connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler) -> None:
        scheme, _, key = connection.headers.get("authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not hmac.compare_digest(key.strip().encode(), expected_key.encode()):
            raise ProviderError(
                401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key"
            )

    @get("/healthz")
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @get("/v1/models", guards=[require_api_key])
    async def list_models() -> dict[str, Any]:
        return models_body(MODEL_IDS)

    @get("/v1/models/{model_id:str}", guards=[require_api_key])
    async def read_model(model_id: FromPath[str]) -> dict[str, Any]:
        if model_id not in MODEL_IDS:
            raise _unknown_model(model_id)
        return model_entry(model_id)

    @post("/v1/chat/completions", guards=[require_api_key], status_code=200)
    async def chat_completions(request: Request[Any, Any, Any]) -> Response[Any]:
        chat, seq = _parse(await request.body(), log)
        if chat.model not in MODEL_IDS:
            raise _unknown_model(chat.model)
        reason = failure(chat.model, chat.messages)
        if reason:
            raise ProviderError(500, reason, "server_error", "demo_failure")
        reply = plan(chat.messages, chat.tools, chat.tool_choice, chat.parallel_tool_calls is not False)
        reply = vary(chat.model, chat.messages, reply)
        delay = settings.slow_delay if chat.model == DEMO_SLOW else 0.0
        if chat.stream:
            include_usage = bool((chat.stream_options or {}).get("include_usage"))
            events = _logged(log, seq, _events(reply, chat.model, chat.messages, include_usage, delay))
            headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
            return Stream(events, media_type="text/event-stream", headers=headers)
        if delay:
            await asyncio.sleep(delay)
        return Response(completion_body(reply, chat.model, chat.messages))

    @get("/debug/requests")
    async def debug_requests(last: FromQuery[int | None] = None) -> dict[str, Any]:
        return log.snapshot(last)

    @post("/debug/reset", status_code=204)
    async def debug_reset() -> None:
        log.reset()

    return Litestar(
        route_handlers=[healthz, list_models, read_model, chat_completions, debug_requests, debug_reset],
        exception_handlers={ProviderError: _provider_error, HTTPException: _http_error},
        openapi_config=None,
    )


def _parse(raw: bytes, log: RequestLog) -> tuple[ChatRequest, int]:
    """The request body, recorded in ``log`` once it is JSON, then validated; and its number in ``log``."""
    try:
        body = json.loads(raw)
    except ValueError:
        raise ProviderError(
            400, "We could not parse the JSON body of your request.", "invalid_request_error", None
        ) from None
    seq = log.record(body)
    try:
        return ChatRequest.model_validate(body), seq
    except ValidationError as error:
        first = error.errors()[0]
        param = ".".join(str(part) for part in first["loc"]) or None
        message = f"Invalid request: {param}: {first['msg']}" if param else f"Invalid request: {first['msg']}"
        raise ProviderError(400, message, "invalid_request_error", None, param) from None


def _unknown_model(model: str) -> ProviderError:
    message = f"The model `{model}` does not exist or you do not have access to it."
    return ProviderError(404, message, "invalid_request_error", "model_not_found")


async def _events(
    reply: Reply, model: str, prompt: Sequence[Any], include_usage: bool, delay: float
) -> AsyncIterator[bytes]:
    for chunk in stream_chunks(reply, model, prompt, include_usage):
        if delay:
            await asyncio.sleep(delay)
        yield sse_data(chunk)
    yield sse_data("[DONE]")


async def _logged(log: RequestLog, seq: int, events: AsyncIterator[bytes]) -> AsyncIterator[bytes]:
    """``events``, with the stream's outcome kept in ``log``: abandoned when the caller went away."""
    log.stream_outcome(seq, "streaming")
    outcome: StreamOutcome = "abandoned"
    try:
        async for event in events:
            yield event
        outcome = "completed"
    finally:
        log.stream_outcome(seq, outcome)


def _provider_error(_: Request[Any, Any, Any], error: ProviderError) -> Response[Any]:
    return Response(error.body, status_code=error.status)


def _http_error(_: Request[Any, Any, Any], error: HTTPException) -> Response[Any]:
    type_ = "server_error" if error.status_code >= 500 else "invalid_request_error"
    return Response(error_body(error.detail, type_, None), status_code=error.status_code)
