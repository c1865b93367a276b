"""``assent secrets rotate``: every stored credential, OAuth grant, OAuth client secret and API key
re-encrypted under the first configured key (``cipher``), in one transaction. Values stay the same,
so no revision changes."""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from assent_database.cipher import CredentialCipher
from assent_database.tables import ConnectionRow, OAuthClientRow, ProviderRow


async def rotate_secrets(session: AsyncSession, cipher: CredentialCipher) -> int:
    """Re-encrypt everything (the caller commits); returns how many values were rewritten. A value no
    configured key opens raises ``CredentialUnreadable`` and nothing is written."""
    count = 0
    for row in await session.scalars(select(ConnectionRow).with_for_update()):
        if row.credentials is not None:
            row.credentials = cipher.rotate(row.credentials)
            count += 1
        if row.oauth_tokens is not None:
            row.oauth_tokens = cipher.rotate(row.oauth_tokens)
            count += 1
    for client in await session.scalars(
        select(OAuthClientRow).where(OAuthClientRow.client_secret.is_not(None))
    ):
        assert client.client_secret is not None
        client.client_secret = cipher.rotate(client.client_secret)
        count += 1
    for provider in await session.scalars(select(ProviderRow).where(ProviderRow.api_key.is_not(None))):
        assert provider.api_key is not None
        provider.api_key = cipher.rotate(provider.api_key)
        count += 1
    await session.flush()
    return count
