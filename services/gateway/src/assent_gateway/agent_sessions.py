"""An agent's session: the token's discovery context, kept by discovery in Redis with a TTL (action ids
and revisions only), opened again with the token's recorded revisions whenever it has expired.

Pinning the revisions taken when the token was made means a connection reconfigured since refuses
its actions with discovery's "discover again" error, as in a conversation; the agent needs a new
token. Any gateway replica can serve any request: nothing of the session is in a process.
"""

from assent_contracts.agents import agent_session_id
from assent_contracts.discovery import OpenContext, discovery_context_key
from assent_gateway.agent_tokens import AgentToken
from assent_gateway.deps import Gateway


async def session_for(gateway: Gateway, token: AgentToken) -> str:
    """The token's session id, its discovery context open (``BusUnavailable`` if discovery is away)."""
    session = agent_session_id(token.id)
    if not await gateway.redis.exists(discovery_context_key(session)):
        await gateway.bus.open_context(
            OpenContext(
                conversation_id=session,
                user_id=token.owner,
                connection_ids=[selection.id for selection in token.connections],
                pinned={selection.id: selection.revision for selection in token.connections},
            ),
            timeout_s=gateway.settings.discovery_timeout_s,
        )
    return session
