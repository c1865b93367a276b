"""The migrated schema on a real PostgreSQL: migrations are idempotent and the constraints that keep
the data honest hold."""

import pytest
from sqlalchemy import insert, inspect, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine

from assent_database.migrate import current_revision, head_revision, upgrade_to_head, wait_for_schema
from assent_database.tables import ConnectionRow, OrgRow, ToolkitRow, UserRow


async def test_a_fresh_database_is_at_head_and_upgrading_again_changes_nothing(database: AsyncEngine) -> None:
    assert await current_revision(database) == head_revision()
    await upgrade_to_head(database)
    await wait_for_schema(database, timeout_s=1)
    async with database.connect() as connection:
        names = await connection.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    assert {"orgs", "users", "toolkits", "org_toolkits", "connections", "activity"} <= names


async def _seed(database: AsyncEngine) -> None:
    async with database.begin() as connection:
        await connection.execute(insert(OrgRow).values(id="acme", name="Acme"))
        await connection.execute(
            insert(UserRow).values(id="alice", org_id="acme", subject="alice", name="Alice")
        )
        await connection.execute(
            insert(ToolkitRow).values(slug="github", display_name="GitHub", mcp_url="http://x/mcp")
        )
        await connection.execute(
            insert(ConnectionRow).values(
                id="c1", org_id="acme", toolkit="github", kind="personal", owner_id="alice", display_name="a"
            )
        )


async def test_one_personal_connection_per_user_and_toolkit(database: AsyncEngine) -> None:
    await _seed(database)
    with pytest.raises(IntegrityError):
        async with database.begin() as connection:
            await connection.execute(
                insert(ConnectionRow).values(
                    id="c2",
                    org_id="acme",
                    toolkit="github",
                    kind="personal",
                    owner_id="alice",
                    display_name="2",
                )
            )
    async with database.begin() as connection:  # shared ones are not limited
        for cid in ("s1", "s2"):
            await connection.execute(
                insert(ConnectionRow).values(
                    id=cid, org_id="acme", toolkit="github", kind="shared", display_name=cid
                )
            )
        ids = (await connection.execute(select(ConnectionRow.id).order_by(ConnectionRow.id))).scalars().all()
    assert ids == ["c1", "s1", "s2"]


async def test_a_personal_connection_needs_an_owner_and_a_shared_one_has_none(database: AsyncEngine) -> None:
    await _seed(database)
    for values in (
        {"id": "x1", "kind": "personal", "owner_id": None},
        {"id": "x2", "kind": "shared", "owner_id": "alice"},
    ):
        with pytest.raises(IntegrityError):
            async with database.begin() as connection:
                await connection.execute(
                    insert(ConnectionRow).values(org_id="acme", toolkit="github", display_name="x", **values)
                )


async def test_each_test_gets_its_own_empty_database(database: AsyncEngine) -> None:
    async with database.connect() as connection:
        assert (await connection.execute(select(OrgRow.id))).all() == []
