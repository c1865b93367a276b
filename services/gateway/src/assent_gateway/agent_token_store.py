"""``AgentTokenStore`` over PostgreSQL (``agent_tokens``): digests only, never a token."""

from datetime import datetime, timedelta

from sqlalchemy import or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_contracts.conversations import ConnectionSelection
from assent_database.tables import AgentTokenRow
from assent_gateway.agent_tokens import AgentToken

TOUCH_EVERY = timedelta(minutes=1)
"""``last_used_at`` is written at most this often per token, not on every MCP request."""


def _token(row: AgentTokenRow) -> AgentToken:
    return AgentToken(
        id=row.id,
        owner=row.owner_id,
        org=row.org_id,
        name=row.name,
        digest=row.digest,
        prefix=row.prefix,
        connections=[ConnectionSelection.model_validate(c) for c in row.connections],
        created_at=row.created_at,
        expires_at=row.expires_at,
        last_used_at=row.last_used_at,
        revoked_at=row.revoked_at,
    )


class SqlAgentTokenStore:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def add(self, token: AgentToken) -> None:
        async with self._sessions.begin() as session:
            session.add(
                AgentTokenRow(
                    id=token.id,
                    owner_id=token.owner,
                    org_id=token.org,
                    name=token.name,
                    digest=token.digest,
                    prefix=token.prefix,
                    connections=[c.model_dump() for c in token.connections],
                    created_at=token.created_at,
                    expires_at=token.expires_at,
                )
            )

    async def by_digest(self, digest: str) -> AgentToken | None:
        async with self._sessions() as session:
            row = await session.scalar(select(AgentTokenRow).where(AgentTokenRow.digest == digest))
            return None if row is None else _token(row)

    async def owned_by(self, owner: str) -> list[AgentToken]:
        query = (
            select(AgentTokenRow)
            .where(AgentTokenRow.owner_id == owner, AgentTokenRow.revoked_at.is_(None))
            .order_by(AgentTokenRow.created_at.desc())
        )
        async with self._sessions() as session:
            return [_token(row) for row in await session.scalars(query)]

    async def revoke(self, owner: str, token_id: str, at: datetime) -> AgentToken | None:
        async with self._sessions.begin() as session:
            row = await session.scalar(
                select(AgentTokenRow)
                .where(AgentTokenRow.id == token_id, AgentTokenRow.owner_id == owner)
                .with_for_update()
            )
            if row is None:
                return None
            token = _token(row)
            if row.revoked_at is None:
                row.revoked_at = at
            return token

    async def touch(self, token_id: str, at: datetime) -> None:
        async with self._sessions.begin() as session:
            await session.execute(
                update(AgentTokenRow)
                .where(
                    AgentTokenRow.id == token_id,
                    or_(AgentTokenRow.last_used_at.is_(None), AgentTokenRow.last_used_at < at - TOUCH_EVERY),
                )
                .values(last_used_at=at)
            )
