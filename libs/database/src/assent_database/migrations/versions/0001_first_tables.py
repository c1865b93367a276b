"""The first tables: organisations, users, providers, project keys, toolkits, their enablement,
connections and MCP activity.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "activity",
        sa.Column("id", sa.BigInteger(), autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=False),
        sa.Column("conversation_id", sa.String(length=128), nullable=False),
        sa.Column("turn_id", sa.String(length=128), nullable=False),
        sa.Column("connection_id", sa.String(length=128), nullable=False),
        sa.Column("action_name", sa.Text(), nullable=False),
        sa.Column("action_revision", sa.String(length=128), nullable=False),
        sa.Column("connection_revision", sa.String(length=128), nullable=False),
        sa.Column("approval_id", sa.String(length=128), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("duration_ms", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_activity")),
        sa.UniqueConstraint("approval_id", name=op.f("uq_activity_approval_id")),
    )
    op.create_index(op.f("ix_activity_finished_at"), "activity", ["finished_at"], unique=False)
    op.create_index("ix_activity_user_id_id", "activity", ["user_id", "id"], unique=False)
    op.create_table(
        "orgs",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_orgs")),
    )
    op.create_table(
        "providers",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("base_url", sa.Text(), nullable=False),
        sa.Column("api_key", sa.Text(), nullable=True),
        sa.Column("models", sa.JSON(), server_default=sa.text("'[]'"), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_providers")),
    )
    op.create_table(
        "toolkits",
        sa.Column("slug", sa.String(length=32), nullable=False),
        sa.Column("display_name", sa.Text(), nullable=False),
        sa.Column("mcp_url", sa.Text(), nullable=False),
        sa.Column("auth_kind", sa.String(length=16), server_default="static", nullable=False),
        sa.CheckConstraint("auth_kind IN ('static', 'oauth')", name=op.f("ck_toolkits_auth_kind")),
        sa.PrimaryKeyConstraint("slug", name=op.f("pk_toolkits")),
    )
    op.create_table(
        "org_toolkits",
        sa.Column("org_id", sa.String(length=64), nullable=False),
        sa.Column("toolkit", sa.String(length=32), nullable=False),
        sa.Column("enabled", sa.Boolean(), server_default=sa.text("true"), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.ForeignKeyConstraint(
            ["org_id"], ["orgs.id"], name=op.f("fk_org_toolkits_org_id_orgs"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["toolkit"], ["toolkits.slug"], name=op.f("fk_org_toolkits_toolkit_toolkits"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("org_id", "toolkit", name=op.f("pk_org_toolkits")),
    )
    op.create_table(
        "project_keys",
        sa.Column("org_id", sa.String(length=64), nullable=False),
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("provider_id", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["org_id"], ["orgs.id"], name=op.f("fk_project_keys_org_id_orgs"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["provider_id"],
            ["providers.id"],
            name=op.f("fk_project_keys_provider_id_providers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("org_id", "id", name=op.f("pk_project_keys")),
    )
    op.create_table(
        "users",
        sa.Column("id", sa.String(length=128), nullable=False),
        sa.Column("org_id", sa.String(length=64), nullable=False),
        sa.Column("subject", sa.String(length=255), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=True),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column(
            "roles",
            postgresql.ARRAY(sa.String(length=32)),
            server_default=sa.text("'{member}'"),
            nullable=False,
        ),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.ForeignKeyConstraint(
            ["org_id"], ["orgs.id"], name=op.f("fk_users_org_id_orgs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("subject", name=op.f("uq_users_subject")),
    )
    op.create_index(op.f("ix_users_org_id"), "users", ["org_id"], unique=False)
    op.create_table(
        "connections",
        sa.Column("id", sa.String(length=128), nullable=False),
        sa.Column("org_id", sa.String(length=64), nullable=False),
        sa.Column("toolkit", sa.String(length=32), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("owner_id", sa.String(length=128), nullable=True),
        sa.Column("display_name", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=16), server_default="connected", nullable=False),
        sa.Column("config_version", sa.Integer(), server_default=sa.text("1"), nullable=False),
        sa.Column("permission", sa.String(length=8), server_default="ask", nullable=False),
        sa.Column("credentials", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.CheckConstraint(
            "(kind = 'personal') = (owner_id IS NOT NULL)", name=op.f("ck_connections_owner_iff_personal")
        ),
        sa.CheckConstraint("kind IN ('personal', 'shared')", name=op.f("ck_connections_kind")),
        sa.CheckConstraint("permission IN ('allow', 'ask', 'deny')", name=op.f("ck_connections_permission")),
        sa.CheckConstraint(
            "status IN ('connected', 'disconnected', 'missing')", name=op.f("ck_connections_status")
        ),
        sa.ForeignKeyConstraint(
            ["org_id"], ["orgs.id"], name=op.f("fk_connections_org_id_orgs"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["owner_id"], ["users.id"], name=op.f("fk_connections_owner_id_users"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["toolkit"], ["toolkits.slug"], name=op.f("fk_connections_toolkit_toolkits"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_connections")),
    )
    op.create_index(op.f("ix_connections_org_id"), "connections", ["org_id"], unique=False)
    op.create_index(
        "uq_connections_personal_owner_toolkit",
        "connections",
        ["org_id", "owner_id", "toolkit"],
        unique=True,
        postgresql_where=sa.text("kind = 'personal'"),
    )


def downgrade() -> None:
    op.drop_index(
        "uq_connections_personal_owner_toolkit",
        table_name="connections",
        postgresql_where=sa.text("kind = 'personal'"),
    )
    op.drop_index(op.f("ix_connections_org_id"), table_name="connections")
    op.drop_table("connections")
    op.drop_index(op.f("ix_users_org_id"), table_name="users")
    op.drop_table("users")
    op.drop_table("project_keys")
    op.drop_table("org_toolkits")
    op.drop_table("toolkits")
    op.drop_table("providers")
    op.drop_table("orgs")
    op.drop_index("ix_activity_user_id_id", table_name="activity")
    op.drop_index(op.f("ix_activity_finished_at"), table_name="activity")
    op.drop_table("activity")
