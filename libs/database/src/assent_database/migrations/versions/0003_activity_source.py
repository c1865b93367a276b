"""MCP activity says where an action came from: the Playground, or an external agent (its token's id
and name).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("activity", sa.Column("source", sa.String(16), server_default="playground", nullable=False))
    op.add_column("activity", sa.Column("agent_token_id", sa.String(64), nullable=True))
    op.add_column("activity", sa.Column("agent_name", sa.Text(), nullable=True))


def downgrade() -> None:
    op.drop_column("activity", "agent_name")
    op.drop_column("activity", "agent_token_id")
    op.drop_column("activity", "source")
