"""OAuth-connected accounts (issue 11 §3): a connection's OAuth tokens (encrypted, beside the static
``credentials``), and the OAuth clients Assent registered (or was configured with) per toolkit and
authorization server.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("connections", sa.Column("oauth_tokens", sa.Text(), nullable=True))
    op.create_table(
        "oauth_clients",
        sa.Column(
            "toolkit", sa.String(32), sa.ForeignKey("toolkits.slug", ondelete="CASCADE"), primary_key=True
        ),
        sa.Column("issuer", sa.Text(), primary_key=True),
        sa.Column("redirect_uri", sa.Text(), nullable=False),
        sa.Column("client_id", sa.Text(), nullable=False),
        sa.Column("client_secret", sa.Text(), nullable=True),
        sa.Column("auth_method", sa.String(32), nullable=False),
        sa.Column("registered", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("oauth_clients")
    op.drop_column("connections", "oauth_tokens")
