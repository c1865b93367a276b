"""``HEAD`` answered as ``GET`` without a body (RFC 9110 §9.3.2), for every route that answers ``GET``:
the page, its assets and the API's reads. Litestar routes only the methods a handler declares, so a
``HEAD`` of any of them was ``405``.

The request reaches the application as a ``GET``; its status and headers (``Content-Length``, the
cache and security headers) go out unchanged, its body never does. Once the head is sent, the
application is told the client has gone (``http.disconnect``), so a stream — an SSE route — ends at
once instead of running until its first event. Any other method passes through untouched.
"""

import asyncio

from litestar.types import ASGIApp, HTTPDisconnectEvent, Message, Receive, ReceiveMessage, Scope, Send

DISCONNECT: HTTPDisconnectEvent = {"type": "http.disconnect"}
END: Message = {"type": "http.response.body", "body": b"", "more_body": False}


def answer_head(app: ASGIApp) -> ASGIApp:
    """``app`` with ``HEAD`` served by its ``GET`` routes."""

    async def served(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await app(scope, receive, send)
            return
        head_sent = asyncio.Event()
        ended = False

        async def receive_until_head_sent() -> ReceiveMessage:
            if head_sent.is_set():
                return DISCONNECT
            message = asyncio.ensure_future(receive())
            sent = asyncio.ensure_future(head_sent.wait())
            await asyncio.wait({message, sent}, return_when=asyncio.FIRST_COMPLETED)
            sent.cancel()
            if message.done():
                return message.result()
            message.cancel()
            return DISCONNECT

        async def send_head_only(message: Message) -> None:
            nonlocal ended
            if message["type"] == "http.response.start":
                await send(message)
                head_sent.set()
            elif message["type"] == "http.response.body":
                if not ended:
                    ended = True
                    await send(END)
            else:
                await send(message)

        await app({**scope, "method": "GET"}, receive_until_head_sent, send_head_only)
        if head_sent.is_set() and not ended:
            await send(END)  # a stream that ended on the disconnect before sending a byte

    return served
