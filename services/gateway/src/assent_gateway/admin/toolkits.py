"""Which toolkits an organisation has enabled, changed by its administrators. A disabled toolkit's
connections disappear from members' lists, new conversations refuse them and the executor refuses
their actions; discovery is told so it re-reads. Every toolkit named must exist, or nothing is
written."""

from sqlalchemy.dialects.postgresql import insert

from assent_contracts.directory import Directory, User
from assent_database.tables import OrgToolkitRow
from assent_gateway.admin.schemas import ToolkitItem, ToolkitsUpdate
from assent_gateway.problems import FieldProblem, ProblemError
from assent_runtime.directory_source import DatabaseDirectory


def toolkits_of(directory: Directory, admin: User) -> list[ToolkitItem]:
    return [
        ToolkitItem(
            slug=t.slug,
            display_name=t.display_name,
            mcp_url=t.mcp_url,
            auth_kind=t.auth_kind,
            enabled=directory.toolkit_enabled(admin.org, t.slug),
        )
        for t in directory.toolkits
    ]


async def set_toolkits(
    source: DatabaseDirectory, directory: Directory, admin: User, update: ToolkitsUpdate
) -> list[ToolkitItem]:
    problems = [
        FieldProblem("unknown toolkit", f"/toolkits/{index}/slug", code="unknown_toolkit")
        for index, setting in enumerate(update.toolkits)
        if directory.toolkit(setting.slug) is None
    ]
    if problems:
        raise ProblemError(422, "unknown_toolkit", problems[0].detail, problems)
    changed = [s for s in update.toolkits if directory.toolkit_enabled(admin.org, s.slug) != s.enabled]
    if not changed:
        return toolkits_of(directory, admin)
    async with source.sessions.begin() as session:
        for setting in changed:
            statement = insert(OrgToolkitRow).values(
                org_id=admin.org, toolkit=setting.slug, enabled=setting.enabled
            )
            await session.execute(
                statement.on_conflict_do_update(
                    index_elements=[OrgToolkitRow.org_id, OrgToolkitRow.toolkit],
                    set_={"enabled": statement.excluded.enabled},
                )
            )
    slugs = {s.slug for s in changed}
    await source.changed(*(c.id for c in directory.connections if c.org == admin.org and c.toolkit in slugs))
    return toolkits_of(await source.current(), admin)
