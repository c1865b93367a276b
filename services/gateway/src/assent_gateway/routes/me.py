"""``GET /v1/me``: who is signed in, so a page can greet them and learn its CSRF token."""

from typing import Any

from litestar import Request, get
from litestar.utils.empty import value_or_default
from litestar.utils.scope.state import ScopeState

from assent_contracts.directory import User
from assent_gateway.deps import CallerDep
from assent_gateway.schemas import Me


@get("/me", tags=["identity"])
async def me(caller: CallerDep, request: Request[User, str, Any]) -> Me:
    """The caller as the identity provider describes them, and how they are signed in."""
    by_session = request.auth == "session"
    csrf_token = value_or_default(ScopeState.from_scope(request.scope).csrf_token, None)
    return Me(
        id=caller.id,
        name=caller.name,
        email=caller.email,
        org=caller.org,
        role=caller.role,
        signed_in_by="session" if by_session else "bearer",
        csrf_token=csrf_token if by_session else None,
    )
