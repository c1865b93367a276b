"""The hashes of things that wait for the user, and every script that changes them: one place.

Two hashes per turn hold an entry per thing that waits, ``id -> status``:

- the approvals (``proposals_key``): ``pending`` → ``approve`` | ``decline`` (the gateway, for the
  user), ``expired`` (the orchestrator's deadline sweep), ``cancelled`` (the orchestrator, at the
  turn's end: a pending or approved-but-unsent one);
- the client-side tool calls (``client_calls_key``): ``pending`` → ``answered`` (the gateway),
  ``expired`` (the sweep), ``cancelled`` (the turn's end).

Every move out of ``pending`` is the compare-and-set ``SETTLE_PENDING_LUA``, so a decision, a result,
an expiry and a stop racing on one entry have exactly one winner (decision 003).
"""

SETTLE_PENDING_LUA = """
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current == 'pending' then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
return current
"""
"""Settle a pending entry: KEYS[1] the hash, ARGV[1] the entry id, ARGV[2] its new status. Sets it
only while it is ``pending``; returns the status it had (nil for an unknown entry)."""

UNSETTLE_LUA = """
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then redis.call('HSET', KEYS[1], ARGV[1], 'pending') end
return 1
"""
"""Undo the gateway's own settlement when it could not announce it: KEYS[1] the hash, ARGV[1] the
entry id, ARGV[2] the status the gateway set. Only that status goes back to ``pending``."""

CANCEL_APPROVAL_LUA = """
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current == 'pending' or current == 'approve' then redis.call('HSET', KEYS[1], ARGV[1], 'cancelled') end
return current
"""
"""Cancel an approval that will not run: KEYS[1] the approvals hash, ARGV[1] the approval id. A
pending one, or an approved one not sent to the executor, becomes ``cancelled``; a declined or
expired one stays as it is. Returns the status it had."""
