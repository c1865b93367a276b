"""Who may use the administrators' routes: users with the ``admin`` role, each for their own
organisation only. A member is refused with 403; anything of another organisation is answered as
if it did not exist (404)."""

from assent_contracts.directory import User
from assent_gateway.problems import ProblemError


def require_admin(caller: User) -> None:
    if not caller.is_admin:
        raise ProblemError(403, "admin_required", "this needs the admin role in your organisation")
