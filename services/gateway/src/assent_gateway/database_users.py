"""Users in PostgreSQL (``users``), as the identity provider describes them: created on first sign-in,
updated when their claims change (name, email, role), together with their organisation if it is
new. Connections reference their owner, so a user must be here before connecting an account.
``recent`` remembers the users this process wrote, so a bearer request costs no database round trip."""

from collections import OrderedDict

from sqlalchemy.dialects.postgresql import insert

from assent_contracts.directory import User
from assent_database.tables import OrgRow, UserRow
from assent_runtime.directory_source import DatabaseDirectory


class DatabaseUserStore:
    def __init__(self, source: DatabaseDirectory, *, remember: int = 10_000) -> None:
        self._source = source
        self._remember = remember
        self._recent: OrderedDict[str, User] = OrderedDict()

    async def signed_in(self, user: User) -> None:
        if self._recent.get(user.id) == user:
            self._recent.move_to_end(user.id)
            return
        if await self.get(user.id) != user:
            await self._write(user)
            await self._source.changed()
        self._recent[user.id] = user
        if len(self._recent) > self._remember:
            self._recent.popitem(last=False)

    async def _write(self, user: User) -> None:
        values = {
            "id": user.id,
            "org_id": user.org,
            "subject": user.subject or user.id,
            "email": user.email,
            "name": user.name,
            "roles": [user.role],
        }
        async with self._source.sessions.begin() as session:
            await session.execute(
                insert(OrgRow)
                .values(id=user.org, name=user.org)
                .on_conflict_do_nothing(index_elements=["id"])
            )
            statement = insert(UserRow).values(**values)
            await session.execute(
                statement.on_conflict_do_update(
                    index_elements=[UserRow.id],
                    set_={name: statement.excluded[name] for name in values if name != "id"},
                )
            )

    async def get(self, user_id: str) -> User | None:
        async with self._source.sessions() as session:
            row = await session.get(UserRow, user_id)
        if row is None:
            return None
        role = "admin" if "admin" in row.roles else "member"
        subject = row.subject if row.subject != row.id else None
        return User(id=row.id, org=row.org_id, name=row.name, email=row.email, role=role, subject=subject)
