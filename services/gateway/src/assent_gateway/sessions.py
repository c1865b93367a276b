"""Server-side browser sessions and pending sign-ins, in Redis.

The cookie holds only a random session id; Redis holds the signed-in user under the SHA-256 of that id
(so a read of Redis yields no usable cookie), expiring after ``session_ttl_s``. A sign-in in progress
(state, nonce, PKCE verifier, where to return) is kept for ``LOGIN_TTL_S`` and can be taken once.
"""

import hashlib
import secrets

from pydantic import BaseModel
from redis.asyncio import Redis

from assent_contracts.directory import User

SESSION_PREFIX = "assent:session:"
LOGIN_PREFIX = "assent:login:"
LOGIN_TTL_S = 600


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


class LoginAttempt(BaseModel):
    """One ``/auth/login`` waiting for its ``/auth/callback``. ``browser`` is the digest of the random
    value in the browser's login cookie: a callback from another browser is refused (login CSRF)."""

    state: str
    nonce: str
    code_verifier: str
    redirect_uri: str
    return_to: str
    browser: str


class SessionStore:
    def __init__(self, redis: Redis, *, ttl_s: int) -> None:
        self._redis = redis
        self.ttl_s = ttl_s

    async def create(self, user: User) -> str:
        """A new session of ``user``; the returned id goes into the cookie and nowhere else."""
        session_id = secrets.token_urlsafe(32)
        await self._redis.set(SESSION_PREFIX + _digest(session_id), user.model_dump_json(), ex=self.ttl_s)
        return session_id

    async def user(self, session_id: str) -> User | None:
        if not session_id or len(session_id) > 128:
            return None
        raw = await self._redis.get(SESSION_PREFIX + _digest(session_id))
        return None if raw is None else User.model_validate_json(raw)

    async def delete(self, session_id: str) -> None:
        if session_id and len(session_id) <= 128:
            await self._redis.delete(SESSION_PREFIX + _digest(session_id))

    async def begin_login(self, attempt: LoginAttempt) -> None:
        key = LOGIN_PREFIX + _digest(attempt.state)
        await self._redis.set(key, attempt.model_dump_json(), ex=LOGIN_TTL_S)

    async def take_login(self, state: str, browser_secret: str | None) -> LoginAttempt | None:
        """The attempt of ``state`` (removed: a state works once), if it was begun by this browser."""
        if not state or len(state) > 256:
            return None
        raw = await self._redis.getdel(LOGIN_PREFIX + _digest(state))
        if raw is None:
            return None
        attempt = LoginAttempt.model_validate_json(raw)
        if browser_secret is None or not secrets.compare_digest(attempt.browser, _digest(browser_secret)):
            return None
        return attempt


def browser_digest(browser_secret: str) -> str:
    return _digest(browser_secret)
