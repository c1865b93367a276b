"""``Allow`` on the automatic ``OPTIONS`` answer names every method of the path.

Litestar 2 makes a path's ``OPTIONS`` handler when the path's first route handler is registered and never
updates it for the ones registered after (litestar-org/litestar#4169, fixed in v3 only), so ``OPTIONS
/v1/connections`` answered ``Allow: GET, OPTIONS`` without ``POST`` (found by schemathesis'
``allow_header_conformance``). This ``before_send`` hook writes the path's full list, from the app's
routes, into every automatic ``OPTIONS`` answer, with ``HEAD`` wherever there is ``GET``
(``head_requests`` serves it, in front of the app).
"""

from typing import Any

from litestar.datastructures import MutableScopeHeaders
from litestar.routes import HTTPRoute
from litestar.types import Message, Scope


def methods_of(app: Any, path_template: str) -> str | None:
    """The methods of the route at ``path_template`` (``/v1/connections/{connection_id}``), as ``Allow``
    lists them, or None for no such route."""
    for route in app.routes:
        if isinstance(route, HTTPRoute) and route.path_format == path_template:
            methods = set(route.methods) | ({"HEAD"} if "GET" in route.methods else set())
            return ", ".join(sorted(methods))
    return None


async def allow_every_method(message: Message, scope: Scope) -> None:
    if message["type"] != "http.response.start" or scope.get("method") != "OPTIONS":
        return
    if message["status"] != 204 or "path_template" not in scope:
        return
    allowed = methods_of(scope["app"], scope["path_template"])
    if allowed is not None:
        MutableScopeHeaders.from_message(message)["Allow"] = allowed
